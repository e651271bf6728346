import type { ReactNode } from 'react';
import { useFormStatus } from 'react-dom';
import { Button, type ButtonSize, type ButtonVariant } from '#web/components/Button/Button.tsx';

/** A form action: what React calls with the form's data when the form is submitted. */
export type FormActionFn = (data: FormData) => void | Promise<void>;

type Props = {
  children: ReactNode;
  /** The label while its action runs ("Sending..."); the children when it has none. */
  pendingLabel?: string;
  /** Shown before the label while its action runs (the sign-in card's spinner). */
  pendingSection?: ReactNode;
  /**
   * The button's own action, in place of the form's (`formAction`): a form that asks for several
   * things (the sign-in card's Resend beside Verify) gives each other button its own, so only the
   * one pressed says it is busy. Pass a stable function: the busy look is chosen by its identity.
   */
  formAction?: FormActionFn;
  /**
   * In such a form, the form's own action, which this button (its default one) submits: named
   * only so the button knows when the running action is its own.
   */
  submits?: FormActionFn;
  /** Shown before the label when not busy (an icon). */
  leftSection?: ReactNode;
  /** Keeps the busy look after the action returned: the page is leaving on its answer. */
  held?: boolean;
  disabled?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/**
 * A form's submit button that knows, from the form itself (`useFormStatus`), when a submission is
 * running: it then takes no press, and when the running action is its own it says so in its
 * label and `aria-busy`.
 */
export function SubmitButton({
  children,
  pendingLabel,
  pendingSection,
  formAction,
  submits,
  leftSection = null,
  held = false,
  disabled = false,
  variant = 'hero',
  size = 'lg',
}: Props) {
  const { pending, action } = useFormStatus();
  const mine = formAction ?? submits;
  const busy = held || (pending && (mine === undefined || action === mine));
  return (
    <Button
      type="submit"
      variant={variant}
      size={size}
      formAction={formAction}
      disabled={disabled || pending || held}
      leftSection={busy ? (pendingSection ?? leftSection) : leftSection}
      aria-busy={busy || undefined}
    >
      {busy ? (pendingLabel ?? children) : children}
    </Button>
  );
}

import type { ReactNode } from 'react';
import { useFormStatus } from 'react-dom';
import { Button, type ButtonSize, type ButtonVariant } from '#web/components/Button/Button.tsx';

type Props = {
  children: ReactNode;
  /** The label while the form's action runs ("Sending..."). */
  pendingLabel: string;
  /** Shown before the label while the action runs (the sign-in card's spinner). */
  pendingSection?: ReactNode;
  disabled?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/**
 * A form's submit button that knows, from the form itself (`useFormStatus`), when its action is
 * running: it then says so in its label and `aria-busy`, and takes no second press.
 */
export function SubmitButton({
  children,
  pendingLabel,
  pendingSection,
  disabled = false,
  variant = 'hero',
  size = 'lg',
}: Props) {
  const { pending } = useFormStatus();
  return (
    <Button
      type="submit"
      variant={variant}
      size={size}
      disabled={disabled || pending}
      leftSection={pending ? pendingSection : null}
      aria-busy={pending || undefined}
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}

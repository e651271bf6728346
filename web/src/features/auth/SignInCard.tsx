import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { TextField } from '#web/components/Field/Field.tsx';
import { FormCard } from '#web/components/FormCard/FormCard.tsx';
import { Spinner } from '#web/components/Spinner/Spinner.tsx';
import { SubmitButton } from '#web/components/SubmitButton/SubmitButton.tsx';
import { CodeInput } from './CodeInput';
import { NoScriptNote, noScriptTexts } from './NoScriptNote';
import { CODE_LIFETIME_MINUTES, OTP_LENGTH } from './constants';
import type { SignInTarget } from './redirect';
import classes from './SignInCard.module.css';
import type { SignInVariant } from './toasts';
import { useSignIn } from './use-sign-in';
import { WhitelistLink } from '#web/components/WhitelistLink/WhitelistLink.tsx';

export type SignInCardProps = {
  variant: SignInVariant;
  target: SignInTarget;
  /**
   * The card's heading, "Sign in to Testbeam to connect GitHub" on an agent page (the visitor
   * signs in to Testbeam, never to the connected service). None where the page's own <h1> says
   * it already (/login).
   */
  heading?: string;
  /** The link to the whitelist request under the email step (every card: docs/requirements.md §2). */
  showWhitelistLink?: boolean;
  /** The words before that link: why a visitor of this card would ask (an agent page's own). */
  whitelistReason?: string;
  /** Leaves for the app; only tests pass it (island props are JSON). */
  navigate?: (url: string) => void;
};

/** The busy button's spinner: its label says what is happening, the spinner that it is. */
const spinner = <Spinner />;
const googleMark = <IconBrandGoogleFilled size={18} aria-hidden />;

/**
 * The one sign-in card of /login and the 18 agent pages (docs/requirements.md §2, §4 and §8): a
 * form per request on the email step (Google, then the address) and one for the code step, each
 * button a submit with its action.
 */
export function SignInCard({
  variant,
  target,
  heading,
  showWhitelistLink = false,
  whitelistReason = 'Using a connector that reads Google data?',
  navigate,
}: SignInCardProps) {
  const flow = useSignIn({ variant, target, navigate });
  const { actions } = flow;
  const off = flow.pending || flow.leaving !== null;
  const codeForm = useRef<HTMLFormElement>(null);
  // On a phone the code step opens low on the screen, where the keyboard rises: bring all of it,
  // down to "Verify & Sign In", into view, clear of the toasts (nothing moves when it already is).
  useEffect(() => {
    if (flow.step === 'code') codeForm.current?.scrollIntoView?.({ block: 'nearest' });
  }, [flow.step]);

  return (
    <FormCard className={classes.card}>
      <NoScriptNote>{noScriptTexts.signIn}</NoScriptNote>
      {flow.step === 'email' ? (
        <div className={classes.stack}>
          {heading ? <h2 className={classes.title}>{heading}</h2> : null}
          {/* Google's own form: its action never resets the email form, and Enter in the email
              field presses that form's only button, Send. */}
          <form
            className={classes.stack}
            action={actions.google}
            onSubmit={flow.checkGoogle}
            noValidate
          >
            <SubmitButton
              variant="default"
              leftSection={googleMark}
              pendingLabel="Redirecting to Google..."
              pendingSection={spinner}
              held={flow.leaving === 'requesting'}
              disabled={off}
            >
              Continue with Google
            </SubmitButton>
          </form>
          <div className={classes.divider} role="separator" aria-orientation="horizontal">
            <span>or use your email</span>
          </div>
          <form action={actions.send} onSubmit={flow.checkEmail} noValidate>
            <div className={classes.stack} data-gap="sm">
              <TextField
                id="sign-in-email"
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                defaultValue={flow.email}
                error={flow.emailError}
                disabled={off}
                required
              />
              <SubmitButton pendingLabel="Sending..." pendingSection={spinner} disabled={off}>
                Send Verification Code
              </SubmitButton>
            </div>
          </form>
          {showWhitelistLink ? <WhitelistLink dimmed>{whitelistReason}</WhitelistLink> : null}
        </div>
      ) : (
        <form
          ref={codeForm}
          className={classes.codeStep}
          action={actions.verify}
          onSubmit={flow.checkCode}
          noValidate
        >
          <div className={classes.stack}>
            <h2 className={classes.title}>Check your email</h2>
            <p className={classes.text}>
              Enter the {OTP_LENGTH}-digit code we sent to{' '}
              <strong className={classes.address}>{flow.email}</strong>. It expires in{' '}
              {CODE_LIFETIME_MINUTES} minutes.
            </p>
            <div>
              <label className={classes.codeLabel} htmlFor="sign-in-code">
                Verification code
              </label>
              <CodeInput
                id="sign-in-code"
                name="code"
                value={flow.code}
                onChange={flow.setCode}
                // The sixth digit submits the form as Verify does: the same check, the same action.
                onComplete={() => codeForm.current?.requestSubmit()}
                disabled={off}
                invalid={flow.codeError !== null && flow.codeError.kind !== 'failed'}
                describedBy={flow.codeError ? 'sign-in-code-error' : undefined}
              />
              {flow.codeError ? (
                <p id="sign-in-code-error" className={classes.codeError} role="alert">
                  {flow.codeError.message}
                </p>
              ) : null}
            </div>
            <SubmitButton
              submits={actions.verify}
              pendingLabel="Verifying..."
              pendingSection={spinner}
              held={flow.leaving === 'verifying'}
              // A refused code is gone from the boxes; Verify waits for new digits.
              disabled={flow.codeError?.kind === 'refused' && flow.code === ''}
            >
              Verify & Sign In
            </SubmitButton>
            <div className={classes.links}>
              <SubmitButton
                variant="ghost"
                size="sm"
                formAction={actions.resend}
                pendingLabel="Resending..."
                pendingSection={spinner}
                disabled={flow.leaving !== null || flow.resendIn > 0}
              >
                {flow.resendIn > 0 ? `Resend in ${flow.resendIn}s` : 'Resend'}
              </SubmitButton>
              <SubmitButton
                variant="ghost"
                size="sm"
                formAction={actions.back}
                disabled={flow.leaving !== null}
              >
                Back to email
              </SubmitButton>
            </div>
          </div>
        </form>
      )}
    </FormCard>
  );
}

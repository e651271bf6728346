import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef } from 'react';
import { Button } from '#web/components/Button/Button.tsx';
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

const submit = (action: () => void) => (event: FormEvent) => {
  event.preventDefault();
  action();
};

/** The one sign-in card of /login and the 18 agent pages (docs/requirements.md §2, §4 and §8). */
export function SignInCard({
  variant,
  target,
  heading,
  showWhitelistLink = false,
  whitelistReason = 'Using a connector that reads Google data?',
  navigate,
}: SignInCardProps) {
  const flow = useSignIn({ variant, target, navigate });
  const busy = flow.busy !== null;
  const refusedAndEmpty = flow.codeError?.kind === 'refused' && flow.code === '';
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
          <Button
            variant="default"
            size="lg"
            leftSection={
              flow.busy === 'requesting' ? spinner : <IconBrandGoogleFilled size={18} aria-hidden />
            }
            onClick={flow.google}
            disabled={busy}
            aria-busy={flow.busy === 'requesting' || undefined}
          >
            {flow.busy === 'requesting' ? 'Redirecting to Google...' : 'Continue with Google'}
          </Button>
          <div className={classes.divider} role="separator" aria-orientation="horizontal">
            <span>or use your email</span>
          </div>
          <form action={flow.sendAction} onSubmit={flow.checkEmail} noValidate>
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
                disabled={busy}
                required
              />
              <SubmitButton pendingLabel="Sending..." pendingSection={spinner} disabled={busy}>
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
          onSubmit={submit(() => flow.verify())}
          noValidate
        >
          <div className={classes.stack}>
            <h2 className={classes.title}>Check your email</h2>
            <p className={classes.text}>
              Enter the {OTP_LENGTH}-digit code we sent to{' '}
              <strong className={classes.address}>{flow.email.trim()}</strong>. It expires in{' '}
              {CODE_LIFETIME_MINUTES} minutes.
            </p>
            <div>
              <label className={classes.codeLabel} htmlFor="sign-in-code">
                Verification code
              </label>
              <CodeInput
                id="sign-in-code"
                value={flow.code}
                onChange={flow.setCode}
                onComplete={flow.verify}
                disabled={busy}
                invalid={flow.codeError !== null && flow.codeError.kind !== 'failed'}
                describedBy={flow.codeError ? 'sign-in-code-error' : undefined}
                refusals={flow.refusals}
              />
              {flow.codeError ? (
                <p id="sign-in-code-error" className={classes.codeError} role="alert">
                  {flow.codeError.message}
                </p>
              ) : null}
            </div>
            <Button
              type="submit"
              variant="hero"
              size="lg"
              // A refused code is gone from the boxes; Verify waits for new digits.
              disabled={busy || refusedAndEmpty}
              leftSection={flow.busy === 'verifying' ? spinner : null}
              aria-busy={flow.busy === 'verifying' || undefined}
            >
              {flow.busy === 'verifying' ? 'Verifying...' : 'Verify & Sign In'}
            </Button>
            <div className={classes.links}>
              <Button
                variant="ghost"
                size="sm"
                onClick={flow.resend}
                disabled={busy || flow.resendIn > 0}
                leftSection={flow.busy === 'resending' ? spinner : null}
                aria-busy={flow.busy === 'resending' || undefined}
              >
                {flow.busy === 'resending'
                  ? 'Resending...'
                  : flow.resendIn > 0
                    ? `Resend in ${flow.resendIn}s`
                    : 'Resend'}
              </Button>
              <Button variant="ghost" size="sm" onClick={flow.backToEmail} disabled={busy}>
                Back to email
              </Button>
            </div>
          </div>
        </form>
      )}
    </FormCard>
  );
}

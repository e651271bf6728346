import { useEffect, useRef, useState } from 'react';
import { Confirmation } from '#web/components/Confirmation/Confirmation.tsx';
import { TextField } from '#web/components/Field/Field.tsx';
import { FormCard } from '#web/components/FormCard/FormCard.tsx';
import { SubmitButton } from '#web/components/SubmitButton/SubmitButton.tsx';
import { NoScriptNote, noScriptTexts } from './NoScriptNote';
import classes from './AccessRequestForm.module.css';
import type { WaitlistId } from '#common/access-requests';
import { findWaitlist, type Waitlist } from '#web/content/waitlists.ts';
import { useFormAction } from '#web/islands/use-form-action.ts';
import { notify } from '#web/toast/notify.ts';
import { requestWhitelist } from '#web/api/client.ts';
import { accessRequestTexts as texts } from './access-request-texts';
import { firstError, whitelistEmailSchema } from './schemas';
import { orFallback } from './toasts';
import { findEntry, loadEntries, pendingEntry, saveEntries } from './whitelist-store';

/** Why an address was not sent: it is already pending review, or already approved. */
type Listed = { email: string; status: 'pending' | 'active' };

/**
 * What a request leaves: `email` is the field's text to show again (React empties a form's
 * fields after its action), `sentTo` the address a confirmation names.
 */
type Sent = { email: string; sentTo: string | null };

/** One request, to the whitelist or to `list`'s waitlist, with docs/requirements.md §8's toasts. */
async function sendRequest(email: string, list: Waitlist | undefined): Promise<Sent> {
  const result = await requestWhitelist(email, '', list?.id);
  if (result.data) {
    if (list) {
      notify.success(`You're on the ${list.name} waitlist`, {
        description: 'We will email you when early access opens.',
      });
    } else {
      const entries = loadEntries(localStorage);
      saveEntries(localStorage, [...entries, pendingEntry(email, new Date())]);
      notify.success(texts.sent.title, { description: texts.sent.description });
    }
    return { email: '', sentTo: email.trim().toLowerCase() };
  }
  if (result.error.status >= 200 && result.error.status < 300) {
    // The server answered but said no: docs/requirements.md's "Request Failed".
    notify.error(texts.failed.title, { description: texts.failed.description });
  } else {
    notify.error(orFallback(result.error.message, texts.exception.fallback));
  }
  return { email, sentTo: null };
}

type Props = {
  /** A product's waitlist (its page, /{product}/waitlist) rather than the whitelist itself. */
  waitlist?: WaitlistId;
};

/**
 * A request for access by email: the whitelist request (docs/requirements.md §2, §4, §5 and §8), or
 * with `waitlist`, the same request for early access to a product (its waitlist). Enter submits: it
 * is a form. A sent request leaves a confirmation on the page (the toast goes after 4 s) until the
 * visitor asks to send another.
 */
export function AccessRequestForm({ waitlist }: Props) {
  const list = waitlist ? findWaitlist(waitlist) : undefined;
  // Said at once by the submit's check, before any request: the field's error, and why an
  // address this browser already asked about was not sent again.
  const [error, setError] = useState<string | null>(null);
  const [listed, setListed] = useState<Listed | null>(null);
  const { state, formAction, pending, guard } = useFormAction(
    (_: Sent, data: FormData) => sendRequest(String(data.get('email') ?? ''), list),
    { email: '', sentTo: null },
  );
  /** The confirmation the visitor left with "Request another address". */
  const [dismissed, setDismissed] = useState<Sent | null>(null);
  const sentTo = state !== dismissed ? state.sentTo : null;
  const field = useRef<HTMLInputElement>(null);
  const wasSent = useRef(false);

  useEffect(() => {
    // Back from the confirmation (which takes focus itself), the caret goes to the empty field.
    if (!sentTo && wasSent.current) field.current?.focus();
    wasSent.current = sentTo !== null;
  }, [sentTo]);

  /** The address must be valid, and (the whitelist's own list, docs/requirements.md §2) new. */
  const check = (data: FormData) => {
    const email = String(data.get('email') ?? '');
    const message = firstError(whitelistEmailSchema, email);
    setError(message);
    setListed(null);
    if (message) return false;
    const known = list ? undefined : findEntry(loadEntries(localStorage), email);
    if (!known) return true;
    notify.error(texts.duplicate.title, { description: texts.duplicate.description });
    setListed({ email: known.email, status: known.status });
    return false;
  };

  if (sentTo) {
    return (
      <FormCard className={classes.card}>
        <Confirmation
          title={list ? `You're on the ${list.name} waitlist` : 'Request received'}
          actionLabel={list ? 'Add another address' : 'Request another address'}
          onAction={() => setDismissed(state)}
        >
          {list ? (
            <>
              We will email <strong>{sentTo}</strong> when early access to {list.name} opens.
              Nothing else: no newsletter, and one email is all it takes to leave the list.
            </>
          ) : (
            <>
              Support will review <strong>{sentTo}</strong> and write to that address once it is
              whitelisted. Until then the request is pending; sending it again will not speed it up.
            </>
          )}
        </Confirmation>
      </FormCard>
    );
  }

  return (
    <FormCard className={classes.card}>
      <NoScriptNote withEmail>
        {list ? noScriptTexts.waitlist(list.name) : noScriptTexts.whitelist}
      </NoScriptNote>
      <form className={classes.form} action={formAction} onSubmit={guard(check)} noValidate>
        <TextField
          ref={field}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          defaultValue={state.email}
          error={error}
          disabled={pending}
          required
        />
        {listed ? (
          <p className={classes.listed} data-status={listed.status} role="status">
            {listed.status === 'active' ? (
              <>
                <strong>{listed.email}</strong> is already approved: sign in and connect Gmail,
                Drive and the other Google connectors. <a href="/login">Sign in</a>
              </>
            ) : (
              <>
                The request for <strong>{listed.email}</strong> is pending review. Support reviews
                requests in order and writes to that address once it is approved.
              </>
            )}
          </p>
        ) : null}
        <SubmitButton pendingLabel={list ? 'Joining...' : 'Requesting...'}>
          {list ? 'Join the Waitlist' : 'Request Whitelist'}
        </SubmitButton>
      </form>
    </FormCard>
  );
}

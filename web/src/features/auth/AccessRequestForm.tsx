import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/Button/Button.tsx';
import { Confirmation } from '#web/components/Confirmation/Confirmation.tsx';
import { TextField } from '#web/components/Field/Field.tsx';
import { FormCard } from '#web/components/FormCard/FormCard.tsx';
import { NoScriptNote, noScriptTexts } from './NoScriptNote';
import classes from './AccessRequestForm.module.css';
import { type WaitlistId, whitelistDuplicateMessage } from '#common/access-requests';
import { findWaitlist } from '#web/content/waitlists.ts';
import { notify } from '#web/toast/notify.ts';
import { requestWhitelist } from '#web/api/client.ts';
import { firstError, whitelistEmailSchema } from './schemas';
import { orFallback } from './toasts';
import { findEntry, loadEntries, pendingEntry, saveEntries } from './whitelist-store';

// docs/requirements.md §8, word for word.
const texts = {
  sent: 'We have received your request, and our support team will get back to you at the earliest.',
  failed: 'Failed to submit whitelist request',
  exception: 'An error occurred while submitting your request.',
  duplicate: whitelistDuplicateMessage,
};

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
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  /** Why a request was not sent: this address is already pending review, or already approved. */
  const [listed, setListed] = useState<{ email: string; status: 'pending' | 'active' } | null>(
    null,
  );
  const inFlight = useRef(false);
  const field = useRef<HTMLInputElement>(null);
  const wasSent = useRef(false);

  useEffect(() => {
    // Back from the confirmation (which takes focus itself), the caret goes to the empty field.
    if (!sentTo && wasSent.current) field.current?.focus();
    wasSent.current = sentTo !== null;
  }, [sentTo]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const message = firstError(whitelistEmailSchema, email);
    setError(message);
    setListed(null);
    if (message || inFlight.current) return;
    // The local list is the whitelist's (docs/requirements.md §2); waitlists ask the server.
    const entries = loadEntries(localStorage);
    const known = list ? undefined : findEntry(entries, email);
    if (known) {
      notify.error('Duplicate Email', { description: texts.duplicate });
      setListed({ email: known.email, status: known.status });
      return;
    }
    inFlight.current = true;
    setRequesting(true);
    const result = await requestWhitelist(email, '', list?.id);
    inFlight.current = false;
    setRequesting(false);
    if (result.data) {
      if (!list) saveEntries(localStorage, [...entries, pendingEntry(email, new Date())]);
      setSentTo(email.trim().toLowerCase());
      setEmail('');
      if (list) {
        notify.success(`You're on the ${list.name} waitlist`, {
          description: 'We will email you when early access opens.',
        });
      } else {
        notify.success('Whitelist Request Sent', { description: texts.sent });
      }
    } else if (result.error.status >= 200 && result.error.status < 300) {
      // The server answered but said no: docs/requirements.md's "Request Failed".
      notify.error('Request Failed', { description: texts.failed });
    } else {
      notify.error(orFallback(result.error.message, texts.exception));
    }
  }

  if (sentTo) {
    return (
      <FormCard className={classes.card}>
        <Confirmation
          title={list ? `You're on the ${list.name} waitlist` : 'Request received'}
          actionLabel={list ? 'Add another address' : 'Request another address'}
          onAction={() => setSentTo(null)}
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
      <form className={classes.form} onSubmit={submit} noValidate>
        <TextField
          ref={field}
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
          disabled={requesting}
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
        <Button type="submit" variant="hero" size="lg" disabled={requesting}>
          {list
            ? requesting
              ? 'Joining...'
              : 'Join the Waitlist'
            : requesting
              ? 'Requesting...'
              : 'Request Whitelist'}
        </Button>
      </form>
    </FormCard>
  );
}

import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import { Paper, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { findWaitlist, type WaitlistId } from '../../content/waitlists';
import { notify } from '../toast/notify';
import { requestWhitelist } from '../../api/client';
import { firstError, whitelistEmailSchema } from './schemas';
import { orFallback } from './toasts';
import classes from './WhitelistForm.module.css';
import { isListed, loadEntries, pendingEntry, saveEntries } from './whitelist-store';

// SPEC.md section 8, word for word.
const texts = {
  sent: 'We have received your request, and our support team will get back to you at the earliest.',
  failed: 'Failed to submit whitelist request',
  exception: 'An error occurred while submitting your request.',
  duplicate: 'This email is already in the whitelist',
};

type Props = {
  /** A product's waitlist (its page, /{product}/waitlist) rather than the whitelist itself. */
  waitlist?: WaitlistId;
};

/**
 * The whitelist request (SPEC.md sections 2, 4, 5 and 8), and the same request for a product's
 * waitlist. Enter submits: it is a form. A sent request leaves a confirmation on the page (the
 * toast goes after 4 s) until the visitor asks to send another.
 */
export function WhitelistForm({ waitlist }: Props) {
  const list = waitlist ? findWaitlist(waitlist) : undefined;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inFlight = useRef(false);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const wasSent = useRef(false);

  useEffect(() => {
    // Focus follows the change of view, so keyboard and screen reader users land on the news.
    if (sentTo) confirmation.current?.focus();
    else if (wasSent.current) field.current?.focus();
    wasSent.current = sentTo !== null;
  }, [sentTo]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const message = firstError(whitelistEmailSchema, email);
    setError(message);
    if (message || inFlight.current) return;
    // The local list is the whitelist's (SPEC.md section 2); waitlists ask the server.
    const entries = loadEntries(localStorage);
    if (!list && isListed(entries, email)) {
      notify.error('Duplicate Email', { description: texts.duplicate });
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
      // The server answered but said no: SPEC's "Request Failed".
      notify.error('Request Failed', { description: texts.failed });
    } else {
      notify.error(orFallback(result.error.message, texts.exception));
    }
  }

  if (sentTo) {
    return (
      <Paper withBorder radius="lg" p="xl" shadow="sm" maw={480} w="100%" role="status">
        <Stack gap="sm" className={classes.sent}>
          <IconCircleCheck size={32} stroke={1.6} aria-hidden className={classes.icon} />
          <h2 ref={confirmation} tabIndex={-1} className={classes.title}>
            {list ? `You're on the ${list.name} waitlist` : 'Request received'}
          </h2>
          <p className={classes.text}>
            {list ? (
              <>
                We will email <strong>{sentTo}</strong> when early access to {list.name} opens.
                Nothing else: no newsletter, and one email is all it takes to leave the list.
              </>
            ) : (
              <>
                Support will review <strong>{sentTo}</strong> and write to that address once it is
                whitelisted. Until then the request is pending; sending it again will not speed it
                up.
              </>
            )}
          </p>
          <Button variant="default" size="default" onClick={() => setSentTo(null)}>
            {list ? 'Add another address' : 'Request another address'}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="lg" p="xl" shadow="sm" maw={480} w="100%">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
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
          <Button type="submit" variant="hero" size="lg" disabled={requesting}>
            {list
              ? requesting
                ? 'Joining...'
                : 'Join the Waitlist'
              : requesting
                ? 'Requesting...'
                : 'Request Whitelist'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

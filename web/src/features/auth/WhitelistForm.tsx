import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import { Paper, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { notify } from '../toast/notify';
import { requestWhitelist } from '../../api/client';
import { firstError, whitelistEmailSchema } from './schemas';
import { orFallback } from './toasts';
import { isListed, loadEntries, pendingEntry, saveEntries } from './whitelist-store';

// SPEC.md section 8, word for word.
const texts = {
  sent: 'We have received your request, and our support team will get back to you at the earliest.',
  failed: 'Failed to submit whitelist request',
  exception: 'An error occurred while submitting your request.',
  duplicate: 'This email is already in the whitelist',
};

/** The whitelist request (SPEC.md sections 2, 4, 5 and 8). Enter submits: it is a form. */
export function WhitelistForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);
  const inFlight = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const message = firstError(whitelistEmailSchema, email);
    setError(message);
    if (message || inFlight.current) return;
    const entries = loadEntries(localStorage);
    if (isListed(entries, email)) {
      notify.error('Duplicate Email', { description: texts.duplicate });
      return;
    }
    inFlight.current = true;
    setRequesting(true);
    const result = await requestWhitelist(email);
    inFlight.current = false;
    setRequesting(false);
    if (result.data) {
      saveEntries(localStorage, [...entries, pendingEntry(email, new Date())]);
      setEmail('');
      notify.success('Whitelist Request Sent', { description: texts.sent });
    } else if (result.error.status >= 200 && result.error.status < 300) {
      // The server answered but said no: SPEC's "Request Failed".
      notify.error('Request Failed', { description: texts.failed });
    } else {
      notify.error(orFallback(result.error.message, texts.exception));
    }
  }

  return (
    <Paper withBorder radius="lg" p="xl" shadow="sm" maw={480} w="100%">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
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
            {requesting ? 'Requesting...' : 'Request Whitelist'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

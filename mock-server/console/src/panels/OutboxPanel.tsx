import { Button, Group, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { dateTimeOf } from '../format';
import type { OutboxEmail } from '../types';

function EmailCard({ email }: { email: OutboxEmail }) {
  const clipboard = useClipboard({ timeout: 2000 });
  return (
    <li className="console-card" data-email-id={email.id}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Text fw={600} c="var(--tb-color-heading)" className="console-mono">
            {email.to}
          </Text>
          <Text size="sm" c="dimmed">
            {email.subject} · {dateTimeOf(email.sentAt)}
          </Text>
        </div>
        <Group gap="sm" align="center">
          <span className="console-code" data-code>
            {email.code}
          </span>
          <Button
            variant="default"
            leftSection={
              clipboard.copied ? (
                <IconCheck size={16} aria-hidden />
              ) : (
                <IconCopy size={16} aria-hidden />
              )
            }
            onClick={() => clipboard.copy(email.code)}
            aria-label={`Copy the code sent to ${email.to}`}
          >
            Copy
          </Button>
          <span role="status" className="console-copied">
            {clipboard.copied ? 'Copied' : ''}
          </span>
        </Group>
      </Group>
    </li>
  );
}

/** Every email the mock "sent", newest first, each code large with a copy button. */
export function OutboxPanel({ emails }: { emails: OutboxEmail[] }) {
  return (
    <section aria-labelledby="outbox-title">
      <Stack gap="sm">
        <h2 id="outbox-title" className="console-section-title">
          Outbox
        </h2>
        <Text size="sm" c="dimmed">
          Every sign-in code the mock sent, newest first. Nothing leaves this machine.
        </Text>
        {emails.length === 0 ? (
          <Text>No email yet. Ask for a code on the sign-in page and it appears here at once.</Text>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Sent emails"
          >
            {emails.map((email) => (
              <EmailCard key={email.id} email={email} />
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  );
}

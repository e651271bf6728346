import {
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { getJson, messageOf, sendAndSay } from '../api';
import { type RequestFilter, statusChoices, statusTone } from '../filters';
import { durationOf, timeOf } from '../format';
import type { JournalBody, JournalEntry } from '../types';
import { Scroll } from './Scroll';

const bodyText = (body: JournalBody | null) => {
  if (body === null) return 'No body.';
  if (body.data === undefined) return `${body.mimeType}, ${body.size} bytes (not copied).`;
  const text = typeof body.data === 'string' ? body.data : JSON.stringify(body.data, null, 2);
  return body.truncated ? `${text}\n… (cut at 16 KB)` : text;
};

const headersText = (headers: Record<string, string | string[]>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}`)
    .join('\n');

/** A block of text that scrolls in its own region, reachable by keyboard. */
function Block({ label, text, testId }: { label: string; text: string; testId?: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <pre className="console-pre" role="region" aria-label={label} tabIndex={0} data-testid={testId}>
      {text}
    </pre>
  );
}

function Details({ entry }: { entry: JournalEntry }) {
  return (
    <Stack gap="sm">
      <Text className="console-mono">
        {entry.method} {entry.url} → {entry.status} in {durationOf(entry.durationMs)}
      </Text>
      <h3 className="console-section-title">Request body</h3>
      <Block label="Request body" text={bodyText(entry.request.body)} testId="request-body" />
      <h3 className="console-section-title">Response body</h3>
      <Block label="Response body" text={bodyText(entry.response.body)} testId="response-body" />
      <h3 className="console-section-title">Request headers</h3>
      <Block label="Request headers" text={headersText(entry.request.headers)} />
      <h3 className="console-section-title">Response headers</h3>
      <Block label="Response headers" text={headersText(entry.response.headers)} />
    </Stack>
  );
}

interface RequestsPanelProps {
  requests: JournalEntry[];
  /** The journal holds older matching requests than the list shows. */
  hasOlder: boolean;
  onLoadOlder: () => void;
  filter: RequestFilter;
  onFilter: (filter: RequestFilter) => void;
  announce: (text: string) => void;
}

/** The request journal: newest first, filtered by path and status, each entry's bodies on demand. */
export function RequestsPanel({
  requests,
  hasOlder,
  onLoadOlder,
  filter,
  onFilter,
  announce,
}: RequestsPanelProps) {
  const [open, setOpen] = useState<JournalEntry | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const show = (entry: JournalEntry) => {
    setLoadError(null);
    getJson<JournalEntry>(`/__mock/requests/${entry.id}`).then(setOpen, (cause: unknown) => {
      setLoadError(messageOf(cause));
    });
  };
  const clear = () =>
    sendAndSay(announce, 'DELETE', '/__mock/requests', 'The request journal is empty.');

  return (
    <section aria-labelledby="requests-title">
      <Stack gap="sm">
        <h2 id="requests-title" className="console-section-title">
          Requests
        </h2>
        <Text size="sm" c="dimmed">
          The last 1,000 requests the mock answered, newest first, 50 at a time. Codes are masked
          here; open a request to see its bodies as sent.
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Path contains"
            placeholder="/api/auth/"
            value={filter.path}
            onChange={(event) => onFilter({ ...filter, path: event.currentTarget.value })}
          />
          <NativeSelect
            label="Status"
            value={filter.status}
            onChange={(event) => onFilter({ ...filter, status: event.currentTarget.value })}
            data={[{ value: '', label: 'Any status' }, ...statusChoices]}
          />
          <Button variant="default" onClick={clear}>
            Clear journal
          </Button>
          <Button component="a" variant="subtle" href="/__mock/requests.har" download>
            Download HAR
          </Button>
        </Group>
        {loadError ? <Text c="var(--mantine-color-error)">{loadError}</Text> : null}
        <Text size="sm" aria-live="polite">
          {requests.length === 1 ? '1 request' : `${requests.length} requests`}
          {hasOlder ? ' shown, older ones in the journal' : ''}
        </Text>
        <Scroll label="Request journal">
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Time</Table.Th>
                <Table.Th>Method</Table.Th>
                <Table.Th>Path</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Duration</Table.Th>
                <Table.Th>
                  <span className="console-visually-hidden">Bodies</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.map((entry) => (
                <Table.Tr key={entry.id} data-request-id={entry.id}>
                  <Table.Td className="console-nowrap">{timeOf(entry.startedAt)}</Table.Td>
                  <Table.Td>{entry.method}</Table.Td>
                  <Table.Td className="console-mono">{entry.url}</Table.Td>
                  <Table.Td>
                    <Badge color={statusTone(entry.status)} variant="filled">
                      {entry.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td className="console-nowrap">{durationOf(entry.durationMs)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => show(entry)}
                      aria-label={`Bodies of ${entry.method} ${entry.path} at ${timeOf(entry.startedAt)}`}
                    >
                      Open
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Scroll>
        {requests.length === 0 ? <Text>No request matches yet.</Text> : null}
        {hasOlder ? (
          <Group>
            <Button variant="default" onClick={onLoadOlder}>
              Load older requests
            </Button>
          </Group>
        ) : null}
      </Stack>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `${open.method} ${open.path}` : ''}
        size="xl"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {open ? <Details entry={open} /> : null}
      </Modal>
    </section>
  );
}

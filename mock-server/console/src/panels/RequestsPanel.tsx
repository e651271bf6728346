import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { getJson, messageOf, send, sendAndSay } from '../api';
import {
  canSaveAsScenario,
  faultSentence,
  forwarded,
  faultText,
  operationText,
  outcomeText,
  pointerText,
  statusText,
  upstreamText,
  violationsLabel,
} from '../entry-display';
import { hasViolations, type RequestFilter, statusChoices, statusTone } from '../filters';
import { durationOf, timeOf } from '../format';
import { answerLabel, remainingLabel } from '../scenario-form';
import type { JournalBody, JournalEntry, MockMode, Scenario } from '../types';
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

/** The outcome of the last "Save as scenario": which entry, and what the mock said. */
interface SaveNote {
  id: string;
  ok: boolean;
  text: string;
}

/** The journal's colour for a fault: white on grape 9 passes WCAG AA in both themes. */
const faultTone = 'grape.9';
/** Contract violations: white on red 9 passes WCAG AA in both themes. */
const violationTone = 'red.9';

/** A row's answer: its status ("no answer" for a fault's status 0), and the fault it met. */
function Outcome({ entry }: { entry: JournalEntry }) {
  const fault = faultText(entry);
  return (
    <Group gap={4} wrap="nowrap" className="console-badges">
      {entry.status === 0 ? (
        <Text span size="sm" className="console-nowrap">
          {statusText(entry)}
        </Text>
      ) : (
        <Badge color={statusTone(entry.status)} variant="filled" tt="none">
          {statusText(entry)}
        </Badge>
      )}
      {fault === null ? null : (
        <Badge color={faultTone} variant="filled" tt="none">
          {fault}
        </Badge>
      )}
    </Group>
  );
}

/** A row's contract: a red "2 violations", a ✓ when the proxy found nothing, else nothing. */
function ContractCell({ entry }: { entry: JournalEntry }) {
  if (hasViolations(entry)) {
    return (
      <Badge color={violationTone} variant="filled" tt="none" className="console-badge-whole">
        {violationsLabel(entry.violations.length)}
      </Badge>
    );
  }
  if (!forwarded(entry)) return null;
  return (
    <span data-contract="ok">
      <span aria-hidden>✓</span>
      <span className="console-visually-hidden">Conforms to openapi.yaml</span>
    </span>
  );
}

/** Where the request or the upstream's answer broke openapi.yaml, one row per violation. */
function Violations({ entry }: { entry: JournalEntry }) {
  const violations = entry.violations ?? [];
  if (violations.length === 0) {
    return forwarded(entry) ? (
      <Text size="sm">No violation: the request and its answer conform to openapi.yaml.</Text>
    ) : (
      <Text size="sm">
        Not checked: the mock answered this request itself (only forwarded ones are checked).
      </Text>
    );
  }
  return (
    <Scroll label="Contract violations">
      <Table verticalSpacing="xs" data-testid="violations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Direction</Table.Th>
            <Table.Th>Operation</Table.Th>
            <Table.Th>Pointer</Table.Th>
            <Table.Th>Expected</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {violations.map((violation, index) => (
            <Table.Tr key={`${violation.direction} ${violation.pointer} ${index}`}>
              <Table.Td>{violation.direction}</Table.Td>
              <Table.Td className="console-mono">{operationText(violation)}</Table.Td>
              <Table.Td className="console-mono">{pointerText(violation)}</Table.Td>
              <Table.Td>{violation.expected}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Scroll>
  );
}

/** What the last save said, where the developer looks: an alert on failure. */
function SaveNoteView({ note }: { note: SaveNote }) {
  return note.ok ? (
    <Text size="sm" data-testid="save-note">
      {note.text}
    </Text>
  ) : (
    <Alert color="red" variant="light" title="Not saved" role="alert">
      <Text c="var(--mantine-color-text)" size="sm">
        {note.text}
      </Text>
    </Alert>
  );
}

interface DetailsProps {
  entry: JournalEntry;
  mode: MockMode | null;
  saving: boolean;
  note: SaveNote | null;
  onSave: (entry: JournalEntry) => void;
}

function Details({ entry, mode, saving, note, onSave }: DetailsProps) {
  const showContract = mode?.mode === 'proxy' || hasViolations(entry) || forwarded(entry);
  const upstream = upstreamText(entry);
  return (
    <Stack gap="sm">
      <Text className="console-mono">
        {entry.method} {entry.url} → {outcomeText(entry)} in {durationOf(entry.durationMs)}
      </Text>
      {entry.fault ? (
        <Text size="sm" data-testid="fault">
          {faultSentence(entry.fault)}
        </Text>
      ) : null}
      {upstream === null ? null : (
        <Text size="sm" data-testid="upstream">
          {upstream}
        </Text>
      )}
      {canSaveAsScenario(entry) ? (
        <Group>
          <Button variant="default" loading={saving} onClick={() => onSave(entry)}>
            Save as scenario
          </Button>
        </Group>
      ) : null}
      {note !== null && note.id === entry.id ? <SaveNoteView note={note} /> : null}
      {showContract ? (
        <>
          <h3 className="console-section-title">Contract</h3>
          <Violations entry={entry} />
        </>
      ) : null}
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
  /** GET /__mock/mode's answer; null until known. Proxy mode adds the contract and recording. */
  mode?: MockMode | null;
}

/**
 * The request journal: newest first, filtered by path, status and (proxy mode) contract
 * violations, each entry's bodies on demand; in proxy mode an upstream answer can be saved as a
 * scenario.
 */
export function RequestsPanel({
  requests,
  hasOlder,
  onLoadOlder,
  filter,
  onFilter,
  announce,
  mode = null,
}: RequestsPanelProps) {
  const [open, setOpen] = useState<JournalEntry | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [note, setNote] = useState<SaveNote | null>(null);
  const proxy = mode?.mode === 'proxy';
  const showContract = proxy || requests.some((entry) => hasViolations(entry) || forwarded(entry));

  const save = (entry: JournalEntry) => {
    setSaving(entry.id);
    setNote(null);
    send<Scenario>('POST', `/__mock/scenarios/from-request/${encodeURIComponent(entry.id)}`).then(
      (scenario) => {
        const text = `Saved as a scenario: ${scenario.operation} → ${answerLabel(scenario)}, ${remainingLabel(scenario)}.`;
        setSaving(null);
        setNote({ id: entry.id, ok: true, text });
        announce(text);
      },
      (cause: unknown) => {
        setSaving(null);
        setNote({ id: entry.id, ok: false, text: messageOf(cause) });
      },
    );
  };
  const close = () => {
    setOpen(null);
    setNote(null);
  };

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
          {showContract || filter.violations ? (
            <Checkbox
              label="Contract violations only"
              className="console-filter-check"
              checked={filter.violations}
              onChange={(event) => onFilter({ ...filter, violations: event.currentTarget.checked })}
            />
          ) : null}
          <Button variant="default" onClick={clear}>
            Clear journal
          </Button>
          <Button component="a" variant="subtle" href="/__mock/requests.har" download>
            Download HAR
          </Button>
        </Group>
        {loadError ? <Text c="var(--mantine-color-error)">{loadError}</Text> : null}
        {note !== null && open === null && !note.ok ? <SaveNoteView note={note} /> : null}
        <Text size="sm" aria-live="polite">
          {requests.length === 1 ? '1 request' : `${requests.length} requests`}
          {filter.violations ? ' with a contract violation' : ''}
          {hasOlder ? ' shown, older ones in the journal' : ''}
          {hasOlder && filter.violations ? ' (the loaded pages are searched: load older ones)' : ''}
        </Text>
        <Scroll label="Request journal">
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Time</Table.Th>
                <Table.Th>Method</Table.Th>
                <Table.Th>Path</Table.Th>
                <Table.Th>Status</Table.Th>
                {showContract ? <Table.Th>Contract</Table.Th> : null}
                <Table.Th>Duration</Table.Th>
                <Table.Th>
                  <span className="console-visually-hidden">Actions</span>
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
                    <Outcome entry={entry} />
                  </Table.Td>
                  {showContract ? (
                    <Table.Td className="console-nowrap">
                      <ContractCell entry={entry} />
                    </Table.Td>
                  ) : null}
                  <Table.Td className="console-nowrap">{durationOf(entry.durationMs)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => show(entry)}
                        aria-label={`Bodies of ${entry.method} ${entry.path} at ${timeOf(entry.startedAt)}`}
                      >
                        Open
                      </Button>
                      {canSaveAsScenario(entry) ? (
                        <Button
                          size="compact-sm"
                          variant="default"
                          loading={saving === entry.id}
                          onClick={() => save(entry)}
                          aria-label={`Save ${entry.method} ${entry.path} at ${timeOf(entry.startedAt)} as a scenario`}
                        >
                          Save as scenario
                        </Button>
                      ) : null}
                    </Group>
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
        onClose={close}
        title={open ? `${open.method} ${open.path}` : ''}
        size="xl"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {open ? (
          <Details entry={open} mode={mode} saving={saving === open.id} note={note} onSave={save} />
        ) : null}
      </Modal>
    </section>
  );
}

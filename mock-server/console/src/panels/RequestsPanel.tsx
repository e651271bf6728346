import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { sendAndSay } from '../api';
import { forwarded } from '../entry-display';
import { hasViolations, type RequestFilter } from '../filters';
import type { JournalEntry, MockMode } from '../types';
import { Details } from './requests/Details';
import { RequestFilters } from './requests/RequestFilters';
import { RequestsTable } from './requests/RequestsTable';
import { SaveNoteView } from './requests/SaveNoteView';
import { useRequestActions } from './requests/use-request-actions';

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
 * scenario. Its parts are in requests/.
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
  const { open, loadError, saving, note, save, close, show } = useRequestActions(announce);
  const proxy = mode?.mode === 'proxy';
  const showContract = proxy || requests.some((entry) => hasViolations(entry) || forwarded(entry));
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
        <RequestFilters
          filter={filter}
          onFilter={onFilter}
          showContract={showContract}
          onClear={clear}
        />
        {loadError ? <Text c="var(--mantine-color-error)">{loadError}</Text> : null}
        {note !== null && open === null && !note.ok ? <SaveNoteView note={note} /> : null}
        <Text size="sm" aria-live="polite">
          {requests.length === 1 ? '1 request' : `${requests.length} requests`}
          {filter.violations ? ' with a contract violation' : ''}
          {hasOlder ? ' shown, older ones in the journal' : ''}
          {hasOlder && filter.violations ? ' (the loaded pages are searched: load older ones)' : ''}
        </Text>
        <RequestsTable
          requests={requests}
          showContract={showContract}
          saving={saving}
          onOpen={show}
          onSave={save}
        />
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

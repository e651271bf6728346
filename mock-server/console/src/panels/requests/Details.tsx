import { Button, Group, Stack, Text } from '@mantine/core';
import {
  canSaveAsScenario,
  faultSentence,
  forwarded,
  outcomeText,
  upstreamText,
} from '../../entry-display';
import { hasViolations } from '../../filters';
import { durationOf } from '../../format';
import type { JournalEntry, MockMode } from '../../types';
import { Block } from './Block';
import { bodyText, headersText } from './request-text';
import { SaveNoteView } from './SaveNoteView';
import type { SaveNote } from './use-request-actions';
import { Violations } from './Violations';

interface DetailsProps {
  entry: JournalEntry;
  mode: MockMode | null;
  saving: boolean;
  note: SaveNote | null;
  onSave: (entry: JournalEntry) => void;
}

/** One request opened: its outcome, fault, upstream, contract, bodies and headers. */
export function Details({ entry, mode, saving, note, onSave }: DetailsProps) {
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

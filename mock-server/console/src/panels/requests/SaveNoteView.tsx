import { Alert, Text } from '@mantine/core';
import type { SaveNote } from './use-request-actions';

/** What the last save said, where the developer looks: an alert on failure. */
export function SaveNoteView({ note }: { note: SaveNote }) {
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

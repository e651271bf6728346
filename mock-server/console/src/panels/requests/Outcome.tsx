import { Badge, Group, Text } from '@mantine/core';
import { faultText, statusText } from '../../entry-display';
import { statusTone } from '../../filters';
import type { JournalEntry } from '../../types';

/** The journal's colour for a fault: white on grape 9 passes WCAG AA in both themes. */
const faultTone = 'grape.9';

/** A row's answer: its status ("no answer" for a fault's status 0), and the fault it met. */
export function Outcome({ entry }: { entry: JournalEntry }) {
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

import { Table, Text } from '@mantine/core';
import { forwarded, operationText, pointerText } from '../../entry-display';
import type { JournalEntry } from '../../types';
import { Scroll } from '../Scroll';

/** Where the request or the upstream's answer broke openapi.yaml, one row per violation. */
export function Violations({ entry }: { entry: JournalEntry }) {
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

import { Button, Group, Table } from '@mantine/core';
import { canSaveAsScenario } from '../../entry-display';
import { durationOf, timeOf } from '../../format';
import type { JournalEntry } from '../../types';
import { Scroll } from '../Scroll';
import { ContractCell } from './ContractCell';
import { Outcome } from './Outcome';

interface RequestsTableProps {
  requests: JournalEntry[];
  showContract: boolean;
  /** The id of the entry being saved as a scenario, if any. */
  saving: string | null;
  onOpen: (entry: JournalEntry) => void;
  onSave: (entry: JournalEntry) => void;
}

/** The journal, one row per request: time, method, path, outcome, contract, duration, actions. */
export function RequestsTable({
  requests,
  showContract,
  saving,
  onOpen,
  onSave,
}: RequestsTableProps) {
  return (
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
                    onClick={() => onOpen(entry)}
                    aria-label={`Bodies of ${entry.method} ${entry.path} at ${timeOf(entry.startedAt)}`}
                  >
                    Open
                  </Button>
                  {canSaveAsScenario(entry) ? (
                    <Button
                      size="compact-sm"
                      variant="default"
                      loading={saving === entry.id}
                      onClick={() => onSave(entry)}
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
  );
}

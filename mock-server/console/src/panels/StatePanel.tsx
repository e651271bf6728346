import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { sendAndSay } from '../api';
import { dateTimeOf } from '../format';
import type { MockState } from '../use-mock-data';
import { Scroll } from './Scroll';

interface StatePanelProps {
  state: MockState;
  announce: (text: string) => void;
  refresh: () => void;
}

interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

function StoreTable<T>({
  title,
  empty,
  rows,
  columns,
  rowKey,
  rowName,
  onRemove,
}: {
  title: string;
  empty: string;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  rowName: (row: T) => string;
  onRemove: (row: T) => void;
}) {
  const id = `state-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Stack gap="xs">
        <h3 id={id} className="console-section-title">
          {title} ({rows.length})
        </h3>
        {rows.length === 0 ? (
          <Text>{empty}</Text>
        ) : (
          <Scroll label={title}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.label}>{column.label}</Table.Th>
                  ))}
                  <Table.Th>
                    <span className="console-visually-hidden">Remove</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <Table.Td key={column.label}>{column.cell(row)}</Table.Td>
                    ))}
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => onRemove(row)}
                        aria-label={`Remove ${rowName(row)}`}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Scroll>
        )}
      </Stack>
    </section>
  );
}

/**
 * The stores behind the public API, one entry removable at a time, and a reset of everything the
 * console's namespace holds (other namespaces are cleared from the Namespaces tab).
 */
export function StatePanel({ state, announce, refresh }: StatePanelProps) {
  const remove = (path: string, what: string) =>
    sendAndSay(announce, 'DELETE', path, `Removed ${what}.`, refresh);
  const resetAll = () =>
    sendAndSay(
      announce,
      'POST',
      '/__mock/reset',
      'Every store of this namespace is empty, and its scenarios and requests are cleared.',
    );

  return (
    <section aria-labelledby="state-title">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <h2 id="state-title" className="console-section-title">
              State
            </h2>
            <Text size="sm" c="dimmed">
              What the mock holds. Removing a session signs its browser out.
            </Text>
          </Stack>
          <Button color="red.9" onClick={resetAll}>
            Reset this namespace
          </Button>
        </Group>
        <StoreTable
          title="Whitelist"
          empty="No whitelist or waitlist request yet."
          rows={state.whitelist}
          rowKey={(row) => row.id}
          rowName={(row) => `the whitelist entry of ${row.email}`}
          columns={[
            { label: 'Email', cell: (row) => <span className="console-mono">{row.email}</span> },
            { label: 'List', cell: (row) => row.waitlist ?? 'whitelist' },
            { label: 'Status', cell: (row) => row.status },
            { label: 'Requested', cell: (row) => dateTimeOf(row.requestedAt) },
          ]}
          onRemove={(row) =>
            remove(`/__mock/whitelist/${encodeURIComponent(row.id)}`, `the entry of ${row.email}`)
          }
        />
        <StoreTable
          title="Messages"
          empty="No contact message yet."
          rows={state.messages}
          rowKey={(row) => row.id}
          rowName={(row) => `the message from ${row.email}: ${row.subject}`}
          columns={[
            { label: 'From', cell: (row) => <span className="console-mono">{row.email}</span> },
            { label: 'Subject', cell: (row) => row.subject },
            { label: 'Category', cell: (row) => row.category },
            { label: 'Received', cell: (row) => dateTimeOf(row.receivedAt) },
          ]}
          onRemove={(row) =>
            remove(
              `/__mock/messages/${encodeURIComponent(row.id)}`,
              `the message from ${row.email}`,
            )
          }
        />
        <StoreTable
          title="Sessions"
          empty="Nobody is signed in."
          rows={state.sessions}
          rowKey={(row) => row.ref}
          rowName={(row) => `the session of ${row.email}`}
          columns={[
            { label: 'Email', cell: (row) => <span className="console-mono">{row.email}</span> },
            {
              label: 'Signed in with',
              cell: (row) => (row.method === 'google' ? 'Google' : 'code'),
            },
            { label: 'Since', cell: (row) => dateTimeOf(row.createdAt) },
            { label: 'Ref', cell: (row) => <span className="console-mono">{row.ref}</span> },
          ]}
          onRemove={(row) =>
            remove(`/__mock/sessions/${encodeURIComponent(row.ref)}`, `the session of ${row.email}`)
          }
        />
      </Stack>
    </section>
  );
}

import { Anchor, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { sendAndSay } from '../api';
import { dateTimeOf } from '../format';
import { consoleUrl, urlNamespace } from '../namespace';
import type { Namespaces } from '../use-namespaces';
import { Scroll } from './Scroll';

interface NamespacesPanelProps {
  namespaces: Namespaces;
  announce: (text: string) => void;
  /** After the console's own namespace was cleared: its panels fetch again. */
  cleared: () => void;
  /** Opens the console on another namespace (a new page load: every panel and the feed follow). */
  go?: (url: string) => void;
}

const openUrl = (url: string) => window.location.assign(url);

/**
 * The mock's live namespaces (each test's, each browser's, the default one): which one the
 * console looks at, switching to another, clearing one, and clearing all behind a confirmation.
 */
export function NamespacesPanel({
  namespaces: { list, error, refresh },
  announce,
  cleared,
  go = openUrl,
}: NamespacesPanelProps) {
  const [name, setName] = useState('');
  const [filter, setFilter] = useState('');
  const [confirming, setConfirming] = useState(false);
  const current = list?.current ?? null;
  const pinned = urlNamespace() !== null;
  // A test's name carries its title: typing part of it finds the test's namespace among many.
  const wanted = filter.trim().toLowerCase();
  const shown = (list?.namespaces ?? []).filter((entry) => entry.name.includes(wanted));
  // Fresh on every visit: other namespaces' activity sends this console no event.
  useEffect(refresh, [refresh]);

  const switchTo = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = name.trim();
    if (wanted !== '') go(consoleUrl(wanted));
  };
  const clear = (path: string, method: 'POST' | 'DELETE', done: string, mine: boolean) =>
    sendAndSay(announce, method, path, done, () => {
      refresh();
      if (mine) cleared();
    });
  const clearOne = (target: string) =>
    clear(
      `/__mock/namespaces/${encodeURIComponent(target)}`,
      'DELETE',
      `Namespace ${target} is cleared.`,
      target === current,
    );
  const clearAll = () => {
    setConfirming(false);
    clear('/__mock/reset?all=true', 'POST', 'Every namespace is cleared.', true);
  };

  return (
    <section aria-labelledby="namespaces-title">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <h2 id="namespaces-title" className="console-section-title">
              Namespaces
            </h2>
            <Text size="sm" c="dimmed">
              Each test run or browser can keep its own outbox, scenarios, journal and state.
              {list
                ? ` Idle ones expire after ${list.limits.idleMinutes} minutes; at most ${list.limits.maxNamespaces} are kept.`
                : ''}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button variant="default" onClick={refresh}>
              Refresh
            </Button>
            <Button color="red.9" onClick={() => setConfirming(true)}>
              Clear all namespaces
            </Button>
          </Group>
        </Group>
        {error ? <Text c="var(--mantine-color-error)">{error}</Text> : null}
        <Text>
          This console shows namespace <strong className="console-mono">{current ?? '…'}</strong>
          {pinned ? ' (from its address). ' : ' (this browser’s own). '}
          {pinned ? (
            <Anchor href={consoleUrl(null)} underline="always">
              Show this browser’s own namespace
            </Anchor>
          ) : null}
        </Text>
        <form onSubmit={switchTo} aria-label="Switch namespace" className="console-form">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Namespace"
              description="Lower-case letters, digits, '.', '_' or '-'"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              spellCheck={false}
              autoCapitalize="none"
            />
            <Button type="submit" variant="default">
              Show it
            </Button>
          </Group>
        </form>
        {list && list.namespaces.length === 0 ? <Text>No namespace has been used yet.</Text> : null}
        {list && list.namespaces.length > 0 ? (
          <TextInput
            label="Filter by name"
            description={`${shown.length} of ${list.namespaces.length} shown`}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            spellCheck={false}
            autoCapitalize="none"
            type="search"
            maw={360}
          />
        ) : null}
        {list && list.namespaces.length > 0 && shown.length === 0 ? (
          <Text>No namespace name contains “{filter.trim()}”.</Text>
        ) : null}
        {list && shown.length > 0 ? (
          <Scroll label="Live namespaces">
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Namespace</Table.Th>
                  <Table.Th>Last activity</Table.Th>
                  <Table.Th>Requests</Table.Th>
                  <Table.Th>
                    <span className="console-visually-hidden">Actions</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((entry) => (
                  <Table.Tr key={entry.name} aria-current={entry.name === current || undefined}>
                    <Table.Td>
                      <span className="console-mono">{entry.name}</span>
                      {entry.name === current ? ' (shown)' : ''}
                    </Table.Td>
                    <Table.Td className="console-nowrap">{dateTimeOf(entry.lastActivity)}</Table.Td>
                    <Table.Td>{entry.requests}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {entry.name === current ? null : (
                          <Button
                            size="compact-sm"
                            variant="default"
                            onClick={() => go(consoleUrl(entry.name))}
                            aria-label={`Show namespace ${entry.name}`}
                          >
                            Show
                          </Button>
                        )}
                        <Button
                          size="compact-sm"
                          variant="default"
                          onClick={() => clearOne(entry.name)}
                          aria-label={`Clear namespace ${entry.name}`}
                        >
                          Clear
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Scroll>
        ) : null}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Clear every namespace?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>
            Every namespace’s outbox, codes, sessions, scenarios and journal are emptied, including
            those of other browsers and of tests running now.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red.9" onClick={clearAll}>
              Clear all
            </Button>
          </Group>
        </Stack>
      </Modal>
    </section>
  );
}

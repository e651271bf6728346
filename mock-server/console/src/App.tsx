import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Tabs,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { emptyFilter, type RequestFilter } from './filters';
import { ModeIndicator } from './ModeIndicator';
import { useMockMode } from './mode';
import { NamespacesPanel } from './panels/NamespacesPanel';
import { OutboxPanel } from './panels/OutboxPanel';
import { RequestsPanel } from './panels/RequestsPanel';
import { ScenariosPanel } from './panels/ScenariosPanel';
import { StatePanel } from './panels/StatePanel';
import { useMockData } from './use-mock-data';
import { useNamespaces } from './use-namespaces';

function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label="Toggle light and dark theme"
      title="Toggle light and dark theme"
      onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
    >
      {scheme === 'dark' ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
    </ActionIcon>
  );
}

/** The mock server's developer console: outbox, request journal, scenarios and state, live. */
export function App() {
  const [filter, setFilter] = useState<RequestFilter>(emptyFilter);
  const data = useMockData(filter);
  const mode = useMockMode();
  const namespaces = useNamespaces();
  const current = namespaces.list?.current ?? null;
  const [notice, setNotice] = useState('');
  const announce = useCallback((text: string) => setNotice(text), []);

  return (
    <main className="console-shell">
      <div className="console-header">
        <div>
          <h1 className="console-title">Mock console</h1>
          <Text size="sm" c="dimmed">
            Outbox, requests, scenarios and state of the mock server.{' '}
            <Anchor href="/" underline="always">
              Open the site
            </Anchor>
          </Text>
        </div>
        <Group gap="sm" wrap="wrap" className="console-header-status">
          <ModeIndicator mode={mode} />
          {current === null ? null : (
            <Badge
              variant="default"
              size="lg"
              tt="none"
              maw="100%"
              title={`The console shows mock namespace ${current}`}
              data-testid="mock-namespace"
            >
              Namespace: {current}
            </Badge>
          )}
          <Badge
            color={data.live ? 'teal.9' : 'gray.8'}
            variant="filled"
            size="lg"
            aria-live="polite"
          >
            {data.live ? 'Live' : 'Connecting…'}
          </Badge>
          <ThemeToggle />
        </Group>
      </div>
      <p className="console-status" role="status" aria-live="polite">
        {data.error ? `Error: ${data.error}` : notice}
      </p>
      <Tabs defaultValue="outbox" keepMounted={false}>
        <Tabs.List aria-label="Console panels">
          <Tabs.Tab value="outbox">Outbox ({data.outbox.length})</Tabs.Tab>
          <Tabs.Tab value="requests">Requests</Tabs.Tab>
          <Tabs.Tab value="scenarios">Scenarios ({data.scenarios.length})</Tabs.Tab>
          <Tabs.Tab value="state">State</Tabs.Tab>
          <Tabs.Tab value="namespaces">Namespaces</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="outbox" pt="md">
          <OutboxPanel emails={data.outbox} />
        </Tabs.Panel>
        <Tabs.Panel value="requests" pt="md">
          <RequestsPanel
            requests={data.requests}
            hasOlder={data.hasOlderRequests}
            onLoadOlder={data.loadOlderRequests}
            filter={filter}
            onFilter={setFilter}
            announce={announce}
            mode={mode}
          />
        </Tabs.Panel>
        <Tabs.Panel value="scenarios" pt="md">
          <ScenariosPanel
            options={data.options}
            scenarios={data.scenarios}
            announce={announce}
            refresh={() => data.refresh('scenarios')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="state" pt="md">
          <StatePanel
            state={data.state}
            announce={announce}
            refresh={() => data.refresh('state')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="namespaces" pt="md">
          <NamespacesPanel
            namespaces={namespaces}
            announce={announce}
            cleared={() => {
              for (const resource of ['outbox', 'requests', 'scenarios', 'state'] as const) {
                data.refresh(resource);
              }
            }}
          />
        </Tabs.Panel>
      </Tabs>
    </main>
  );
}

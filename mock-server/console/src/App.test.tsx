import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { ModeIndicator } from './ModeIndicator';

/** An event stream that never says anything: the header is what is tested here. */
vi.mock('eventsource', () => ({
  EventSource: class {
    readyState = 0;
    addEventListener() {}
    close() {}
  },
}));

/**
 * Every dev route answers an empty list; GET /__mock/mode answers `mode` (404 when null), GET
 * /__mock/namespaces names `namespace` as the caller's.
 */
function stubMock(mode: unknown, namespace = 'default') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/__mock/namespaces') {
        return new Response(
          JSON.stringify({
            current: namespace,
            namespaces: [],
            limits: { maxNamespaces: 1000, idleMinutes: 60 },
          }),
        );
      }
      if (path !== '/__mock/mode') return new Response('[]');
      return mode === null
        ? new Response(JSON.stringify({ success: false, message: 'Not Found' }), { status: 404 })
        : new Response(JSON.stringify(mode));
    }),
  );
}

const renderApp = () =>
  render(
    <MantineProvider env="test">
      <App />
    </MantineProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the console header’s mode', () => {
  it('says Proxy, its upstream and strictness, from GET /__mock/mode', async () => {
    stubMock({ mode: 'proxy', upstream: 'https://staging.example.com', strict: true });
    renderApp();
    const mode = await screen.findByTestId('mock-mode');
    expect(mode).toHaveTextContent('Mode: Proxy → https://staging.example.com (strict)');
    expect(mode).toHaveAttribute('data-mode', 'proxy');
  });

  it('says Mock when the mock has no mode route', async () => {
    stubMock(null);
    renderApp();
    const mode = await screen.findByTestId('mock-mode');
    expect(mode).toHaveTextContent('Mode: Mock');
    expect(mode).toHaveAttribute('data-mode', 'mock');
  });

  it('says nothing until the mode is known, then the mode in words', () => {
    const { rerender } = render(
      <MantineProvider env="test">
        <ModeIndicator mode={null} />
      </MantineProvider>,
    );
    expect(screen.queryByTestId('mock-mode')).toBeNull();
    rerender(
      <MantineProvider env="test">
        <ModeIndicator mode={{ mode: 'proxy', upstream: 'https://a.test', strict: false }} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('mock-mode')).toHaveTextContent('Proxy → https://a.test');
    expect(screen.getByTestId('mock-mode')).not.toHaveTextContent('strict');
    expect(screen.getByTestId('mock-mode')).toHaveAttribute(
      'title',
      'Proxy → https://a.test: /api/* goes to https://a.test, checked against openapi.yaml',
    );
  });
});

describe('the console header’s namespace', () => {
  it('names the namespace the console looks at, as the mock reports it', async () => {
    stubMock(null, 'e2e-console-1');
    renderApp();
    expect(await screen.findByTestId('mock-namespace')).toHaveTextContent(
      'Namespace: e2e-console-1',
    );
    expect(screen.getByRole('tab', { name: 'Namespaces' })).toBeTruthy();
  });
});

import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NamespaceList } from '../use-namespaces';
import { NamespacesPanel } from './NamespacesPanel';

const list: NamespaceList = {
  current: 'default',
  namespaces: [
    { name: 'e2e-sign-in-3f2a', lastActivity: '2026-03-01T09:05:00.000Z', requests: 12 },
    { name: 'default', lastActivity: '2026-03-01T09:00:00.000Z', requests: 3 },
  ],
  limits: { maxNamespaces: 5000, idleMinutes: 30 },
};

let fetch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetch = vi.fn(async () => new Response(JSON.stringify({ success: true })));
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function renderPanel(shown: NamespaceList | null = list) {
  const props = { announce: vi.fn(), cleared: vi.fn(), go: vi.fn(), refresh: vi.fn() };
  render(
    <MantineProvider env="test">
      <NamespacesPanel
        namespaces={{ list: shown, error: null, refresh: props.refresh }}
        announce={props.announce}
        cleared={props.cleared}
        go={props.go}
      />
    </MantineProvider>,
  );
  return props;
}

const writes = () =>
  fetch.mock.calls.map(([path, init]) => [(init as RequestInit).method, path as string]);

describe('the Namespaces panel', () => {
  it('says which namespace the console shows, and lists the live ones with their last activity', () => {
    const { refresh } = renderPanel();
    expect(screen.getByText(/This console shows namespace/)).toHaveTextContent(
      'This console shows namespace default (this browser’s own).',
    );
    const rows = within(screen.getByRole('region', { name: 'Live namespaces' })).getAllByRole(
      'row',
    );
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^e2e-sign-in-3f2aMar 1, \d\d:05:0012ShowClear$/),
      expect.stringMatching(/^default \(shown\)Mar 1, \d\d:00:003Clear$/),
    ]);
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(
      screen.getByText(/Idle ones expire after 30 minutes; at most 5000 are kept/),
    ).toBeTruthy();
    // Fresh on every visit.
    expect(refresh).toHaveBeenCalled();
  });

  it('switches by opening the console on the chosen namespace, from the list or by name', () => {
    const { go } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Show namespace e2e-sign-in-3f2a' }));
    expect(go).toHaveBeenLastCalledWith('/__mock/?ns=e2e-sign-in-3f2a');
    fireEvent.change(screen.getByLabelText('Namespace'), { target: { value: ' alice ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show it' }));
    expect(go).toHaveBeenLastCalledWith('/__mock/?ns=alice');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers the browser’s own namespace back when the address names one', () => {
    window.history.replaceState(null, '', '/__mock/?ns=alice');
    renderPanel({ ...list, current: 'alice' });
    expect(screen.getByText(/This console shows namespace/)).toHaveTextContent(
      'alice (from its address)',
    );
    expect(screen.getByRole('link', { name: 'Show this browser’s own namespace' })).toHaveAttribute(
      'href',
      '/__mock/',
    );
  });

  it('clears one namespace; clearing its own makes the console fetch its panels again', async () => {
    const { announce, cleared, refresh } = renderPanel();
    refresh.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Clear namespace e2e-sign-in-3f2a' }));
    await waitFor(() =>
      expect(announce).toHaveBeenCalledWith('Namespace e2e-sign-in-3f2a is cleared.'),
    );
    expect(cleared).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Clear namespace default' }));
    await waitFor(() => expect(cleared).toHaveBeenCalledOnce());
    expect(writes()).toEqual([
      ['DELETE', '/__mock/namespaces/e2e-sign-in-3f2a'],
      ['DELETE', '/__mock/namespaces/default'],
    ]);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('clears every namespace only once confirmed', async () => {
    const { announce, cleared } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all namespaces' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear every namespace?' });
    expect(dialog).toHaveTextContent('including those of other browsers and of tests running now');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Clear all namespaces' }));
    const again = await screen.findByRole('dialog', { name: 'Clear every namespace?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(announce).toHaveBeenCalledWith('Every namespace is cleared.'));
    expect(writes()).toEqual([['POST', '/__mock/reset?all=true']]);
    expect(cleared).toHaveBeenCalledOnce();
  });

  it('says the mock’s own message when a clear is refused', async () => {
    fetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: false, message: 'No such namespace' }), {
        status: 404,
      }),
    );
    const { announce } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Clear namespace e2e-sign-in-3f2a' }));
    await waitFor(() => expect(announce).toHaveBeenCalledWith('No such namespace'));
  });

  it('filters the list by name, and says when nothing matches', () => {
    renderPanel();
    const filter = screen.getByRole('searchbox', { name: 'Filter by name' });
    fireEvent.change(filter, { target: { value: ' SIGN-in ' } });
    const rows = () =>
      within(screen.getByRole('region', { name: 'Live namespaces' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(rows()).toEqual([expect.stringMatching(/^e2e-sign-in-3f2a/)]);
    expect(screen.getByText('1 of 2 shown')).toBeTruthy();
    fireEvent.change(filter, { target: { value: 'checkout' } });
    expect(screen.queryByRole('region', { name: 'Live namespaces' })).toBeNull();
    expect(screen.getByText('No namespace name contains “checkout”.')).toBeTruthy();
  });
});

import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyFilter, type RequestFilter } from '../filters';
import { mockMode } from '../mode';
import type { ContractViolation, JournalEntry, MockMode, Scenario } from '../types';
import { RequestsPanel } from './RequestsPanel';
import { journalEntry } from '../journal-entry.test-helpers';

const proxy: MockMode = { mode: 'proxy', upstream: 'https://staging.example.com', strict: false };
/** The journal's note on a forwarded request: where it went, what the upstream answered. */
const upstream = { url: 'https://staging.example.com/api/auth/generate', status: 200 };

const missing: ContractViolation = {
  direction: 'response',
  operation: 'sendCode',
  pointer: '/message',
  expected: "must have required property 'message'",
};
const unknownRoute: ContractViolation = {
  direction: 'request',
  operation: null,
  pointer: '',
  expected: 'a documented method and path',
};

const entry = (id: string, change: Partial<JournalEntry> = {}): JournalEntry =>
  journalEntry({ id, durationMs: 3.2, ...change });

const savedScenario: Scenario = {
  id: 's1',
  operation: 'sendCode',
  status: 200,
  example: 'recorded',
  latencyMs: 0,
  email: null,
  fault: null,
  times: null,
  remaining: null,
  used: 0,
  createdAt: '2026-03-01T09:00:00.000Z',
};

/** The panel with its filter kept as App keeps it; `onFilter` hears each change. */
function Harness(props: {
  requests: JournalEntry[];
  mode: MockMode | null;
  announce?: (text: string) => void;
  onFilter?: (filter: RequestFilter) => void;
}) {
  const [filter, setFilter] = useState<RequestFilter>(emptyFilter);
  return (
    <RequestsPanel
      requests={props.requests}
      hasOlder={false}
      onLoadOlder={() => {}}
      filter={filter}
      onFilter={(next) => {
        setFilter(next);
        props.onFilter?.(next);
      }}
      announce={props.announce ?? (() => {})}
      mode={props.mode}
    />
  );
}

const renderPanel = (props: Parameters<typeof Harness>[0]) =>
  render(
    <MantineProvider env="test">
      <Harness {...props} />
    </MantineProvider>,
  );

/** Answers GET /__mock/requests/{id} with the entry, and POSTs with `post`. */
function stubFetch(entries: JournalEntry[], post?: () => Response) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (init?.method === 'POST' && post) return post();
    const found = entries.find((item) => path === `/__mock/requests/${item.id}`);
    return new Response(JSON.stringify(found ?? null), { status: found ? 200 : 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const row = (id: string) => {
  const found = document.querySelector(`tr[data-request-id="${id}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`No row ${id}`);
  return found;
};

afterEach(() => vi.unstubAllGlobals());

describe('the Requests panel', () => {
  it('shows a fault instead of a status that was never sent, in the row and the details', async () => {
    const reset = entry('1', { status: 0, fault: 'reset' });
    const malformed = entry('2', { status: 200, fault: 'malformed' });
    stubFetch([reset, malformed]);
    renderPanel({ requests: [reset, malformed], mode: mockMode });

    expect(within(row('1')).getByText('fault: reset')).toBeInTheDocument();
    expect(within(row('1')).getByText('no answer')).toBeInTheDocument();
    expect(within(row('1')).queryByText('0')).toBeNull();
    expect(within(row('2')).getByText('200')).toBeInTheDocument();
    expect(within(row('2')).getByText('fault: malformed')).toBeInTheDocument();
    // Mock mode: no contract column, no recording.
    expect(screen.queryByRole('columnheader', { name: 'Contract' })).toBeNull();
    expect(screen.queryByRole('button', { name: /as a scenario$/ })).toBeNull();
    expect(screen.queryByLabelText('Contract violations only')).toBeNull();

    fireEvent.click(within(row('1')).getByRole('button', { name: /^Bodies of POST/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('POST /api/auth/generate → fault: reset (no answer) in 3.2 ms'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('fault')).toHaveTextContent(/^Connection reset: /);
  });

  it('has a contract column in proxy mode: ✓ for a conforming answer, a red count otherwise', async () => {
    const clean = entry('1', { upstream });
    const broken = entry('2', { upstream, violations: [missing, unknownRoute] });
    const page = entry('3', { url: '/login', path: '/login', method: 'GET' });
    stubFetch([clean, broken, page]);
    renderPanel({ requests: [clean, broken, page], mode: proxy });

    expect(screen.getByRole('columnheader', { name: 'Contract' })).toBeInTheDocument();
    expect(within(row('1')).getByText('Conforms to openapi.yaml')).toBeInTheDocument();
    expect(within(row('2')).getByText('2 violations')).toBeInTheDocument();
    // What the mock answered itself (a page of the site here) is never checked.
    expect(within(row('3')).queryByText('Conforms to openapi.yaml')).toBeNull();
    expect(within(row('3')).queryByRole('button', { name: /as a scenario$/ })).toBeNull();

    fireEvent.click(within(row('2')).getByRole('button', { name: /^Bodies of POST/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('upstream')).toHaveTextContent(
      'Forwarded to https://staging.example.com/api/auth/generate, which answered 200.',
    );
    const table = within(dialog).getByRole('region', { name: 'Contract violations' });
    const lines = within(table)
      .getAllByRole('row')
      .map((line) =>
        within(line)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      )
      .filter((cells) => cells.length > 0);
    expect(lines).toEqual([
      ['response', 'sendCode', '/message', "must have required property 'message'"],
      ['request', 'no documented operation', '(the whole body)', 'a documented method and path'],
    ]);
  });

  it('shows a violation even before the mode is known, and no contract for a clean entry', async () => {
    const clean = entry('1');
    const broken = entry('2', { violations: [missing] });
    stubFetch([clean, broken]);
    renderPanel({ requests: [clean, broken], mode: null });
    expect(screen.getByRole('columnheader', { name: 'Contract' })).toBeInTheDocument();
    expect(within(row('2')).getByText('1 violation')).toBeInTheDocument();
    expect(within(row('1')).queryByText('Conforms to openapi.yaml')).toBeNull();

    fireEvent.click(within(row('1')).getByRole('button', { name: /^Bodies of POST/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('heading', { name: 'Contract' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save as scenario' })).toBeNull();
  });

  it('filters on contract violations', () => {
    const onFilter = vi.fn();
    renderPanel({ requests: [entry('1')], mode: proxy, onFilter });
    const only = screen.getByLabelText('Contract violations only');
    expect(only).not.toBeChecked();
    fireEvent.click(only);
    expect(onFilter).toHaveBeenLastCalledWith({ path: '', status: '', violations: true });
    expect(screen.getByLabelText('Contract violations only')).toBeChecked();
    expect(screen.getByText('1 request with a contract violation')).toBeInTheDocument();
  });

  it('saves an upstream answer as a scenario, and says so', async () => {
    const answer = entry('7', { upstream });
    const fetch = stubFetch(
      [answer],
      () => new Response(JSON.stringify(savedScenario), { status: 201 }),
    );
    const announce = vi.fn();
    renderPanel({ requests: [answer], mode: proxy, announce });

    fireEvent.click(
      within(row('7')).getByRole('button', {
        name: /^Save POST \/api\/auth\/generate at .* as a scenario$/,
      }),
    );
    await waitFor(() =>
      expect(announce).toHaveBeenCalledWith(
        'Saved as a scenario: sendCode → 200 recorded, until cleared.',
      ),
    );
    expect(fetch).toHaveBeenCalledWith(
      '/__mock/scenarios/from-request/7',
      expect.objectContaining({ method: 'POST' }),
    );

    // From the details too, where the note shows beside the button.
    fireEvent.click(within(row('7')).getByRole('button', { name: /^Bodies of POST/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as scenario' }));
    expect(await within(dialog).findByTestId('save-note')).toHaveTextContent(
      'Saved as a scenario: sendCode → 200 recorded, until cleared.',
    );
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2);
  });

  it('shows the mock’s message when it refuses to save, in the details and on the row', async () => {
    const answer = entry('8', { upstream, violations: [missing] });
    const refusal = 'The answer breaks openapi.yaml at /message: it is not saved.';
    stubFetch(
      [answer],
      () => new Response(JSON.stringify({ success: false, message: refusal }), { status: 422 }),
    );
    const announce = vi.fn();
    renderPanel({ requests: [answer], mode: proxy, announce });

    fireEvent.click(within(row('8')).getByRole('button', { name: /^Bodies of POST/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as scenario' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(announce).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(row('8')).getByRole('button', { name: /as a scenario$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });
});

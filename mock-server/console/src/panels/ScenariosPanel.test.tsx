import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Scenario, ScenarioOption } from '../types';
import { ScenariosPanel } from './ScenariosPanel';

const options: ScenarioOption[] = [
  {
    operation: 'sendCode',
    alias: 'send-code',
    method: 'POST',
    path: '/api/auth/generate',
    takesEmail: true,
    statuses: [
      { status: 200, examples: ['default'] },
      { status: 429, examples: ['cooldown', 'rateLimit'] },
    ],
  },
];

const scenario = (change: Partial<Scenario>): Scenario => ({
  id: 's1',
  operation: 'sendCode',
  status: null,
  example: null,
  latencyMs: 0,
  email: null,
  fault: null,
  times: 1,
  remaining: 1,
  used: 0,
  createdAt: '2026-03-01T09:00:00.000Z',
  ...change,
});

const renderPanel = (scenarios: Scenario[] = [], announce = vi.fn()) =>
  render(
    <MantineProvider env="test">
      <ScenariosPanel
        options={options}
        scenarios={scenarios}
        announce={announce}
        refresh={() => {}}
      />
    </MantineProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the Scenarios panel', () => {
  it('sets a network fault instead of a status: the body has the fault, times and email', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify(scenario({ fault: 'empty', email: 'ada@example.com' })), {
          status: 201,
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const announce = vi.fn();
    renderPanel([], announce);
    const form = screen.getByRole('form', { name: 'Set a scenario' });

    expect(within(form).getByLabelText('Status')).toHaveValue('429');
    expect(within(form).queryByLabelText('Fault')).toBeNull();
    fireEvent.click(within(form).getByLabelText('Network failure'));
    // The status and example give way to the fault, whose options say what each does.
    expect(within(form).queryByLabelText('Status')).toBeNull();
    const fault = within(form).getByLabelText('Fault');
    expect(
      within(fault)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Connection reset',
      'Empty reply',
      'Malformed 200 (cut-off JSON)',
      'Hang (no answer)',
    ]);
    fireEvent.change(fault, { target: { value: 'empty' } });
    expect(within(form).getByText(/closed with no answer at all/)).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Only for this email (optional)'), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Set scenario' }));

    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/__mock/scenarios');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      operation: 'sendCode',
      fault: 'empty',
      times: 1,
      email: 'ada@example.com',
    });
    await waitFor(() =>
      expect(announce).toHaveBeenCalledWith('Scenario set: sendCode → fault: empty, 1 of 1 left.'),
    );
  });

  it('shows the mock’s message when it refuses the fault', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ success: false, message: 'fault must be one of reset, empty' }),
            { status: 400 },
          ),
      ),
    );
    renderPanel();
    fireEvent.click(screen.getByLabelText('Network failure'));
    fireEvent.click(screen.getByRole('button', { name: 'Set scenario' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('fault must be one of reset, empty');
  });

  it('lists a fault scenario as "fault: reset"', () => {
    renderPanel([
      scenario({ id: 'a', fault: 'reset', times: null, remaining: null }),
      scenario({ id: 'b', status: 429, example: 'cooldown' }),
    ]);
    const list = screen.getByRole('region', { name: 'Active scenarios' });
    expect(within(list).getByText('fault: reset')).toBeInTheDocument();
    expect(within(list).getByText('429 cooldown')).toBeInTheDocument();
    expect(
      within(list).getByRole('button', { name: 'Remove the sendCode scenario (fault: reset)' }),
    ).toBeInTheDocument();
  });
});

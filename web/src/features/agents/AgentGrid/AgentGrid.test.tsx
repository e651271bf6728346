import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { agents } from '#web/content/agents.ts';
import { AgentGrid } from './AgentGrid';
import { enhanceAgentFilter } from './agent-filter.enhance';

function renderGrid(props: ComponentProps<typeof AgentGrid> = {}) {
  render(
    <MantineProvider>
      <AgentGrid {...props} />
    </MantineProvider>,
  );
  return screen.getByRole('group', { name: 'Category' });
}

describe('the marketplace grid as HTML', () => {
  it('is a GET form of submit-button chips with counts, All pressed and sending no category', () => {
    const filter = renderGrid();
    const form = filter.closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/ai-agents');
    const chips = within(filter).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'All 18 agents',
      'Amazon 2 agents',
      'AI 2 agents',
      'Crypto 1 agents',
      'Microsoft 1 agents',
      'Google 12 agents',
    ]);
    for (const chip of chips) expect(chip).toHaveAttribute('type', 'submit');
    expect(chips[0]).not.toHaveAttribute('name');
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
    expect(chips[5]).toHaveAttribute('name', 'category');
    expect(chips[5]).toHaveAttribute('value', 'Google');
    expect(chips[5]).toHaveAttribute('aria-pressed', 'false');
  });

  it('is what agent-filter.ts enhances: ?category=Google shows the 12 Google agents', () => {
    renderGrid();
    enhanceAgentFilter(
      document,
      { href: 'https://testbeam.dev/ai-agents?category=Google' },
      { replaceState: vi.fn() },
    );
    const cards = within(screen.getByRole('list', { name: 'Connector agents' })).getAllByRole(
      'listitem',
    );
    expect(cards.filter((card) => !card.hidden)).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Google 12 agents' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('keeps the link to the whitelist request (docs/requirements.md)', () => {
    renderGrid();
    expect(screen.getByRole('link', { name: 'Request email whitelisting' })).toHaveAttribute(
      'href',
      '/email-whitelist',
    );
  });
});

describe('the marketplace grid pre-rendered for a category (no JavaScript needed)', () => {
  const cards = () =>
    within(screen.getByRole('list', { name: 'Connector agents' })).getAllByRole('listitem', {
      hidden: true,
    });

  it('shows only that category, its chip pressed, no note', () => {
    renderGrid({ choice: { category: 'Google', unknown: null } });
    expect(cards().filter((card) => !card.hidden)).toHaveLength(12);
    expect(cards()).toHaveLength(18); // the others are there, hidden, for the script's chips
    expect(screen.getByRole('button', { name: 'Google 12 agents' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'All 18 agents' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(document.querySelector('[data-agent-status]')).toHaveProperty('hidden', true);
  });

  it('shows all with the note for an unknown category', () => {
    renderGrid({ choice: { category: 'All', unknown: 'Nope' } });
    expect(cards().filter((card) => !card.hidden)).toHaveLength(18);
    expect(screen.getByRole('status')).toHaveTextContent(
      'No category "Nope"; showing all 18 agents.',
    );
  });

  it("shows docs/requirements.md's empty message for a known category with no agents", () => {
    renderGrid({
      choice: { category: 'Crypto', unknown: null },
      categories: ['Crypto', 'Google'],
      agents: agents.filter((agent) => agent.category === 'Google'),
    });
    expect(cards().filter((card) => !card.hidden)).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'No agents found in the "Crypto" category.',
    );
  });
});

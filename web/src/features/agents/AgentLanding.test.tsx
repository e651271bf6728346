import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agents, connectSteps, findAgentBySlug } from '#web/content/agents.ts';
import { AgentCard } from './AgentGrid/AgentCard';
import { AgentLanding } from './AgentLanding';

function renderLanding(slug: string) {
  const agent = findAgentBySlug(slug);
  if (!agent) throw new Error(`no agent ${slug}`);
  render(
    <MantineProvider>
      <AgentLanding agent={agent} signIn={<p>The sign-in island</p>} />
    </MantineProvider>,
  );
  return agent;
}

// Agent pages that explain and reassure. The sign-in card the page places in
// `signIn`, with the agent's words, is tested with the page (web/pages/agent/page.test.tsx).
describe('AgentLanding', () => {
  it('places the sign-in island after the agent, before what it collects', () => {
    renderLanding('github');
    const slot = screen.getByText('The sign-in island');
    const collects = screen.getByRole('heading', { name: 'What it collects' });
    expect(slot.compareDocumentPosition(collects) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the example rows as a table with a caption, column and row headers', () => {
    const agent = renderLanding('github');
    const table = screen.getByRole('table', { name: 'Issues from a repository (example rows)' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((cell) => cell.textContent)).toEqual(agent.collects.columns);
    for (const cell of columns) expect(cell).toHaveAttribute('scope', 'col');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#412', '#409', '#405']);
    expect(screen.getByRole('region', { name: /Issues from a repository/ })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('lists the access it asks for, permission by permission, and the three steps in order', () => {
    const agent = renderLanding('gmail');
    expect(screen.getByRole('heading', { name: 'Access it asks for' })).toBeInTheDocument();
    expect(screen.getByText(agent.authDescription)).toBeInTheDocument();
    const permissions = screen.getByRole('list', { name: 'Permissions Gmail asks for' });
    expect(within(permissions).getByText('gmail.readonly')).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').filter((item) => item.closest('ol'));
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(
      connectSteps(agent).map((step) => step.title),
    );
  });

  it('shows no permission list where the access text names none', () => {
    renderLanding('coingecko');
    expect(screen.queryByRole('list', { name: /Permissions/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Nothing to authorize' })).toBeInTheDocument();
  });

  it.each(agents.map((agent) => agent.slug))(
    '%s: the same badge as its marketplace card',
    (slug) => {
      const agent = renderLanding(slug);
      render(
        <MantineProvider>
          <ul>
            <AgentCard agent={agent} />
          </ul>
        </MantineProvider>,
      );
      const badges = document.querySelectorAll('[data-agent-badge]');
      const categories = document.querySelectorAll('[data-agent-category]');
      expect(badges).toHaveLength(2);
      const look = (node?: Element) => [node?.className, node?.textContent];
      expect(look(badges[0])).toEqual(look(badges[1]));
      expect(badges[0]).toHaveTextContent(agent.badge);
      expect([...categories].map((node) => node.textContent)).toEqual([
        agent.category,
        agent.category,
      ]);
    },
  );
});

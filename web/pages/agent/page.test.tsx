import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { agents, findAgentBySlug, whitelistReason } from '#web/content/agents.ts';
import Page from './+Page';

// The agent page as pre-rendered: AgentLanding with the sign-in island the page gives it.
const pageContext = { routeParams: { slug: '' }, urlPathname: '/' };
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => pageContext }));

function renderPage(slug: string) {
  const agent = findAgentBySlug(slug);
  if (!agent) throw new Error(`no agent ${slug}`);
  pageContext.routeParams.slug = slug;
  pageContext.urlPathname = agent.route;
  render(
    <MantineProvider>
      <Page />
    </MantineProvider>,
  );
  return agent;
}

const whitelistLinks = () =>
  screen.queryAllByRole('link').filter((link) => link.getAttribute('href') === '/email-whitelist');

// Agent pages that explain and reassure.
describe('the agent page', () => {
  it.each(agents.map((agent) => agent.slug))(
    '%s: one whitelist link, worded for what the agent needs',
    (slug) => {
      const agent = renderPage(slug);
      expect(whitelistLinks()).toHaveLength(1);
      // The words come from the content (agents.test.ts holds them to the badge).
      expect(whitelistLinks()[0]?.parentElement).toHaveTextContent(whitelistReason(agent));
      expect(document.body).not.toHaveTextContent(/needs review first/);
    },
  );

  it('says the visitor signs in to Testbeam to connect the service, in the sign-in island', () => {
    renderPage('github');
    const heading = screen.getByRole('heading', { name: 'Sign in to Testbeam to connect GitHub' });
    expect(heading.closest('[data-island="sign-in"]')).not.toBeNull();
  });
});

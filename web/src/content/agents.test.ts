import { describe, expect, it } from 'vitest';
import { agentCategories } from '#common/agents';
import {
  agents,
  BILLED_BADGE,
  connectSteps,
  FREE_API_BADGE,
  WHITELIST_BADGE,
  whitelistReason,
} from './agents';

// docs/requirements.md §3, in route order.
const connectorKeys = [
  'amazon-dynamodb',
  's3-api-keys',
  'ai-api-studio',
  'coingecko',
  'github',
  'gmail',
  'google-analytics-4',
  'google-calendar',
  'google-contacts',
  'google-docs-api',
  'google-drive',
  'google-maps-geocode',
  'google-pagespeed',
  'google-search-console',
  'google-tasks',
  'openai-api',
  'youtube',
  'youtube-analytics',
];

describe('agent catalogue', () => {
  it('has the 18 agents with ids 1 to 18 and the connector keys in the order docs/requirements.md gives', () => {
    expect(agents).toHaveLength(18);
    expect(agents.map((agent) => agent.id)).toEqual(connectorKeys.map((_, index) => index + 1));
    expect(agents.map((agent) => agent.appConnectorKey)).toEqual(connectorKeys);
  });

  it('files each agent under the category its decision record gives it', () => {
    const byCategory = Object.fromEntries(
      agentCategories.map((category) => [
        category,
        agents.filter((agent) => agent.category === category).map((agent) => agent.slug),
      ]),
    );
    expect(byCategory.Amazon).toEqual(['amazon-dynamodb', 'amazon-s3']);
    expect(byCategory.AI).toEqual(['api-mcp-studio-access', 'openai']);
    expect(byCategory.Crypto).toEqual(['coingecko']);
    expect(byCategory.Microsoft).toEqual(['github']);
    expect(byCategory.Google).toHaveLength(12);
  });

  it('marks exactly the connectors that need a whitelisted email (sensitive Google scopes)', () => {
    const whitelisted = agents
      .filter((agent) => agent.badge === WHITELIST_BADGE)
      .map((a) => a.slug);
    expect(whitelisted.sort()).toEqual(
      [
        'gmail',
        'google-drive',
        'google-docs',
        'google-contacts',
        'google-calendar',
        'google-tasks',
        'google-analytics',
        'google-search-console',
        'youtube-analytics',
      ].sort(),
    );
  });

  // A badge is a claim. CoinGecko's public API and PageSpeed Insights charge nothing;
  // the Geocoding API is billed by Google per request beyond its free monthly usage.
  it('calls an API free only where the provider charges nothing, and says who bills otherwise', () => {
    const withBadge = (badge: string) =>
      agents.filter((agent) => agent.badge === badge).map((agent) => agent.slug);
    expect(withBadge(FREE_API_BADGE)).toEqual(['coingecko', 'google-pagespeed']);
    expect(withBadge(BILLED_BADGE)).toEqual(['google-maps-geocode']);
    const geocode = agents.find((agent) => agent.slug === 'google-maps-geocode');
    expect(geocode?.authDescription).toMatch(/bills each request/);
  });

  it('describes GitHub as a read-only GitHub App installed on the repositories you choose', () => {
    const github = agents.find((agent) => agent.slug === 'github');
    expect(github?.authDescription).toMatch(/GitHub App/);
    expect(github?.authDescription).toMatch(/repositories you choose at install time/);
    expect(github?.authDescription).toMatch(/read-only/);
    expect(github?.authDescription).toMatch(/Uninstall/);
    expect(`${github?.description} ${github?.authDescription}`).not.toMatch(/OAuth/);
  });

  it('never says credentials stay in the workspace: they are sent to the API they belong to', () => {
    for (const agent of agents) expect(agent.authDescription).not.toMatch(/never leave/);
    const studio = agents.find((agent) => agent.slug === 'api-mcp-studio-access');
    expect(studio?.authDescription).toMatch(/sent only to the API they belong to/);
  });

  it('gives every agent its route, page texts and breadcrumbs', () => {
    for (const agent of agents) {
      expect(agent.route).toBe(`/${agent.slug}`);
      expect(agent.description.length, agent.slug).toBeGreaterThan(40);
      expect(agent.authDescription.length, agent.slug).toBeGreaterThan(60);
      expect(agent.breadcrumbs.map((crumb) => crumb.label)).toEqual([
        'Home',
        'AI Agents',
        agent.name,
      ]);
      expect(agent.breadcrumbs.at(-1)?.href).toBe(agent.route);
    }
  });

  // docs/requirements.md §3: showWhitelistLink is true for all 18; each agent words it for what it
  // needs.
  it('leads every agent to the whitelist request, required exactly where the badge says so', () => {
    for (const agent of agents) {
      expect(agent.showWhitelistLink, agent.slug).toBe(true);
      expect(agent.whitelistRequired, agent.slug).toBe(agent.badge === WHITELIST_BADGE);
      if (agent.category !== 'Google') expect(agent.whitelistRequired, agent.slug).toBe(false);
      expect(whitelistReason(agent), agent.slug).toMatch(
        agent.whitelistRequired ? /needs a whitelisted email/ : /email notifications/,
      );
    }
    expect(agents.filter((agent) => agent.whitelistRequired)).toHaveLength(9);
  });

  // The page shows what the connector collects, as a small table.
  it('gives every agent a three-row preview whose rows fill its columns', () => {
    for (const agent of agents) {
      const { title, columns, rows } = agent.collects;
      expect(title.length, agent.slug).toBeGreaterThan(8);
      expect(columns.length, agent.slug).toBeGreaterThanOrEqual(3);
      expect(columns.length, agent.slug).toBeLessThanOrEqual(5);
      expect(new Set(columns).size, `${agent.slug} repeats a column`).toBe(columns.length);
      expect(rows, agent.slug).toHaveLength(3);
      for (const row of rows) {
        expect(row, `${agent.slug}: ${row.join(' | ')}`).toHaveLength(columns.length);
        for (const cell of row) expect(cell.trim(), agent.slug).not.toBe('');
      }
    }
  });

  it('uses only reserved example domains for email addresses and URLs in the previews', () => {
    for (const agent of agents) {
      for (const cell of agent.collects.rows.flat()) {
        for (const [, domain] of cell.matchAll(/@([\w.-]+)/g))
          expect(domain, agent.slug).toMatch(/^example\.(com|org|net)$/);
        for (const [, host] of cell.matchAll(/https?:\/\/([^/\s]+)/g))
          expect(host, agent.slug).toMatch(/^example\.(com|org|net)$/);
      }
    }
  });

  it('previews what each named connector is known for', () => {
    const columnsOf = (slug: string) => agents.find((a) => a.slug === slug)?.collects.columns;
    expect(columnsOf('github')).toEqual(['Number', 'Title', 'State', 'Updated']);
    expect(columnsOf('gmail')).toEqual(['From', 'Subject', 'Date', 'Labels']);
    expect(columnsOf('amazon-s3')).toContain('Key');
    expect(columnsOf('coingecko')).toContain('Price (USD)');
  });

  it('lists only the permissions its access text names, each with what it allows', () => {
    for (const agent of agents) {
      for (const permission of agent.permissions) {
        expect(agent.authDescription.toLowerCase(), agent.slug).toContain(
          permission.name.toLowerCase(),
        );
        expect(permission.grants, `${agent.slug} ${permission.name}`).toMatch(/^[A-Z].+\.$/);
      }
    }
    const names = (slug: string) =>
      agents.find((a) => a.slug === slug)?.permissions.map((permission) => permission.name);
    expect(names('github')).toEqual(['Metadata', 'Contents', 'Issues', 'Pull requests', 'Actions']);
    expect(names('gmail')).toEqual(['gmail.readonly']);
    expect(names('coingecko')).toEqual([]);
    // Every Google connector that needs a whitelisted email names its one read-only scope.
    for (const agent of agents.filter((a) => a.whitelistRequired)) {
      expect(agent.permissions.map((p) => p.name).join(), agent.slug).toMatch(
        /^[\w.-]+\.readonly$/,
      );
    }
  });

  it('walks every agent through three steps: sign in to Testbeam, authorize, data arrives', () => {
    for (const agent of agents) {
      const steps = connectSteps(agent);
      expect(steps, agent.slug).toHaveLength(3);
      expect(steps[0]?.title).toBe('Sign in to Testbeam');
      for (const step of steps) {
        expect(step.title.length, agent.slug).toBeGreaterThan(8);
        expect(step.text, `${agent.slug}: ${step.title}`).toMatch(/^[A-Z].{40,}[.!]$/);
      }
      // The sign-in step mentions whitelisting exactly where the agent needs it.
      expect(/whitelisted/.test(steps[0]?.text ?? ''), agent.slug).toBe(agent.whitelistRequired);
    }
  });

  it('words the authorize step the way each service really connects', () => {
    const authorize = (slug: string) => agents.find((a) => a.slug === slug)?.authorize;
    expect(authorize('github')?.title).toBe('Install the GitHub App');
    expect(authorize('gmail')?.text).toMatch(/consent screen asks for gmail\.readonly/);
    expect(authorize('google-maps-geocode')?.text).toMatch(/API key/);
    expect(authorize('openai')?.text).toMatch(/key/);
    expect(authorize('coingecko')?.title).toBe('Nothing to authorize');
    for (const agent of agents.filter((a) => a.whitelistRequired))
      expect(agent.authorize.text, agent.slug).toMatch(/consent screen/);
    for (const agent of agents.filter((a) => a.category !== 'Google'))
      expect(agent.authorize.text, agent.slug).not.toMatch(/consent screen/);
  });
});

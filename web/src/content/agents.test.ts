import { describe, expect, it } from 'vitest';
import { agentCategories, agents, BILLED_BADGE, FREE_API_BADGE, WHITELIST_BADGE } from './agents';

// SPEC.md section 3, in route order.
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
  it('has the 18 agents with ids 1 to 18 and the connector keys in SPEC order', () => {
    expect(agents).toHaveLength(18);
    expect(agents.map((agent) => agent.id)).toEqual(connectorKeys.map((_, index) => index + 1));
    expect(agents.map((agent) => agent.appConnectorKey)).toEqual(connectorKeys);
  });

  it('files each agent under the category DECISIONS.md gives it', () => {
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

  // Issue 16: a badge is a claim. CoinGecko's public API and PageSpeed Insights charge nothing;
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

  it('gives every agent its route, page texts, whitelist link and breadcrumbs', () => {
    for (const agent of agents) {
      expect(agent.route).toBe(`/${agent.slug}`);
      expect(agent.description.length, agent.slug).toBeGreaterThan(40);
      expect(agent.authDescription.length, agent.slug).toBeGreaterThan(60);
      expect(agent.showWhitelistLink).toBe(true);
      expect(agent.breadcrumbs.map((crumb) => crumb.label)).toEqual([
        'Home',
        'AI Agents',
        agent.name,
      ]);
      expect(agent.breadcrumbs.at(-1)?.href).toBe(agent.route);
    }
  });
});

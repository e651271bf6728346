import { describe, expect, it } from 'vitest';
import { agentCategories, agents, WHITELIST_BADGE } from './agents';

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

import { describe, expect, it } from 'vitest';
import { agentCategories, agents } from './agents';

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
});

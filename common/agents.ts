// The connector agent catalogue's facts, in the route order of docs/requirements.md §2, with the
// connector keys of section 3 in the same order (docs/decisions/0006-agent-catalogue.md): what the
// site's pages, the marketplace's category pages and the mock server's sign-in allow-list and app
// stand-in pages all read. The words of each agent's page are the site's
// (web/src/content/agents.ts).

export const agentCategories = ['Amazon', 'AI', 'Crypto', 'Microsoft', 'Google'] as const;
export type AgentCategory = (typeof agentCategories)[number];

const catalogue = [
  {
    slug: 'amazon-dynamodb',
    appConnectorKey: 'amazon-dynamodb',
    name: 'Amazon DynamoDB',
    category: 'Amazon',
  },
  { slug: 'amazon-s3', appConnectorKey: 's3-api-keys', name: 'Amazon S3', category: 'Amazon' },
  {
    slug: 'api-mcp-studio-access',
    appConnectorKey: 'ai-api-studio',
    name: 'API MCP Studio',
    category: 'AI',
  },
  { slug: 'coingecko', appConnectorKey: 'coingecko', name: 'CoinGecko', category: 'Crypto' },
  { slug: 'github', appConnectorKey: 'github', name: 'GitHub', category: 'Microsoft' },
  { slug: 'gmail', appConnectorKey: 'gmail', name: 'Gmail', category: 'Google' },
  {
    slug: 'google-analytics',
    appConnectorKey: 'google-analytics-4',
    name: 'Google Analytics',
    category: 'Google',
  },
  {
    slug: 'google-calendar',
    appConnectorKey: 'google-calendar',
    name: 'Google Calendar',
    category: 'Google',
  },
  {
    slug: 'google-contacts',
    appConnectorKey: 'google-contacts',
    name: 'Google Contacts',
    category: 'Google',
  },
  {
    slug: 'google-docs',
    appConnectorKey: 'google-docs-api',
    name: 'Google Docs',
    category: 'Google',
  },
  {
    slug: 'google-drive',
    appConnectorKey: 'google-drive',
    name: 'Google Drive',
    category: 'Google',
  },
  {
    slug: 'google-maps-geocode',
    appConnectorKey: 'google-maps-geocode',
    name: 'Google Maps Geocode',
    category: 'Google',
  },
  {
    slug: 'google-pagespeed',
    appConnectorKey: 'google-pagespeed',
    name: 'Google PageSpeed',
    category: 'Google',
  },
  {
    slug: 'google-search-console',
    appConnectorKey: 'google-search-console',
    name: 'Google Search Console',
    category: 'Google',
  },
  {
    slug: 'google-tasks',
    appConnectorKey: 'google-tasks',
    name: 'Google Tasks',
    category: 'Google',
  },
  { slug: 'openai', appConnectorKey: 'openai-api', name: 'OpenAI', category: 'AI' },
  { slug: 'youtube', appConnectorKey: 'youtube', name: 'YouTube', category: 'Google' },
  {
    slug: 'youtube-analytics',
    appConnectorKey: 'youtube-analytics',
    name: 'YouTube Analytics',
    category: 'Google',
  },
] as const satisfies readonly {
  slug: string;
  /** The app-side connector key: the browser lands on /connect/discover/{appConnectorKey}/. */
  appConnectorKey: string;
  name: string;
  category: AgentCategory;
}[];

export type AgentSlug = (typeof catalogue)[number]['slug'];

export type AgentFacts = {
  /** 1-based, in catalogue order. */
  id: number;
  slug: AgentSlug;
  /** The agent's page. */
  route: string;
  appConnectorKey: string;
  name: string;
  category: AgentCategory;
};

export const agentRoute = (agent: { slug: string }): string => `/${agent.slug}`;

export const agentFacts: readonly AgentFacts[] = catalogue.map((agent, index) => ({
  id: index + 1,
  ...agent,
  route: agentRoute(agent),
}));

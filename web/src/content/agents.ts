// The connector agent catalogue, in the route order of SPEC.md section 2, with the connector keys
// of section 3 in the same order (DECISIONS.md "Agent catalogue"). The sign-in issue adds the
// remaining display fields (icon, authDescription, badge) to these entries.

export const agentCategories = ['Amazon', 'AI', 'Crypto', 'Microsoft', 'Google'] as const;
export type AgentCategory = (typeof agentCategories)[number];

export type Agent = {
  id: number;
  name: string;
  slug: string;
  /** The app-side connector key: the browser lands on /connect/discover/{appConnectorKey}/. */
  appConnectorKey: string;
  category: AgentCategory;
  description: string;
};

type AgentSeed = Omit<Agent, 'id'>;

const seeds: readonly AgentSeed[] = [
  {
    slug: 'amazon-dynamodb',
    appConnectorKey: 'amazon-dynamodb',
    name: 'Amazon DynamoDB',
    category: 'Amazon',
    description: 'Scan and query DynamoDB tables and export items for analysis, with no code.',
  },
  {
    slug: 'amazon-s3',
    appConnectorKey: 's3-api-keys',
    name: 'Amazon S3',
    category: 'Amazon',
    description: 'List buckets, read objects and move files between S3 and your workflows.',
  },
  {
    slug: 'api-mcp-studio-access',
    appConnectorKey: 'ai-api-studio',
    name: 'API MCP Studio',
    category: 'AI',
    description:
      'Sign in to API MCP Studio to discover, call and test REST and MCP endpoints with AI help.',
  },
  {
    slug: 'coingecko',
    appConnectorKey: 'coingecko',
    name: 'CoinGecko',
    category: 'Crypto',
    description:
      'Pull coin prices, market caps and historical charts from CoinGecko on a schedule.',
  },
  {
    slug: 'github',
    appConnectorKey: 'github',
    name: 'GitHub',
    category: 'Microsoft',
    description: 'Collect repositories, issues, pull requests and workflow runs from GitHub.',
  },
  {
    slug: 'gmail',
    appConnectorKey: 'gmail',
    name: 'Gmail',
    category: 'Google',
    description: 'Search your mailbox and turn messages and attachments into structured data.',
  },
  {
    slug: 'google-analytics',
    appConnectorKey: 'google-analytics-4',
    name: 'Google Analytics',
    category: 'Google',
    description: 'Run Google Analytics 4 reports and keep the results next to your API data.',
  },
  {
    slug: 'google-calendar',
    appConnectorKey: 'google-calendar',
    name: 'Google Calendar',
    category: 'Google',
    description: 'Read calendars and events to analyse meetings, availability and time spent.',
  },
  {
    slug: 'google-contacts',
    appConnectorKey: 'google-contacts',
    name: 'Google Contacts',
    category: 'Google',
    description: 'Export and tidy your Google contacts as a clean, queryable table.',
  },
  {
    slug: 'google-docs',
    appConnectorKey: 'google-docs-api',
    name: 'Google Docs',
    category: 'Google',
    description:
      'Extract text and structure from Google Docs for search, summaries and embeddings.',
  },
  {
    slug: 'google-drive',
    appConnectorKey: 'google-drive',
    name: 'Google Drive',
    category: 'Google',
    description:
      'Browse Drive folders and fetch files into notebooks, scheduled jobs and vector indexes.',
  },
  {
    slug: 'google-maps-geocode',
    appConnectorKey: 'google-maps-geocode',
    name: 'Google Maps Geocode',
    category: 'Google',
    description: 'Turn addresses into coordinates and back, in bulk, with the Geocoding API.',
  },
  {
    slug: 'google-pagespeed',
    appConnectorKey: 'google-pagespeed',
    name: 'Google PageSpeed',
    category: 'Google',
    description: 'Audit page speed and Core Web Vitals for your URLs and track them over time.',
  },
  {
    slug: 'google-search-console',
    appConnectorKey: 'google-search-console',
    name: 'Google Search Console',
    category: 'Google',
    description: 'Download search queries, clicks and impressions for the sites you verify.',
  },
  {
    slug: 'google-tasks',
    appConnectorKey: 'google-tasks',
    name: 'Google Tasks',
    category: 'Google',
    description: 'Read task lists and due dates to report on work in progress.',
  },
  {
    slug: 'openai',
    appConnectorKey: 'openai-api',
    name: 'OpenAI',
    category: 'AI',
    description:
      'Call OpenAI models on your API data for summaries, classification and extraction.',
  },
  {
    slug: 'youtube',
    appConnectorKey: 'youtube',
    name: 'YouTube',
    category: 'Google',
    description: 'Fetch channel, playlist and video metadata from the YouTube Data API.',
  },
  {
    slug: 'youtube-analytics',
    appConnectorKey: 'youtube-analytics',
    name: 'YouTube Analytics',
    category: 'Google',
    description: 'Report on views, watch time and audience for the channels you manage.',
  },
];

export const agents: readonly Agent[] = seeds.map((seed, index) => ({ id: index + 1, ...seed }));

export const agentRoute = (agent: Pick<Agent, 'slug'>): string => `/${agent.slug}`;

export function findAgentBySlug(slug: string): Agent | undefined {
  return agents.find((agent) => agent.slug === slug);
}

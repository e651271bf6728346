// The connector agent catalogue, in the route order of SPEC.md section 2, with the connector keys
// of section 3 in the same order (DECISIONS.md "Agent catalogue"). Data only: the icon is a key
// that web/src/features/agents/agent-icons.ts turns into the brand's mark.

import type { Crumb } from '../config/routes';

export const agentCategories = ['Amazon', 'AI', 'Crypto', 'Microsoft', 'Google'] as const;
export type AgentCategory = (typeof agentCategories)[number];

export const WHITELIST_BADGE = 'Whitelist required';
export const FREE_API_BADGE = 'Free API';
export const BILLED_BADGE = 'Billed by Google';
/**
 * A badge is a claim: 'Free API' only where the provider charges nothing for the calls, 'Billed by
 * Google' where Google bills each request beyond its free monthly usage.
 */
export type AgentBadge =
  typeof WHITELIST_BADGE | typeof FREE_API_BADGE | typeof BILLED_BADGE | 'Popular' | 'New' | 'Core';

export type AgentIconKey =
  | 'aws'
  | 'mcp'
  | 'coingecko'
  | 'github'
  | 'gmail'
  | 'google-analytics'
  | 'google-calendar'
  | 'google'
  | 'google-docs'
  | 'google-drive'
  | 'google-maps'
  | 'pagespeed'
  | 'search-console'
  | 'google-tasks'
  | 'openai'
  | 'youtube'
  | 'youtube-studio';

export type Agent = {
  id: number;
  name: string;
  slug: string;
  route: string;
  /** The app-side connector key: the browser lands on /connect/discover/{appConnectorKey}/. */
  appConnectorKey: string;
  icon: AgentIconKey;
  category: AgentCategory;
  description: string;
  /** What access the connector asks for, and why (shown next to the sign-in card). */
  authDescription: string;
  badge: AgentBadge;
  showWhitelistLink: true;
  breadcrumbs: readonly Crumb[];
};

type AgentSeed = Pick<
  Agent,
  | 'slug'
  | 'appConnectorKey'
  | 'name'
  | 'icon'
  | 'category'
  | 'badge'
  | 'description'
  | 'authDescription'
>;

const seeds: readonly AgentSeed[] = [
  {
    slug: 'amazon-dynamodb',
    appConnectorKey: 'amazon-dynamodb',
    name: 'Amazon DynamoDB',
    icon: 'aws',
    category: 'Amazon',
    badge: 'Popular',
    description:
      'Scan and query DynamoDB tables with a read-only IAM key, then export the items for analysis in a notebook or a scheduled workflow, with no code.',
    authDescription:
      'Uses an IAM access key you create with read-only DynamoDB permissions (dynamodb:Scan, Query, DescribeTable). The key is encrypted at rest and used only for the tables you pick.',
  },
  {
    slug: 'amazon-s3',
    appConnectorKey: 's3-api-keys',
    name: 'Amazon S3',
    icon: 'aws',
    category: 'Amazon',
    badge: 'Popular',
    description:
      'List buckets, read objects and move files between S3 and your workflows, with an IAM key scoped to the buckets you choose and write access only for exports.',
    authDescription:
      'Uses an IAM access key scoped to the buckets you choose (s3:ListBucket, s3:GetObject, and s3:PutObject only if you export results there).',
  },
  {
    slug: 'api-mcp-studio-access',
    appConnectorKey: 'ai-api-studio',
    name: 'API MCP Studio',
    icon: 'mcp',
    category: 'AI',
    badge: 'Core',
    description:
      'Sign in to API MCP Studio with an emailed code or Google to discover, call and test REST and MCP endpoints, with parameters filled in by AI.',
    authDescription:
      'Needs only your email address to sign you in. API keys and OAuth tokens for the endpoints you test are added later, per collection: stored encrypted, sent only to the API they belong to, and never shown to the AI model.',
  },
  {
    slug: 'coingecko',
    appConnectorKey: 'coingecko',
    name: 'CoinGecko',
    icon: 'coingecko',
    category: 'Crypto',
    badge: FREE_API_BADGE,
    description:
      'Pull coin prices, market caps and historical charts from CoinGecko on a schedule, with the public API out of the box or your own key for higher rate limits.',
    authDescription:
      'Works with the public API out of the box; add a CoinGecko API key for higher rate limits. No wallet or exchange access is ever requested.',
  },
  {
    slug: 'github',
    appConnectorKey: 'github',
    name: 'GitHub',
    icon: 'github',
    category: 'Microsoft',
    badge: 'Popular',
    description:
      'Collect repositories, issues, pull requests and workflow runs into tables you can query, through a read-only GitHub App: the connector never pushes code.',
    authDescription:
      'Installs as a GitHub App on the repositories you choose at install time, with read-only permissions (metadata, contents, issues, pull requests, Actions), so it cannot push code. Uninstall it any time from your GitHub settings.',
  },
  {
    slug: 'gmail',
    appConnectorKey: 'gmail',
    name: 'Gmail',
    icon: 'gmail',
    category: 'Google',
    badge: WHITELIST_BADGE,
    description:
      'Search your mailbox and turn messages and attachments into structured data, with read-only access that Google reviews, so your email must be whitelisted first.',
    authDescription:
      'Asks for read-only Gmail access (gmail.readonly), a restricted Google scope: your email must be whitelisted first. Messages are read only for the searches you run.',
  },
  {
    slug: 'google-analytics',
    appConnectorKey: 'google-analytics-4',
    name: 'Google Analytics',
    icon: 'google-analytics',
    category: 'Google',
    badge: WHITELIST_BADGE,
    description:
      'Run Google Analytics 4 reports on a schedule and keep the results next to your API data, with read-only access to the GA4 properties you choose.',
    authDescription:
      'Asks for read-only access to your GA4 properties (analytics.readonly) to run the reports you define. Your email must be whitelisted during Google review.',
  },
  {
    slug: 'google-calendar',
    appConnectorKey: 'google-calendar',
    name: 'Google Calendar',
    icon: 'google-calendar',
    category: 'Google',
    badge: WHITELIST_BADGE,
    description:
      'Read calendars and events to analyze meetings, availability and time spent, with read-only access: the connector never creates, moves or deletes an event.',
    authDescription:
      'Asks for read-only calendar access (calendar.readonly), a sensitive Google scope: your email must be whitelisted first. Events are never changed.',
  },
  {
    slug: 'google-contacts',
    appConnectorKey: 'google-contacts',
    name: 'Google Contacts',
    icon: 'google',
    category: 'Google',
    badge: WHITELIST_BADGE,
    description:
      'Export your Google contacts as a clean, queryable table to find duplicates or join them with CRM data, using read-only access that needs a whitelisted email.',
    authDescription:
      'Asks for read-only access to your contacts (contacts.readonly), a sensitive Google scope: your email must be whitelisted first.',
  },
  {
    slug: 'google-docs',
    appConnectorKey: 'google-docs-api',
    name: 'Google Docs',
    icon: 'google-docs',
    category: 'Google',
    badge: WHITELIST_BADGE,
    description:
      'Extract text, headings and tables from Google Docs for search, summaries and embeddings, reading only the documents you open with the connector.',
    authDescription:
      'Asks for read-only access to the documents you open with the connector (documents.readonly). Your email must be whitelisted during Google review.',
  },
  {
    slug: 'google-drive',
    appConnectorKey: 'google-drive',
    name: 'Google Drive',
    icon: 'google-drive',
    category: 'Google',
    badge: WHITELIST_BADGE,
    description:
      'Browse Drive folders and fetch files into notebooks, scheduled jobs and vector indexes, with read-only access: a file is fetched only when a workflow needs it.',
    authDescription:
      'Asks for read-only Drive access (drive.readonly), a restricted Google scope: your email must be whitelisted first. Files are fetched only when a workflow asks for them.',
  },
  {
    slug: 'google-maps-geocode',
    appConnectorKey: 'google-maps-geocode',
    name: 'Google Maps Geocode',
    icon: 'google-maps',
    category: 'Google',
    badge: BILLED_BADGE,
    description:
      'Turn addresses into coordinates and coordinates back into addresses, in bulk, with the Geocoding API and a Maps Platform key restricted to it.',
    authDescription:
      'Uses your Google Maps Platform API key, restricted to the Geocoding API. Google bills each request beyond its free monthly usage to your Cloud billing account. No Google account data is accessed.',
  },
  {
    slug: 'google-pagespeed',
    appConnectorKey: 'google-pagespeed',
    name: 'Google PageSpeed',
    icon: 'pagespeed',
    category: 'Google',
    badge: FREE_API_BADGE,
    description:
      'Audit page speed and Core Web Vitals for the public URLs you list with the PageSpeed Insights API, and track the scores over time on a schedule.',
    authDescription:
      'Calls the public PageSpeed Insights API; an optional API key raises the quota. It only reads the public pages you list.',
  },
  {
    slug: 'google-search-console',
    appConnectorKey: 'google-search-console',
    name: 'Google Search Console',
    icon: 'search-console',
    category: 'Google',
    badge: WHITELIST_BADGE,
    description:
      'Download search queries, clicks, impressions and average position for the properties you own, with read-only Search Console access.',
    authDescription:
      'Asks for read-only Search Console access (webmasters.readonly) for the properties you own. Your email must be whitelisted during Google review.',
  },
  {
    slug: 'google-tasks',
    appConnectorKey: 'google-tasks',
    name: 'Google Tasks',
    icon: 'google-tasks',
    category: 'Google',
    badge: WHITELIST_BADGE,
    description:
      'Read task lists, due dates and completion status from Google Tasks to report on work in progress, with read-only access to your task lists.',
    authDescription:
      'Asks for read-only access to your task lists (tasks.readonly), a sensitive Google scope: your email must be whitelisted first.',
  },
  {
    slug: 'openai',
    appConnectorKey: 'openai-api',
    name: 'OpenAI',
    icon: 'openai',
    category: 'AI',
    badge: 'New',
    description:
      'Call OpenAI models on your API data for summaries, classification and extraction, with your own API key, so usage is billed to your OpenAI account.',
    authDescription:
      'Uses your own OpenAI API key, stored encrypted and sent only to OpenAI. Usage is billed to your OpenAI account, and you can revoke the key there at any time.',
  },
  {
    slug: 'youtube',
    appConnectorKey: 'youtube',
    name: 'YouTube',
    icon: 'youtube',
    category: 'Google',
    badge: 'Popular',
    description:
      'Fetch channel, playlist and video metadata from the YouTube Data API, and sign in with Google to add read-only access to your own channel.',
    authDescription:
      'Reads public channel, playlist and video data with the YouTube Data API; signing in with Google adds read-only access to your own channel (youtube.readonly).',
  },
  {
    slug: 'youtube-analytics',
    appConnectorKey: 'youtube-analytics',
    name: 'YouTube Analytics',
    icon: 'youtube-studio',
    category: 'Google',
    badge: WHITELIST_BADGE,
    description:
      'Report on views, watch time and audience for the channels you manage, with read-only YouTube Analytics access once your email is whitelisted.',
    authDescription:
      'Asks for read-only YouTube Analytics access (yt-analytics.readonly) for channels you manage. Your email must be whitelisted during Google review.',
  },
];

export const agentRoute = (agent: Pick<Agent, 'slug'>): string => `/${agent.slug}`;

export const agents: readonly Agent[] = seeds.map((seed, index) => ({
  id: index + 1,
  ...seed,
  route: agentRoute(seed),
  showWhitelistLink: true,
  breadcrumbs: [
    { label: 'Home', href: '/' },
    { label: 'AI Agents', href: '/ai-agents' },
    { label: seed.name, href: agentRoute(seed) },
  ],
}));

export function findAgentBySlug(slug: string): Agent | undefined {
  return agents.find((agent) => agent.slug === slug);
}

// The words of each connector agent's page (description, access, sample records, steps), keyed
// by the catalogue's slugs. The catalogue itself (order, ids, slugs, routes, connector keys, names,
// categories) is #common/agents, which the mock server reads too. Data only: the icon is a key
// that web/src/features/agents/AgentIcon.tsx turns into the brand's mark.

import { type AgentFacts, type AgentSlug, agentFacts } from '#common/agents';
import type { Crumb } from '#web/config/crumb.ts';
import { OTP_LENGTH } from '#common/otp';

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

/**
 * A small sample of the records a connector brings in, shown as a table on its page. Made up and
 * plausible: fictional names, example.com addresses, public places, never a real person's data.
 */
export type AgentPreview = {
  /** What the rows are; the table's caption. */
  title: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
};

/** A permission or scope as the provider names it (`gmail.readonly`), and what it lets us do. */
export type AgentPermission = { name: string; grants: string };

export type AgentStep = { title: string; text: string };

export type Agent = AgentFacts & {
  icon: AgentIconKey;
  description: string;
  /** What access the connector asks for, and why (shown next to the sign-in card). */
  authDescription: string;
  /** The scopes or permissions `authDescription` names, listed one by one; none for a plain key. */
  permissions: readonly AgentPermission[];
  /** What the connector collects, as a three-row example. */
  collects: AgentPreview;
  /** After signing in to Testbeam: how the service is authorized, then how the data arrives. */
  authorize: AgentStep;
  arrives: AgentStep;
  badge: AgentBadge;
  /** Every sign-in card links to the whitelist request once (docs/requirements.md §3: true for all). */
  showWhitelistLink: true;
  /**
   * Whether the connector needs a whitelisted email (its badge says so): the link's words say
   * "required" here and "for email notifications" elsewhere, so the same link stays honest.
   */
  whitelistRequired: boolean;
  breadcrumbs: readonly Crumb[];
};

/** What this file adds to an agent's catalogue facts. */
type AgentCopy = Omit<
  Agent,
  keyof AgentFacts | 'showWhitelistLink' | 'whitelistRequired' | 'breadcrumbs'
>;

/** The consent step of a connector that reads Google account data with one read-only scope. */
const googleConsent = (scope: string, what: string, then: string): AgentStep => ({
  title: `Allow read-only ${what} access`,
  text: `Google's consent screen asks for ${scope}: allow it with your whitelisted account, ${then}. You can remove the access from your Google Account at any time.`,
});

const copy: Record<AgentSlug, AgentCopy> = {
  'amazon-dynamodb': {
    icon: 'aws',
    badge: 'Popular',
    description:
      'Scan and query DynamoDB tables with a read-only IAM key, then export the items for analysis in a notebook or a scheduled workflow, with no code.',
    authDescription:
      'Uses an IAM access key you create with read-only DynamoDB permissions (dynamodb:Scan, dynamodb:Query, dynamodb:DescribeTable). The key is encrypted at rest and used only for the tables you pick.',
    permissions: [
      { name: 'dynamodb:Scan', grants: 'Read every item of a table you pick.' },
      { name: 'dynamodb:Query', grants: 'Read the items that match a key.' },
      { name: 'dynamodb:DescribeTable', grants: "Read a table's keys and indexes." },
    ],
    authorize: {
      title: 'Add a read-only IAM key',
      text: 'Create an access key for an IAM user limited to Scan, Query and DescribeTable, paste it in, and pick the tables to read.',
    },
    arrives: {
      title: 'Items arrive as rows',
      text: 'Each item becomes a row with a column per attribute, ready for a notebook query or a scheduled export.',
    },
    collects: {
      title: 'Items from an orders table',
      columns: ['order_id', 'status', 'total', 'created_at'],
      rows: [
        ['ord-10482', 'shipped', '129.90', '2025-03-14 09:21'],
        ['ord-10481', 'pending', '42.00', '2025-03-14 08:57'],
        ['ord-10479', 'delivered', '318.45', '2025-03-13 17:02'],
      ],
    },
  },
  'amazon-s3': {
    icon: 'aws',
    badge: 'Popular',
    description:
      'List buckets, read objects and move files between S3 and your workflows, with an IAM key scoped to the buckets you choose and write access only for exports.',
    authDescription:
      'Uses an IAM access key scoped to the buckets you choose (s3:ListBucket, s3:GetObject, and s3:PutObject only if you export results there).',
    permissions: [
      { name: 's3:ListBucket', grants: 'List the objects in the buckets you choose.' },
      { name: 's3:GetObject', grants: "Read an object's contents." },
      { name: 's3:PutObject', grants: 'Write files, only if you export results to S3.' },
    ],
    authorize: {
      title: 'Add a bucket-scoped IAM key',
      text: 'Paste an access key whose policy names only the buckets you choose; leave out s3:PutObject unless you export results there.',
    },
    arrives: {
      title: 'Objects arrive as a list',
      text: 'Keys, sizes and dates are listed first; an object is read only when a workflow opens it.',
    },
    collects: {
      title: 'Objects in a bucket',
      columns: ['Key', 'Size', 'Last modified', 'Storage class'],
      rows: [
        ['exports/2025-03-14/orders.parquet', '4.2 MB', '2025-03-14 06:00', 'STANDARD'],
        ['logs/api/2025-03-13.jsonl.gz', '18.7 MB', '2025-03-14 00:05', 'STANDARD_IA'],
        ['reports/q1-summary.csv', '96 KB', '2025-03-12 17:40', 'STANDARD'],
      ],
    },
  },
  'api-mcp-studio-access': {
    icon: 'mcp',
    badge: 'Core',
    description:
      'Sign in to API MCP Studio with an emailed code or Google to discover, call and test REST and MCP endpoints, with parameters filled in by AI.',
    authDescription:
      'Needs only your email address to sign you in. API keys and OAuth tokens for the endpoints you test are added later, per collection: stored encrypted, sent only to the API they belong to, and never shown to the AI model.',
    permissions: [],
    authorize: {
      title: 'Add an API or an MCP server',
      text: 'Point the studio at an OpenAPI file or an MCP server; its keys or tokens are added to that collection alone.',
    },
    arrives: {
      title: 'Methods arrive ready to call',
      text: 'Every operation and MCP tool becomes a request with its parameters filled in by AI: send it and see the result.',
    },
    collects: {
      title: 'Methods discovered from an OpenAPI file and an MCP server',
      columns: ['Method', 'Path or tool', 'Source', 'Parameters'],
      rows: [
        ['GET', '/v1/invoices', 'OpenAPI', 'status, limit'],
        ['POST', '/v1/invoices/{id}/send', 'OpenAPI', 'id'],
        ['tools/call', 'search_tickets', 'MCP', 'query, team'],
      ],
    },
  },
  coingecko: {
    icon: 'coingecko',
    badge: FREE_API_BADGE,
    description:
      'Pull coin prices, market caps and historical charts from CoinGecko on a schedule, with the public API out of the box or your own key for higher rate limits.',
    authDescription:
      'Works with the public API out of the box; add a CoinGecko API key for higher rate limits. No wallet or exchange access is ever requested.',
    permissions: [],
    authorize: {
      title: 'Nothing to authorize',
      text: 'The public API needs no account or key; add a CoinGecko API key later only if you need higher rate limits.',
    },
    arrives: {
      title: 'Prices arrive on your schedule',
      text: 'Pick the coins and a currency; each run adds a row per coin with its price, 24-hour change and market cap.',
    },
    collects: {
      title: 'Coin prices in US dollars',
      columns: ['Coin', 'Price (USD)', '24h change', 'Market cap'],
      rows: [
        ['Bitcoin', '67,412.08', '+1.8%', '$1.33T'],
        ['Ethereum', '3,518.44', '-0.6%', '$422.9B'],
        ['Solana', '171.26', '+4.1%', '$79.4B'],
      ],
    },
  },
  github: {
    icon: 'github',
    badge: 'Popular',
    description:
      'Collect repositories, issues, pull requests and workflow runs into tables you can query, through a read-only GitHub App: the connector never pushes code.',
    authDescription:
      'Installs as a GitHub App on the repositories you choose at install time, with read-only permissions (metadata, contents, issues, pull requests, Actions), so it cannot push code. Uninstall it any time from your GitHub settings.',
    permissions: [
      { name: 'Metadata', grants: 'Read-only: the names and settings of the chosen repositories.' },
      { name: 'Contents', grants: 'Read-only: files, commits and branches.' },
      { name: 'Issues', grants: 'Read-only: issues, labels and comments.' },
      { name: 'Pull requests', grants: 'Read-only: pull requests and their reviews.' },
      { name: 'Actions', grants: 'Read-only: workflow runs and their results.' },
    ],
    authorize: {
      title: 'Install the GitHub App',
      text: "GitHub lists the app's read-only permissions; choose the repositories it may read. Uninstall it from your GitHub settings whenever you like.",
    },
    arrives: {
      title: 'Issues and runs arrive as tables',
      text: 'Repositories, issues, pull requests and workflow runs land in tables you can query, refreshed on the schedule you set.',
    },
    collects: {
      title: 'Issues from a repository',
      columns: ['Number', 'Title', 'State', 'Updated'],
      rows: [
        ['#412', 'Retry webhook delivery on 502 responses', 'open', '2025-03-14'],
        ['#409', 'Document the pagination cursor', 'closed', '2025-03-12'],
        ['#405', 'Flaky test in the nightly export job', 'open', '2025-03-11'],
      ],
    },
  },
  gmail: {
    icon: 'gmail',
    badge: WHITELIST_BADGE,
    description:
      'Search your mailbox and turn messages and attachments into structured data, with read-only access that Google reviews, so your email must be whitelisted first.',
    authDescription:
      'Asks for read-only Gmail access (gmail.readonly), a restricted Google scope: your email must be whitelisted first. Messages are read only for the searches you run.',
    permissions: [
      {
        name: 'gmail.readonly',
        grants: 'Read messages, labels and attachments; nothing is sent, changed or deleted.',
      },
    ],
    authorize: googleConsent('gmail.readonly', 'Gmail', 'then write the searches to run'),
    arrives: {
      title: 'Messages arrive as rows',
      text: 'Each search returns a row per message with its sender, subject, date and labels, and its attachments by name.',
    },
    collects: {
      title: 'Message metadata from a search',
      columns: ['From', 'Subject', 'Date', 'Labels'],
      rows: [
        ['billing@example.com', 'Your March invoice is ready', '2025-03-14', 'Inbox, Finance'],
        ['ana.ruiz@example.com', 'Re: Q2 roadmap review', '2025-03-13', 'Inbox'],
        ['noreply@example.org', 'Your data export has finished', '2025-03-12', 'Updates'],
      ],
    },
  },
  'google-analytics': {
    icon: 'google-analytics',
    badge: WHITELIST_BADGE,
    description:
      'Run Google Analytics 4 reports on a schedule and keep the results next to your API data, with read-only access to the GA4 properties you choose.',
    authDescription:
      'Asks for read-only access to your GA4 properties (analytics.readonly) to run the reports you define. Your email must be whitelisted during Google review.',
    permissions: [
      {
        name: 'analytics.readonly',
        grants: 'Read the reports and settings of your GA4 properties; nothing is changed.',
      },
    ],
    authorize: googleConsent('analytics.readonly', 'Analytics', 'then pick the GA4 properties'),
    arrives: {
      title: 'Reports arrive on a schedule',
      text: 'Each report you define runs on your schedule and adds its rows next to your API data.',
    },
    collects: {
      title: 'A GA4 report by landing page',
      columns: ['Landing page', 'Sessions', 'Engaged sessions', 'Key events'],
      rows: [
        ['/', '9,930', '6,105', '388'],
        ['/pricing', '4,812', '3,177', '212'],
        ['/blog/api-testing', '3,264', '2,018', '47'],
      ],
    },
  },
  'google-calendar': {
    icon: 'google-calendar',
    badge: WHITELIST_BADGE,
    description:
      'Read calendars and events to analyze meetings, availability and time spent, with read-only access: the connector never creates, moves or deletes an event.',
    authDescription:
      'Asks for read-only calendar access (calendar.readonly), a sensitive Google scope: your email must be whitelisted first. Events are never changed.',
    permissions: [
      {
        name: 'calendar.readonly',
        grants: 'See the events of the calendars you can read; none is created, moved or deleted.',
      },
    ],
    authorize: googleConsent('calendar.readonly', 'Calendar', 'then pick the calendars'),
    arrives: {
      title: 'Events arrive as rows',
      text: 'Each event becomes a row with its start, duration and number of attendees, ready to add up meeting time by week.',
    },
    collects: {
      title: 'Events from a calendar',
      columns: ['Event', 'Start', 'Duration', 'Attendees'],
      rows: [
        ['Sprint planning', '2025-03-17 10:00', '60 min', '8'],
        ['1:1 with Sam', '2025-03-17 14:30', '30 min', '2'],
        ['Customer demo', '2025-03-18 16:00', '45 min', '5'],
      ],
    },
  },
  'google-contacts': {
    icon: 'google',
    badge: WHITELIST_BADGE,
    description:
      'Export your Google contacts as a clean, queryable table to find duplicates or join them with CRM data, using read-only access that needs a whitelisted email.',
    authDescription:
      'Asks for read-only access to your contacts (contacts.readonly), a sensitive Google scope: your email must be whitelisted first.',
    permissions: [
      {
        name: 'contacts.readonly',
        grants: 'See your contacts and their details; none is changed.',
      },
    ],
    authorize: googleConsent('contacts.readonly', 'Contacts', 'then choose what to export'),
    arrives: {
      title: 'Contacts arrive as a table',
      text: 'A row per contact with name, email address, company and last update, ready to find duplicates or join with CRM data.',
    },
    collects: {
      title: 'Contacts as a table',
      columns: ['Name', 'Email', 'Company', 'Updated'],
      rows: [
        ['Ana Ruiz', 'ana.ruiz@example.com', 'Northwind Labs', '2025-02-27'],
        ['Sam Okafor', 'sam@example.org', 'Blue Fern Studio', '2025-03-02'],
        ['Lena Varga', 'lena.varga@example.net', 'Orchard Data', '2025-03-09'],
      ],
    },
  },
  'google-docs': {
    icon: 'google-docs',
    badge: WHITELIST_BADGE,
    description:
      'Extract text, headings and tables from Google Docs for search, summaries and embeddings, reading only the documents you open with the connector.',
    authDescription:
      'Asks for read-only access to the documents you open with the connector (documents.readonly). Your email must be whitelisted during Google review.',
    permissions: [
      {
        name: 'documents.readonly',
        grants: 'Read the documents you open with the connector; none is edited.',
      },
    ],
    authorize: googleConsent('documents.readonly', 'Docs', 'then open the documents to read'),
    arrives: {
      title: 'Text arrives in sections',
      text: 'Headings, paragraphs and tables are extracted section by section, ready for search, summaries or embeddings.',
    },
    collects: {
      title: 'Sections extracted from documents',
      columns: ['Document', 'Heading', 'Words', 'Tables'],
      rows: [
        ['Q2 product plan', 'Goals', '412', '0'],
        ['Q2 product plan', 'Milestones', '655', '1'],
        ['Onboarding guide', 'Your first week', '1,024', '2'],
      ],
    },
  },
  'google-drive': {
    icon: 'google-drive',
    badge: WHITELIST_BADGE,
    description:
      'Browse Drive folders and fetch files into notebooks, scheduled jobs and vector indexes, with read-only access: a file is fetched only when a workflow needs it.',
    authDescription:
      'Asks for read-only Drive access (drive.readonly), a restricted Google scope: your email must be whitelisted first. Files are fetched only when a workflow asks for them.',
    permissions: [
      {
        name: 'drive.readonly',
        grants: 'See and download your Drive files; none is changed or deleted.',
      },
    ],
    authorize: googleConsent('drive.readonly', 'Drive', 'then pick the folders'),
    arrives: {
      title: 'Files arrive when a workflow asks',
      text: "Folders are listed with names, types and dates; a file's contents are fetched only when a notebook or job needs them.",
    },
    collects: {
      title: 'Files in a folder',
      columns: ['Name', 'Type', 'Size', 'Modified'],
      rows: [
        ['customer-survey.csv', 'CSV', '212 KB', '2025-03-13'],
        ['Board deck Q1', 'Google Slides', 'n/a', '2025-03-10'],
        ['msa-template.pdf', 'PDF', '1.1 MB', '2025-02-28'],
      ],
    },
  },
  'google-maps-geocode': {
    icon: 'google-maps',
    badge: BILLED_BADGE,
    description:
      'Turn addresses into coordinates and coordinates back into addresses, in bulk, with the Geocoding API and a Maps Platform key restricted to it.',
    authDescription:
      'Uses your Google Maps Platform API key, restricted to the Geocoding API. Google bills each request beyond its free monthly usage to your Cloud billing account. No Google account data is accessed.',
    permissions: [],
    authorize: {
      title: 'Add your Maps Platform key',
      text: 'Create an API key in Google Cloud, restrict it to the Geocoding API and paste it in. There is no Google consent screen: no account data is read.',
    },
    arrives: {
      title: 'Coordinates arrive per address',
      text: 'Each address in your list gets a latitude, a longitude and a match type; Google bills requests beyond its free monthly usage.',
    },
    collects: {
      title: 'Addresses turned into coordinates',
      columns: ['Address', 'Latitude', 'Longitude', 'Location type'],
      rows: [
        ['350 5th Ave, New York, NY', '40.7484', '-73.9857', 'ROOFTOP'],
        ['600 Montgomery St, San Francisco, CA', '37.7952', '-122.4028', 'ROOFTOP'],
        ['Bennelong Point, Sydney NSW', '-33.8568', '151.2153', 'GEOMETRIC_CENTER'],
      ],
    },
  },
  'google-pagespeed': {
    icon: 'pagespeed',
    badge: FREE_API_BADGE,
    description:
      'Audit page speed and Core Web Vitals for the public URLs you list with the PageSpeed Insights API, and track the scores over time on a schedule.',
    authDescription:
      'Calls the public PageSpeed Insights API; an optional API key raises the quota. It only reads the public pages you list.',
    permissions: [],
    authorize: {
      title: 'List the pages to audit',
      text: 'PageSpeed Insights is a public API, so there is no account to connect; add an API key only if you need more than the default quota.',
    },
    arrives: {
      title: 'Scores arrive after each run',
      text: 'Every URL gets a performance score and its Core Web Vitals, kept run after run so you can follow the trend.',
    },
    collects: {
      title: 'Scores for public URLs',
      columns: ['URL', 'Strategy', 'Performance', 'LCP'],
      rows: [
        ['https://example.com/', 'Mobile', '92', '1.9 s'],
        ['https://example.com/pricing', 'Mobile', '78', '2.8 s'],
        ['https://example.com/blog', 'Desktop', '99', '0.8 s'],
      ],
    },
  },
  'google-search-console': {
    icon: 'search-console',
    badge: WHITELIST_BADGE,
    description:
      'Download search queries, clicks, impressions and average position for the properties you own, with read-only Search Console access.',
    authDescription:
      'Asks for read-only Search Console access (webmasters.readonly) for the properties you own. Your email must be whitelisted during Google review.',
    permissions: [
      {
        name: 'webmasters.readonly',
        grants: 'See search data for the properties you own; no setting is changed.',
      },
    ],
    authorize: googleConsent('webmasters.readonly', 'Search Console', 'then pick the properties'),
    arrives: {
      title: 'Queries arrive day by day',
      text: 'Clicks, impressions and average position per query, for every day of the range you choose.',
    },
    collects: {
      title: 'Search queries for a property',
      columns: ['Query', 'Clicks', 'Impressions', 'Position'],
      rows: [
        ['api testing tool', '318', '9,442', '6.3'],
        ['mcp server testing', '141', '2,087', '4.1'],
        ['postman alternative', '96', '12,530', '11.8'],
      ],
    },
  },
  'google-tasks': {
    icon: 'google-tasks',
    badge: WHITELIST_BADGE,
    description:
      'Read task lists, due dates and completion status from Google Tasks to report on work in progress, with read-only access to your task lists.',
    authDescription:
      'Asks for read-only access to your task lists (tasks.readonly), a sensitive Google scope: your email must be whitelisted first.',
    permissions: [
      {
        name: 'tasks.readonly',
        grants: 'See your task lists and tasks; none is changed.',
      },
    ],
    authorize: googleConsent('tasks.readonly', 'Tasks', 'then pick the task lists'),
    arrives: {
      title: 'Tasks arrive with their status',
      text: 'A row per task with its list, due date and status, ready to report on what is open and what is done.',
    },
    collects: {
      title: 'Tasks from your lists',
      columns: ['Task', 'List', 'Due', 'Status'],
      rows: [
        ['Renew the TLS certificate', 'Ops', '2025-03-20', 'Open'],
        ['Draft the Q2 newsletter', 'Marketing', '2025-03-18', 'Completed'],
        ['Review the vendor contract', 'Legal', '2025-03-25', 'Open'],
      ],
    },
  },
  openai: {
    icon: 'openai',
    badge: 'New',
    description:
      'Call OpenAI models on your API data for summaries, classification and extraction, with your own API key, so usage is billed to your OpenAI account.',
    authDescription:
      'Uses your own OpenAI API key, stored encrypted and sent only to OpenAI. Usage is billed to your OpenAI account, and you can revoke the key there at any time.',
    permissions: [],
    authorize: {
      title: 'Add your OpenAI API key',
      text: 'Paste a key from your OpenAI account; it is stored encrypted, sent only to OpenAI, and you can revoke it there at any time.',
    },
    arrives: {
      title: 'Answers arrive as new columns',
      text: "Pick a model and a prompt; each row of your results gets the model's answer and the tokens it used.",
    },
    collects: {
      title: 'Support tickets labeled by a model',
      columns: ['Ticket', 'Model', 'Label', 'Tokens'],
      rows: [
        ['Export fails after 10 MB', 'gpt-4o-mini', 'bug', '64'],
        ['Please add SSO for our team', 'gpt-4o-mini', 'feature request', '58'],
        ['Invoice shows the wrong VAT rate', 'gpt-4o-mini', 'billing', '61'],
      ],
    },
  },
  youtube: {
    icon: 'youtube',
    badge: 'Popular',
    description:
      'Fetch channel, playlist and video metadata from the YouTube Data API, and sign in with Google to add read-only access to your own channel.',
    authDescription:
      'Reads public channel, playlist and video data with the YouTube Data API; signing in with Google adds read-only access to your own channel (youtube.readonly).',
    permissions: [
      {
        name: 'youtube.readonly',
        grants: 'Only if you add your channel: see its videos and playlists; nothing is changed.',
      },
    ],
    authorize: {
      title: 'Add your channel, if you like',
      text: "Public channels, playlists and videos need nothing more. To read your own channel, allow read-only access to it (youtube.readonly) on Google's consent screen.",
    },
    arrives: {
      title: 'Video metadata arrives as rows',
      text: 'Titles, publish dates, views and durations for the channels and playlists you pick.',
    },
    collects: {
      title: 'Videos from a channel',
      columns: ['Video', 'Published', 'Views', 'Duration'],
      rows: [
        ['Testing an MCP server in five minutes', '2025-03-04', '12,408', '5:12'],
        ['OpenAPI files, explained', '2025-02-19', '8,931', '11:47'],
        ['Scheduling API calls to S3', '2025-02-05', '3,275', '7:30'],
      ],
    },
  },
  'youtube-analytics': {
    icon: 'youtube-studio',
    badge: WHITELIST_BADGE,
    description:
      'Report on views, watch time and audience for the channels you manage, with read-only YouTube Analytics access once your email is whitelisted.',
    authDescription:
      'Asks for read-only YouTube Analytics access (yt-analytics.readonly) for channels you manage. Your email must be whitelisted during Google review.',
    permissions: [
      {
        name: 'yt-analytics.readonly',
        grants: 'See the reports of the channels you manage; nothing is changed.',
      },
    ],
    authorize: googleConsent(
      'yt-analytics.readonly',
      'YouTube Analytics',
      'then pick the channels',
    ),
    arrives: {
      title: 'Reports arrive day by day',
      text: 'Views, watch time and subscribers gained per day, for every channel you manage.',
    },
    collects: {
      title: 'A channel report by day',
      columns: ['Day', 'Views', 'Watch time (hours)', 'Subscribers gained'],
      rows: [
        ['2025-03-12', '1,284', '96.4', '18'],
        ['2025-03-13', '1,417', '103.9', '22'],
        ['2025-03-14', '1,190', '88.2', '11'],
      ],
    },
  },
};

export const agents: readonly Agent[] = agentFacts.map((facts) => ({
  ...facts,
  ...copy[facts.slug],
  showWhitelistLink: true,
  whitelistRequired: copy[facts.slug].badge === WHITELIST_BADGE,
  breadcrumbs: [
    { label: 'Home', href: '/' },
    { label: 'AI Agents', href: '/ai-agents' },
    { label: facts.name, href: facts.route },
  ],
}));

/** The words before the sign-in card's whitelist link: why this agent's visitor would ask. */
export const whitelistReason = (agent: Agent): string =>
  agent.whitelistRequired
    ? `${agent.name} needs a whitelisted email before it can connect.`
    : `Optional for ${agent.name}: a whitelisted email gets you email notifications.`;

/**
 * What the sign-in island on an agent's page is given (the sign-in card's props): its heading (the
 * visitor signs in to Testbeam, never to the service), the connector it signs in for, and the
 * whitelist link with the agent's own reason.
 */
export const agentSignIn = (agent: Agent) =>
  ({
    variant: 'agent',
    target: { kind: 'agent', appConnectorKey: agent.appConnectorKey },
    heading: `Sign in to Testbeam to connect ${agent.name}`,
    showWhitelistLink: agent.showWhitelistLink,
    whitelistReason: whitelistReason(agent),
  }) as const;

export function findAgentBySlug(slug: string): Agent | undefined {
  return agents.find((agent) => agent.slug === slug);
}

/** The three steps an agent page shows: sign in to Testbeam, authorize the service, data arrives. */
export function connectSteps(agent: Agent): readonly AgentStep[] {
  const signIn: AgentStep = {
    title: 'Sign in to Testbeam',
    text: agent.whitelistRequired
      ? `Use the email address you had whitelisted, with Google or a ${OTP_LENGTH}-digit code we email you.`
      : `Continue with Google, or enter your email for a ${OTP_LENGTH}-digit code. There is no password to create.`,
  };
  return [signIn, agent.authorize, agent.arrives];
}

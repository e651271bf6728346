// The home page as data. The <h1>, title and meta description come
// from the route table like every page's; everything below the headline lives here.

import { type Product, products } from './products';

/** Icons by meaning; web/src/components/IconChip/icons.ts maps each key to a Tabler icon. */
export type CardIcon =
  | 'discovery'
  | 'collections'
  | 'auth'
  | 'autofill'
  | 'explorer'
  | 'notebook'
  | 'marketplace'
  | 'agents'
  | 'scheduler'
  | 'vector'
  | 'workflow'
  | 'saas'
  | 'developers'
  | 'product'
  | 'marketing'
  | 'analysts'
  | 'security'
  | 'teams';

export type Link = { label: string; href: string };

export type Card = {
  icon: CardIcon;
  title: string;
  text: string;
  href?: string;
  comingSoon?: boolean;
};

/** The claimed features of docs/requirements.md §1, one id each, so a test can check none is missing. */
export type FeatureId =
  | 'auto-discovery'
  | 'collections'
  | 'auth-setup'
  | 'autofill-results'
  | 'data-explorer'
  | 'ai-notebook'
  | 'marketplace'
  | 'connector-agents'
  | 'scheduler'
  | 'vector-db-llm'
  | 'agentic-workflow'
  | 'micro-saas';

export type Feature = Card & { id: FeatureId };

export type SectionCopy = { title: string; lede: string };

export const hero = {
  eyebrow: 'For REST APIs and MCP servers',
  subhead:
    'Testbeam reads an MCP server’s tools and a REST API’s OpenAPI file, fills in the parameters, signs the request and shows what came back, then lets you explore, chart and schedule it. No code, no boilerplate.',
  primaryCta: { label: 'Get Started Free', href: '/login' },
  secondaryCta: { label: 'Explore API MCP Studio', href: '/api-mcp-studio' },
  highlights: [
    'Auto-discovery from MCP servers and OpenAPI files',
    'OAuth 2.0, API key and bearer token auth',
    'Parameters filled in by AI, results in seconds',
    'SQL, Pandas and charts over every response',
    'Free to start, no credit card',
  ],
} as const;

export const sections = {
  video: {
    title: 'Four steps, sixteen seconds',
    lede: 'Sixteen seconds in API MCP Studio: discover an endpoint, let AI fill in the parameters, send it, and chart the answer in the notebook.',
  },
  tour: {
    title: 'A tour of the platform',
    lede: 'Ten screens, from the first discovered method to answers grounded in your API data.',
  },
  features: {
    title: 'From “what does this API do?” to “it works”',
    lede: 'One workspace for finding, calling, checking and reusing APIs and MCP servers.',
  },
  audiences: {
    title: 'Built for everyone who touches an API',
    lede: 'Engineers get speed, everyone else gets access: nobody waits for a script.',
  },
  products: {
    title: 'The Testbeam products',
    lede: 'Start with the studio, add the pieces your work needs.',
  },
  faq: {
    title: 'Frequently asked questions',
    lede: 'Short answers to what people ask before they sign in.',
  },
} satisfies Record<string, SectionCopy>;

export const features: readonly Feature[] = [
  {
    id: 'auto-discovery',
    icon: 'discovery',
    title: 'Auto-discovery',
    text: 'Connect an MCP server and Testbeam reads its tools; point it at an OpenAPI (Swagger) file and each operation becomes a request. No spec? Paste cURL.',
  },
  {
    id: 'collections',
    icon: 'collections',
    title: 'Collections',
    text: 'Discovered methods land in collections you can organize, version, run as a batch and share with your team.',
  },
  {
    id: 'auth-setup',
    icon: 'auth',
    title: 'Auth setup',
    text: 'OAuth 2.0, API key and bearer token, configured once per collection and applied to every request in it.',
  },
  {
    id: 'autofill-results',
    icon: 'autofill',
    title: 'Parameter autofill and instant results',
    text: 'AI drafts every parameter from the API description; send the call and read status, timing and checks at once.',
  },
  {
    id: 'data-explorer',
    icon: 'explorer',
    title: 'Data explorer',
    text: 'Responses become tables: filter, sort and group nested JSON without writing a single selector.',
  },
  {
    id: 'ai-notebook',
    icon: 'notebook',
    title: 'AI notebook',
    text: 'Query results with SQL or Pandas, or just ask in plain words, and turn the answer into a chart.',
  },
  {
    id: 'marketplace',
    icon: 'marketplace',
    title: 'Marketplace',
    text: 'Ready-made API and MCP collections and integrations for GitHub, Google, Amazon S3, OpenAI and more: pick one and its data comes in without code.',
    href: '/ai-agents',
  },
  {
    id: 'connector-agents',
    icon: 'agents',
    title: 'No-code connector AI agents',
    text: 'Agents sign in to Google, GitHub, OpenAI, Amazon and more, and download their data for you.',
  },
  {
    id: 'scheduler',
    icon: 'scheduler',
    title: 'Scheduler',
    text: 'Run API workflows on a schedule and write each result where it is read: files in object storage such as S3, the latest record in a key-value database, or a search index.',
  },
  {
    id: 'vector-db-llm',
    icon: 'vector',
    title: 'Vector DB and LLM integration',
    text: 'Embed API data into a vector database and let an LLM answer questions from it, with the sources attached.',
  },
  {
    id: 'agentic-workflow',
    icon: 'workflow',
    title: 'Agentic Workflow',
    text: 'Chain agents and API calls into workflows that decide their next step as they run.',
    comingSoon: true,
  },
  {
    id: 'micro-saas',
    icon: 'saas',
    title: 'Micro SaaS Solutions',
    text: 'A builder for specialized micro-SaaS apps on top of the APIs you already test.',
    comingSoon: true,
  },
];

export const audiences: readonly Card[] = [
  {
    icon: 'developers',
    title: 'Developers',
    text: 'Skip the boilerplate: discover an endpoint, call it with real auth and check the answer in the time it takes to open a terminal.',
  },
  {
    icon: 'product',
    title: 'Product managers',
    text: 'See what an API really returns before it reaches the roadmap, and share a notebook instead of a screenshot.',
  },
  {
    icon: 'marketing',
    title: 'Marketing managers',
    text: 'Pull campaign, analytics and search data through connector agents and schedule the reports you build every Monday.',
  },
  {
    icon: 'analysts',
    title: 'Data analysts',
    text: 'Treat any API as a table: query responses with SQL or Pandas and keep scheduled snapshots for trend analysis.',
  },
  {
    icon: 'security',
    title: 'Security engineers',
    text: 'Check how endpoints behave with each auth method, catch unexpected fields early and keep a record of every run.',
  },
  {
    icon: 'teams',
    title: 'Teams',
    text: 'Shared workspaces, role-based access and SSO, with notebooks you can share to view, edit or execute.',
  },
];

const productIcons: Record<string, CardIcon> = {
  '/api-mcp-studio': 'discovery',
  '/ai-agents': 'agents',
  '/notebook': 'notebook',
  '/scheduler': 'scheduler',
  '/vector-db-llm': 'vector',
  '/agentic-workflow': 'workflow',
  '/micro-saas': 'saas',
};

const productCard = (product: Product): Card => ({
  icon: productIcons[product.path] ?? 'collections',
  title: product.name,
  text: product.summary,
  href: product.path,
  comingSoon: product.comingSoon,
});

/** One card per product page, in the header's order. */
export const productCards: readonly Card[] = products.map(productCard);

export const closingCta = {
  title: 'Your next API test is one sign-in away',
  text: 'Sign in with a verification code or Google, add an MCP server or an OpenAPI file, and send your first request in minutes. It is free to start, with no credit card.',
  primary: { label: 'Get Started Free', href: '/login' },
  secondary: { label: 'Talk to us', href: '/contact' },
} as const;

/** The demo video, beside the notebook's in videos.ts (scripts/gen/gen-video.ts writes their files). */
export { demoVideo } from './videos';

/**
 * "How it works": four of the features above as a sequence (discover → fill and send → explore
 * → chart), each beside a crop of the real screen. `focus` is the crop's centre in percent of the
 * screen and `zoom` how far it is enlarged.
 */
export type Step = {
  feature: FeatureId;
  verb: string;
  screen: string;
  focus: { x: number; y: number; zoom: number };
};

export const steps: readonly Step[] = [
  {
    feature: 'auto-discovery',
    verb: 'Discover',
    screen: 'collections',
    focus: { x: 12, y: 30, zoom: 2.2 },
  },
  {
    feature: 'autofill-results',
    verb: 'Fill and send',
    screen: 'autofill',
    focus: { x: 60, y: 45, zoom: 1.8 },
  },
  {
    feature: 'data-explorer',
    verb: 'Explore',
    screen: 'data-explorer',
    focus: { x: 55, y: 45, zoom: 1.7 },
  },
  { feature: 'ai-notebook', verb: 'Chart', screen: 'notebook', focus: { x: 60, y: 70, zoom: 1.7 } },
];

/** The features the bento shows: every feature that is not a step, the large tile first. */
export const bentoFeatures: readonly FeatureId[] = features
  .map((feature) => feature.id)
  .filter((id) => !steps.some((step) => step.feature === id));

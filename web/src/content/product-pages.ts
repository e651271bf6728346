// The product pages as data (docs/requirements.md §2 "Product pages"). The <h1> and lede come from
// the route table; everything below them lives here. Screens and the demo video are the home
// page's, drawn once (web/src/content/screens.ts, web/public/media), plus each product's own
// screens and the notebook's video (web/src/content/videos.ts); the Micro SaaS design previews are
// drawn for these pages (web/public/images/products). Every image has a dark variant, all drawn by
// scripts/gen/gen-screens.ts; every video too, drawn by scripts/gen/gen-video.ts.

import { type FaqItem, microSaasFaq, notebookFaq, schedulerFaq, studioFaq, vectorFaq } from './faq';
import { type Slide, schedulerScreens, screenByName, screens, vectorScreens } from './screens';
import { demoVideo, notebookVideo, type Video } from './videos';
import { waitlists } from './waitlists';

export type Link = { label: string; href: string };
/** Icons by meaning; web/src/components/ValueGrid/icons.ts picks the drawing. */
export type HighlightIcon =
  | 'discover'
  | 'auth'
  | 'autofill'
  | 'checks'
  | 'ask'
  | 'code'
  | 'chart'
  | 'share'
  | 'rhythm'
  | 'storage'
  | 'workflow'
  | 'history'
  | 'index'
  | 'grounded'
  | 'fresh'
  | 'model'
  | 'goal'
  | 'decide'
  | 'approve'
  | 'audit'
  | 'describe'
  | 'tested'
  | 'infrastructure'
  | 'revenue';

/** One highlight of a product, with its own icon (no two on a page share one). */
export type Highlight = { icon: HighlightIcon; title: string; text: string };
export type Block<T> = { title: string; lede?: string; items: readonly T[] };
export type ProductMedia = { kind: 'video'; video: Video } | { kind: 'image'; image: Slide };

export type ProductPageContent = {
  path: string;
  intro: { primary: Link; secondary: Link };
  media: { title: string; lede: string; content: ProductMedia };
  highlights: Block<Highlight>;
  gallery: Block<Slide>;
  /** The screen beside the intro when the media is a video; the gallery's first otherwise. */
  heroShot?: Slide;
  faq: Block<FaqItem>;
  cta: { title: string; text: string; primary: Link; secondary?: Link };
};

export type ComingSoonContent = {
  path: string;
  /** What the product will be, in a paragraph: the page is a promise, so say what is promised. */
  description: string;
  planned: Block<Highlight>;
  /** A poster-style panel where the preview video will go; not a player. */
  preview?: { title: string; poster: string; text: string };
  gallery?: Block<Slide>;
  faq?: Block<FaqItem>;
  waitlist: { title: string; text: string; join: Link; secondary: Link };
};

const startFree: Link = { label: 'Get Started Free', href: '/login' };
const talkToUs = (subject: string): Link => ({
  label: 'Talk to us',
  href: `/contact?category=general&subject=${encodeURIComponent(subject)}`,
});

/**
 * Join the Waitlist leads to the product's waitlist page (/{product}/waitlist), which sends the
 * whitelist request with the product named (web/src/content/waitlists.ts). The second link lets
 * visitors say what they want built, pre-filled as a feature request.
 */
function waitlistPath(product: string): string {
  const found = waitlists.find((entry) => entry.name === product);
  if (!found) throw new Error(`No waitlist for ${product}`);
  return found.path;
}

const waitlist = (product: string) => ({
  join: { label: 'Join the Waitlist', href: waitlistPath(product) },
  secondary: {
    label: 'Tell us what you would build',
    href: `/contact?category=feature&subject=${encodeURIComponent(`${product} waitlist`)}`,
  },
});

export const studioPage: ProductPageContent = {
  path: '/api-mcp-studio',
  intro: { primary: startFree, secondary: { label: 'See the screens', href: '#gallery' } },
  media: {
    title: 'From endpoint to answer in one take',
    lede: 'Discovery, AI-filled parameters, a signed request and a chart, without writing a line of code.',
    content: { kind: 'video', video: demoVideo },
  },
  highlights: {
    title: 'Everything an API test needs, drafted for you',
    items: [
      {
        icon: 'discover',
        title: 'Auto-discovery',
        text: 'An MCP server’s tools/list, or a REST API’s OpenAPI (Swagger) URL or file, becomes a collection of ready requests. No spec? Paste a cURL command.',
      },
      {
        icon: 'auth',
        title: 'Auth set up once',
        text: 'OAuth 2.0, API keys and bearer tokens are configured per collection and applied to every request in it.',
      },
      {
        icon: 'autofill',
        title: 'Parameters filled in by AI',
        text: 'Suggested values come from the API description and earlier responses, each marked so you can keep or change it.',
      },
      {
        icon: 'checks',
        title: 'Instant results, real checks',
        text: 'Status, timing, the formatted body and schema checks appear together, and any response opens in the data explorer.',
      },
    ],
  },
  gallery: {
    title: 'Ten screens of API MCP Studio',
    lede: 'Select a screen to see it larger.',
    items: screens,
  },
  faq: { title: 'API MCP Studio questions', items: studioFaq },
  cta: {
    title: 'Test your first API in minutes',
    text: 'Sign in with a code sent to your email or with Google. The studio is free to start.',
    primary: startFree,
    secondary: talkToUs('API MCP Studio for my team'),
  },
};

export const notebookPage: ProductPageContent = {
  path: '/notebook',
  intro: { primary: startFree, secondary: { label: 'See the notebook', href: '#gallery' } },
  heroShot: screenByName('notebook-run-all'),
  media: {
    title: 'From a question to a chart you can share',
    lede: 'Ask in plain words, check the SQL the AI wrote, run it, then rerun the whole notebook on fresh data and invite your team.',
    content: { kind: 'video', video: notebookVideo },
  },
  highlights: {
    title: 'Analysis without the export dance',
    items: [
      {
        icon: 'ask',
        title: 'Ask in plain words',
        text: 'Type a question about a result and the notebook writes and runs the query, showing the code it used.',
      },
      {
        icon: 'code',
        title: 'SQL or Pandas',
        text: 'Prefer to write it yourself? Every API result is a table you can query with SQL or a Pandas data frame.',
      },
      {
        icon: 'chart',
        title: 'Charts that rerun',
        text: 'Bar, line, area, pie and scatter charts update whenever their cells run again against fresh data.',
      },
      {
        icon: 'share',
        title: 'Share with care',
        text: 'Give teammates view, edit or execute access, so they can read, change or rerun a notebook as you decide.',
      },
    ],
  },
  gallery: {
    title: 'Inside the AI notebook',
    lede: 'Select an image to see it larger.',
    items: ['notebook', 'notebook-ask', 'notebook-pandas', 'notebook-chart', 'notebook-share'].map(
      screenByName,
    ),
  },
  faq: { title: 'AI Notebook questions', items: notebookFaq },
  cta: {
    title: 'Turn your next response into an answer',
    text: 'The notebook comes with every Testbeam workspace, free to start.',
    primary: startFree,
  },
};

export const schedulerPage: ProductPageContent = {
  path: '/scheduler',
  intro: { primary: startFree, secondary: { label: 'See it run', href: '#gallery' } },
  media: {
    title: 'Every run on record, every result where you send it',
    lede: 'Workflows on a schedule, their run times and where each one stores its results.',
    content: { kind: 'image', image: screenByName('scheduler') },
  },
  highlights: {
    title: 'Set it once, keep the results as long as you choose',
    items: [
      {
        icon: 'rhythm',
        title: 'Any rhythm',
        text: 'Every few minutes, daily at six or a cron expression: workflows run with the same auth as your tests.',
      },
      {
        icon: 'storage',
        title: 'Storage you own',
        text: 'Each workflow can write to your own S3 bucket, key-value store or search index, and the copies stay there for as long as you keep them.',
      },
      {
        icon: 'workflow',
        title: 'Multi-step workflows',
        text: 'Chain requests and pass tokens, IDs and page cursors from one response to the next call.',
      },
      {
        icon: 'history',
        title: 'A history you can read',
        text: 'Each run records its status, duration and response, kept until you delete it or close your account, so trends and flaky endpoints stand out.',
      },
    ],
  },
  gallery: {
    title: 'Inside the scheduler',
    lede: 'Select an image to see it larger.',
    items: schedulerScreens,
  },
  faq: { title: 'Scheduler questions', items: schedulerFaq },
  cta: {
    title: 'Put your API checks on autopilot',
    text: 'Schedule the collections you already test, free to start.',
    primary: startFree,
  },
};

export const vectorPage: ProductPageContent = {
  path: '/vector-db-llm',
  intro: { primary: startFree, secondary: { label: 'See how it works', href: '#gallery' } },
  media: {
    title: 'Answers grounded in your own API data',
    lede: 'Records from your APIs become embeddings; questions come back with answers and their sources.',
    content: { kind: 'image', image: screenByName('vector-db') },
  },
  highlights: {
    title: 'Retrieval without the plumbing',
    items: [
      {
        icon: 'index',
        title: 'Index any response',
        text: 'Pick the fields to embed and the ones to keep as metadata; Testbeam handles chunking and embeddings.',
      },
      {
        icon: 'grounded',
        title: 'Grounded answers',
        text: 'The LLM answers from the records it retrieved and shows which ones it used.',
      },
      {
        icon: 'fresh',
        title: 'Always current',
        text: 'Attach the index to a scheduled workflow and new or changed records are embedded on every run.',
      },
      {
        icon: 'model',
        title: 'Your model, your key',
        text: 'Use the hosted models or bring your own OpenAI key to run under your own account and limits.',
      },
    ],
  },
  gallery: {
    title: 'From raw response to grounded answer',
    lede: 'Select an image to see it larger.',
    items: vectorScreens,
  },
  faq: { title: 'Vector DB & LLM questions', items: vectorFaq },
  cta: {
    title: 'Give your LLM something true to say',
    text: 'Index your first API in a few clicks, free to start.',
    primary: startFree,
    secondary: talkToUs('Vector DB & LLM'),
  },
};

const preview = (name: string, title: string, description: string, alt: string): Slide => ({
  src: `/images/products/${name}.svg`,
  srcDark: `/images/products/${name}-dark.svg`,
  title,
  description,
  alt,
  width: 1200,
  height: 750,
});

export const agenticWorkflowPage: ComingSoonContent = {
  path: '/agentic-workflow',
  description:
    'Agentic Workflow will let AI agents run multi-step jobs across your APIs and MCP servers: read a goal, plan the calls, check each answer and decide what to do next, with you approving the steps that matter. It builds on the collections, auth and scheduler you already use, so an agent only reaches what you have connected.',
  planned: {
    title: 'What we are building',
    items: [
      {
        icon: 'goal',
        title: 'Goals, not scripts',
        text: 'Describe the outcome; the agent plans the API and MCP calls and shows the plan before it runs.',
      },
      {
        icon: 'decide',
        title: 'Decisions along the way',
        text: 'Branch on what a response says, retry with different parameters, or stop and ask you.',
      },
      {
        icon: 'approve',
        title: 'Human approval',
        text: 'Mark steps that change data as needing a yes from you, by email or in the app.',
      },
      {
        icon: 'audit',
        title: 'A full audit trail',
        text: 'Every plan, call, response and decision is recorded and can be replayed.',
      },
    ],
  },
  waitlist: {
    title: 'Be first to try Agentic Workflow',
    text: 'Join the waitlist with your email and we will write when early access opens.',
    ...waitlist('Agentic Workflow'),
  },
};

export const microSaasPage: ComingSoonContent = {
  path: '/micro-saas',
  description:
    'Micro SaaS Solutions will turn the APIs you test into small, specialized apps you can sell: a price tracker, an SEO monitor, a client report. Describe the job, review the blueprint Testbeam drafts, and publish with hosting, sign-in and billing included.',
  planned: {
    title: 'What you will be able to do',
    items: [
      {
        icon: 'describe',
        title: 'Describe, then refine',
        text: 'Start from a template or a sentence; adjust the drafted data sources, logic and screens.',
      },
      {
        icon: 'tested',
        title: 'Built on tested APIs',
        text: 'Every step is an API call you can run and check in API MCP Studio before it goes live.',
      },
      {
        icon: 'infrastructure',
        title: 'Infrastructure included',
        text: 'Hosting, customer sign-in, subscriptions, storage and monitoring come with every app.',
      },
      {
        icon: 'revenue',
        title: 'Earn from it',
        text: 'Sell your app to your own customers and keep the majority of the revenue.',
      },
    ],
  },
  preview: {
    title: 'A first look',
    poster: 'Preview video coming soon',
    text: 'A walkthrough of building and publishing a first app will appear here once the private beta starts.',
  },
  gallery: {
    title: 'Design previews',
    lede: 'Early designs, not screenshots: the product may look different at launch.',
    items: [
      preview(
        'micro-saas-blueprint',
        'App blueprint',
        'A plain-language description turned into data sources, an AI rule, screens and a billing plan.',
        'A four-step blueprint: an orders API, a rule that flags late shipments, a customer status page and a monthly plan, above the description it was generated from.',
      ),
      preview(
        'micro-saas-templates',
        'Template gallery',
        'Start from a focused template such as a price tracker, an SEO monitor or invoice reminders.',
        'Six template cards: price tracker, SEO health monitor, lead enricher, review digest, invoice reminders and status page, each with a category tag.',
      ),
      preview(
        'micro-saas-launch',
        'Launch dashboard',
        'A published app with its customers, requests and uptime, and the infrastructure that comes with it.',
        'A live app dashboard showing 342 active customers, 18.4K requests today and 99.9% uptime, a growth chart, and a list of included services.',
      ),
    ],
  },
  faq: { title: 'Micro SaaS questions', items: microSaasFaq },
  waitlist: {
    title: 'Build the first micro-SaaS apps with us',
    text: 'Join the waitlist with your email to hear when the private beta opens.',
    ...waitlist('Micro SaaS'),
  },
};

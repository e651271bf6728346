// Screenshots of the product, drawn by scripts/gen-screens.ts into web/public/images/screens/.
// The home carousel shows all ten; product pages can pick from the same list for their galleries.

export type Slide = {
  /** Public URL of the image. */
  src: string;
  title: string;
  description: string;
  /** What the image shows, for people who cannot see it. */
  alt: string;
  width: number;
  height: number;
};

/** Every screen is drawn on the same 16:10 canvas, so a carousel never changes height. */
export const SCREEN_WIDTH = 1200;
export const SCREEN_HEIGHT = 750;

const screen = (name: string, title: string, description: string, alt: string): Slide => ({
  src: `/images/screens/${name}.svg`,
  title,
  description,
  alt,
  width: SCREEN_WIDTH,
  height: SCREEN_HEIGHT,
});

export const screens: readonly Slide[] = [
  screen(
    'collections',
    'Collections, discovered for you',
    'Point Testbeam at a REST API or an MCP server and it lists every method it finds, grouped into a collection you can run, edit and share.',
    'The API MCP Studio sidebar with three collections expanded, showing discovered GET, POST and MCP tool methods, and a banner reading 24 methods discovered.',
  ),
  screen(
    'auth-setup',
    'Auth setup in one place',
    'Choose OAuth 2.0, an API key or a bearer token once per collection; every request in it is signed the same way.',
    'The collection auth panel with OAuth 2.0 selected, showing the authorization URL, client ID, scopes and a Connected status.',
  ),
  screen(
    'autofill',
    'Parameters filled in by AI',
    'Testbeam drafts each parameter from the API description and earlier responses; accept, tweak or overwrite the suggestions.',
    'A request to list orders with a parameters table where status, limit and since were filled in by AI, each marked with a suggestion badge.',
  ),
  screen(
    'results',
    'Instant test results',
    'Send a request and see the status, timing and response body next to the checks that passed or failed.',
    'A response panel showing 200 OK in 184 milliseconds, formatted JSON, and three passing checks for status, schema and latency.',
  ),
  screen(
    'data-explorer',
    'Explore the data, not the JSON',
    'Responses become tables you can filter, sort and group, with nested fields flattened into columns.',
    'The data explorer showing an orders table with filters for status and country, sortable columns and a row count of 1,284.',
  ),
  screen(
    'notebook',
    'An AI notebook for every result',
    'Ask a question in plain words or write SQL or Pandas over your API results, then turn the answer into a chart.',
    'A notebook with a SQL cell counting orders by status and a bar chart of the result below it.',
  ),
  screen(
    'marketplace',
    'A marketplace of ready-made collections',
    'Start from curated API and MCP collections and integrations instead of an empty workspace.',
    'The marketplace grid with cards for GitHub, Google Analytics, OpenAI, CoinGecko, Amazon S3 and YouTube collections, each with an Add button.',
  ),
  screen(
    'agents',
    'No-code connector agents',
    'Connector agents sign in to the services you use and download their data on your behalf, no scripts required.',
    'A list of connector agents for Gmail, Google Drive, GitHub and CoinGecko with their sync status and the number of records downloaded.',
  ),
  screen(
    'scheduler',
    'Schedules that keep every result',
    'Run API workflows hourly, daily or on a cron expression and store each response in object storage, a key-value database or a search index.',
    'The scheduler listing three workflows with their schedules, last run status and destinations: object storage, key-value database and search index.',
  ),
  screen(
    'vector-db',
    'Vector DB and LLM, grounded in your APIs',
    'Embed API results into a vector database and ask an LLM questions that it answers from your own data, with sources.',
    'A pipeline from an API collection to embeddings and a vector index, next to a chat answer that cites two API results as sources.',
  ),
];

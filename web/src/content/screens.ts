// Screenshots of the product, drawn by scripts/gen/gen-screens.ts into web/public/images/screens/, each
// in a light and a dark variant. The home carousel shows the ten `screens`; product pages pick from
// them and from each product's own screens (`notebookScreens`, `schedulerScreens`, `vectorScreens`)
// for their galleries.

export type Slide = {
  /** Public URL of the image (light theme). */
  src: string;
  /** The same screen drawn for the dark theme. */
  srcDark: string;
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
  srcDark: `/images/screens/${name}-dark.svg`,
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
    'Connect an MCP server or load a REST API’s OpenAPI file, and every tool or operation it describes lands in a collection you can run, edit and share.',
    'The API MCP Studio sidebar with the Orders API and Docs MCP server collections expanded, showing discovered GET, POST, PATCH and MCP tool methods, a banner reading 24 methods discovered from 2 sources, and a sources table listing an OpenAPI file with 17 methods and an MCP server with 7.',
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
    'A marketplace of ready-made connectors',
    'Add GitHub, Google Analytics, OpenAI, CoinGecko, Amazon S3 or YouTube with its methods and sign-in already set up, instead of starting from an empty workspace.',
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
    'Schedules and where their results go',
    'Run API workflows hourly, daily or on a cron expression, and see at a glance which bucket, key-value store or search index each one feeds.',
    'The scheduler listing three workflows with their schedules, last run status and destinations: object storage, key-value database and search index.',
  ),
  screen(
    'vector-db',
    'Vector DB and LLM, grounded in your APIs',
    'Embed API results into a vector database and ask an LLM questions that it answers from your own data, with sources.',
    'A pipeline from an API collection to embeddings and a vector index, next to a chat answer that cites two API results as sources.',
  ),
];

/** The AI notebook's own screens, for /notebook (not in the home carousel). */
export const notebookScreens: readonly Slide[] = [
  screen(
    'notebook-ask',
    'Ask in plain words, get SQL',
    'Type a question and the notebook writes the SQL, shows how it read each phrase, and runs it against your API results.',
    'The question "Which countries had the most late shipments last month?" above the SQL the AI wrote for it, a panel explaining how late, last month and countries were read, and bars of late shipments by country, led by Germany with 48.',
  ),
  screen(
    'notebook-pandas',
    'Pandas over any API result',
    'Every API result is already a DataFrame: group, aggregate and reshape it in Python, then preview the output as a table.',
    'A Python cell that groups the list_shipments result by carrier with pandas, a DataFrame preview of shipments, average cost and late share for four carriers, and a sidebar of API results and variables.',
  ),
  screen(
    'notebook-chart',
    'Charts with every option in reach',
    'Turn a query into a bar, line, area, pie or scatter chart, pick the axes and series, and it redraws whenever the data changes.',
    'A chart cell with weekly revenue by sales channel as stacked bars for weeks 27 to 34, next to chart options: stacked bar selected, week on the X axis, sum of revenue on the Y axis and channel as the series.',
  ),
  screen(
    'notebook-share',
    'Share with view, execute or edit access',
    'Invite teammates or whole teams and decide who can read a notebook, rerun it on fresh data or change its cells.',
    'A share dialog over a notebook, inviting a teammate with execute access and listing who has access: the owner, the Growth team with execute access, one editor and one viewer, above a link setting.',
  ),
  screen(
    'notebook-run-all',
    'Rerun the whole notebook on fresh data',
    'Run all calls the API again and reruns every cell in order, from the request to the answer and the chart, on a schedule if you like.',
    'A notebook after Run all: an outline of five passing cells, an API call returning 1,284 orders, an AI answer saying daily orders rose 16% week over week, and a line chart of orders per day over the last 30 days.',
  ),
];

/** The scheduler's own screens, for /scheduler (not in the home carousel). */
export const schedulerScreens: readonly Slide[] = [
  screen(
    'scheduler-editor',
    'A schedule in plain words',
    'Pick a rhythm or write a cron expression, see it read back and the next five run times, and chain the steps each run makes.',
    'The schedule of the Daily order export workflow: cron expression 0 6 * * 1-5 in the America/New_York time zone, read as at 06:00, Monday through Friday, the next five runs from Monday, August 12, and three chained steps: a token request, every page of orders, and the shipments of each new order.',
  ),
  screen(
    'scheduler-run',
    'Every step of a run, timed',
    'Open any run to see how long each step took, how many requests it sent and the response it stored.',
    'Run 1,482 of Daily order export, succeeded in 41.8 seconds with 14 requests and 1,284 rows stored to 3 destinations, its four steps on a timeline, and the JSON of the last page of orders returned with 200 OK.',
  ),
  screen(
    'scheduler-history',
    'A run history that shows the outliers',
    'Status, duration and rows for every run, with a failed run’s error and the retry that recovered it.',
    'Run history of the Price watch workflow over 24 hours: 96 runs, 95 succeeded first time, one failed and was retried, a median of 2.4 seconds, a duration sparkline with one timeout, and a run list where the 10:30 run failed with 503 Service Unavailable and the 10:36 retry succeeded.',
  ),
  screen(
    'scheduler-destinations',
    'Results where you need them',
    'One run, three copies: gzipped JSON Lines files under an s3:// bucket path, one order:{id} key per record, and a document per order in a search index.',
    'The destinations of Daily order export: an object storage bucket path with gzipped JSON Lines files, a key-value database with the key pattern order:{id}, and a search index named orders with a field mapping from six response fields to keyword, float and date fields.',
  ),
];

/** The Vector DB & LLM's own screens, for /vector-db-llm (not in the home carousel). */
export const vectorScreens: readonly Slide[] = [
  screen(
    'vector-index',
    'An index that keeps itself current',
    'See where an index comes from, how it is chunked and embedded, and what each scheduled refresh added.',
    'The Support tickets vector index: 18,406 vectors from 6,112 tickets at 1,536 dimensions, built from GET /tickets with paragraph chunking and an OpenAI embedding model, refreshed every 2 hours by a scheduled workflow, with five recent refreshes listing new and changed tickets.',
  ),
  screen(
    'vector-fields',
    'You choose what gets embedded',
    'Mark each response field to embed, keep as metadata for filters or skip, and pick hosted models or your own OpenAI key.',
    'A field list for the Support tickets index where subject and body are embedded, status, priority, plan and created date are kept as metadata, and email and attachments are skipped, next to model settings using your own OpenAI key, shown as connected.',
  ),
  screen(
    'vector-chat',
    'Answers with numbered sources',
    'Ask about your data and the LLM answers from the records it retrieved, citing each claim to the API result it came from.',
    'A question about which customers are hit by the duplicate charge bug, answered in four lines with citations 1 to 3, listed below as a support ticket, a charges API result with status 409 and the 2.4 release.',
  ),
  screen(
    'vector-sources',
    'Every retrieved chunk, scored',
    'Check what the model read: each chunk retrieved for an answer, its similarity score and whether the answer cited it.',
    'Six chunks retrieved for one answer, ranked by similarity from 0.89 to 0.71: the top three, a ticket, a charge and a release note, are marked as cited, the other three tickets as not used.',
  ),
];

/** A drawn screen by its file name ("results", "notebook-ask"), from any of the lists above. */
export function screenByName(name: string): Slide {
  const found = [...screens, ...notebookScreens, ...schedulerScreens, ...vectorScreens].find(
    (slide) => slide.src === `/images/screens/${name}.svg`,
  );
  if (!found) throw new Error(`No screen "${name}" in web/src/content/screens.ts`);
  return found;
}

// Questions and answers, one export per page that shows a FAQ. Answers are plain text: the Faq
// component renders them inside native <details>, so they read without JavaScript.

export type FaqItem = {
  question: string;
  answer: string;
};

/** The home page's FAQ: 10 items, one open at a time (docs/requirements.md §2 and §9). */
export const homeFaq: readonly FaqItem[] = [
  {
    question: 'What is Testbeam?',
    answer:
      'Testbeam is an AI-assisted workspace for testing and using REST APIs and MCP servers without writing code. It reads the tools an MCP server lists, or the OpenAPI (Swagger) description of a REST API, fills in sensible parameters, runs the call and shows the result, then lets you explore, schedule and share what came back.',
  },
  {
    question: 'How is Testbeam different from Postman?',
    answer:
      'A classic API client waits for you to type every URL, header and body. Testbeam starts from the description the API already publishes: connect an MCP server, or point it at a REST API’s OpenAPI file or URL, and it lists the methods, drafts the parameters and builds a collection for you. Results land in a data explorer and an AI notebook instead of a scrolling response pane, and the scheduler can keep running the same calls long after you close the tab.',
  },
  {
    question: 'Do I need to write code?',
    answer:
      'No. Discovery, parameter autofill, auth setup, the connector agents and the scheduler are all point-and-click. If you like code, the AI notebook speaks SQL and Pandas, and you can always edit a request by hand.',
  },
  {
    question: 'Which authentication methods are supported?',
    answer:
      'OAuth 2.0, API keys (in a header or the query string) and bearer tokens. Set them up once per collection and every request in it is signed the same way, so you test the endpoint rather than your copy-and-paste.',
  },
  {
    question: 'What is MCP, and why test it?',
    answer:
      'The Model Context Protocol is how AI assistants call tools and read data. An MCP server is an API your AI depends on, so it deserves the same checks as any other endpoint: Testbeam lists its tools and resources, calls them with generated arguments and shows exactly what your assistant would get back.',
  },
  {
    question: 'Can my whole team use one workspace?',
    answer:
      'Yes. Team workspaces hold shared collections, environments and notebooks. Role-based access control decides who can change what, and single sign-on (SSO) lets your identity provider manage who gets in.',
  },
  {
    question: 'How do I share a notebook?',
    answer:
      'Share it with a person or the whole workspace and pick a level: view to read the results and charts, edit to change cells, or execute to rerun the notebook against live APIs without being able to change it.',
  },
  {
    question: 'Where do scheduled results go?',
    answer:
      'Wherever you point each workflow, in accounts you own: an Amazon S3 bucket for the raw files, a key-value database for the latest record per ID, or a search index your team can filter. Copies there stay as long as you keep them, and the run history in Testbeam stays until you delete it or close your account.',
  },
  {
    question: 'What does Testbeam cost?',
    answer:
      'Nothing to start: the free plan is 0 USD and asks for no credit card. Sign in with a verification code or Google and begin testing straight away; any usage limits are shown in the product. Some connector agents that need extra Google review ask you to request email whitelisting first.',
  },
  {
    question: 'What is coming next?',
    answer:
      'Agentic Workflow, which chains agents and API calls into flows that make decisions as they run, and Micro SaaS Solutions, a builder for small specialized apps on top of the APIs you already test. Both are marked Coming Soon and have their own pages where you can join the waitlist.',
  },
];

/** The API MCP Studio page's FAQ: 6 questions (docs/requirements.md §2 and §9). */
export const studioFaq: readonly FaqItem[] = [
  {
    question: 'What can API MCP Studio discover?',
    answer:
      'For an MCP server, give it the server’s address: the studio calls tools/list, resources/list and prompts/list and files every tool, resource and prompt into a new collection. For a REST API, point it at the OpenAPI (Swagger) description, as a URL or a file, and each operation becomes a request with its parameters. If the API publishes no description, paste a cURL command or add the request by hand.',
  },
  {
    question: 'How does the AI fill in parameters?',
    answer:
      'It reads the API description, parameter names and types, and the responses you have already received, then drafts values for each field. Every suggested value is marked as a suggestion, so you can keep it, edit it or clear it before the request is sent.',
  },
  {
    question: 'How do collections and authentication work together?',
    answer:
      'A collection groups the requests for one API or MCP server along with its environments and credentials. You set up OAuth 2.0, an API key or a bearer token once on the collection, and every request inside it is signed the same way.',
  },
  {
    question: 'What do I see after a request runs?',
    answer:
      'The status code, response time, formatted body and the result of schema checks appear side by side. Any response can be opened in the data explorer to filter, sort and inspect nested fields as a table, or sent to the AI notebook for deeper analysis.',
  },
  {
    question: 'Can I share collections with my team?',
    answer:
      'Yes. Team workspaces hold shared collections and environments, so everyone tests against the same requests and credentials instead of passing exported files around. When someone improves a request, the whole team gets the change.',
  },
  {
    question: 'Does the studio support SSO and role-based access control?',
    answer:
      'Yes. Single sign-on (SSO) lets your identity provider decide who can get into the workspace. Role-based access control then sets what each person can do, for example who may edit a collection or its credentials and who may only run requests.',
  },
];

/** The AI Notebook page's FAQ (docs/requirements.md §1 and §2). */
export const notebookFaq: readonly FaqItem[] = [
  {
    question: 'What does the AI Notebook do?',
    answer:
      'It turns API and MCP results into tables you can question. Ask something in plain words, such as which customers placed the most orders last week, and the notebook writes the query, runs it against the result and shows both the answer and the code it used.',
  },
  {
    question: 'Do I need to know SQL or Pandas?',
    answer:
      'No. Plain-language questions are enough to get started. If you do know SQL or Pandas, every cell shows its code and you can edit it or write your own from scratch.',
  },
  {
    question: 'What kinds of charts can I make?',
    answer:
      'Bar, line, area, pie and scatter charts, built from any table in the notebook. Charts are tied to the cells that produce their data, so when a cell runs again against a fresh API response, the chart updates with it.',
  },
  {
    question: 'Who can see or change my notebooks?',
    answer:
      'Only the people you share them with. For each person or for the whole workspace you choose view, edit or execute: view lets them read the results and charts, edit lets them change cells, and execute lets them rerun the notebook against live APIs without changing it.',
  },
];

/** The Scheduler page's FAQ (docs/requirements.md §1 and §2). */
export const schedulerFaq: readonly FaqItem[] = [
  {
    question: 'What can I schedule?',
    answer:
      'Any API or MCP request from a collection, or a multi-step workflow that passes tokens, IDs and page cursors from one call to the next. Run it every few minutes, once a day or on a cron expression, using the same auth you set up for testing.',
  },
  {
    question: 'What happens when a scheduled call fails?',
    answer:
      'You choose how many times a failed call is retried and how long to wait between attempts. Every attempt is kept in the run history with its status, duration and response, so a briefly flaky endpoint is easy to tell apart from a real outage.',
  },
  {
    question: 'Where are the results stored?',
    answer:
      'Each workflow picks its own destinations. Raw responses can go to an S3 bucket as gzipped JSON Lines files for history and replay; the latest state can be upserted into a key-value database under a key such as order:{id}; records people search can go to a search index with typed fields. The run history stays in Testbeam too, so you can open any result in the data explorer, analyze it in the AI notebook or index it for an LLM.',
  },
  {
    question: 'Can I be alerted when a response changes?',
    answer:
      'Yes. A schedule can check each run against what you expect, such as the status code, response time or the shape of the body, and raise an alert when the result drifts. That way a renamed field or a slower endpoint is caught before it breaks something downstream.',
  },
];

/** The Vector DB & LLM page's FAQ (docs/requirements.md §1 and §2). */
export const vectorFaq: readonly FaqItem[] = [
  {
    question: 'What does Vector DB & LLM do?',
    answer:
      'It stores records from your API results as embeddings in a vector database, then lets you ask questions about them in plain language. The LLM answers from the records it retrieved and shows which ones it used, so you can check the source.',
  },
  {
    question: 'How do API results get into the vector database?',
    answer:
      'Pick a response or a scheduled workflow, choose the fields to embed and the fields to keep as metadata, and Testbeam handles chunking and embedding. If the index is attached to a schedule, new and changed records are embedded on every run.',
  },
  {
    question: 'Can the LLM still get things wrong?',
    answer:
      'Yes. Retrieval keeps answers close to your own data, but a language model can still misread or overstate what a record says. That is why each answer lists the records it drew on, and anything important is worth checking against them.',
  },
  {
    question: 'Which data leaves my account?',
    answer:
      'To build embeddings and answer questions, the fields you chose to embed, your question and the retrieved records are sent to the model provider. If you bring your own OpenAI key, those requests run under your own OpenAI account and its terms. Leave secrets and personal data you are not allowed to share out of the embedded fields.',
  },
];

/** The Micro SaaS page's FAQ: 6 items, one open at a time (docs/requirements.md §2 and §9). */
export const microSaasFaq: readonly FaqItem[] = [
  {
    question: 'What is Micro SaaS Solutions?',
    answer:
      'Micro SaaS Solutions is a builder, coming soon, for small and specialized software-as-a-service apps. It will let you turn the APIs you already test in Testbeam into an app that does one job well and that you can sell to your own customers.',
  },
  {
    question: 'What kinds of apps can I build?',
    answer:
      'Focused tools for a clear audience: a competitor price tracker, an SEO health monitor, a weekly client report, a lead enricher, a review digest or invoice reminders. If the job can be done by calling APIs, applying some logic and showing the result, it is a good fit.',
  },
  {
    question: 'How does the development process work?',
    answer:
      'Describe the app in a sentence or start from a template, and Testbeam drafts a blueprint with data sources, logic, screens and a billing plan. You refine each part, test every API step in API MCP Studio, then preview the app and publish it when you are happy.',
  },
  {
    question: 'What infrastructure is included?',
    answer:
      'Hosting, customer sign-in, subscriptions and billing, storage and monitoring come with every app. You do not need to set up servers, a payment provider or an uptime checker before your first customer arrives.',
  },
  {
    question: 'How does pricing work?',
    answer:
      'Micro SaaS Solutions is planned around a revenue share rather than a fee to host each app. Your customers pay for your app, you keep the majority of that revenue, and the Testbeam share covers the hosting, billing and infrastructure behind it. The exact terms will be set out before the private beta opens.',
  },
  {
    question: 'When will it be available?',
    answer:
      'Micro SaaS Solutions is in the design phase. Development is planned for Q2 2024, a private beta for late 2024, and the full launch is targeted for Q1 2025. Join the waitlist to hear as soon as beta places open.',
  },
];

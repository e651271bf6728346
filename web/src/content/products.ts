// The seven product pages, in the order of the header's Products menu
// (docs/decisions/0003-header.md).

export type Product = {
  path: string;
  name: string;
  /** One line for menus and footers. */
  summary: string;
  comingSoon: boolean;
};

export const products: readonly Product[] = [
  {
    path: '/api-mcp-studio',
    name: 'API MCP Studio',
    summary: 'Discover, call and test REST and MCP endpoints with AI help.',
    comingSoon: false,
  },
  {
    path: '/ai-agents',
    name: 'AI Agents',
    summary: 'No-code connectors that pull data from the services you use.',
    comingSoon: false,
  },
  {
    path: '/notebook',
    name: 'AI Notebook',
    summary: 'Query API results with SQL or Pandas and chart them.',
    comingSoon: false,
  },
  {
    path: '/scheduler',
    name: 'Scheduler',
    summary: 'Run API workflows on a schedule and send results where you choose.',
    comingSoon: false,
  },
  {
    path: '/vector-db-llm',
    name: 'Vector DB & LLM',
    summary: 'Embed API data into a vector index and ground your LLM on it.',
    comingSoon: false,
  },
  {
    path: '/agentic-workflow',
    name: 'Agentic Workflow',
    summary: 'Chain agents and API calls into workflows that decide as they run.',
    comingSoon: true,
  },
  {
    path: '/micro-saas',
    name: 'Micro SaaS',
    summary: 'Build and ship specialized micro-SaaS apps on top of your APIs.',
    comingSoon: true,
  },
];

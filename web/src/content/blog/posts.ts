// The nine blog posts' identities, in DECISIONS.md order (the first is featured). The blog issue
// moves the posts to Markdown with front matter and real bodies; the route table reads slugs and
// titles from here until then.

export type PostSummary = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
};

export const posts: readonly PostSummary[] = [
  {
    id: 1,
    slug: 'api-testing-mcp-automation',
    title: 'API testing meets MCP: automating checks for tools that AI agents call',
    excerpt:
      'How to test Model Context Protocol servers with the same rigour as REST APIs, and automate it.',
  },
  {
    id: 2,
    slug: 'building-scalable-ai-microservices',
    title: 'Building scalable AI microservices',
    excerpt:
      'Patterns for splitting model inference, retrieval and orchestration into services that scale on their own.',
  },
  {
    id: 3,
    slug: 'ai-vector-databases-better-llm-performance',
    title: 'Vector databases and better LLM answers',
    excerpt: 'Why retrieval quality decides answer quality, and how to measure and improve it.',
  },
  {
    id: 4,
    slug: 'ai-automating-workflows-intelligent-scheduling',
    title: 'Automating API workflows with intelligent scheduling',
    excerpt:
      'From cron lines to scheduled workflows that retry, store results and alert you when data drifts.',
  },
  {
    id: 5,
    slug: 'mcp-studio-revolutionizing-api-management',
    title: 'How API MCP Studio changes day-to-day API work',
    excerpt:
      'Discovery, collections, auth and results in one place, with AI filling in the tedious parts.',
  },
  {
    id: 6,
    slug: 'mcp-toolset-overview-api-vs-mcp-comparison',
    title: 'The MCP toolset: how MCP compares with a plain REST API',
    excerpt: 'Tools, resources and prompts explained next to endpoints, parameters and responses.',
  },
  {
    id: 7,
    slug: 'vs-postman-better-choice-comparison',
    title: 'Testbeam vs Postman: which fits your team?',
    excerpt:
      'A fair comparison of features, workflow and pricing for teams testing REST and MCP endpoints.',
  },
  {
    id: 8,
    slug: 'vs-postman-vs-insomnia-difference-comparison',
    title: 'Testbeam, Postman and Insomnia compared',
    excerpt: 'Three API clients side by side: what each does best and where each falls short.',
  },
  {
    id: 9,
    slug: 'intellisense-ai-driven-testing-vs-postman',
    title: 'AI-driven test generation compared with Postman scripts',
    excerpt:
      'What changes when an assistant proposes parameters and assertions instead of you writing them.',
  },
];

export function findPostBySlug(slug: string): PostSummary | undefined {
  return posts.find((post) => post.slug === slug);
}

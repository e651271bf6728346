import { describe, expect, it } from 'vitest';
import { audiences, closingCta, features, hero, productCards } from './home';
import { products } from './products';

// docs/requirements.md §1, spelled out here on purpose: the data must match the spec, not itself.
// Each claimed feature must be present with the words that name it.
const claimedFeatures = [
  ['auto-discovery', [/discover/i, /API/, /MCP/]],
  ['collections', [/collections/i]],
  ['auth-setup', [/OAuth 2\.0/, /API key/, /bearer token/]],
  ['autofill-results', [/autofill/i, /results/i]],
  ['data-explorer', [/data explorer/i]],
  ['ai-notebook', [/notebook/i, /SQL/, /Pandas/, /chart/]],
  ['marketplace', [/marketplace/i, /API and MCP collections and integrations/]],
  ['connector-agents', [/no-code/i, /agents/i, /download/]],
  ['scheduler', [/schedule/i, /object storage/, /key-value database/, /search index/]],
  ['vector-db-llm', [/vector d(b|atabase)/i, /LLM/]],
  ['agentic-workflow', [/Agentic Workflow/]],
  ['micro-saas', [/Micro SaaS/, /micro-SaaS apps/]],
] as const;

const comingSoon = ['agentic-workflow', 'micro-saas'];

describe('home content', () => {
  it('lists every claimed feature of docs/requirements.md §1 once', () => {
    expect(features.map((feature) => feature.id)).toEqual(claimedFeatures.map(([id]) => id));
    for (const [id, words] of claimedFeatures) {
      const feature = features.find((candidate) => candidate.id === id);
      const copy = `${feature?.title} ${feature?.text}`;
      for (const word of words) expect(copy, id).toMatch(word);
    }
  });

  it('gives Marketplace one meaning: the card leads where the header does (/ai-agents)', () => {
    const marketplace = features.find((feature) => feature.id === 'marketplace');
    expect(marketplace?.href).toBe('/ai-agents');
  });

  it('states one price story: free to start, no credit card, never a bare "0 USD"', () => {
    const copy = JSON.stringify({ hero, closingCta });
    expect(copy).toMatch(/free to start/i);
    expect(copy).toMatch(/no credit card/);
    expect(copy).not.toMatch(/0 USD/);
  });

  it('marks exactly Agentic Workflow and Micro SaaS Solutions as Coming Soon', () => {
    expect(features.filter((f) => f.comingSoon).map((f) => f.id)).toEqual(comingSoon);
  });

  it('has a card for each of the 6 audiences', () => {
    expect(audiences.map((card) => card.title)).toEqual([
      'Developers',
      'Product managers',
      'Marketing managers',
      'Data analysts',
      'Security engineers',
      'Teams',
    ]);
  });

  it('has 7 product cards linking to the product pages, Coming Soon as products.ts says', () => {
    expect(productCards).toHaveLength(7);
    expect(productCards.map((card) => [card.title, card.href, card.comingSoon])).toEqual(
      products.map((product) => [product.name, product.path, product.comingSoon]),
    );
  });

  it('sends both calls to action where docs/requirements.md says', () => {
    expect(hero.primaryCta).toEqual({ label: 'Get Started Free', href: '/login' });
    expect(hero.secondaryCta.href).toBe('/api-mcp-studio');
    expect(closingCta.primary.href).toBe('/login');
  });

  it('is original copy, never placeholder text', () => {
    const copy = JSON.stringify({ hero, features, audiences, productCards, closingCta });
    expect(copy).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  });
});

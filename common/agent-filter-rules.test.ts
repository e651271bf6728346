import { describe, expect, it } from 'vitest';
import { agentCategories, agentFacts } from './agents';
import { categoryCounts, resolveCategory } from './agent-filter-rules';

describe('category counts', () => {
  it('counts All and every category of the catalogue: All 18, Google 12', () => {
    expect(categoryCounts(agentCategories, agentFacts)).toEqual([
      { category: 'All', count: 18 },
      { category: 'Amazon', count: 2 },
      { category: 'AI', count: 2 },
      { category: 'Crypto', count: 1 },
      { category: 'Microsoft', count: 1 },
      { category: 'Google', count: 12 },
    ]);
  });

  it('keeps a category with no items, at 0', () => {
    expect(categoryCounts(['Amazon', 'Crypto'], [{ category: 'Amazon' }])).toEqual([
      { category: 'All', count: 1 },
      { category: 'Amazon', count: 1 },
      { category: 'Crypto', count: 0 },
    ]);
  });
});

describe('resolving ?category=', () => {
  const known = ['All', 'Amazon', 'Google'];
  it.each([
    [null, { category: 'All', unknown: null }],
    ['', { category: 'All', unknown: null }],
    ['Google', { category: 'Google', unknown: null }],
    [' google ', { category: 'Google', unknown: null }],
    ['All', { category: 'All', unknown: null }],
    ['Nope', { category: 'All', unknown: 'Nope' }],
  ])('%j → %j', (requested, choice) => {
    expect(resolveCategory(requested, known)).toEqual(choice);
  });
});

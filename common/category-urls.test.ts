import { describe, expect, it } from 'vitest';
import { agentCategories } from './agents';
import {
  categoryPageFor,
  categoryPagePath,
  categoryPages,
  choiceOfCategoryPage,
  UNKNOWN_CATEGORY_PLACEHOLDER,
} from './category-urls';

describe('the marketplace category pages', () => {
  it('are one per category plus the unknown-category page, each at its own path', () => {
    const paths = categoryPages().map((page) => page.path);
    expect(paths).toEqual([
      '/ai-agents/category/amazon',
      '/ai-agents/category/ai',
      '/ai-agents/category/crypto',
      '/ai-agents/category/microsoft',
      '/ai-agents/category/google',
      '/ai-agents/category/_unknown',
    ]);
    expect(new Set(paths).size).toBe(agentCategories.length + 1);
    expect(categoryPagePath('Dev Tools')).toBe('/ai-agents/category/dev-tools');
  });

  it('map back to the filter state they show', () => {
    expect(choiceOfCategoryPage('/ai-agents/category/google')).toEqual({
      category: 'Google',
      unknown: null,
    });
    expect(choiceOfCategoryPage('/ai-agents/category/google/')).toEqual({
      category: 'Google',
      unknown: null,
    });
    expect(choiceOfCategoryPage('/ai-agents/category/_unknown')).toEqual({
      category: 'All',
      unknown: UNKNOWN_CATEGORY_PLACEHOLDER,
    });
    expect(choiceOfCategoryPage('/ai-agents')).toBeNull();
    expect(choiceOfCategoryPage('/ai-agents/category/nope')).toBeNull();
  });

  it('answer ?category= as the browser filter reads it', () => {
    expect(categoryPageFor('google')).toEqual({
      path: '/ai-agents/category/google',
      unknown: null,
    });
    expect(categoryPageFor(' AI ')).toEqual({ path: '/ai-agents/category/ai', unknown: null });
    expect(categoryPageFor('../x')).toEqual({
      path: '/ai-agents/category/_unknown',
      unknown: '../x',
    });
    for (const plain of [null, '', 'all', 'All']) expect(categoryPageFor(plain)).toBeNull();
  });
});

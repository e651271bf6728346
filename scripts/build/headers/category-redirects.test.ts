import { describe, expect, it } from 'vitest';
import { agentCategories } from '#common/agents';
import { categoryPageFor } from '#common/category-urls';
import { renderApiProxyRedirect, renderCategoryRedirects } from './category-redirects';

describe('_redirects for the marketplace categories', () => {
  const rules = renderCategoryRedirects()
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(' '));

  it('rewrites each category, as the chips spell it and in lowercase, to its page (forced 200)', () => {
    expect(rules).toContainEqual([
      '/ai-agents',
      'category=Google',
      '/ai-agents/category/google/index.html',
      '200!',
    ]);
    expect(rules).toContainEqual([
      '/ai-agents',
      'category=google',
      '/ai-agents/category/google/index.html',
      '200!',
    ]);
    // "AI" and "ai"; a category whose name is lowercase already would get one rule.
    expect(rules).toHaveLength(agentCategories.length * 2);
  });

  it('sends each spelling where the mock server does, and never to the unknown-category page', () => {
    for (const [, query = '', target = ''] of rules) {
      const asked = new URLSearchParams(query).get('category');
      expect(target).toBe(`${categoryPageFor(asked)?.path}/index.html`);
      expect(target).not.toContain('_unknown');
    }
  });
});

describe('_redirects for the API', () => {
  it('forwards /api/* to API_ORIGIN as a proxy (200) when it is set', () => {
    expect(renderApiProxyRedirect('https://api.example.com/')).toContain(
      '\n/api/* https://api.example.com/api/:splat 200\n',
    );
  });

  it('adds nothing without it', () => {
    expect(renderApiProxyRedirect(null)).toBe('');
  });
});

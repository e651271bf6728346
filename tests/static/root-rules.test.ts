// The built site applies its stylesheet after the first paint, and a rule whose subject is `:root`
// alone made Chromium restyle the whole page then: the build names <html> in every such rule, in
// the stylesheet and in each page's theme block (scripts/build/critical-css.ts, rootRulesNamedHtml;
// docs/decisions/0076-root-rules-named-html.md). This holds the build to it.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { hasRulesWithNamelessSubjects } from '../../scripts/build/critical-css';
import { clientDir } from '../../scripts/tooling/paths';

/** The selectors of `css` whose subject is `:root` alone (no combinator after it). */
function rootOnly(css: string): string[] {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors) {
      if (/^:root(?![\w-])[^\s>+~]*$/.test(selector.trim())) found.push(selector);
    }
  });
  return found;
}

/** The site's one stylesheet, as built. */
function siteStylesheet(): string {
  const dir = join(clientDir, 'assets', 'static');
  const sheets = readdirSync(dir).filter((name) => /^style\.[\w-]+\.css$/.test(name));
  expect(sheets).toHaveLength(1);
  return readFileSync(join(dir, sheets[0] ?? ''), 'utf8');
}

// A :has() rule whose subject names nothing made every focus change restyle the whole page
// (docs/decisions/0078-has-rules-name-their-subject.md); the build refuses one, and this holds
// the built sheet to it.
it("the built stylesheet's :has() rules name their subject", () => {
  const css = siteStylesheet();
  expect(css).toContain(':has(');
  expect(hasRulesWithNamelessSubjects(css)).toEqual([]);
});

describe('the built CSS names <html> in its rules for <html>', () => {
  it('in the site stylesheet', () => {
    const css = siteStylesheet();
    expect(css).toContain('html:root');
    expect(rootOnly(css)).toEqual([]);
  });

  it("in every page's inlined rules and theme block", () => {
    const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.html'),
    );
    expect(pages.length).toBeGreaterThan(50);
    const offending = pages.filter((name) => {
      const html = readFileSync(join(clientDir, name), 'utf8');
      const styles = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1] ?? '');
      return styles.some((css) => rootOnly(css).length > 0);
    });
    expect(offending).toEqual([]);
  });
});

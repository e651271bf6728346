import { describe, expect, it } from 'vitest';
import { pageRules, pageWords, requiredClasses, withoutStyleBlocks, withPageCss } from './page-css';

describe('requiredClasses', () => {
  it('requires the classes of every compound, in :is(), :where() and :has() of one argument', () => {
    expect(requiredClasses('.a > .b:hover::after')).toEqual(['a', 'b']);
    expect(requiredClasses(':where(.a) .b:has(.c)')).toEqual(['a', 'b', 'c']);
  });

  it('does not require the classes of :not() or of a list of alternatives', () => {
    expect(requiredClasses('.a:not(.b)')).toEqual(['a']);
    expect(requiredClasses(':is(.a, .b) .c')).toEqual(['c']);
    expect(requiredClasses('.a:where(:not(.b)) .c')).toEqual(['a', 'c']);
  });

  it('skips attribute values, strings and escapes', () => {
    expect(requiredClasses('a[href$=".pdf"] .x')).toEqual(['x']);
    expect(requiredClasses('[data-a=".b"]')).toEqual([]);
    expect(requiredClasses('.a\\.b')).toEqual(['a']);
  });
});

describe('pageRules', () => {
  const words = pageWords(['<p class="lede">', 'const c={root:"_card_x1"};']);

  it("keeps the rules whose classes the page's markup or scripts name, in order", () => {
    expect(pageRules('.lede{a:1}.drawer{b:2}._card_x1 p{c:3}p{d:4}', words)).toBe(
      '.lede{a:1}._card_x1 p{c:3}p{d:4}',
    );
  });

  it('cuts selector lists, empties @media and keeps only the keyframes a kept rule names', () => {
    const css =
      '.drawer,.lede{a:1}@media (min-width:1px){.drawer{b:2}}' +
      '@keyframes spin{to{c:3}}@keyframes fade{to{c:4}}.lede{animation:spin 1s}.drawer{animation:fade 1s}';
    expect(pageRules(css, words)).toBe(
      '.lede{a:1}@keyframes spin{to{c:3}}.lede{animation:spin 1s}',
    );
  });

  it('keeps @font-face', () => {
    expect(pageRules('@font-face{font-family:X}', words)).toBe('@font-face{font-family:X}');
  });
});

describe('withPageCss', () => {
  const page =
    '<html><head><link rel="stylesheet" href="/assets/site.css">' +
    '<style data-mantine-styles>:root{--mantine-a:1px;--mantine-b:2px;--mantine-c:3px}' +
    '@media (min-width:1px){.mantine-hidden-from-md{display:none}}</style>' +
    '</head><body><p class="lede" style="width:var(--mantine-c)">Hi</p></body></html>';
  const css =
    ':root{--x:red;--y:blue;--z:var(--mantine-a)}.lede{color:var(--x);margin:var(--z)}.toast{color:var(--w)}';

  it("points the link at the page's sheet and cuts the theme block to what is read", () => {
    const { html, sheet } = withPageCss(page, css, [], () => '/assets/page.1.css');
    expect(sheet).toBe(':root{--x:red;--z:var(--mantine-a)}.lede{color:var(--x);margin:var(--z)}');
    expect(html).toContain('<link rel="stylesheet" href="/assets/page.1.css">');
    expect(html).toContain(
      '<style data-mantine-styles>:root{--mantine-a:1px;--mantine-c:3px}</style>',
    );
  });

  it("keeps what a script's class map and property names need", () => {
    const script = 'const m={toast:"toast"};el.style.getPropertyValue("--y");';
    const { sheet } = withPageCss(page, `${css}:root{--w:green}`, [script], () => '/p.css');
    expect(sheet).toContain('--y:blue');
    expect(sheet).toContain('.toast{color:var(--w)}');
    expect(sheet).toContain(':root{--w:green}');
  });

  it('does not count the words of the theme block itself', () => {
    const { html } = withPageCss(page, css, [], () => '/p.css');
    expect(html).not.toContain('mantine-hidden-from-md');
    expect(withoutStyleBlocks(page)).not.toContain('mantine-hidden');
  });
});

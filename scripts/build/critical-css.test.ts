// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  criticalRules,
  deferRest,
  fontFaceRules,
  LOADER_SCRIPT,
  pruneCustomProperties,
} from './critical-css';

// A built page as vike and the boot-preload step leave it.
const page =
  '<!DOCTYPE html><html lang="en"><head>' +
  '<link rel="stylesheet" type="text/css" href="/assets/static/style.X.css">' +
  '<meta charset="UTF-8" />' +
  '<link rel="preload" href="/assets/static/inter.Y.woff2" as="font" type="font/woff2" crossorigin>' +
  '<style data-mantine-styles="true">:root{--mantine-x:var(--tb-theme)}</style>' +
  '<script src="/assets/entries/boot.js" type="module" async></script>' +
  '<link rel="modulepreload" href="/assets/chunks/a.js"><link rel="modulepreload" href="/assets/chunks/b.js">' +
  '</head><body class="b"><p class="a">Hi</p></body></html>';

const faces = '@font-face{font-family:Inter Fallback;src:local(Arial)}';

const critical = '.a{color:var(--tb-ink)}:root{--tb-ink:#111;--tb-unused:#222;--tb-theme:1}';

describe('criticalRules', () => {
  const page =
    '<html lang="en"><head></head><body><header class="h"><a class="link">Home</a></header>' +
    '<main><p class="lede">Hi <code>x</code></p><ul class="list"><li>1</li></ul></main></body></html>';
  const keep = (css: string) => criticalRules(css, page);

  it("keeps the rules the page's elements use, in order, and drops the others", () => {
    expect(keep('.h{a:1}.drawer{b:2}.lede{c:3}')).toBe('.h{a:1}.lede{c:3}');
  });

  it('cuts a selector list to the selectors that match', () => {
    expect(keep('.drawer,.h .link,.toast{a:1}')).toBe('.h .link{a:1}');
  });

  it('keeps the rules of both colour schemes, keyed on <html> or through :where()', () => {
    const css =
      ':root[data-mantine-color-scheme=light]{--x:1}:root[data-mantine-color-scheme=dark]{--x:2}' +
      ':where([data-mantine-color-scheme=dark]) .lede :where(code){a:1}' +
      ':where([data-mantine-color-scheme=dark]) .drawer{b:2}';
    expect(keep(css)).toBe(
      ':root[data-mantine-color-scheme=light]{--x:1}:root[data-mantine-color-scheme=dark]{--x:2}' +
        ':where([data-mantine-color-scheme=dark]) .lede :where(code){a:1}',
    );
  });

  it('matches a state or a pseudo-element on the element it belongs to', () => {
    expect(
      keep('.link:hover{a:1}.lede::after{b:2}.drawer:focus-visible{c:3}.list>li:not(:hover){d:4}'),
    ).toBe('.link:hover{a:1}.lede::after{b:2}.list>li:not(:hover){d:4}');
  });

  it('matches structural pseudo-classes as they are, <html> included', () => {
    expect(keep(':root:not([data-x]){a:1}li:first-child{b:2}li:nth-child(2){c:3}')).toBe(
      ':root:not([data-x]){a:1}li:first-child{b:2}',
    );
  });

  it('keeps what it cannot evaluate rather than lose it', () => {
    expect(keep(':host{a:1}')).toBe(':host{a:1}');
  });

  it('keeps @media around what it still holds, keyframes a kept rule names, no @font-face', () => {
    const css =
      '@font-face{font-family:X}@media (width>=48em){.h{a:1}.drawer{b:2}}@media print{.drawer{c:3}}' +
      '.lede{animation:spin 1s}@keyframes spin{to{rotate:1turn}}@keyframes gone{to{opacity:0}}';
    expect(keep(css)).toBe(
      '@media (width>=48em){.h{a:1}}.lede{animation:spin 1s}@keyframes spin{to{rotate:1turn}}',
    );
  });
});

describe('deferRest', () => {
  const { html, deferred } = deferRest(page, critical, faces);

  it('reads what the loader must fetch from the tags it removes', () => {
    expect(deferred).toEqual({
      stylesheet: '/assets/static/style.X.css',
      entry: '/assets/entries/boot.js',
      modulePreloads: ['/assets/chunks/a.js', '/assets/chunks/b.js'],
      styleAtOnce: false,
    });
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<script src=');
  });

  it("keeps the font's preload in the head, so the first page is drawn in Inter (issue 37)", () => {
    expect(html).toContain(
      '<head><meta charset="UTF-8" />' +
        '<link rel="preload" href="/assets/static/inter.Y.woff2" as="font" type="font/woff2" crossorigin>' +
        '<style id="critical-css">',
    );
    expect(html.match(/as="font"/g)).toHaveLength(1);
  });

  it('puts the critical rules where the link was, with the link in <noscript> after them', () => {
    expect(html).toContain(
      '<style id="critical-css">' +
        `${faces}.a{color:var(--tb-ink)}:root{--tb-ink:#111;--tb-theme:1}</style>` +
        '<noscript><link rel="stylesheet" href="/assets/static/style.X.css"></noscript>' +
        '<style data-mantine-styles="true">',
    );
  });

  it('leaves the body as it was', () => {
    expect(html).toContain('<body class="b"><p class="a">Hi</p></body>');
  });

  it('ends the head with the loader, once, naming what it loads', () => {
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(
      '<script data-stylesheet="/assets/static/style.X.css" data-entry="/assets/entries/boot.js" ' +
        `data-modulepreload="/assets/chunks/a.js /assets/chunks/b.js">${LOADER_SCRIPT}</script></head>`,
    );
  });

  it('refuses a page whose stylesheet or boot script it cannot find', () => {
    expect(() => deferRest(page.replace('rel="stylesheet"', 'rel="x"'), critical, faces)).toThrow(
      /stylesheet/,
    );
    expect(() => deferRest(page.replace(' async', ''), critical, faces)).toThrow(/boot script/);
  });
});

describe('fontFaceRules', () => {
  it('collects every @font-face of a minified stylesheet, in order', () => {
    expect(fontFaceRules(`.a{b:c}${faces}.d{e:f}@font-face{font-family:X;src:url(/x.woff2)}`)).toBe(
      `${faces}@font-face{font-family:X;src:url(/x.woff2)}`,
    );
  });
});

describe('pruneCustomProperties', () => {
  it('keeps a property read by a rule, by the context or by a kept property, and only those', () => {
    const css =
      ':root{--a:1;--b:var(--c);--c:2;--d:var(--e);--e:3;--f:4}.x{width:var(--a)}.y{height:var(--b)}';
    expect(pruneCustomProperties(css, '<div style="top:var(--f)">')).toBe(
      ':root{--a:1;--b:var(--c);--c:2;--f:4}.x{width:var(--a)}.y{height:var(--b)}',
    );
  });

  it('removes a rule or an at-rule it leaves empty', () => {
    expect(pruneCustomProperties('@media (x){:root{--gone:1}}.k{color:red}', '')).toBe(
      '.k{color:red}',
    );
  });
});

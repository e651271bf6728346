import { describe, expect, it } from 'vitest';
import {
  criticalRules,
  fontFaceRules,
  hasRulesWithNamelessSubjects,
  mantineFirstUnlayered,
  pruneCustomProperties,
  rootRulesNamedHtml,
  unlayeredMantineRules,
  withoutFontFaces,
} from './critical-css';

const faces = '@font-face{font-family:Inter Fallback;src:local(Arial)}';

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

  it("keeps a rule keyed on the loader's painted mark on <html> when its element is there", () => {
    expect(keep(':root[data-painted] .lede{a:1}html[data-painted] .drawer{b:2}')).toBe(
      ':root[data-painted] .lede{a:1}',
    );
  });

  it("keeps a rule for the first frame only, before the loader's painted mark, as one for after it", () => {
    expect(
      keep(
        '@media (scripting:enabled){html:not([data-painted]) .lede{display:none}}' +
          'html:not([data-painted]) .drawer{b:2}',
      ),
    ).toBe('@media (scripting:enabled){html:not([data-painted]) .lede{display:none}}');
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

describe('withoutFontFaces', () => {
  it('leaves the stylesheet every rule but its @font-face ones', () => {
    expect(
      withoutFontFaces(`.a{b:c}${faces}.d{e:f}@font-face{font-family:X;src:url(/x.woff2)}`),
    ).toBe('.a{b:c}.d{e:f}');
  });
});

describe('unlayeredMantineRules', () => {
  it("names Mantine's rules outside an @layer, and nothing else", () => {
    const css =
      '@layer mantine{.m_1b7284a3{display:block}@media (min-width:1px){.m_e615b15f{a:b}}}' +
      '._card_l3mef_3{display:flex}.m_8a5d1357{font-size:2rem}@media print{.m_12345678 a{c:d}}';
    expect(unlayeredMantineRules(css)).toEqual(['.m_8a5d1357', '.m_12345678 a']);
    expect(unlayeredMantineRules('@layer mantine{.m_1b7284a3{display:block}}.x{y:z}')).toEqual([]);
  });
});

describe('mantineFirstUnlayered', () => {
  it("moves the layer's content, in its order, before the site's rules, with no layer left", () => {
    const css =
      '._card_l3mef_3{display:flex}@layer mantine{.m_1b7284a3{display:block}' +
      '@media (min-width:1px){.m_e615b15f{a:b}}}body{margin:0}@layer mantine{.m_8a5d1357{c:d}}';
    expect(mantineFirstUnlayered(css)).toBe(
      '.m_1b7284a3{display:block}@media (min-width:1px){.m_e615b15f{a:b}}.m_8a5d1357{c:d}' +
        '._card_l3mef_3{display:flex}body{margin:0}',
    );
  });

  it('refuses any other layer: a stylesheet applied after the first paint may hold none', () => {
    expect(() => mantineFirstUnlayered('@layer site{.a{b:c}}')).toThrow('@layer site');
    expect(() => mantineFirstUnlayered('@layer mantine, site;')).toThrow('@layer mantine, site');
    expect(() => mantineFirstUnlayered('@media print{@layer mantine{.a{b:c}}}')).toThrow(
      '@layer mantine',
    );
  });
});

describe('hasRulesWithNamelessSubjects', () => {
  it('finds a rule whose :has() comes before a subject that names nothing', () => {
    expect(
      hasRulesWithNamelessSubjects(
        '.tile:has(.head > :nth-child(2)) .head > :first-child{grid-row:span 3}' +
          '.a:has(.b) *{color:red}.a:has(.b)+:not(.c){color:red}',
      ),
    ).toEqual([
      '.tile:has(.head > :nth-child(2)) .head > :first-child',
      '.a:has(.b) *',
      '.a:has(.b)+:not(.c)',
    ]);
  });

  it('leaves a subject that names a class, type, id or attribute, and :has() on the subject', () => {
    expect(
      hasRulesWithNamelessSubjects(
        ':root:has(:focus-visible) .section{content-visibility:visible}' +
          '.tile:has(.badge) .icon:first-child,.a:has(.b) p,.a:has(.b)>#c,.a:has(.b) [data-x]{color:red}' +
          '.card:has(.link:focus-visible){outline:0}html:has(dialog[open]){overflow:hidden}' +
          '.section:not([data-jump-target],:has(~[data-jump-target])){content-visibility:auto}',
      ),
    ).toEqual([]);
  });
});

describe('rootRulesNamedHtml', () => {
  it('names <html> in every rule whose subject is :root alone, in and out of @media', () => {
    expect(
      rootRulesNamedHtml(
        ':root,:host{--a:1}:root[data-mantine-color-scheme=dark]{--a:2}' +
          '@media (prefers-color-scheme:dark){:root:where(:root):not([data-x]){--a:3}}',
      ),
    ).toBe(
      'html:root,:host{--a:1}html:root[data-mantine-color-scheme=dark]{--a:2}' +
        '@media (prefers-color-scheme:dark){html:root:where(:root):not([data-x]){--a:3}}',
    );
  });

  it('leaves rules for other elements as they are, :root before a combinator included', () => {
    const css =
      ':root[data-x] .card{--a:1}:root:has(:focus-visible) .band{b:1}html{c:1}body{--a:2}.x{--a:3}';
    expect(rootRulesNamedHtml(css)).toBe(css);
  });

  it('refuses another rule for <html> that sets what a :root rule sets: it would lose now', () => {
    expect(() => rootRulesNamedHtml(':root{--a:1}[data-mantine-color-scheme=dark]{--a:2}')).toThrow(
      '[data-mantine-color-scheme=dark] sets --a, as a :root rule does',
    );
    expect(() => rootRulesNamedHtml(':root{--a:1}:where(:root):not([data-x]){--a:2}')).toThrow(
      'sets --a',
    );
    expect(rootRulesNamedHtml(':root{--a:1}html{b:1}')).toBe('html:root{--a:1}html{b:1}');
  });
});

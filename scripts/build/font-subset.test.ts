import { afterAll, describe, expect, it } from 'vitest';
import { htmlParser } from '../tooling/html-parser';
import {
  codepointsOf,
  cssContentStrings,
  describeCodepoint,
  fallbackProblems,
  missingCodepoints,
  pageProblems,
  pageText,
  rehashedName,
  requestedFeatures,
  SAFETY_SET,
  sourceStrings,
} from './font-subset';

const html = htmlParser();
afterAll(() => html.close());

describe('pageText', () => {
  it('reads the title, the body text and the drawn attributes, not scripts or styles', () => {
    const doc = html.parse(
      '<!doctype html><html><head><title>Über</title><style>.a{content:"Ω"}</style></head>' +
        '<body><h1>Café &amp; more&nbsp;&#8212;</h1><script>var s="Ж"</script>' +
        '<script type="application/json">{"x":"Ж"}</script>' +
        '<input placeholder="Naïve" aria-label="Ñame"><img alt="Smörgås" src="a.png">' +
        '<button title="Œuvre">Go</button></body></html>',
    );
    const text = pageText(doc);
    for (const part of ['Über', 'Café & more\u00a0—', 'Naïve', 'Ñame', 'Smörgås', 'Œuvre', 'Go']) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('Ω');
    expect(text).not.toContain('Ж');
  });
});

describe('sourceStrings', () => {
  it('collects string and template literals and JSX text, not comments or names', () => {
    const code = [
      '// a comment with ✓',
      '/* another ★ */',
      "const message = 'Thanks — we’ll reply';",
      'const t = `Sent ${count} × ok`;',
      'export function Café() { return <p title="Tip…">Déjà vu</p>; }',
    ].join('\n');
    const strings = sourceStrings(code, 'x.tsx');
    for (const part of ['Thanks — we’ll reply', 'Sent ', ' × ok', 'Tip…', 'Déjà vu']) {
      expect(strings).toContain(part);
    }
    expect(strings).not.toMatch(/[✓★]/);
    expect(strings).not.toContain('Café');
  });
});

describe('missingCodepoints', () => {
  const full = codepointsOf('abcdéü→');
  it('lists what the full font draws and the subset lacks, in order', () => {
    expect(missingCodepoints('bad é ü', codepointsOf('abd'), full)).toEqual([0xe9, 0xfc]);
  });
  it('ignores characters the full font never had', () => {
    expect(missingCodepoints('a😀\n', codepointsOf('a'), full)).toEqual([]);
  });
  it('names each page and character', () => {
    const pages = [
      { page: 'index.html', text: 'abc' },
      { page: 'about/index.html', text: 'Grü' },
    ];
    expect(pageProblems(pages, codepointsOf('abc'), codepointsOf('abcGrü'))).toEqual([
      'about/index.html: the subset lacks U+0047 (G), U+0072 (r), U+00FC (ü)',
    ]);
    expect(describeCodepoint(0x2192)).toBe('U+2192 (→)');
  });
});

describe('the safety set', () => {
  it('holds printable ASCII, the no-break space and the common punctuation', () => {
    const set = codepointsOf(SAFETY_SET);
    for (let cp = 0x20; cp <= 0x7e; cp += 1) expect(set.has(cp)).toBe(true);
    for (const char of '\u00a0–—‘’“”…•·×→←↑↓©®™€£°')
      expect(set.has(char.codePointAt(0) ?? -1)).toBe(true);
  });
});

describe('cssContentStrings', () => {
  it('reads the quoted strings of content declarations, escapes decoded', () => {
    const css =
      '.a::after{content:"›"}.b::before{content:"#" / ""}.c{justify-content:center}' +
      ".d::before{content:'\\2192 \\'x'}.e{content:counter(step)}";
    expect(cssContentStrings(css).split('\n')).toEqual(['›', '#', '', "→'x"]);
  });
});

describe('requestedFeatures', () => {
  it('reads font-feature-settings tags and font-variant-numeric keywords', () => {
    const css =
      "body{font-feature-settings:'cv11','ss01'}.n{font-variant-numeric:tabular-nums}" +
      '.f{font-variant-numeric: diagonal-fractions slashed-zero;}';
    expect(requestedFeatures(css)).toEqual(['cv11', 'frac', 'ss01', 'tnum', 'zero']);
  });
});

describe('rehashedName', () => {
  it("puts the new hash in Vite's place", () => {
    expect(rehashedName('inter-latin-wght-normal.Dx4kXJAl.woff2', 'Ab-_1234')).toBe(
      'inter-latin-wght-normal.Ab-_1234.woff2',
    );
    expect(rehashedName('style.D7tLHTHd.css', 'Zz09-_Aa')).toBe('style.Zz09-_Aa.css');
    expect(() => rehashedName('inter.woff2', 'Ab-_1234')).toThrow(/hashed/);
  });
});

describe('fallbackProblems', () => {
  const metrics = { ascender: 1984, descender: -494, upem: 2048 };
  const face = (ascent: string) =>
    `@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:107.06%;` +
    `ascent-override:${ascent};descent-override:22.56%;line-gap-override:0%}`;
  it("accepts overrides that match Inter's metrics", () => {
    expect(fallbackProblems(face('90.49%'), metrics)).toEqual([]);
  });
  it('reports overrides that would move lines on swap, or no fallback face', () => {
    expect(fallbackProblems(face('95%'), metrics)).toEqual([
      "Inter Fallback ascent-override is 95%, the font's metrics want 90.49%",
    ]);
    expect(fallbackProblems('', metrics)).toHaveLength(1);
  });
});

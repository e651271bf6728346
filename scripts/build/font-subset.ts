// The site's Inter, cut at build to the characters its text holds. The pure parts:
// which characters (built pages' text, the islands' strings, a safety set), how a page's text is
// read, and what a font lacks. `scripts/build/gen-font-subset.ts` does the subsetting after `vike
// build`; `scripts/check/check-font.ts` (npm run check -- font) holds every built page against the
// font.

import ts from 'typescript';

/**
 * Always kept, whatever the copy says today: printable ASCII, the no-break space, and the
 * punctuation and symbols copy and visitors' messages echo most (dashes, curly quotes, ellipsis,
 * bullets, arrows, ©®™, € £, °, ×, the minus sign).
 */
export const SAFETY_SET =
  Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)).join('') +
  '\u00a0–—‘’“”‚„…•·×→←↑↓©®™€£°−';

/**
 * The OpenType features browsers apply to text on their own (contextual alternates, composition,
 * localized forms, kerning, mark positioning, ligatures, required variation alternates). Kept
 * with every subset; the others only when a stylesheet asks for them (`requestedFeatures`).
 */
export const DEFAULT_FEATURES = [
  'calt',
  'ccmp',
  'clig',
  'kern',
  'liga',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'rvrn',
];

const NUMERIC_FEATURES: Record<string, string> = {
  'tabular-nums': 'tnum',
  'proportional-nums': 'pnum',
  'lining-nums': 'lnum',
  'oldstyle-nums': 'onum',
  'diagonal-fractions': 'frac',
  'stacked-fractions': 'afrc',
  ordinal: 'ordn',
  'slashed-zero': 'zero',
};

/**
 * The OpenType features a stylesheet turns on: the tags in `font-feature-settings` and what
 * `font-variant-numeric` maps to (`tabular-nums` → `tnum`, …).
 */
export function requestedFeatures(css: string): string[] {
  const tags = new Set<string>();
  for (const [, value = ''] of css.matchAll(/font-feature-settings\s*:\s*([^;}]*)/g)) {
    for (const [, tag = ''] of value.matchAll(/["']([\x20-\x7e]{4})["']/g)) tags.add(tag);
  }
  for (const [, value = ''] of css.matchAll(/font-variant-numeric\s*:\s*([^;}]*)/g)) {
    for (const word of value.trim().split(/\s+/)) {
      const tag = NUMERIC_FEATURES[word];
      if (tag) tags.add(tag);
    }
  }
  return [...tags].sort();
}

/** Attributes whose values the browser draws in the page's font. */
const DRAWN_ATTRIBUTES = ['placeholder', 'value', 'title', 'alt', 'aria-label'];

/**
 * The text a visitor can see on a parsed page: the text content of the head's title and the body
 * (scripts, styles and templates' JSON left out) and the drawn attributes (a placeholder, a
 * button's value, a tooltip).
 */
export function pageText(doc: Document): string {
  const parts: string[] = [doc.title];
  const body = doc.body.cloneNode(true) as HTMLElement;
  for (const node of body.querySelectorAll('script, style')) node.remove();
  parts.push(body.textContent ?? '');
  for (const element of doc.querySelectorAll(DRAWN_ATTRIBUTES.map((a) => `[${a}]`).join(','))) {
    for (const name of DRAWN_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) parts.push(value);
    }
  }
  return parts.join('\n');
}

/**
 * The strings a TypeScript/TSX source holds, which is what its code can put on screen at run time
 * (an island's form messages, a toast): string and template literals and JSX text; comments and
 * identifiers are left out.
 */
export function sourceStrings(code: string, fileName: string): string {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, kind);
  const parts: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      parts.push(node.text);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return parts.join('\n');
}

/**
 * The strings a stylesheet draws with `content:` (a breadcrumb's "›", a heading's "#"), CSS
 * escapes (`\\203A`) decoded.
 */
export function cssContentStrings(css: string): string {
  const parts: string[] = [];
  for (const [, value = ''] of css.matchAll(/content\s*:\s*([^;}]*)/g)) {
    for (const [, , body = ''] of value.matchAll(/(["'])((?:\\.|(?!\1).)*)\1/g)) {
      parts.push(
        body.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex?: string, char?: string) =>
          hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ''),
        ),
      );
    }
  }
  return parts.join('\n');
}

/** The code points of a text, once each. */
export function codepointsOf(text: string): Set<number> {
  const points = new Set<number>();
  for (const char of text) points.add(char.codePointAt(0) ?? 0);
  return points;
}

/**
 * The code points of `text` that the full font draws but the subset lacks, in order. A character
 * the full font never had (an emoji, a control character) is not the subset's to carry: the
 * browser takes it from the next font in the stack either way.
 */
export function missingCodepoints(
  text: string | Iterable<number>,
  subset: ReadonlySet<number>,
  full: ReadonlySet<number>,
): number[] {
  const points = typeof text === 'string' ? codepointsOf(text) : new Set(text);
  return [...points].filter((cp) => full.has(cp) && !subset.has(cp)).sort((a, b) => a - b);
}

/** `U+2192 (→)`, for messages. */
export function describeCodepoint(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')} (${String.fromCodePoint(cp)})`;
}

/**
 * Vite's file name with the hash of the new content in place of the old one
 * (`inter-latin-wght-normal.Dx4kXJAl.woff2` → `inter-latin-wght-normal.<hash>.woff2`), so the
 * year-long immutable cache never serves a file made for other copy.
 */
export function rehashedName(name: string, hash: string): string {
  const match = /^(.*)\.[\w-]{8}(\.[a-z0-9]+)$/.exec(name);
  if (!match) throw new Error(`Not a hashed file name: ${name}`);
  return `${match[1]}.${hash}${match[2]}`;
}

/** The summary the subsetting step writes to dist/ (not served) and the checks read back. */
export interface FontSubsetManifest {
  /** The full font, as Vite emitted it. */
  original: { file: string; bytes: number; codepoints: number[] };
  /** The subset that replaced it, relative to dist/client. */
  file: string;
  bytes: number;
  glyphs: number;
  /** The variation axes kept, e.g. { wght: { min: 100, max: 900 } }. */
  axes: Record<string, { min: number; max: number }>;
  /** The GSUB and GPOS features kept. */
  features: string[];
  /** Every code point the subset maps, ascending. */
  codepoints: number[];
}

/** Each page whose text holds characters the full font draws and the subset lacks. */
export function pageProblems(
  pages: readonly { page: string; text: string }[],
  subset: ReadonlySet<number>,
  full: ReadonlySet<number>,
): string[] {
  return pages.flatMap(({ page, text }) => {
    const missing = missingCodepoints(text, subset, full);
    return missing.length > 0
      ? [`${page}: the subset lacks ${missing.map(describeCodepoint).join(', ')}`]
      : [];
  });
}

/**
 * Whether the fallback face's overrides (`Inter Fallback` in common/theme/fonts.css) still match
 * the font's vertical metrics: ascent-override × size-adjust = ascender / unitsPerEm, within
 * 0.1 point. A mismatch moves lines when the font swaps in.
 */
export function fallbackProblems(
  css: string,
  metrics: { ascender: number; descender: number; upem: number },
): string[] {
  const block = /@font-face\s*{[^}]*font-family:\s*["']?Inter Fallback["']?[^}]*}/.exec(css)?.[0];
  if (!block) return ['no @font-face for "Inter Fallback" in the built CSS'];
  const percent = (name: string) => {
    const value = new RegExp(`${name}:\\s*([\\d.]+)%`).exec(block)?.[1];
    return value === undefined ? NaN : Number(value);
  };
  const size = percent('size-adjust') / 100;
  const expected = {
    'ascent-override': (metrics.ascender / metrics.upem / size) * 100,
    'descent-override': (Math.abs(metrics.descender) / metrics.upem / size) * 100,
  };
  return Object.entries(expected).flatMap(([name, want]) => {
    const got = percent(name);
    return Math.abs(got - want) <= 0.1
      ? []
      : [`Inter Fallback ${name} is ${got}%, the font's metrics want ${want.toFixed(2)}%`];
  });
}

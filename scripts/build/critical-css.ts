// A page paints from its HTML alone. Each pre-rendered page gets the rules its own markup uses
// inlined in its <head> (criticalRules, here), and nothing blocks the first paint: the site's one
// stylesheet is fetched at once and applied when it arrives, the boot script with its
// modulepreload hints once the page has painted, both by a small inline loader
// (web/src/client/loader/). The web font is preloaded from the <head> so the first page of a tab
// is drawn in Inter. Without JavaScript the stylesheet comes from a <noscript> link.
// defer-rest.ts rewrites the page; gen-critical-css.ts runs both on every page of the build.

import { selectOne } from 'css-select';
import { DomUtils, parseDocument } from 'htmlparser2';
import postcss, { type AtRule, type Node, type Root } from 'postcss';
import { PAINTED_ATTRIBUTE } from '#web/client/loader/attributes.ts';

/**
 * The values Mantine's head script may give <html>'s scheme attribute before the first paint: a
 * rule keyed on either is kept when the page's elements use it.
 */
const SCHEME = 'data-mantine-color-scheme';
const SCHEMES = ['light', 'dark'] as const;

/**
 * State the first paint cannot show (hover, focus, an open popover, …) and pseudo-elements, taken
 * out of a selector before it is matched against the page: `.a:hover::after` is kept when an
 * `.a` exists. Structural pseudo-classes (`:where`, `:is`, `:not`, `:has`, `:root`,
 * `:first-child`, `:checked`, …) are matched as they are.
 */
const UNMATCHABLE =
  /::?(?:hover|focus-visible|focus-within|focus|active|visited|target|placeholder-shown|placeholder|autofill|user-invalid|user-valid|invalid|valid|indeterminate|fullscreen|modal|popover-open|open|backdrop|before|after|first-line|first-letter|selection|marker|file-selector-button|-(?:webkit|moz|ms)-[\w-]+|scrollbar[\w-]*|view-transition[\w-]*)(?![\w-])(?:\([^()]*\))?/g;

type Matcher = (selector: string) => boolean;

/**
 * Whether a selector matches an element of the page in either colour scheme.
 * A selector css-select cannot evaluate (`:host`, a vendor prefix it does not know) is kept.
 */
function pageMatcher(page: string): Matcher {
  const doc = parseDocument(page);
  const html = DomUtils.findOne((el) => el.name === 'html', doc.children, false);
  /**
   * The page with <html> in `scheme`, before the loader marks the first paint or after: what
   * waits for the mark (a demo video's poster) and what only the first frame has (a demo video
   * without its player, web/src/components/DemoVideo/) are the page's too.
   */
  const states = SCHEMES.flatMap((scheme) =>
    [false, true].map((painted) => () => {
      if (!html) return doc;
      html.attribs[SCHEME] = scheme;
      if (painted) html.attribs[PAINTED_ATTRIBUTE] = '';
      else delete html.attribs[PAINTED_ATTRIBUTE];
      return doc;
    }),
  );
  return (selector) => {
    const matchable = selector
      .replace(UNMATCHABLE, '')
      .replace(/:not\(\s*\)/g, '')
      .replace(/([>+~])\s*$/, '$1 *')
      .trim();
    if (matchable === '') return true;
    try {
      return states.some((state) => selectOne(matchable, state()) !== null);
    } catch {
      return true;
    }
  };
}

const ANIMATION = /^(?:-webkit-)?animation(?:-name)?$/;

/**
 * The rules of `css` the page's own markup uses, in their order, for either colour scheme:
 * selector lists cut to the selectors that match, `@media`/`@supports` kept around what they
 * still hold, `@keyframes` kept when a kept rule names them, `@font-face` left to the caller
 * (`fontFaceRules`). Written for this site instead of taken from beasties: beasties strips every
 * pseudo-class with its argument before matching, so Mantine's
 * `:where([data-mantine-color-scheme=light]) .x` rules and anything keyed on <html> never
 * matched, and an article's inline code lost its look until the stylesheet came.
 */
export function criticalRules(css: string, page: string): string {
  const matches = pageMatcher(page);
  const root = postcss.parse(css);
  root.walkAtRules('font-face', (rule) => {
    rule.remove();
  });
  keepRules(root, matches);
  return root.toString();
}

/**
 * Keeps the rules of `root` with a selector `matches` accepts, selector lists cut to those, in
 * their order: `@media`/`@supports` kept around what they still hold, `@keyframes` kept when a
 * kept rule names them, what is left empty removed.
 */
export function keepRules(root: Root, matches: (selector: string) => boolean): void {
  const animations = new Set<string>();
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => matches(selector));
    if (kept.length === 0) {
      rule.remove();
      return;
    }
    if (kept.length !== rule.selectors.length) rule.selectors = kept;
    rule.walkDecls(ANIMATION, (decl) => {
      for (const word of decl.value.split(/[\s,]+/)) animations.add(word);
    });
  });
  root.walkAtRules(/keyframes$/, (rule) => {
    if (!animations.has(rule.params.trim())) rule.remove();
  });
  removeEmpty(root);
}

/** Removes rules and at-rules left without content, from the inside out. */
function removeEmpty(root: Root) {
  for (let emptied = true; emptied;) {
    emptied = false;
    root.walk((node) => {
      if ((node.type !== 'rule' && node.type !== 'atrule') || node.nodes?.length !== 0) return;
      node.remove();
      emptied = true;
    });
  }
}

/**
 * The selectors of Mantine's own rules (`.m_` and eight hex digits) that are not inside an
 * `@layer`: they would compete with the site's rules by order, and the bundler's order puts
 * Mantine last (web/src/theme/mantine-styles.ts imports the `.layer.css` files for this).
 */
export function unlayeredMantineRules(css: string): string[] {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (!/\.m_[0-9a-f]{8}\b/.test(rule.selector)) return;
    for (let node: Node | undefined = rule.parent; node; node = node.parent) {
      if (node.type === 'atrule' && (node as AtRule).name === 'layer') return;
    }
    found.push(rule.selector);
  });
  return found;
}

/**
 * The stylesheet with Mantine's rules first and outside any layer. The sources put them in
 * `@layer mantine` (web/src/theme/mantine-styles.ts), so that the bundler's file order cannot
 * put them after the site's own; here the layer's content moves, in its order, to the top of the
 * file, where the site's rules, after it, win ties as the layer made them win. No `@layer` may
 * reach the browser: Chromium rebuilds a document's font faces when a stylesheet with one is
 * applied, and the stylesheet is applied after the first paint, so a page that
 * `font-display: optional` left in the fallback took the cached Inter from the rebuilt face and
 * reflowed (a layout shift of 0.03 on `/` on the low-end phone, every run:
 * docs/decisions/0073-no-layers-after-the-first-paint.md). Any other `@layer` is refused.
 */
export function mantineFirstUnlayered(css: string): string {
  const root = postcss.parse(css);
  const layers: AtRule[] = [];
  root.walkAtRules('layer', (rule) => {
    if (rule.parent !== root || rule.params.trim() !== 'mantine' || rule.nodes === undefined) {
      throw new Error(`@layer ${rule.params}: only Mantine's one block is unwrapped`);
    }
    layers.push(rule);
  });
  const mantine = layers.flatMap((layer) => layer.nodes ?? []);
  for (const layer of layers) layer.remove();
  root.prepend(...mantine);
  return root.toString();
}

const FONT_FACE = /@font-face\s*{[^}]*}/g;

/** The `@font-face` rules of a (minified) stylesheet, in order. */
export function fontFaceRules(css: string): string {
  return (css.match(FONT_FACE) ?? []).join('');
}

/**
 * The stylesheet without its `@font-face` rules, which every page inlines (`fontFaceRules`). Kept
 * in the stylesheet, they declare the face a second time when it is applied, after the first
 * paint: a page that `font-display: optional` left in the fallback (the font came after its
 * block period) then takes the now-cached Inter from the new declaration, and its text reflows
 * (a layout shift of 0.03 on `/` at 4× CPU on a mobile connection).
 */
export function withoutFontFaces(css: string): string {
  return css.replace(FONT_FACE, '');
}

/** The custom properties `text` reads through `var(--name…)`. */
function readProperties(text: string): Set<string> {
  return new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? ''));
}

/**
 * The critical rules without the custom properties nothing on the first screen reads: Mantine's
 * stylesheet declares some 300 (every palette, both schemes) and a page uses a few dozen, about
 * half of the inlined bytes. Read means through `var()` in a kept rule, in `context` (the page's
 * own markup and Mantine's theme <style>), or in another property that is read; repeated until
 * nothing more goes. The site's stylesheet, applied when it arrives, declares the rest.
 */
export function pruneCustomProperties(css: string, context: string): string {
  return pruneCustomPropertiesOf([css], context)[0] ?? '';
}

/**
 * `sheets` without the custom properties that no sheet and nothing in `context` reads, pruned
 * together: a property one sheet declares and another reads stays.
 */
export function pruneCustomPropertiesOf(sheets: readonly string[], context: string): string[] {
  const roots = sheets.map((css) => postcss.parse(css));
  const contextReads = readProperties(context);
  for (;;) {
    const read = new Set(contextReads);
    for (const root of roots) {
      root.walkDecls((decl) => {
        for (const name of readProperties(decl.value)) read.add(name);
      });
    }
    let removed = 0;
    for (const root of roots) {
      root.walkDecls(/^--/, (decl) => {
        if (read.has(decl.prop)) return;
        decl.remove();
        removed += 1;
      });
    }
    if (removed === 0) break;
  }
  for (const root of roots) removeEmpty(root);
  return roots.map((root) => root.toString());
}

/** Whether a selector is one compound: no combinator outside brackets and parentheses. */
function isOneCompound(selector: string): boolean {
  return compounds(selector).length <= 1;
}

/** `selector`'s compounds, split at its combinators outside parentheses and brackets. */
function compounds(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selector.trim()) {
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    if (depth === 0 && /[\s>+~]/.test(char)) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * The selectors of `css` with a `:has()` before their subject whose subject names nothing
 * Chromium can look up (no type, class, id or attribute outside its pseudo-classes'
 * parentheses: `.a:has(.b) .c > :first-child`). When any `:has()` may have changed, Chromium
 * restyles, under the element it is on, the elements the subjects of all such rules name; one
 * naming nothing makes that every element. The bands' `:root:has(:focus-visible)` puts a
 * `:has()` on <html> that may change with every focus change, so one such rule anywhere made
 * each tap on a control restyle the whole page, twice
 * (docs/decisions/0078-has-rules-name-their-subject.md). The build refuses them.
 */
export function hasRulesWithNamelessSubjects(css: string): string[] {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors) {
      const parts = compounds(selector);
      const subject = parts.at(-1) ?? '';
      if (!parts.slice(0, -1).some((part) => part.includes(':has('))) continue;
      const outside = subject.replace(/\((?:[^()]|\([^()]*\))*\)/g, '');
      if (!/^[a-z]/i.test(outside) && !/[.#[]/.test(outside)) found.push(selector.trim());
    }
  });
  return found;
}

/** Whether a one-compound selector may match <html>: no class, id or other element type. */
function mayMatchHtml(selector: string): boolean {
  const outside = selector.trim().replace(/\((?:[^()]|\([^()]*\))*\)|\[[^\]]*\]/g, '');
  if (/[.#]/.test(outside) || /^:host\b/.test(outside)) return false;
  const type = /^[a-z][\w-]*/i.exec(outside)?.[0];
  return type === undefined || type.toLowerCase() === 'html';
}

/**
 * `css` with every rule for <html> alone written `:root…` written `html:root…`, so that it is
 * found by what it names. When the site's stylesheet is applied after the first paint, Chromium
 * restyles every element of the page if the sheet has a rule whose subject names nothing it can
 * look up (no type, class, id or attribute: `:root` is one), and only the elements a rule names
 * otherwise: 223 → 84 ms on `/` on the low-end phone
 * (docs/decisions/0076-root-rules-named-html.md). The type adds (0,0,1) to each such rule alike,
 * so their order among themselves is kept; a rule that may match <html> otherwise
 * (`[data-…]`, `html`, `:where(:root)…`) and sets a property one of them sets would now lose
 * where it won, so it is refused.
 */
export function rootRulesNamedHtml(css: string): string {
  const root = postcss.parse(css);
  const named = new Set<string>();
  const others: { selector: string; props: string[] }[] = [];
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    const props: string[] = [];
    rule.walkDecls((decl) => {
      props.push(decl.prop);
    });
    rule.selectors = rule.selectors.map((selector) => {
      const trimmed = selector.trim();
      if (!isOneCompound(trimmed) || !mayMatchHtml(trimmed)) return selector;
      if (!/^:root(?![\w-])/.test(trimmed)) {
        others.push({ selector: trimmed, props });
        return selector;
      }
      for (const prop of props) named.add(prop);
      return `html${trimmed}`;
    });
  });
  for (const { selector, props } of others) {
    const shared = props.filter((prop) => named.has(prop));
    if (shared.length > 0) {
      throw new Error(
        `${selector} sets ${shared.slice(0, 3).join(', ')}, as a :root rule does: write it as a :root rule (rootRulesNamedHtml says why)`,
      );
    }
  }
  return root.toString();
}

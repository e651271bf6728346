// Issue 28: a page paints from its HTML alone. Each pre-rendered page gets the rules its own markup
// uses inlined in its <head> (criticalRules), and nothing else is fetched before the first paint: the
// site's stylesheet, the boot script with its modulepreload hints and the web font are asked for by
// a small inline loader once the page has painted, and the stylesheet applied at the visitor's
// first interaction. The web font is the exception: preloaded from the <head> (issue 37), so the
// first page of a tab is drawn in Inter. Lighthouse's simulation counts every request that ended before the largest
// paint, so each of them there cost a round trip over the bare page's. Without JavaScript the
// stylesheet comes from a <noscript> link, as before.

import { selectOne } from 'css-select';
import { parseDocument } from 'htmlparser2';
import postcss, { type AtRule, type Root } from 'postcss';

/** The id of the inlined critical rules: the loader puts the stylesheet right after them. */
export const CRITICAL_STYLE_ID = 'critical-css';

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
 * Whether a selector matches an element of any of the page's documents (one per colour scheme).
 * A selector css-select cannot evaluate (`:host`, a vendor prefix it does not know) is kept.
 */
function pageMatcher(page: string): Matcher {
  const docs = SCHEMES.map((scheme) =>
    parseDocument(page.replace(/<html\b([^>]*)>/, `<html$1 ${SCHEME}="${scheme}">`)),
  );
  return (selector) => {
    const matchable = selector
      .replace(UNMATCHABLE, '')
      .replace(/:not\(\s*\)/g, '')
      .replace(/([>+~])\s*$/, '$1 *')
      .trim();
    if (matchable === '') return true;
    try {
      return docs.some((doc) => selectOne(matchable, doc) !== null);
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
  const animations = new Set<string>();
  root.walkAtRules('font-face', (rule) => {
    rule.remove();
  });
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter(matches);
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
  return root.toString();
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

/** What the page loads after its first paint, read from the tags Vike and the build wrote. */
export type Deferred = {
  stylesheet: string;
  entry: string;
  modulePreloads: string[];
  /** Apply the stylesheet as soon as it is fetched (form pages), not at the first interaction. */
  styleAtOnce?: boolean;
};

/** Attributes of the loader's <script> naming what it loads (read by bench/first-load.ts too). */
export const LOADER_ATTRIBUTES = {
  stylesheet: 'data-stylesheet',
  entry: 'data-entry',
  modulePreloads: 'data-modulepreload',
  styleAtOnce: 'data-style-at-once',
} as const;

/** What makes the loader apply the stylesheet: the visitor's first interaction. */
export const INTERACTIONS = [
  'pointerdown',
  'pointerover',
  'touchstart',
  'keydown',
  'focusin',
  'click',
] as const;

/**
 * The inline loader: the same text on every page and in every build (one CSP hash), reading what
 * to load from its own attributes. Runs in the head:
 * - once the first paint is recorded, fetches the stylesheet (a preload: not applied) and the boot
 *   script with its modulepreload hints (the font is preloaded by the <head> itself: issue 37);
 * - applies the stylesheet, right after the critical rules (where the link was, before Mantine's
 *   theme variables), at the visitor's first interaction. The critical rules already draw every
 *   element the page has; the stylesheet is for what an interaction brings (a toast, a dialog, a
 *   form's next step), and applying it restyles the whole page, a long task on a big page that
 *   nobody waits for when it comes with the first tap;
 * - on a page whose tag says so (`styleAtOnce`: the form pages, short enough that the restyle is
 *   a short task), applies it when it fetches it, so that the first tap on the form does not pay
 *   for it (issue 37 measured this against issue 28's "first idle period after hydration": the
 *   same first taps, TBT no higher, and no MutationObserver on <html>).
 * The signal is the first-contentful-paint entry. (A frame count instead, "the second frame after
 * the parser finished", was tried: in Chromium it fired before the paint entry's time in 4 of 5
 * loads, and fetching before the first paint is what this avoids.) Where the browser has no paint
 * timing, a frame and a task; after 3 s in any case (a tab opened in the background paints
 * nothing).
 */
export const LOADER_SCRIPT =
  `(function(d){var h=d.documentElement,me=d.currentScript,done=0,styled=0,` +
  `on=${JSON.stringify(INTERACTIONS)};` +
  `function at(n){return me.getAttribute(n)||''}` +
  `function add(t,a,before){var e=d.createElement(t);for(var k in a)e.setAttribute(k,a[k]);` +
  `d.head.insertBefore(e,before||null)}` +
  `function style(){if(styled)return;styled=1;on.forEach(function(n){d.removeEventListener(n,style,true)});` +
  `var s=d.getElementById('${CRITICAL_STYLE_ID}');` +
  `add('link',{rel:'stylesheet',href:at('${LOADER_ATTRIBUTES.stylesheet}')},s&&s.nextSibling)}` +
  `on.forEach(function(n){d.addEventListener(n,style,{capture:true,passive:true})});` +
  `function go(){if(done)return;done=1;` +
  `if(me.hasAttribute('${LOADER_ATTRIBUTES.styleAtOnce}'))style();` +
  `else if(!styled)add('link',{rel:'preload',as:'style',href:at('${LOADER_ATTRIBUTES.stylesheet}')});` +
  `at('${LOADER_ATTRIBUTES.modulePreloads}').split(' ').forEach(function(u){if(u)add('link',{rel:'modulepreload',href:u})});` +
  `add('script',{type:'module',src:at('${LOADER_ATTRIBUTES.entry}')})}` +
  `function later(){setTimeout(go,0)}` +
  `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}})` +
  `.observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(later)}` +
  `setTimeout(go,3000)})(document)`;

/** The loader's tag for a page. */
export function loaderTag({ stylesheet, entry, modulePreloads, styleAtOnce }: Deferred): string {
  const {
    stylesheet: css,
    entry: js,
    modulePreloads: hints,
    styleAtOnce: atOnce,
  } = LOADER_ATTRIBUTES;
  return (
    `<script ${css}="${stylesheet}" ${js}="${entry}" ${hints}="${modulePreloads.join(' ')}"` +
    `${styleAtOnce ? ` ${atOnce}` : ''}>${LOADER_SCRIPT}</script>`
  );
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/;
const ENTRY = /<script src="([^"]+)" type="module" async><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)">/g;
const FONT_PRELOAD = /<link rel="preload" href="[^"]+" as="font"[^>]*>/g;
const CHARSET = /<meta charset="[^"]+"\s*\/?>/;

/**
 * The page as it is served: the stylesheet's link gives way to the critical rules and a
 * <noscript> link for visitors without JavaScript; the boot script and its modulepreload hints
 * go to the loader, added at the end of the head. The font's preload moves up to follow the
 * charset, so the first page of a tab is drawn in Inter (issue 37). The stylesheet's `@font-face` rules
 * (`fontFaces`) open the critical rules: Inter's and the metric-matched fallback's must be there
 * at the first paint.
 */
export function deferRest(
  page: string,
  critical: string,
  fontFaces: string,
  { styleAtOnce = false }: { styleAtOnce?: boolean } = {},
): { html: string; deferred: Deferred } {
  const stylesheet = STYLESHEET.exec(page)?.[1];
  const entry = ENTRY.exec(page)?.[1];
  if (!stylesheet) throw new Error('no stylesheet link in the page');
  if (!entry) throw new Error('no boot script in the page');
  const modulePreloads = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const deferred: Deferred = { stylesheet, entry, modulePreloads, styleAtOnce };
  // The encoding must be declared within the first 1024 bytes: it goes first, before the rules;
  // the font's preload right after it, the first request the page makes after its HTML.
  const charset = CHARSET.exec(page)?.[0] ?? '';
  const fontPreloads = (page.match(FONT_PRELOAD) ?? []).join('');
  const rest = page
    .replace(ENTRY, '')
    .replace(MODULE_PRELOAD, '')
    .replace(FONT_PRELOAD, '')
    .replace(CHARSET, '')
    .replace(/<head>/, () => `<head>${charset}${fontPreloads}`);
  const rules = `${fontFaces}${pruneCustomProperties(critical, rest)}`;
  let html = rest.replace(
    STYLESHEET,
    () =>
      `<style id="${CRITICAL_STYLE_ID}">${rules}</style>` +
      `<noscript><link rel="stylesheet" href="${stylesheet}"></noscript>`,
  );
  const head = html.indexOf('</head>');
  html = `${html.slice(0, head)}${loaderTag(deferred)}${html.slice(head)}`;
  return { html, deferred };
}

/** The `@font-face` rules of a (minified) stylesheet, in order. */
export function fontFaceRules(css: string): string {
  return (css.match(/@font-face\s*{[^}]*}/g) ?? []).join('');
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
 * nothing more goes. The stylesheet, loaded after the first paint, declares them all again.
 */
export function pruneCustomProperties(css: string, context: string): string {
  const root = postcss.parse(css);
  for (;;) {
    const read = readProperties(context);
    root.walkDecls((decl) => {
      for (const name of readProperties(decl.value)) read.add(name);
    });
    let removed = 0;
    root.walkDecls(/^--/, (decl) => {
      if (read.has(decl.prop)) return;
      decl.remove();
      removed += 1;
    });
    if (removed === 0) break;
  }
  removeEmpty(root);
  return root.toString();
}

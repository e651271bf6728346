// Each page's own stylesheet: the rules of the site's stylesheet its components can need, cut by
// gen-critical-css.ts from the one stylesheet Vite writes (`cssCodeSplit: false`). A rule stays
// when every class its selector requires is a word of the page's HTML or of a script the page can
// ever load (its first load, its enhancers, the islands and what a visitor's first use loads: the
// toaster): a CSS module's class map and Mantine's class names are string literals in them, and
// a class the page's markup has is in its HTML. So the drawer, the menus, the code step, the
// errors and the toasts keep their rules; the other pages' sections do not come along.

import postcss from 'postcss';
import { keepRules, pruneCustomPropertiesOf } from './critical-css';
import { stylesheetLink } from './defer-rest';
import { attributeValue, type Edit, sourceElements, sourceText, splice } from './html-elements';

/** Where a page's own stylesheet is served, named by `hash`, its content's. */
export const pageStylesheetHref = (hash: string) => `/assets/static/page.${hash}.css`;

/** A page stylesheet's path, as `pageStylesheetHref` writes it. */
export const PAGE_STYLESHEET = /\/assets\/static\/page\.[\w-]+\.css$/;

/** The words a page can put in a class attribute: identifiers of its HTML and scripts. */
export function pageWords(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts)
    for (const [word] of text.matchAll(/-?[A-Za-z_][\w-]*/g)) words.add(word);
  return words;
}

/**
 * The classes an element must have for `selector` to match it: those outside any pseudo-class's
 * argument, and inside `:is()`, `:where()` or `:has()` with a single argument. Classes inside
 * `:not()` or a list of alternatives are not required. Attribute values and strings are skipped.
 */
export function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  /** For each open parenthesis: whether the classes inside it are required. */
  const required: boolean[] = [];
  const inRequired = () => required.every(Boolean);
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i] ?? '';
    if (char === '\\') {
      i += 1;
    } else if (char === '"' || char === "'") {
      const end = selector.indexOf(char, i + 1);
      i = end === -1 ? selector.length : end;
    } else if (char === '[') {
      const end = selector.indexOf(']', i + 1);
      i = end === -1 ? selector.length : end;
    } else if (char === '(') {
      const name = /:([\w-]+)$/.exec(selector.slice(0, i))?.[1] ?? '';
      const argument = argumentOf(selector, i);
      required.push(
        ['is', 'where', 'has', 'matches'].includes(name) && !hasTopLevelComma(argument),
      );
    } else if (char === ')') {
      required.pop();
    } else if (char === '.' && inRequired()) {
      const name = /^-?[A-Za-z_][\w-]*/.exec(selector.slice(i + 1))?.[0];
      if (name) {
        classes.push(name);
        i += name.length;
      }
    }
  }
  return classes;
}

/** The text between the parenthesis at `open` and its match. */
function argumentOf(selector: string, open: number): string {
  let depth = 0;
  for (let i = open; i < selector.length; i += 1) {
    if (selector[i] === '(') depth += 1;
    else if (selector[i] === ')' && --depth === 0) return selector.slice(open + 1, i);
  }
  return selector.slice(open + 1);
}

function hasTopLevelComma(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) return true;
  }
  return false;
}

/**
 * The rules of `css` whose selectors can match on a page with these `words`, in their order:
 * selector lists cut to the selectors that can, `@media` and `@supports` kept around what they
 * still hold, `@keyframes` kept when a kept rule names them, `@font-face` kept.
 */
export function pageRules(css: string, words: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  keepRules(root, (selector) => requiredClasses(selector).every((name) => words.has(name)));
  return root.toString();
}

/** The page without its <style> blocks (their tags included). */
export function withoutStyleBlocks(html: string): string {
  return html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '');
}

/** The custom properties a script names, as reads (`var(--x)`): it may read them by name. */
const namedProperties = (script: string) =>
  [...new Set(script.match(/--[A-Za-z_][\w-]*/g) ?? [])].map((name) => `var(${name})`).join('');

export type PageCss = { html: string; sheet: string };

/**
 * The page with a stylesheet of its own: `css` (the site's) cut to the rules the page can need
 * (`pageRules`), and Mantine's theme block (`<style data-mantine-styles>`: its variables and
 * breakpoint classes) cut likewise; the custom properties nothing reads dropped from both, read
 * meaning through `var()` in either, in the page's markup (Mantine's inline styles among it), or
 * named by one of its `scripts` (the toaster's settings too). `href` names the sheet from its
 * text; the page's stylesheet link is pointed at it.
 */
export function withPageCss(
  page: string,
  css: string,
  scripts: readonly string[],
  href: (sheet: string) => string,
): PageCss {
  const elements = sourceElements(page);
  const link = stylesheetLink(elements);
  if (!link?.attributes.href) throw new Error('no stylesheet link in the page');
  const theme = elements.find(
    (el) => el.name === 'style' && el.attributes['data-mantine-styles'] !== undefined,
  );
  const words = pageWords([withoutStyleBlocks(page), ...scripts]);
  const themeText =
    theme?.endTagStart != null ? page.slice(theme.startTagEnd, theme.endTagStart) : '';
  const themeEdit = (text: string): Edit[] =>
    theme?.endTagStart != null ? [{ start: theme.startTagEnd, end: theme.endTagStart, text }] : [];
  const context = splice(page, themeEdit('')) + scripts.map(namedProperties).join('');
  const [sheet = '', themeCss = ''] = pruneCustomPropertiesOf(
    [pageRules(css, words), pageRules(themeText, words)],
    context,
  );
  const linkText = sourceText(page, link).replace(
    /(\shref=)(?:"[^"]*"|'[^']*'|[^\s>]+)/i,
    `$1"${attributeValue(href(sheet))}"`,
  );
  const html = splice(page, [
    { start: link.start, end: link.end, text: linkText },
    ...themeEdit(themeCss),
  ]);
  return { html, sheet };
}

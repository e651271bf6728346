// The theme without JavaScript. Every scheme-specific rule of the site (Mantine's variables and
// components, our tokens, ThemedImage's pictures) is keyed on `data-mantine-color-scheme` on
// <html>, which Mantine's inline ColorSchemeScript sets before the first paint from the stored
// choice or the system setting. The pre-rendered <html> carries no such attribute, so without
// JavaScript nothing would match: this module copies each such rule into
// `@media (prefers-color-scheme: dark|light)` for a root that has no attribute. With JavaScript
// the attribute is always there and the copies never apply, so the stored choice still wins.
//
// Used twice with the same rules: by a PostCSS plugin over the stylesheet
// (scripts/build/vite-plugins/system-color-scheme.ts) and on the CSS variables Mantine's provider
// writes inline (ThemeCssVariables.tsx).

export type Scheme = 'dark' | 'light';

export const SCHEMES: readonly Scheme[] = ['dark', 'light'];

const schemeAttribute = /\[\s*data-mantine-color-scheme\s*=\s*(["']?)(dark|light)\1\s*\]/g;

/**
 * What stands in for `[data-mantine-color-scheme=…]`: the root element without the attribute.
 * `:where()` adds nothing and `:not([attr])` counts as one attribute, so the copy has exactly the
 * specificity of the rule it copies and loses or wins against every other rule as it does.
 */
export const UNSET_ROOT = ':where(:root):not([data-mantine-color-scheme])';

export const systemSchemeMedia = (scheme: Scheme) => `(prefers-color-scheme: ${scheme})`;

/** Splits a selector list at its top-level commas (not those inside `()`, `[]` or quotes). */
export function splitSelectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(selector.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(selector.slice(start).trim());
  return parts.filter(Boolean);
}

/**
 * The selectors of a rule's list rewritten for a root without the attribute, by the scheme they
 * name. A selector that names no scheme (or both) has no copy; nor has `:host(…)`, which only
 * matters inside a shadow root, where the site has none.
 */
export function unsetRootSelectors(selector: string): Partial<Record<Scheme, string[]>> {
  const out: Partial<Record<Scheme, string[]>> = {};
  if (!selector.includes('data-mantine-color-scheme')) return out;
  for (const part of splitSelectorList(selector)) {
    if (part.includes(':host')) continue;
    const schemes = new Set([...part.matchAll(schemeAttribute)].map((match) => match[2] as Scheme));
    const [scheme] = schemes;
    if (schemes.size !== 1 || !scheme) continue;
    (out[scheme] ??= []).push(part.replace(schemeAttribute, UNSET_ROOT));
  }
  return out;
}

/**
 * For flat CSS (rules of `selector{declarations}`, no at-rules or nesting), as Mantine writes its
 * CSS variables: the same CSS with each scheme rule's copy appended.
 */
export function withSystemSchemeRules(css: string): string {
  const copies: string[] = [];
  for (const [, selector = '', body = ''] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const byScheme = unsetRootSelectors(selector);
    for (const scheme of SCHEMES) {
      const selectors = byScheme[scheme];
      if (selectors) {
        copies.push(`@media ${systemSchemeMedia(scheme)}{${selectors.join(', ')}{${body}}}`);
      }
    }
  }
  return copies.length > 0 ? `${css}\n\n${copies.join('\n\n')}` : css;
}

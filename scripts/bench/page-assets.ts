// What a built page asks for itself, read from its parsed HTML: its scripts, module preloads and
// stylesheets (those its inline loader fetches after the first paint too), its islands and the
// enhancers whose selector matches. first-load.ts works out what each of those pulls in.

import { ISLAND_ATTRIBUTE } from '#web/islands/attributes.ts';
import { LOADER_ATTRIBUTES } from '#web/client/loader/attributes.ts';

export type PageAssets = {
  /** Same-origin paths, without the leading slash ("assets/entries/x.js"). */
  scripts: string[];
  modulePreloads: string[];
  stylesheets: string[];
  /** The names of the page's islands. */
  islands: string[];
  /** The selectors of web/src/client/enhancers.ts that match something on the page. */
  enhancers: string[];
};

/** A path the build serves ("/assets/x.js" → "assets/x.js"); null for other origins. */
function ownPath(url: string | null): string | null {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return null;
  return url.slice(1).split(/[?#]/)[0] ?? null;
}

function collect(doc: ParentNode, selector: string, attribute: string): string[] {
  const paths = [...doc.querySelectorAll(selector)].map((el) =>
    ownPath(el.getAttribute(attribute)),
  );
  return [...new Set(paths.filter((path): path is string => path !== null))];
}

/**
 * What the page's inline loader (web/src/client/loader/) fetches after the first paint, named on
 * its tag: part of the first load all the same, only later.
 */
function loaded(doc: ParentNode, attribute: string): string[] {
  const loader = doc.querySelector(`script[${LOADER_ATTRIBUTES.entry}]`);
  const urls = (loader?.getAttribute(attribute) ?? '').split(' ').map(ownPath);
  return urls.filter((path): path is string => path !== null);
}

const union = (...lists: string[][]) => [...new Set(lists.flat())];

/** The page's own asks; `enhancerSelectors`: the keys of the enhancer table. */
export function pageAssets(doc: ParentNode, enhancerSelectors: Iterable<string> = []): PageAssets {
  return {
    enhancers: [...enhancerSelectors].filter((selector) => doc.querySelector(selector) !== null),
    scripts: union(collect(doc, 'script[src]', 'src'), loaded(doc, LOADER_ATTRIBUTES.entry)),
    modulePreloads: union(
      collect(doc, 'link[rel~="modulepreload"][href]', 'href'),
      loaded(doc, LOADER_ATTRIBUTES.modulePreloads),
    ),
    stylesheets: union(
      collect(doc, 'link[rel~="stylesheet"][href]', 'href'),
      loaded(doc, LOADER_ATTRIBUTES.stylesheet),
    ),
    islands: [...doc.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].map(
      (el) => el.getAttribute(ISLAND_ATTRIBUTE) ?? '',
    ),
  };
}

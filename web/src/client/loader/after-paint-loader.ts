// The page's inline loader: a page paints from its HTML alone (scripts/build/critical-css.ts says
// why), and this fetches the rest only once that paint is on screen. The build bundles it, through
// `inline-entry.ts`, into one inline <script> at the end of every page's <head>
// (scripts/build/inline-loader.ts), the same text on every page, so one CSP hash; the tag's
// attributes say what to load. The web font is not its business: the <head> preloads it.
//
// - After the first paint it fetches the stylesheet (a preload: not applied) and the boot script
//   with its modulepreload hints, and marks <html> (`PAINTED_ATTRIBUTE`) so the images CSS keys
//   on the mark may load. It waits for the paint entry, not for a count of frames, because a
//   frame can come before the paint and fetching before it is what this avoids; where there is
//   no paint timing, a frame then a task; and 3 s at the latest, since a background tab paints
//   nothing.
// - At the first interaction (`INTERACTIONS`) it applies the stylesheet where its link was. The
//   critical rules already draw the page; restyling a big page is a long task nobody waits for
//   when it comes with a tap. A form page (`data-style-at-once`) is short enough to restyle at
//   once, so it applies the stylesheet as soon as it arrives and the first tap does not pay.
// docs/decisions/0043-after-paint-loader.md has the choices and what they cost.

import {
  CRITICAL_STYLE_ID,
  INTERACTIONS,
  LOADER_ATTRIBUTES,
  PAINTED_ATTRIBUTE,
} from './attributes';

/** The latest the loader waits for a paint before it loads anyway. */
export const LOAD_AT_THE_LATEST_MS = 3000;

/** Runs the loader whose <script> is `me` (the parser's `document.currentScript`). */
export function loadAfterPaint(me: HTMLScriptElement): void {
  const doc = me.ownerDocument;
  let loaded = false;
  let styled = false;

  const attribute = (name: string) => me.getAttribute(name) || '';

  const add = (tag: string, attributes: Record<string, string>, before: Node | null = null) => {
    const element = doc.createElement(tag);
    for (const name in attributes) element.setAttribute(name, attributes[name] as string);
    doc.head.insertBefore(element, before);
  };

  const applyStylesheet = () => {
    if (styled) return;
    styled = true;
    for (const type of INTERACTIONS) doc.removeEventListener(type, applyStylesheet, true);
    const critical = doc.getElementById(CRITICAL_STYLE_ID);
    add(
      'link',
      { rel: 'stylesheet', href: attribute(LOADER_ATTRIBUTES.stylesheet) },
      critical && critical.nextSibling,
    );
  };

  const load = () => {
    if (loaded) return;
    loaded = true;
    doc.documentElement.setAttribute(PAINTED_ATTRIBUTE, '');
    if (me.hasAttribute(LOADER_ATTRIBUTES.styleAtOnce)) applyStylesheet();
    else if (!styled) {
      add('link', { rel: 'preload', as: 'style', href: attribute(LOADER_ATTRIBUTES.stylesheet) });
    }
    for (const href of attribute(LOADER_ATTRIBUTES.modulePreloads).split(' ')) {
      if (href) add('link', { rel: 'modulepreload', href });
    }
    add('script', { type: 'module', src: attribute(LOADER_ATTRIBUTES.entry) });
  };

  const loadInATask = () => {
    setTimeout(load, 0);
  };

  for (const type of INTERACTIONS) {
    doc.addEventListener(type, applyStylesheet, { capture: true, passive: true });
  }
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      loadInATask();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing (no PerformanceObserver, or one without the 'paint' type).
    requestAnimationFrame(loadInATask);
  }
  setTimeout(load, LOAD_AT_THE_LATEST_MS);
}

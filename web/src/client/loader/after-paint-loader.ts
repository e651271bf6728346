// The page's inline loader (issue 28; scripts/build/critical-css.ts says why a page paints from
// its HTML alone). The build bundles this module, through `inline-entry.ts`, into one inline
// <script> at the end of every page's <head> (scripts/build/inline-loader.ts), the same text on
// every page and in every build, so one CSP hash; the tag's attributes say what to load.
//
// Two triggers:
// - the first paint: once the first-contentful-paint entry is recorded, and a task later, it
//   fetches the stylesheet (a preload: not applied) and the boot script with its modulepreload
//   hints, and marks <html> (`PAINTED_ATTRIBUTE`), which lets the images that CSS keys on the mark
//   load (the demo videos' posters). The web font is not its business: the <head> preloads it
//   (issue 37).
// - the visitor's first interaction (`INTERACTIONS`): it applies the stylesheet right after the
//   critical rules, where the stylesheet's link was, before Mantine's theme variables. The critical
//   rules already draw every element the page has; the stylesheet is for what an interaction
//   brings (a toast, a dialog, a form's next step), and applying it restyles the whole page, a
//   long task on a big page that nobody waits for when it comes with the first tap.
// On a page whose tag has `data-style-at-once` (the form pages, short enough that the restyle is
// a short task) the stylesheet is applied as soon as it is fetched, so that the first tap on the
// form does not pay for it (issue 37 measured this against issue 28's "first idle period after
// hydration": the same first taps, TBT no higher, and no MutationObserver on <html>).
//
// Three timers: a task after the paint entry (`setTimeout(…, 0)`); where the browser has no paint
// timing, a frame and then that task; and 3 s after the script ran in any case, since a tab opened
// in the background paints nothing. Whichever comes first loads; the others find it done. (A frame
// count instead of the paint entry, "the second frame after the parser finished", was tried: in
// Chromium it fired before the paint entry's time in 4 of 5 loads, and fetching before the first
// paint is what this avoids.)

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

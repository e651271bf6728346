// The page's inline loader. The build bundles it, through `inline-entry.ts`, into one inline
// <script> at the end of every page's <head> (scripts/build/inline-loader.ts), the same text on
// every page, so one CSP hash; the tag's attributes say what to load. The web font is not its
// business: the <head> preloads it.
//
// - The site's stylesheet is fetched at once and applied as soon as it arrives: a preload whose
//   `load` turns it into the stylesheet, where the page's link was (after the inlined critical
//   rules). It does not block the first paint, which the critical rules draw, and the strict CSP
//   allows no `onload` attribute, hence the listener.
// - After the first paint it fetches the boot script with its modulepreload hints, and marks
//   <html> (`PAINTED_ATTRIBUTE`) so the images CSS keys on the mark may load. It waits for the
//   paint entry, not for a count of frames, because a frame can come before the paint; where
//   there is no paint timing, a frame then a task; and 3 s at the latest, since a background tab
//   paints nothing.
// docs/decisions/0066-standard-first-load.md has the choices and what they cost.

import { CRITICAL_STYLE_ID, LOADER_ATTRIBUTES, PAINTED_ATTRIBUTE } from './attributes';

/** The latest the loader waits for a paint before it loads the boot script anyway. */
export const LOAD_AT_THE_LATEST_MS = 3000;

/** Runs the loader whose <script> is `me` (the parser's `document.currentScript`). */
export function loadPage(me: HTMLScriptElement): void {
  const doc = me.ownerDocument;
  let loaded = false;

  const attribute = (name: string) => me.getAttribute(name) || '';

  const add = (tag: string, attributes: Record<string, string>, before: Node | null = null) => {
    const element = doc.createElement(tag);
    for (const name in attributes) element.setAttribute(name, attributes[name] as string);
    return doc.head.insertBefore(element, before);
  };

  const critical = doc.getElementById(CRITICAL_STYLE_ID);
  const sheet = add(
    'link',
    { rel: 'preload', as: 'style', href: attribute(LOADER_ATTRIBUTES.stylesheet) },
    critical && critical.nextSibling,
  );
  sheet.addEventListener('load', () => sheet.setAttribute('rel', 'stylesheet'), { once: true });

  const load = () => {
    if (loaded) return;
    loaded = true;
    doc.documentElement.setAttribute(PAINTED_ATTRIBUTE, '');
    for (const href of attribute(LOADER_ATTRIBUTES.modulePreloads).split(' ')) {
      if (href) add('link', { rel: 'modulepreload', href });
    }
    add('script', { type: 'module', src: attribute(LOADER_ATTRIBUTES.entry) });
  };

  const loadInATask = () => {
    setTimeout(load, 0);
  };

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

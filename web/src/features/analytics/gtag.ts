import { ANALYTICS_PLACEHOLDER_ID } from '#common/env-schema';

export const TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtag/js';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** The page's gtag() once `injectAnalytics` has set it up, or null (no analytics). */
export function gtagOf(doc: Document): ((...args: unknown[]) => void) | null {
  return (doc.defaultView as GtagWindow | null)?.gtag ?? null;
}

/**
 * Loads Google's tag for a GA4 measurement id and returns a cleanup that removes what it added.
 * Without an id, or with the placeholder one, it does nothing at all (docs/requirements.md §4).
 * The data layer and gtag() are set up here rather than in an inline <script>, so the page's
 * hash-based Content-Security-Policy needs no entry for them.
 */
export function injectAnalytics(measurementId: string | null, doc: Document): () => void {
  const win = doc.defaultView as GtagWindow | null;
  if (!measurementId || measurementId === ANALYTICS_PLACEHOLDER_ID || !win) return () => {};

  const hadDataLayer = 'dataLayer' in win;
  const hadGtag = 'gtag' in win;
  const dataLayer = (win.dataLayer ??= []);
  win.gtag ??= function gtag() {
    // gtag.js reads Arguments objects from the data layer, not arrays: the official snippet's shape.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', measurementId);

  const script = doc.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_URL}?id=${encodeURIComponent(measurementId)}`;
  doc.head.append(script);

  return () => {
    script.remove();
    if (!hadGtag) delete win.gtag;
    if (!hadDataLayer) delete win.dataLayer;
  };
}

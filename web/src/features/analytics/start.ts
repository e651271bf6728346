// Run once from web/src/client/boot.ts on every page. Plain TypeScript: analytics never needs React.

/**
 * Starts analytics once the page has loaded, so the tag never competes with the first paint, with
 * the visitor's Core Web Vitals (vitals.ts), and returns a cleanup that cancels it or removes what it added. Vite inlines the raw build-time id
 * here: a build without one never downloads the validated env (or zod) or the tag code. The
 * validated `siteEnv.analyticsId` has the last word (null for the placeholder id).
 */
export function startAnalytics(doc: Document = document): () => void {
  if (!import.meta.env.VITE_GA_MEASUREMENT_ID) return () => {};
  let cleanup = () => {};
  let cancelled = false;
  const run = async () => {
    const [{ siteEnv }, { injectAnalytics, gtagOf }] = await Promise.all([
      import('#web/config/env.ts'),
      import('./gtag'),
    ]);
    if (cancelled) return;
    cleanup = injectAnalytics(siteEnv.analyticsId, doc);
    // The visitor's LCP, INP and CLS go with the tag, only where it was started.
    const gtag = gtagOf(doc);
    if (!gtag) return;
    const { reportVitals } = await import('./vitals');
    if (!cancelled) reportVitals((name, params) => gtag('event', name, params));
  };
  if (doc.readyState === 'complete') void run();
  else doc.defaultView?.addEventListener('load', () => void run(), { once: true });
  return () => {
    cancelled = true;
    cleanup();
  };
}

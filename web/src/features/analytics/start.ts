// Run once from web/src/client/boot.ts on every page. Plain TypeScript: analytics never needs React.

/**
 * Starts analytics once the page has loaded, so the tag never competes with the first paint, and
 * returns a cleanup that cancels it or removes what it added. Vite inlines the raw build-time id
 * here: a build without one never downloads the validated env (or zod) or the tag code. The
 * validated `siteEnv.analyticsId` has the last word (null for the placeholder id).
 */
export function startAnalytics(doc: Document = document): () => void {
  if (!import.meta.env.VITE_GA_MEASUREMENT_ID) return () => {};
  let cleanup = () => {};
  let cancelled = false;
  const run = async () => {
    const [{ siteEnv }, { injectAnalytics }] = await Promise.all([
      import('#web/config/env.ts'),
      import('./gtag'),
    ]);
    if (!cancelled) cleanup = injectAnalytics(siteEnv.analyticsId, doc);
  };
  if (doc.readyState === 'complete') void run();
  else doc.defaultView?.addEventListener('load', () => void run(), { once: true });
  return () => {
    cancelled = true;
    cleanup();
  };
}

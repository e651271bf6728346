// Everything the browser runs on every page: small DOM enhancements in plain code, then the
// page's islands, if it has any. A page without islands never downloads React. Larger plain
// enhancements load as their own chunk, only on a page that has what they enhance.

import { enhanceAgentFilter } from '#web/features/agents/AgentGrid/agent-filter.enhance.ts';
import { startAnalytics } from '#web/features/analytics/start.ts';
import { loadToastsAfterIslands } from '#web/toast/notify.ts';
import { HYDRATED_ATTRIBUTE } from '#web/islands/attributes.ts';
import { hydrateIslands } from '#web/islands/hydrate.ts';
import { islands } from '#web/islands/registry.ts';
import { enhanceHeader } from '#web/components/Header/header.enhance.ts';
import { enhanceOnDemand } from './enhancers';
import { enhanceLogos } from '#web/components/Logo/logo.enhance.ts';
import { logNotFound } from '#web/components/NotFound/not-found.enhance.ts';
import { enhanceThemeToggles } from '#web/components/ThemeToggle/theme-toggle.enhance.ts';
import { enhanceTooltips } from './tooltip';
import { configureZodJitless } from './zod-config';

// zod compiles object parsers with `new Function` when the page allows it, and finds out by
// trying: under our CSP (no 'unsafe-eval') that probe is a reported violation. The islands'
// forms parse a handful of fields, so zod's interpreter is all they need.
configureZodJitless();

export function boot(): void {
  enhanceThemeToggles(document);
  enhanceHeader(document);
  enhanceTooltips(document);
  enhanceLogos(document);
  logNotFound(document, location.pathname);
  startAnalytics(document);
  enhanceAgentFilter(document, location, history);
  // The carousel, galleries and Copy link: their own chunks, only on a page that has one.
  void enhanceOnDemand(document);
  afterFirstPaint(() => {
    void hydrateIslands(document, islands).finally(() => {
      // Styling hook for progressive enhancement, and the signal end-to-end tests wait for.
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
      // The forms' toasts (sonner), after the forms themselves.
      loadToastsAfterIslands(document);
    });
  });
}

/**
 * Runs `then` after a frame and a task: the islands' hydration (React DOM and the island's chunk,
 * the bulk of a form page's first load: docs/performance.md has the figures). Server-rendered
 * islands are usable links and forms meanwhile.
 */
export function afterFirstPaint(then: () => void, win: Window = window): void {
  // The first paint itself is the inline loader's business (web/src/client/loader/): it fetches
  // the boot script, and the islands' chunks with it, only once the first-contentful-paint entry
  // is recorded, so by now the page has painted. This wait is older than the loader and is kept:
  // hydration starts in a task of its own after the next frame (a frame's callbacks run before
  // its paint; a task queued from one runs once it is drawn), not in the task that ran the boot
  // script and the every-page enhancers.
  win.requestAnimationFrame(() => win.setTimeout(then, 0));
}

// Everything the browser runs on every page: small DOM enhancements in plain code, then the
// page's islands, if it has any. A page without islands never downloads React.

import { enhanceAgentFilter } from '../features/agents/agent-filter';
import { startAnalytics } from '../features/analytics/start';
import { mountToaster } from '../features/toast/mount';
import { hydrateIslands } from '../islands/hydrate';
import { enhanceHeader } from './header';
import { enhanceLogos } from './logo';
import { logNotFound } from './not-found';
import { enhanceThemeToggles } from './theme';

export function boot(): void {
  enhanceThemeToggles(document);
  enhanceHeader(document);
  enhanceLogos(document);
  logNotFound(document, location.pathname);
  startAnalytics(document);
  enhanceAgentFilter(document, location, history);
  void hydrateIslands(document)
    .then((count) => (count > 0 ? mountToaster(document) : undefined))
    .finally(() => {
      // Styling hook for progressive enhancement, and the signal end-to-end tests wait for.
      document.documentElement.dataset.hydrated = 'true';
    });
}

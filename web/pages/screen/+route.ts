import type { PageContext } from 'vike/types';
import { normalizePath } from '#web/config/routes.ts';
import { findScreenPage } from '#web/content/screen-pages.ts';

// A page per gallery screen: /api-mcp-studio/screens/collections, /notebook/screens/ask, ...
// Any other path still reaches the not-found page.
export function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  const path = normalizePath(pageContext.urlPathname);
  return findScreenPage(path) ? { routeParams: { path } } : false;
}

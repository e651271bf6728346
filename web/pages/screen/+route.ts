import type { PageContext } from 'vike/types';
import { normalizePath } from '../../src/config/routes';
import { findScreenPage } from '../../src/content/screen-pages';

// A page per gallery screen: /api-mcp-studio/screens/collections, /notebook/screens/ask, ...
// Any other path still reaches the not-found page.
export function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  const path = normalizePath(pageContext.urlPathname);
  return findScreenPage(path) ? { routeParams: { path } } : false;
}

import { usePageContext } from 'vike-react/usePageContext';
import { routeOf } from './page-route';
import type { RouteEntry } from './routes';

/** The route table entry of the current page. A page without one is a bug in the table. */
export function useRoute(): RouteEntry {
  const pageContext = usePageContext();
  const route = routeOf(pageContext);
  if (!route) throw new Error(`No route table entry for ${pageContext.urlPathname}`);
  return route;
}

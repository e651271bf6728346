import { type PageId, routes } from '#web/config/routes.ts';

/** What a bench measures: every route of the route table, plus the 404 page. */
export type BenchRoute = {
  /** The URL path a browser asks for; for the 404 page, a path no route matches. */
  path: string;
  /** The route table's page, or '404'. */
  page: PageId | '404';
  /** The pre-rendered file under dist/client that answers it. */
  htmlFile: string;
};

/** A path no route matches: the server answers it with 404.html. */
export const NOT_FOUND_PATH = '/this-page-does-not-exist';

export const notFoundRoute: BenchRoute = {
  path: NOT_FOUND_PATH,
  page: '404',
  htmlFile: '404.html',
};

export function benchRoutes(): BenchRoute[] {
  return [
    ...routes.map((route) => ({
      path: route.path,
      page: route.page,
      htmlFile: route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`,
    })),
    notFoundRoute,
  ];
}

/**
 * The routes named in a comma-separated list (e.g. LH_ROUTES), in the table's order; `404` (or
 * any path no route has) names the 404 page. Unset or empty: every route.
 */
export function selectRoutes(all: BenchRoute[], list: string | undefined): BenchRoute[] {
  const wanted = (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (wanted.length === 0) return all;
  const known = new Map(all.map((route) => [route.path, route]));
  const picked = new Set<BenchRoute>();
  for (const item of wanted) {
    const path = item === '404' ? NOT_FOUND_PATH : item.replace(/(.)\/+$/, '$1');
    picked.add(known.get(path) ?? { ...notFoundRoute, path });
  }
  return [...picked];
}

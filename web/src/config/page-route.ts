import type { PageContext } from 'vike/types';
import { findRoute, type RouteEntry } from './routes';
import { site } from './site';

type RoutedContext = Pick<PageContext, 'urlPathname'> & { is404?: boolean | null };

/** The route table entry of the page being rendered; none on the not-found page. */
export function routeOf(pageContext: RoutedContext): RouteEntry | undefined {
  return pageContext.is404 === true ? undefined : findRoute(pageContext.urlPathname);
}

export const notFound = {
  title: 'Page not found',
  description: `This address does not match any page on ${site.name}. Go back to the home page, or find API MCP Studio, the connector agents and the blog from the menu.`,
};

export function documentTitle(pageContext: RoutedContext): string {
  return `${routeOf(pageContext)?.title ?? notFound.title} | ${site.name}`;
}

export function documentDescription(pageContext: RoutedContext): string {
  return routeOf(pageContext)?.description ?? notFound.description;
}

import type { PageContext } from 'vike/types';
import { normalizePath } from '#web/config/routes.ts';
import { findAgentBySlug } from '#web/content/agents.ts';

// Agent pages live at the top level (/github, /gmail, ...): match known slugs only, so any other
// path still reaches the not-found page.
export function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  const slug = normalizePath(pageContext.urlPathname).slice(1);
  return findAgentBySlug(slug) ? { routeParams: { slug } } : false;
}

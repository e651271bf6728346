import type { PageContext } from 'vike/types';
import { normalizePath } from '#web/config/routes.ts';
import { waitlists } from '#web/content/waitlists.ts';

// A waitlist page per product that is not out yet: /agentic-workflow/waitlist, /micro-saas/waitlist.
// Any other path still reaches the not-found page.
export function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  const path = normalizePath(pageContext.urlPathname);
  const waitlist = waitlists.find((entry) => entry.path === path);
  return waitlist ? { routeParams: { id: waitlist.id } } : false;
}

import type { PageContextServer } from 'vike/types';
import { resolveCategory } from '#common/agent-filter-rules';
import { agentCategories } from '#common/agents';
import { choiceOfCategoryPage, MARKETPLACE_PATH } from '#common/category-urls';

// The marketplace's category pages (/ai-agents/category/google, …) render as /ai-agents itself,
// filtered: urlLogical makes every part that reads the path (title, canonical URL, breadcrumbs,
// the header's active link) treat them as the one route. Under `npm run dev` the Vite server
// renders `/ai-agents?category=Google` filtered the same way. See #common/category-urls.
export function onBeforeRoute(pageContext: PageContextServer) {
  const variant = choiceOfCategoryPage(pageContext.urlPathname);
  if (variant) return { pageContext: { urlLogical: MARKETPLACE_PATH, agentChoice: variant } };
  const asked = pageContext.urlParsed.search.category;
  if (pageContext.urlPathname.replace(/\/+$/, '') === MARKETPLACE_PATH && asked !== undefined) {
    return { pageContext: { agentChoice: resolveCategory(asked, agentCategories) } };
  }
  return undefined;
}

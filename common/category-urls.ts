// The marketplace without JavaScript: one pre-rendered page per category, so that the filter's
// plain GET form (`/ai-agents?category=Google`) reads right before and without script. Static
// files cannot answer a query string, so each variant is written to its own path under
// /ai-agents/category/ and the server answers `/ai-agents?category=…` with it: the mock server
// does (its CategoryPages class), a static host with query rewrites can (`_redirects`,
// scripts/build/gen-static-headers.ts), any other host serves the plain page, which the JavaScript
// filter then filters (docs/architecture.md "Sign-in, marketplace and whitelist").
//
// Each variant renders as the /ai-agents route itself (web/pages/+onBeforeRoute.ts): the same
// title, breadcrumbs and canonical URL, `/ai-agents`, since a filtered view is not a page of its
// own. Nor are the variants in the sitemap, which lists the route table.

import { CATEGORY_ALL, type Choice, resolveCategory } from './agent-filter-rules';
import { agentCategories } from './agents';

export const MARKETPLACE_PATH = '/ai-agents';

const VARIANTS_DIR = `${MARKETPLACE_PATH}/category`;

/**
 * The name the unknown-category page is rendered with; the server puts the visitor's (escaped)
 * in its place. Braces never survive a category's slug, so no category's page can have this path.
 */
export const UNKNOWN_CATEGORY_PLACEHOLDER = '{category}';

const slugOf = (category: string) => category.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The pre-rendered page of a known category, or of an unknown one (the fallback note). */
export function categoryPagePath(category: string): string {
  return `${VARIANTS_DIR}/${category === UNKNOWN_CATEGORY_PLACEHOLDER ? '_unknown' : slugOf(category)}`;
}

/** Every variant to pre-render, each with the filter state it shows. */
export function categoryPages(
  categories: readonly string[] = agentCategories,
): { path: string; choice: Choice }[] {
  return [
    ...categories.map((category) => ({
      path: categoryPagePath(category),
      choice: { category, unknown: null },
    })),
    {
      path: categoryPagePath(UNKNOWN_CATEGORY_PLACEHOLDER),
      choice: { category: CATEGORY_ALL, unknown: UNKNOWN_CATEGORY_PLACEHOLDER },
    },
  ];
}

/** The filter state a pre-rendered variant's path stands for; null for any other path. */
export function choiceOfCategoryPage(pathname: string): Choice | null {
  const path = pathname.replace(/\/+$/, '');
  return categoryPages().find((page) => page.path === path)?.choice ?? null;
}

/**
 * Which pre-rendered page answers `?category=` on the marketplace: a known category's (matched
 * as the script matches it, without regard to case), the unknown-category page with the name to
 * put in it, or null for the plain page (no category, or All). The asked name is only ever
 * compared with the known list, never used to build a path.
 */
export function categoryPageFor(
  requested: string | null,
): { path: string; unknown: string | null } | null {
  const choice = resolveCategory(requested, agentCategories);
  if (choice.unknown !== null) {
    return { path: categoryPagePath(UNKNOWN_CATEGORY_PLACEHOLDER), unknown: choice.unknown };
  }
  return choice.category === CATEGORY_ALL
    ? null
    : { path: categoryPagePath(choice.category), unknown: null };
}

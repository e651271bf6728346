// The marketplace filter's rules, without a page: which category `?category=` asks for, the counts
// beside the chips and the note under them (docs/requirements.md §2). The site's filter script, the
// pre-rendered category pages and the mock server's answer to `/ai-agents?category=` (through
// #common/category-urls) all follow them.

export const CATEGORY_ALL = 'All';

export const emptyMessage = (category: string) => `No agents found in the "${category}" category.`;

export const unknownCategoryMessage = (category: string, total: number) =>
  `No category "${category}"; showing all ${total} agents.`;

export type CategoryCount = { category: string; count: number };

/** All first, then each category in the given order, with how many items it holds. */
export function categoryCounts(
  categories: readonly string[],
  items: readonly { category: string }[],
): CategoryCount[] {
  return [
    { category: CATEGORY_ALL, count: items.length },
    ...categories.map((category) => ({
      category,
      count: items.filter((item) => item.category === category).length,
    })),
  ];
}

export type Choice = { category: string; unknown: string | null };

/**
 * What `?category=` asks for: a known category (matched without regard to case), All when there
 * is none, or All with the unknown name kept so the page can say it fell back.
 */
export function resolveCategory(requested: string | null, known: readonly string[]): Choice {
  const asked = requested?.trim() ?? '';
  if (!asked) return { category: CATEGORY_ALL, unknown: null };
  const match = [CATEGORY_ALL, ...known].find((k) => k.toLowerCase() === asked.toLowerCase());
  return match ? { category: match, unknown: null } : { category: CATEGORY_ALL, unknown: asked };
}

/** The note under the chips: an unknown name that fell back to All, an empty category, or none. */
export function statusMessage({ category, unknown }: Choice, shown: number, total: number): string {
  if (unknown) return unknownCategoryMessage(unknown, total);
  return shown === 0 ? emptyMessage(category) : '';
}

/**
 * Patterns page rules (pure): which category is selected from `?category=slug` (missing or unknown → the first,
 * and the URL is corrected), which patterns of it a price group and a colour let through, and how many of those
 * a page shows (a phone page stays a few screens long; "show more" adds a page).
 */

/** Patterns shown at first and added per "show more". */
export const PATTERNS_PAGE = 8;

export interface PatternFilter {
  category: string;
  /** Price group id, '' for all. */
  priceGroup: string;
  /** Colour id, '' for all. */
  color: string;
}

export interface FilterablePattern {
  category: string;
  priceGroup: string;
  colors: readonly string[];
}

/** The selected category, and whether the URL must be rewritten to name it. */
export function selectCategory(slugs: readonly string[], requested: string | null): { slug: string; corrected: boolean } {
  if (requested && slugs.includes(requested)) return { slug: requested, corrected: false };
  return { slug: slugs[0] ?? '', corrected: true };
}

export function matchesPattern(pattern: FilterablePattern, filter: PatternFilter): boolean {
  return (
    pattern.category === filter.category &&
    (!filter.priceGroup || pattern.priceGroup === filter.priceGroup) &&
    (!filter.color || pattern.colors.includes(filter.color))
  );
}

export function filterFromSearch(search: string, slugs: readonly string[]): { filter: PatternFilter; corrected: boolean } {
  const params = new URLSearchParams(search);
  const { slug, corrected } = selectCategory(slugs, params.get('category'));
  return {
    filter: { category: slug, priceGroup: params.get('priceGroup') ?? '', color: params.get('color') ?? '' },
    corrected,
  };
}

/** The query string for a filter: the category always, price group and colour when chosen; others kept. */
export function searchWithFilter(search: string, filter: PatternFilter): string {
  const params = new URLSearchParams(search);
  params.set('category', filter.category);
  for (const key of ['priceGroup', 'color'] as const) {
    if (filter[key]) params.set(key, filter[key]);
    else params.delete(key);
  }
  return `?${params}`;
}

/**
 * Browsing realizations by category (pure, unit-tested): which categories a list offers, with how many of its
 * realizations each has, and the chosen one in the URL (`?category=slug`; none or an unknown slug: all).
 */
import { searchWith } from '../ui/search-params.ts';

export const CATEGORY_PARAM = 'category';

export interface OfferedCategory {
  slug: string;
  name: string;
  count: number;
}

/**
 * The categories worth browsing by: those of `categories` (the API's list, in its order) that the realizations
 * have, with their counts. Fewer than two: nothing to choose between, none offered.
 */
export function offeredCategories(
  categories: readonly { slug: string; name: string }[],
  realizations: readonly { category?: { slug: string } | null }[],
): OfferedCategory[] {
  const counts = new Map<string, number>();
  for (const r of realizations) if (r.category) counts.set(r.category.slug, (counts.get(r.category.slug) ?? 0) + 1);
  const offered = categories
    .filter((c) => (counts.get(c.slug) ?? 0) > 0)
    .map((c) => ({ slug: c.slug, name: c.name, count: counts.get(c.slug) ?? 0 }));
  return offered.length > 1 ? offered : [];
}

/** The category a URL's query asks for among `known`; `corrected` when it asked for one that is not there. */
export function categoryFromSearch(search: string, known: readonly string[]): { category: string | null; corrected: boolean } {
  const asked = new URLSearchParams(search).get(CATEGORY_PARAM);
  if (asked === null) return { category: null, corrected: false };
  return known.includes(asked) ? { category: asked, corrected: false } : { category: null, corrected: true };
}

/** The query with the category written in (all: no parameter), other parameters kept. */
export function searchWithCategory(search: string, category: string | null): string {
  return searchWith(search, { [CATEGORY_PARAM]: category });
}

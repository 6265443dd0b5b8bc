/**
 * The parameters of a category's product list call (GET /api/products), for the build and the category island
 * alike: the category and its sub-categories, ordered by collection position then name; the first page asks for
 * one more than it shows (to know whether more exist), "all" for the whole list; filters as `options[]`
 * (option slugs) and `checkboxs[]` (checkbox ids). Pure.
 */

/** Products a category page shows before "load more". */
export const CATEGORY_PAGE_SIZE = 36;

export interface CategoryFilters {
  /** Filter dropdown id → chosen option slug. */
  options: Record<string, string>;
  /** Checked filter checkbox ids. */
  checkboxs: string[];
}

export const NO_FILTERS: CategoryFilters = { options: {}, checkboxs: [] };

export function categoryProductsQuery(categoryIds: readonly number[], filters: CategoryFilters, all: boolean) {
  return {
    order: { 'collection.position': 'asc', name: 'asc' },
    categories: [...categoryIds],
    ...(Object.keys(filters.options).length > 0 && { options: Object.values(filters.options) }),
    ...(filters.checkboxs.length > 0 && { checkboxs: filters.checkboxs.map(Number) }),
    ...(all ? { pagination: false } : { itemsPerPage: CATEGORY_PAGE_SIZE + 1, page: 1 }),
  } as const;
}

/**
 * Applies the category page rules (stores/category-products.ts) with the browser content client: one request
 * at a time, a newer choice cancelling the request of an older one; results and failures go to the store.
 */
import * as endpoints from '#contract/endpoints/teaser-lists.ts';
import { type BrowserContentClient, isAbort } from '../../data/browser-client.ts';
import { CATEGORY_PAGE_SIZE, type CategoryFilters, NO_FILTERS, categoryProductsQuery } from '../../data/product-list-query.ts';
import { $categoryProducts, hasFilters } from '../../stores/category-products.ts';

export interface CategoryController {
  /** Show the products for these filters (the build's page again when there are none). */
  show(filters: CategoryFilters): Promise<void>;
  /** Every remaining product of the current filters, appended. */
  loadMore(): Promise<void>;
  retry(): Promise<void>;
}

export function createCategoryController(client: BrowserContentClient, categoryIds: readonly number[]): CategoryController {
  let inFlight: AbortController | null = null;
  let last: { filters: CategoryFilters; all: boolean } = { filters: NO_FILTERS, all: false };

  async function load(filters: CategoryFilters, all: boolean): Promise<void> {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    last = { filters, all };
    const before = $categoryProducts.get();
    const shown = before.status === 'static' ? [] : before.items;
    // The build's page shows the first CATEGORY_PAGE_SIZE; "load more" from it adds after them.
    const shownCount = before.status === 'static' ? CATEGORY_PAGE_SIZE : shown.length;
    $categoryProducts.set({ status: 'loading', filters, items: all ? shown : [], total: null, all });
    try {
      const { items, totalItems } = await client.list(endpoints.products, {
        accept: 'ld+json',
        query: categoryProductsQuery(categoryIds, filters, all),
        signal: controller.signal,
      });
      const list = all ? items : items.slice(0, CATEGORY_PAGE_SIZE);
      $categoryProducts.set({
        status: 'ready',
        filters,
        items: list,
        total: Math.max(totalItems, list.length),
        all: all || items.length <= CATEGORY_PAGE_SIZE,
        firstAdded: all && list.length > shownCount ? shownCount : null,
      });
    } catch (error) {
      if (isAbort(error)) return;
      $categoryProducts.set({ status: 'error', filters, items: shown, total: null, all });
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  }

  return {
    show: (filters) => {
      if (!hasFilters(filters)) {
        inFlight?.abort();
        last = { filters: NO_FILTERS, all: false };
        $categoryProducts.set({ status: 'static' });
        return Promise.resolve();
      }
      return load(filters, false);
    },
    loadMore: () => {
      const state = $categoryProducts.get();
      return load(state.status === 'static' ? NO_FILTERS : state.filters, true);
    },
    retry: () => load(last.filters, last.all),
  };
}

/**
 * The products of a category page: the filters chosen (kept in the URL: `options[<id>]=<slug>`,
 * `checkboxs[]=<id>`, the names of the page's own filter form), and the products the API gave for them.
 * Filtering runs in the content API (`options[]`, `checkboxs[]` on GET /api/products): product teasers do not
 * carry the filter values, and a page should not carry every product's. 'static' is the build's first page,
 * unfiltered; the island shows any other state.
 *
 * The rules are pure (unit-tested); the category controller (components/catalogue/category-controller.ts)
 * applies them with the content client. This module stays free of the client and its schemas, so the page
 * script that reads the filter form loads only what it needs until the visitor acts.
 */
import { atom } from 'nanostores';
import type { ProductTeaser } from '#contract/schemas/teasers.ts';
import type { CategoryFilters } from '../data/product-list-query.ts';

export type CategoryProductsState =
  | { status: 'static' }
  | { status: 'loading' | 'error'; filters: CategoryFilters; items: ProductTeaser[]; total: number | null; all: boolean }
  | { status: 'ready'; filters: CategoryFilters; items: ProductTeaser[]; total: number; all: boolean; firstAdded: number | null };

export const $categoryProducts = atom<CategoryProductsState>({ status: 'static' });

// ------------------------------------------------------------------------------------ pure rules

const OPTION_PARAM = /^options\[(\d+)\]$/;

export function filtersFromSearch(search: string): CategoryFilters {
  const params = new URLSearchParams(search);
  const options: Record<string, string> = {};
  for (const [key, value] of params) {
    const id = OPTION_PARAM.exec(key)?.[1];
    if (id && value) options[id] = value;
  }
  const checkboxs = [...new Set(params.getAll('checkboxs[]').filter((v) => /^\d+$/.test(v)))];
  return { options, checkboxs };
}

export function hasFilters(filters: CategoryFilters): boolean {
  return Object.keys(filters.options).length > 0 || filters.checkboxs.length > 0;
}

/** Whether the build's list is what the visitor sees: no filter chosen and no other list loaded yet. */
export function showsBuildList(state: CategoryProductsState): boolean {
  return state.status === 'static' || (state.status !== 'ready' && !hasFilters(state.filters) && state.items.length === 0);
}

/** The query string for the filters (other parameters kept), '' when none is chosen and nothing else is there. */
export function searchWithFilters(search: string, filters: CategoryFilters): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (OPTION_PARAM.test(key) || key === 'checkboxs[]') params.delete(key);
  for (const [id, slug] of Object.entries(filters.options).sort(([a], [b]) => Number(a) - Number(b))) {
    params.append(`options[${id}]`, slug);
  }
  for (const id of filters.checkboxs) params.append('checkboxs[]', id);
  const text = params.toString();
  return text ? `?${text}` : '';
}

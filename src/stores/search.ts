/**
 * Search state: the phrase, the result counts of the four searched types, the pages loaded, the active tab
 * and page. The URL (`q`, `type`, `page`) is the source of truth; this store follows it and the island
 * renders the store. The last phrase searched is kept in localStorage (`searchPhrase`) and used when a
 * visitor opens the search page without `q`.
 *
 * The rules are pure functions (unit-tested); the search controller (components/search/search-controller.ts)
 * applies them with the browser content client.
 */
import { persistentAtom } from '@nanostores/persistent';
import { map } from 'nanostores';
import type { SearchItem } from '#contract/schemas/routing.ts';
import { SEARCH_PAGE_SIZE, SEARCH_TYPES, type SearchType } from '../data/search-query.ts';
/** Page links shown on each side of the current page; PAGINATION_SIDE_COMPACT on small and landscape phones. */
export const PAGINATION_SIDE = 4;
export const PAGINATION_SIDE_COMPACT = 1;

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SearchState {
  /** The trimmed phrase searched; '' shows the form only. */
  phrase: string;
  status: SearchStatus;
  /** hydra:totalItems per type, once the four counts are in. */
  counts: Record<SearchType, number> | null;
  /** Loaded pages: `${type}:${page}` → items. */
  pages: Record<string, SearchItem[]>;
  active: SearchType;
  page: number;
  /** Whether the shown page is being replaced (tab or page change): the old results stay, dimmed. */
  pageLoading: boolean;
}

export const INITIAL_SEARCH_STATE: SearchState = {
  phrase: '',
  status: 'idle',
  counts: null,
  pages: {},
  active: 'Product',
  page: 1,
  pageLoading: false,
};

export const $search = map<SearchState>(INITIAL_SEARCH_STATE);

/** The last phrase searched on this device. */
export const $savedPhrase = persistentAtom<string>('searchPhrase', '');

// ------------------------------------------------------------------------------------ pure rules

/** The phrase as searched: whitespace trimmed at both ends. */
export function normalizePhrase(raw: string | null | undefined): string {
  return (raw ?? '').trim();
}

/** The default tab: the first type with results in tab order; the first tab when nothing was found. */
export function defaultTab(counts: Record<SearchType, number>): SearchType {
  return SEARCH_TYPES.find((type) => counts[type] > 0) ?? SEARCH_TYPES[0];
}

export function pageCount(total: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number from the URL: a whole number greater than 0, else 1. */
export function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The page links around the current page: `side` on each side, within 1..pages. */
export function paginationWindow(current: number, pages: number, side: number): number[] {
  const page = Math.min(Math.max(1, current), Math.max(1, pages));
  const first = Math.max(1, page - side);
  const last = Math.min(pages, page + side);
  const window: number[] = [];
  for (let n = first; n <= last; n++) window.push(n);
  return window;
}

export interface SearchUrlState {
  /** The trimmed `q`, or null when the URL has none (or only whitespace). */
  phrase: string | null;
  type: SearchType | null;
  page: number;
}

export function readSearchUrl(search: string): SearchUrlState {
  const params = new URLSearchParams(search);
  const phrase = normalizePhrase(params.get('q'));
  const type = params.get('type');
  return {
    phrase: phrase === '' ? null : phrase,
    type: (SEARCH_TYPES as readonly string[]).includes(type ?? '') ? (type as SearchType) : null,
    page: parsePage(params.get('page')),
  };
}

/**
 * The URL of a search state: `q`, then `type` when the counts are known and it is not their default tab, then
 * `page` when past the first. Other parameters of the current URL are kept.
 */
export function writeSearchUrl(
  current: string,
  state: { phrase: string; type: SearchType; page: number; counts: Record<SearchType, number> | null },
): string {
  const url = new URL(current);
  url.searchParams.delete('q');
  url.searchParams.delete('type');
  url.searchParams.delete('page');
  if (state.phrase) url.searchParams.set('q', state.phrase);
  if (state.phrase && state.counts && state.type !== defaultTab(state.counts)) url.searchParams.set('type', state.type);
  if (state.phrase && state.page > 1) url.searchParams.set('page', String(state.page));
  return `${url.pathname}${url.search}${url.hash}`;
}

export const pageKey = (type: SearchType, page: number): string => `${type}:${page}`;

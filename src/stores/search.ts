/**
 * Search state: the phrase, the result counts of the four searched types, the pages loaded, the active tab
 * and page. The URL (`q`, `type`, `page`) is the source of truth; this store follows it and the island
 * renders the store. The last phrase searched is kept in localStorage (`searchPhrase`) and used when a
 * visitor opens the search page without `q`.
 *
 * The rules are pure functions (unit-tested); `createSearchController` applies them with a content client,
 * cancelling the requests a newer phrase, tab or page has made obsolete.
 */
import { persistentAtom } from '@nanostores/persistent';
import { map } from 'nanostores';
import * as endpoints from '#contract/endpoints/search.ts';
import type { SearchItem } from '#contract/schemas/routing.ts';
import { type BrowserContentClient, isAbort } from '../data/browser-client.ts';

/** The searched types, in the order of the tabs and of the default-tab rule. */
export const SEARCH_TYPES = ['Product', 'ProductCollection', 'Realization', 'Post'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Results per page (itemsPerPage of GET /api/search). */
export const SEARCH_PAGE_SIZE = 18;
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

// ------------------------------------------------------------------------------------ controller

export interface SearchHistory {
  readonly search: string;
  readonly href: string;
  push(url: string): void;
  replace(url: string): void;
}

export const browserHistory: SearchHistory = {
  get search() {
    return location.search;
  },
  get href() {
    return location.href;
  },
  push: (url) => history.pushState(null, '', url),
  replace: (url) => history.replaceState(null, '', url),
};

export interface SearchController {
  /** Applies the URL (on load and on back/forward): searches when its phrase differs, else switches tab and page. */
  syncFromUrl(): Promise<void>;
  /** A phrase submitted by the visitor: a new history entry, the four counts, the default tab. */
  submit(rawPhrase: string): Promise<void>;
  selectTab(type: SearchType): Promise<void>;
  goToPage(page: number): Promise<void>;
  /** Runs the last search again after an error. */
  retry(): Promise<void>;
}

export function createSearchController(client: BrowserContentClient, nav: SearchHistory = browserHistory): SearchController {
  let inflight: AbortController | null = null;

  const fetchPage = (type: SearchType, phrase: string, page: number, signal: AbortSignal) =>
    client.list(endpoints.search, {
      accept: 'ld+json',
      query: { objectType: type, phrase, page, itemsPerPage: SEARCH_PAGE_SIZE },
      signal,
    });

  /** Starts a request that cancels the one before it. */
  function begin(): AbortSignal {
    inflight?.abort();
    inflight = new AbortController();
    return inflight.signal;
  }

  function urlOf(state: SearchState): string {
    return writeSearchUrl(nav.href, { phrase: state.phrase, type: state.active, page: state.page, counts: state.counts });
  }

  /** All four types: page `page` of `type` (when given) and page 1 of the others. */
  async function search(phrase: string, type: SearchType | null, page: number): Promise<boolean> {
    const signal = begin();
    $search.set({ ...INITIAL_SEARCH_STATE, phrase, status: 'loading', active: type ?? SEARCH_TYPES[0], page });
    try {
      const wanted = (t: SearchType) => (t === type ? page : 1);
      const answers = await Promise.all(SEARCH_TYPES.map((t) => fetchPage(t, phrase, wanted(t), signal)));
      const counts = Object.fromEntries(SEARCH_TYPES.map((t, i) => [t, answers[i]!.totalItems])) as Record<SearchType, number>;
      const pages: Record<string, SearchItem[]> = {};
      SEARCH_TYPES.forEach((t, i) => {
        pages[pageKey(t, wanted(t))] = answers[i]!.items;
      });
      const active = type ?? defaultTab(counts);
      // A page without a type is a page of the default tab; a page past the last shows the last.
      const shown = Math.min(page, pageCount(counts[active]));
      if (!pages[pageKey(active, shown)]) pages[pageKey(active, shown)] = (await fetchPage(active, phrase, shown, signal)).items;
      $search.set({ phrase, status: 'ready', counts, pages, active, page: shown, pageLoading: false });
      $savedPhrase.set(phrase);
      return true;
    } catch (error) {
      if (isAbort(error) || signal.aborted) return false;
      console.error(error);
      $search.setKey('status', 'error');
      return false;
    }
  }

  /** Shows a page of a type, loading it when it is not there yet. */
  async function show(type: SearchType, page: number): Promise<void> {
    const state = $search.get();
    if (state.status !== 'ready' || !state.counts) return;
    const target = Math.min(Math.max(1, page), pageCount(state.counts[type]));
    const key = pageKey(type, target);
    if (state.pages[key]) {
      inflight?.abort();
      $search.set({ ...state, active: type, page: target, pageLoading: false });
      return;
    }
    const signal = begin();
    $search.set({ ...state, active: type, page: target, pageLoading: true });
    try {
      const { items } = await fetchPage(type, state.phrase, target, signal);
      const now = $search.get();
      $search.set({ ...now, pages: { ...now.pages, [key]: items }, pageLoading: false });
    } catch (error) {
      if (isAbort(error) || signal.aborted) return;
      console.error(error);
      $search.set({ ...$search.get(), status: 'error', pageLoading: false });
    }
  }

  let lastRequest: { phrase: string; type: SearchType | null; page: number } = { phrase: '', type: null, page: 1 };

  async function run(phrase: string, type: SearchType | null, page: number): Promise<void> {
    lastRequest = { phrase, type, page };
    if (phrase === '') {
      inflight?.abort();
      $search.set(INITIAL_SEARCH_STATE);
      return;
    }
    await search(phrase, type, page);
  }

  return {
    async syncFromUrl() {
      const url = readSearchUrl(nav.search);
      let phrase = url.phrase;
      if (phrase === null) {
        phrase = normalizePhrase($savedPhrase.get());
        if (phrase) nav.replace(writeSearchUrl(nav.href, { phrase, type: SEARCH_TYPES[0], page: 1, counts: null }));
      }
      const state = $search.get();
      // Already under way (the page script and a history step can ask twice for the same URL).
      if (
        phrase &&
        state.status === 'loading' &&
        lastRequest.phrase === phrase &&
        lastRequest.type === url.type &&
        lastRequest.page === url.page
      )
        return;
      if (phrase && state.status === 'ready' && state.phrase === phrase) {
        await show(url.type ?? (state.counts ? defaultTab(state.counts) : SEARCH_TYPES[0]), url.page);
        return;
      }
      await run(phrase, url.type, url.page);
    },
    async submit(rawPhrase) {
      const phrase = normalizePhrase(rawPhrase);
      nav.push(writeSearchUrl(nav.href, { phrase, type: SEARCH_TYPES[0], page: 1, counts: null }));
      await run(phrase, null, 1);
      // The default tab is known now: the URL names no type for it.
      const state = $search.get();
      if (state.status === 'ready' && state.phrase === phrase) nav.replace(urlOf(state));
    },
    async selectTab(type) {
      const state = $search.get();
      if (state.active === type && state.page === 1) return;
      await show(type, 1);
      nav.push(urlOf($search.get()));
    },
    async goToPage(page) {
      const state = $search.get();
      if (page === state.page) return;
      const pending = show(state.active, page);
      nav.push(urlOf($search.get()));
      await pending;
    },
    async retry() {
      await run(lastRequest.phrase, lastRequest.type, lastRequest.page);
    },
  };
}

/**
 * The search controller: applies the search rules (stores/search.ts) with the browser content client and the
 * URL, cancelling the requests a newer phrase, tab or page has made obsolete. The page script
 * (search-page.ts) starts it as soon as the page is parsed; the results island (SearchResults.tsx) calls it
 * for tab and page choices. Both use the page's one controller (`searchController()`).
 */
import { localeOr } from '#contract/locales.ts';
import * as endpoints from '#contract/endpoints/search.ts';
import type { SearchItem } from '#contract/schemas/routing.ts';
import { type BrowserContentClient, createBrowserClient, isAbort } from '../../data/browser-client.ts';
import { SEARCH_PAGE_SIZE, SEARCH_TYPES, type SearchType } from '../../data/search-query.ts';
import {
  $savedPhrase,
  $search,
  INITIAL_SEARCH_STATE,
  type SearchState,
  defaultTab,
  normalizePhrase,
  pageCount,
  pageKey,
  readSearchUrl,
  writeSearchUrl,
} from '../../stores/search.ts';

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

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one closure over the in-flight request every action cancels; the rules are pure in stores/search.ts
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

let controller: SearchController | null = null;

/** The page's one search controller (shared by the page script and the island), for the locale the page names. */
export function searchController(): SearchController {
  if (!controller) {
    const locale = document.querySelector<HTMLElement>('[data-search-locale]')?.dataset.searchLocale;
    controller = createSearchController(createBrowserClient(localeOr(locale)));
  }
  return controller;
}

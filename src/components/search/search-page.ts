/**
 * The search page's script: starts the search as soon as the page is parsed, before React has arrived, so the
 * API answers and React's download overlap; the island renders the store when it hydrates. It also follows
 * the URL on back/forward. Loaded by SearchLayout.astro as a bundled, deferred module script.
 */
import { isLocale } from '#contract/locales.ts';
import { createBrowserClient } from '../../data/browser-client.ts';
import { type SearchController, createSearchController } from '../../stores/search.ts';

let controller: SearchController | null = null;

/** The page's one search controller (shared with the island), for the locale the page names. */
export function searchController(): SearchController {
  if (!controller) {
    const locale = document.querySelector<HTMLElement>('[data-search-locale]')?.dataset.searchLocale;
    controller = createSearchController(createBrowserClient(isLocale(locale) ? locale : 'pl'));
  }
  return controller;
}

/** Runs once on the search page: the search the URL asks for, then the URL of every history step. */
export function startSearchPage(): void {
  const search = searchController();
  void search.syncFromUrl();
  window.addEventListener('popstate', () => void search.syncFromUrl());
}

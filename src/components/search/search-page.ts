/**
 * The search page's script: starts the search the URL asks for as soon as the page is parsed, so the API
 * answers while React is still loading; follows the URL on back/forward; takes the phrase form's submits
 * and shows the phrase searched in its field, through the page's search controller (search-controller.ts).
 * The results island renders the store. Loaded by SearchLayout.astro as a bundled, deferred module script.
 */
import { $search, pageKey } from '../../stores/search.ts';
import { preloadResultImage, resultImage } from './result-image.ts';
import { searchController } from './search-controller.ts';

/** Runs once on the search page: the search the URL asks for, then the URL of every history step. */
export function startSearchPage(): void {
  const search = searchController();
  const form = document.querySelector<HTMLFormElement>('[data-search-page-form]');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    if (input) void search.submit(input.value);
  });
  // The field shows the phrase searched (trimmed; from the URL, the saved phrase or a submit).
  let shown = '';
  $search.subscribe(({ phrase }) => {
    if (input && phrase !== shown) input.value = phrase;
    shown = phrase;
  });
  preloadFirstResultImage();
  void search.syncFromUrl();
  window.addEventListener('popstate', () => void search.syncFromUrl());
}

/**
 * The first result's image is the page's largest paint. Its download starts as the API answers, beside
 * React's, rather than once React has loaded and rendered the card. Once per page load.
 */
function preloadFirstResultImage(): void {
  const stop = $search.listen((state) => {
    if (state.status !== 'ready') return;
    stop();
    const first = state.pages[pageKey(state.active, state.page)]?.[0];
    const image = first ? resultImage(first) : null;
    if (image) preloadResultImage(image);
  });
}

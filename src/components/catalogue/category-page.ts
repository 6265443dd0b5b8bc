/**
 * Category page script: the filter form narrows the list at once (kept in the URL, so a filtered list can be
 * shared, reloaded and walked with back and forward), and "load more" appends every remaining product. Small
 * on purpose: the content client and React load on the first filter or "load more" (category-island.tsx).
 */
import { type CategoryFilters, NO_FILTERS } from '../../data/product-list-query.ts';
import { importChunk } from '../app-shell/chunk-reload.ts';
import {
  $categoryProducts,
  filtersFromSearch,
  hasFilters,
  searchWithFilters,
  showsBuildList,
} from '../../stores/category-products.ts';

export function wireCategoryPage(): void {
  const root = document.querySelector<HTMLElement>('[data-category-products]');
  const host = root?.querySelector<HTMLElement>('[data-category-island]');
  if (!root || !host) return;
  const form = document.querySelector<HTMLFormElement>('[data-product-filters]');
  const buildList = root.querySelector<HTMLElement>('[data-build-list]');
  const buildMore = root.querySelector<HTMLElement>('[data-build-more]');
  const data = root.dataset;

  // The island (client, controller, React) loads on the first use; later uses get the same controller.
  const island = () => importChunk(() => import('./category-island.tsx')).then((module) => module.openCategoryIsland(host, data));

  $categoryProducts.subscribe((state) => {
    if (buildList) buildList.hidden = !showsBuildList(state);
    if (buildMore) buildMore.hidden = state.status !== 'static';
  });

  const readForm = (): CategoryFilters => {
    if (!form) return NO_FILTERS;
    const options: Record<string, string> = {};
    for (const select of form.querySelectorAll<HTMLSelectElement>('select[data-option]')) {
      if (select.value) options[select.dataset.option ?? ''] = select.value;
    }
    const checkboxs = [...form.querySelectorAll<HTMLInputElement>('input[name="checkboxs[]"]:checked')].map((i) => i.value);
    return { options, checkboxs };
  };
  const writeForm = (filters: CategoryFilters) => {
    if (!form) return;
    for (const select of form.querySelectorAll<HTMLSelectElement>('select[data-option]')) {
      select.value = filters.options[select.dataset.option ?? ''] ?? '';
    }
    for (const box of form.querySelectorAll<HTMLInputElement>('input[name="checkboxs[]"]')) {
      box.checked = filters.checkboxs.includes(box.value);
    }
  };
  const show = async (filters: CategoryFilters) => {
    if (!hasFilters(filters) && $categoryProducts.get().status === 'static') return;
    await (await island()).show(filters);
  };

  form?.addEventListener('change', () => {
    const filters = readForm();
    history.pushState(null, '', `${location.pathname}${searchWithFilters(location.search, filters)}`);
    void show(filters);
  });
  form?.addEventListener('submit', (event) => event.preventDefault());
  form?.addEventListener('reset', () =>
    setTimeout(() => {
      history.pushState(null, '', `${location.pathname}${searchWithFilters(location.search, NO_FILTERS)}`);
      void show(NO_FILTERS);
    }),
  );
  window.addEventListener('popstate', () => {
    const filters = filtersFromSearch(location.search);
    writeForm(filters);
    void show(filters);
  });
  buildMore?.querySelector('button')?.addEventListener('click', async () => {
    await (await island()).loadMore();
  });

  const initial = filtersFromSearch(location.search);
  if (hasFilters(initial)) {
    writeForm(initial);
    void show(initial);
  }
}

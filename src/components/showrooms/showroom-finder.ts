/**
 * Showroom finder (ShowroomFinder.astro): filters the server-rendered list as the visitor types or picks a
 * region, updates the counts (Polish plurals: the islands' translator) and the "none found" line, and keeps the
 * search in the URL. Without JavaScript the full list is shown and the form is not.
 */
import type { Locale } from '#contract/locales.ts';
import { createTranslator, type Messages } from '../../i18n/translator.ts';
import { type FinderQuery, matchesStore, queryFromSearch, searchWithQuery } from './showroom-filter.ts';

export function wireShowroomFinders(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-showroom-finder]')) {
    const form = root.querySelector<HTMLFormElement>('[data-finder-form]');
    if (!form || root.dataset.wired) continue;
    root.dataset.wired = '';
    const t = createTranslator(root.dataset.locale as Locale, JSON.parse(root.dataset.messages ?? '{}') as Messages);
    const countLine = (count: number) => t('showrooms.count', { count });
    const field = (name: keyof FinderQuery) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
    const status = root.querySelector<HTMLElement>('[data-finder-status]');
    const none = root.querySelector<HTMLElement>('[data-finder-none]');
    const regions = [...root.querySelectorAll<HTMLElement>('[data-finder-region]')];

    const read = (): FinderQuery => ({
      city: field('city').value,
      postalCode: field('postalCode').value,
      region: field('region').value,
    });
    const apply = (query: FinderQuery) => {
      let total = 0;
      for (const region of regions) {
        let shown = 0;
        for (const store of region.querySelectorAll<HTMLElement>('[data-city]')) {
          const match = matchesStore(
            { city: store.dataset.city ?? '', postalCode: store.dataset.postalCode ?? '', region: store.dataset.region ?? '' },
            query,
          );
          store.hidden = !match;
          if (match) shown++;
        }
        region.hidden = shown === 0;
        const count = region.querySelector('[data-finder-count]');
        if (count) count.textContent = countLine(shown);
        total += shown;
      }
      if (status) status.textContent = countLine(total);
      if (none) none.hidden = total > 0;
    };

    const initial = queryFromSearch(location.search);
    field('city').value = initial.city;
    field('postalCode').value = initial.postalCode;
    if ([...(field('region') as HTMLSelectElement).options].some((o) => o.value === initial.region))
      field('region').value = initial.region;
    apply(read());

    const update = () => {
      const query = read();
      apply(query);
      history.replaceState(history.state, '', `${location.pathname}${searchWithQuery(location.search, query)}${location.hash}`);
    };
    form.addEventListener('input', update);
    form.addEventListener('change', update);
    form.addEventListener('submit', (event) => event.preventDefault());
    // The fields are cleared after the reset event's listeners (and their microtasks) have run.
    form.addEventListener('reset', () => setTimeout(update));
  }
}

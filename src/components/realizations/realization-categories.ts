/**
 * The realizations block's categories (RealizationCategories.astro): a click on a category shows only its
 * realizations, starting over at the list's first ones, and writes it into the URL (pushState), so back,
 * forward, a reload and a shared link show the same; a polite status line says how many there are. The list
 * is in the HTML, so nothing is fetched; without JavaScript the categories are not offered and every
 * realization is listed.
 */
import type { Locale } from '#contract/locales.ts';
import { createTranslator, type Messages } from '../../i18n/translator.ts';
import { selectInStepList } from '../content/step-list.ts';
import { isPlainClick } from '../ui/plain-click.ts';
import { categoryFromSearch, searchWithCategory } from './category-filter.ts';

function wireCategories(nav: HTMLElement): void {
  const list = document.getElementById(nav.dataset.list ?? '');
  if (!list) return;
  const t = createTranslator(nav.dataset.locale as Locale, JSON.parse(nav.dataset.messages ?? '{}') as Messages);
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[data-category]')];
  const known = links.map((a) => a.dataset.category ?? '').filter(Boolean);
  const status = nav.querySelector<HTMLElement>('[data-realizations-status]');

  const show = (category: string | null, announce: boolean) => {
    const count = selectInStepList(list, category ? (item) => item.dataset.category === category : null);
    for (const link of links) {
      if ((link.dataset.category || null) === category) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
    if (status && announce) status.textContent = t('realization.count', { count });
  };

  const fromUrl = (announce: boolean) => {
    const read = categoryFromSearch(location.search, known);
    if (read.corrected)
      history.replaceState(history.state, '', `${location.pathname}${searchWithCategory(location.search, null)}${location.hash}`);
    show(read.category, announce);
  };

  for (const link of links) {
    link.addEventListener('click', (event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      const category = link.dataset.category || null;
      history.pushState(null, '', `${location.pathname}${searchWithCategory(location.search, category)}`);
      show(category, true);
    });
  }
  window.addEventListener('popstate', () => fromUrl(true));
  fromUrl(false);
}

export function wireRealizationCategories(): void {
  for (const nav of document.querySelectorAll<HTMLElement>('[data-realization-categories]')) wireCategories(nav);
}

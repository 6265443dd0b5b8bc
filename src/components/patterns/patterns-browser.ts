/**
 * Patterns page (PatternsLayout.astro): one category at a time, chosen with the navigation (links, or a
 * dropdown on tablets and phones) and kept in the URL (`?category=slug`, back and forward work; a missing or
 * unknown slug is replaced by the first category's); browsing by price group or colour within it; a page of
 * patterns at a time (more by the button, or by themselves as the visitor scrolls near it). Everything is in
 * the HTML: without JavaScript every category is shown, one after another.
 */
import type { Locale } from '#contract/locales.ts';
import { createTranslator, type Messages } from '../../i18n/translator.ts';
import { growOnScroll } from '../content/grow-on-scroll.ts';
import { isPlainClick } from '../ui/plain-click.ts';
import { PATTERNS_PAGE, type PatternFilter, filterFromSearch, matchesPattern, searchWithFilter } from './pattern-filter.ts';

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one closure over the page's filter state and its elements; the rules are pure in pattern-filter.ts
export function wirePatternsBrowser(): void {
  const root = document.querySelector<HTMLElement>('[data-patterns]');
  if (!root) return;
  const t = createTranslator(root.dataset.locale as Locale, JSON.parse(root.dataset.messages ?? '{}') as Messages);
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a[data-category]')];
  const slugs = links.map((a) => a.dataset.category ?? '');
  const categorySelect = root.querySelector<HTMLSelectElement>('[data-category-select]');
  const priceSelect = root.querySelector<HTMLSelectElement>('select[name="priceGroup"]');
  const colorInputs = [...root.querySelectorAll<HTMLInputElement>('input[name="color"]')];
  const groups = [...root.querySelectorAll<HTMLElement>('[data-group]')];
  const status = root.querySelector<HTMLElement>('[data-patterns-status]');
  const none = root.querySelector<HTMLElement>('[data-patterns-none]');
  const more = root.querySelector<HTMLButtonElement>('[data-patterns-more]');
  const moreCount = more?.querySelector('[data-count]');

  let filter: PatternFilter;
  let limit = PATTERNS_PAGE;

  const render = (focusFrom?: number) => {
    const matching: HTMLElement[] = [];
    // Colours and price groups the selected category has: the others are not offered.
    const coloursHere = new Set<string>();
    const priceGroupsHere = new Set<string>();
    for (const group of groups) {
      const selected = group.dataset.group === filter.category;
      group.hidden = !selected;
      for (const item of group.querySelectorAll<HTMLElement>('[data-pattern]')) {
        if (selected) {
          for (const c of (item.dataset.colors ?? '').split(' ')) coloursHere.add(c);
          priceGroupsHere.add(item.dataset.priceGroup ?? '');
        }
        const match =
          selected &&
          matchesPattern(
            {
              category: group.dataset.group ?? '',
              priceGroup: item.dataset.priceGroup ?? '',
              colors: (item.dataset.colors ?? '').split(' ').filter(Boolean),
            },
            filter,
          );
        if (match) matching.push(item);
        item.hidden = true;
      }
    }
    matching.forEach((item, i) => {
      item.hidden = i >= limit;
    });
    for (const link of links) {
      if (link.dataset.category === filter.category) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
    if (categorySelect) categorySelect.value = filter.category;
    if (priceSelect) {
      priceSelect.value = filter.priceGroup;
      for (const option of priceSelect.options) option.hidden = option.value !== '' && !priceGroupsHere.has(option.value);
    }
    for (const input of colorInputs) {
      input.checked = input.value === filter.color;
      const choice = input.closest('label');
      if (choice) choice.hidden = input.value !== '' && !coloursHere.has(input.value) && !input.checked;
    }
    if (status) status.textContent = t('patterns.count', { count: matching.length });
    if (none) none.hidden = matching.length > 0;
    if (more) {
      more.hidden = matching.length <= limit;
      if (moreCount) moreCount.textContent = `(${Math.max(0, matching.length - limit)})`;
    }
    if (focusFrom !== undefined) {
      const heading = matching[focusFrom]?.querySelector<HTMLElement>('h3');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus();
      }
    }
  };

  const go = (next: PatternFilter, mode: 'push' | 'replace') => {
    filter = next;
    limit = PATTERNS_PAGE;
    const url = `${location.pathname}${searchWithFilter(location.search, filter)}`;
    if (mode === 'push') history.pushState(null, '', url);
    else history.replaceState(history.state, '', url);
    render();
  };

  const fromUrl = () => {
    const read = filterFromSearch(location.search, slugs);
    filter = read.filter;
    limit = PATTERNS_PAGE;
    if (read.corrected)
      history.replaceState(history.state, '', `${location.pathname}${searchWithFilter(location.search, filter)}`);
    render();
  };

  root.classList.add('patterns--browsing');
  fromUrl();
  window.addEventListener('popstate', fromUrl);
  for (const link of links) {
    link.addEventListener('click', (event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      go({ ...filter, category: link.dataset.category ?? filter.category }, 'push');
    });
  }
  categorySelect?.addEventListener('change', () => go({ ...filter, category: categorySelect.value }, 'push'));
  priceSelect?.addEventListener('change', () => go({ ...filter, priceGroup: priceSelect.value }, 'replace'));
  for (const input of colorInputs) input.addEventListener('change', () => go({ ...filter, color: input.value }, 'replace'));
  root.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
  // A page more: by the button (focus on the first one added) or, as the visitor scrolls near it, by itself.
  const showMore = (focus: boolean) => {
    const from = limit;
    limit += PATTERNS_PAGE;
    render(focus ? from : undefined);
  };
  if (more) {
    const growth = growOnScroll(more, () => showMore(false));
    more.addEventListener('click', () => {
      showMore(true);
      growth.grew();
    });
  }
}

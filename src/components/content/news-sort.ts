/**
 * News list order (latest or oldest first), kept in the URL as `?sort=oldest` so a shared or reloaded link
 * shows the same order. The build renders latest first; this reorders the cards in place.
 */
import { type NewsOrder, sortPosts } from './news-order.ts';

export const SORT_PARAM = 'sort';

export function orderFromUrl(search: string): NewsOrder {
  return new URLSearchParams(search).get(SORT_PARAM) === 'oldest' ? 'oldest' : 'latest';
}

/** The URL with the order written in (latest is the default and leaves no parameter). */
export function urlWithOrder(href: string, order: NewsOrder): string {
  const url = new URL(href);
  if (order === 'oldest') url.searchParams.set(SORT_PARAM, 'oldest');
  else url.searchParams.delete(SORT_PARAM);
  return url.href;
}

function apply(list: HTMLElement, order: NewsOrder): void {
  const items = [...list.children].filter((el): el is HTMLElement => el instanceof HTMLElement);
  const sorted = sortPosts(
    items.map((el) => ({ el, id: el.dataset.id ?? '', published: el.dataset.published ?? '' })),
    order,
  );
  list.append(...sorted.map((s) => s.el));
}

export function wireNewsSort(root: ParentNode = document): void {
  for (const section of root.querySelectorAll<HTMLElement>('[data-news-list]')) {
    const select = section.querySelector<HTMLSelectElement>('[data-news-sort]');
    const list = section.querySelector<HTMLElement>('[data-news-items]');
    if (!select || !list) continue;
    const initial = orderFromUrl(location.search);
    select.value = initial;
    if (initial !== 'latest') apply(list, initial);
    select.addEventListener('change', () => {
      const order: NewsOrder = select.value === 'oldest' ? 'oldest' : 'latest';
      apply(list, order);
      history.replaceState(history.state, '', urlWithOrder(location.href, order));
    });
  }
}

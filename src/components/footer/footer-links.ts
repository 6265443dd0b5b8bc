/**
 * The links of the footer that can be the current page (Footer.astro marks them with aria-current): the
 * footer_top and footer_bottom menus. With the menus and the locale, the footer depends on nothing else, so
 * the pages that mark none of them (or the same ones) share one rendering of it.
 */
import type { Links } from '../../routing/links.ts';
import type { ChromeContent } from '../../view/page-model.ts';
import { menuHrefs } from '../navigation/menu.ts';

export function footerHrefs(chrome: ChromeContent, links: Pick<Links, 'href'>): (string | null)[] {
  return [...menuHrefs(chrome.footerTop?.children ?? [], links), ...menuHrefs(chrome.footerBottom?.children ?? [], links)];
}

/**
 * Menu item helpers shared by the header, the footer and the sub navigation (pure). Menu item fields:
 * url, target, cssClass (hr → separator, nofollow → rel=nofollow, additional → secondary styling), type
 * ('Category' marks category groups of the megamenu), children.
 */
import type { MenuItem } from '#contract/schemas/menus.ts';
import { classTokens, isExternalUrl } from '../../utils/html.ts';
import type { Links } from '../../routing/links.ts';

export interface MenuLink {
  /** null for an item without a URL (a group heading). */
  href: string | null;
  target?: string;
  rel?: string;
  external: boolean;
  /** cssClass hr: render a separator before the item. */
  separator: boolean;
  /** cssClass additional: secondary styling. */
  additional: boolean;
  /** type 'Category': a category group of the megamenu. */
  category: boolean;
}

/** Build path of a menu URL (links.href: local paths under the locale prefix with a trailing slash). */
export function menuHref(url: string | null | undefined, links: Pick<Links, 'href'>): string | null {
  const value = (url ?? '').trim();
  return value ? links.href(value) : null;
}

export function menuLink(item: Pick<MenuItem, 'url' | 'target' | 'cssClass' | 'type'>, links: Pick<Links, 'href'>): MenuLink {
  const classes = classTokens(item.cssClass);
  const href = menuHref(item.url, links);
  const target = item.target && item.target !== '_self' ? item.target : undefined;
  const rel = [...(target === '_blank' ? ['noopener', 'noreferrer'] : []), ...(classes.includes('nofollow') ? ['nofollow'] : [])];
  return {
    href,
    ...(target ? { target } : {}),
    ...(rel.length ? { rel: rel.join(' ') } : {}),
    external: href !== null && isExternalUrl(href),
    separator: classes.includes('hr'),
    additional: classes.includes('additional'),
    category: item.type === 'Category',
  };
}

/** The classes a menu item's cssClass gives its list item: a separator before it, secondary styling. */
export function menuItemClasses(link: Pick<MenuLink, 'separator' | 'additional'>): (string | false)[] {
  return [link.separator && 'has-separator', link.additional && 'is-additional'];
}

function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** 'page' when the link is the current page, 'ancestor' when the page is under it, else null. */
export function currentState(href: string | null, currentPath: string, homePath = '/'): 'page' | 'ancestor' | null {
  return currentStates(currentPath, homePath)(href);
}

/** currentState with the current and home paths normalised once for many links. */
function stateAt(href: string | null, current: string, home: string): 'page' | 'ancestor' | null {
  if (!canBeCurrent(href)) return null;
  const a = normalizePath(href);
  if (a === current) return 'page';
  if (a !== home && a !== '/' && current.startsWith(`${a}/`)) return 'ancestor';
  return null;
}

/** Whether a link can be the current page or lead to it on some page: a path of this site. */
export function canBeCurrent(href: string | null): href is string {
  return href !== null && href !== '' && !isExternalUrl(href) && href.startsWith('/');
}

/** currentState of many links on one page, its paths normalised once. */
export function currentStates(currentPath: string, homePath = '/'): (href: string | null) => 'page' | 'ancestor' | null {
  const current = normalizePath(currentPath);
  const home = normalizePath(homePath);
  return (href) => stateAt(href, current, home);
}

/** The link of every item of a menu tree, depth first (null for an item without a URL). */
export function menuHrefs(items: readonly MenuItem[], links: Pick<Links, 'href'>): (string | null)[] {
  return items.flatMap((item) => [menuHref(item.url, links), ...menuHrefs(item.children, links)]);
}

/** aria-current value of a menu link. */
export function ariaCurrent(href: string | null, currentPath: string, homePath = '/'): 'page' | 'true' | undefined {
  return ariaCurrentOf(currentState(href, currentPath, homePath));
}

/** aria-current value of a link in a current state: the page itself, or a page on the way to it. */
export function ariaCurrentOf(state: 'page' | 'ancestor' | null): 'page' | 'true' | undefined {
  return state === 'page' ? 'page' : state === 'ancestor' ? 'true' : undefined;
}

export interface SubNavigation {
  title: string | null;
  items: { name: string; href: string; current: boolean }[];
}

/**
 * Sub navigation of a page from a menu: the children of the item linking to the page, or else its siblings
 * (the children of its parent). Null when the page is not in the menu.
 */
export function menuSubNavigation(
  items: readonly MenuItem[],
  currentPath: string,
  links: Pick<Links, 'href'>,
): SubNavigation | null {
  const toEntries = (list: readonly MenuItem[]) =>
    list.flatMap((item) => {
      const href = menuHref(item.url, links);
      return href ? [{ name: item.name, href, current: currentState(href, currentPath) === 'page' }] : [];
    });
  const visit = (list: readonly MenuItem[], parent: MenuItem | null): SubNavigation | null => {
    for (const item of list) {
      if (currentState(menuHref(item.url, links), currentPath) === 'page') {
        if (item.children.length > 0) return { title: item.name, items: toEntries(item.children) };
        if (parent) return { title: parent.name, items: toEntries(parent.children) };
        return null;
      }
      const found = visit(item.children, item);
      if (found) return found;
    }
    return null;
  };
  return visit(items, null);
}

/**
 * Menu item helpers shared by the header, the footer and the sub navigation (pure). Menu item fields (spec):
 * url, target, cssClass (hr → separator, nofollow → rel=nofollow, additional → secondary styling), type
 * ('Category' marks category groups of the megamenu), children.
 */
import type { MenuItem } from '../../content-api/schemas.ts';
import { classTokens, isExternalUrl } from '../../lib/html.ts';
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

/**
 * Build path of a menu URL. Local paths (`/kolekcje`) go through links.path (locale prefix, trailing slash);
 * paths that already carry the prefix get the same trailing-slash form; a query or fragment is kept. Absolute
 * URLs, mailto:, tel: and bare fragments are kept as they are.
 */
export function menuHref(url: string | null | undefined, links: Pick<Links, 'path'>): string | null {
  const value = (url ?? '').trim();
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return value;
  const split = value.search(/[?#]/);
  const pathPart = split === -1 ? value : value.slice(0, split);
  const suffix = split === -1 ? '' : value.slice(split);
  // A file (/uploads/x.pdf) keeps its exact path.
  if (/\.[a-z0-9]{2,5}$/i.test(pathPart)) return value;
  const prefix = links.path('/');
  if (prefix !== '/' && `${pathPart}/`.startsWith(prefix)) {
    return `${pathPart.replace(/\/+$/, '')}/${suffix}`;
  }
  return `${links.path(pathPart || '/')}${suffix}`;
}

export function menuLink(item: Pick<MenuItem, 'url' | 'target' | 'cssClass' | 'type'>, links: Pick<Links, 'path'>): MenuLink {
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

function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** 'page' when the link is the current page, 'ancestor' when the page is under it, else null. */
export function currentState(href: string | null, currentPath: string, homePath = '/'): 'page' | 'ancestor' | null {
  if (!href || isExternalUrl(href) || !href.startsWith('/')) return null;
  const a = normalizePath(href);
  const b = normalizePath(currentPath);
  if (a === b) return 'page';
  if (a !== normalizePath(homePath) && a !== '/' && b.startsWith(`${a}/`)) return 'ancestor';
  return null;
}

/** aria-current value of a menu link. */
export function ariaCurrent(href: string | null, currentPath: string, homePath = '/'): 'page' | 'true' | undefined {
  const state = currentState(href, currentPath, homePath);
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
  links: Pick<Links, 'path'>,
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

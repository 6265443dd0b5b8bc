/**
 * Links of one locale of a build: detail pages through the aggregator slug patterns, special pages, home.
 * Paths are build paths (locale prefix included in prefix mode).
 */
import type { SitemapNode } from '#contract/schemas/routing.ts';
import { type BuildTarget, buildPath, localePrefix } from '#contract/domains.ts';
import type { Locale } from '#contract/locales.ts';
import { localizeHref } from '../utils/html.ts';
import { type DetailNodeType, PagePlanError, buildDetailPath, detailRoute } from './page-plan.ts';

export interface Links {
  locale: Locale;
  /** Build path of a local path: '/kolekcje' → '/pl/kolekcje/' in prefix mode. */
  path(localPath: string): string;
  /** A link from content (menu item, slide, call to action): internal paths localized, others as they are. */
  href(url: string): string;
  home(): string;
  /** Detail page of an item, or null when the locale has no route for the type (logged once by the plan). */
  detail(nodeType: DetailNodeType, slug: string): string | null;
  /**
   * Build-path pattern of a type's detail pages (e.g. /pl/produkty/:slug* and a slash), for islands that link items they
   * fetch in the browser (routing/detail-href.ts fills it); null when the locale has no route for the type.
   */
  detailPattern(nodeType: DetailNodeType): string | null;
  /** Index page of a node type (aggregator or special page), or null. */
  index(nodeType: string): string | null;
  /** The files page (/pliki in pl, /files elsewhere), found by its download_center node. */
  files(): string;
  privacy(): string | null;
  search(): string | null;
}

/** Files page slug by locale (/pliki for Polish, /files for the others). */
export function filesSlug(locale: Locale): string {
  return locale === 'pl' ? '/pliki' : '/files';
}

export function createLinks(target: Pick<BuildTarget, 'prefixed'>, locale: Locale, nodes: readonly SitemapNode[]): Links {
  const prefix = localePrefix(target, locale);
  const path = (localPath: string) => buildPath(prefix, localPath);
  const index = (nodeType: string) => {
    const node = nodes.find((n) => n.action === 'index' && n.nodeType === nodeType);
    return node ? path(node.slug) : null;
  };
  return {
    locale,
    path,
    href: (url) => localizeHref(url, path, prefix),
    home: () => path('/'),
    detail(nodeType, slug) {
      try {
        return path(buildDetailPath(nodes, nodeType, slug));
      } catch (error) {
        if (error instanceof PagePlanError) return null;
        throw error;
      }
    },
    detailPattern(nodeType) {
      try {
        return path(detailRoute(nodes, nodeType).show.slug);
      } catch (error) {
        if (error instanceof PagePlanError) return null;
        throw error;
      }
    },
    index,
    files: () => path(filesSlug(locale)),
    privacy: () => index('privacy'),
    search: () => index('search'),
  };
}

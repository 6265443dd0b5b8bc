/**
 * The admin routes of the site, as pure functions: what an /admin/... path asks for, and the planned page
 * a preview of an unpublished item renders as (the same layouts and data loading as the published page).
 */
import type { SitemapNode } from '#contract/schemas/routing.ts';
import { type Locale, isLocale } from '#contract/locales.ts';
import {
  DETAIL_RESOURCES,
  type DetailNodeType,
  type LocaleContent,
  type PlannedPage,
  detailRoute,
  effectivePageType,
  resolveLayoutName,
} from '../routing/page-plan.ts';

/** Modules a preview can open, by the name in /admin/{module}/{id} (singular or API plural). */
export const PREVIEW_MODULES: Record<string, 'page' | DetailNodeType> = {
  page: 'page',
  pages: 'page',
  post: 'post',
  posts: 'post',
  product: 'product',
  products: 'product',
  collection: 'productcollection',
  collections: 'productcollection',
  product_collections: 'productcollection',
  designer: 'designer',
  designers: 'designer',
  realization: 'realization',
  realizations: 'realization',
  story: 'story',
  stories: 'story',
};

export type AdminRoute =
  | { kind: 'dictionary' }
  | { kind: 'catalogue'; block: string | null }
  | { kind: 'preview'; module: 'page' | DetailNodeType; moduleName: string; id: number }
  | { kind: 'unknown' };

/** What an admin path asks for: /admin/export/dictionary, /admin/preview/test, /admin/preview/{block?}, /admin/{module}/{id}. */
export function adminRoute(pathname: string): AdminRoute {
  const parts = pathname
    .replace(/^\/admin\/?/, '')
    .replace(/\/$/, '')
    .split('/')
    .filter(Boolean);
  if (parts[0] === 'export' && parts[1] === 'dictionary' && parts.length === 2) return { kind: 'dictionary' };
  if (parts[0] === 'preview' && parts.length <= 2) {
    if (!parts[1] || parts[1] === 'test') return { kind: 'catalogue', block: null };
    const block = decodedSegment(parts[1]);
    return block === null ? { kind: 'unknown' } : { kind: 'catalogue', block };
  }
  const [name = '', id = ''] = parts;
  // Own names only: `__proto__` or `constructor` must not find Object.prototype's members.
  const module = Object.hasOwn(PREVIEW_MODULES, name) ? PREVIEW_MODULES[name] : undefined;
  if (module && parts.length === 2 && /^\d+$/.test(id)) return { kind: 'preview', module, moduleName: name, id: Number(id) };
  return { kind: 'unknown' };
}

/** A path segment decoded; null for a malformed escape (`%E0`), which names nothing. */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The locale of an admin request: its `locale=` query part when the build serves it, else the default. */
export function adminLocale(search: string, locales: readonly Locale[], fallback: Locale): Locale {
  const asked = new URLSearchParams(search).get('locale');
  return isLocale(asked) && locales.includes(asked) ? asked : fallback;
}

/**
 * The planned page of a preview at `path`: a page by id (its sitemap node when it has one, else an article
 * with the layout its data names), or a detail item by id under its aggregator, like its published page.
 */
export function previewPlannedPage(
  content: LocaleContent,
  route: Extract<AdminRoute, { kind: 'preview' }>,
  path: string,
  pageLayout: string | null = null,
): PlannedPage {
  const { locale, nodes } = content;
  const base = { locale, localPath: path, path, key: `preview:${route.moduleName}:${route.id}`, alternates: [], preview: true };
  if (route.module === 'page') {
    const published = nodes.find((n) => n.action === 'index' && n.nodeReference === route.id);
    const node: SitemapNode =
      published ??
      ({
        id: -route.id,
        nodeType: 'article',
        action: 'index',
        slug: path,
        nodeReference: route.id,
        layout: pageLayout,
        title: '',
      } as SitemapNode);
    return {
      ...base,
      node,
      pageType: effectivePageType(node),
      layout: resolveLayoutName(published ? node.layout : (pageLayout ?? node.layout)),
      source: { kind: 'page', id: route.id },
      title: '',
      parents: [],
    };
  }
  const detail = detailRoute(nodes, route.module);
  const resource = DETAIL_RESOURCES[route.module];
  return {
    ...base,
    node: detail.show,
    pageType: route.module,
    layout: resolveLayoutName(detail.show.layout),
    source: { kind: 'detail', resource, slug: String(route.id), param: String(route.id) },
    title: '',
    parents: [
      {
        name: content.pageTitles?.get(detail.aggregator.nodeReference ?? -1) ?? detail.aggregator.title,
        localPath: detail.aggregator.slug,
      },
    ],
  };
}

/**
 * The page plan: from each locale's sitemap nodes and search items, every page of a build with its path,
 * node, layout, data source and translations. Pure functions; no I/O.
 */
import type { SearchItem, SearchObjectType, SitemapNode } from '#contract/schemas/routing.ts';
import { type BuildTarget, absoluteLocaleUrl, buildPath, localePrefix } from '#contract/domains.ts';
import { DEFAULT_LOCALE, type Locale, toBcp47 } from '#contract/locales.ts';
import { type SlugPattern, SlugPatternError, buildFromSlugPattern, parseSlugPattern } from './slug-pattern.ts';

export const LAYOUT_NAMES = [
  'default',
  'with_breadcrumbs',
  'with sub navigation',
  'product',
  'product_list',
  'collection',
  'post',
  'realizations',
  'designer',
  'search',
  'patterns',
] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/** An unknown layout name falls back to default. */
export function resolveLayoutName(name: string | null | undefined): LayoutName {
  return (LAYOUT_NAMES as readonly string[]).includes(name ?? '') ? (name as LayoutName) : 'default';
}

/** Index node types with a behaviour of their own; an index node of any other type is an article. */
export const SPECIAL_INDEX_TYPES = [
  'root',
  'article',
  'article_with_crumbs',
  'search',
  'contact',
  'pattern',
  'privacy',
  'product',
] as const;
const ARTICLE_TYPES = ['article', 'article_with_crumbs'];

/** Detail resources of aggregator node types (the API path names of their detail endpoints, contract/endpoints/). */
export const DETAIL_RESOURCES = {
  product: 'products',
  productcollection: 'product_collections',
  designer: 'designers',
  realization: 'realizations',
  post: 'posts',
  story: 'stories',
  inspiration: 'inspirations',
} as const;
export type DetailNodeType = keyof typeof DETAIL_RESOURCES;
export type DetailResource = (typeof DETAIL_RESOURCES)[DetailNodeType] | 'product_categories';

export const OBJECT_TYPE_NODE_TYPES: Record<SearchObjectType, DetailNodeType> = {
  Product: 'product',
  ProductCategory: 'product',
  ProductCollection: 'productcollection',
  Designer: 'designer',
  Realization: 'realization',
  Post: 'post',
  Story: 'story',
  Inspiration: 'inspiration',
};

export type DataSource =
  | { kind: 'page'; id: number }
  /** `slug` is the last segment of the path parameter ("id is the last slug segment"). */
  | { kind: 'detail'; resource: DetailResource; slug: string; param: string };

export interface Alternate {
  locale: Locale;
  hreflang: string;
  url: string;
}

/** The x-default alternate: the default locale's translation, else the first. */
export function xDefaultAlternate(alternates: readonly Alternate[], defaultLocale: Locale = DEFAULT_LOCALE): Alternate | null {
  return alternates.find((a) => a.locale === defaultLocale) ?? alternates[0] ?? null;
}

export interface Crumb {
  name: string;
  localPath: string;
}

export interface PlannedPage {
  locale: Locale;
  /** Path within the locale, without prefix, e.g. '/produkty/krzesla'. */
  localPath: string;
  /** Path within the build, with the locale prefix in prefix mode and a trailing slash. */
  path: string;
  node: SitemapNode;
  /** Effective type: the node type, or 'article' for an index node of a non-special type. */
  pageType: string;
  layout: LayoutName;
  source: DataSource;
  /** Shared by a page's translations: `page:12` for index pages, `Product:44` for details. */
  key: string;
  title: string;
  /** Aggregator pages above a detail page (for breadcrumbs). */
  parents: Crumb[];
  alternates: Alternate[];
  /** Rendered on request for an editor (an unpublished item): not for search engines. */
  preview?: boolean;
}

export class PagePlanError extends Error {}

/** Effective page type of a node (an index node of a type that is not special is an article). */
export function effectivePageType(node: Pick<SitemapNode, 'nodeType' | 'action'>): string {
  if (node.action === 'index') {
    return (SPECIAL_INDEX_TYPES as readonly string[]).includes(node.nodeType) ? node.nodeType : 'article';
  }
  return ARTICLE_TYPES.includes(node.nodeType) ? 'article' : node.nodeType;
}

/** A show node of a non-article type is an aggregator's detail page. */
export function isDetailNode(node: Pick<SitemapNode, 'nodeType' | 'action'>): boolean {
  return node.action === 'show' && !ARTICLE_TYPES.includes(node.nodeType);
}

const patternCache = new Map<string, SlugPattern>();
function pattern(source: string): SlugPattern {
  let parsed = patternCache.get(source);
  if (!parsed) {
    parsed = parseSlugPattern(source);
    patternCache.set(source, parsed);
  }
  return parsed;
}

export interface DetailRoute {
  show: SitemapNode;
  aggregator: SitemapNode;
  pattern: SlugPattern;
}

/**
 * The show node of a type with its aggregator (the index node of the same type). The show pattern must sit
 * under the aggregator's slug and take exactly one parameter; otherwise links cannot be built (missing
 * aggregator node or invalid slug pattern → error).
 */
export function detailRoute(nodes: readonly SitemapNode[], nodeType: string): DetailRoute {
  const show = nodes.find((n) => n.action === 'show' && n.nodeType === nodeType);
  if (!show) throw new PagePlanError(`No show node for type "${nodeType}"`);
  const aggregator = nodes.find((n) => n.action === 'index' && n.nodeType === nodeType);
  if (!aggregator) throw new PagePlanError(`Missing aggregator node for type "${nodeType}" (show node ${show.slug})`);
  let parsed: SlugPattern;
  try {
    parsed = pattern(show.slug);
  } catch (error) {
    throw new PagePlanError((error as Error).message);
  }
  const base = aggregator.slug.replace(/\/$/, '');
  if (parsed.params.length !== 1 || parsed.staticPrefix !== (base || '/')) {
    throw new PagePlanError(
      `Invalid slug pattern "${show.slug}" for type "${nodeType}": needs one parameter under the aggregator "${aggregator.slug}"`,
    );
  }
  return { show, aggregator, pattern: parsed };
}

/** Local path of a detail page, built from the aggregator's slug pattern. */
export function buildDetailPath(nodes: readonly SitemapNode[], nodeType: string, slug: string): string {
  const route = detailRoute(nodes, nodeType);
  const param = route.pattern.params[0] as { name: string };
  try {
    return buildFromSlugPattern(route.pattern, { [param.name]: slug });
  } catch (error) {
    if (error instanceof SlugPatternError) throw new PagePlanError(error.message);
    throw error;
  }
}

/** Data of a page: the path parameters (detail pages) or the nodeReference id (index pages). */
export function dataSourceFor(node: SitemapNode, params: Record<string, string>, categoryPaths: ReadonlySet<string>): DataSource {
  const values = Object.values(params);
  if (values.length === 0 || !isDetailNode(node)) {
    if (node.nodeReference == null) {
      throw new PagePlanError(`Node ${node.slug} (${node.nodeType}) has neither parameters nor a nodeReference`);
    }
    return { kind: 'page', id: node.nodeReference };
  }
  const param = values[0] as string;
  const slug = param.split('/').pop() as string;
  if (node.nodeType === 'product') {
    // The products switch: a category path opens the category, anything else the product.
    const resource = categoryPaths.has(param) ? 'product_categories' : 'products';
    return { kind: 'detail', resource, slug, param };
  }
  const resource = DETAIL_RESOURCES[node.nodeType as DetailNodeType];
  if (!resource) throw new PagePlanError(`No detail resource for node type "${node.nodeType}"`);
  return { kind: 'detail', resource, slug, param };
}

export interface LocaleContent {
  locale: Locale;
  nodes: SitemapNode[];
  /** All search items of the locale (phrase ' ', pagination=false). */
  searchItems: SearchItem[];
  /** Category paths of the locale, for the products switch. */
  categoryPaths: ReadonlySet<string>;
  /** Page titles by page id (index pages), for titles and breadcrumbs. */
  pageTitles?: ReadonlyMap<number, string>;
}

export interface PlanWarning {
  locale: Locale;
  message: string;
}

export interface PagePlan {
  pages: PlannedPage[];
  warnings: PlanWarning[];
}

/**
 * Every page of a build: each locale's index nodes and, through the search items, its detail pages.
 * `contents` should hold every locale of the environment: pages of locales served by other domains are
 * planned only to link translations (hreflang, language switcher) and are not returned.
 */
export function planPages(target: BuildTarget, contents: readonly LocaleContent[]): PagePlan {
  const pages: PlannedPage[] = [];
  const warnings: PlanWarning[] = [];
  for (const content of contents) {
    const { locale, nodes } = content;
    const prefix = localePrefix(target, locale);
    const seen = new Map<string, string>();
    const add = (page: Omit<PlannedPage, 'path' | 'alternates'>) => {
      const previous = seen.get(page.localPath);
      if (previous) {
        warnings.push({ locale, message: `${page.localPath} is claimed by ${previous} and ${page.key}; keeping the first` });
        return;
      }
      seen.set(page.localPath, page.key);
      const path = buildPath(prefix, page.localPath);
      pages.push({ ...page, path, alternates: [] });
    };

    for (const node of nodes) {
      if (node.action !== 'index' && !(node.action === 'show' && !isDetailNode(node))) continue;
      if (pattern(node.slug).params.length > 0) {
        warnings.push({ locale, message: `index node ${node.slug} has parameters; skipped` });
        continue;
      }
      const pageType = effectivePageType(node);
      add({
        locale,
        localPath: node.slug,
        node,
        pageType,
        layout: resolveLayoutName(node.layout),
        source: dataSourceFor(node, {}, content.categoryPaths),
        key: `page:${node.nodeReference}`,
        title: content.pageTitles?.get(node.nodeReference ?? -1) ?? node.title,
        parents: [],
      });
    }

    const routes = new Map<string, DetailRoute | PagePlanError>();
    for (const item of content.searchItems) {
      const nodeType = OBJECT_TYPE_NODE_TYPES[item.objectType];
      let route = routes.get(nodeType);
      if (!route) {
        try {
          route = detailRoute(nodes, nodeType);
        } catch (error) {
          route = error as PagePlanError;
          warnings.push({ locale, message: `${item.objectType} items have no detail pages: ${route.message}` });
        }
        routes.set(nodeType, route);
      }
      if (route instanceof Error) continue;
      const localPath = buildDetailPath(nodes, nodeType, item.slug);
      const source = dataSourceFor(route.show, { value: item.slug }, content.categoryPaths);
      const isCategory = source.kind === 'detail' && source.resource === 'product_categories';
      add({
        locale,
        localPath,
        node: route.show,
        pageType: nodeType,
        layout: isCategory ? 'product_list' : resolveLayoutName(route.show.layout),
        source,
        key: `${isCategory ? 'ProductCategory' : item.objectType}:${item.id}`,
        title: item.title,
        parents: [
          {
            name: content.pageTitles?.get(route.aggregator.nodeReference ?? -1) ?? route.aggregator.title,
            localPath: route.aggregator.slug,
          },
        ],
      });
    }
  }
  attachAlternates(target, pages);
  return { pages: pages.filter((p) => target.locales.includes(p.locale)), warnings };
}

/**
 * Links each page to its translations (same key) in every locale of the environment, built here or on
 * another domain, for hreflang and the language switcher.
 */
function attachAlternates(target: BuildTarget, pages: PlannedPage[]): void {
  const byKey = new Map<string, PlannedPage[]>();
  for (const page of pages) {
    const group = byKey.get(page.key) ?? [];
    group.push(page);
    byKey.set(page.key, group);
  }
  for (const group of byKey.values()) {
    const alternates = group
      .map((p) => ({ locale: p.locale, hreflang: toBcp47(p.locale), url: absoluteLocaleUrl(target, p.locale, p.localPath) }))
      .filter((a): a is Alternate => a.url !== null);
    for (const page of group) page.alternates = alternates;
  }
}

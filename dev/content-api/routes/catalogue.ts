/** Routing data, pages and the product catalogue: menus, sitemap nodes, pages, products, categories, collections,
 * designers, posts, realizations, stories, inspirations, sliders, search. */
import { badRequest, notFound } from '../errors.ts';
import { buildPdf } from '../pdf.ts';
import { isPublished } from '../model.ts';
import { SEARCH_TYPES } from '../serialize.ts';
import type { SearchEntry } from '../serialize.ts';
import { fold } from '../text.ts';
import { contentDisposition } from '../media.ts';
import type {
  CategoryRecord,
  CollectionRecord,
  DesignerRecord,
  InspirationRecord,
  PostRecord,
  ProductRecord,
  RealizationRecord,
  SliderRecord,
  StoryRecord,
} from '../catalogue/types.ts';
import type { Menu } from '#contract/schemas/menus.ts';
import type { SitemapNode } from '#contract/schemas/routing.ts';
import { ERRORS, bySlugOrId, byNumericId, detailRoute, eq, idF, listRoute, published, ref, serves, slugF } from './helpers.ts';
import type { Ctx } from './helpers.ts';
import * as endpoints from '#contract/endpoints.ts';
import type { RouteDef } from './types.ts';

const TAG = 'catalogue';
const ROUTING = 'routing';

type Pos = { id: number; position?: number };
const pos = (r: Pos, loc: Ctx) => loc.ser.position(r);

// ---------------------------------------------------------------------------------------------- routing

const menus = listRoute<Menu>({
  endpoint: endpoints.menus,
  operationId: 'getMenus',
  summary: 'Menus (main_menu, footer_top, footer_bottom) with their item trees',
  tag: ROUTING,
  type: 'Menu',
  schema: 'Menu',
  paginationDefault: false,
  records: (loc) => loc.cat.menus,
  serialize: (_loc, m) => m,
  filters: [idF(), eq<Menu>('name', 'string', 'Menu name, e.g. main_menu.', (m) => m.name)],
  order: { id: (m) => m.id, name: (m) => m.name },
  defaultOrder: [],
});

const sitemapNodes = listRoute<SitemapNode>({
  endpoint: endpoints.sitemapNodes,
  operationId: 'getSitemapNodes',
  summary: 'Sitemap nodes for page resolution',
  tag: ROUTING,
  type: 'SitemapNode',
  schema: 'SitemapNode',
  paginationDefault: false,
  records: (loc) => loc.cat.sitemapNodes,
  serialize: (_loc, n) => n,
  filters: [
    idF(),
    eq<SitemapNode>('nodeType', 'string', 'Node type.', (n) => n.nodeType),
    eq<SitemapNode>('action', 'string', 'index or show.', (n) => n.action, ['index', 'show']),
  ],
  order: { id: (n) => n.id, slug: (n) => n.slug },
  defaultOrder: [],
});

const page = detailRoute({
  endpoint: endpoints.page,
  paramDescription: 'Page id (the nodeReference of an index node). Unpublished pages are returned too (preview).',
  operationId: 'getPage',
  summary: 'Page data: title, SEO fields, layout and blocks (with embedded items)',
  tag: ROUTING,
  type: 'Page',
  schema: 'PageData',
  what: 'Page',
  find: (loc, v) => byNumericId(loc.idx.byId.pages, v),
  serialize: (loc, p) => loc.ser.page(p),
});

// ---------------------------------------------------------------------------------------------- products

const productsList = listRoute<ProductRecord>({
  endpoint: endpoints.products,
  operationId: 'getProducts',
  summary: 'Published products (list items: teaser + shortDescription, category, designers, filter values)',
  tag: TAG,
  type: 'Product',
  schema: 'ProductListItem',
  records: (loc) => loc.memoize('publishedProducts', () => published(loc.cat.products)),
  serialize: (loc, p) => loc.ser.productListItem(p),
  filters: [
    idF(),
    slugF(),
    eq<ProductRecord>('collection.id', 'integer', 'Products of this collection.', (p) => p.collectionId),
    eq<ProductRecord>(
      'categories',
      'integer',
      'Products whose category is one of these (send the category and its sub-categories).',
      (p) => p.categoryId,
    ),
    eq<ProductRecord>('category.id', 'integer', 'Products of exactly this category.', (p) => p.categoryId),
    eq<ProductRecord>(
      'category.slug',
      'string',
      'Products of the category with this slug.',
      (p, loc) => loc.idx.byId.categories.get(p.categoryId)?.slug ?? null,
    ),
    eq<ProductRecord>('designers.id', 'integer', 'Products by this designer.', (p) => p.designerIds ?? []),
    eq<ProductRecord>('tags.id', 'integer', 'Products with this tag.', (p) => p.tagIds ?? []),
    eq<ProductRecord>(
      'ecoFriendlyProduct',
      'boolean',
      'Eco-friendly products only (true) or the others (false).',
      (p) => p.ecoFriendlyProduct ?? false,
    ),
    {
      name: 'options',
      type: 'string',
      description: 'Filter option slugs of the category page; a product matches when it has ALL of them.',
      match: (p, values) => values.every((v) => (p.filterOptionSlugs ?? []).includes(String(v))),
    },
    {
      name: 'checkboxs',
      type: 'integer',
      description: 'Filter checkbox ids of the category page; a product matches when it has ALL of them.',
      match: (p, values) => values.every((v) => (p.checkboxIds ?? []).includes(Number(v))),
    },
  ],
  order: {
    id: (p) => p.id,
    name: (p) => p.name,
    slug: (p) => p.slug,
    position: pos,
    'collection.position': (p, loc) => {
      const c = p.collectionId !== null ? loc.idx.byId.collections.get(p.collectionId) : undefined;
      return c ? loc.ser.position(c) : null;
    },
    'collection.name': (p, loc) =>
      p.collectionId !== null ? (loc.idx.byId.collections.get(p.collectionId)?.name ?? null) : null,
    'category.position': (p, loc) => {
      const c = loc.idx.byId.categories.get(p.categoryId);
      return c ? loc.ser.position(c) : null;
    },
    'category.name': (p, loc) => loc.idx.byId.categories.get(p.categoryId)?.name ?? null,
  },
  defaultOrder: [['position', 'asc']],
});

const productDetail = detailRoute<ProductRecord>({
  endpoint: endpoints.product,
  paramDescription: 'Product slug (the last segment of /produkty/a/b/c) or numeric id (preview: unpublished too).',
  operationId: 'getProduct',
  summary: 'A product by slug, or by id for preview',
  tag: TAG,
  type: 'Product',
  schema: 'Product',
  what: 'Product',
  find: (loc, v) => bySlugOrId(loc.idx.byId.products, loc.idx.bySlug.products, v),
  serialize: (loc, p) => loc.ser.product(p),
});

const isDraft = (c: CategoryRecord) => c.status === 'STATUS_DRAFT';

/** By id: any status (preview). By slug or path: STATUS_DRAFT categories are not found. */
function findCategory(loc: Ctx, v: string): CategoryRecord | undefined {
  if (/^\d+$/.test(v)) return loc.idx.byId.categories.get(Number(v));
  const c = loc.idx.bySlug.categories?.get(v) ?? loc.idx.categoryByPath.get(v.replace(/^\/+|\/+$/g, ''));
  return c && !isDraft(c) ? c : undefined;
}

const categoryPdf: RouteDef = {
  ...serves(endpoints.categoryPdf),
  operationId: 'getCategoryPdf',
  summary: "A category's product list as a PDF (pdfSrc of categories without an uploaded PDF)",
  tag: TAG,
  kind: 'api',
  cache: false,
  pathParams: { id: 'Category id' },
  query: [{ name: 'download', description: 'Present: Content-Disposition attachment.', schema: { type: 'string' } }],
  responses: { 200: { description: 'PDF document', contentType: 'application/pdf' }, ...ERRORS },
  handler: (rc) => {
    const loc = rc.loc();
    const c = byNumericId(loc.idx.byId.categories, rc.params.id ?? '');
    if (!c) throw notFound(`Category ${rc.params.id} not found in locale ${rc.locale}.`);
    const bytes = loc.memoize(`pdf:${c.id}`, () => {
      const ids = new Set(loc.ser.categoryAndDescendants(c.id));
      const products = published(loc.cat.products).filter((p) => ids.has(p.categoryId));
      return buildPdf({
        title: `${c.name} (${loc.idx.categoryPath.get(c.id) ?? c.slug})`,
        lines: products.map((p) => {
          const col = p.collectionId !== null ? loc.idx.byId.collections.get(p.collectionId) : undefined;
          return `${p.name}${col ? ` - ${col.name}` : ''}`;
        }),
      });
    });
    const download = rc.url.searchParams.has('download');
    return new Response(rc.req.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.length),
        'Content-Disposition': contentDisposition(`${c.slug}.pdf`, download),
        'Cache-Control': 'public, max-age=300',
      },
    });
  },
};

const categoriesList = listRoute<CategoryRecord>({
  endpoint: endpoints.productCategories,
  operationId: 'getProductCategories',
  summary:
    'Published product categories (STATUS_DRAFT ones only with a status filter), each with path, parentBranch and children',
  tag: TAG,
  type: 'ProductCategory',
  schema: 'ProductCategory',
  paginationDefault: false,
  recordsKey: (rc) => String(rc.url.searchParams.has('status') || rc.url.searchParams.has('status[]')),
  records: (loc, rc) =>
    rc.url.searchParams.has('status') || rc.url.searchParams.has('status[]')
      ? loc.cat.categories
      : loc.memoize('publishedCategories', () => loc.cat.categories.filter((c) => !isDraft(c))),
  serialize: (loc, c) => loc.ser.category(c),
  filters: [
    idF(),
    slugF(),
    eq<CategoryRecord>('parent.id', 'integer', 'Children of this category.', (c) => c.parentId),
    eq<CategoryRecord>('path', 'string', 'Exact category path (a/b/c).', (c, loc) => loc.idx.categoryPath.get(c.id) ?? c.slug),
    eq<CategoryRecord>('status', 'string', 'STATUS_DRAFT or STATUS_PUBLISHED.', (c) => c.status, [
      'STATUS_DRAFT',
      'STATUS_PUBLISHED',
    ]),
    eq<CategoryRecord>('root', 'boolean', 'true: top-level categories only.', (c) => c.parentId === null),
  ],
  order: {
    id: (c) => c.id,
    name: (c) => c.name,
    position: pos,
    path: (c, loc) => loc.idx.categoryPath.get(c.id) ?? c.slug,
    updated: (c) => c.updated,
  },
  defaultOrder: [['path', 'asc']],
});

const categoryDetail = detailRoute<CategoryRecord>({
  endpoint: endpoints.productCategory,
  paramDescription:
    'Category slug (last path segment) or full path (URL-encoded a%2Fb%2Fc): published only; numeric id: any status (preview)',
  operationId: 'getProductCategory',
  summary: 'A product category',
  tag: TAG,
  type: 'ProductCategory',
  schema: 'ProductCategory',
  what: 'Product category',
  find: findCategory,
  serialize: (loc, c) => loc.ser.category(c),
});

// ---------------------------------------------------------------------------------------------- collections, designers

const collectionsList = listRoute<CollectionRecord>({
  endpoint: endpoints.productCollections,
  operationId: 'getProductCollections',
  summary: 'Published product collections (teasers)',
  tag: TAG,
  type: 'ProductCollection',
  schema: 'CollectionTeaser',
  records: (loc) => loc.memoize('publishedCollections', () => published(loc.cat.collections)),
  serialize: (loc, c) => loc.ser.collectionTeaser(c),
  filters: [idF(), slugF(), eq<CollectionRecord>('designer.id', 'integer', 'Collections of this designer.', (c) => c.designerId)],
  order: { id: (c) => c.id, name: (c) => c.name, position: pos },
  defaultOrder: [['position', 'asc']],
});

const collectionDetail = detailRoute<CollectionRecord>({
  endpoint: endpoints.productCollection,
  paramDescription: 'Collection slug, or numeric id (preview: unpublished too)',
  operationId: 'getProductCollection',
  summary: 'A collection with products, realizations of its products, gallery and movies',
  tag: TAG,
  type: 'ProductCollection',
  schema: 'Collection',
  what: 'Collection',
  find: (loc, v) => bySlugOrId(loc.idx.byId.collections, loc.idx.bySlug.collections, v),
  serialize: (loc, c) => loc.ser.collection(c),
});

const designersList = listRoute<DesignerRecord>({
  endpoint: endpoints.designers,
  operationId: 'getDesigners',
  summary: 'Published designers',
  tag: TAG,
  type: 'Designer',
  schema: 'Designer',
  records: (loc) => loc.memoize('publishedDesigners', () => published(loc.cat.designers)),
  serialize: (loc, d) => loc.ser.designerListItem(d),
  filters: [idF(), slugF()],
  order: { id: (d) => d.id, name: (d) => d.name, position: (d, loc) => loc.idx.order.designers?.get(d.id) ?? 0 },
  defaultOrder: [['name', 'asc']],
});

const designerDetail = detailRoute<DesignerRecord>({
  endpoint: endpoints.designer,
  paramDescription: 'Designer slug, or numeric id (preview: unpublished too)',
  operationId: 'getDesigner',
  summary: 'A designer with the collections they designed',
  tag: TAG,
  type: 'Designer',
  schema: 'Designer',
  what: 'Designer',
  find: (loc, v) => bySlugOrId(loc.idx.byId.designers, loc.idx.bySlug.designers, v),
  serialize: (loc, d) => loc.ser.designer(d),
});

// ---------------------------------------------------------------------------------------------- posts, realizations, stories, inspirations

const postsList = listRoute<PostRecord>({
  endpoint: endpoints.posts,
  operationId: 'getPosts',
  summary: 'Published posts (teasers), newest first by default',
  tag: TAG,
  type: 'Post',
  schema: 'PostTeaser',
  records: (loc) => loc.memoize('publishedPosts', () => published(loc.cat.posts)),
  serialize: (loc, p) => loc.ser.postTeaser(p),
  filters: [idF(), slugF()],
  order: {
    id: (p) => p.id,
    title: (p) => p.title,
    published: (p) => new Date(p.published_at).getTime() || 0,
    position: pos,
  },
  defaultOrder: [['published', 'desc']],
});

const postDetail = detailRoute<PostRecord>({
  endpoint: endpoints.post,
  paramDescription: 'Post slug, or numeric id (preview: unpublished too)',
  operationId: 'getPost',
  summary: 'A post with its blocks',
  tag: TAG,
  type: 'Post',
  schema: 'Post',
  what: 'Post',
  find: (loc, v) => bySlugOrId(loc.idx.byId.posts, loc.idx.bySlug.posts, v),
  serialize: (loc, p) => loc.ser.post(p),
});

const realizationsList = listRoute<RealizationRecord>({
  endpoint: endpoints.realizations,
  operationId: 'getRealizations',
  summary: 'Published realizations (teasers)',
  tag: TAG,
  type: 'Realization',
  schema: 'RealizationTeaser',
  records: (loc) => loc.memoize('publishedRealizations', () => published(loc.cat.realizations)),
  serialize: (loc, r) => loc.ser.realizationTeaser(r),
  filters: [
    idF(),
    slugF(),
    eq<RealizationRecord>('category.id', 'integer', 'Realizations of this realization category.', (r) => r.categoryId),
    eq<RealizationRecord>('category.slug', 'string', 'Realizations of the category with this slug.', (r, loc) =>
      r.categoryId !== null ? (loc.idx.byId.realizationCategories.get(r.categoryId)?.slug ?? null) : null,
    ),
    eq<RealizationRecord>('products.id', 'integer', 'Realizations showing this product.', (r) => r.productIds ?? []),
  ],
  order: { id: (r) => r.id, name: (r) => r.name, position: pos },
  defaultOrder: [['position', 'asc']],
});

const realizationDetail = detailRoute<RealizationRecord>({
  endpoint: endpoints.realization,
  paramDescription: 'Realization slug, or numeric id (preview: unpublished too)',
  operationId: 'getRealization',
  summary: 'A realization with gallery and products',
  tag: TAG,
  type: 'Realization',
  schema: 'Realization',
  what: 'Realization',
  find: (loc, v) => bySlugOrId(loc.idx.byId.realizations, loc.idx.bySlug.realizations, v),
  serialize: (loc, r) => loc.ser.realization(r),
});

type RealizationCategory = { id: number; slug: string; name: string };
const realizationCategoriesList = listRoute<RealizationCategory>({
  endpoint: endpoints.realizationCategories,
  operationId: 'getRealizationCategories',
  summary: 'Realization categories',
  tag: TAG,
  type: 'RealizationCategory',
  schema: 'RealizationCategory',
  paginationDefault: false,
  records: (loc) => loc.cat.realizationCategories,
  serialize: (_loc, c) => c,
  filters: [idF(), slugF()],
  order: { id: (c) => c.id, name: (c) => c.name },
  defaultOrder: [],
});

const realizationCategoryDetail = detailRoute<RealizationCategory>({
  endpoint: endpoints.realizationCategory,
  paramDescription: 'Realization category slug or numeric id',
  operationId: 'getRealizationCategory',
  summary: 'A realization category',
  tag: TAG,
  type: 'RealizationCategory',
  schema: 'RealizationCategory',
  what: 'Realization category',
  find: (loc, v) => bySlugOrId(loc.idx.byId.realizationCategories, loc.idx.bySlug.realizationCategories, v),
  serialize: (_loc, c) => c,
});

const storiesList = listRoute<StoryRecord>({
  endpoint: endpoints.stories,
  operationId: 'getStories',
  summary: 'Published stories (without blocks)',
  tag: TAG,
  type: 'Story',
  schema: 'Story',
  records: (loc) => loc.memoize('publishedStories', () => published(loc.cat.stories)),
  serialize: (loc, s) => loc.ser.storyTeaser(s),
  filters: [idF(), slugF()],
  order: { id: (s) => s.id, title: (s) => s.title, position: pos },
  defaultOrder: [['position', 'asc']],
});

const storyDetail = detailRoute<StoryRecord>({
  endpoint: endpoints.story,
  paramDescription: 'Story slug, or numeric id (preview: unpublished too)',
  operationId: 'getStory',
  summary: 'A story with its blocks',
  tag: TAG,
  type: 'Story',
  schema: 'Story',
  what: 'Story',
  find: (loc, v) => bySlugOrId(loc.idx.byId.stories, loc.idx.bySlug.stories, v),
  serialize: (loc, s) => loc.ser.story(s),
});

const inspirationsList = listRoute<InspirationRecord>({
  endpoint: endpoints.inspirations,
  operationId: 'getInspirations',
  summary: 'Published inspirations (without gallery and products)',
  tag: TAG,
  type: 'Inspiration',
  schema: 'Inspiration',
  records: (loc) => loc.memoize('publishedInspirations', () => published(loc.cat.inspirations)),
  serialize: (loc, i) => loc.ser.inspirationTeaser(i),
  filters: [idF(), slugF()],
  order: { id: (i) => i.id, title: (i) => i.title, position: pos },
  defaultOrder: [['position', 'asc']],
});

const inspirationDetail = detailRoute<InspirationRecord>({
  endpoint: endpoints.inspiration,
  paramDescription: 'Inspiration slug or numeric id',
  operationId: 'getInspiration',
  summary: 'An inspiration with gallery and products',
  tag: TAG,
  type: 'Inspiration',
  schema: 'Inspiration',
  what: 'Inspiration',
  find: (loc, v) => bySlugOrId(loc.idx.byId.inspirations, loc.idx.bySlug.inspirations, v),
  serialize: (loc, i) => loc.ser.inspiration(i),
});

const slidersList = listRoute<SliderRecord>({
  endpoint: endpoints.sliders,
  operationId: 'getSliders',
  summary: 'Sliders with their slides',
  tag: TAG,
  type: 'Slider',
  schema: 'Slider',
  paginationDefault: false,
  records: (loc) => loc.cat.sliders,
  serialize: (_loc, s) => s,
  filters: [idF(), eq<SliderRecord>('name', 'string', 'Slider name.', (s) => s.name)],
  order: { id: (s) => s.id, name: (s) => s.name },
  defaultOrder: [],
});

// ---------------------------------------------------------------------------------------------- search

/** Search relevance: 3 title starts with the phrase, 2 a title word starts with it, 1 elsewhere. */
function relevance(e: SearchEntry, phrase: string): number {
  if (!phrase) return 0;
  if (e.titleFolded.startsWith(phrase)) return 3;
  if (e.titleFolded.includes(` ${phrase}`)) return 2;
  return e.titleFolded.includes(phrase) ? 1.5 : 1;
}

const search = listRoute<SearchEntry>({
  endpoint: endpoints.search,
  operationId: 'search',
  summary: 'Site search over products, categories, collections, designers, realizations, posts, stories, inspirations',
  description:
    'phrase matches title/name and short description, case- and diacritic-insensitively; every word of the phrase must match. ' +
    'A blank phrase (e.g. a single space) or no phrase matches everything (the sitemap build uses phrase=%20&pagination=false). ' +
    'Default order: relevance, then object type (Product, ProductCategory, ProductCollection, Designer, Realization, Post, Story, Inspiration), then title.',
  tag: TAG,
  type: 'SearchItem',
  schema: 'SearchItem',
  defaultItemsPerPage: 18,
  records: (loc) => loc.ser.searchEntries(),
  serialize: (loc, e) => loc.ser.searchItem(e),
  iri: (e) => `${endpoints.search.path}/${e.objectType}/${e.id}`,
  filters: [
    eq<SearchEntry>('objectType', 'string', 'Only these object types.', (e) => e.objectType, SEARCH_TYPES),
    {
      name: 'phrase',
      type: 'string',
      description: 'Search phrase (trimmed; blank matches everything).',
      match: (e, values) => {
        const words = fold(String(values[values.length - 1] ?? ''))
          .split(/\s+/)
          .filter(Boolean);
        return words.every((w) => e.haystack.includes(w));
      },
    },
    idF(),
  ],
  order: {
    relevance: () => 0, // replaced per request (prepare)
    objectType: (e) => e.typeRank,
    title: (e) => e.title,
    id: (e) => e.id,
  },
  defaultOrder: [
    ['relevance', 'desc'],
    ['objectType', 'asc'],
    ['title', 'asc'],
  ],
  prepare: (rc, spec) => {
    const raw = rc.url.searchParams.get('phrase') ?? '';
    if (raw.length > 200) throw badRequest('The search phrase is limited to 200 characters.');
    const phrase = fold(raw.trim());
    return { ...spec, order: { ...spec.order, relevance: (e) => relevance(e, phrase) } };
  },
});

export const catalogueRoutes: RouteDef[] = [
  menus,
  sitemapNodes,
  page,
  productsList,
  categoryPdf,
  productDetail,
  categoriesList,
  categoryDetail,
  collectionsList,
  collectionDetail,
  designersList,
  designerDetail,
  postsList,
  postDetail,
  realizationsList,
  realizationDetail,
  realizationCategoriesList,
  realizationCategoryDetail,
  storiesList,
  storyDetail,
  inspirationsList,
  inspirationDetail,
  slidersList,
  search,
];

export { ref, isPublished };

import { describe, expect, it } from 'vitest';
import type { SearchItem, SitemapNode } from '#contract/schemas/routing.ts';
import { resolveBuildTarget } from '#contract/domains.ts';
import {
  PagePlanError,
  buildDetailPath,
  dataSourceFor,
  effectivePageType,
  planPages,
  resolveLayoutName,
  type LocaleContent,
} from '#src/routing/page-plan.ts';
import { createLinks, filesSlug } from '#src/routing/links.ts';

let nextId = 1;
const node = (
  nodeType: string,
  action: 'index' | 'show',
  slug: string,
  layout: string | null,
  nodeReference: number | null = null,
): SitemapNode => ({
  id: nextId++,
  nodeType,
  action,
  slug,
  layout,
  nodeReference,
  title: `${nodeType} ${action}`,
});

const plNodes: SitemapNode[] = [
  node('root', 'index', '/', 'default', 1),
  node('product', 'index', '/produkty', 'product_list', 2),
  node('product', 'show', '/produkty/:product*', 'product'),
  node('productcollection', 'index', '/kolekcje', 'with_breadcrumbs', 3),
  node('productcollection', 'show', '/kolekcje/:slug', 'collection'),
  node('post', 'index', '/aktualnosci', 'with_breadcrumbs', 4),
  node('post', 'show', '/aktualnosci/:slug', 'post'),
  node('privacy', 'index', '/polityka-prywatnosci', 'default', 5),
  node('landing', 'index', '/biuro-hybrydowe', 'landing_wide', 6),
  node('article', 'index', '/pliki', 'default', 7),
  node('search', 'index', '/szukaj', 'search', 8),
];
const enNodes: SitemapNode[] = plNodes.map((n) => ({
  ...n,
  slug: n.slug
    .replace('/produkty', '/products')
    .replace('/kolekcje', '/collections')
    .replace('/aktualnosci', '/news')
    .replace('/polityka-prywatnosci', '/privacy-and-cookie-policy')
    .replace('/biuro-hybrydowe', '/hybrid-office')
    .replace('/pliki', '/files')
    .replace('/szukaj', '/search'),
}));

const item = (objectType: SearchItem['objectType'], id: number, slug: string, title = slug): SearchItem => ({
  id,
  objectType,
  slug,
  title,
  image: null,
  alternativePresentationContent: null,
});

const categoryPathsPl = new Set(['krzesla', 'krzesla/biurowe']);
const pl: LocaleContent = {
  locale: 'pl',
  nodes: plNodes,
  categoryPaths: categoryPathsPl,
  searchItems: [
    item('Product', 10, 'krzesla/biurowe/kora-210', 'Kora 210'),
    item('ProductCategory', 20, 'krzesla/biurowe', 'Krzesła biurowe'),
    item('ProductCollection', 30, 'kora', 'Kora'),
    item('Post', 40, 'nowy-salon', 'Nowy salon'),
    item('Post', 41, 'tylko-po-polsku', 'Tylko po polsku'),
  ],
};
const en: LocaleContent = {
  locale: 'en',
  nodes: enNodes,
  categoryPaths: new Set(['chairs', 'chairs/office']),
  searchItems: [
    item('Product', 10, 'chairs/office/kora-210', 'Kora 210'),
    item('ProductCategory', 20, 'chairs/office', 'Office chairs'),
    item('ProductCollection', 30, 'kora', 'Kora'),
    item('Post', 40, 'new-showroom', 'New showroom'),
  ],
};

describe('page types and layouts', () => {
  it('treats an index node of a non-special type as an article', () => {
    expect(effectivePageType({ nodeType: 'landing', action: 'index' })).toBe('article');
    expect(effectivePageType({ nodeType: 'post', action: 'index' })).toBe('article');
    expect(effectivePageType({ nodeType: 'privacy', action: 'index' })).toBe('privacy');
    expect(effectivePageType({ nodeType: 'root', action: 'index' })).toBe('root');
    expect(effectivePageType({ nodeType: 'post', action: 'show' })).toBe('post');
    expect(effectivePageType({ nodeType: 'article_with_crumbs', action: 'show' })).toBe('article');
  });

  it('falls back to the default layout for unknown names', () => {
    expect(resolveLayoutName('landing_wide')).toBe('default');
    expect(resolveLayoutName(null)).toBe('default');
    expect(resolveLayoutName('with sub navigation')).toBe('with sub navigation');
    expect(resolveLayoutName('product_list')).toBe('product_list');
  });
});

describe('detail links from the aggregator slug pattern', () => {
  it('builds detail paths, with several segments for products', () => {
    expect(buildDetailPath(plNodes, 'productcollection', 'kora')).toBe('/kolekcje/kora');
    expect(buildDetailPath(plNodes, 'product', 'krzesla/biurowe/kora-210')).toBe('/produkty/krzesla/biurowe/kora-210');
  });

  it('fails without an aggregator node', () => {
    const nodes = plNodes.filter((n) => !(n.nodeType === 'post' && n.action === 'index'));
    expect(() => buildDetailPath(nodes, 'post', 'x')).toThrow(/Missing aggregator node for type "post"/);
  });

  it('fails on an invalid slug pattern', () => {
    const outside = plNodes.map((n) => (n.nodeType === 'post' && n.action === 'show' ? { ...n, slug: '/blog/:slug' } : n));
    expect(() => buildDetailPath(outside, 'post', 'x')).toThrow(PagePlanError);
    expect(() => buildDetailPath(outside, 'post', 'x')).toThrow(/Invalid slug pattern "\/blog\/:slug"/);
    const broken = plNodes.map((n) => (n.nodeType === 'post' && n.action === 'show' ? { ...n, slug: '/aktualnosci/:sl ug' } : n));
    expect(() => buildDetailPath(broken, 'post', 'x')).toThrow(/Invalid slug pattern/);
    expect(() => buildDetailPath(plNodes, 'post', 'a/b')).toThrow(/cannot fill :slug/);
  });
});

describe('page data source', () => {
  const productShow = plNodes.find((n) => n.nodeType === 'product' && n.action === 'show') as SitemapNode;
  it('switches to the category when the path is a category path; the id is the last segment', () => {
    expect(dataSourceFor(productShow, { product: 'krzesla/biurowe' }, categoryPathsPl)).toEqual({
      kind: 'detail',
      resource: 'product_categories',
      slug: 'biurowe',
      param: 'krzesla/biurowe',
    });
    expect(dataSourceFor(productShow, { product: 'krzesla/biurowe/kora-210' }, categoryPathsPl)).toEqual({
      kind: 'detail',
      resource: 'products',
      slug: 'kora-210',
      param: 'krzesla/biurowe/kora-210',
    });
  });

  it('uses the nodeReference id when there are no parameters', () => {
    expect(dataSourceFor(plNodes[0] as SitemapNode, {}, categoryPathsPl)).toEqual({ kind: 'page', id: 1 });
    expect(() => dataSourceFor({ ...(plNodes[0] as SitemapNode), nodeReference: null }, {}, categoryPathsPl)).toThrow(
      /nodeReference/,
    );
  });
});

describe('planPages', () => {
  const local = resolveBuildTarget('local', undefined);
  const plan = planPages(local, [pl, en]);
  const byPath = new Map(plan.pages.map((p) => [p.path, p]));

  it('plans index pages and detail pages from search items, under locale prefixes', () => {
    expect([...byPath.keys()].sort()).toEqual(
      [
        '/pl/',
        '/pl/produkty/',
        '/pl/kolekcje/',
        '/pl/aktualnosci/',
        '/pl/polityka-prywatnosci/',
        '/pl/biuro-hybrydowe/',
        '/pl/pliki/',
        '/pl/szukaj/',
        '/pl/produkty/krzesla/biurowe/kora-210/',
        '/pl/produkty/krzesla/biurowe/',
        '/pl/kolekcje/kora/',
        '/pl/aktualnosci/nowy-salon/',
        '/pl/aktualnosci/tylko-po-polsku/',
        '/en/',
        '/en/products/',
        '/en/collections/',
        '/en/news/',
        '/en/privacy-and-cookie-policy/',
        '/en/hybrid-office/',
        '/en/files/',
        '/en/search/',
        '/en/products/chairs/office/kora-210/',
        '/en/products/chairs/office/',
        '/en/collections/kora/',
        '/en/news/new-showroom/',
      ].sort(),
    );
    expect(plan.warnings).toEqual([]);
  });

  it('gives category paths the product_list layout and products the product layout', () => {
    expect(byPath.get('/pl/produkty/krzesla/biurowe/')?.layout).toBe('product_list');
    expect(byPath.get('/pl/produkty/krzesla/biurowe/')?.key).toBe('ProductCategory:20');
    expect(byPath.get('/pl/produkty/krzesla/biurowe/kora-210/')?.layout).toBe('product');
    expect(byPath.get('/pl/biuro-hybrydowe/')?.layout).toBe('default');
    expect(byPath.get('/pl/biuro-hybrydowe/')?.pageType).toBe('article');
  });

  it('links translations by item id, with BCP-47 hreflang and absolute URLs', () => {
    const product = byPath.get('/pl/produkty/krzesla/biurowe/kora-210/');
    expect(product?.alternates).toEqual([
      { locale: 'pl', hreflang: 'pl', url: 'http://localhost:4321/pl/produkty/krzesla/biurowe/kora-210/' },
      { locale: 'en', hreflang: 'en', url: 'http://localhost:4321/en/products/chairs/office/kora-210/' },
    ]);
    expect(byPath.get('/pl/aktualnosci/tylko-po-polsku/')?.alternates.map((a) => a.locale)).toEqual(['pl']);
    expect(byPath.get('/en/files/')?.alternates.map((a) => a.url)).toEqual([
      'http://localhost:4321/pl/pliki/',
      'http://localhost:4321/en/files/',
    ]);
  });

  it('puts the aggregator above detail pages', () => {
    expect(byPath.get('/en/collections/kora/')?.parents).toEqual([
      { name: 'productcollection index', localPath: '/collections' },
    ]);
  });

  it('builds only the target domain locales but links translations on other domains', () => {
    const plDomain = resolveBuildTarget('live', 'www.mebleoffice.example');
    const livePlan = planPages(plDomain, [pl, en]);
    expect(livePlan.pages.every((p) => p.locale === 'pl')).toBe(true);
    const home = livePlan.pages.find((p) => p.path === '/');
    expect(home?.alternates.map((a) => a.url)).toEqual([
      'https://www.mebleoffice.example/',
      'https://eu.mebleoffice.example/en/',
    ]);
  });

  it('warns and skips items whose type has no detail route', () => {
    const withDesigner = { ...pl, searchItems: [...pl.searchItems, item('Designer', 50, 'anna')] };
    const result = planPages(local, [withDesigner]);
    expect(result.warnings).toEqual([
      { locale: 'pl', message: 'Designer items have no detail pages: No show node for type "designer"' },
    ]);
  });

  it('keeps the first page when two claim one path', () => {
    const twice = { ...pl, searchItems: [...pl.searchItems, item('Post', 99, 'nowy-salon')] };
    const result = planPages(local, [twice]);
    expect(result.pages.filter((p) => p.localPath === '/aktualnosci/nowy-salon')).toHaveLength(1);
    expect(result.warnings[0]?.message).toMatch(/claimed by Post:40 and Post:99/);
  });
});

describe('links', () => {
  it('builds prefixed and root links and the files page per locale', () => {
    const links = createLinks({ prefixed: true }, 'en', enNodes);
    expect(links.home()).toBe('/en/');
    expect(links.detail('productcollection', 'kora')).toBe('/en/collections/kora/');
    expect(links.detail('designer', 'x')).toBeNull();
    expect(links.files()).toBe('/en/files/');
    expect(links.privacy()).toBe('/en/privacy-and-cookie-policy/');
    const root = createLinks({ prefixed: false }, 'pl', plNodes);
    expect(root.home()).toBe('/');
    expect(root.files()).toBe('/pliki/');
    expect(filesSlug('no')).toBe('/files');
  });
});

import { describe, expect, it } from 'vitest';
import { previewAccess, signPreviewUrl } from '#builder/preview/access.ts';
import { adminLocale, adminRoute, previewPlannedPage } from '#src/admin/preview-page.ts';
import type { LocaleContent } from '#src/routing/page-plan.ts';

const SECRET = 'preview-secret-for-tests';
const NOW = Date.UTC(2026, 10, 25, 12);

describe('preview access', () => {
  const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

  it('the secret in the header opens; a wrong one, none, or no configured secret does not', () => {
    expect(previewAccess(request('https://x.example/admin/pages/1', { 'X-Preview-Secret': SECRET }), SECRET, NOW)).toEqual({
      allowed: true,
    });
    expect(previewAccess(request('https://x.example/admin/pages/1', { 'X-Preview-Secret': 'nope' }), SECRET, NOW).allowed).toBe(
      false,
    );
    expect(previewAccess(request('https://x.example/admin/pages/1'), SECRET, NOW).allowed).toBe(false);
    expect(previewAccess(request('https://x.example/admin/pages/1', { 'X-Preview-Secret': '' }), undefined, NOW).allowed).toBe(
      false,
    );
  });

  it('a signed link opens its path and locale until it expires; changed or expired, it does not', () => {
    const link = signPreviewUrl('https://x.example', '/admin/pages/22?locale=pl', SECRET, { ttlSeconds: 3600, now: NOW });
    expect(previewAccess(request(link), SECRET, NOW + 1000).allowed).toBe(true);
    // The export's format is a presentation, not signed.
    expect(previewAccess(request(`${link}&format=csv`), SECRET, NOW).allowed).toBe(true);
    expect(previewAccess(request(link.replace('/22', '/23')), SECRET, NOW).allowed).toBe(false);
    expect(previewAccess(request(link.replace('locale=pl', 'locale=de')), SECRET, NOW).allowed).toBe(false);
    expect(previewAccess(request(link), SECRET, NOW + 3601 * 1000)).toEqual({
      allowed: false,
      reason: 'the signed link has expired',
    });
    expect(previewAccess(request(link), 'another-secret', NOW).allowed).toBe(false);
  });
});

describe('admin routes', () => {
  it('reads what an admin path asks for', () => {
    expect(adminRoute('/admin/export/dictionary')).toEqual({ kind: 'dictionary' });
    expect(adminRoute('/admin/preview/test')).toEqual({ kind: 'catalogue', block: null });
    expect(adminRoute('/admin/preview/')).toEqual({ kind: 'catalogue', block: null });
    expect(adminRoute('/admin/preview/image_gallery')).toEqual({ kind: 'catalogue', block: 'image_gallery' });
    expect(adminRoute('/admin/products/12')).toEqual({ kind: 'preview', module: 'product', moduleName: 'products', id: 12 });
    expect(adminRoute('/admin/collection/3/')).toEqual({
      kind: 'preview',
      module: 'productcollection',
      moduleName: 'collection',
      id: 3,
    });
    expect(adminRoute('/admin/page/x')).toEqual({ kind: 'unknown' });
    expect(adminRoute('/admin/orders/1')).toEqual({ kind: 'unknown' });
  });

  it('takes only its own module names: Object.prototype members are unknown, not a preview', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__']) {
      expect(adminRoute(`/admin/${name}/1`), name).toEqual({ kind: 'unknown' });
    }
  });

  it('takes a malformed escape in a block name as an unknown route, not an error', () => {
    expect(adminRoute('/admin/preview/%E0')).toEqual({ kind: 'unknown' });
    expect(adminRoute('/admin/preview/image%5Fgallery')).toEqual({ kind: 'catalogue', block: 'image_gallery' });
  });

  it('takes the locale from locale= when the build serves it', () => {
    expect(adminLocale('?locale=de', ['en', 'de'], 'en')).toBe('de');
    expect(adminLocale('?locale=pl', ['en', 'de'], 'en')).toBe('en');
    expect(adminLocale('', ['en', 'de'], 'en')).toBe('en');
  });

  const content: LocaleContent = {
    locale: 'pl',
    nodes: [
      { id: 1, nodeType: 'root', action: 'index', slug: '/', nodeReference: 1, layout: 'default', title: 'Start' },
      {
        id: 2,
        nodeType: 'product',
        action: 'index',
        slug: '/produkty',
        nodeReference: 2,
        layout: 'product_list',
        title: 'Produkty',
      },
      { id: 3, nodeType: 'product', action: 'show', slug: '/produkty/:path*', nodeReference: null, layout: 'product', title: '' },
    ],
    searchItems: [],
    categoryPaths: new Set(),
  };

  it('an unpublished page renders as an article with the layout its data names, not for search engines', () => {
    const route = adminRoute('/admin/pages/22') as Extract<ReturnType<typeof adminRoute>, { kind: 'preview' }>;
    const page = previewPlannedPage(content, route, '/admin/pages/22', 'with_breadcrumbs');
    expect(page).toMatchObject({
      layout: 'with_breadcrumbs',
      pageType: 'article',
      source: { kind: 'page', id: 22 },
      preview: true,
    });
    expect(page.alternates).toEqual([]);
  });

  it('a published page keeps its node; a detail item renders under its aggregator with its layout', () => {
    const home = previewPlannedPage(
      content,
      { kind: 'preview', module: 'page', moduleName: 'pages', id: 1 },
      '/admin/pages/1',
      'post',
    );
    expect(home).toMatchObject({ layout: 'default', pageType: 'root' });
    const product = previewPlannedPage(
      content,
      { kind: 'preview', module: 'product', moduleName: 'products', id: 7 },
      '/admin/products/7',
    );
    expect(product).toMatchObject({
      layout: 'product',
      source: { kind: 'detail', resource: 'products', slug: '7' },
      parents: [{ name: 'Produkty', localPath: '/produkty' }],
    });
  });
});

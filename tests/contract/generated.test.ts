/** The schema sweep against the generated catalogue (catalogue/generate.ts, default scale, seed 1). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection } from '#contract/schemas/catalogue.ts';
import type { PageData } from '#contract/schemas/content.ts';
import { type SearchItem, SearchItemSchema } from '#contract/schemas/routing.ts';
import type { RunningContentApi } from '#dev/content-api/server.ts';
import { call, check, cleanupTempDirs, startApi } from './helpers.ts';
import { FIXTURE_LOCALES } from './fixtures/catalogue.ts';
import { sweepLocale } from './sweep.ts';

let api: RunningContentApi;

beforeAll(async () => {
  api = await startApi({ catalogue: 'generated', seed: 1, scale: 'default' });
});
afterAll(async () => {
  await api?.close();
  cleanupTempDirs();
});

describe('generated catalogue', () => {
  for (const locale of FIXTURE_LOCALES) {
    it(`every endpoint validates (${locale})`, async () => {
      expect(await sweepLocale(api.url, locale)).toBeGreaterThan(200);
    });
  }

  it('every search slug resolves: products and categories by their last segment, others by slug', async () => {
    for (const locale of ['pl', 'en']) {
      const items = (await call(api.url, '/api/search?phrase=%20&pagination=false', { locale })).body as SearchItem[];
      expect(items.length).toBeGreaterThan(100);
      const paths: Record<string, string> = {
        Product: 'products',
        ProductCategory: 'product_categories',
        ProductCollection: 'product_collections',
        Designer: 'designers',
        Realization: 'realizations',
        Post: 'posts',
        Story: 'stories',
        Inspiration: 'inspirations',
      };
      for (const item of items) {
        check(SearchItemSchema, item, 'search item');
        const last = item.slug.split('/').pop() ?? '';
        const r = await call(api.url, `/api/${paths[item.objectType]}/${encodeURIComponent(last)}`, { locale });
        expect(r.status, `${locale} ${item.objectType} ${item.slug}`).toBe(200);
        expect(r.body.id).toBe(item.id);
        if (item.objectType === 'Product') expect(r.body.path).toBe(item.slug);
        if (item.objectType === 'ProductCategory') expect(r.body.path).toBe(item.slug);
      }
    }
  });

  it('the same seed gives the same payloads', async () => {
    const other = await startApi({ catalogue: 'generated', seed: 1, scale: 'default' });
    try {
      for (const path of ['/api/products?pagination=false', '/api/sitemap_nodes', '/api/menus']) {
        const a = await call(api.url, path, { locale: 'de' });
        const b = await call(other.url, path, { locale: 'de' });
        expect(b.headers.get('etag'), path).toBe(a.headers.get('etag'));
      }
    } finally {
      await other.close();
    }
  });
});

describe('media the pages reference', () => {
  it('serves SEO images (seoImageSrc) and file movies as real bytes', async () => {
    const page = (await call(api.url, '/api/pages/1', { locale: 'pl' })).body as PageData;
    expect(page.seoImageSrc).toMatch(/^\/uploads\//);
    const seo = await fetch(`${api.url}/media/cache/resolve/general_desktop${page.seoImageSrc}`);
    expect([seo.status, seo.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

    const collections = (await call(api.url, '/api/product_collections?pagination=false', { locale: 'pl' })).body as Collection[];
    const details = await Promise.all(
      collections.map(
        async (c) => (await call(api.url, `/api/product_collections/${c.slug}`, { locale: 'pl' })).body as Collection,
      ),
    );
    const movie = details.flatMap((c) => c.movies ?? []).find((m) => m.type === 'file');
    const response = await fetch(`${api.url}${movie?.movieUrl}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'video/mp4']);
    expect(new TextDecoder().decode(bytes.slice(4, 8))).toBe('ftyp');
  });
});

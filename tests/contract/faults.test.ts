/** Fault mode: the pure parser, and the behaviours on a running server. */
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { CollectionSchema, ProductSchema } from '#contract/schemas/catalogue.ts';
import { JobOfferSchema } from '#contract/schemas/company.ts';
import { SitemapNodeSchema } from '#contract/schemas/routing.ts';
import { ProductTeaserSchema } from '#contract/schemas/teasers.ts';
import { describeFaults, malformItem, parseFaults, prng } from '#dev/content-api/faults.ts';
import { call, cleanupTempDirs, startApi } from './helpers.ts';

afterAll(() => cleanupTempDirs());

describe('parseFaults', () => {
  it('parses every key', () => {
    expect(parseFaults('latency=300ms,error-rate=0.1,malformed=products,down=search')).toEqual({
      latencyMs: [300, 300],
      errorRate: 0.1,
      malformed: ['products'],
      down: ['search'],
    });
    expect(parseFaults('latency=50-300ms').latencyMs).toEqual([50, 300]);
    expect(parseFaults('latency=1s').latencyMs).toEqual([1000, 1000]);
    expect(parseFaults('latency=0.5s-2s').latencyMs).toEqual([500, 2000]);
    expect(parseFaults('latency=250').latencyMs).toEqual([250, 250]);
    expect(parseFaults('error-rate=25%').errorRate).toBe(0.25);
    expect(parseFaults('malformed=products+search, down=menus+sitemap_nodes')).toMatchObject({
      malformed: ['products', 'search'],
      down: ['menus', 'sitemap_nodes'],
    });
    expect(parseFaults('')).toEqual({ latencyMs: [0, 0], errorRate: 0, malformed: [], down: [] });
    expect(parseFaults(undefined).errorRate).toBe(0);
  });

  it('rejects bad specs with a clear message', () => {
    expect(() => parseFaults('latency=fast')).toThrow(/latency expects a duration/);
    expect(() => parseFaults('latency=300-50ms')).toThrow(/reversed/);
    expect(() => parseFaults('error-rate=2')).toThrow(/between 0 and 1/);
    expect(() => parseFaults('error-rate=')).toThrow(/between 0 and 1/);
    expect(() => parseFaults('explode=1')).toThrow(/unknown key "explode"/);
    expect(() => parseFaults('down')).toThrow(/key=value/);
    expect(() => parseFaults('down=Products!')).toThrow(/not a resource name/);
  });

  it('round-trips through describeFaults', () => {
    const spec = 'latency=50-300ms,error-rate=0.2,malformed=products+search,down=menus';
    expect(parseFaults(describeFaults(parseFaults(spec)))).toEqual(parseFaults(spec));
  });

  it('malformItem breaks the schema of the item', () => {
    const product = {
      id: 1,
      name: 'A',
      slug: 'a',
      path: 'c/a',
      teaserImage: null,
      tags: [],
      collection: null,
      ecoFriendlyProduct: false,
    };
    expect(v.safeParse(ProductTeaserSchema, product).success).toBe(true);
    const bad = malformItem(product) as Record<string, unknown>;
    expect(bad.name).toBe(1);
    expect(v.safeParse(ProductTeaserSchema, bad).success).toBe(false);
    expect(product.name).toBe('A'); // not mutated
    const node = { id: 3, nodeType: 'root', action: 'index', slug: '/', nodeReference: 1, layout: null, title: 'Home' };
    expect(v.safeParse(SitemapNodeSchema, malformItem(node)).success).toBe(false);
    const offer = {
      id: 1,
      position: 'Dev',
      worktype: 'office',
      region: 'x',
      publicationDate: '2024-01-01T00:00:00Z',
      workplace: 'y',
    };
    expect(v.safeParse(JobOfferSchema, malformItem(offer)).success).toBe(false);
    const color = { id: 1, hex: '#000000' };
    expect((malformItem(color) as { id: unknown }).id).toBe('1');
  });

  it('prng is deterministic for a seed', () => {
    const a = prng(7);
    const b = prng(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
});

describe('fault mode on a server', () => {
  it('down=search: search always 503, other resources fine', async () => {
    const api = await startApi({ faults: 'down=search+menus' });
    try {
      for (let i = 0; i < 3; i++) {
        const r = await call(api.url, '/api/search?phrase=kx');
        expect(r.status).toBe(503);
        expect(r.body.code).toBe(503);
        expect(r.headers.get('retry-after')).toBe('1');
      }
      expect((await call(api.url, '/api/menus')).status).toBe(503);
      expect((await call(api.url, '/api/products')).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('malformed=products: product payloads fail the site schemas, the rest still validates', async () => {
    const api = await startApi({ faults: 'malformed=products' });
    try {
      const list = (await call(api.url, '/api/products?pagination=false')).body as unknown[];
      expect(list.length).toBeGreaterThan(0);
      for (const p of list) expect(v.safeParse(ProductTeaserSchema, p).success).toBe(false);
      const detail = (await call(api.url, '/api/products/kx-200')).body;
      const r = v.safeParse(ProductSchema, detail);
      expect(r.success).toBe(false);
      expect(r.issues && v.getDotPath(r.issues[0])).toBe('name');
      const ld = (await call(api.url, '/api/products?pagination=false', { accept: 'application/ld+json' })).body;
      expect(typeof ld['hydra:member'][0].name).toBe('number');
      const collection = (await call(api.url, '/api/product_collections/kx')).body;
      expect(v.safeParse(CollectionSchema, collection).success).toBe(true); // products embedded elsewhere stay valid
    } finally {
      await api.close();
    }
  });

  it('error-rate: deterministic for a seed; a retried request succeeds; only GETs fail', async () => {
    const run = async () => {
      const api = await startApi({ faults: 'error-rate=0.5', seed: 42 });
      const statuses: number[] = [];
      try {
        for (let i = 0; i < 20; i++) statuses.push((await call(api.url, `/api/products?page=${i + 1}`)).status);
        expect((await call(api.url, '/api/cookie_consents', { body: {} })).status).toBe(201);
      } finally {
        await api.close();
      }
      return statuses;
    };
    const first = await run();
    const second = await run();
    expect(first).toEqual(second);
    expect(first.filter((s) => s === 503).length).toBeGreaterThan(3);
    expect(first.filter((s) => s === 200).length).toBeGreaterThan(3);

    const always = await startApi({ faults: 'error-rate=1' });
    try {
      const a = await call(always.url, '/api/menus');
      expect(a.status).toBe(503);
      expect(a.body).toMatchObject({ code: 503 });
      expect((await call(always.url, '/api/menus')).status).toBe(200); // the retry
      expect((await call(always.url, '/api/menus')).status).toBe(503);
    } finally {
      await always.close();
    }
  });

  it('latency is added to /api requests only', async () => {
    const api = await startApi({ faults: 'latency=150ms' });
    try {
      let t = performance.now();
      await call(api.url, '/api/menus');
      expect(performance.now() - t).toBeGreaterThanOrEqual(140);
      t = performance.now();
      await call(api.url, '/__health');
      expect(performance.now() - t).toBeLessThan(140);
      const health = (await call(api.url, '/__health')).body;
      expect(health.faults.latencyMs).toEqual([150, 150]);
    } finally {
      await api.close();
    }
  });
});

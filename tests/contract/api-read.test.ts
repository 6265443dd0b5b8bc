/** Reads: every endpoint validates; API Platform parameters; locales; preview; errors; caching; OpenAPI; CORS. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductCategorySchema, ProductSchema } from '#contract/schemas/catalogue.ts';
import { ApiErrorSchema } from '#contract/schemas/common.ts';
import { PageDataSchema } from '#contract/schemas/content.ts';
import { SearchItemSchema } from '#contract/schemas/routing.ts';
import { ALL_ROUTES } from '#dev/content-api/app.ts';
import type { RunningContentApi } from '#dev/content-api/server.ts';
import { call, check, cleanupTempDirs, startApi } from './helpers.ts';
import { FIXTURE_LOCALES } from './fixtures/catalogue.ts';
import { sweepLocale } from './sweep.ts';

let api: RunningContentApi;
let base: string;

beforeAll(async () => {
  api = await startApi();
  base = api.url;
});
afterAll(async () => {
  await api?.close();
  cleanupTempDirs();
});

const ids = (items: { id: number }[]) => items.map((i) => i.id);

describe('every endpoint validates against the site schemas', () => {
  for (const locale of FIXTURE_LOCALES) {
    it(`sweep ${locale}`, async () => {
      const n = await sweepLocale(base, locale);
      expect(n).toBeGreaterThan(60);
    });
  }

  it('a page embeds the items its blocks reference, published only, and drops blocks whose item is gone', async () => {
    const page = check(PageDataSchema, (await call(base, '/api/pages/700', { locale: 'en' })).body, 'page');
    const byId = Object.fromEntries(page.blocks.map((b) => [b.id, b as Record<string, any>]));
    expect(ids(byId[3]?.products)).toEqual([100, 101]); // 104 unpublished
    expect(ids(byId[4]?.posts)).toEqual([301, 300]); // 'all', newest first, 302 unpublished
    expect(ids(byId[5]?.collections)).toEqual([10, 11]);
    expect(ids(byId[6]?.designers)).toEqual([20, 21]);
    expect(ids(byId[7]?.realizations)).toEqual([200]);
    expect(byId[8]?.designer.slug).toBe('anna-nowak');
    expect(byId[9]?.realization.id).toBe(200);
    expect(byId[10]?.collection.id).toBe(10);
    expect(byId[2]?.slider.id).toBe(600);
    expect(ids(byId[11]?.stores)).toEqual([1, 2]);
    expect(byId[11]?.regions.map((r: { slug: string }) => r.slug).sort()).toEqual(['malopolskie', 'mazowieckie']);
    expect(ids(byId[12]?.offers)).toEqual([1, 2]);
    expect(byId[16]).toBeUndefined(); // designer 22 is unpublished: block left out
    expect(ids(byId[19]?.stores)).toEqual([2]);
    expect(ids(byId[19]?.regions)).toEqual([1, 2, 3]); // regionIds: 'all'
    expect(page.title).toBe('Home');
  });
});

describe('products, categories, search', () => {
  it('product path is the category path plus the slug; category has parentBranch and children', async () => {
    const p = check(ProductSchema, (await call(base, '/api/products/kx-200')).body, 'product');
    expect(p.path).toBe('krzesla/krzesla-biurowe/kx-200');
    expect(p.category).toMatchObject({ id: 2, slug: 'krzesla-biurowe', path: 'krzesla/krzesla-biurowe' });
    expect(ids(p.similarProducts)).toEqual([101]);
    expect(ids(p.realizations)).toEqual([200]);
    const files = p.tabs.find((t) => t.type === 'product_file_list');
    expect(files?.type === 'product_file_list' && files.content[0]?.files.map((f) => f.id)).toEqual([102, 103]);
    const c = check(ProductCategorySchema, (await call(base, '/api/product_categories/krzesla-biurowe')).body, 'category');
    expect(c.parentBranch).toMatchObject({ id: 1, slug: 'krzesla', path: 'krzesla', parentBranch: null });
    expect(c.pdfSrc).toBe('/api/products/pdf/2');
    const root = check(ProductCategorySchema, (await call(base, '/api/product_categories/1')).body, 'root');
    expect(root.children.map((x) => x.path)).toEqual(['krzesla/krzesla-biurowe']);
    const tables = check(ProductCategorySchema, (await call(base, '/api/product_categories/stoly')).body, 'tables');
    expect(tables.pdfSrc).toBe('/uploads/files/tables-catalogue.pdf');
    expect(tables.status).toBe('STATUS_PUBLISHED');
    // a STATUS_DRAFT category: found by id (preview), not by slug or path, not in lists (unless filtered by status) nor search
    expect((await call(base, '/api/product_categories/archiwum')).status).toBe(404);
    expect((await call(base, `/api/product_categories/${encodeURIComponent('krzesla/archiwum')}`)).status).toBe(404);
    expect((await call(base, '/api/product_categories/4')).body.status).toBe('STATUS_DRAFT');
    expect(ids((await call(base, '/api/product_categories')).body)).toEqual([1, 2, 3]);
    expect(ids((await call(base, '/api/product_categories?status=STATUS_DRAFT')).body)).toEqual([4]);
    expect((await call(base, '/api/search?phrase=archiwum')).body).toEqual([]);
    const byPath = await call(base, `/api/product_categories/${encodeURIComponent('krzesla/krzesla-biurowe')}`);
    expect(byPath.body.id).toBe(2);
  });

  it('the /produkty/a/b/c resolution: last segment is a category or a product', async () => {
    expect((await call(base, '/api/product_categories/krzesla-biurowe')).status).toBe(200);
    expect((await call(base, '/api/product_categories/kx-200')).status).toBe(404);
    expect((await call(base, '/api/products/kx-200')).status).toBe(200);
  });

  it('pagination, itemsPerPage, pagination=false and hydra:view', async () => {
    const page1 = await call(base, '/api/products?itemsPerPage=2&page=1', { accept: 'application/ld+json' });
    expect(page1.body['hydra:totalItems']).toBe(4);
    expect(page1.body['hydra:member']).toHaveLength(2);
    expect(page1.body['hydra:member'][0]['@id']).toBe('/api/products/100');
    expect(page1.body['hydra:member'][0]['@type']).toBe('Product');
    expect(page1.body['hydra:view']).toMatchObject({
      '@id': '/api/products?itemsPerPage=2&page=1',
      'hydra:first': '/api/products?itemsPerPage=2&page=1',
      'hydra:last': '/api/products?itemsPerPage=2&page=2',
      'hydra:next': '/api/products?itemsPerPage=2&page=2',
    });
    expect(page1.body['hydra:view']['hydra:previous']).toBeUndefined();
    const page2 = await call(base, '/api/products?itemsPerPage=2&page=2', { accept: 'application/ld+json' });
    expect(ids(page2.body['hydra:member'])).toEqual([102, 103]);
    expect(page2.body['hydra:view']['hydra:previous']).toBe('/api/products?itemsPerPage=2&page=1');
    const beyond = await call(base, '/api/products?itemsPerPage=2&page=9');
    expect(beyond.body).toEqual([]);
    const all = await call(base, '/api/products?pagination=false', { accept: 'application/ld+json' });
    expect(all.body['hydra:view']).toBeUndefined();
    expect(all.body['hydra:member']).toHaveLength(4);
    const plain = await call(base, '/api/products?itemsPerPage=1');
    expect(Array.isArray(plain.body)).toBe(true);
    expect(plain.body).toHaveLength(1);
    // reference lists are whole by default, paged on request
    expect((await call(base, '/api/regions')).body).toHaveLength(3);
    expect((await call(base, '/api/regions?itemsPerPage=2')).body).toHaveLength(2);
  });

  it('ordering: asc, desc, several fields in order, dotted fields', async () => {
    const byName = await call(base, '/api/products?order[name]=asc&pagination=false');
    expect(ids(byName.body)).toEqual([100, 101, 102, 103]); // KX 200, KX 300, Stół Nova, Żółty fotel (Polish collation)
    const desc = await call(base, '/api/products?order[name]=desc&pagination=false');
    expect(ids(desc.body)).toEqual([103, 102, 101, 100]);
    const multi = await call(base, '/api/products?order[collection.position]=asc&order[name]=asc&pagination=false');
    expect(ids(multi.body)).toEqual([102, 103, 100, 101]); // Nova (1) then KX (2)
    const multiDesc = await call(base, '/api/products?order[collection.position]=asc&order[name]=desc&pagination=false');
    expect(ids(multiDesc.body)).toEqual([103, 102, 101, 100]);
    const posts = await call(base, '/api/posts?order[published]=asc');
    expect(ids(posts.body)).toEqual([300, 301]);
    const postsDefault = await call(base, '/api/posts');
    expect(ids(postsDefault.body)).toEqual([301, 300]);
  });

  it('filters: collection.id, categories[], id[], slug, category.slug, region.slug, worktype', async () => {
    expect(ids((await call(base, '/api/products?collection.id=10&order[name]=asc&pagination=false')).body)).toEqual([100, 101]);
    expect(ids((await call(base, '/api/products?categories[]=2&categories[]=3&pagination=false')).body)).toEqual([100, 101, 102]);
    expect(ids((await call(base, '/api/products?categories[]=1')).body)).toEqual([103]);
    expect(ids((await call(base, '/api/products?id[]=103&id[]=100')).body)).toEqual([100, 103]);
    expect(ids((await call(base, '/api/products?slug=kx-300')).body)).toEqual([101]);
    expect(ids((await call(base, '/api/products?category.slug=stoly')).body)).toEqual([102]);
    expect(ids((await call(base, '/api/products?options[]=black&checkboxs[]=1')).body)).toEqual([100]);
    expect(ids((await call(base, '/api/products?ecoFriendlyProduct=true')).body)).toEqual([100]);
    expect(ids((await call(base, '/api/stores?region.slug=malopolskie')).body)).toEqual([2]);
    expect(ids((await call(base, '/api/job_offers?worktype=production')).body)).toEqual([2]);
    expect(ids((await call(base, '/api/patterns?category.slug=leathers')).body)).toEqual([2]);
    expect((await call(base, '/api/pattern_categories')).body.map((c: { slug: string }) => c.slug)).toEqual([
      'leathers',
      'fabrics',
    ]);
    expect((await call(base, '/api/products?categories[]=abc')).status).toBe(400);
    expect((await call(base, '/api/products?unknownParam=1')).status).toBe(200); // ignored like API Platform
  });

  it('search: objectType, phrase (case- and diacritic-insensitive), blank phrase, hydra totals, default page size 18', async () => {
    const ld = { accept: 'application/ld+json' };
    const zolty = await call(base, '/api/search?phrase=ZOLTY', ld);
    expect(zolty.body['hydra:member'].map((m: { id: number }) => m.id)).toEqual([103]);
    const item = check(SearchItemSchema, zolty.body['hydra:member'][0], 'search item');
    expect(item.slug).toBe('krzesla/zolty-fotel');
    expect(item.alternativePresentationContent?.collection?.name).toBe('Nova');
    const diacritics = await call(base, '/api/search?phrase=%C5%82ukasz%20%C5%BC%C3%B3%C5%82%C4%87', ld); // "łukasz żółć"
    expect(diacritics.body['hydra:member'].map((m: { objectType: string }) => m.objectType)).toEqual(['Designer']);
    const plain = await call(base, '/api/search?phrase=Lukasz%20Zolc', ld);
    expect(plain.body['hydra:totalItems']).toBe(1);
    const shortDescription = await call(base, '/api/search?phrase=ergonomiczne', ld);
    expect(shortDescription.body['hydra:member'].map((m: { id: number }) => m.id)).toEqual([100]);
    const everything = await call(base, '/api/search?phrase=%20&pagination=false', ld);
    const types = new Set(everything.body['hydra:member'].map((m: { objectType: string }) => m.objectType));
    expect(types).toEqual(
      new Set(['Product', 'ProductCategory', 'ProductCollection', 'Designer', 'Realization', 'Post', 'Story', 'Inspiration']),
    );
    expect(everything.body['hydra:totalItems']).toBe(4 + 3 + 2 + 2 + 1 + 2 + 1 + 1);
    const paged = await call(base, '/api/search?phrase=%20', ld);
    expect(paged.body['hydra:member']).toHaveLength(16); // all 16 fit in the default page of 18
    expect(paged.body['hydra:view']['hydra:last']).toBe('/api/search?phrase=+&page=1');
    const searchDoc = (await call(base, '/api/docs.json')).body.paths['/api/search'].get.parameters;
    expect(searchDoc.find((p: { name: string }) => p.name === 'itemsPerPage').schema.default).toBe(18);
    const products = await call(base, '/api/search?phrase=kx&objectType=Product', ld);
    expect(products.body['hydra:totalItems']).toBe(2);
    const several = await call(base, '/api/search?phrase=%20&objectType[]=Post&objectType[]=Designer', ld);
    expect(several.body['hydra:totalItems']).toBe(4);
    const bad = await call(base, '/api/search?objectType=Nope');
    expect(bad.status).toBe(400);
    const slugs = everything.body['hydra:member']
      .filter((m: { objectType: string }) => m.objectType === 'ProductCategory')
      .map((m: { slug: string }) => m.slug);
    expect(slugs.sort()).toEqual(['krzesla', 'krzesla/krzesla-biurowe', 'stoly']);
  });
});

describe('locales and preview', () => {
  it('Accept-Locale switches the locale; ids are shared across locales; missing → pl; ?locale= overrides', async () => {
    const pl = await call(base, '/api/products/100');
    const en = await call(base, '/api/products/100', { locale: 'en' });
    const de = await call(base, '/api/products/100', { locale: 'de' });
    expect(pl.body.name).toBe('KX 200 Krzesło');
    expect(en.body.name).toBe('KX 200 Chair');
    expect(de.body.name).toBe('KX 200 Chair [de]');
    expect(en.body.path).toBe('chairs/office-chairs/kx-200');
    expect(en.headers.get('content-language')).toBe('en');
    expect(new Set([pl.body.id, en.body.id, de.body.id]).size).toBe(1);
    expect((await call(base, '/api/products/100?locale=en')).body.name).toBe('KX 200 Chair');
    expect((await call(base, '/api/products/100', { locale: 'cs' })).body.name).toBe('KX 200 Chair [cz]');
    // a record missing in one locale
    expect((await call(base, '/api/products/zolty-fotel', { locale: 'ru' })).status).toBe(404);
    expect((await call(base, '/api/products/zolty-fotel', { locale: 'no' })).status).toBe(200);
  });

  it('unknown locale → 400 with a clear message', async () => {
    const r = await call(base, '/api/menus', { locale: 'xx' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(400);
    expect(r.body.message).toMatch(/Unsupported locale "xx".*pl, en, de, cz, ru, no, fr/);
  });

  it('preview GETs by id return unpublished items; slug GETs and lists do not', async () => {
    const cases: [string, string, number][] = [
      ['products', 'draft-chair', 104],
      ['product_collections', 'hidden', 12],
      ['designers', 'secret-designer', 22],
      ['posts', 'draft-post', 302],
      ['realizations', 'draft-realization', 201],
      ['stories', 'draft-story', 401],
    ];
    for (const [resource, slug, id] of cases) {
      expect((await call(base, `/api/${resource}/${id}`)).status, `${resource}/${id}`).toBe(200);
      expect((await call(base, `/api/${resource}/${slug}`)).status, `${resource}/${slug}`).toBe(404);
      const list = await call(base, `/api/${resource}?pagination=false`);
      expect(ids(list.body), `${resource} list`).not.toContain(id);
    }
    const draftPage = await call(base, '/api/pages/701');
    expect(draftPage.status).toBe(200);
    check(PageDataSchema, draftPage.body, 'draft page');
  });
});

describe('errors', () => {
  it('answers JSON errors with the matching status, never a stack', async () => {
    const cases: [string, number, RegExp?][] = [
      ['/api/nope', 404],
      ['/api/products/does-not-exist', 404, /not found/],
      ['/api/pages/999999', 404],
      ['/api/pages/abc', 400],
      ['/api/products?page=0', 400, /page/],
      ['/api/products?page=-1', 400],
      ['/api/products?itemsPerPage=abc', 400, /itemsPerPage/],
      ['/api/products?itemsPerPage=0', 400],
      ['/api/products?itemsPerPage=1001', 400],
      ['/api/products?order[name]=sideways', 400, /asc or desc/],
      ['/api/products?order[unknown]=asc', 400, /Unknown order field/],
      ['/api/products?pagination=maybe', 400],
      ['/api/pattern_colors/999', 404],
      ['/api/career/999.json', 404],
      ['/api/products/pdf/999', 404],
      ['/nothing-here', 404],
    ];
    for (const [path, status, message] of cases) {
      const r = await call(base, path);
      expect(r.status, path).toBe(status);
      expect(r.body.code, path).toBe(status);
      expect(typeof r.body.message, path).toBe('string');
      if (message) expect(r.body.message, path).toMatch(message);
      expect(r.text, path).not.toMatch(/at .*\.ts:\d+/);
      check(ApiErrorSchema, r.body, path);
    }
    const ld = await call(base, '/api/products/does-not-exist', { accept: 'application/ld+json' });
    expect(ld.body['@type']).toBe('hydra:Error');
    expect(ld.body['hydra:description']).toMatch(/not found/);
  });

  it('an unexpected error answers 500 with a generic message and the request id, never a stack', async () => {
    const store = api.state.store;
    const original = store.locale.bind(store);
    store.locale = () => {
      throw new Error('boom at secret.ts:12');
    };
    const stderr = process.stderr.write;
    let logged = '';
    process.stderr.write = ((chunk: string) => {
      logged += chunk;
      return true;
    }) as typeof process.stderr.write;
    try {
      const r = await call(base, '/api/sitemap_nodes?boom=1', { headers: { 'X-Request-Id': 'req-42' } });
      expect(r.status).toBe(500);
      expect(r.body).toEqual({ code: 500, message: 'Internal server error (request req-42).' });
      expect(r.headers.get('x-request-id')).toBe('req-42');
      expect(logged).toContain('[req-42]');
      expect(logged).toContain('boom');
    } finally {
      process.stderr.write = stderr;
      store.locale = original;
    }
  });

  it('405 with Allow for a known path and another method', async () => {
    const r = await call(base, '/api/products', { method: 'DELETE' });
    expect(r.status).toBe(405);
    expect(r.body.code).toBe(405);
    expect(r.headers.get('allow')).toContain('GET');
    const post = await call(base, '/api/newsletter_subscriber_requests', { method: 'GET' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('POST');
  });

  it('CORS: the local site may call the public API from a browser; other origins and Authorization may not', async () => {
    const preflight = (origin: string, path = '/api/cookie_consents') =>
      fetch(`${base}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'PUT',
          'Access-Control-Request-Headers': 'accept-locale,content-type',
        },
      });
    const local = await preflight('http://localhost:4321');
    expect(local.status).toBe(204);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    expect(local.headers.get('access-control-allow-credentials')).toBeNull();
    expect(local.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(local.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('accept-locale');
    expect(local.headers.get('access-control-allow-headers')?.toLowerCase()).not.toContain('authorization');
    const foreign = await preflight('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const get = await fetch(`${base}/api/menus`, { headers: { Origin: 'https://evil.example', Accept: 'application/json' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('http://localhost:4321', '/__cms/products/1')).status).toBe(403);
  });
});

describe('caching', () => {
  it('sends an ETag and answers 304 to If-None-Match; the ETag depends on locale and format', async () => {
    const first = await call(base, '/api/product_collections?order[name]=asc');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${base}/api/product_collections?order[name]=asc`, {
      headers: { Accept: 'application/json', 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const en = await call(base, '/api/product_collections?order[name]=asc', { locale: 'en' });
    const ld = await call(base, '/api/product_collections?order[name]=asc', { accept: 'application/ld+json' });
    expect(en.headers.get('etag')).toBe(etag); // same content in en (collection names are not translated)
    expect(ld.headers.get('etag')).not.toBe(etag);
    expect(api.state.cache.hits).toBeGreaterThan(0);
  });
});

describe('OpenAPI', () => {
  it('documents every route of the route table', async () => {
    const doc = (await call(base, '/api/docs.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    for (const r of ALL_ROUTES) {
      expect(doc.paths[r.path]?.[r.method.toLowerCase()], `${r.method} ${r.path}`).toBeDefined();
    }
    const ops = Object.values(doc.paths as Record<string, Record<string, unknown>>).reduce(
      (n, p) => n + Object.keys(p).length,
      0,
    );
    expect(ops).toBe(ALL_ROUTES.length);
    // spot checks
    const products = doc.paths['/api/products'].get;
    const names = products.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'page',
        'itemsPerPage',
        'pagination',
        'order[collection.position]',
        'categories[]',
        'collection.id',
        'Accept-Locale',
      ]),
    );
    expect(
      doc.paths['/api/newsletter_subscriber_requests'].post.requestBody.content['application/json'].schema.required,
    ).toContain('email');
    expect(doc.paths['/api/newsletter_subscriber_requests'].post.responses['422']).toBeDefined();
    const alias = await call(base, '/api/openapi.json');
    expect(alias.body.paths).toEqual(doc.paths);
    // every path the spec's call tables name is implemented
    for (const p of [
      '/api/menus',
      '/api/sitemap_nodes',
      '/api/pages/{id}',
      '/api/posts',
      '/api/posts/{slugOrId}',
      '/api/products',
      '/api/products/{slugOrId}',
      '/api/products/pdf/{id}',
      '/api/product_categories',
      '/api/product_categories/{slugOrId}',
      '/api/product_collections',
      '/api/product_collections/{slugOrId}',
      '/api/sliders',
      '/api/stories',
      '/api/stories/{slugOrId}',
      '/api/realizations',
      '/api/realizations/{slugOrId}',
      '/api/inspirations',
      '/api/inspirations/{slugOrId}',
      '/api/realization_categories',
      '/api/realization_categories/{slugOrId}',
      '/api/stores',
      '/api/regions',
      '/api/designers',
      '/api/designers/{slugOrId}',
      '/api/search',
      '/api/job_offers',
      '/api/patterns',
      '/api/pattern_categories',
      '/api/pattern_colors',
      '/api/pattern_colors/{id}',
      '/api/pattern_price_groups',
      '/api/career/{id}',
      '/api/files',
      '/api/download_center_file_types',
      '/api/loose_file_categories',
      '/api/download_center',
      '/api/download_center_zip',
      '/api/download_center_zip/{zipId}/status',
      '/api/download_center_zip/{zipId}',
      '/api/newsletter_subscriber_requests',
      '/api/newsletter_subscriber_requests/unsubscribe',
      '/api/newsletter_subscriber_requests/{token}',
      '/api/newsletter_subscriber_requests/unsubscribe/{token}',
      '/api/contact/{id}',
      '/api/contact_people',
      '/api/contact_regions',
      '/api/contact_form_departments',
      '/api/contact_form_entries/contact_us',
      '/api/contact_form_entries/customer_service',
      '/api/cookie_consents',
      '/api/cookie_consents/{id}',
    ]) {
      expect(doc.paths[p], p).toBeDefined();
    }
  });
});

/**
 * The site reads the same content whatever API Platform serves it. The stand-in plays each dialect the
 * manufacturer may run (the specification's own, 3.x, 4.2's defaults, and 4.x / 3.x with partial pagination,
 * `iri_only`, `pagination=false` ignored and another cache-tag header), and every GET endpoint the site declares
 * is read through the build's content client in each: the validated answers must equal those read from the
 * specification's dialect. The browser client is driven through what the islands do: search, a category's
 * filtered list and "load more", the basket lookup and the zip, a consent, and a contact form's 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '#contract/endpoint.ts';
import * as endpoints from '#contract/endpoints.ts';
import type { Locale } from '#contract/locales.ts';
import { type Dialect, SPEC_DIALECT } from '#dev/content-api/dialect.ts';
import type { RunningContentApi } from '#dev/content-api/server.ts';
import { violationErrors, violationsOf } from '#src/components/forms/field-rules.ts';
import { CONTACT_FIELDS } from '#contract/forms.ts';
import { type BrowserContentClient, ContentApiError, createBrowserClient } from '#src/data/browser-client.ts';
import { ContentClient } from '#src/data/content-client.ts';
import { JSON_REFUSED_LINE, learnApi } from '#src/data/content-protocol.ts';
import { categoryProductsQuery, NO_FILTERS } from '#src/data/product-list-query.ts';
import { call, cleanupTempDirs, startApi } from './helpers.ts';

const LOCALE: Locale = 'en';

interface Variant {
  name: string;
  dialect: Partial<Dialect>;
}

const VARIANTS: Variant[] = [
  { name: '3.x', dialect: { version: '3' } },
  { name: '4.2 defaults', dialect: { version: '4' } },
  {
    name: '4.x, partial pagination, pagination=false ignored, xkey',
    dialect: { version: '4', partialPagination: true, clientPagination: false, cacheTagHeader: 'xkey' },
  },
  {
    name: '3.x, iri_only, pagination=false ignored, Surrogate-Key',
    dialect: { version: '3', iriOnly: true, clientPagination: false, cacheTagHeader: 'Surrogate-Key' },
  },
];

/** What a read returns that must not depend on the dialect. */
interface Outcome {
  items: unknown;
  /** The number of items the API says the list has; compared only where every dialect states it. */
  total?: number;
}

/** Ids the item reads need, taken from the lists. */
interface Ids {
  [name: string]: string | number;
}

const first = <T>(list: T[]): T => {
  const found = list[0];
  if (found === undefined) throw new Error('empty list');
  return found;
};

/**
 * How each declared GET endpoint is read, the way the site reads it. Lists are read whole (and the teaser lists
 * a page at a time too); items by an id or slug a list gave.
 */
function readsOf(client: ContentClient, ids: Ids): Record<string, () => Promise<Outcome>> {
  const options = { locale: LOCALE };
  const whole = async (endpoint: Endpoint) =>
    ({ items: (await client.list(endpoint as never, { ...options, query: { pagination: false } })).items }) as Outcome;
  const window = async (endpoint: Endpoint) => {
    // Totals of a page are read from JSON-LD, as the site reads them; plain JSON states none.
    const list = await client.list(endpoint as never, { ...options, accept: 'ld+json', query: { itemsPerPage: 3, page: 2 } });
    return { items: list.items, total: list.totalItems };
  };
  /** A teaser list whole, and its second page of three with the total stated. */
  const wholeAndPage = async (endpoint: Endpoint) => {
    const page = await window(endpoint);
    return { items: [(await whole(endpoint)).items, page.items], total: page.total };
  };
  const one = async (endpoint: Endpoint, params: Record<string, string | number>) => ({
    items: await client.get(endpoint as never, params as never, options),
  });
  return {
    menus: () => whole(endpoints.menus),
    sitemapNodes: () => whole(endpoints.sitemapNodes),
    page: () => one(endpoints.page, { id: ids.page as number }),
    products: () => wholeAndPage(endpoints.products),
    product: () => one(endpoints.product, { slugOrId: ids.product as string }),
    productCategories: () => whole(endpoints.productCategories),
    productCategory: () => one(endpoints.productCategory, { slugOrId: ids.category as string }),
    productCollections: () => wholeAndPage(endpoints.productCollections),
    productCollection: () => one(endpoints.productCollection, { slugOrId: ids.collection as string }),
    designers: () => whole(endpoints.designers),
    designer: () => one(endpoints.designer, { slugOrId: ids.designer as string }),
    posts: () => wholeAndPage(endpoints.posts),
    post: () => one(endpoints.post, { slugOrId: ids.post as string }),
    realizations: () => whole(endpoints.realizations),
    realization: () => one(endpoints.realization, { slugOrId: ids.realization as string }),
    realizationCategories: () => whole(endpoints.realizationCategories),
    realizationCategory: () => one(endpoints.realizationCategory, { slugOrId: ids.realizationCategory as string }),
    stories: () => whole(endpoints.stories),
    story: () => one(endpoints.story, { slugOrId: ids.story as string }),
    inspirations: () => whole(endpoints.inspirations),
    inspiration: () => one(endpoints.inspiration, { slugOrId: ids.inspiration as string }),
    sliders: () => whole(endpoints.sliders),
    patterns: () => whole(endpoints.patterns),
    patternCategories: () => whole(endpoints.patternCategories),
    patternColors: () => whole(endpoints.patternColors),
    patternColor: () => one(endpoints.patternColor, { id: ids.patternColor as number }),
    patternPriceGroups: () => whole(endpoints.patternPriceGroups),
    stores: () => whole(endpoints.stores),
    regions: () => whole(endpoints.regions),
    jobOffers: () => whole(endpoints.jobOffers),
    career: () => one(endpoints.career, { id: ids.jobOffer as number }),
    contact: () => one(endpoints.contact, { id: 1 }),
    contactPeople: () => whole(endpoints.contactPeople),
    contactRegions: () => whole(endpoints.contactRegions),
    contactDepartments: () => whole(endpoints.contactDepartments),
    files: () => whole(endpoints.files),
    fileTypes: () => whole(endpoints.fileTypes),
    looseFileCategories: () => whole(endpoints.looseFileCategories),
    downloadCenter: async () => ({
      items: (await client.list(endpoints.downloadCenter, { ...options, query: { fileSrc: ids.fileUrl as string } })).items,
    }),
    search: async () => {
      const all = await client.list(endpoints.search, {
        ...options,
        accept: 'ld+json',
        query: { phrase: ' ', pagination: false },
      });
      const page = await client.list(endpoints.search, {
        ...options,
        accept: 'ld+json',
        query: { objectType: 'Product', phrase: 'a', page: 2, itemsPerPage: 18 },
      });
      return { items: [all.items, page.items], total: page.totalItems };
    },
  };
}

/** The endpoints the site reads with GET and gets JSON from: every one must have a read above. */
const JSON_GETS = Object.entries(endpoints)
  .filter(([, e]) => e.method === 'GET' && e.shape !== 'file')
  .map(([name]) => name)
  .filter((name) => !['cookieConsent', 'zipStatus'].includes(name)); // written first: the browser tests below

async function idsFrom(client: ContentClient): Promise<Ids> {
  const o = { locale: LOCALE, query: { pagination: false } };
  const [nodes, products, categories, collections, designers, posts, realizations, realizationCategories] = await Promise.all([
    client.list(endpoints.sitemapNodes, o),
    client.list(endpoints.products, o),
    client.list(endpoints.productCategories, o),
    client.list(endpoints.productCollections, o),
    client.list(endpoints.designers, o),
    client.list(endpoints.posts, o),
    client.list(endpoints.realizations, o),
    client.list(endpoints.realizationCategories, o),
  ]);
  const [stories, inspirations, colors, offers, files] = await Promise.all([
    client.list(endpoints.stories, o),
    client.list(endpoints.inspirations, o),
    client.list(endpoints.patternColors, o),
    client.list(endpoints.jobOffers, o),
    client.list(endpoints.files, o),
  ]);
  const page = nodes.items.map((n) => n.nodeReference).find((id) => typeof id === 'number');
  return {
    page: page as number,
    product: first(products.items).slug,
    category: first(categories.items).slug,
    collection: first(collections.items).slug,
    designer: first(designers.items).slug,
    post: first(posts.items).slug,
    realization: first(realizations.items).slug,
    realizationCategory: first(realizationCategories.items).slug,
    story: first(stories.items).slug,
    inspiration: first(inspirations.items).slug,
    patternColor: first(colors.items).id,
    jobOffer: first(offers.items).id,
    fileUrl: first(files.items).url,
  };
}

async function readEverything(client: ContentClient, ids: Ids): Promise<Map<string, Outcome>> {
  const reads = readsOf(client, ids);
  const out = new Map<string, Outcome>();
  for (const name of JSON_GETS) {
    const read = reads[name];
    if (!read) throw new Error(`no read of endpoint ${name} in this test`);
    out.set(name, await read());
  }
  return out;
}

/** Ids of what a read holds: an iri_only list's members are the items' own representations, not the list's. */
function idsOnly(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(idsOnly);
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id;
  return value;
}

const apis = new Map<Partial<Dialect>, Promise<RunningContentApi>>();
let baseline: Map<string, Outcome>;
let ids: Ids;

/** One stand-in per dialect, with the generated catalogue (lists longer than a page). */
function apiOf(dialect: Partial<Dialect>): Promise<RunningContentApi> {
  let api = apis.get(dialect);
  if (!api) {
    api = startApi({ catalogue: 'generated', dialect });
    apis.set(dialect, api);
  }
  return api;
}

beforeAll(async () => {
  const api = await apiOf(SPEC_DIALECT);
  const client = new ContentClient({ baseUrl: api.url });
  ids = await idsFrom(client);
  baseline = await readEverything(client, ids);
}, 120_000);

afterAll(async () => {
  await Promise.all([...apis.values()].map(async (api) => (await api).close()));
  cleanupTempDirs();
});

describe('the build reads every endpoint alike in every dialect', () => {
  it('reads every declared JSON GET endpoint in this test, lists longer than a page among them', () => {
    expect(JSON_GETS.length).toBeGreaterThan(35);
    const wholeList = (name: string) => (baseline.get(name)?.items as unknown[][] | undefined)?.[0] ?? [];
    expect(wholeList('products').length).toBeGreaterThan(30);
    expect(wholeList('search').length).toBeGreaterThan(100);
    expect(JSON_GETS.filter((name) => !(name in readsOf(new ContentClient({ baseUrl: 'http://x' }), {})))).toEqual([]);
  });

  for (const variant of VARIANTS) {
    it(variant.name, { timeout: 120_000 }, async () => {
      const api = await apiOf(variant.dialect);
      const log: string[] = [];
      const client = new ContentClient({
        baseUrl: api.url,
        cacheTagsHeader: variant.dialect.cacheTagHeader ?? 'Cache-Tags',
        log: (line) => log.push(line),
      });
      const { result, reads } = await client.track(() => readEverything(client, ids));
      const iriOnly = variant.dialect.iriOnly === true;
      for (const [name, expected] of baseline) {
        const got = result.get(name) as Outcome;
        if (iriOnly) expect(idsOnly(got.items), name).toEqual(idsOnly(expected.items));
        else expect(got.items, name).toEqual(expected.items);
        if (expected.total !== undefined && !variant.dialect.partialPagination) expect(got.total, name).toBe(expected.total);
      }
      // A JSON-LD-only API is found out once, said once, and read as JSON-LD from then on.
      const jsonOnly = variant.dialect.version === '4';
      expect(log).toEqual(jsonOnly ? [JSON_REFUSED_LINE] : []);
      if (jsonOnly) expect(reads.every((r) => r.request.accept === 'ld+json')).toBe(true);
      // Where pagination=false is ignored, whole lists were read page by page; iri_only members one by one.
      const paged = reads.filter((r) => /pagination=false.*&page=\d+$/.test(r.request.pathAndQuery));
      if (variant.dialect.clientPagination === false) expect(paged.length).toBeGreaterThan(5);
      if (variant.dialect.iriOnly) expect(reads.some((r) => /^\/api\/products\/\d+$/.test(r.request.pathAndQuery))).toBe(true);
      // The cache tags are read from the header the API's purger uses.
      const tagged = reads.filter((r) => client.cacheTags(r.key)?.includes('/api/products'));
      expect(tagged.length).toBeGreaterThan(0);
    });
  }
});

describe('the islands read alike in every dialect', () => {
  // The browser client keeps rich text as its text (DOMParser); Node has none, and tags stripped do the same here.
  const warn = console.warn;
  beforeAll(() => {
    // What the guard keeps of rich text is reported on the console: expected here.
    console.warn = () => {};
    Object.assign(globalThis, {
      DOMParser: class {
        parseFromString(html: string) {
          return { body: { textContent: html.replace(/<[^>]*>/g, '') } };
        }
      },
    });
  });
  afterAll(() => {
    console.warn = warn;
    Reflect.deleteProperty(globalThis, 'DOMParser');
  });

  /** The browser client on the API's origin, as the site's proxy gives it, learning the API afresh. */
  const browserOf = (api: RunningContentApi): BrowserContentClient =>
    createBrowserClient(
      LOCALE,
      ((url: string, init?: RequestInit) => fetch(`${api.url}${url}`, init)) as typeof fetch,
      learnApi(),
    );

  async function islandReads(client: BrowserContentClient) {
    const categories = (await client.list(endpoints.productCategories)).items;
    const withProducts = categories.map((c) => c.id);
    const search = await client.list(endpoints.search, {
      accept: 'ld+json',
      query: { objectType: 'Product', phrase: 'a', page: 1, itemsPerPage: 18 },
    });
    const firstPage = await client.list(endpoints.products, {
      accept: 'ld+json',
      query: categoryProductsQuery(withProducts, NO_FILTERS, false),
    });
    const loadMore = await client.list(endpoints.products, {
      accept: 'ld+json',
      query: categoryProductsQuery(withProducts, NO_FILTERS, true),
    });
    const file = first((await client.list(endpoints.files, { query: { pagination: false } })).items);
    const lookup = await client.list(endpoints.downloadCenter, { query: { fileSrc: file.url } });
    const zipId = await client.send(endpoints.zipRequest, {}, { identifiers: [file.id] }, { query: { locale: LOCALE } });
    const zip = await client.get(endpoints.zipStatus, { zipId: String(zipId) });
    const consent = await client.send(
      endpoints.cookieConsentCreate,
      {},
      {
        referral: '/en/',
        necessaryConsent: true,
        functionalConsent: false,
        analyticConsent: true,
        advertisingConsent: false,
      },
    );
    const stored = await client.get(endpoints.cookieConsent, { id: consent.id });
    const refused = await client
      .send(endpoints.contactFormEntry, {}, { name: 'A', email: 'not an address' })
      .catch((e: unknown) => e);
    if (!(refused instanceof ContentApiError)) throw new Error('the contact form was not refused');
    const fields = violationErrors(CONTACT_FIELDS, violationsOf(refused.body));
    return {
      search: { items: search.items, total: search.totalItems },
      category: { shown: firstPage.items, more: firstPage.totalItems > 36, all: loadMore.items },
      lookup: lookup.items,
      zip: typeof zip.status,
      consent: { ...stored, id: typeof stored.id, createdAt: typeof stored.createdAt, updatedAt: typeof stored.updatedAt },
      contactForm: { status: refused.status, fields: Object.keys(fields.errors).sort(), order: fields.order },
    };
  }

  it('search, category lists and load more, the basket lookup and zip, a consent, a contact form 422', {
    timeout: 120_000,
  }, async () => {
    const expected = await islandReads(browserOf(await apiOf(SPEC_DIALECT)));
    expect(expected.contactForm.status).toBe(422);
    expect(expected.contactForm.fields).toContain('email');
    expect(expected.category.all.length).toBeGreaterThan(36);
    // iri_only lists give the items' own representations: the build's reads above compare those by id.
    for (const variant of VARIANTS.filter((v) => !v.dialect.iriOnly)) {
      const got = await islandReads(browserOf(await apiOf(variant.dialect)));
      // Partial pagination states no total: a page's number is "at least".
      if (variant.dialect.partialPagination) got.search.total = expected.search.total;
      expect(got, variant.name).toEqual(expected);
    }
  });
});

describe('the stand-in answers as each API Platform', () => {
  const ld = { accept: 'application/ld+json', locale: 'en' };
  const plain = { accept: 'application/json', locale: 'en' };
  const fixtures: RunningContentApi[] = [];
  /** The stand-in with the fixture catalogue, playing `dialect`; its URL. */
  async function fixture(dialect: Partial<Dialect>): Promise<string> {
    const api = await startApi({ dialect });
    fixtures.push(api);
    return api.url;
  }
  afterAll(() => Promise.all(fixtures.map((api) => api.close())));

  it('4.2: unprefixed collections and views, 406 to plain JSON, 415 to a JSON body, problem+json errors', async () => {
    const base = await fixture({ version: '4' });
    const page = await call(base, '/api/products?itemsPerPage=2', ld);
    expect(Object.keys(page.body)).toEqual(['@context', '@id', '@type', 'member', 'totalItems', 'view']);
    expect(page.body['@type']).toBe('Collection');
    expect(page.body.view).toEqual({
      '@id': '/api/products?itemsPerPage=2&page=1',
      '@type': 'PartialCollectionView',
      first: '/api/products?itemsPerPage=2&page=1',
      last: `/api/products?itemsPerPage=2&page=${Math.ceil(page.body.totalItems / 2)}`,
      next: '/api/products?itemsPerPage=2&page=2',
    });
    // One page and no parameter but pagination: no view at all.
    expect((await call(base, '/api/menus?pagination=false', ld)).body).not.toHaveProperty('view');

    const refused = await call(base, '/api/menus', plain);
    expect(refused.status).toBe(406);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(refused.body).toEqual({
      type: '/errors/406',
      title: 'An error occurred',
      status: 406,
      detail: 'Requested format "application/json" is not supported. Supported MIME types are "application/ld+json".',
    });
    const json = await call(base, '/api/contact_form_entries/contact_us', { ...ld, body: {}, contentType: 'application/json' });
    expect(json.status).toBe(415);

    const missing = await call(base, '/api/products/no-such-product', ld);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(missing.body).toMatchObject({ '@type': 'Error', type: '/errors/404', title: 'An error occurred', status: 404 });
    expect(missing.body.detail).toBe(missing.body.description);

    const invalid = await call(base, '/api/contact_form_entries/contact_us', {
      ...ld,
      body: { email: 'x' },
      contentType: 'application/ld+json',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body['@type']).toBe('ConstraintViolation');
    expect(invalid.body.violations[0]).toEqual({
      propertyPath: expect.any(String),
      message: expect.any(String),
      code: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
    });
  });

  it('3.x: prefixed keys, bare arrays for plain JSON, hydra:Error bodies', async () => {
    const base = await fixture({ version: '3' });
    expect((await call(base, '/api/products?itemsPerPage=2', ld)).body['hydra:view']['@type']).toBe(
      'hydra:PartialCollectionView',
    );
    expect(Array.isArray((await call(base, '/api/products?itemsPerPage=2', plain)).body)).toBe(true);
    const missing = await call(base, '/api/products/no-such-product', ld);
    expect(missing.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    expect(missing.body).toEqual({
      '@context': '/api/contexts/Error',
      '@type': 'hydra:Error',
      'hydra:title': 'An error occurred',
      'hydra:description': expect.stringContaining('no-such-product'),
    });
    const asJson = await call(base, '/api/products/no-such-product', plain);
    expect(asJson.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(asJson.body).toMatchObject({ title: 'An error occurred', detail: expect.stringContaining('no-such-product') });
  });

  it("partial pagination, iri_only, pagination=false ignored, and the purgers' cache-tag headers", async () => {
    const partial = await fixture({ version: '4', partialPagination: true, clientPagination: false, cacheTagHeader: 'xkey' });
    const first = await call(partial, '/api/products?itemsPerPage=2&pagination=false', ld);
    expect(first.body).not.toHaveProperty('totalItems');
    expect(first.body.member).toHaveLength(2);
    expect(Object.keys(first.body.view)).toEqual(['@id', '@type', 'next']);
    expect(first.headers.get('xkey')).toMatch(/^\/api\/\S+( \/api\/\S+)*$/);
    expect(first.headers.get('cache-tags')).toBeNull();

    const iris = await fixture({ version: '3', iriOnly: true, cacheTagHeader: null });
    const list = await call(iris, '/api/products?pagination=false', ld);
    expect(list.body['@context']).toMatchObject({ 'hydra:member': { '@type': '@id' } });
    expect(list.body['hydra:member'].every((m: unknown) => typeof m === 'string' && /^\/api\/products\/\d+$/.test(m))).toBe(true);
    expect(list.headers.get('cache-tags')).toBeNull();
  });
});

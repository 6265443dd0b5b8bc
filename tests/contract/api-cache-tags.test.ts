/**
 * Cache tags are sound: after a CMS change, every response whose body changed carried one of the tags the
 * change purges (contract/content-change.ts purgeTags), and they are precise enough that an ordinary edit
 * purges a small part of the API. Incremental rebuilds trust every response the change did not purge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_IRIS } from '#dev/content-api/cache-tags.ts';
import { CMS_RESOURCES } from '#dev/content-api/cms.ts';
import type { RunningContentApi } from '#dev/content-api/server.ts';
import { type ContentChange, collectionIri, isPurged, parseCacheTags, purgeTags } from '#contract/content-change.ts';
import { call, cleanupTempDirs, startApi } from './helpers.ts';
import { LIST_ENDPOINTS } from './sweep.ts';

const LOCALE = 'en';
const auth = { Authorization: 'Bearer test-token' };

interface Snapshot {
  text: string | null;
  tags: string[] | null;
}

let api: RunningContentApi;
let base: string;

beforeAll(async () => {
  api = await startApi({ catalogue: 'generated', seed: 1, scale: 'default', cmsToken: 'test-token' });
  base = api.url;
});

afterAll(async () => {
  await api?.close();
  cleanupTempDirs();
});

async function getJson<T>(path: string): Promise<T> {
  const r = await call<T>(base, path, { locale: LOCALE });
  if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
  return r.body;
}

/** The URLs a build of the locale reads, and then some: every list, every detail, the site's product lists. */
async function universe(): Promise<string[]> {
  const urls: string[] = [];
  for (const ep of LIST_ENDPOINTS) {
    const list = `${ep.path}${ep.path.includes('?') ? '&' : '?'}pagination=false`;
    urls.push(list);
    if (ep.details) for (const item of await getJson<unknown[]>(list)) urls.push(...ep.details.urls(item).slice(0, 1));
  }
  const nodes = await getJson<{ nodeReference: number | null }[]>('/api/sitemap_nodes?pagination=false');
  for (const id of new Set(nodes.map((n) => n.nodeReference))) if (id !== null) urls.push(`/api/pages/${id}`);
  for (const c of await getJson<{ id: number }[]>('/api/product_collections?pagination=false')) {
    urls.push(`/api/products?collection.id=${c.id}&order[name]=asc&pagination=false`);
  }
  for (const c of await getJson<{ id: number }[]>('/api/product_categories?pagination=false')) {
    urls.push(`/api/products?categories[]=${c.id}&order[collection.position]=asc&order[name]=asc&itemsPerPage=37&page=1`);
  }
  urls.push('/api/products?itemsPerPage=3&order[name]=desc', '/api/posts?itemsPerPage=3');
  return urls;
}

async function snapshot(urls: readonly string[]): Promise<Map<string, Snapshot>> {
  const out = new Map<string, Snapshot>();
  for (const url of urls) {
    const r = await call(base, url, { locale: LOCALE, accept: 'application/ld+json' });
    out.set(
      url,
      r.status === 200 ? { text: r.text, tags: parseCacheTags(r.headers.get('cache-tags')) } : { text: null, tags: null },
    );
  }
  return out;
}

async function cms(method: string, path: string, body?: unknown): Promise<{ id?: number }> {
  const r = await call(base, `/__cms/${path}${path.includes('?') ? '&' : '?'}locale=${LOCALE}`, { method, body, headers: auth });
  if (r.status >= 300) throw new Error(`CMS ${method} ${path}: ${r.status} ${r.text}`);
  return r.body as { id?: number };
}

/** Applies a change and checks every changed response was purged; returns how many were purged and changed. */
async function verify(
  urls: readonly string[],
  change: () => Promise<ContentChange>,
): Promise<{ purged: number; changed: number; total: number }> {
  const before = await snapshot(urls);
  const purge = new Set(purgeTags(await change()) ?? []);
  expect(purge.size).toBeGreaterThan(0);
  const after = await snapshot(urls);
  let purged = 0;
  let changed = 0;
  const missed: string[] = [];
  for (const [url, was] of before) {
    if (was.text === null) continue;
    const hit = isPurged(was.tags, purge);
    if (hit) purged++;
    if (after.get(url)?.text !== was.text) {
      changed++;
      if (!hit) missed.push(url);
    }
  }
  expect(missed, `changed without a purged tag (${[...purge].join(', ')})`).toEqual([]);
  return { purged, changed, total: before.size };
}

describe('Cache-Tags', () => {
  it('every API resource name of the CMS maps to the collection IRI the API tags with', () => {
    for (const [name, key] of Object.entries(CMS_RESOURCES)) expect(collectionIri(name), name).toBe(RESOURCE_IRIS[key]);
    for (const iri of Object.values(RESOURCE_IRIS)) expect(collectionIri(iri.replace('/api/', '')), iri).toBe(iri);
  });

  it('tags items with their IRIs and lists with their collection IRI', async () => {
    const [first] = await getJson<{ id: number; slug: string }[]>('/api/products?itemsPerPage=1');
    const detail = await call(base, `/api/products/${first?.slug}`, { locale: LOCALE });
    expect(parseCacheTags(detail.headers.get('cache-tags'))).toContain(`/api/products/${first?.id}`);
    const list = await call(base, '/api/posts?itemsPerPage=3', { locale: LOCALE });
    expect(parseCacheTags(list.headers.get('cache-tags'))).toContain('/api/posts');
    // cached responses keep their tags
    const again = await call(base, `/api/products/${first?.slug}`, { locale: LOCALE });
    expect(again.headers.get('cache-tags')).toBe(detail.headers.get('cache-tags'));
  });

  it('a change of any kind never changes a response its purge tags miss; ordinary edits purge a small part', async () => {
    const urls = await universe();
    expect(urls.length).toBeGreaterThan(300);
    const products =
      await getJson<{ id: number; name: string; collection: { id: number } | null }[]>('/api/products?pagination=false');
    const collections = await getJson<{ id: number; name: string }[]>('/api/product_collections?pagination=false');
    const inCollection = products.find((p) => p.collection) as (typeof products)[number];
    const otherCollection = collections.find((c) => c.id !== inCollection.collection?.id) as (typeof collections)[number];

    const rename = await verify(urls, async () => {
      await cms('PATCH', `products/${inCollection.id}`, { name: `${inCollection.name} II` });
      return { resource: 'products', id: inCollection.id };
    });
    expect(rename.changed).toBeGreaterThan(1);
    expect(rename.purged / rename.total).toBeLessThan(0.25);

    await verify(urls, async () => {
      await cms('PATCH', `products/${inCollection.id}`, { collectionId: otherCollection.id });
      return { resource: 'products', id: inCollection.id };
    });

    // a new product, in the same category and collection as another: it joins their lists
    await verify(urls, async () => {
      const template = await cms('GET', `products/${inCollection.id}`);
      const created = await cms('POST', 'products', {
        ...template,
        id: undefined,
        slug: 'brand-new-chair',
        name: 'Brand-new chair',
      });
      return { resource: 'products', id: created.id as number };
    });

    const doomed = products.find((p) => p.collection && p.id !== inCollection.id) as (typeof products)[number];
    await verify(urls, async () => {
      await cms('DELETE', `products/${doomed.id}`);
      return { resource: 'products', id: doomed.id };
    });

    const menus = await getJson<{ id: number; name: string; children: { name: string }[] }[]>('/api/menus');
    const main = menus.find((m) => m.name === 'main_menu') as (typeof menus)[number];
    const menu = await verify(urls, async () => {
      const children = structuredClone(main.children);
      (children[0] as { name: string }).name += ' ·';
      await cms('PATCH', `menus/${main.id}`, { children });
      return { resource: 'menus', id: main.id };
    });
    expect(menu.changed).toBe(1);

    await verify(urls, async () => {
      await cms('PATCH', `collections/${otherCollection.id}`, { name: `${otherCollection.name} Plus` });
      return { resource: 'collections', id: otherCollection.id };
    });

    const categories = await getJson<{ id: number; slug: string; parentId: number | null }[]>(
      '/api/product_categories?pagination=false',
    );
    const parent = categories.find((c) => categories.some((child) => child.parentId === c.id)) as (typeof categories)[number];
    await verify(urls, async () => {
      await cms('PATCH', `categories/${parent.id}`, { slug: `${parent.slug}-new` });
      return { resource: 'categories', id: parent.id };
    });

    const designers = await getJson<{ id: number; name: string }[]>('/api/designers?pagination=false');
    await verify(urls, async () => {
      await cms('PATCH', `designers/${designers[0]?.id}`, { name: 'Anna Nowa' });
      return { resource: 'designers', id: designers[0]?.id as number };
    });

    // an old post becomes the newest: it enters every "latest posts" list
    const posts = await getJson<{ id: number }[]>('/api/posts?pagination=false&order[published]=asc');
    await verify(urls, async () => {
      await cms('PATCH', `posts/${posts[0]?.id}`, { published_at: '2030-01-01T00:00:00+00:00' });
      return { resource: 'posts', id: posts[0]?.id as number };
    });

    const files = await getJson<{ id: number; name: string }[]>('/api/files?pagination=false');
    await verify(urls, async () => {
      await cms('PATCH', `files/${files[0]?.id}`, { name: `${files[0]?.name} (2026)` });
      return { resource: 'files', id: files[0]?.id as number };
    });
  }, 120_000);
});

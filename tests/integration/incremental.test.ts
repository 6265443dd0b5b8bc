/**
 * Equivalence of incremental rebuilds: content is edited through the embedded API's CMS (a product name, a
 * menu entry, a deleted post, a new post), the edited locale is rebuilt incrementally, and the result must be
 * byte-identical to a clean full build of the same content, with unchanged files not rewritten.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningContentApi, startContentApi } from '#dev/content-api/server.ts';
import { type TreeSnapshot, snapshot } from '#dev/tree-snapshot.ts';
import { runScriptOk } from '../fixtures/node-script.ts';

const ENV = { SITE_ENV: 'live', SITE_DOMAIN: 'eu.mebleoffice.example' };
const TOKEN = 'incremental-test-token';
let work = '';
let api: RunningContentApi;
const incremental = () => path.join(work, 'incremental');
const clean = () => path.join(work, 'clean');

function run(script: string, args: string[], distDir: string): Promise<string> {
  // The clean builds render on two threads (a worker beside the build's own), the incremental tree in one
  // (this site is below the size that starts workers): equal trees also say a page's bytes do not depend
  // on the thread that rendered it.
  const threads: Record<string, string> = distDir === clean() ? { BUILD_RENDER_THREADS: '2' } : {};
  return runScriptOk(script, args, { ...ENV, ...threads, CONTENT_API_URL: api.url, DIST_DIR: distDir });
}

async function cms(method: string, resource: string, id: number | null, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${api.url}/__cms/${resource}${id === null ? '' : `/${id}`}?locale=en`, {
    method,
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${resource} ${id}: ${response.status}`).toBe(true);
  return response.status === 204 ? {} : ((await response.json()) as Record<string, unknown>);
}

async function apiJson<T>(pathAndQuery: string, locale = 'en'): Promise<T> {
  const response = await fetch(`${api.url}${pathAndQuery}`, { headers: { 'Accept-Locale': locale, Accept: 'application/json' } });
  return (await response.json()) as T;
}

function changedFiles(before: TreeSnapshot, after: TreeSnapshot) {
  return [...after].filter(([file, info]) => before.get(file)?.ino !== info.ino).map(([file]) => file);
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'incremental-'));
  api = await startContentApi({ port: 0, dataDir: path.join(work, 'api'), quiet: true, cmsToken: TOKEN });
});
afterAll(async () => {
  await api?.close();
  await rm(work, { recursive: true, force: true });
});

describe('incremental rebuild of one locale', () => {
  it('re-renders only the pages that show a changed product, in that locale', async () => {
    // Some 900 pages: one thread (see run for the clean builds' two).
    expect(await run('builder/cli.ts', [], incremental())).toMatch(/^built \d+ pages .* pages\/s, peak RSS/m);
    const before = await snapshot(incremental());
    // Built from a test run (NODE_ENV=test is inherited), the shipped scripts are still production builds:
    // this warning exists only in React's development build.
    const scripts = [...before.keys()].filter((f) => f.startsWith('_astro/') && f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const text = await readFile(path.join(incremental(), script), 'utf8');
      expect(text.includes('Each child in a list should have a unique'), `${script} is a development build`).toBe(false);
    }

    const [product] = await apiJson<{ id: number; name: string; slug: string }[]>('/api/products?itemsPerPage=1');
    await cms('PATCH', 'products', product?.id as number, { name: `${product?.name} Pro` });
    const output = await run('builder/rebuild.ts', ['--locale', 'en', '--', `products:${product?.id}`], incremental());
    expect(output).toMatch(/rebuilt \d+ files \(checked \d+, removed 0\)/);
    // Only the responses the change purges (this product, lists of products) were requested again.
    const requested = Number(/(\d+) API responses requested again/.exec(output)?.[1]);
    const checked = Number(/checked (\d+)/.exec(output)?.[1]);
    expect(requested).toBeGreaterThan(0);
    expect(requested).toBeLessThan(checked / 2);

    const after = await snapshot(incremental());
    // Nothing of the replaced tree is left inside dist/ to be deployed.
    expect((await readdir(incremental())).filter((f) => f.startsWith('.'))).toEqual([]);
    // The locale's pages, and the service worker, whose version follows the pages (visitors get the new ones).
    const changed = changedFiles(before, after).filter((f) => f !== 'sw.js');
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((f) => f.startsWith('en/'))).toBe(true);
    expect(after.get('sw.js')?.hash).not.toBe(before.get('sw.js')?.hash);
    // The product page and the lists showing it, not the whole locale.
    const enPages = [...after.keys()].filter((f) => f.startsWith('en/') && f.endsWith('.html'));
    expect(changed.length).toBeLessThan(enPages.length / 2);
    const changedHtml = await Promise.all(
      changed.filter((f) => f.endsWith('.html')).map((f) => readFile(path.join(incremental(), f), 'utf8')),
    );
    expect(changedHtml.every((html) => html.includes(`${product?.name} Pro`))).toBe(true);
    for (const locale of ['de', 'cz', 'fr']) {
      expect(
        changed.some((f) => f.startsWith(`${locale}/`)),
        locale,
      ).toBe(false);
    }
  }, 300_000);

  it('after a menu entry, a deleted and a new post equals a clean full build, byte for byte', async () => {
    const before = await snapshot(incremental());
    const menus = await apiJson<{ id: number; name: string; children: { name: string }[] }[]>('/api/menus');
    const main = menus.find((m) => m.name === 'main_menu') as (typeof menus)[number];
    const children = structuredClone(main.children);
    (children[0] as { name: string }).name = `${children[0]?.name} & more`;
    await cms('PATCH', 'menus', main.id, { children });

    const posts = await apiJson<{ id: number; slug: string; title: string }[]>('/api/posts?order[published]=desc&itemsPerPage=3');
    await cms('DELETE', 'posts', posts[2]?.id as number);
    const created = await cms('POST', 'posts', null, {
      ...(await cms('GET', 'posts', posts[0]?.id as number)),
      id: undefined,
      slug: 'brand-new-showroom-in-oslo',
      title: 'Brand-new showroom in Oslo',
    });
    expect(created.id).toBeTypeOf('number');

    // The webhook's changes as hints: only what they purge is requested again.
    const hints = [
      ['menus', main.id],
      ['posts', posts[2]?.id],
      ['posts', created.id],
    ].map(([resource, id]) => `${resource}:${id}`);
    await run('builder/rebuild.ts', ['--locale', 'en', '--', ...hints], incremental());
    expect(await run('builder/cli.ts', [], clean())).toMatch(/^built \d+ pages .* pages\/s on 2 threads, peak RSS/m);
    const a = await snapshot(incremental());
    const b = await snapshot(clean());
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    const different = [...a].filter(([file, info]) => b.get(file)?.hash !== info.hash).map(([file]) => file);
    expect(different).toEqual([]);
    expect(a.has('en/news/brand-new-showroom-in-oslo/index.html')).toBe(true);
    expect([...a.keys()].some((f) => f.startsWith('en/') && f.includes(posts[2]?.slug as string))).toBe(false);

    // The menu is on every English page: all of them were rendered again. In other locales only the
    // translations of the deleted post changed (their hreflang no longer links the English page).
    const changed = new Set(changedFiles(before, a));
    const enHtml = [...a.keys()].filter((f) => f.startsWith('en/') && f.endsWith('.html'));
    expect(enHtml.every((f) => changed.has(f))).toBe(true);
    const otherChanged = [...a.keys()].filter((f) => /^(de|cz|fr)\//.test(f) && changed.has(f));
    expect(otherChanged.length).toBeLessThanOrEqual(3);
    for (const file of otherChanged) {
      const html = await readFile(path.join(incremental(), file), 'utf8');
      expect(html).not.toContain(`/en/news/${posts[2]?.slug}`);
      expect(html).not.toMatch(/<link rel="alternate" hreflang="en"/);
    }
  }, 300_000);

  it('a rebuild without changes renders nothing', async () => {
    const output = await run('builder/rebuild.ts', ['--locale', 'de'], incremental());
    expect(output).toMatch(/rebuilt 0 files/);
  }, 120_000);

  it("after a change of the menus alone, patches the locale's pages with them: a clean full build, byte for byte", async () => {
    const before = await snapshot(incremental());
    type Item = { name: string; url: string; children: Item[] };
    const menus = await apiJson<{ id: number; name: string; children: Item[] }[]>('/api/menus');
    const main = menus.find((m) => m.name === 'main_menu') as (typeof menus)[number];
    const children = structuredClone(main.children);
    // An entry beside the stories list's in a megamenu: the header around the menu stays as it was, and the
    // stories list's side navigation, which it builds from the menus itself, shows the entry (so that page
    // must render, not be patched).
    const branch = children.find((item) => item.children.some((child) => child.url === '/stories')) as Item;
    const entry = branch.children.find((child) => child.url !== '/stories') as Item;
    entry.name = `${entry.name} (new)`;
    await cms('PATCH', 'menus', main.id, { children });

    const output = await run('builder/rebuild.ts', ['--locale', 'en', '--', `menus:${main.id}`], incremental());
    const after = await snapshot(incremental());
    const enHtml = [...after.keys()].filter((f) => f.startsWith('en/') && f.endsWith('.html'));
    const patched = Number(/(\d+) pages patched with the new menus/.exec(output)?.[1]);
    // All but the probe (rendered to learn the new menus) and pages that read the menus elsewhere (the stories
    // list's side navigation).
    expect(patched).toBeGreaterThan(enHtml.length * 0.9);
    const changed = new Set(changedFiles(before, after));
    expect(enHtml.every((f) => changed.has(f))).toBe(true);
    for (const page of ['en/index.html', 'en/stories/index.html']) {
      expect(await readFile(path.join(incremental(), page), 'utf8')).toContain(' (new)');
    }

    await run('builder/cli.ts', [], clean());
    const b = await snapshot(clean());
    expect([...after].filter(([file, info]) => b.get(file)?.hash !== info.hash).map(([file]) => file)).toEqual([]);
    expect([...after.keys()].sort()).toEqual([...b.keys()].sort());
  }, 300_000);

  it('after a menu change that changes the header around the menu, renders the pages instead', async () => {
    const menus = await apiJson<{ id: number; name: string; children: { name: string }[] }[]>('/api/menus');
    const main = menus.find((m) => m.name === 'main_menu') as (typeof menus)[number];
    // Short labels fit the logo's row; long ones stack the menu under it (header-frame.ts): the opposite of now.
    const long = main.children.reduce((sum, item) => sum + item.name.length + 4, 0) > 64;
    const children = main.children.map((item, i) => ({
      ...item,
      name: long ? String.fromCharCode(65 + i) : `Long menu label ${i}`,
    }));
    await cms('PATCH', 'menus', main.id, { children });

    const output = await run('builder/rebuild.ts', ['--locale', 'en', '--', `menus:${main.id}`], incremental());
    expect(output).not.toMatch(/patched/);
    await run('builder/cli.ts', [], clean());
    const a = await snapshot(incremental());
    const b = await snapshot(clean());
    expect([...a].filter(([file, info]) => b.get(file)?.hash !== info.hash).map(([file]) => file)).toEqual([]);
  }, 300_000);

  it('without hints, compares every response: a moved product equals a clean full build', async () => {
    const products = await apiJson<{ id: number; collection: { id: number } | null }[]>('/api/products?pagination=false');
    const collections = await apiJson<{ id: number }[]>('/api/product_collections?pagination=false');
    const moved = products.find((p) => p.collection) as (typeof products)[number];
    const target = collections.find((c) => c.id !== moved.collection?.id) as (typeof collections)[number];
    await cms('PATCH', 'products', moved.id, { collectionId: target.id });
    const output = await run('builder/rebuild.ts', ['--locale', 'en'], incremental());
    const requested = Number(/(\d+) API responses requested again/.exec(output)?.[1]);
    expect(requested).toBeGreaterThan(Number(/checked (\d+)/.exec(output)?.[1]) / 2);
    await run('builder/cli.ts', [], clean());
    const a = await snapshot(incremental());
    const b = await snapshot(clean());
    expect([...a].filter(([file, info]) => b.get(file)?.hash !== info.hash).map(([file]) => file)).toEqual([]);
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  }, 300_000);
});

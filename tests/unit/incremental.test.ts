import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedScope, cloneTree, linkTree, removeFile, swapIn } from '#builder/generator/dist-tree.ts';
import {
  type BuildManifest,
  changedByReads,
  entriesToStore,
  entryHash,
  CONFLICTING_READS,
  hashOf,
  manifestPath,
  planRebuild,
  readManifest,
  readsToRecheck,
  sharedHasher,
  tagsOfReads,
  writeManifest,
} from '#builder/generator/manifest.ts';
import type { Accept, ReadRecord } from '#src/data/content-client.ts';
import type { Locale } from '#contract/locales.ts';
import { isPurged, parseCacheTags, purgeTags, purgeTagsOf } from '#contract/content-change.ts';
import { fileOf, writeFileAtomic } from '#builder/generator/render-pages.ts';
import {
  PLAN_CONTENT_VERSION,
  type PlanContent,
  planContentPath,
  readPlanContent,
  reusableContent,
  writePlanContent,
} from '#builder/generator/plan-content.ts';

/** A read of `locale accept path` (test shorthand). */
const read = (key: string, hash: string): ReadRecord => {
  const [locale, accept, pathAndQuery] = key.split(' ') as [Locale, Accept, string];
  return { key, request: { locale, accept, pathAndQuery }, hash };
};

const entry = (locale: 'pl' | 'en' | null, planHash: string, reads: ReadRecord[] = [], status = 200) => ({
  locale,
  planHash,
  reads,
  status,
  hash: entryHash({ planHash, reads, code: 'c', dictionary: 'd' }),
});

const previous: BuildManifest = {
  version: 7,
  chromeParts: {},
  domain: 'localhost',
  env: 'local',
  tagManager: {},
  code: 'c',
  renderer: 'r',
  dictionaries: { pl: 'dpl', en: 'den' },
  builtAt: '2026-11-22T00:00:00Z',
  entries: {
    '/pl/': entry('pl', 'p1', [read('pl json /api/menus', 'm1'), read('pl json /api/pages/1', 'h1')]),
    '/pl/produkty/a': entry('pl', 'p2', [read('pl json /api/menus', 'm1'), read('pl json /api/products/a', 'a1')]),
    '/pl/produkty/gone': entry('pl', 'p3'),
    '/en/': entry('en', 'e1', [read('en json /api/menus', 'x')]),
    '/en/products/a': entry('en', 'e2'),
    '/en/products/gone': entry('en', 'e3'),
    '/robots.txt': entry(null, 'r'),
  },
  scriptHashes: [],
  tags: {
    'pl json /api/menus': ['/api/menus'],
    'pl json /api/products/a': ['/api/products/7', '/api/product_collections/2', '/api/product_categories'],
  },
};

describe('sharedHasher', () => {
  it('hashes a shared object as hashOf does, once however many entries name it', () => {
    let stringified = 0;
    const alternates = {
      url: '/en/x/',
      toJSON: () => {
        stringified++;
        return { url: '/en/x/' };
      },
    };
    const shared = sharedHasher();
    const hashes = [shared(alternates), shared(alternates), shared(alternates)];
    expect(new Set(hashes)).toEqual(new Set([hashOf({ url: '/en/x/' })]));
    expect(stringified).toBe(1);
  });

  it('tells apart objects that differ, and not equal objects', () => {
    const shared = sharedHasher();
    expect(shared([{ locale: 'pl', url: '/pl/a/' }])).toBe(shared([{ locale: 'pl', url: '/pl/a/' }]));
    expect(shared([{ locale: 'pl', url: '/pl/a/' }])).not.toBe(shared([{ locale: 'pl', url: '/pl/b/' }]));
  });
});

describe('planRebuild', () => {
  const planned = [
    { path: '/pl/', locale: 'pl' as const, planHash: 'p1', status: 200 },
    { path: '/pl/produkty/a', locale: 'pl' as const, planHash: 'p2', status: 200 },
    { path: '/pl/produkty/new', locale: 'pl' as const, planHash: 'p4', status: 200 },
    { path: '/en/', locale: 'en' as const, planHash: 'e1', status: 200 },
    { path: '/en/products/a', locale: 'en' as const, planHash: 'e2-changed', status: 200 },
    { path: '/en/products/new', locale: 'en' as const, planHash: 'e5', status: 200 },
    { path: '/robots.txt', locale: null, planHash: 'r', status: 200 },
  ];

  it('renders new and re-planned pages in scope, rechecks the rest, removes vanished ones in scope only', () => {
    const decision = planRebuild(previous, planned, ['pl'], { pl: 'dpl', en: 'den' });
    expect(decision.render).toEqual(['/pl/produkty/new', '/en/products/a']);
    expect(decision.recheck).toEqual(['/pl/', '/pl/produkty/a', '/robots.txt']);
    expect(decision.remove).toEqual(['/pl/produkty/gone']);
  });

  it('re-renders the whole locale when its dictionary changed', () => {
    const decision = planRebuild(previous, planned, ['pl'], { pl: 'dpl-2', en: 'den' });
    expect(decision.render).toEqual(['/pl/', '/pl/produkty/a', '/pl/produkty/new', '/en/products/a']);
    expect(decision.recheck).toEqual(['/robots.txt']);
  });

  it('finds pages whose reads changed, such as every page reading a changed menu', () => {
    const current = new Map([
      ['pl json /api/menus', 'm2'],
      ['pl json /api/pages/1', 'h1'],
      ['pl json /api/products/a', 'a1'],
    ]);
    expect(changedByReads(previous, ['/pl/', '/pl/produkty/a', '/robots.txt'], current)).toEqual(['/pl/', '/pl/produkty/a']);
    const onlyProduct = new Map([...current, ['pl json /api/menus', 'm1'], ['pl json /api/products/a', 'a2']]);
    expect(changedByReads(previous, ['/pl/', '/pl/produkty/a'], onlyProduct)).toEqual(['/pl/produkty/a']);
    const failed = new Map([
      ['pl json /api/menus', 'm1'],
      ['pl json /api/products/a', ''],
    ]);
    expect(changedByReads(previous, ['/pl/produkty/a'], failed)).toEqual(['/pl/produkty/a']);
    // keys not requested again are unchanged
    expect(changedByReads(previous, ['/pl/', '/pl/produkty/a'], new Map([['pl json /api/menus', 'm1']]))).toEqual([]);
  });

  it('requests again only what a known change purges, and every response without tags', () => {
    const keys = (reads: ReadRecord[]) => reads.map((r) => r.key);
    const recheck = ['/pl/', '/pl/produkty/a'];
    const all = ['pl json /api/menus', 'pl json /api/pages/1', 'pl json /api/products/a'];
    expect(keys(readsToRecheck(previous, recheck, null)).sort()).toEqual(all);
    // /api/pages/1 has no recorded tags: it is always requested again
    expect(keys(readsToRecheck(previous, recheck, new Set(purgeTags({ resource: 'products', id: 7 }))))).toEqual([
      'pl json /api/pages/1',
      'pl json /api/products/a',
    ]);
    expect(keys(readsToRecheck(previous, recheck, new Set(purgeTags({ resource: 'menus', id: 3 }))))).toEqual([
      'pl json /api/menus',
      'pl json /api/pages/1',
    ]);
    // a change of another product still purges every list of products, not this page's product
    expect(keys(readsToRecheck(previous, ['/pl/produkty/a'], new Set(purgeTags({ resource: 'products', id: 8 }))))).toEqual([]);
    expect(keys(readsToRecheck(previous, recheck, new Set(purgeTags({ resource: 'categories', id: 1 }))))).toContain(
      'pl json /api/products/a',
    );
  });

  it('keeps the tags of the reads still in use', () => {
    const fresh = (key: string) => (key === 'pl json /api/pages/1' ? ['/api/pages/1'] : null);
    const tags = tagsOfReads(previous.entries, fresh, previous.tags);
    expect(tags).toEqual({
      'pl json /api/menus': ['/api/menus'],
      'pl json /api/pages/1': ['/api/pages/1'],
      'pl json /api/products/a': ['/api/products/7', '/api/product_collections/2', '/api/product_categories'],
    });
    const { '/pl/produkty/a': _dropped, ...rest } = previous.entries;
    expect(Object.keys(tagsOfReads(rest, fresh, previous.tags))).not.toContain('pl json /api/products/a');
  });

  it('hashes every input of an entry', () => {
    const base = { planHash: 'p', reads: [read('k', 'h')], code: 'c', dictionary: 'd' };
    const hash = entryHash(base);
    expect(entryHash({ ...base })).toBe(hash);
    for (const change of [{ planHash: 'q' }, { code: 'c2' }, { dictionary: 'd2' }, { reads: [read('k', 'h2')] }]) {
      expect(entryHash({ ...base, ...change })).not.toBe(hash);
    }
  });

  /** A manifest with every part loaded, as plain objects (a manifest read from disk loads its parts lazily). */
  const plain = (manifest: BuildManifest | null): BuildManifest | null => {
    if (!manifest) return null;
    const entries = Object.fromEntries(
      Object.entries(manifest.entries).map(([p, { locale, hash, planHash, reads, status, chrome }]) => [
        p,
        chrome ? { locale, hash, planHash, reads, status, chrome } : { locale, hash, planHash, reads, status },
      ]),
    );
    return { ...manifest, entries, tags: { ...manifest.tags }, chromeParts: { ...manifest.chromeParts } };
  };
  const manifestFolder = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'manifest-'));
    const dist = path.join(dir, 'dist');
    return { dir, dist, file: manifestPath('/nowhere', 'localhost', dist), parts: path.join(dir, 'dist.manifest-parts') };
  };

  it('stores each response once per locale part and reads the same manifest back', async () => {
    const { dir, dist, file, parts } = await manifestFolder();
    await writeManifest(file, previous);
    expect((await readdir(parts)).sort()).toEqual([
      expect.stringMatching(/^_-[0-9a-f]{16}\.json$/),
      expect.stringMatching(/^en-[0-9a-f]{16}\.json$/),
      expect.stringMatching(/^pl-[0-9a-f]{16}\.json$/),
    ]);
    const pl = (await readdir(parts)).find((name) => name.startsWith('pl-')) as string;
    // once, not once per page that read it
    expect((await readFile(path.join(parts, pl), 'utf8')).match(/"pathAndQuery":"\/api\/menus"/g)?.length).toBe(1);
    expect(plain(await readManifest('/nowhere', 'localhost', dist))).toEqual(previous);
    await writeFile(file, JSON.stringify({ ...JSON.parse(await readFile(file, 'utf8')), version: 1 }));
    expect(await readManifest('/nowhere', 'localhost', dist)).toBeNull();
    await rm(dir, { recursive: true });
  });

  it('marks a response read with two bodies in one build: every page that read it changed on a recheck', async () => {
    const { dir, dist, file } = await manifestFolder();
    const racing = structuredClone(previous);
    (racing.entries['/pl/produkty/a'] as { reads: ReadRecord[] }).reads[0] = read('pl json /api/menus', 'm2');
    await writeManifest(file, racing);
    const reread = (await readManifest('/nowhere', 'localhost', dist)) as BuildManifest;
    expect(reread.entries['/pl/']?.reads[0]?.hash).toBe(CONFLICTING_READS);
    const current = new Map([['pl json /api/menus', 'm2']]);
    expect(changedByReads(reread, ['/pl/', '/pl/produkty/a'], current)).toEqual(['/pl/', '/pl/produkty/a']);
    await rm(dir, { recursive: true });
  });

  it('fails, naming the part, when a part lacks an entry the index has', async () => {
    const { dir, dist, file, parts } = await manifestFolder();
    await writeManifest(file, previous);
    const en = (await readdir(parts)).find((n) => n.startsWith('en-')) as string;
    const stored = JSON.parse(await readFile(path.join(parts, en), 'utf8'));
    delete stored.entries['/en/products/a'];
    await writeFile(path.join(parts, en), JSON.stringify(stored));
    const manifest = (await readManifest('/nowhere', 'localhost', dist)) as BuildManifest;
    expect(manifest.entries['/pl/']?.reads).toHaveLength(2);
    expect(() => manifest.entries['/en/']?.reads).toThrow(`${en} has no entry for /en/products/a: run a full build`);
    await rm(dir, { recursive: true });
  });

  it('rewrites only the parts a rebuild changed, and reads a part only when one of its entries is needed', async () => {
    const { dir, dist, file, parts } = await manifestFolder();
    await writeManifest(file, previous);
    const before = new Map(
      await Promise.all((await readdir(parts)).map(async (n) => [n, (await stat(path.join(parts, n))).ino] as const)),
    );
    const read1 = (await readManifest('/nowhere', 'localhost', dist)) as BuildManifest;
    // A rebuild of en: it reads en's entries and replaces one; pl's part is never read.
    expect(read1.entries['/en/']?.reads.map((r) => r.key)).toEqual(['en json /api/menus']);
    const changed = entry('en', 'e1b', [read('en json /api/menus', 'y')]);
    const next: BuildManifest = { ...read1, entries: { ...read1.entries, '/en/': changed }, tags: {}, chromeParts: {} };
    const stored = entriesToStore(next, read1);
    expect(Object.keys(stored).sort()).toEqual(['/en/', '/en/products/a', '/en/products/gone']);
    next.tags = tagsOfReads(stored, () => null, read1.tags);
    await writeManifest(file, next, read1);
    expect(read1.tags['pl json /api/menus']).toBeUndefined();
    const after = await readdir(parts);
    const plFile = [...before.keys()].find((n) => n.startsWith('pl-')) as string;
    expect(after).toContain(plFile);
    expect((await stat(path.join(parts, plFile))).ino).toBe(before.get(plFile));
    expect(after.filter((n) => n.startsWith('en-'))).toHaveLength(1);
    expect(after.find((n) => n.startsWith('en-'))).not.toBe([...before.keys()].find((n) => n.startsWith('en-')));
    const read2 = plain(await readManifest('/nowhere', 'localhost', dist));
    expect(read2?.entries).toEqual({ ...previous.entries, '/en/': changed });
    expect(read2?.tags).toEqual(previous.tags);
    // A part gone from its folder leaves no usable manifest: the next build is a full one.
    await rm(path.join(parts, plFile));
    expect(await readManifest('/nowhere', 'localhost', dist)).toBeNull();
    await rm(dir, { recursive: true });
  });

  it('maps changes to the tags they purge; an unknown resource or no id purges everything', () => {
    expect(purgeTags({ resource: 'products', id: '12' })).toEqual(['/api/products/12', '/api/products']);
    expect(purgeTags({ resource: 'collections', id: 3 })).toEqual(['/api/product_collections/3', '/api/product_collections']);
    expect(purgeTags({ resource: 'product_categories', id: 3 })).toEqual([
      '/api/product_categories/3',
      '/api/product_categories',
    ]);
    expect(purgeTags({ resource: 'dictionary', id: null })).toBeNull();
    expect(purgeTags({ resource: 'products', id: null })).toBeNull();
    expect(purgeTags({ resource: 'unknown', id: 1 })).toBeNull();
    expect(purgeTags({ resource: 'constructor', id: 1 })).toBeNull();
    expect(
      purgeTagsOf([
        { resource: 'menus', id: 1 },
        { resource: 'pages', id: 2 },
      ])?.size,
    ).toBe(4);
    expect(
      purgeTagsOf([
        { resource: 'menus', id: 1 },
        { resource: 'menus', id: '*' },
      ]),
    ).toBeNull();
    expect(parseCacheTags('/api/menus, /api/pages/2')).toEqual(['/api/menus', '/api/pages/2']);
    expect(parseCacheTags(null)).toBeNull();
    expect(isPurged(null, new Set(['/api/menus']))).toBe(true);
    expect(isPurged(['/api/pages/2'], new Set(['/api/menus']))).toBe(false);
  });
});

describe('plan content', () => {
  const locale = (reads: { key: string; tags: string[] | null }[]) => ({
    nodes: [],
    searchItems: [],
    categoryPaths: ['krzesla'],
    reads,
  });
  const stored: PlanContent = {
    version: PLAN_CONTENT_VERSION,
    env: 'local',
    domain: 'localhost',
    locales: {
      pl: locale([{ key: 'pl ld+json /api/search?phrase=%20&pagination=false', tags: ['/api/products', '/api/posts'] }]),
      en: locale([{ key: 'en json /api/sitemap_nodes?pagination=false', tags: ['/api/sitemap_nodes'] }]),
      de: locale([{ key: 'de json /api/sitemap_nodes?pagination=false', tags: null }]),
    },
  };

  it('reuses the locales not rebuilt, and a rebuilt one only when the known changes purge none of its sources', () => {
    const keys = (m: Map<string, unknown>) => [...m.keys()].sort();
    expect(keys(reusableContent(stored, ['pl'], null))).toEqual(['de', 'en']);
    expect(keys(reusableContent(stored, ['pl', 'en'], new Set(['/api/menus/1', '/api/menus'])))).toEqual(['de', 'en', 'pl']);
    expect(keys(reusableContent(stored, ['pl'], new Set(['/api/products/1', '/api/products'])))).toEqual(['de', 'en']);
    // unknown sources (no tags) are never trusted for a rebuilt locale
    expect(keys(reusableContent(stored, ['de'], new Set(['/api/menus'])))).toEqual(['en', 'pl']);
    expect(reusableContent(null, ['pl'], null).size).toBe(0);
    expect(reusableContent(stored, [], null).get('pl')?.categoryPaths.has('krzesla')).toBe(true);
  });

  it('lives beside the manifest', () => {
    expect(planContentPath('/r/.cache/build/localhost/manifest.json')).toBe('/r/.cache/build/localhost/plan-content');
    expect(planContentPath('/tmp/dist.manifest.json')).toBe('/tmp/dist.plan-content');
  });

  it('keeps a file per locale: a rebuild rewrites the locales it loaded, a full build all and only its own', async () => {
    const dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'plan-content-')), 'plan-content');
    try {
      expect(await readPlanContent(dir, 'local', 'localhost')).toBeNull();
      await writePlanContent(dir, stored);
      expect(await readPlanContent(dir, 'local', 'localhost')).toEqual(stored);
      expect(await readPlanContent(dir, 'live', 'localhost')).toBeNull();

      const changed = structuredClone(stored);
      (changed.locales.pl as { categoryPaths: string[] }).categoryPaths = ['biurka'];
      (changed.locales.en as { categoryPaths: string[] }).categoryPaths = ['desks'];
      await writePlanContent(dir, changed, ['pl']);
      const read = await readPlanContent(dir, 'local', 'localhost');
      expect(read?.locales.pl?.categoryPaths).toEqual(['biurka']);
      // not loaded by that build: its file keeps what the earlier build wrote
      expect(read?.locales.en?.categoryPaths).toEqual(['krzesla']);

      const { de: _gone, ...kept } = changed.locales;
      await writePlanContent(dir, { ...changed, locales: kept });
      expect((await readdir(dir)).sort()).toEqual(['en.json', 'pl.json']);
      expect(Object.keys((await readPlanContent(dir, 'local', 'localhost'))?.locales ?? {}).sort()).toEqual(['en', 'pl']);
      // a file of another version is not read
      await writeFile(
        path.join(dir, 'pl.json'),
        JSON.stringify({ ...JSON.parse(await readFile(path.join(dir, 'pl.json'), 'utf8')), version: 1 }),
      );
      expect(Object.keys((await readPlanContent(dir, 'local', 'localhost'))?.locales ?? {})).toEqual(['en']);
    } finally {
      await rm(path.dirname(dir), { recursive: true, force: true });
    }
  });
});

describe('dist trees', () => {
  it('maps paths to files', () => {
    expect(fileOf('/')).toBe('index.html');
    expect(fileOf('/pl/produkty/krzesla/')).toBe('pl/produkty/krzesla/index.html');
    expect(fileOf('/pl/produkty/krzesla')).toBe('pl/produkty/krzesla/index.html');
    expect(fileOf('/sitemap-pl.xml')).toBe('sitemap-pl.xml');
    expect(fileOf('/ru/produktsiya/%D0%B0')).toBe('ru/produktsiya/а/index.html');
  });

  it('clones by hard links, replaces files without touching the original, swaps whole trees', async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'dist-tree-'));
    const dist = path.join(work, 'dist');
    await mkdir(path.join(dist, 'pl/a'), { recursive: true });
    await writeFile(path.join(dist, 'pl/a/index.html'), 'old');
    await writeFile(path.join(dist, 'pl/index.html'), 'home');
    const staging = path.join(work, 'dist.next');
    await cloneTree(dist, staging);
    expect((await stat(path.join(staging, 'pl/index.html'))).ino).toBe((await stat(path.join(dist, 'pl/index.html'))).ino);
    expect((await stat(path.join(staging, 'pl/a/index.html'))).ino).toBe((await stat(path.join(dist, 'pl/a/index.html'))).ino);
    // the portable walk makes the same tree
    expect(await linkTree(dist, path.join(work, 'walked'))).toBe(2);
    expect((await stat(path.join(work, 'walked/pl/a/index.html'))).ino).toBe(
      (await stat(path.join(dist, 'pl/a/index.html'))).ino,
    );
    await rm(path.join(work, 'walked'), { recursive: true });
    await writeFileAtomic(path.join(staging, 'pl/index.html'), 'new home');
    expect(await readFile(path.join(dist, 'pl/index.html'), 'utf8')).toBe('home');
    await removeFile(staging, 'pl/a/index.html');
    expect(await readdir(path.join(staging, 'pl'))).toEqual(['index.html']);
    const replaced = await swapIn(staging, dist);
    expect(await readFile(path.join(dist, 'pl/index.html'), 'utf8')).toBe('new home');
    expect(path.basename(replaced as string)).toMatch(/^\.dist\.previous-/);
    expect(await readFile(path.join(replaced as string, 'pl/a/index.html'), 'utf8')).toBe('old');
    await rm(replaced as string, { recursive: true });
    expect((await readdir(work)).sort()).toEqual(['dist']);
  });

  it('scopes a rebuild to the locale directories that hold every change', () => {
    expect(changedScope(['en/a/index.html', 'en/index.html', 'sitemap-en.xml'], ['pl', 'en'])).toEqual({
      dirs: ['en'],
      rootFiles: ['sitemap-en.xml'],
    });
    expect(changedScope(['en/a/index.html', 'pl/b/index.html'], ['pl', 'en'])?.dirs).toEqual(['en', 'pl']);
    expect(changedScope(['en/a/index.html', '_astro/x.css'], ['pl', 'en'])).toBeNull();
    expect(changedScope(['produkty/index.html'], [])).toBeNull();
  });
});

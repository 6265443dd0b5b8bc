import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedScope, cloneTree, removeFile, swapIn } from '../../scripts/site-build/dist-tree.ts';
import { type BuildManifest, changedByReads, entryHash, parseReadKey, planRebuild } from '../../scripts/site-build/manifest.ts';
import { fileOf, writeFileAtomic } from '../../scripts/site-build/render-pages.ts';

const entry = (locale: 'pl' | 'en' | null, planHash: string, reads: { key: string; hash: string }[] = [], status = 200) => ({
  locale,
  planHash,
  reads,
  status,
  hash: entryHash({ planHash, reads, code: 'c', dictionary: 'd' }),
});

const previous: BuildManifest = {
  version: 1,
  domain: 'localhost',
  env: 'local',
  code: 'c',
  renderer: 'r',
  dictionaries: { pl: 'dpl', en: 'den' },
  builtAt: '2026-11-22T00:00:00Z',
  entries: {
    '/pl/': entry('pl', 'p1', [
      { key: 'pl json /api/menus', hash: 'm1' },
      { key: 'pl json /api/pages/1', hash: 'h1' },
    ]),
    '/pl/produkty/a': entry('pl', 'p2', [
      { key: 'pl json /api/menus', hash: 'm1' },
      { key: 'pl json /api/products/a', hash: 'a1' },
    ]),
    '/pl/produkty/gone': entry('pl', 'p3'),
    '/en/': entry('en', 'e1', [{ key: 'en json /api/menus', hash: 'x' }]),
    '/en/products/a': entry('en', 'e2'),
    '/en/products/gone': entry('en', 'e3'),
    '/robots.txt': entry(null, 'r'),
  },
};

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
    const failed = new Map([['pl json /api/menus', 'm1']]);
    expect(changedByReads(previous, ['/pl/produkty/a'], failed)).toEqual(['/pl/produkty/a']);
  });

  it('hashes every input of an entry', () => {
    const base = { planHash: 'p', reads: [{ key: 'k', hash: 'h' }], code: 'c', dictionary: 'd' };
    const hash = entryHash(base);
    expect(entryHash({ ...base })).toBe(hash);
    for (const change of [{ planHash: 'q' }, { code: 'c2' }, { dictionary: 'd2' }, { reads: [{ key: 'k', hash: 'h2' }] }]) {
      expect(entryHash({ ...base, ...change })).not.toBe(hash);
    }
  });

  it('parses read keys', () => {
    expect(parseReadKey('cz ld+json /api/search?phrase=%20&pagination=false')).toEqual({
      locale: 'cz',
      accept: 'ld+json',
      pathAndQuery: '/api/search?phrase=%20&pagination=false',
    });
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
    expect(await cloneTree(dist, staging)).toBe(2);
    expect((await stat(path.join(staging, 'pl/index.html'))).ino).toBe((await stat(path.join(dist, 'pl/index.html'))).ino);
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

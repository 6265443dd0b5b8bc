import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ChromeRecord, type SharedPart, sharedId } from '#builder/generator/chrome-patch.ts';
import { type BuildManifest, entryHash } from '#builder/generator/manifest.ts';
import { patchPages } from '#builder/generator/patch-pages.ts';
import { newRendering, type Rendering } from '#builder/generator/render-pages.ts';
import type { ReadRecord } from '#src/data/content-client.ts';

const MENUS = 'en json /api/menus?pagination=false';
const read = (hash: string): ReadRecord => ({
  key: MENUS,
  request: { locale: 'en', accept: 'json', pathAndQuery: '/api/menus?pagination=false' },
  hash,
});
const OLD: SharedPart = {
  key: 'main-menu',
  html: '<nav><a href="/en/a/" aria-current="current-slot-0">Old</a></nav>',
  slots: [{ kind: 'link', href: '/en/a/' }],
};
const NEW: SharedPart = { ...OLD, html: '<nav><a href="/en/a/" aria-current="current-slot-0">New</a></nav>' };
const page = (label: string, current: boolean) =>
  `<html><body><nav><a href="/en/a/"${current ? ' aria-current="page"' : ''}>${label}</a></nav><main>body</main></body></html>`;
const record = (shared: string, currentPath: string, facts = 'f'): ChromeRecord => ({
  facts,
  parts: [{ key: 'main-menu', shared, fill: { currentPath, homePath: '/en/' } }],
});

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'patch-pages-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The last build: /en/a/ (its own link current), /en/b/, /en/c/ (another header) and /en/gone/ (no file). */
function previousBuild(): BuildManifest {
  const entry = (chrome: ChromeRecord) => ({
    locale: 'en' as const,
    planHash: 'p',
    reads: [read('m1')],
    status: 200,
    hash: entryHash({ planHash: 'p', reads: [read('m1')], code: 'c', dictionary: 'd' }),
    chrome,
  });
  return {
    entries: {
      '/en/probe/': entry(record(sharedId(OLD), '/en/probe/')),
      '/en/a/': entry(record(sharedId(OLD), '/en/a/')),
      '/en/b/': entry(record(sharedId(OLD), '/en/b/')),
      '/en/c/': entry(record(sharedId(OLD), '/en/c/', 'other facts')),
      '/en/gone/': entry(record(sharedId(OLD), '/en/gone/')),
    },
    chromeParts: { [sharedId(OLD)]: OLD },
  } as unknown as BuildManifest;
}

/** What the probe's rendering reported: the new menus, read with their new hash. */
function probeRendered(): Rendering {
  const rendering = newRendering();
  rendering.reads.set('/en/probe/', [read('m2')]);
  rendering.chrome.set('/en/probe/', record(sharedId(NEW), '/en/probe/'));
  rendering.shared.set(sharedId(NEW), NEW);
  return rendering;
}

describe('patching the files of a rebuild', () => {
  it('replaces each page whose facts match with the new menu filled for it, recording it as rendered', async () => {
    for (const [name, current] of [
      ['a', true],
      ['b', false],
      ['c', false],
    ] as const) {
      await mkdir(path.join(dir, 'en', name), { recursive: true });
      await writeFile(path.join(dir, 'en', name, 'index.html'), page('Old', current));
    }
    const before = await stat(path.join(dir, 'en/a/index.html'));
    const rendering = probeRendered();
    const unpatched = await patchPages(
      previousBuild(),
      ['/en/a/', '/en/b/', '/en/c/', '/en/gone/'],
      new Set(['/en/probe/']),
      dir,
      rendering,
    );
    expect(unpatched.sort()).toEqual(['/en/c/', '/en/gone/']);
    expect(await readFile(path.join(dir, 'en/a/index.html'), 'utf8')).toBe(page('New', true));
    expect(await readFile(path.join(dir, 'en/b/index.html'), 'utf8')).toBe(page('New', false));
    // Replaced, not written in place: the live tree's inode (a hard link in a rebuild) keeps its bytes.
    expect((await stat(path.join(dir, 'en/a/index.html'))).ino).not.toBe(before.ino);
    expect(await readFile(path.join(dir, 'en/c/index.html'), 'utf8')).toBe(page('Old', false));
    expect(rendering.reads.get('/en/a/')).toEqual([read('m2')]);
    expect(rendering.chrome.get('/en/b/')?.parts[0]?.shared).toBe(sharedId(NEW));
  });

  it('patches nothing of a locale whose probe could not be (a part with a script)', async () => {
    await mkdir(path.join(dir, 'en/a'), { recursive: true });
    await writeFile(path.join(dir, 'en/a/index.html'), page('Old', true));
    const rendering = probeRendered();
    rendering.shared.set(sharedId(NEW), { ...NEW, html: `${NEW.html}<script>go()</script>` });
    expect(await patchPages(previousBuild(), ['/en/a/'], new Set(['/en/probe/']), dir, rendering)).toEqual(['/en/a/']);
    expect(await readFile(path.join(dir, 'en/a/index.html'), 'utf8')).toBe(page('Old', true));
  });
});

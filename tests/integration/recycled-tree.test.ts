/**
 * A full build writes into the tree the build before it replaced (builder/generator/recycled-tree.ts): the
 * result must be byte for byte what a build into a new folder makes, including pages that are gone since
 * that tree was built, and it must really reuse that tree's files. Builds the single-locale live pl domain.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningContentApi, startContentApi } from '#dev/content-api/server.ts';
import { differingFiles, snapshot } from '#dev/tree-snapshot.ts';
import { runScriptOk } from '../fixtures/node-script.ts';

const TOKEN = 'recycled-tree-test-token';
let work = '';
let api: RunningContentApi;

function build(distDir: string): Promise<string> {
  return runScriptOk('builder/cli.ts', [], {
    SITE_ENV: 'live',
    SITE_DOMAIN: 'www.mebleoffice.example',
    CONTENT_API_URL: api.url,
    DIST_DIR: distDir,
  });
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'recycled-tree-'));
  api = await startContentApi({ port: 0, dataDir: path.join(work, 'api'), quiet: true, cmsToken: TOKEN });
});
afterAll(async () => {
  await api?.close();
  await rm(work, { recursive: true, force: true });
});

describe('a full build into the tree it replaced before', () => {
  it('equals a build into a new folder, without the pages gone since, and reuses the files', async () => {
    const dist = path.join(work, 'dist');
    await build(dist);
    const first = await snapshot(dist);
    await build(dist);
    // The first tree is now the spare, as it was built.
    const spare = await snapshot(path.join(work, '.dist.spare'));
    expect(differingFiles(spare, first)).toEqual([]);

    const posts = (await (
      await fetch(`${api.url}/api/posts?order[published]=desc&itemsPerPage=1`, {
        headers: { 'Accept-Locale': 'pl', Accept: 'application/json' },
      })
    ).json()) as { id: number; slug: string }[];
    const gone = posts[0] as { id: number; slug: string };
    const deleted = await fetch(`${api.url}/__cms/posts/${gone.id}?locale=pl`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(deleted.ok).toBe(true);
    const goneFiles = [...first.keys()].filter((file) => file.includes(gone.slug));
    expect(goneFiles.length).toBeGreaterThan(0);

    await build(dist);
    const recycled = await snapshot(dist);
    await build(path.join(work, 'fresh'));
    const fresh = await snapshot(path.join(work, 'fresh'));
    expect(differingFiles(recycled, fresh)).toEqual([]);
    for (const file of goneFiles) expect(recycled.has(file), file).toBe(false);

    // Written into the first tree's files, not new ones: every page kept its inode.
    const pages = [...recycled.keys()].filter((file) => file.endsWith('.html'));
    const reused = pages.filter((file) => recycled.get(file)?.ino === first.get(file)?.ino);
    expect(reused.length).toBe(pages.length);
  }, 300_000);
});

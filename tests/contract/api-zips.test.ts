/**
 * The zip store cannot fill the disk or the memory of the machine it runs on: identical requests share one
 * archive, the archives on disk are bounded in total and expire, and archives are written and read as streams.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import type { Media } from '#dev/content-api/media.ts';
import type { RunningContentApi } from '#dev/content-api/server.ts';
import type { LocaleState } from '#dev/content-api/store.ts';
import { Zips } from '#dev/content-api/zip.ts';
import { bytes, call, cleanupTempDirs, startApi, tempDir } from './helpers.ts';

const apis: RunningContentApi[] = [];
afterAll(async () => {
  await Promise.all(apis.map((api) => api.close()));
  cleanupTempDirs();
});

async function api(options: Parameters<typeof startApi>[0]): Promise<{ base: string; dataDir: string }> {
  const dataDir = tempDir();
  const started = await startApi({ zipDelayMs: 0, dataDir, ...options });
  apis.push(started);
  return { base: started.url, dataDir };
}

/** The archives the store keeps on disk, and their total size. */
function archivesOn(dataDir: string): { count: number; bytes: number } {
  const dir = join(dataDir, 'zips');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.zip'));
  return { count: files.length, bytes: files.reduce((sum, f) => sum + statSync(join(dir, f)).size, 0) };
}

async function zipReady(base: string, identifiers: number[]): Promise<string> {
  const create = await call(base, '/api/download_center_zip?locale=en', { body: { identifiers } });
  expect(create.status).toBe(201);
  const id = create.body as string;
  for (let i = 0; i < 100; i++) {
    const status = await call(base, `/api/download_center_zip/${id}/status`);
    if (status.status === 200) return id;
    expect(status.status).toBe(202);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`zip ${id} never became ready`);
}

/**
 * Polls a request's status as the download centre does until its archive is ready again: 202 while it is
 * built, 503 while the store's room is held by an archive still being read (its stream closes a moment after
 * the last byte, later on a loaded machine).
 */
async function readyAgain(base: string, id: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const status = await call(base, `/api/download_center_zip/${id}/status`);
    if (status.status === 200) return;
    expect([202, 503]).toContain(status.status);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`zip ${id} never became ready again`);
}

const entriesOf = async (base: string, id: string) =>
  Object.keys(unzipSync((await bytes(base, `/api/download_center_zip/${id}`, { Accept: 'application/zip' })).data)).sort();

describe('zip store', () => {
  it('reuses the archive of an identical request (same files, any order, duplicates)', async () => {
    const { base, dataDir } = await api({});
    const first = await zipReady(base, [101, 102, 104]);
    const second = await zipReady(base, [104, 101, 102, 102]);
    expect(second).not.toBe(first);
    expect(await entriesOf(base, second)).toEqual(await entriesOf(base, first));
    expect(archivesOn(dataDir).count).toBe(1);
    await zipReady(base, [101, 102]);
    expect(archivesOn(dataDir).count).toBe(2);
  });

  it('bounds the archives on disk: the least recently used goes, and is built again when asked for', async () => {
    // Room for the 130 KB archive or the 28 KB one, not both.
    const { base, dataDir } = await api({ zipStoreBytes: 150_000 });
    const big = await zipReady(base, [104, 105]);
    expect(archivesOn(dataDir).count).toBe(1);
    const small = await zipReady(base, [101, 102, 103]);
    expect(archivesOn(dataDir)).toMatchObject({ count: 1 });
    expect(archivesOn(dataDir).bytes).toBeLessThanOrEqual(150_000);
    // The visitor of the first request still gets it: rebuilt on demand.
    await zipReady(base, [104, 105]);
    expect(await entriesOf(base, big)).toEqual(['kx-photo.jpg', 'kx-photo.png']);
    expect(archivesOn(dataDir).bytes).toBeLessThanOrEqual(150_000);
    await readyAgain(base, small);
    expect(await entriesOf(base, small)).toEqual(['kx-200-3d.zip', 'kx-200.dwg', 'tables-catalogue.pdf']);
    expect(archivesOn(dataDir).bytes).toBeLessThanOrEqual(150_000);
  });

  it('refuses an archive larger than the whole store (413)', async () => {
    const { base } = await api({ zipStoreBytes: 50_000 });
    const create = await call(base, '/api/download_center_zip?locale=en', { body: { identifiers: [104, 105] } });
    expect(create.status).toBe(413);
  });

  it('expires requests and archives after their time', async () => {
    const { base, dataDir } = await api({ zipTtlMs: 300 });
    const id = await zipReady(base, [101, 102]);
    expect(archivesOn(dataDir).count).toBe(1);
    await new Promise((r) => setTimeout(r, 400));
    // Any later request sweeps what expired.
    await zipReady(base, [103]);
    expect((await call(base, `/api/download_center_zip/${id}/status`)).status).toBe(404);
    expect((await call(base, `/api/download_center_zip/${id}`)).status).toBe(404);
    expect(archivesOn(dataDir).count).toBe(1);
  });
});

describe('zip streaming', () => {
  it('builds and serves a 192 MB archive without holding it in memory', async () => {
    const FILES = 48;
    const SIZE = 4 * 1024 * 1024;
    const records = new Map(
      Array.from({ length: FILES }, (_, i) => [
        i + 1,
        {
          id: i + 1,
          filename: `f${i + 1}.bin`,
          size: SIZE,
          format: 'bin',
          path: `/uploads/f${i + 1}.bin`,
          lastModified: '2024-01-01T00:00:00Z',
        },
      ]),
    );
    const loc = { idx: { byId: { files: records } } } as unknown as LocaleState;
    const media = { fileContent: async (f: { id: number }) => new Uint8Array(SIZE).fill(f.id) } as unknown as Media;
    const zips = new Zips(tempDir(), media, 0);
    const before = process.memoryUsage().arrayBuffers;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers)), 2);
    try {
      const id = zips.create({ identifiers: [...records.keys()] }, 'en', loc);
      await zips.idle();
      const response = await zips.download(id, new Request('http://x/'), () => loc);
      let received = 0;
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        received += chunk.value.length;
        peak = Math.max(peak, process.memoryUsage().arrayBuffers);
      }
      expect(received).toBeGreaterThan(FILES * SIZE);
    } finally {
      clearInterval(sampler);
    }
    // Holding the archive (or its inputs) at once would take at least 192 MB more; garbage not yet collected
    // stays well under half of it.
    expect(peak - before).toBeLessThan((FILES * SIZE) / 2);
  });
});

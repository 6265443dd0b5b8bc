import { setPersistentEngine } from '@nanostores/persistent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDownloadApi,
  type DownloadApi,
  dispositionFilename,
  NO_FILE_FOUND,
} from '#src/components/downloads/download-api.ts';
import type { Clock } from '#src/components/downloads/downloads-controller.ts';
import type { BasketFile } from '#src/stores/basket.ts';

const file = (id: number): BasketFile => ({
  id,
  name: `File ${id}`,
  type: { name: 'Katalogi' },
  file: { url: `/uploads/files/${id}.pdf`, mime: 'application/pdf', lastModified: '2024-07-12T15:00:00.000Z', size: 1024 * id },
});

/** A clock whose waits resolve when the test advances it; `waits` records every wait asked for. */
function fakeClock() {
  let time = 0;
  const pending: { at: number; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const waits: number[] = [];
  const clock: Clock = {
    now: () => time,
    wait(ms, signal) {
      waits.push(ms);
      return new Promise((resolve, reject) => {
        const entry = { at: time + ms, resolve, reject };
        pending.push(entry);
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    },
  };
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return {
    clock,
    waits,
    async advance(ms: number) {
      await flush();
      time += ms;
      for (const entry of pending.filter((p) => p.at <= time)) {
        pending.splice(pending.indexOf(entry), 1);
        entry.resolve();
      }
      await flush();
    },
    flush,
  };
}

async function stores() {
  const storage: Record<string, string> = {};
  setPersistentEngine(storage, { addEventListener() {}, removeEventListener() {} });
  vi.resetModules();
  const basket = await import('#src/stores/basket.ts');
  const downloads = await import('#src/stores/downloads.ts');
  const controller = await import('#src/components/downloads/downloads-controller.ts');
  return { ...basket, ...downloads, ...controller, storage };
}

function fakeApi(overrides: Partial<DownloadApi> = {}): DownloadApi {
  return {
    lookup: vi.fn(async (url: string) => ({ ...file(Number(/(\d+)\.pdf/.exec(url)?.[1] ?? 0)) })),
    createZip: vi.fn(async () => 'zip-1'),
    zipStatus: vi.fn(async () => 200),
    zipUrl: (id) => `/api/download_center_zip/${id}`,
    saveZip: vi.fn(async () => ({ href: 'blob:x', filename: 'files.zip' })),
    ...overrides,
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('adding and removing by url', () => {
  it('looks the file up, keeps the loading flag on for 500 ms, then adds it; a second toggle removes it', async () => {
    const s = await stores();
    const { clock, advance, waits } = fakeClock();
    const api = fakeApi();
    const done = s.toggleFile('/uploads/files/3.pdf', api, clock);
    expect(s.$adding.get()).toEqual(['/uploads/files/3.pdf']);
    expect(await s.toggleFile('/uploads/files/3.pdf', api, clock)).toBe('busy');
    await advance(120);
    expect(s.$adding.get()).toEqual(['/uploads/files/3.pdf']);
    expect(s.$basket.get()).toEqual([]);
    expect(waits).toEqual([500]);
    await advance(500);
    expect(await done).toBe('added');
    expect(s.$adding.get()).toEqual([]);
    expect(s.$basket.get()).toEqual([file(3)]);
    expect(JSON.parse(s.storage.basket ?? '[]')).toEqual([file(3)]);
    expect(api.lookup).toHaveBeenCalledTimes(1);

    expect(await s.toggleFile('/uploads/files/3.pdf', api, clock)).toBe('removed');
    expect(s.$basket.get()).toEqual([]);
  });

  it('a failed lookup is logged and named for the dialog; the basket keeps what it had', async () => {
    const s = await stores();
    s.basket.add(file(1));
    const { clock, advance } = fakeClock();
    const api = fakeApi({ lookup: vi.fn(async () => Promise.reject(new Error(NO_FILE_FOUND))) });
    const done = s.toggleFile('/uploads/files/9.pdf', api, clock);
    await advance(500);
    expect(await done).toBe('failed');
    expect(s.$addFailure.get()).toBe('/uploads/files/9.pdf');
    expect(s.$adding.get()).toEqual([]);
    expect(s.$basket.get()).toEqual([file(1)]);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('/uploads/files/9.pdf'), expect.any(Error));
    s.dismissAddFailure();
    expect(s.$addFailure.get()).toBeNull();
  });
});

describe('zip download', () => {
  it('requests the zip with the basket ids, polls every 2000 ms until 200, keeps the link and saves the archive', async () => {
    const s = await stores();
    s.basket.add(file(1));
    s.basket.add(file(4));
    const statuses = [202, 202, 200];
    const { clock, advance, waits, flush } = fakeClock();
    const api = fakeApi({ zipStatus: vi.fn(async () => statuses.shift() ?? null) });
    const done = s.downloadZip(api, clock);
    expect(s.$zip.get()).toMatchObject({ isDownloading: true, downloadLink: null, downloadError: null });
    await flush();
    expect(api.createZip).toHaveBeenCalledWith([1, 4], expect.any(AbortSignal));
    expect(api.zipStatus).not.toHaveBeenCalled();
    await advance(2000);
    expect(api.zipStatus).toHaveBeenCalledTimes(1);
    await advance(2000);
    await advance(2000);
    await done;
    expect(waits).toEqual([2000, 2000, 2000]);
    expect(api.zipStatus).toHaveBeenCalledTimes(3);
    expect(api.saveZip).toHaveBeenCalledWith('zip-1', expect.any(AbortSignal));
    expect(s.$zip.get()).toEqual({
      isDownloading: false,
      downloadLink: '/api/download_center_zip/zip-1',
      downloadError: null,
      saved: { href: 'blob:x', filename: 'files.zip' },
    });
  });

  it("no id back: 'No download response ID'; a status of 400 or more or none: 'Response error'", async () => {
    const s = await stores();
    s.basket.add(file(1));
    const { clock, advance } = fakeClock();
    await s.downloadZip(fakeApi({ createZip: vi.fn(async () => null) }), clock);
    expect(s.$zip.get()).toMatchObject({ isDownloading: false, downloadError: 'No download response ID' });

    for (const status of [500, 404, null]) {
      const done = s.downloadZip(fakeApi({ zipStatus: vi.fn(async () => status) }), clock);
      expect(s.$zip.get()).toMatchObject({ isDownloading: true, downloadError: null });
      await advance(2000);
      await done;
      expect(s.$zip.get()).toMatchObject({ isDownloading: false, downloadLink: null, downloadError: 'Response error' });
    }
    // The API down while polling is "no status".
    const down = s.downloadZip(fakeApi({ zipStatus: vi.fn(async () => Promise.reject(new Error('503'))) }), clock);
    await advance(2000);
    await down;
    expect(s.$zip.get().downloadError).toBe('Response error');
    expect(s.$basket.get()).toEqual([file(1)]);
  });

  it('a failed automatic download is only logged: the link stays', async () => {
    const s = await stores();
    s.basket.add(file(1));
    const { clock, advance } = fakeClock();
    const done = s.downloadZip(fakeApi({ saveZip: vi.fn(async () => Promise.reject(new Error('blocked'))) }), clock);
    await advance(2000);
    await done;
    expect(s.$zip.get()).toMatchObject({ downloadLink: '/api/download_center_zip/zip-1', downloadError: null, saved: null });
    expect(console.error).toHaveBeenCalledWith('zip: the automatic download failed', expect.any(Error));
  });

  it('leaving the page stops the polling; a basket change makes a finished zip stale; an empty basket asks nothing', async () => {
    const s = await stores();
    const { clock, advance } = fakeClock();
    const api = fakeApi({ zipStatus: vi.fn(async () => 202) });
    await s.downloadZip(api, clock);
    expect(api.createZip).not.toHaveBeenCalled();

    s.basket.add(file(1));
    const done = s.downloadZip(api, clock);
    await advance(2000);
    s.stopZipDownload();
    await done;
    await advance(10_000);
    expect(api.zipStatus).toHaveBeenCalledTimes(1);
    expect(s.$zip.get()).toMatchObject({ isDownloading: false, downloadError: null, downloadLink: null });

    const ready = s.downloadZip(fakeApi(), clock);
    await advance(2000);
    await ready;
    expect(s.$zip.get().downloadLink).not.toBeNull();
    s.basket.add(file(2));
    expect(s.$zip.get()).toMatchObject({ downloadLink: null, saved: null });
  });
});

describe('download API', () => {
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

  it('looks a file up by fileSrc with the locale; an empty answer is the error "no download files found"', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const item = {
      id: 1,
      name: 'A',
      type: { id: 4, name: 'Katalogi' },
      file: { url: '/u/a.pdf', mime: 'application/pdf', lastModified: 'x', size: 3, filename: 'a.pdf' },
    };
    const answers = [json([item]), json([])];
    const api = createDownloadApi('de', async (input, init) => {
      calls.push([String(input), init]);
      return answers.shift() ?? json([], 500);
    });
    expect(await api.lookup('/u/a b.pdf')).toEqual({
      id: 1,
      name: 'A',
      type: { name: 'Katalogi' },
      file: { url: '/u/a.pdf', mime: 'application/pdf', lastModified: 'x', size: 3 },
    });
    expect(calls[0]?.[0]).toBe('/api/download_center?fileSrc=%2Fu%2Fa%20b.pdf');
    expect(new Headers(calls[0]?.[1]?.headers).get('accept-locale')).toBe('de');
    await expect(api.lookup('/u/none.pdf')).rejects.toThrow(NO_FILE_FOUND);
  });

  it('posts the ids with the locale query, reads the status from the body or the HTTP error', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const answers = [json('abc'), json(''), json({ status: 202 }), json({ status: 500, code: 500, message: 'x' }, 500), json({})];
    const api = createDownloadApi('pl', async (input, init) => {
      calls.push([String(input), init]);
      return answers.shift() ?? json({}, 500);
    });
    expect(await api.createZip([1, 4])).toBe('abc');
    expect(calls[0]?.[0]).toBe('/api/download_center_zip?locale=pl');
    expect(calls[0]?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ identifiers: [1, 4] });
    expect(await api.createZip([1])).toBeNull();
    expect(await api.zipStatus('abc')).toBe(202);
    expect(await api.zipStatus('abc')).toBe(500);
    expect(await api.zipStatus('abc')).toBeNull();
    expect(calls[2]?.[0]).toBe('/api/download_center_zip/abc/status');
  });

  it('takes the archive name from Content-Disposition', () => {
    expect(dispositionFilename(`attachment; filename="files-1.zip"; filename*=UTF-8''pliki%20%C5%BC.zip`)).toBe('pliki ż.zip');
    expect(dispositionFilename('attachment; filename="files-1.zip"')).toBe('files-1.zip');
    expect(dispositionFilename('attachment; filename=../a.zip')).toBe('.._a.zip');
    expect(dispositionFilename(null)).toBeNull();
  });
});

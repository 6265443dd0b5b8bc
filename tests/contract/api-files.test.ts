/** Real files: images per filter, downloadable file bytes, the category PDF, the zip. */
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadCenterItemSchema, type DownloadableFile } from '#contract/schemas/downloads.ts';
import { FILTERS } from '#dev/content-api/media.ts';
import { sniff } from '#dev/content-api/filebytes.ts';
import type { RunningContentApi } from '#dev/content-api/server.ts';
import { bytes, call, check, cleanupTempDirs, startApi } from './helpers.ts';

let api: RunningContentApi;
let base: string;

beforeAll(async () => {
  api = await startApi({ zipDelayMs: 400 });
  base = api.url;
});
afterAll(async () => {
  await api?.close();
  cleanupTempDirs();
});

describe('images', () => {
  it('serves the original at its upload path with the record width×height, immutable, with an ETag', async () => {
    const r = await bytes(base, '/uploads/realizations/warsaw.jpg');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/jpeg');
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(r.headers.get('content-length'))).toBe(r.data.length);
    const meta = await sharp(r.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2400, 1600]);
    const again = await fetch(`${base}/uploads/realizations/warsaw.jpg`, {
      headers: { 'If-None-Match': r.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    const png = await bytes(base, '/uploads/collections/nova-teaser.png');
    expect(png.headers.get('content-type')).toBe('image/png');
    expect((await sharp(png.data).metadata()).format).toBe('png');
  });

  it('is deterministic: the same path gives the same bytes', async () => {
    const a = await bytes(base, '/uploads/designers/anna.jpg');
    const b = await bytes(base, '/uploads/designers/anna.jpg');
    expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(true);
  });

  it('resizes per filter (cache-resolve form)', async () => {
    const expected: Record<string, [number, number]> = {
      general_desktop: [1920, 1280], // 2400×1600 → 1920 wide
      general_desktop_inset: [1200, 800],
      general_tablet_inset: [900, 600],
      product_teaser: [600, 750],
      realization_lead: [1600, 1067],
      realization_list: [800, 600],
    };
    expect(Object.keys(expected).sort()).toEqual(Object.keys(FILTERS).sort());
    for (const [filter, [w, h]] of Object.entries(expected)) {
      const r = await bytes(base, `/media/cache/resolve/${filter}/uploads/realizations/warsaw.jpg`);
      expect(r.status, filter).toBe(200);
      expect(r.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(r.data).metadata();
      expect([meta.width, meta.height], filter).toEqual([w, h]);
    }
    // never enlarged: a 1200×900 original stays 1200 wide under general_desktop
    const small = await sharp(
      (await bytes(base, '/media/cache/resolve/general_desktop/uploads/realizations/warsaw-teaser.jpg')).data,
    ).metadata();
    expect([small.width, small.height]).toEqual([1200, 900]);
    // LiipImagine's stored form answers too
    expect((await bytes(base, '/media/cache/product_teaser/uploads/products/kx-200.jpg')).status).toBe(200);
  });

  it('404 for an unknown filter or image, with a JSON body', async () => {
    const unknownFilter = await call(base, '/media/cache/resolve/huge/uploads/realizations/warsaw.jpg');
    expect(unknownFilter.status).toBe(404);
    expect(unknownFilter.body.message).toMatch(/Unknown image filter "huge"/);
    expect((await call(base, '/uploads/nope.jpg')).status).toBe(404);
    expect((await call(base, '/media/cache/resolve/product_teaser/uploads/nope.jpg')).status).toBe(404);
    expect((await call(base, '/uploads/../package.json')).status).toBe(404);
  });
});

describe('downloadable files', () => {
  it('every file answers exactly its size with the right magic number and mime', async () => {
    const files = (await call(base, '/api/files?pagination=false')).body as DownloadableFile[];
    const expectedFormat: Record<string, string> = { pdf: 'pdf', dwg: 'dwg', zip: 'zip', png: 'png', jpg: 'jpeg' };
    for (const f of files) {
      const r = await bytes(base, f.url);
      expect(r.status, f.url).toBe(200);
      expect(r.data.length, f.url).toBe(f.size);
      expect(r.headers.get('content-type'), f.url).toBe(f.mime);
      expect(sniff(r.data), f.url).toBe(expectedFormat[f.format]);
    }
    const png = await bytes(base, '/uploads/files/kx-photo.png');
    expect((await sharp(png.data).metadata()).format).toBe('png'); // still a decodable PNG after padding
    const jpg = await bytes(base, '/uploads/files/kx-photo.jpg');
    expect((await sharp(jpg.data).metadata()).format).toBe('jpeg');
    const zip = await bytes(base, '/uploads/files/kx-200-3d.zip');
    expect(Object.keys(unzipSync(zip.data))).toEqual(['readme.txt']);
    const pdf = new TextDecoder('latin1').decode((await bytes(base, '/uploads/files/tables-catalogue.pdf')).data);
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
  });

  it('?download adds Content-Disposition: attachment with the filename', async () => {
    const plain = await bytes(base, '/uploads/files/kx-200.dwg');
    expect(plain.headers.get('content-disposition')).toBeNull();
    const dl = await bytes(base, '/uploads/files/kx-200.dwg?download');
    expect(dl.headers.get('content-disposition')).toMatch(/^attachment; filename="kx-200.dwg"/);
    const img = await bytes(base, '/media/cache/resolve/general_desktop/uploads/products/kx-200.jpg?download=1');
    expect(img.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('the category PDF lists its products', async () => {
    const r = await bytes(base, '/api/products/pdf/1');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    const text = new TextDecoder('latin1').decode(r.data);
    expect(sniff(r.data)).toBe('pdf');
    expect(text).toContain('KX 200 Krzeslo'); // folded to WinAnsi-safe ASCII
    expect(text).toContain('Zolty fotel');
  });

  it('the basket lookup finds a file by url, absolute url or cache-resolve form; unknown → empty list', async () => {
    for (const src of [
      '/uploads/files/kx-200.dwg',
      'http://example.com/uploads/files/kx-200.dwg?download',
      '/uploads/files/kx-200.dwg#x',
    ]) {
      const r = await call(base, `/api/download_center?fileSrc=${encodeURIComponent(src)}`);
      expect(r.body, src).toHaveLength(1);
      const item = check(DownloadCenterItemSchema, r.body[0], src);
      expect(item).toMatchObject({ id: 102, type: { name: 'CAD' }, file: { url: '/uploads/files/kx-200.dwg', size: 5000 } });
    }
    expect((await call(base, '/api/download_center?fileSrc=/uploads/files/nope.pdf')).body).toEqual([]);
  });
});

describe('zip', () => {
  it('builds a real zip: not ready (202) until the delay passed, then 200 with a url; contents match the files', async () => {
    const create = await call(base, '/api/download_center_zip?locale=en', { body: { identifiers: [101, 102, 104, 102] } });
    expect(create.status).toBe(201);
    const id = create.body as string;
    expect(typeof id).toBe('string');
    expect(create.headers.get('location')).toBe(`/api/download_center_zip/${id}/status`);
    const pending = await call(base, `/api/download_center_zip/${id}/status`);
    expect(pending.status).toBe(202);
    expect(pending.body.status).toBe(202);
    await new Promise((r) => setTimeout(r, 450));
    const ready = await call(base, `/api/download_center_zip/${id}/status`);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 200, url: `/api/download_center_zip/${id}` });
    const zip = await bytes(base, ready.body.url, { Accept: 'application/zip' });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(/^attachment; filename="files-.*\.zip"/);
    const entries = unzipSync(zip.data);
    expect(Object.keys(entries).sort()).toEqual(['kx-200.dwg', 'kx-photo.png', 'tables-catalogue.pdf']);
    for (const [name, path] of [
      ['kx-200.dwg', '/uploads/files/kx-200.dwg'],
      ['kx-photo.png', '/uploads/files/kx-photo.png'],
      ['tables-catalogue.pdf', '/uploads/files/tables-catalogue.pdf'],
    ] as const) {
      const file = await bytes(base, path);
      expect(Buffer.from(entries[name] ?? []).equals(Buffer.from(file.data)), name).toBe(true);
    }
  });

  it('rejects empty lists and unknown ids (400, listing them); unknown zip id 404', async () => {
    const empty = await call(base, '/api/download_center_zip', { body: { identifiers: [] } });
    expect(empty.status).toBe(400);
    const unknown = await call(base, '/api/download_center_zip', { body: { identifiers: [101, 7, 8] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.unknownIdentifiers).toEqual([7, 8]);
    expect(unknown.body.message).toContain('7, 8');
    expect((await call(base, '/api/download_center_zip', { body: { files: [1] } })).status).toBe(400);
    const missing = await call(base, '/api/download_center_zip/nope/status');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 404, code: 404 });
    expect((await call(base, '/api/download_center_zip/nope')).status).toBe(404);
  });
});

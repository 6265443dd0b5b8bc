/**
 * The download centre's zip: POST /api/download_center_zip `{ identifiers: number[] }` answers the zip id (a JSON
 * string); the zip is built right away (a real archive made with fflate of the files' bytes), but its status says
 * "not ready" (HTTP 202 `{ status: 202 }`) until `zipDelayMs` passed since the request, then 200
 * `{ status: 200, url }`. GET /api/download_center_zip/{id} answers the archive (application/zip, attachment).
 * Zips and their index live under `{dataDir}/zips/` and survive restarts.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import type { Zippable } from 'fflate';
import { endpointPath } from '#contract/endpoint.ts';
import * as endpoints from '#contract/endpoints.ts';
import { ApiError, badRequest, notFound } from './errors.ts';
import { contentDisposition } from './media.ts';
import type { Media } from './media.ts';
import { JsonFile, writeFileAtomic } from './persist.ts';
import type { LocaleState } from './store.ts';
import type { LocaleCode } from './catalogue/types.ts';

/**
 * Limits of one zip and of the server: what one request may make it build. The site's basket holds the files
 * a visitor picks by hand; 200 files or 500 MB of uncompressed files is far beyond that and far below what
 * would let one request occupy the server's memory and disk.
 */
export const MAX_ZIP_FILES = 200;
export const MAX_ZIP_BYTES = 500 * 1024 * 1024;
/** Zips built at the same time; more answer 503 with Retry-After. */
export const MAX_ZIPS_BUILDING = 4;
const TEXT_FORMATS = new Set(['txt', 'csv', 'dxf', 'obj', 'ifc', 'svg', 'json']);

interface ZipMeta {
  id: string;
  locale: LocaleCode;
  identifiers: number[];
  entries: { id: number; name: string; size: number }[];
  filename: string;
  createdAt: number;
  state: 'building' | 'ready' | 'failed';
  size: number;
  error?: string;
}

export class Zips {
  readonly #dir: string;
  readonly #index: JsonFile<Record<string, ZipMeta>>;
  readonly #media: Media;
  readonly #delayMs: number;
  readonly #building = new Map<string, Promise<void>>();

  constructor(dataDir: string, media: Media, delayMs: number) {
    this.#dir = join(dataDir, 'zips');
    this.#index = new JsonFile(join(this.#dir, 'index.json'), () => ({}));
    this.#media = media;
    this.#delayMs = delayMs;
    // zips interrupted by a restart are rebuilt on demand
    for (const meta of Object.values(this.#index.data)) {
      if (meta.state === 'building' || (meta.state === 'ready' && !existsSync(this.#zipPath(meta.id)))) meta.state = 'building';
    }
  }

  #zipPath(id: string): string {
    return join(this.#dir, `${id}.zip`);
  }

  create(body: unknown, locale: LocaleCode, loc: LocaleState): string {
    const raw =
      body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).identifiers : undefined;
    if (!Array.isArray(raw)) throw badRequest('The body must be { "identifiers": [file ids] }.');
    if (raw.length === 0) throw badRequest('identifiers is empty: choose at least one file.');
    if (raw.length > MAX_ZIP_FILES) throw badRequest(`At most ${MAX_ZIP_FILES} files per zip.`);
    const ids: number[] = [];
    const invalid: unknown[] = [];
    for (const v of raw) {
      const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
      if (typeof n === 'number' && Number.isInteger(n)) ids.push(n);
      else invalid.push(v);
    }
    if (invalid.length) throw badRequest(`identifiers must be integers; invalid: ${JSON.stringify(invalid)}.`, { invalid });
    const unique = [...new Set(ids)];
    const unknown = unique.filter((id) => !loc.idx.byId.files.has(id));
    if (unknown.length) throw badRequest(`Unknown file identifiers: ${unknown.join(', ')}.`, { unknownIdentifiers: unknown });
    const total = unique.reduce((sum, id) => sum + (loc.idx.byId.files.get(id)?.size ?? 0), 0);
    if (total > MAX_ZIP_BYTES) {
      throw new ApiError(413, `The files add up to ${total} bytes; a zip holds at most ${MAX_ZIP_BYTES} bytes.`, {
        totalBytes: total,
        maxBytes: MAX_ZIP_BYTES,
      });
    }
    if (this.#building.size >= MAX_ZIPS_BUILDING) {
      throw new ApiError(
        503,
        `${this.#building.size} zips are being built; try again in a few seconds.`,
        {},
        { 'Retry-After': '5' },
      );
    }
    const used = new Map<string, number>();
    const entries = unique.map((id) => {
      const f = loc.idx.byId.files.get(id);
      const base = (f?.filename || `file-${id}`).replace(/[/\\]/g, '_');
      const n = (used.get(base) ?? 0) + 1;
      used.set(base, n);
      const name = n === 1 ? base : base.replace(/(\.[^.]*)?$/, (ext) => `-${n}${ext}`);
      return { id, name, size: f?.size ?? 0 };
    });
    const id = randomUUID();
    const meta: ZipMeta = {
      id,
      locale,
      identifiers: unique,
      entries,
      filename: `files-${id.slice(0, 8)}.zip`,
      createdAt: Date.now(),
      state: 'building',
      size: 0,
    };
    this.#index.data[id] = meta;
    this.#index.save();
    this.#build(meta, loc);
    return id;
  }

  #build(meta: ZipMeta, loc: LocaleState | null): Promise<void> {
    let p = this.#building.get(meta.id);
    if (p) return p;
    p = (async () => {
      try {
        const zippable: Zippable = {};
        for (const e of meta.entries) {
          const f = loc?.idx.byId.files.get(e.id);
          if (!f) throw new Error(`file ${e.id} no longer exists`);
          const bytes = await this.#media.fileContent(f);
          const mtime = new Date(f.lastModified);
          zippable[e.name] = [
            bytes,
            {
              level: TEXT_FORMATS.has(f.format.toLowerCase()) ? 6 : 0,
              mtime: Number.isNaN(mtime.getTime()) ? new Date('2024-01-01T00:00:00Z') : mtime,
            },
          ];
        }
        const zip = zipSync(zippable);
        writeFileAtomic(this.#zipPath(meta.id), zip);
        meta.state = 'ready';
        meta.size = zip.length;
      } catch (err) {
        meta.state = 'failed';
        meta.error = (err as Error).message;
        process.stderr.write(`content-api: zip ${meta.id} failed: ${meta.error}\n`);
      } finally {
        this.#building.delete(meta.id);
        this.#index.save();
      }
    })();
    this.#building.set(meta.id, p);
    return p;
  }

  #meta(id: string): ZipMeta {
    // Own keys only: `__proto__` or `constructor` are not zips.
    const meta = Object.hasOwn(this.#index.data, id) ? this.#index.data[id] : undefined;
    if (!meta) throw new ApiError(404, `Zip ${id} not found.`, { status: 404 });
    return meta;
  }

  /** 202 `{status: 202}` until ready, then 200 `{status: 200, url}`; a failed build 500 `{status: 500}`. */
  status(id: string, locState: (l: LocaleCode) => LocaleState): { http: number; body: Record<string, unknown> } {
    const meta = this.#meta(id);
    if (meta.state === 'building' && !this.#building.has(meta.id)) this.#build(meta, locState(meta.locale));
    if (meta.state === 'failed') {
      return {
        http: 500,
        body: { status: 500, code: 500, message: `The zip could not be built: ${meta.error ?? 'unknown error'}.` },
      };
    }
    const waited = Date.now() - meta.createdAt;
    if (meta.state !== 'ready' || waited < this.#delayMs) {
      return { http: 202, body: { status: 202, id: meta.id, retryAfterMs: Math.max(0, this.#delayMs - waited) } };
    }
    return {
      http: 200,
      body: {
        status: 200,
        id: meta.id,
        url: endpointPath(endpoints.zipArchive, { zipId: meta.id }),
        filename: meta.filename,
        size: meta.size,
        files: meta.entries.length,
      },
    };
  }

  async download(id: string, req: Request, locState: (l: LocaleCode) => LocaleState): Promise<Response> {
    const meta = this.#meta(id);
    if (meta.state !== 'ready') await this.#build(meta, locState(meta.locale));
    if (meta.state !== 'ready') throw new ApiError(500, 'The zip could not be built.');
    if (!existsSync(this.#zipPath(id))) throw notFound(`Zip ${id} not found.`);
    const bytes = await readFile(this.#zipPath(id));
    return new Response(req.method === 'HEAD' ? null : bytes, {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Length': String(bytes.length),
        'Content-Disposition': contentDisposition(meta.filename, true),
        'Cache-Control': 'private, max-age=3600',
      },
    });
  }

  /** Waits for builds in progress (shutdown, tests). */
  async idle(): Promise<void> {
    await Promise.all([...this.#building.values()]);
  }
}

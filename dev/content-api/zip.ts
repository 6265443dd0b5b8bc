/**
 * The download centre's zip: POST /api/download_center_zip `{ identifiers: number[] }` answers the zip id (a JSON
 * string); the zip is built right away (a real archive made with fflate of the files' bytes), but its status says
 * "not ready" (HTTP 202 `{ status: 202 }`) until `zipDelayMs` passed since the request, then 200
 * `{ status: 200, url }`. GET /api/download_center_zip/{id} answers the archive (application/zip, attachment).
 *
 * Anyone may ask for a zip, so what one costs is bounded: each request gets its own id, but requests for the
 * same files share one archive on disk (content-addressed); the archives on disk add up to at most
 * `storeBytes` (the least recently used goes first, and is built again if its request comes back); requests
 * and archives expire after `ttlMs`; and an archive is written and served as a stream, never held in memory.
 * Zips and their index live under `{dataDir}/zips/` and survive restarts.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, existsSync, rmSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { endpointPath } from '#contract/endpoint.ts';
import * as endpoints from '#contract/endpoints.ts';
import { ApiError, badRequest, notFound } from './errors.ts';
import { contentDisposition } from './media.ts';
import type { Media } from './media.ts';
import { JsonFile } from './persist.ts';
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
/** All archives on disk together (default). */
export const ZIP_STORE_BYTES = 1024 * 1024 * 1024;
/** How long a request and an unused archive are kept (default; the download is cacheable for as long). */
export const ZIP_TTL_MS = 60 * 60 * 1000;
const TEXT_FORMATS = new Set(['txt', 'csv', 'dxf', 'obj', 'ifc', 'svg', 'json']);

export interface ZipStoreLimits {
  storeBytes?: number;
  ttlMs?: number;
}

/** One request for a zip: what the visitor's id names. */
interface ZipRequest {
  id: string;
  locale: LocaleCode;
  identifiers: number[];
  entries: ZipEntry[];
  filename: string;
  createdAt: number;
  /** The archive it shares with identical requests. */
  archive: string;
}

interface ZipEntry {
  id: number;
  name: string;
  size: number;
}

/** One archive on disk, named by the hash of what is in it. */
interface Archive {
  key: string;
  state: 'building' | 'ready' | 'failed';
  /** Bytes on disk when ready; the files' total (an upper bound, most are stored) while building. */
  size: number;
  lastUsedAt: number;
  error?: string;
}

interface ZipIndex {
  version: 2;
  requests: Record<string, ZipRequest>;
  archives: Record<string, Archive>;
}

export class Zips {
  readonly #dir: string;
  readonly #index: JsonFile<ZipIndex>;
  readonly #media: Media;
  readonly #delayMs: number;
  readonly #storeBytes: number;
  readonly #ttlMs: number;
  readonly #building = new Map<string, Promise<void>>();
  /** Archives being streamed to a visitor: not evicted meanwhile. */
  readonly #reading = new Map<string, number>();

  constructor(dataDir: string, media: Media, delayMs: number, limits: ZipStoreLimits = {}) {
    this.#dir = join(dataDir, 'zips');
    const empty = (): ZipIndex => ({ version: 2, requests: {}, archives: {} });
    this.#index = new JsonFile(join(this.#dir, 'index.v2.json'), empty);
    if (this.#index.data.version !== 2) this.#index.data = empty();
    // The store before content addressing kept one archive per request: a cache, dropped whole.
    rmSync(join(this.#dir, 'index.json'), { force: true });
    this.#media = media;
    this.#delayMs = delayMs;
    this.#storeBytes = limits.storeBytes ?? ZIP_STORE_BYTES;
    this.#ttlMs = limits.ttlMs ?? ZIP_TTL_MS;
    // Archives interrupted by a restart, or gone from disk, are built again on demand.
    for (const archive of Object.values(this.#index.data.archives)) {
      if (archive.state !== 'failed' && !existsSync(this.#path(archive.key))) archive.state = 'building';
    }
  }

  #path(key: string): string {
    return join(this.#dir, `${key}.zip`);
  }

  create(body: unknown, locale: LocaleCode, loc: LocaleState): string {
    const unique = this.#identifiers(body, loc);
    const files = unique.map((id) => loc.idx.byId.files.get(id));
    const total = files.reduce((sum, f) => sum + (f?.size ?? 0), 0);
    if (total > Math.min(MAX_ZIP_BYTES, this.#storeBytes)) {
      const max = Math.min(MAX_ZIP_BYTES, this.#storeBytes);
      throw new ApiError(413, `The files add up to ${total} bytes; a zip holds at most ${max} bytes.`, {
        totalBytes: total,
        maxBytes: max,
      });
    }
    const used = new Map<string, number>();
    const entries = unique.map((id, i) => {
      const f = files[i];
      const base = (f?.filename || `file-${id}`).replace(/[/\\]/g, '_');
      const n = (used.get(base) ?? 0) + 1;
      used.set(base, n);
      const name = n === 1 ? base : base.replace(/(\.[^.]*)?$/, (ext) => `-${n}${ext}`);
      return { id, name, size: f?.size ?? 0 };
    });
    // Same names, same file versions: the same archive, whoever asks.
    const key = createHash('sha256')
      .update(JSON.stringify(entries.map((e, i) => [e.name, files[i]?.path, e.size, files[i]?.lastModified, files[i]?.format])))
      .digest('hex')
      .slice(0, 32);
    const now = Date.now();
    this.#sweep(now);
    const archive = this.#index.data.archives[key];
    if (!archive || archive.state === 'failed') this.#admit(key, total, now);
    const id = randomUUID();
    this.#index.data.requests[id] = {
      id,
      locale,
      identifiers: unique,
      entries,
      filename: `files-${id.slice(0, 8)}.zip`,
      createdAt: now,
      archive: key,
    };
    this.#touch(key, now);
    this.#index.save();
    this.#build(this.#index.data.requests[id] as ZipRequest, loc);
    return id;
  }

  #identifiers(body: unknown, loc: LocaleState): number[] {
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
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const unknown = unique.filter((id) => !loc.idx.byId.files.has(id));
    if (unknown.length) throw badRequest(`Unknown file identifiers: ${unknown.join(', ')}.`, { unknownIdentifiers: unknown });
    return unique;
  }

  /**
   * Makes room for a new archive of at most `size` bytes: expired archives go, then the least recently used
   * ones that nobody is reading; 503 when the builds in progress already hold the room.
   */
  #admit(key: string, size: number, now: number): void {
    if (this.#building.size >= MAX_ZIPS_BUILDING) {
      throw new ApiError(
        503,
        `${this.#building.size} zips are being built; try again in a few seconds.`,
        {},
        { 'Retry-After': '5' },
      );
    }
    const archives = this.#index.data.archives;
    const onDisk = () => Object.values(archives).reduce((sum, a) => sum + (a.state === 'failed' ? 0 : a.size), 0);
    const evictable = Object.values(archives)
      .filter((a) => a.key !== key && a.state !== 'building' && !this.#reading.has(a.key))
      .sort((a, b) => a.lastUsedAt - b.lastUsedAt);
    for (const archive of evictable) {
      if (onDisk() + size <= this.#storeBytes) break;
      this.#drop(archive.key);
    }
    if (onDisk() + size > this.#storeBytes) {
      throw new ApiError(
        503,
        'The zip store is full with archives being built or read; try again shortly.',
        {},
        { 'Retry-After': '30' },
      );
    }
    archives[key] = { key, state: 'building', size, lastUsedAt: now };
  }

  #touch(key: string, now: number): void {
    const archive = this.#index.data.archives[key];
    if (archive) archive.lastUsedAt = now;
  }

  #drop(key: string): void {
    delete this.#index.data.archives[key];
    rmSync(this.#path(key), { force: true });
  }

  /** Requests past their time are forgotten; archives unused for as long are removed from disk. */
  #sweep(now: number): void {
    const { requests, archives } = this.#index.data;
    for (const [id, request] of Object.entries(requests)) {
      if (now - request.createdAt > this.#ttlMs) delete requests[id];
    }
    for (const archive of Object.values(archives)) {
      if (now - archive.lastUsedAt > this.#ttlMs && archive.state !== 'building' && !this.#reading.has(archive.key)) {
        this.#drop(archive.key);
      }
    }
  }

  /** Builds the archive of a request unless it is there or being built (shared with identical requests). */
  #build(request: ZipRequest, loc: LocaleState | null): Promise<void> {
    const key = request.archive;
    const running = this.#building.get(key);
    if (running) return running;
    const build = (async () => {
      const archive = this.#index.data.archives[key];
      if (!archive || archive.state === 'ready') return;
      try {
        const files = request.entries.map((e) => {
          const f = loc?.idx.byId.files.get(e.id);
          if (!f) throw new Error(`file ${e.id} no longer exists`);
          return { entry: e, file: f };
        });
        archive.size = await this.#write(key, files);
        archive.state = 'ready';
      } catch (err) {
        archive.state = 'failed';
        archive.error = (err as Error).message;
        process.stderr.write(`content-api: zip ${key} failed: ${archive.error}\n`);
      } finally {
        this.#building.delete(key);
        this.#index.save();
      }
    })();
    this.#building.set(key, build);
    return build;
  }

  /** Streams the archive to disk, one file in memory at a time; answers its size. */
  async #write(key: string, files: { entry: ZipEntry; file: FileLike }[]): Promise<number> {
    await mkdir(this.#dir, { recursive: true });
    const temporary = `${this.#path(key)}.${process.pid}.tmp`;
    const handle = await open(temporary, 'w');
    try {
      let size = 0;
      let pending: Promise<unknown> = Promise.resolve();
      let failure: Error | null = null;
      const zip = new Zip((error, chunk) => {
        if (error) failure = error;
        else {
          size += chunk.length;
          pending = pending.then(() => handle.write(chunk));
        }
      });
      for (const { entry, file } of files) {
        const mtime = new Date(file.lastModified);
        const stream = TEXT_FORMATS.has(file.format.toLowerCase())
          ? new ZipDeflate(entry.name, { level: 6 })
          : new ZipPassThrough(entry.name);
        stream.mtime = Number.isNaN(mtime.getTime()) ? new Date('2024-01-01T00:00:00Z') : mtime;
        zip.add(stream);
        stream.push(await this.#media.fileContent(file as Parameters<Media['fileContent']>[0]), true);
        // Each file's bytes reach the disk before the next is read.
        await pending;
        if (failure) throw failure;
      }
      zip.end();
      await pending;
      if (failure) throw failure;
      await handle.close();
      await rename(temporary, this.#path(key));
      return size;
    } catch (error) {
      await handle.close().catch(() => {});
      await rm(temporary, { force: true });
      throw error;
    }
  }

  #request(id: string): ZipRequest {
    this.#sweep(Date.now());
    // Own keys only: `__proto__` or `constructor` are not zips.
    const request = Object.hasOwn(this.#index.data.requests, id) ? this.#index.data.requests[id] : undefined;
    if (!request) throw new ApiError(404, `Zip ${id} not found.`, { status: 404 });
    return request;
  }

  /**
   * The archive of a request, admitted again (and built) when it was evicted or failed before; its build
   * promise when one runs.
   */
  #archiveOf(request: ZipRequest, loc: LocaleState): Archive {
    const now = Date.now();
    let archive = this.#index.data.archives[request.archive];
    if (!archive) {
      this.#admit(
        request.archive,
        request.entries.reduce((sum, e) => sum + e.size, 0),
        now,
      );
      archive = this.#index.data.archives[request.archive] as Archive;
    }
    this.#touch(request.archive, now);
    if (archive.state === 'building' && !this.#building.has(archive.key)) this.#build(request, loc);
    return archive;
  }

  /** 202 `{status: 202}` until ready, then 200 `{status: 200, url}`; a failed build 500 `{status: 500}`. */
  status(id: string, locState: (l: LocaleCode) => LocaleState): { http: number; body: Record<string, unknown> } {
    const request = this.#request(id);
    const archive = this.#archiveOf(request, locState(request.locale));
    if (archive.state === 'failed') {
      return {
        http: 500,
        body: { status: 500, code: 500, message: `The zip could not be built: ${archive.error ?? 'unknown error'}.` },
      };
    }
    const waited = Date.now() - request.createdAt;
    if (archive.state !== 'ready' || waited < this.#delayMs) {
      return { http: 202, body: { status: 202, id: request.id, retryAfterMs: Math.max(0, this.#delayMs - waited) } };
    }
    return {
      http: 200,
      body: {
        status: 200,
        id: request.id,
        url: endpointPath(endpoints.zipArchive, { zipId: request.id }),
        filename: request.filename,
        size: archive.size,
        files: request.entries.length,
      },
    };
  }

  async download(id: string, req: Request, locState: (l: LocaleCode) => LocaleState): Promise<Response> {
    const request = this.#request(id);
    const archive = this.#archiveOf(request, locState(request.locale));
    if (archive.state !== 'ready') await this.#build(request, locState(request.locale));
    if (archive.state !== 'ready') throw new ApiError(500, 'The zip could not be built.');
    const file = this.#path(archive.key);
    if (!existsSync(file)) throw notFound(`Zip ${id} not found.`);
    const headers = {
      'Content-Type': 'application/zip',
      'Content-Length': String(archive.size),
      'Content-Disposition': contentDisposition(request.filename, true),
      'Cache-Control': 'private, max-age=3600',
    };
    if (req.method === 'HEAD') return new Response(null, { status: 200, headers });
    const key = archive.key;
    this.#reading.set(key, (this.#reading.get(key) ?? 0) + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (this.#reading.get(key) ?? 1) - 1;
      if (left > 0) this.#reading.set(key, left);
      else this.#reading.delete(key);
    };
    const stream = createReadStream(file);
    // Read to its end (the visitor has every byte on its way) or given up: 'close' comes later than the
    // visitor's next request can, which then found the store full of an archive nobody was reading.
    stream.once('end', release);
    stream.once('close', release);
    return new Response(Readable.toWeb(stream) as ReadableStream, { status: 200, headers });
  }

  /** Waits for builds in progress (shutdown, tests). */
  async idle(): Promise<void> {
    await Promise.all([...this.#building.values()]);
  }
}

/** What the store reads of a file record. */
interface FileLike {
  filename?: string;
  size: number;
  format: string;
  path: string;
  lastModified: string;
}

/**
 * Real files behind the upload paths.
 *
 * Images: every `url` of an Image in the catalogue (`/uploads/...`) answers a real picture of the record's
 * width×height, rendered deterministically from the path (sharp from an SVG: a calm gradient with soft shapes and
 * the image's alt text), JPEG unless the path ends in .png/.webp/.gif. `/media/cache/resolve/{filter}/uploads/...`
 * (and `/media/cache/{filter}/uploads/...`, LiipImagine's stored form) answer it resized per filter:
 *
 * | filter                 | result                                                   |
 * |------------------------|----------------------------------------------------------|
 * | general_desktop        | 1920 px wide, aspect kept (never enlarged)               |
 * | general_desktop_inset  | 1200 px wide, aspect kept (never enlarged)               |
 * | general_tablet_inset   | 900 px wide, aspect kept (never enlarged)                |
 * | product_teaser         | 600×750 (4:5), cropped to fill, centred                  |
 * | realization_lead       | 1600 px wide, aspect kept (never enlarged)               |
 * | realization_list       | 800×600 (4:3), cropped to fill, centred                  |
 *
 * Downloadable files: every file `path` answers exactly `size` deterministic bytes of its format (filebytes.ts),
 * with its mime type; `?download` adds `Content-Disposition: attachment`.
 *
 * Everything rendered is cached on disk under `{dataDir}/media` and `{dataDir}/files`, and served with
 * `Cache-Control: public, max-age=31536000, immutable` and an ETag.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { etagMatches } from './cache.ts';
import { errorResponse, notFound } from './errors.ts';
import { prng } from './faults.ts';
import { fileBytes } from './filebytes.ts';
import { LOCALES } from './locales.ts';
import { hashHex, seedOf } from './text.ts';
import type { Store } from './store.ts';
import type { FileRecord } from './catalogue/types.ts';
import type { Image } from './catalogue/types.ts';

export interface FilterSpec {
  width: number;
  height?: number;
  crop: boolean;
  description: string;
}

export const FILTERS: Record<string, FilterSpec> = {
  general_desktop: { width: 1920, crop: false, description: '1920 px wide, aspect kept, never enlarged (the default filter)' },
  general_desktop_inset: { width: 1200, crop: false, description: '1200 px wide, aspect kept, never enlarged' },
  general_tablet_inset: { width: 900, crop: false, description: '900 px wide, aspect kept, never enlarged' },
  product_teaser: { width: 600, height: 750, crop: true, description: '600×750 (4:5), cropped to fill, centred' },
  realization_lead: { width: 1600, crop: false, description: '1600 px wide, aspect kept, never enlarged' },
  realization_list: { width: 800, height: 600, crop: true, description: '800×600 (4:3), cropped to fill, centred' },
};

/** Bumped when the rendering changes, so disk caches and ETags follow. */
const RENDER_VERSION = 2;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const DEFAULT_SIZE = { width: 1600, height: 1200 };

export interface ImageMeta {
  width: number;
  height: number;
  alt: string;
}

type OutFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const MIME: Record<OutFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };

function formatOf(path: string): OutFormat {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  if (ext === 'png') return 'png';
  if (ext === 'webp') return 'webp';
  if (ext === 'gif') return 'gif';
  return 'jpeg';
}

const xml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A calm abstract composition seeded by `seed`, as SVG. */
export function artSvg(seed: string, width: number, height: number, label: string): string {
  const r = prng(seedOf(seed));
  const hue = Math.floor(r() * 360);
  const hue2 = (hue + 20 + Math.floor(r() * 60)) % 360;
  const c1 = `hsl(${hue}, ${12 + Math.floor(r() * 18)}%, ${72 + Math.floor(r() * 12)}%)`;
  const c2 = `hsl(${hue2}, ${10 + Math.floor(r() * 20)}%, ${48 + Math.floor(r() * 16)}%)`;
  const floor = `hsl(${hue2}, 12%, ${32 + Math.floor(r() * 12)}%)`;
  const m = Math.min(width, height);
  const shapes: string[] = [];
  const n = 3 + Math.floor(r() * 3);
  for (let i = 0; i < n; i++) {
    const x = Math.round(r() * width);
    const y = Math.round(r() * height * 0.75);
    const op = (0.12 + r() * 0.2).toFixed(2);
    if (r() < 0.5)
      shapes.push(`<circle cx="${x}" cy="${y}" r="${Math.round(m * (0.08 + r() * 0.25))}" fill="#fff" fill-opacity="${op}"/>`);
    else {
      const w = Math.round(width * (0.1 + r() * 0.3));
      const h = Math.round(height * (0.1 + r() * 0.35));
      shapes.push(
        `<rect x="${x - w / 2}" y="${y}" width="${w}" height="${h}" rx="${Math.round(m * 0.02)}" fill="#1a1a1a" fill-opacity="${op}"/>`,
      );
    }
  }
  const shown = label.slice(0, 60);
  // about 0.55 em per character: shrink long labels to fit 90% of the width
  const fontSize = Math.max(6, Math.round(Math.min(m / 14, (width * 0.9) / (0.55 * Math.max(1, shown.length)))));
  const text = label
    ? `<text x="50%" y="${Math.round(height * 0.9)}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${fontSize}" text-anchor="middle" fill="#fff" fill-opacity="0.85">${xml(shown)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<rect y="${Math.round(height * 0.78)}" width="100%" height="${Math.round(height * 0.22) + 1}" fill="${floor}" fill-opacity="0.35"/>
${shapes.join('\n')}
${text}
</svg>`;
}

async function encode(img: Sharp, format: OutFormat): Promise<Buffer> {
  switch (format) {
    case 'png':
      return img.png({ compressionLevel: 6 }).toBuffer();
    case 'webp':
      return img.webp({ quality: 80 }).toBuffer();
    case 'gif':
      return img.gif().toBuffer();
    default:
      return img.jpeg({ quality: 82 }).toBuffer();
  }
}

export async function renderPicture(
  seed: string,
  width: number,
  height: number,
  label: string,
  format: OutFormat,
): Promise<Buffer> {
  return encode(sharp(Buffer.from(artSvg(seed, width, height, label))), format);
}

function safePath(p: string): boolean {
  return p.startsWith('/uploads/') && !p.includes('..') && !p.includes('\0') && !p.includes('\\');
}

async function writeAtomic(path: string, data: Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, path);
}

function contentDisposition(filename: string, attachment: boolean): string {
  const ascii =
    filename
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'file';
  return `${attachment ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export class Media {
  readonly #dataDir: string;
  readonly #store: Store;
  #images: Map<string, ImageMeta> | null = null;
  /** Upload paths of movies (type file); they all play the same small H.264 clip, assets/sample.mp4. */
  #movies = new Set<string>();
  #movieBytes: Uint8Array | null = null;
  readonly #inflight = new Map<string, Promise<Uint8Array>>();

  constructor(dataDir: string, store: Store) {
    this.#dataDir = dataDir;
    this.#store = store;
    store.onInvalidate(() => {
      this.#images = null;
    });
  }

  /** Every Image `url` of the catalogue with its original size (built on first use). */
  imageIndex(): Map<string, ImageMeta> {
    if (this.#images) return this.#images;
    const map = new Map<string, ImageMeta>();
    const seen = new Set<object>();
    const walk = (v: unknown, depth: number): void => {
      if (!v || typeof v !== 'object' || depth > 12) return;
      if (seen.has(v)) return;
      seen.add(v);
      if (Array.isArray(v)) {
        for (const x of v) walk(x, depth + 1);
        return;
      }
      const o = v as Record<string, unknown>;
      // SEO images are plain paths (seoImageSrc); give them the default size.
      if (typeof o.seoImageSrc === 'string' && o.seoImageSrc.startsWith('/uploads/') && !map.has(o.seoImageSrc)) {
        map.set(o.seoImageSrc, { ...DEFAULT_SIZE, alt: '' });
      }
      if (typeof o.movieUrl === 'string' && o.movieUrl.startsWith('/uploads/')) this.#movies.add(o.movieUrl);
      if (typeof o.url === 'string' && o.url.startsWith('/uploads/') && !map.has(o.url)) {
        const img = o as Image;
        map.set(o.url, {
          width: typeof img.width === 'number' && img.width > 0 ? Math.min(img.width, 8000) : DEFAULT_SIZE.width,
          height: typeof img.height === 'number' && img.height > 0 ? Math.min(img.height, 8000) : DEFAULT_SIZE.height,
          alt: typeof img.alt === 'string' ? img.alt : '',
        });
      }
      for (const key in o) {
        const x = o[key];
        if (x && typeof x === 'object') walk(x, depth + 1);
      }
    };
    for (const code of LOCALES) walk(this.#store.catalogue.locales[code], 0);
    this.#images = map;
    return map;
  }

  fileRecord(path: string): FileRecord | undefined {
    for (const code of LOCALES) {
      const f = this.#store.locale(code).idx.filesByPath.get(path);
      if (f) return f;
    }
    return undefined;
  }

  #once(key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
    let p = this.#inflight.get(key);
    if (!p) {
      p = make().finally(() => this.#inflight.delete(key));
      this.#inflight.set(key, p);
    }
    return p;
  }

  async #cached(diskPath: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
    return this.#once(diskPath, async () => {
      if (existsSync(diskPath)) {
        try {
          return await readFile(diskPath);
        } catch {
          // fall through and re-render
        }
      }
      const bytes = await make();
      await writeAtomic(diskPath, bytes);
      return bytes;
    });
  }

  async original(path: string, meta: ImageMeta): Promise<Uint8Array> {
    const disk = join(this.#dataDir, 'media', 'original', `v${RENDER_VERSION}-${meta.width}x${meta.height}`, path);
    return this.#cached(disk, () => renderPicture(path, meta.width, meta.height, meta.alt, formatOf(path)));
  }

  async filtered(filter: string, path: string, meta: ImageMeta): Promise<Uint8Array> {
    const spec = FILTERS[filter];
    if (!spec) throw new Error(`unknown filter ${filter}`);
    const disk = join(this.#dataDir, 'media', 'cache', filter, `v${RENDER_VERSION}-${meta.width}x${meta.height}`, path);
    return this.#cached(disk, async () => {
      const original = await this.original(path, meta);
      const img = sharp(original).resize(
        spec.crop
          ? { width: spec.width, height: spec.height, fit: 'cover', position: 'centre' }
          : { width: spec.width, withoutEnlargement: true },
      );
      return encode(img, formatOf(path));
    });
  }

  async fileContent(f: FileRecord): Promise<Uint8Array> {
    const ext = /\.([a-z0-9]+)$/i.exec(f.path)?.[1] ?? 'bin';
    const disk = join(this.#dataDir, 'files', `${hashHex(RENDER_VERSION, f.path, f.size, f.format).slice(0, 32)}.${ext}`);
    return this.#cached(disk, () =>
      fileBytes(
        { path: f.path, size: f.size, format: f.format, name: f.name, filename: f.filename },
        (seed, w, h, label, format) => renderPicture(seed, w, h, label, format),
      ),
    );
  }

  #respond(req: Request, bytes: Uint8Array, type: string, etag: string, disposition: string | null): Response {
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': IMMUTABLE,
      ETag: etag,
    };
    if (disposition) headers['Content-Disposition'] = disposition;
    if (etagMatches(req.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
    headers['Content-Length'] = String(bytes.length);
    return new Response(req.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), { status: 200, headers });
  }

  /** GET /uploads/... : a downloadable file or an original image. */
  async serveUpload(req: Request, path: string, download: boolean): Promise<Response> {
    if (!safePath(path)) return errorResponse(notFound(`No file at ${path}.`), 'json');
    const f = this.fileRecord(path);
    if (f) {
      const bytes = await this.fileContent(f);
      const etag = `"f${hashHex(RENDER_VERSION, f.path, f.size, f.format).slice(0, 24)}"`;
      return this.#respond(
        req,
        bytes,
        f.mime || 'application/octet-stream',
        etag,
        download ? contentDisposition(f.filename || f.name, true) : null,
      );
    }
    const meta = this.imageIndex().get(path);
    if (!meta && this.#movies.has(path)) {
      this.#movieBytes ??= new Uint8Array(await readFile(join(import.meta.dirname, 'assets/sample.mp4')));
      const etag = `"m${hashHex(RENDER_VERSION, path, this.#movieBytes.length).slice(0, 24)}"`;
      const name = path.split('/').pop() ?? 'movie.mp4';
      return this.#respond(req, this.#movieBytes, 'video/mp4', etag, download ? contentDisposition(name, true) : null);
    }
    if (!meta) return errorResponse(notFound(`No file at ${path}.`), 'json');
    const bytes = await this.original(path, meta);
    const etag = `"i${hashHex(RENDER_VERSION, path, meta.width, meta.height, meta.alt).slice(0, 24)}"`;
    const name = path.split('/').pop() ?? 'image';
    return this.#respond(req, bytes, MIME[formatOf(path)], etag, download ? contentDisposition(name, true) : null);
  }

  /** GET /media/cache/resolve/{filter}/uploads/... */
  async serveFiltered(req: Request, filter: string, path: string, download: boolean): Promise<Response> {
    if (!FILTERS[filter]) {
      return errorResponse(notFound(`Unknown image filter "${filter}". Filters: ${Object.keys(FILTERS).join(', ')}.`), 'json');
    }
    if (!safePath(path)) return errorResponse(notFound(`No image at ${path}.`), 'json');
    const meta = this.imageIndex().get(path);
    if (!meta) return errorResponse(notFound(`No image at ${path}.`), 'json');
    const bytes = await this.filtered(filter, path, meta);
    const etag = `"r${hashHex(RENDER_VERSION, filter, path, meta.width, meta.height, meta.alt).slice(0, 24)}"`;
    const name = path.split('/').pop() ?? 'image';
    return this.#respond(req, bytes, MIME[formatOf(path)], etag, download ? contentDisposition(name, true) : null);
  }
}

export { contentDisposition };

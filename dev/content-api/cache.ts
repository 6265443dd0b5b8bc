/**
 * In-memory response cache of the JSON GET endpoints: computed once per (locale, format, url), kept until a CMS
 * write to the locale invalidates it. LRU-bounded by total body bytes. Each entry carries its ETag (a hash of the
 * body), so If-None-Match revalidation is answered with 304 without recomputing.
 */
import { createHash } from 'node:crypto';
import type { LocaleCode } from './catalogue/types.ts';

export interface CacheEntry {
  status: number;
  /** The UTF-8 body, encoded once. */
  body: Buffer;
  etag: string;
  contentType: string;
  /** The tags of its cache-tag header (cache-tags.ts); empty when the response read no record. */
  cacheTags: string[];
}

export function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when an If-None-Match header matches the ETag (weak comparison, `*` matches). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  const target = strip(etag);
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || strip(t) === target);
}

export class ResponseCache {
  readonly #entries = new Map<string, CacheEntry>();
  readonly #maxBytes: number;
  #bytes = 0;
  hits = 0;
  misses = 0;

  constructor(maxBytes = 128 * 1024 * 1024) {
    this.#maxBytes = maxBytes;
  }

  static key(locale: LocaleCode, format: string, url: string): string {
    return `${locale}\u0001${format}\u0001${url}`;
  }

  get(key: string): CacheEntry | undefined {
    const e = this.#entries.get(key);
    if (e) {
      this.hits++;
      // LRU: move to the end
      this.#entries.delete(key);
      this.#entries.set(key, e);
    } else this.misses++;
    return e;
  }

  set(key: string, entry: CacheEntry): void {
    const old = this.#entries.get(key);
    if (old) {
      this.#bytes -= old.body.byteLength;
      this.#entries.delete(key);
    }
    this.#entries.set(key, entry);
    this.#bytes += entry.body.byteLength;
    while (this.#bytes > this.#maxBytes && this.#entries.size > 1) {
      const first = this.#entries.keys().next().value as string;
      const e = this.#entries.get(first);
      this.#entries.delete(first);
      if (e) this.#bytes -= e.body.byteLength;
    }
  }

  clearLocale(locale: LocaleCode): void {
    const prefix = `${locale}\u0001`;
    for (const [k, e] of this.#entries) {
      if (k.startsWith(prefix)) {
        this.#entries.delete(k);
        this.#bytes -= e.body.byteLength;
      }
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#entries.size;
  }
}

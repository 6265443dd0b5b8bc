/**
 * A built dist/ as the quality gates see it: the set of its files, the URL path each HTML file is served at,
 * how a URL path resolves to a file (the CDN's rules: `/x/` → x/index.html, `/x` → the file x, else a 301 to
 * `/x/`), gzip sizes, and small report helpers shared by the gates.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { matchRedirect, parseRedirects, type RedirectRule } from '#builder/hosting/redirects.ts';

export interface DistFiles {
  /** Paths relative to the dist root with '/' separators, e.g. 'pl/index.html', '_astro/client.B1.js'. */
  files: ReadonlySet<string>;
  read(rel: string): Promise<Buffer | null>;
}

/** Every file under a directory (relative paths). */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

export async function openDist(root: string): Promise<DistFiles> {
  const files = new Set(await listFiles(root));
  return {
    files,
    async read(rel) {
      if (!files.has(rel)) return null;
      return readFile(path.join(root, rel));
    },
  };
}

/** An in-memory dist (tests). */
export function memoryDist(contents: Record<string, string | Buffer>): DistFiles {
  const files = new Set(Object.keys(contents));
  return {
    files,
    async read(rel) {
      const value = contents[rel];
      return value === undefined ? null : Buffer.isBuffer(value) ? value : Buffer.from(value);
    },
  };
}

/** URL path an HTML file is served at: 'pl/x/index.html' → '/pl/x/', 'index.html' → '/', '404.html' → '/404.html'. */
export function pagePathOf(rel: string): string {
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'index.html'.length)}`;
  return `/${rel}`;
}

export function htmlFilesOf(dist: DistFiles): string[] {
  return [...dist.files].filter((f) => f.endsWith('.html')).sort();
}

export interface Resolved {
  /** The file served, relative to dist. */
  file: string;
  /** The path the file is served at (a directory page with its trailing slash). */
  servedPath: string;
  /** The request answers with a redirect first (a missing trailing slash, or a _redirects rule). */
  redirect: string | null;
}

/**
 * The dist file a URL path is answered with, or null (a 404). Query and fragment must be stripped. Follows
 * 3xx rules of `_redirects` (the prefix domain's `/` → `/pl/`), not the 404 fallbacks.
 */
export function resolvePath(dist: DistFiles, urlPath: string, rules: readonly RedirectRule[] = [], depth = 0): Resolved | null {
  let decoded: string;
  try {
    decoded = decodeURI(urlPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/')) return null;
  const rel = path.posix.normalize(decoded).slice(1);
  if (rel.startsWith('..')) return null;
  if (decoded.endsWith('/')) {
    const index = `${rel}${rel && !rel.endsWith('/') ? '/' : ''}index.html`;
    if (dist.files.has(index)) return { file: index, servedPath: decoded, redirect: null };
  } else {
    if (dist.files.has(rel)) return { file: rel, servedPath: decoded, redirect: null };
    const index = `${rel}/index.html`;
    if (dist.files.has(index)) return { file: index, servedPath: `${decoded}/`, redirect: `${decoded}/` };
    if (dist.files.has(`${rel}.html`)) return { file: `${rel}.html`, servedPath: decoded, redirect: null };
  }
  if (depth < 5) {
    const matched = matchRedirect(rules, decoded);
    if (matched && matched.rule.status >= 300 && matched.rule.status < 400 && matched.to.startsWith('/')) {
      const target = resolvePath(dist, matched.to, rules, depth + 1);
      if (target) return { ...target, redirect: matched.to };
    }
  }
  return null;
}

export async function readRedirects(dist: DistFiles): Promise<RedirectRule[]> {
  const text = (await dist.read('_redirects'))?.toString('utf8') ?? '';
  return parseRedirects(text);
}

const gzipAsync = promisify(zlib.gzip);

export async function gzipSize(data: Buffer | string, level: number): Promise<number> {
  if (data.length === 0) return 0;
  return (await gzipAsync(typeof data === 'string' ? Buffer.from(data) : data, { level })).length;
}

/** Runs `fn` over items with at most `limit` at a time, keeping order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** A plain text table, columns padded; numeric-looking cells right-aligned. */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = /^(?=.*\d)[\d.,\s%/–-]+(KB|s|ms)?( !)?$/;
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (numeric.test(c) && i > 0 ? c.padStart(widths[i] as number) : c.padEnd(widths[i] as number)))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

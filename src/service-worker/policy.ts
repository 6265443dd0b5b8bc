/**
 * What the service worker does with each request, as pure functions (unit-tested without a browser):
 *
 * - hashed build assets (/_astro/*) never change under their name: cache first;
 * - pages: network first, so a rebuilt page is shown as soon as it is deployed; the kept copy answers only
 *   when the network fails or is slower than NETWORK_TIMEOUT_MS, and the locale's offline page stands in
 *   for a page never visited;
 * - images (/media, /uploads, /images, icons): the kept copy at once, refreshed in the background;
 * - the content API (/api/*), the worker itself, admin previews and anything of another origin: not touched.
 */

import { API_PATH } from '#contract/proxied-paths.ts';

/** What the build writes into sw.js. */
export interface ServiceWorkerConfig {
  /** Changes with every deploy that changes a page: a new worker, new page cache, old one dropped. */
  version: string;
  /** Pages kept at install: each locale's home page and offline page. */
  precache: string[];
  /** Offline page per locale prefix ('' on a domain without prefixes), longest prefix first. */
  offlinePages: { prefix: string; path: string }[];
}

export type Strategy = 'cache-first' | 'network-first' | 'stale-while-revalidate' | 'none';

/** How long a page request waits for the network before a kept copy is shown (it keeps loading for the cache). */
export const NETWORK_TIMEOUT_MS = 3000;
/** Images kept at most; the oldest go first. */
export const MEDIA_CACHE_LIMIT = 200;
/** Build assets kept at most (hashed: old ones are dead weight after a deploy). */
export const ASSET_CACHE_LIMIT = 150;

export const CACHE_PREFIX = 'site-';
/** The message a page sends its new worker with the addresses it loaded before the worker controlled it. */
export const KEEP_LOADED_ASSETS = 'keep-loaded-assets';
export const assetCacheName = () => `${CACHE_PREFIX}assets`;
export const mediaCacheName = () => `${CACHE_PREFIX}media`;
export const pageCacheName = (version: string) => `${CACHE_PREFIX}pages-${version}`;

const NEVER = [`${API_PATH}/`, '/admin/', '/sw.js'];
const MEDIA = ['/media/', '/uploads/', '/images/'];
const ICONS = ['/favicon.png', '/apple-touch-icon.png'];

export interface RequestLike {
  method: string;
  url: string;
  /** 'navigate' for page loads. */
  mode: string;
}

export function strategyFor(request: RequestLike, origin: string): Strategy {
  if (request.method !== 'GET') return 'none';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'none';
  const { pathname } = url;
  if (NEVER.some((p) => pathname.startsWith(p) || pathname === p.replace(/\/$/, ''))) return 'none';
  if (pathname.startsWith('/_astro/')) return 'cache-first';
  if (MEDIA.some((p) => pathname.startsWith(p)) || ICONS.includes(pathname)) return 'stale-while-revalidate';
  if (request.mode === 'navigate') return 'network-first';
  return 'none';
}

/** The offline page for a path: the one of its locale prefix, else the first (the domain's default locale). */
export function offlinePageFor(pathname: string, pages: ServiceWorkerConfig['offlinePages']): string | null {
  const match = pages.find((p) => p.prefix && (pathname === p.prefix || pathname.startsWith(`${p.prefix}/`)));
  return (match ?? pages.find((p) => !p.prefix) ?? pages[0])?.path ?? null;
}

/** The build assets a kept page needs to display (its stylesheets, scripts and preloads), in document order. */
export function assetsOf(html: string): string[] {
  const found = new Set<string>();
  for (const [, url] of html.matchAll(/\b(?:href|src)="(\/_astro\/[^"?#]+)"/g)) if (url) found.add(url);
  return [...found];
}

/**
 * The modules a build module imports statically (`import{a}from"./x.js"`, `import"./x.js"`): the browser
 * fetches them before the module runs, so a page whose script is kept needs them kept too, or the script
 * fails as a whole offline. Build modules import their siblings by relative paths; dynamic imports
 * (`import(...)`, loaded on demand) are left out, as are addresses outside /_astro/.
 */
export function moduleImportsOf(source: string, moduleUrl: string): string[] {
  const found = new Set<string>();
  for (const [, specifier] of source.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`?#]+\.js)["'`]/g)) {
    const url = new URL(specifier as string, new URL(moduleUrl, 'http://module.invalid'));
    if (url.pathname.startsWith('/_astro/')) found.add(url.pathname);
  }
  return [...found];
}

/**
 * The build assets among the addresses a page loaded (its Resource Timing entries): what it fetched before
 * the service worker controlled it, which the worker's cache-first rule never saw.
 */
export function buildAssetsAmong(urls: readonly string[], origin: string): string[] {
  const found = new Set<string>();
  for (const address of urls) {
    const url = new URL(address, origin);
    if (url.origin === origin && url.pathname.startsWith('/_astro/') && !url.search) found.add(url.pathname);
  }
  return [...found];
}

/** Whether a response may be kept: complete, successful, of this origin. */
export function isCacheable(response: { ok: boolean; status: number; type: string }): boolean {
  return response.ok && response.status === 200 && response.type === 'basic';
}

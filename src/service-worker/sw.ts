/// <reference lib="webworker" />
/**
 * The site's service worker, served at /sw.js with scope /. The build bundles this file with the config of
 * the deploy (builder/generator/service-worker.ts), so every deploy that changes a page installs a new worker,
 * which takes over at once and drops the previous deploy's page cache. The request rules are in policy.ts.
 */
import {
  ASSET_CACHE_LIMIT,
  CACHE_PREFIX,
  KEEP_LOADED_ASSETS,
  MEDIA_CACHE_LIMIT,
  NETWORK_TIMEOUT_MS,
  type ServiceWorkerConfig,
  assetCacheName,
  assetsOf,
  buildAssetsAmong,
  isCacheable,
  moduleImportsOf,
  mediaCacheName,
  offlinePageFor,
  pageCacheName,
  strategyFor,
} from './policy.ts';

declare const self: ServiceWorkerGlobalScope;
declare const SW_CONFIG: ServiceWorkerConfig;

const config = SW_CONFIG;
const pages = pageCacheName(config.version);

/** Keeps a response, then drops the oldest entries beyond the limit (keys come in insertion order). */
async function keep(cacheName: string, request: Request | string, response: Response, limit?: number): Promise<void> {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  if (limit) {
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
  }
}

/**
 * Keeps build assets and, for scripts, every module they import (transitively), each fetched once (from the
 * HTTP cache when the page already loaded it). A `required` asset that fails fails the whole keep (the
 * install must not activate a worker whose kept pages could not show); the others are kept as far as they
 * load.
 */
async function keepAssets(urls: Iterable<string>, required: boolean): Promise<void> {
  const cache = await caches.open(assetCacheName());
  const seen = new Set<string>();
  const keepOne = async (url: string): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    if (!required && (await cache.match(url))) return;
    const response = await fetch(url).catch(() => null);
    if (!response || !isCacheable(response)) {
      if (required) throw new Error(`sw: ${url} answered ${response?.status ?? 'nothing'}`);
      return;
    }
    const imports = url.endsWith('.js') ? moduleImportsOf(await response.clone().text(), url) : [];
    await cache.put(url, response);
    await Promise.all(imports.map(keepOne));
  };
  await Promise.all([...urls].map(keepOne));
}

async function precache(): Promise<void> {
  const cache = await caches.open(pages);
  const assets = new Set<string>();
  await Promise.all(
    config.precache.map(async (path) => {
      const response = await fetch(path, { cache: 'reload' });
      if (!isCacheable(response)) throw new Error(`sw: ${path} answered ${response.status}`);
      for (const asset of assetsOf(await response.clone().text())) assets.add(asset);
      await cache.put(path, response);
    }),
  );
  // The kept pages must display offline: their stylesheets and scripts too, with the modules those import.
  await keepAssets(assets, true);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keepNames = new Set([pages, assetCacheName(), mediaCacheName()]);
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && !keepNames.has(n)).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (isCacheable(response)) await keep(assetCacheName(), request, response.clone(), ASSET_CACHE_LIMIT);
  return response;
}

async function staleWhileRevalidate(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const cached = await caches.match(request);
  const refreshed = fetch(request).then(async (response) => {
    if (isCacheable(response)) await keep(mediaCacheName(), request, response.clone(), MEDIA_CACHE_LIMIT);
    return response;
  });
  if (cached) {
    event.waitUntil(refreshed.catch(() => undefined));
    return cached;
  }
  return refreshed;
}

/** The kept copy of a page, keyed by its address without query or fragment. */
function pageKey(request: Request): string {
  const url = new URL(request.url);
  return url.origin + url.pathname;
}

async function networkFirst(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const cache = await caches.open(pages);
  const network = fetch(request).then(async (response) => {
    if (isCacheable(response) && !response.redirected) await cache.put(pageKey(request), response.clone());
    return response;
  });
  event.waitUntil(network.catch(() => undefined));
  const fallback = async (): Promise<Response> => {
    const cached = await cache.match(pageKey(request));
    if (cached) return cached;
    const offline = offlinePageFor(new URL(request.url).pathname, config.offlinePages);
    const page = offline ? await cache.match(offline) : undefined;
    return page ?? Response.error();
  };
  // A slow network shows the kept copy after the timeout; with nothing kept, the page keeps waiting.
  const slow = new Promise<Response | null>((resolve) => {
    setTimeout(async () => resolve((await cache.match(pageKey(request))) ?? null), NETWORK_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([network, slow]);
    return first ?? (await network);
  } catch {
    return fallback();
  }
}

/**
 * A page loaded before this worker controlled it (the first visit) sends what it fetched: the build assets
 * among them are kept, so that the page works offline with the code it already ran.
 */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== KEEP_LOADED_ASSETS || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url): url is string => typeof url === 'string');
  event.waitUntil(keepAssets(buildAssetsAmong(urls, self.location.origin), false));
});

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, self.location.origin);
  if (strategy === 'cache-first') event.respondWith(cacheFirst(event.request));
  else if (strategy === 'stale-while-revalidate') event.respondWith(staleWhileRevalidate(event));
  else if (strategy === 'network-first') event.respondWith(networkFirst(event));
});

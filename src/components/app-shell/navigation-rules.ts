/**
 * Pure decisions of the app shell's navigation helpers (unit-tested): which clicks start a page navigation
 * (the loading bar) or deserve a prefetch, whether the connection allows prefetching, and the chunk-reload
 * guard's rule.
 */
import { isProxiedPath } from '#contract/proxied-paths.ts';

/** The loading bar shows only for a navigation slower than this (a fast page never flashes it). */
export const LOADING_BAR_THROTTLE_MS = 200;
/** The bar's run from start to nearly full; a navigation that takes longer leaves it near the end. */
export const LOADING_BAR_DURATION_MS = 5000;
/** After a failed code-chunk load the page reloads once, and not again within this time. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';

export interface LinkLike {
  href: string;
  target: string;
  hasDownload: boolean;
}

/** A link to another page of this site that the browser opens in this tab. */
export function isPageNavigation(link: LinkLike, current: { origin: string; pathname: string; search: string }): boolean {
  if (link.hasDownload || (link.target && link.target !== '_self')) return false;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return false;
  }
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return false;
  // Same page with another fragment: a jump, not a navigation.
  if (url.pathname === current.pathname && url.search === current.search) return false;
  // What the API serves through the proxy, the admin routes and files are not pages of the site.
  return !isProxiedPath(url.pathname) && !url.pathname.startsWith('/admin/') && !/\.[a-z0-9]{2,5}$/i.test(url.pathname);
}

export interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching is skipped on 2g (and slower) and when the visitor asked to save data. */
export function mayPrefetch(connection: ConnectionLike | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Whether a failed chunk load may reload the page: never twice within the guard time. */
export function mayReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/** Messages of a failed dynamic import (Chromium, Firefox, Safari) or of Vite's preload helper. */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

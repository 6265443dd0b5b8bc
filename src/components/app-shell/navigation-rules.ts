/**
 * Pure decisions of the app shell's navigation helpers (unit-tested): which clicks start a page navigation
 * (the loading bar) or deserve a prefetch, whether the connection allows prefetching, whether a page
 * transition is worth keeping, and the chunk-reload guard's rule.
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

type Location = { origin: string; pathname: string; search: string };

/** An address of a page of this site: what the API serves through the proxy, the admin routes and files are not. */
function isSitePage(url: URL, current: Pick<Location, 'origin'>): boolean {
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return false;
  return !isProxiedPath(url.pathname) && !url.pathname.startsWith('/admin/') && !/\.[a-z0-9]{2,5}$/i.test(url.pathname);
}

function parsed(href: string): URL | null {
  try {
    return new URL(href);
  } catch {
    return null;
  }
}

const opensHere = (link: LinkLike) => !link.hasDownload && (!link.target || link.target === '_self');
const isThisPage = (url: URL, current: Location) =>
  url.origin === current.origin && url.pathname === current.pathname && url.search === current.search;

/** A link to another page of this site that the browser opens in this tab. */
export function isPageNavigation(link: LinkLike, current: Location): boolean {
  if (!opensHere(link)) return false;
  const url = parsed(link.href);
  if (!url || !isSitePage(url, current)) return false;
  // Same page with another fragment: a jump, not a navigation.
  return !isThisPage(url, current);
}

/** The fragment (`#id`, decoded, without the `#`) a link jumps to on this page, or null when it goes elsewhere. */
export function jumpFragment(link: LinkLike, current: Location): string | null {
  const url = opensHere(link) ? parsed(link.href) : null;
  if (!url || !isThisPage(url, current) || url.hash.length < 2) return null;
  try {
    return decodeURIComponent(url.hash.slice(1));
  } catch {
    return null;
  }
}

/**
 * A page slower than this to arrive is shown at once, without the fade: Chromium gives the next page about
 * 4 s from the click to show itself and then aborts the transition with an error in that page, which no
 * script of it can catch (the error comes before its scripts run).
 */
export const PAGE_TRANSITION_MAX_WAIT_MS = 1000;

/**
 * Whether the page transition to `next` (the address the browser is about to show) may run: only to a page of
 * this site (an image or a file cannot take part, and its document would report the aborted transition), and
 * only when the navigation has not waited too long (`waitedMs`, null when unknown, e.g. back and forward).
 */
export function keepsPageTransition(
  next: string | undefined,
  waitedMs: number | null,
  current: Pick<Location, 'origin'>,
): boolean {
  const url = next ? parsed(next) : null;
  if (!url || !isSitePage(url, current)) return false;
  return waitedMs === null || waitedMs <= PAGE_TRANSITION_MAX_WAIT_MS;
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

/**
 * Whether a failed chunk load may reload the page: never while the browser knows it is offline (the load
 * failed for want of a network, and a reload would bring no newer code, only lose what the visitor was
 * doing), and never twice within the guard time.
 */
export function mayReloadForChunk(lastReloadAt: number | null, now: number, online: boolean): boolean {
  if (!online) return false;
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/** Messages of a failed dynamic import (Chromium, Firefox, Safari) or of Vite's preload helper. */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

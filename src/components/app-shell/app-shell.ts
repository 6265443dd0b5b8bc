/**
 * The app shell's browser side, run once on every page (AppShell.astro): registers the service worker, runs
 * the loading bar on navigation, prefetches links the visitor is about to open, shows the online/offline
 * notice, reloads the page once when a code chunk fails to load after a deploy, and starts the motion on
 * scroll (scroll-motion.ts: cards that appear, jump links that glide). Page transitions are CSS (global.css,
 * cross-document view transitions); this script only skips the ones that could not succeed.
 */
import { $navigating, $online } from '../../stores/app-shell.ts';
import { takeFailedChunk } from './chunk-reload.ts';
import { REDUCED_MOTION } from '../content/scroll-rules.ts';
import { KEEP_LOADED_ASSETS } from '../../service-worker/policy.ts';
import { whenIdle } from '../ui/when-idle.ts';
import {
  type ConnectionLike,
  LOADING_BAR_THROTTLE_MS,
  isChunkLoadError,
  isPageNavigation,
  keepsPageTransition,
  mayPrefetch,
} from './navigation-rules.ts';

/**
 * On a first visit the page loads its code before the worker controls it, so the worker's cache-first rule
 * never sees it: once the worker takes over, the page tells it what it loaded, for the worker to keep.
 */
function sendLoadedAssetsOnTakeover(container: ServiceWorkerContainer): void {
  if (container.controller) return;
  container.addEventListener(
    'controllerchange',
    () => {
      const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
      container.controller?.postMessage({ type: KEEP_LOADED_ASSETS, urls });
    },
    { once: true },
  );
}

function registerServiceWorker(): void {
  const register = () => {
    // A browser without service workers (or one that refuses, e.g. private mode) is simply not offline-capable.
    try {
      const container = navigator.serviceWorker;
      if (!container) return;
      sendLoadedAssetsOnTakeover(container);
      container.register('/sw.js', { scope: '/' }).catch(() => {});
    } catch {
      // swallowed: no support
    }
  };
  // After the page has loaded: the worker's install fetches the pages it keeps, which must not compete with
  // the page's own loading.
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', () => setTimeout(register, 0), { once: true });
}

function linkOf(event: Event): HTMLAnchorElement | null {
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return target instanceof HTMLAnchorElement ? target : null;
}

const navigatesAway = (link: HTMLAnchorElement) =>
  isPageNavigation({ href: link.href, target: link.target, hasDownload: link.hasAttribute('download') }, window.location);

/** When the navigation under way started (a click or a submit here), for the page transition's rule. */
let navigationStartedAt: number | null = null;

function trackNavigation(bar: HTMLElement | null): void {
  let timer: number | undefined;
  $navigating.subscribe((navigating) => {
    window.clearTimeout(timer);
    if (!bar) return;
    if (!navigating) {
      bar.hidden = true;
      bar.removeAttribute('data-running');
      return;
    }
    // Throttled: only a navigation still running after 200 ms shows the bar.
    timer = window.setTimeout(() => {
      bar.hidden = false;
      // The next frame starts the 5 s progress transition from zero (global.css).
      requestAnimationFrame(() => requestAnimationFrame(() => bar.setAttribute('data-running', '')));
    }, LOADING_BAR_THROTTLE_MS);
  });
  document.addEventListener('click', (event) => {
    const link = linkOf(event);
    if (
      link &&
      !event.defaultPrevented &&
      event.button === 0 &&
      !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
      navigatesAway(link)
    ) {
      navigationStartedAt = performance.now();
      $navigating.set(true);
    }
  });
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!event.defaultPrevented && form instanceof HTMLFormElement && !form.target && form.method !== 'dialog') {
      navigationStartedAt = performance.now();
      $navigating.set(true);
    }
  });
  // Back from the back/forward cache: the page is shown again as it was left.
  window.addEventListener('pageshow', () => {
    navigationStartedAt = null;
    $navigating.set(false);
  });
}

/**
 * The next document is about to replace this one (`pageswap`, where supported): a transition it could not
 * take part in (an image, a file) or one that waited too long is skipped here, before Chromium aborts it with
 * an InvalidStateError in the next document, where nothing can catch it.
 */
function skipDoomedTransitions(): void {
  window.addEventListener('pageswap', (event) => {
    const { viewTransition, activation } = event as PageSwapEvent;
    if (!viewTransition) return;
    const waited = navigationStartedAt === null ? null : performance.now() - navigationStartedAt;
    if (!keepsPageTransition(activation?.entry?.url ?? undefined, waited, window.location)) viewTransition.skipTransition();
  });
}

function prefetchLinks(): void {
  const connection = (navigator as Navigator & { connection?: ConnectionLike }).connection;
  const done = new Set<string>([window.location.href.split('#')[0] ?? '']);
  const prefetch = (event: Event) => {
    const link = linkOf(event);
    if (!link || !navigatesAway(link) || !mayPrefetch(connection)) return;
    const href = link.href.split('#')[0] ?? '';
    if (done.has(href)) return;
    done.add(href);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = href;
    document.head.append(hint);
  };
  // Intent: the pointer resting on a link, a touch starting on it, or keyboard focus.
  let hover: number | undefined;
  document.addEventListener(
    'pointerover',
    (event) => {
      window.clearTimeout(hover);
      hover = window.setTimeout(() => prefetch(event), 80);
    },
    { passive: true },
  );
  document.addEventListener('touchstart', prefetch, { passive: true });
  document.addEventListener('focusin', prefetch);
}

function connectionNotice(notice: HTMLElement | null): void {
  const update = () => $online.set(navigator.onLine);
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  if (!notice) return;
  let hide: number | undefined;
  const show = (online: boolean) => {
    window.clearTimeout(hide);
    notice.textContent = notice.dataset[online ? 'online' : 'offline'] ?? '';
    notice.dataset.state = online ? 'online' : 'offline';
    notice.hidden = false;
    // Back online is news for a moment; offline stays shown while it lasts.
    if (online) hide = window.setTimeout(() => (notice.hidden = true), 4000);
  };
  $online.listen(show);
  // A page opened without a network (a kept copy, the offline page) says so at once.
  update();
  if (!$online.get()) show(false);
}

function chunkReloadGuard(): void {
  // Vite's preload helper reports a chunk (or its CSS) that cannot be fetched; taking the error (preventDefault)
  // makes the import resolve to nothing, which importChunk holds until the guard has decided. When the guard
  // may not reload the error goes on to the caller.
  window.addEventListener('vite:preloadError', (event) => {
    if (takeFailedChunk((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  });
  // A plain dynamic import that nobody caught.
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason) && takeFailedChunk(event.reason)) event.preventDefault();
  });
  // An island whose code failed to load twice (Astro retries once with a query): not logged when taken.
  document.addEventListener('astro:hydration-error', (event) => {
    const { error } = (event as CustomEvent<{ error?: unknown }>).detail ?? {};
    if (isChunkLoadError(error) && takeFailedChunk(error)) event.preventDefault();
  });
}

/**
 * Motion on scroll (scroll-motion.ts) is no part of what a page needs to be used: it loads once the page is
 * idle, off every page's critical path, and never for a visitor who prefers reduced motion. A visitor who
 * scrolls or jumps before it has come simply sees no motion; a chunk that fails to load leaves it out.
 */
function scrollMotionWhenIdle(): void {
  if (window.matchMedia(REDUCED_MOTION).matches) return;
  whenIdle(() => {
    import('./scroll-motion.ts').then((motion) => motion.initScrollMotion()).catch(() => {});
  });
}

export function initAppShell(): void {
  registerServiceWorker();
  trackNavigation(document.querySelector<HTMLElement>('[data-loading-bar]'));
  prefetchLinks();
  connectionNotice(document.querySelector<HTMLElement>('[data-connection-notice]'));
  chunkReloadGuard();
  skipDoomedTransitions();
  scrollMotionWhenIdle();
}

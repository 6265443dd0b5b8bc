/**
 * The chunk-reload guard: code that fails to load on demand (a tab left open across a deploy asks for chunks
 * the new deploy no longer has) reloads the page once, for the new deploy's code, and never twice within 60 s
 * (a chunk that is really gone must not reload in a loop), and not at all while the browser is offline.
 *
 * Failed loads reach it three ways: our own dynamic imports through `importChunk` (they catch their errors to
 * fall back, e.g. the photo viewer to the bare image, which would otherwise win over the reload), Vite's
 * preload helper (`vite:preloadError`, app-shell.ts) and Astro's islands (`astro:hydration-error`, app-shell.ts).
 */
import { CHUNK_RELOAD_KEY, isChunkLoadError, mayReloadForChunk } from './navigation-rules.ts';

/** Reloads the page unless the guard forbids it; whether the page is now reloading. */
export function reloadForFailedChunk(): boolean {
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN);
    if (!mayReloadForChunk(last, Date.now(), navigator.onLine)) return false;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    // Without session storage there is no way to remember a reload: do not risk a loop.
    return false;
  }
  window.location.reload();
  return true;
}

/** What a load answers while the page reloads: nothing, ever, so no fallback of the caller races the reload. */
const reloading = new Promise<never>(() => {});

/**
 * A module loaded on demand, through the guard: when its chunk fails to load the page reloads once and the
 * promise never settles; within the guard time the failure is passed on to the caller's fallback.
 */
export function importChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().then(
    // Vite's preload helper resolves undefined once app-shell.ts took its error for a reload.
    (module) => (module === undefined ? reloading : module),
    (error: unknown) => {
      if (isChunkLoadError(error) && reloadForFailedChunk()) return reloading;
      throw error;
    },
  );
}

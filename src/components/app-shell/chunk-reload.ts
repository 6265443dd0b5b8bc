/**
 * The chunk-reload guard: code that fails to load on demand (a tab left open across a deploy asks for chunks
 * the new deploy no longer has) reloads the page once, for the new deploy's code, and never twice within 60 s
 * (a chunk that is really gone must not reload in a loop). It reloads only when the site answers: a failure
 * while the browser is offline, or while the site cannot be reached, is the network's, and a reload would
 * bring no newer code, only lose what the visitor was doing (and race any navigation under way).
 *
 * Failed loads reach it three ways: our own dynamic imports through `importChunk` (they catch their errors to
 * fall back, e.g. the photo viewer to the bare image, which would otherwise win over the reload), Vite's
 * preload helper (`vite:preloadError`, app-shell.ts) and Astro's islands (`astro:hydration-error`, app-shell.ts).
 */
import { CHUNK_RELOAD_KEY, mayReloadForChunk, isChunkLoadError } from './navigation-rules.ts';

/** How long the guard waits for the site to answer before it takes the failure for the network's. */
const SITE_CHECK_TIMEOUT_MS = 3000;

/** Whether the site answers now: a HEAD of this page, past every cache (a service worker leaves HEAD alone). */
async function siteAnswers(): Promise<boolean> {
  try {
    await fetch(window.location.href, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(SITE_CHECK_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

/** When the guard last reloaded the page (NaN: never); null when session storage cannot remember it. */
function lastReloadAt(): number | null {
  try {
    return Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN);
  } catch {
    return null;
  }
}

/** What a load answers while the page reloads: nothing, ever, so no fallback of the caller races the reload. */
const reloading = new Promise<never>(() => {});
/** The failure the guard took last, settling as it decided: never (reloading) or with the failure. */
let taken: Promise<never> | null = null;

/** The answer for the failure taken last (the one Vite's preload helper took before its import resolved). */
let lastTaken: Promise<never> = reloading;

/**
 * Takes a failed chunk load when the guard may reload for it: the caller holds the failure (the event's
 * preventDefault, importChunk's wait) and gets the answer, which never settles when the page reloads and
 * rejects with the failure when the site does not answer. Null when the guard may not reload: the failure is
 * the caller's at once.
 */
export function takeFailedChunk(failure: unknown): Promise<never> | null {
  if (taken) return taken;
  const last = lastReloadAt();
  // Without session storage a reload could not be remembered: no reload, so no loop.
  if (last === null || !mayReloadForChunk(last, Date.now(), navigator.onLine)) return null;
  const decision: Promise<never> = siteAnswers().then((answers) => {
    taken = null;
    if (!answers) throw failure;
    try {
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    } catch {
      throw failure;
    }
    window.location.reload();
    return reloading;
  });
  // The events' takers only hold the failure; the answer matters to importChunk alone.
  decision.catch(() => {});
  taken = decision;
  lastTaken = decision;
  return decision;
}

/**
 * A module loaded on demand, through the guard: when its chunk fails to load and the site answers, the page
 * reloads once and the promise never settles; otherwise the failure is passed on to the caller's fallback.
 */
export function importChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().then(
    // Vite's preload helper resolves undefined once app-shell.ts took its error for the guard.
    (module) => (module === undefined ? lastTaken : module),
    (error: unknown) => (isChunkLoadError(error) && takeFailedChunk(error)) || Promise.reject(error),
  );
}

/**
 * What the visitor does with the basket, on top of the basket store (basket.ts): adding a file by its url
 * (looked up in the download centre first) or removing it, and downloading the whole basket as one zip.
 * Framework-free, so the vanilla file toggles and header panel and the React download basket share it; the
 * calls come through a DownloadApi (download-api.ts in the browser, a fake in unit tests).
 *
 * Adding: a file already in the basket is removed at once; otherwise its url is looked up and the file added.
 * The url stays in `$adding` for at least 500 ms (a spinner that flashes for 30 ms reads as a glitch); a failed
 * lookup is logged and named in `$addFailure`, which the error dialog shows. Nothing in the basket is lost.
 *
 * Zip: the state is cleared and `isDownloading` set; the zip is requested with the basket's file ids (no id
 * back: 'No download response ID'); its status is polled every 2000 ms; 200 stops the polling, keeps
 * `downloadLink`, clears `isDownloading` and saves the archive automatically (a failure there is only logged:
 * the link stays); a status of 400 or more, or none, stops with 'Response error' in `downloadError`. A change
 * of the basket makes a finished zip stale; leaving the page stops the polling.
 */
import { atom, map } from 'nanostores';
import { $basket, type BasketFile, basket, hasFile } from './basket.ts';

export const ADD_MIN_LOADING_MS = 500;
export const ZIP_POLL_MS = 2000;
export const NO_ZIP_ID = 'No download response ID';
export const ZIP_RESPONSE_ERROR = 'Response error';

export interface SavedZip {
  /** Where the saved archive can be opened again (an object URL of the downloaded blob). */
  href: string;
  filename: string;
}

export interface DownloadApi {
  /** The basket item of a file url (GET /api/download_center?fileSrc=); throws when there is none. */
  lookup(url: string, signal?: AbortSignal): Promise<BasketFile>;
  /** Requests a zip of these files (POST /api/download_center_zip); its id, or null when none came back. */
  createZip(ids: readonly number[], signal?: AbortSignal): Promise<string | null>;
  /** The zip's status value (200 ready, 202 building, >= 400 failed), or null without one. */
  zipStatus(id: string, signal?: AbortSignal): Promise<number | null>;
  /** The archive's address (GET /api/download_center_zip/{id}). */
  zipUrl(id: string): string;
  /** Fetches the archive and hands it to the browser as a download. */
  saveZip(id: string, signal?: AbortSignal): Promise<SavedZip>;
}

export interface Clock {
  /** Milliseconds on a monotonic clock (durations only). */
  now(): number;
  /** Resolves after `ms`; rejects with the signal's reason when it is aborted first. */
  wait(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realClock: Clock = {
  // Monotonic: the wall clock can be slewed or stepped mid-wait (seen on a loaded VM: a 500 ms minimum
  // that lasted 489 ms by the page's own clock).
  now: () => performance.now(),
  wait: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(signal.reason);
        },
        { once: true },
      );
    }),
};

// ------------------------------------------------------------------------------------------------ adding

/** File urls being added. */
export const $adding = atom<readonly string[]>([]);
/** The url whose adding failed last (the error dialog is open while set). */
export const $addFailure = atom<string | null>(null);

export type ToggleResult = 'added' | 'removed' | 'failed' | 'busy';

export async function toggleFile(url: string, api: Pick<DownloadApi, 'lookup'>, clock: Clock = realClock): Promise<ToggleResult> {
  if (hasFile($basket.get(), url)) {
    basket.remove(url);
    return 'removed';
  }
  if ($adding.get().includes(url)) return 'busy';
  $adding.set([...$adding.get(), url]);
  const started = clock.now();
  let file: BasketFile | null = null;
  try {
    file = await api.lookup(url);
  } catch (error) {
    console.error(`basket: ${url} could not be added`, error);
  }
  await clock.wait(Math.max(0, ADD_MIN_LOADING_MS - (clock.now() - started)));
  $adding.set($adding.get().filter((u) => u !== url));
  if (!file) {
    $addFailure.set(url);
    return 'failed';
  }
  basket.add(file);
  return 'added';
}

export function dismissAddFailure(): void {
  $addFailure.set(null);
}

// ------------------------------------------------------------------------------------------------ zip

export interface ZipState {
  isDownloading: boolean;
  /** The archive's API address, once ready. */
  downloadLink: string | null;
  downloadError: string | null;
  /** The archive saved by the automatic download, when it succeeded. */
  saved: SavedZip | null;
}

export type ZipPhase = 'idle' | 'preparing' | 'ready' | 'error';

/** What a zip view shows: the request under way, the archive ready, the failure, or the button alone. */
export function zipPhase(state: ZipState): ZipPhase {
  if (state.isDownloading) return 'preparing';
  if (state.downloadError) return 'error';
  return state.downloadLink ? 'ready' : 'idle';
}

const IDLE: ZipState = { isDownloading: false, downloadLink: null, downloadError: null, saved: null };

export const $zip = map<ZipState>({ ...IDLE });

let running: AbortController | null = null;

function resetZip(): void {
  const { saved } = $zip.get();
  if (saved?.href.startsWith('blob:')) URL.revokeObjectURL(saved.href);
  $zip.set({ ...IDLE });
}

/**
 * Downloads the basket as one zip; resolves when the attempt ended (ready, failed or stopped). The API may
 * still be loading (a promise): a load that fails ends like a failed request.
 */
export async function downloadZip(api: DownloadApi | PromiseLike<DownloadApi>, clock: Clock = realClock): Promise<void> {
  const files = $basket.get();
  if (files.length === 0 || $zip.get().isDownloading) return;
  resetZip();
  $zip.setKey('isDownloading', true);
  const controller = new AbortController();
  running = controller;
  const { signal } = controller;
  globalThis.addEventListener?.('pagehide', stopZipDownload);
  try {
    const calls = await api;
    const id = await calls.createZip(
      files.map((f) => f.id),
      signal,
    );
    if (!id) throw new Error(NO_ZIP_ID);
    for (;;) {
      await clock.wait(ZIP_POLL_MS, signal);
      const status = await calls.zipStatus(id, signal).catch((error: unknown) => {
        if (signal.aborted) throw error;
        console.error('zip: status request failed', error);
        return null;
      });
      if (status === 200) break;
      if (status === null || status >= 400) throw new Error(ZIP_RESPONSE_ERROR);
    }
    $zip.set({ ...IDLE, downloadLink: calls.zipUrl(id) });
    try {
      $zip.setKey('saved', await calls.saveZip(id, signal));
    } catch (error) {
      if (!signal.aborted) console.error('zip: the automatic download failed', error);
    }
  } catch (error) {
    if (signal.aborted) return;
    const known = error instanceof Error && (error.message === NO_ZIP_ID || error.message === ZIP_RESPONSE_ERROR);
    if (!known) console.error('zip: request failed', error);
    $zip.set({ ...IDLE, downloadError: known ? error.message : ZIP_RESPONSE_ERROR });
  } finally {
    if (running === controller) running = null;
    globalThis.removeEventListener?.('pagehide', stopZipDownload);
  }
}

/** Stops a zip being polled (the visitor leaves the page); a finished zip is kept. */
export function stopZipDownload(): void {
  if (!running) return;
  running.abort();
  running = null;
  $zip.set({ ...IDLE });
}

// A zip made of other files than the basket's no longer matches it: a change of the basket starts over.
$basket.listen(() => {
  stopZipDownload();
  if ($zip.get().downloadLink || $zip.get().downloadError) resetZip();
});

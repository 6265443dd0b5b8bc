/**
 * The downloads controller: what the visitor does with the basket (stores/basket.ts, stores/downloads.ts):
 * adding a file by its url (looked up in the download centre first) or removing it, and downloading the whole
 * basket as one zip. Framework-free, so the vanilla file toggles and header panel and the React download
 * basket share it; the calls come through a DownloadApi (download-api.ts on the browser content client,
 * loaded on first use: `loadDownloadApi`; a fake in unit tests).
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
import { localeOr } from '#contract/locales.ts';
import type { DownloadApi } from './download-api.ts';
import { $basket, type BasketFile, basket, hasFile } from '../../stores/basket.ts';
import {
  $addFailure,
  $adding,
  $zip,
  ADD_MIN_LOADING_MS,
  IDLE_ZIP,
  NO_ZIP_ID,
  ZIP_POLL_MS,
  ZIP_RESPONSE_ERROR,
} from '../../stores/downloads.ts';
import { loadOnce } from '../../utils/load-once.ts';
import { importChunk } from '../app-shell/chunk-reload.ts';

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

// ------------------------------------------------------------------------------------------------ zip

let running: AbortController | null = null;

function resetZip(): void {
  const { saved } = $zip.get();
  if (saved?.href.startsWith('blob:')) URL.revokeObjectURL(saved.href);
  $zip.set({ ...IDLE_ZIP });
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
    $zip.set({ ...IDLE_ZIP, downloadLink: calls.zipUrl(id) });
    try {
      $zip.setKey('saved', await calls.saveZip(id, signal));
    } catch (error) {
      if (!signal.aborted) console.error('zip: the automatic download failed', error);
    }
  } catch (error) {
    if (signal.aborted) return;
    const known = error instanceof Error && (error.message === NO_ZIP_ID || error.message === ZIP_RESPONSE_ERROR);
    if (!known) console.error('zip: request failed', error);
    $zip.set({ ...IDLE_ZIP, downloadError: known ? error.message : ZIP_RESPONSE_ERROR });
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
  $zip.set({ ...IDLE_ZIP });
}

// A zip made of other files than the basket's no longer matches it: a change of the basket starts over.
$basket.listen(() => {
  stopZipDownload();
  if ($zip.get().downloadLink || $zip.get().downloadError) resetZip();
});

// ------------------------------------------------------------------------------------------------ the API

let apiLocale: string | undefined;
// The browser content client and its schemas stay off pages until a visitor adds a file or asks for a zip.
const api = loadOnce(() => importChunk(() => import('./download-api.ts')).then((m) => m.createDownloadApi(localeOr(apiLocale))));

/** The download API in the locale of the first call (a page has one locale), loaded on first use. */
export function loadDownloadApi(pageLocale: string | undefined): Promise<DownloadApi> {
  apiLocale ??= pageLocale;
  return api();
}

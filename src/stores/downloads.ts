/**
 * The state of what the visitor does with the basket, on top of the basket store (basket.ts): the files being
 * added and the last add that failed, and the zip of the whole basket (requested, ready with its link, or
 * failed). The downloads controller (components/downloads/downloads-controller.ts) changes it; the vanilla
 * file toggles and header panel and the React download basket render it.
 */
import { atom, map } from 'nanostores';

export const ADD_MIN_LOADING_MS = 500;
export const ZIP_POLL_MS = 2000;
export const NO_ZIP_ID = 'No download response ID';
export const ZIP_RESPONSE_ERROR = 'Response error';

export interface SavedZip {
  /** Where the saved archive can be opened again (an object URL of the downloaded blob). */
  href: string;
  filename: string;
}

// ------------------------------------------------------------------------------------------------ adding

/** File urls being added. */
export const $adding = atom<readonly string[]>([]);
/** The url whose adding failed last (the error dialog is open while set). */
export const $addFailure = atom<string | null>(null);

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

/** No zip requested, or the last one forgotten. */
export const IDLE_ZIP: ZipState = { isDownloading: false, downloadLink: null, downloadError: null, saved: null };

export const $zip = map<ZipState>({ ...IDLE_ZIP });

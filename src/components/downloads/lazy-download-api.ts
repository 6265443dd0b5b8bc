/**
 * The download API for the vanilla controllers (file toggles, header basket panel), loaded on first use: its
 * browser content client and schemas stay off pages until a visitor adds a file or asks for a zip.
 */
import { localeOr } from '#contract/locales.ts';
import type { DownloadApi } from '../../stores/downloads.ts';
import { loadOnce } from '../../utils/load-once.ts';

let locale: string | undefined;
const api = loadOnce(() => import('./download-api.ts').then((m) => m.createDownloadApi(localeOr(locale))));

/** The download API in the locale of the first call (a page has one locale). */
export function loadDownloadApi(pageLocale: string | undefined): Promise<DownloadApi> {
  locale ??= pageLocale;
  return api();
}

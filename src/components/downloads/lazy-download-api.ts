/**
 * The download API for the vanilla controllers (file toggles, header basket panel), loaded on first use: its
 * browser content client and schemas stay off pages until a visitor adds a file or asks for a zip.
 */
import { isLocale } from '#contract/locales.ts';
import type { DownloadApi } from '../../stores/downloads.ts';

let api: Promise<DownloadApi> | null = null;

export function loadDownloadApi(locale: string | undefined): Promise<DownloadApi> {
  if (!api) {
    const loading = import('../../data/download-api.ts').then((m) => m.createDownloadApi(isLocale(locale) ? locale : 'pl'));
    // A failed load (offline) is tried again next time.
    loading.catch(() => {
      if (api === loading) api = null;
    });
    api = loading;
  }
  return api;
}

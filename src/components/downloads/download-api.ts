/**
 * The download centre's calls in the browser (the downloads controller drives them): the basket lookup, the zip
 * request, its status and the archive. JSON calls go through the browser content client (same encoding,
 * failure rule and schemas as the build); the archive is fetched as a blob with `Accept: application/zip` and
 * handed to the browser as a download under the name the API gives it.
 */
import type { Locale } from '#contract/locales.ts';
import { endpointPath } from '#contract/endpoint.ts';
import * as endpoints from '#contract/endpoints/download-basket.ts';
import type { BasketFile } from '../../stores/basket.ts';
import type { SavedZip } from '../../stores/downloads.ts';
import { ContentApiError, createBrowserClient } from '../../data/browser-client.ts';

export const NO_FILE_FOUND = 'no download files found';

/** The download centre's calls, as the downloads controller (downloads-controller.ts) makes them. */
export interface DownloadApi {
  /** The basket item of a file url (downloadCenter by fileSrc); throws when there is none. */
  lookup(url: string, signal?: AbortSignal): Promise<BasketFile>;
  /** Requests a zip of these files (zipRequest); its id, or null when none came back. */
  createZip(ids: readonly number[], signal?: AbortSignal): Promise<string | null>;
  /** The zip's status value (200 ready, 202 building, >= 400 failed), or null without one. */
  zipStatus(id: string, signal?: AbortSignal): Promise<number | null>;
  /** The archive's address (zipArchive). */
  zipUrl(id: string): string;
  /** Fetches the archive and hands it to the browser as a download. */
  saveZip(id: string, signal?: AbortSignal): Promise<SavedZip>;
}

/** The filename of a Content-Disposition header (RFC 6266: filename* first), or null. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall back to the plain filename
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name.replace(/[/\\]/g, '_') : null;
}

/** Hands a blob to the browser as a download; the object URL stays valid for a second look (the fallback link). */
function saveBlob(blob: Blob, filename: string): string {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  // The page's click listeners must not take this click for the visitor's: the header closes its open basket
  // panel on a click outside it.
  link.addEventListener('click', (event) => event.stopPropagation());
  document.body.append(link);
  link.click();
  link.remove();
  return href;
}

export function createDownloadApi(locale: Locale, fetchImpl: typeof fetch = (...args) => fetch(...args)): DownloadApi {
  const client = createBrowserClient(locale, fetchImpl);
  return {
    async lookup(url, signal) {
      const { items } = await client.list(endpoints.downloadCenter, {
        query: { fileSrc: url },
        signal,
      });
      const item = items[0];
      if (!item) throw new Error(NO_FILE_FOUND);
      const { id, name, type, file } = item;
      return {
        id,
        name,
        type: { name: type.name },
        file: { url: file.url, mime: file.mime, lastModified: file.lastModified, size: file.size },
      } satisfies BasketFile;
    },
    async createZip(ids, signal) {
      const id = await client.send(endpoints.zipRequest, {}, { identifiers: ids }, { query: { locale }, signal });
      return typeof id === 'string' && id.trim() !== '' ? id : null;
    },
    async zipStatus(id, signal) {
      try {
        const body = await client.get(endpoints.zipStatus, { zipId: id }, { signal });
        return body.status ?? null;
      } catch (error) {
        // A failed zip answers its status as the HTTP status (500 with a JSON error).
        if (error instanceof ContentApiError && error.status !== null) return error.status;
        throw error;
      }
    },
    zipUrl: (id) => endpointPath(endpoints.zipArchive, { zipId: id }),
    async saveZip(id, signal) {
      const url = endpointPath(endpoints.zipArchive, { zipId: id });
      const response = await fetchImpl(url, { headers: { Accept: 'application/zip', 'Accept-Locale': locale }, signal });
      if (!response.ok) throw new ContentApiError(`${url}: ${response.status}`, response.status, url);
      const filename = dispositionFilename(response.headers.get('content-disposition')) ?? `files-${id.slice(0, 8)}.zip`;
      return { href: saveBlob(await response.blob(), filename), filename };
    },
  };
}

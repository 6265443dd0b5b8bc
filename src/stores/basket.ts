/**
 * The download basket: the files a visitor collected, persisted in
 * localStorage under the key `basket` and reloaded from it on start (also kept in step across tabs); a load
 * failure is only logged. Items have the basket file item shape; the extension is derived from the
 * url. The header's basket panel and the download basket island list them; downloads.ts adds files by url
 * (after the download-centre lookup) and downloads them as one zip on top of these functions.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { decodeStoredList } from './stored-list.ts';

export const BASKET_STORAGE_KEY = 'basket';

export interface BasketFile {
  id: number;
  name: string;
  type: { name: string };
  file: { url: string; mime: string; lastModified: string; size: number };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a stored value has the Basket file item shape (the fields the basket shows and the zip needs). */
export function isBasketFile(value: unknown): value is BasketFile {
  if (!isRecord(value) || !isRecord(value.file) || !isRecord(value.type)) return false;
  return (
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.type.name === 'string' &&
    typeof value.file.url === 'string' &&
    value.file.url !== '' &&
    typeof value.file.size === 'number'
  );
}

/** Reads the stored basket. A value that cannot be read is logged and yields an empty basket. */
export function decodeBasket(raw: string): BasketFile[] {
  return decodeStoredList(raw, { name: 'basket', what: 'stored basket', isItem: isBasketFile });
}

export function encodeBasket(files: readonly BasketFile[]): string {
  return JSON.stringify(files);
}

/** Extension of a file url, upper case ('/uploads/a.b/c.PDF?x' → 'PDF'), or '' without one. */
export function fileExtension(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toUpperCase() : '';
}

export function hasFile(files: readonly BasketFile[], url: string): boolean {
  return files.some((f) => f.file.url === url);
}

/** Adds a file (once: files are told apart by url). */
export function withFile(files: readonly BasketFile[], file: BasketFile): BasketFile[] {
  return hasFile(files, file.file.url) ? [...files] : [...files, file];
}

export function withoutFile(files: readonly BasketFile[], url: string): BasketFile[] {
  return files.filter((f) => f.file.url !== url);
}

/** toggling a file by its url adds it, or removes it when it is already in the basket. */
export function toggledFile(files: readonly BasketFile[], file: BasketFile): BasketFile[] {
  return hasFile(files, file.file.url) ? withoutFile(files, file.file.url) : withFile(files, file);
}

export const $basket = persistentAtom<BasketFile[]>(BASKET_STORAGE_KEY, [], { encode: encodeBasket, decode: decodeBasket });
export const $basketCount = computed($basket, (files) => files.length);

export const basket = {
  add: (file: BasketFile) => $basket.set(withFile($basket.get(), file)),
  remove: (url: string) => $basket.set(withoutFile($basket.get(), url)),
  toggle: (file: BasketFile) => $basket.set(toggledFile($basket.get(), file)),
  clear: () => $basket.set([]),
};

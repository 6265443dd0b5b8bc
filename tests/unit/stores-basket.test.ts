import { setPersistentEngine } from '@nanostores/persistent';
import { describe, expect, it, vi } from 'vitest';
import {
  BASKET_STORAGE_KEY,
  type BasketFile,
  decodeBasket,
  encodeBasket,
  fileExtension,
  hasFile,
  isBasketFile,
  toggledFile,
  withFile,
  withoutFile,
} from '#src/stores/basket.ts';
import { recordConsoleErrors } from '../fixtures/console-errors.ts';

const file = (id: number, url: string, extra: Partial<BasketFile> = {}): BasketFile => ({
  id,
  name: `File ${id}`,
  type: { name: 'Katalogi' },
  file: { url, mime: 'application/pdf', lastModified: '2024-07-12T15:00:00.000Z', size: 1024 * id },
  ...extra,
});

const A = file(1, '/uploads/files/1-general-catalogue-2026.pdf');
const B = file(4, '/uploads/files/4-price-list-2026.xlsx');

describe('basket items', () => {
  it('adds a file once (told apart by url), removes and toggles by url', () => {
    expect(withFile([], A)).toEqual([A]);
    expect(withFile([A], { ...A, name: 'again' })).toEqual([A]);
    expect(withFile([A], B)).toEqual([A, B]);
    expect(withoutFile([A, B], A.file.url)).toEqual([B]);
    expect(withoutFile([A], '/nope.pdf')).toEqual([A]);
    expect(toggledFile([A], B)).toEqual([A, B]);
    expect(toggledFile([A, B], A)).toEqual([B]);
    expect(hasFile([A], A.file.url)).toBe(true);
    expect(hasFile([A], B.file.url)).toBe(false);
  });

  it('derives the extension from the url', () => {
    expect(fileExtension('/uploads/files/1-general-catalogue-2026.pdf')).toBe('PDF');
    expect(fileExtension('/uploads/a.b/model.DWG?download#x')).toBe('DWG');
    expect(fileExtension('https://cdn.example/files/price-list.xlsx')).toBe('XLSX');
    expect(fileExtension('/uploads/files/README')).toBe('');
    expect(fileExtension('/uploads/.hidden')).toBe('');
  });

  it('checks the Basket file item shape', () => {
    expect(isBasketFile(A)).toBe(true);
    expect(isBasketFile({ ...A, file: { ...A.file, url: '' } })).toBe(false);
    expect(isBasketFile({ id: 1, name: 'x' })).toBe(false);
    expect(isBasketFile(null)).toBe(false);
  });
});

describe('stored basket (localStorage key "basket")', () => {
  const errors = recordConsoleErrors();

  it('round-trips as JSON', () => {
    expect(decodeBasket(encodeBasket([A, B]))).toEqual([A, B]);
    expect(errors()).not.toHaveBeenCalled();
  });

  it('a value that cannot be read is only logged and gives an empty basket', () => {
    expect(decodeBasket('{not json')).toEqual([]);
    expect(decodeBasket('{"id":1}')).toEqual([]);
    expect(errors()).toHaveBeenCalledTimes(2);
    expect(decodeBasket(JSON.stringify([A, { id: 'x' }]))).toEqual([A]);
    expect(errors()).toHaveBeenCalledTimes(3);
  });

  it('loads from storage on start, writes every change back, and survives a broken value', async () => {
    const storage: Record<string, string> = { [BASKET_STORAGE_KEY]: JSON.stringify([A]) };
    setPersistentEngine(storage, { addEventListener() {}, removeEventListener() {} });
    vi.resetModules();
    const store = await import('#src/stores/basket.ts');
    expect(BASKET_STORAGE_KEY).toBe('basket');
    expect(store.$basket.get()).toEqual([A]);
    expect(store.$basketCount.get()).toBe(1);
    store.basket.add(B);
    expect(JSON.parse(storage.basket as string)).toEqual([A, B]);
    expect(store.$basketCount.get()).toBe(2);
    store.basket.toggle(A);
    expect(store.$basket.get()).toEqual([B]);
    store.basket.remove(B.file.url);
    expect(JSON.parse(storage.basket as string)).toEqual([]);
    store.basket.add(A);
    store.basket.clear();
    expect(store.$basketCount.get()).toBe(0);

    storage.basket = 'corrupted';
    vi.resetModules();
    const again = await import('#src/stores/basket.ts');
    expect(again.$basket.get()).toEqual([]);
    expect(errors()).toHaveBeenCalledWith('basket: could not load the stored basket', expect.any(SyntaxError));
  });
});

import { setPersistentEngine } from '@nanostores/persistent';
import { describe, expect, it, vi } from 'vitest';
import {
  SAMPLE_LIMIT,
  SAMPLES_STORAGE_KEY,
  type SampleSwatch,
  decodeSamples,
  encodeSamples,
  hasSample,
  isSampleSwatch,
  sampleKey,
  toggledSample,
  withoutSample,
} from '#src/stores/samples.ts';
import { recordConsoleErrors } from '../fixtures/console-errors.ts';

const swatch = (patternId: number, colorId: number): SampleSwatch => ({
  pattern: { id: patternId, name: `Tessa ${patternId}`, code: `TES-${patternId}` },
  color: { id: colorId, name: `Kolor ${colorId}`, hex: '#6d1f2f' },
});

const A = swatch(1, 17);
const B = swatch(1, 6);
const C = swatch(2, 17);
/** A full basket: SAMPLE_LIMIT swatches. */
const full = Array.from({ length: SAMPLE_LIMIT }, (_, i) => swatch(10 + i, 1));

describe('sample basket rules', () => {
  it('a swatch is a colour of a pattern: the same colour of another pattern is another swatch', () => {
    expect(sampleKey(A)).toBe('1:17');
    expect(sampleKey(C)).toBe('2:17');
    expect(hasSample([A, B], '1:6')).toBe(true);
    expect(hasSample([A, B], '2:17')).toBe(false);
  });

  it('toggling adds at the end, removes what is there, and adds nothing to a full basket', () => {
    expect(toggledSample([], A)).toEqual({ swatches: [A], result: 'added' });
    expect(toggledSample([A], C)).toEqual({ swatches: [A, C], result: 'added' });
    expect(toggledSample([A, B, C], B)).toEqual({ swatches: [A, C], result: 'removed' });
    expect(SAMPLE_LIMIT).toBe(10);
    expect(toggledSample(full, A)).toEqual({ swatches: full, result: 'full' });
    // A full basket still lets a swatch go.
    expect(toggledSample(full, full[3] as SampleSwatch).swatches).toHaveLength(SAMPLE_LIMIT - 1);
    expect(withoutSample([A, B], '1:17')).toEqual([B]);
  });

  it('checks the stored swatch shape', () => {
    expect(isSampleSwatch(A)).toBe(true);
    expect(isSampleSwatch({ ...A, color: { ...A.color, id: 0 } })).toBe(false);
    expect(isSampleSwatch({ ...A, color: { ...A.color, hex: 'red;background:url(x)' } })).toBe(false);
    expect(isSampleSwatch({ ...A, pattern: { id: 1, name: 'x' } })).toBe(false);
    expect(isSampleSwatch({ pattern: 1, color: 2 })).toBe(false);
    expect(isSampleSwatch(null)).toBe(false);
  });
});

describe('stored sample basket (localStorage key "samples")', () => {
  const errors = recordConsoleErrors();

  it('round-trips as JSON', () => {
    expect(decodeSamples(encodeSamples([A, B]))).toEqual([A, B]);
    expect(errors()).not.toHaveBeenCalled();
  });

  it('keeps readable swatches once and at most the limit; anything else is logged', () => {
    expect(decodeSamples('{not json')).toEqual([]);
    expect(decodeSamples('{"pattern":1}')).toEqual([]);
    expect(errors()).toHaveBeenCalledTimes(2);
    expect(decodeSamples(JSON.stringify([A, { id: 'x' }, A, B]))).toEqual([A, B]);
    expect(errors()).toHaveBeenLastCalledWith('samples: 2 stored item(s) ignored');
    expect(decodeSamples(JSON.stringify([...full, A]))).toEqual(full);
    expect(errors()).toHaveBeenLastCalledWith('samples: 1 stored item(s) ignored');
  });

  it('loads from its own key on start, writes every change back, leaves the file basket alone', async () => {
    const storage: Record<string, string> = { [SAMPLES_STORAGE_KEY]: JSON.stringify([A]), basket: '[]' };
    setPersistentEngine(storage, { addEventListener() {}, removeEventListener() {} });
    vi.resetModules();
    const store = await import('#src/stores/samples.ts');
    expect(SAMPLES_STORAGE_KEY).toBe('samples');
    expect(store.$samples.get()).toEqual([A]);
    expect(store.samples.toggle(C)).toBe('added');
    expect(JSON.parse(storage.samples as string)).toEqual([A, C]);
    expect(store.samples.toggle(A)).toBe('removed');
    store.samples.remove(sampleKey(C));
    expect(JSON.parse(storage.samples as string)).toEqual([]);
    expect(storage.basket).toBe('[]');

    for (const s of full) store.samples.toggle(s);
    expect(store.$samplesFull.get()).toBe(true);
    expect(store.samples.toggle(A)).toBe('full');
    expect(store.$samples.get()).toEqual(full);
    store.samples.clear();
    expect(store.$samplesFull.get()).toBe(false);

    storage.samples = 'corrupted';
    vi.resetModules();
    const again = await import('#src/stores/samples.ts');
    expect(again.$samples.get()).toEqual([]);
    expect(errors()).toHaveBeenCalledWith('samples: could not load the stored sample basket', expect.any(SyntaxError));
  });

  it('opens and closes the request dialog', async () => {
    const store = await import('#src/stores/samples.ts');
    expect(store.$sampleRequest.get()).toBe(false);
    store.sampleRequest.open();
    expect(store.$sampleRequest.get()).toBe(true);
    store.sampleRequest.close();
    expect(store.$sampleRequest.get()).toBe(false);
  });
});

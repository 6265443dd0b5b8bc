/**
 * The sample basket: the fabric and finish swatches (a colour of a pattern) a visitor chose on the patterns page
 * to order as free samples, at most SAMPLE_LIMIT of them. Persisted in localStorage under its own key,
 * `samples` (the download basket keeps `basket`), reloaded from it on start and kept in step across tabs; a
 * stored value that cannot be read is logged and leaves an empty basket. The patterns page's toggles and basket
 * bar (components/samples/sample-toggles.ts) and the request dialog (SampleRequest.tsx) read and change it here;
 * `$sampleRequest` says whether the request dialog is open.
 */
import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import { SAMPLE_LIMIT } from '#contract/samples.ts';
import { decodeStoredList } from './stored-list.ts';

export { SAMPLE_LIMIT };

export const SAMPLES_STORAGE_KEY = 'samples';

/** One swatch: a colour of a pattern, with what the basket and the request show of both. */
export interface SampleSwatch {
  pattern: { id: number; name: string; code: string };
  color: { id: number; name: string; hex: string };
}

/** A swatch's identity: the same colour of another pattern is another swatch. */
export function sampleKey(swatch: Pick<SampleSwatch, 'pattern' | 'color'>): string {
  return `${swatch.pattern.id}:${swatch.color.id}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `#rrggbb`, as the API gives a colour: a stored value is painted as a CSS colour, so nothing else passes. */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** Whether a stored value has the swatch shape (ids, and the names the basket shows). */
export function isSampleSwatch(value: unknown): value is SampleSwatch {
  if (!isRecord(value) || !isRecord(value.pattern) || !isRecord(value.color)) return false;
  const { pattern, color } = value;
  return (
    isId(pattern.id) &&
    typeof pattern.name === 'string' &&
    typeof pattern.code === 'string' &&
    isId(color.id) &&
    typeof color.name === 'string' &&
    typeof color.hex === 'string' &&
    HEX_COLOUR.test(color.hex)
  );
}

/**
 * Reads the stored basket: swatches of the right shape, each once, at most SAMPLE_LIMIT (the first ones). What
 * is left out is logged; a value that cannot be read at all yields an empty basket.
 */
export function decodeSamples(raw: string): SampleSwatch[] {
  return decodeStoredList(raw, {
    name: 'samples',
    what: 'stored sample basket',
    isItem: isSampleSwatch,
    keep(swatches) {
      const seen = new Set<string>();
      const once = swatches.filter((swatch) => {
        const key = sampleKey(swatch);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      return once.slice(0, SAMPLE_LIMIT);
    },
  });
}

export function encodeSamples(swatches: readonly SampleSwatch[]): string {
  return JSON.stringify(swatches);
}

export function hasSample(swatches: readonly SampleSwatch[], key: string): boolean {
  return swatches.some((swatch) => sampleKey(swatch) === key);
}

export function isFull(swatches: readonly SampleSwatch[]): boolean {
  return swatches.length >= SAMPLE_LIMIT;
}

export function withoutSample(swatches: readonly SampleSwatch[], key: string): SampleSwatch[] {
  return swatches.filter((swatch) => sampleKey(swatch) !== key);
}

/** What a toggle did: added, removed, or nothing because the basket is full. */
export type SampleToggle = 'added' | 'removed' | 'full';

/** Toggling a swatch removes it when it is in the basket, else adds it at the end, unless the basket is full. */
export function toggledSample(
  swatches: readonly SampleSwatch[],
  swatch: SampleSwatch,
): { swatches: SampleSwatch[]; result: SampleToggle } {
  const key = sampleKey(swatch);
  if (hasSample(swatches, key)) return { swatches: withoutSample(swatches, key), result: 'removed' };
  if (isFull(swatches)) return { swatches: [...swatches], result: 'full' };
  return { swatches: [...swatches, swatch], result: 'added' };
}

export const $samples = persistentAtom<SampleSwatch[]>(SAMPLES_STORAGE_KEY, [], {
  encode: encodeSamples,
  decode: decodeSamples,
});

/** Whether the sample request dialog is open. */
export const $sampleRequest = atom<boolean>(false);

export const $samplesFull = computed($samples, isFull);

export const samples = {
  toggle(swatch: SampleSwatch): SampleToggle {
    const { swatches, result } = toggledSample($samples.get(), swatch);
    if (result !== 'full') $samples.set(swatches);
    return result;
  },
  remove: (key: string) => $samples.set(withoutSample($samples.get(), key)),
  clear: () => $samples.set([]),
};

export const sampleRequest = {
  open: () => $sampleRequest.set(true),
  close: () => $sampleRequest.set(false),
};

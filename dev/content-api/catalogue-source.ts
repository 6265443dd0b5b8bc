/** Where the catalogue comes from: the generator (catalogue/generate.ts), deterministic for (seed, scale). */
import { generateCatalogue } from './catalogue/generate.ts';
import type { Scale } from './state.ts';
import type { Catalogue } from './catalogue/types.ts';

export async function loadCatalogue(seed: number, scale: Scale): Promise<Catalogue> {
  return generateCatalogue({ seed, scale });
}

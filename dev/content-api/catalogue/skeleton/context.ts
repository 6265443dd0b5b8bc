/**
 * What every stage of the skeleton shares: the root generator (each stage forks its own labelled stream from
 * it, so a stage's draws do not depend on the others'), the counts, and the id sequences that several stages
 * draw from in turn (movies and content blocks are numbered across the whole catalogue).
 */
import type { Rng } from '../random.ts';
import type { Counts } from './model.ts';

export class IdSequences {
  #movie = 1;
  #block = 100_001;
  movie(): number {
    return this.#movie++;
  }
  block(): number {
    return this.#block++;
  }
}

export interface DraftContext {
  root: Rng;
  counts: Counts;
  ids: IdSequences;
}

/**
 * Realizations shown on a collection page: the realizations of its products, merged without duplicates by id
 * (collection layout). Pure.
 */

/** Items of several lists in first-seen order, each id once. */
export function mergeById<T extends { id: number | string }>(...lists: ReadonlyArray<readonly T[] | null | undefined>): T[] {
  const seen = new Set<number | string>();
  const merged: T[] = [];
  for (const list of lists) {
    for (const item of list ?? []) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      merged.push(item);
    }
  }
  return merged;
}

/**
 * The collection's realizations: the per-product lists (or the API's flat list, which repeats a realization
 * once per product it shows) merged into one list without duplicates.
 */
export function mergeRealizations<T extends { id: number | string }>(
  ...lists: ReadonlyArray<readonly T[] | null | undefined>
): T[] {
  return mergeById(...lists);
}

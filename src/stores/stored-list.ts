/**
 * Reading back a list a store persisted in localStorage (the file basket, the sample basket): a value that is
 * not JSON or not a list gives an empty list, items of another shape are dropped, and either is only logged,
 * under the store's name, so a damaged value never breaks the page.
 */
export interface StoredList<T> {
  /** Prefix of the log lines: the store's name. */
  name: string;
  /** What the value is, in the log lines ("stored basket"). */
  what: string;
  isItem(value: unknown): value is T;
  /** Further rules over the readable items (no duplicates, a limit); what they leave out is logged too. */
  keep?(items: T[]): T[];
}

export function decodeStoredList<T>(raw: string, list: StoredList<T>): T[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new TypeError(`the ${list.what} is not a list`);
    const readable = parsed.filter(list.isItem);
    const kept = list.keep ? list.keep(readable) : readable;
    if (kept.length < parsed.length) console.error(`${list.name}: ${parsed.length - kept.length} stored item(s) ignored`);
    return kept;
  } catch (error) {
    console.error(`${list.name}: could not load the ${list.what}`, error);
    return [];
  }
}

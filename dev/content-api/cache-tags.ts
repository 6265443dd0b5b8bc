/**
 * Cache tags, the way API Platform's HTTP cache tags responses: every JSON response carries a `Cache-Tags`
 * header (or `xkey`, `Surrogate-Key`: dialect.ts) with the IRI of every record it was composed from (`/api/products/12`) and the collection IRI of
 * every set of records it iterated or filtered (`/api/products`). A change to record 12 of products makes
 * stale exactly the responses tagged `/api/products/12` or `/api/products`: a cache (or the site's
 * incremental rebuild) refetches those and trusts the rest.
 *
 * Tags are collected while a response is computed: the locale state's indexes (store.ts) report every record
 * they hand out and every set that is iterated; memoized values (serializer shapes, lists, derived indexes)
 * keep the tags they were computed with and report them again on every reuse.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { CONTENT_RESOURCES, type ContentResource } from '#contract/content-change.ts';
import { CMS_RESOURCES } from './cms.ts';
import type { ResourceKey } from './store.ts';

/** The collection IRI of each stored resource (its API path; ids are appended for items), from the contract. */
export const RESOURCE_IRIS = Object.fromEntries(
  (Object.entries(CMS_RESOURCES) as [ContentResource, ResourceKey][]).map(([name, key]) => [key, CONTENT_RESOURCES[name]]),
) as Record<ResourceKey, string>;

/** Header length above which item tags collapse into their collection tag (API Platform's default bound). */
export const MAX_HEADER_LENGTH = 7500;

const collector = new AsyncLocalStorage<Set<string>>();

export function itemTag(key: ResourceKey, id: number): string {
  return `${RESOURCE_IRIS[key]}/${id}`;
}

export function collectionTag(key: ResourceKey): string {
  return RESOURCE_IRIS[key];
}

/** Reports a tag to the response being computed (no-op outside one). */
export function addTag(tag: string): void {
  collector.getStore()?.add(tag);
}

export function addTags(tags: Iterable<string>): void {
  const set = collector.getStore();
  if (set) for (const tag of tags) set.add(tag);
}

/** Runs `fn` collecting the tags it reports; they are reported to the enclosing collection too. */
export function collectTags<T>(fn: () => T): { value: T; tags: ReadonlySet<string> } {
  const tags = new Set<string>();
  const value = collector.run(tags, fn);
  addTags(tags);
  return { value, tags };
}

/** Runs an async `fn` (a route handler) collecting the tags it reports. */
export async function collectTagsAsync<T>(fn: () => Promise<T>): Promise<{ value: T; tags: ReadonlySet<string> }> {
  const tags = new Set<string>();
  const value = await collector.run(tags, fn);
  return { value, tags };
}

export interface Tagged<T> {
  value: T;
  tags: ReadonlySet<string>;
}

/** Memoizes `compute` under `key` in `map` together with its tags, and reports them on every reuse. */
export function memoTagged<K, T>(map: Map<K, Tagged<T>>, key: K, compute: () => T): T {
  const hit = map.get(key);
  if (hit) {
    addTags(hit.tags);
    return hit.value;
  }
  const entry = collectTags(compute);
  map.set(key, entry);
  return entry.value;
}

/**
 * The tags a response's cache-tag header lists: sorted, without item tags a collection tag already covers; when
 * still too long for one header, item tags collapse into their collection tags (coarser, never missing a
 * dependency).
 */
export function headerTags(tags: ReadonlySet<string>): string[] {
  const collections = new Set([...tags].filter((t) => !/\/\d+$/.test(t)));
  const collectionOf = (t: string) => t.replace(/\/\d+$/, '');
  let kept = [...tags].filter((t) => collections.has(t) || !collections.has(collectionOf(t))).sort();
  if (kept.join(',').length > MAX_HEADER_LENGTH) kept = [...new Set(kept.map(collectionOf))].sort();
  return kept;
}

/**
 * What a content change makes stale, in the API's own cache-tag vocabulary (API Platform's HTTP cache tags):
 * a response's `Cache-Tags` header lists the IRI of every record it was composed from (`/api/products/12`)
 * and the collection IRI of every set it listed or filtered (`/api/products`). A change of record 12 of
 * products purges both tags; every response tagged with neither is as it was.
 */

/** A change notification (the CMS webhook's payload). A null id: the whole resource may have changed. */
export interface ContentChange {
  resource: string;
  id: string | number | null;
}

/**
 * Resource names a change may carry → collection IRI. The API's path names, and the CMS's short names for
 * the ones whose path differs.
 */
const COLLECTION_IRIS: Record<string, string> = {
  menus: '/api/menus',
  sitemap_nodes: '/api/sitemap_nodes',
  pages: '/api/pages',
  products: '/api/products',
  product_categories: '/api/product_categories',
  categories: '/api/product_categories',
  product_collections: '/api/product_collections',
  collections: '/api/product_collections',
  tags: '/api/tags',
  designers: '/api/designers',
  posts: '/api/posts',
  realizations: '/api/realizations',
  realization_categories: '/api/realization_categories',
  stories: '/api/stories',
  inspirations: '/api/inspirations',
  sliders: '/api/sliders',
  patterns: '/api/patterns',
  pattern_categories: '/api/pattern_categories',
  pattern_colors: '/api/pattern_colors',
  pattern_price_groups: '/api/pattern_price_groups',
  stores: '/api/stores',
  regions: '/api/regions',
  job_offers: '/api/job_offers',
  files: '/api/files',
  download_center_file_types: '/api/download_center_file_types',
  file_types: '/api/download_center_file_types',
  loose_file_categories: '/api/loose_file_categories',
  contact: '/api/contact',
  contacts: '/api/contact',
  contact_form_departments: '/api/contact_form_departments',
  contact_departments: '/api/contact_form_departments',
  contact_people: '/api/contact_people',
  contact_regions: '/api/contact_regions',
};

export function collectionIri(resource: string): string | null {
  return Object.hasOwn(COLLECTION_IRIS, resource) ? (COLLECTION_IRIS[resource] as string) : null;
}

/**
 * The tags a change purges: its item IRI and its collection IRI (the record may have entered or left any
 * list). Null when the change cannot be expressed in tags (unknown resource, no id): anything may be stale.
 */
export function purgeTags(change: ContentChange): string[] | null {
  const collection = collectionIri(change.resource);
  const id = change.id === null ? '' : String(change.id);
  if (!collection || !/^\d+$/.test(id)) return null;
  return [`${collection}/${id}`, collection];
}

/** The union of the changes' purge tags; null as soon as one change cannot be expressed in tags. */
export function purgeTagsOf(changes: readonly ContentChange[]): Set<string> | null {
  const tags = new Set<string>();
  for (const change of changes) {
    const purged = purgeTags(change);
    if (!purged) return null;
    for (const tag of purged) tags.add(tag);
  }
  return tags;
}

/** Parses a `Cache-Tags` header; null when the API sent none (nothing is known of the response's sources). */
export function parseCacheTags(header: string | null): string[] | null {
  if (header === null) return null;
  return header
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** True when a response with these tags (null: unknown) may be stale after the purge. */
export function isPurged(tags: readonly string[] | null | undefined, purged: ReadonlySet<string>): boolean {
  return !tags || tags.some((t) => purged.has(t));
}

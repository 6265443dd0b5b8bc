/**
 * A content change, declared once: which resources a change can name, what a change is, and what it makes
 * stale, in the API's own cache-tag vocabulary (API Platform's HTTP cache tags): a response's `Cache-Tags` header lists the IRI of every record it was composed from (`/api/products/12`)
 * and the collection IRI of every set it listed or filtered (`/api/products`). A change of record 12 of
 * products purges both tags; every response tagged with neither is as it was.
 */

/**
 * The content resources a change can name, by their CMS names, with their collection IRI (the API path that
 * lists them). The CMS, its webhook, the receiver's queue, the Netlify function and plugin, the incremental
 * rebuild and the stand-in API all take their resource names from here.
 */
export const CONTENT_RESOURCES = {
  products: '/api/products',
  categories: '/api/product_categories',
  collections: '/api/product_collections',
  designers: '/api/designers',
  posts: '/api/posts',
  realizations: '/api/realizations',
  realization_categories: '/api/realization_categories',
  stories: '/api/stories',
  inspirations: '/api/inspirations',
  pages: '/api/pages',
  menus: '/api/menus',
  sitemap_nodes: '/api/sitemap_nodes',
  sliders: '/api/sliders',
  tags: '/api/tags',
  patterns: '/api/patterns',
  pattern_categories: '/api/pattern_categories',
  pattern_colors: '/api/pattern_colors',
  pattern_price_groups: '/api/pattern_price_groups',
  stores: '/api/stores',
  regions: '/api/regions',
  job_offers: '/api/job_offers',
  files: '/api/files',
  file_types: '/api/download_center_file_types',
  loose_file_categories: '/api/loose_file_categories',
  contacts: '/api/contact',
  contact_departments: '/api/contact_form_departments',
  contact_people: '/api/contact_people',
  contact_regions: '/api/contact_regions',
} as const;
export type ContentResource = keyof typeof CONTENT_RESOURCES;
// The derived tables below are pure: a browser bundle that needs only CONTENT_RESOURCES leaves them out.
export const CONTENT_RESOURCE_NAMES = /* @__PURE__ */ Object.keys(CONTENT_RESOURCES) as ContentResource[];

/** The interface texts of a whole locale: a change without an id, not an API resource. */
export const DICTIONARY_RESOURCE = 'dictionary';

/** What a change may name: a content resource or the dictionary. */
export type ChangeResource = ContentResource | typeof DICTIONARY_RESOURCE;
export const CHANGE_RESOURCES: readonly ChangeResource[] = /* @__PURE__ */ (CONTENT_RESOURCE_NAMES as ChangeResource[]).concat(
  DICTIONARY_RESOURCE,
);

export const CHANGE_ACTIONS = ['update', 'create', 'delete'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/**
 * Record ids a change may carry: a positive integer, or a slug-like text (letters, digits, `.`, `_`, `-`,
 * not starting with `-` or `.`, at most 128 characters). Anything else (an option-like `--help`, spaces,
 * control characters) is refused before it is queued or reaches a command line.
 */
export function isChangeId(id: unknown): id is string | number {
  if (typeof id === 'number') return Number.isSafeInteger(id) && id >= 1;
  return typeof id === 'string' && /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/.test(id);
}

/** Whether a name is one a change may carry (a content resource or the dictionary). */
export function isChangeResource(name: unknown): name is ChangeResource {
  return typeof name === 'string' && (CHANGE_RESOURCES as readonly string[]).includes(name);
}

/**
 * A change on a command line: `resource:id`, or `resource:*` without an id (the webhook receiver passes them to
 * the rebuild after `--`). The inverse, parseChangeArg, refuses anything a change could not carry.
 */
export function changeArg(change: ContentChange): string {
  return `${change.resource}:${change.id === null ? '*' : change.id}`;
}

export function parseChangeArg(arg: string): ContentChange | null {
  const separator = arg.indexOf(':');
  const resource = arg.slice(0, separator);
  const id = arg.slice(separator + 1);
  if (separator < 1 || !isChangeResource(resource)) return null;
  if (id === '*') return { resource, id: null };
  return isChangeId(id) ? { resource, id } : null;
}

/** A change of content: which record of which resource. A null id: the whole resource may have changed. */
export interface ContentChange {
  resource: string;
  id: string | number | null;
}

/** A change as the CMS announces it: with its locale and action (the webhook payload). */
export interface LocaleChange extends ContentChange {
  locale: string;
  action: ChangeAction;
}

/** The CMS name of a resource named by its CMS name or its API path name; null when unknown. */
export function contentResource(name: string): ContentResource | null {
  if (Object.hasOwn(CONTENT_RESOURCES, name)) return name as ContentResource;
  // The API's own path names, accepted where they differ from the CMS names.
  return CONTENT_RESOURCE_NAMES.find((resource) => CONTENT_RESOURCES[resource] === `/api/${name}`) ?? null;
}

/** The collection IRI of a resource named by its CMS or API path name; null when unknown. */
export function collectionIri(resource: string): string | null {
  const name = contentResource(resource);
  return name ? CONTENT_RESOURCES[name] : null;
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

/** Parses a cache-tag header (`Cache-Tags`, `xkey`, `Surrogate-Key`); null when the API sent none (nothing is known of the response's sources). */
export function parseCacheTags(header: string | null): string[] | null {
  if (header === null) return null;
  // Cache-Tags separates with commas, xkey with spaces, Surrogate-Key with both.
  return header.split(/[\s,]+/).filter(Boolean);
}

/** True when a response with these tags (null: unknown) may be stale after the purge. */
export function isPurged(tags: readonly string[] | null | undefined, purged: ReadonlySet<string>): boolean {
  return !tags || tags.some((t) => purged.has(t));
}

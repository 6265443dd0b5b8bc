/**
 * Endpoints of content resources: a resource's collection is at its collection IRI (content-change.ts) and its
 * records under it, so the path a read requests is the IRI its cache tags and a change's purge speak of, and a
 * misspelled resource does not compile. Kept apart from endpoint.ts so that a browser chunk that calls no
 * content endpoint does not carry the resource table.
 */
import type * as v from 'valibot';
import { CONTENT_RESOURCES, type ContentResource } from './content-change.ts';
import { collection, item } from './endpoint.ts';
import type { Query } from './query.ts';

/** Lists the site reads whole. */
export const WHOLE: Query = { pagination: false };

/** The collection of a content resource, at its collection IRI; `query` is sent with every call. */
/* @__NO_SIDE_EFFECTS__ */
export function contentList<S extends v.GenericSchema>(resource: ContentResource, schema: S, query?: Query) {
  return collection(resource, CONTENT_RESOURCES[resource], schema, query);
}

/** A path under a content resource's collection IRI. */
/* @__NO_SIDE_EFFECTS__ */
export function under<R extends ContentResource, const T extends string>(resource: R, rest: T) {
  return `${CONTENT_RESOURCES[resource]}/${rest}` as `${(typeof CONTENT_RESOURCES)[R]}/${T}`;
}

/** One record of a content resource, under its collection IRI, by the path parameter `param`. */
/* @__NO_SIDE_EFFECTS__ */
export function contentItem<R extends ContentResource, const N extends string, S extends v.GenericSchema>(
  resource: R,
  param: N,
  schema: S,
) {
  return item(resource, under(resource, `{${param}}` as `{${N}}`), schema);
}

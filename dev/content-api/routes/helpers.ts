/**
 * Builders of list and detail routes, so every collection behaves the same and documents itself. Every route of
 * the API serves an endpoint of contract/endpoints.ts, from which it takes its method, path and item IRIs.
 */
import { memoTagged, type Tagged } from '../cache-tags.ts';
import { ApiError, notFound } from '../errors.ts';
import { isPublished } from '../model.ts';
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE, paginate, parseListQuery, selectRows } from '../query.ts';
import type { FilterSpec, ListSpec, Sortable } from '../query.ts';
import type { LocaleState } from '../store.ts';
import type { Endpoint } from '#contract/endpoint.ts';
import type { JsonSchema, ParamDoc, ResponseDoc, RouteContext, RouteDef } from './types.ts';

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

export const ERRORS = {
  400: { description: 'Bad request: invalid parameter or unsupported locale', schema: ref('Error') },
  404: { description: 'Not found', schema: ref('Error') },
  503: { description: 'Service unavailable (fault mode)', schema: ref('Error') },
} satisfies Record<number, ResponseDoc>;

export type Ctx = LocaleState;

/** The method and path of the route serving `endpoint`. */
export function serves(endpoint: Endpoint): Pick<RouteDef, 'endpoint' | 'method' | 'path'> {
  return { endpoint, method: endpoint.method, path: endpoint.path };
}

/** The IRI of record `id` of an endpoint's resource: its collection path (the path without an item parameter) and id. */
export function itemIri(endpoint: Pick<Endpoint, 'path'>, id: number | string): string {
  return `${endpoint.path.replace(/\/\{[^}]+\}$/, '')}/${id}`;
}

/** The one path parameter of an item endpoint's template. */
function itemParam(endpoint: Endpoint): string {
  const param = /\{([^}]+)\}$/.exec(endpoint.path)?.[1];
  if (!param) throw new Error(`${endpoint.path}: not an item path`);
  return param;
}

export interface ListRouteDef<R extends { id: number }> extends ListSpec<R, Ctx> {
  endpoint: Endpoint;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** hydra @type of the members. */
  type: string;
  /** Schema component name of a member (contract/schemas/). */
  schema: string;
  records: (loc: Ctx, rc: RouteContext) => readonly R[];
  /** When `records` depends on the request (beyond filters and order): a key of what it depends on. */
  recordsKey?: (rc: RouteContext) => string;
  serialize: (loc: Ctx, r: R) => unknown;
  /** A member's @id; by default the endpoint's path and the record's id. */
  iri?: (r: R) => string;
  /** false: the whole list unless the client asks for pages (page, itemsPerPage or pagination=true). */
  paginationDefault?: boolean;
  extraQuery?: ParamDoc[];
  /** Per-request adjustments of the spec (search: the phrase). */
  prepare?: (rc: RouteContext, spec: ListSpec<R, Ctx>) => ListSpec<R, Ctx>;
}

function paramType(t: FilterSpec<unknown, unknown>['type']): JsonSchema {
  return t === 'integer' ? { type: 'integer' } : t === 'boolean' ? { type: 'boolean' } : { type: 'string' };
}

export function listQueryDocs<R, C>(spec: ListSpec<R, C>, paginationDefault: boolean): ParamDoc[] {
  const docs: ParamDoc[] = [
    { name: 'page', description: 'Page number (> 0).', schema: { type: 'integer', minimum: 1, default: 1 } },
    {
      name: 'itemsPerPage',
      description: `Items per page (1..${MAX_ITEMS_PER_PAGE}).`,
      schema: {
        type: 'integer',
        minimum: 1,
        maximum: MAX_ITEMS_PER_PAGE,
        default: spec.defaultItemsPerPage ?? DEFAULT_ITEMS_PER_PAGE,
      },
    },
    {
      name: 'pagination',
      description: paginationDefault
        ? 'false: the whole list.'
        : 'Unpaginated by default; true (or page/itemsPerPage) paginates.',
      schema: { type: 'boolean', default: paginationDefault },
    },
  ];
  for (const field of Object.keys(spec.order)) {
    docs.push({
      name: `order[${field}]`,
      description: `Sort by ${field} (several order params apply in order).`,
      schema: { type: 'string', enum: ['asc', 'desc'] },
    });
  }
  for (const f of spec.filters) {
    const schema = paramType(f.type);
    if (f.enum) schema.enum = [...f.enum];
    docs.push({ name: f.name, description: f.description, schema });
    docs.push({
      name: `${f.name}[]`,
      description: `${f.description} (several values: any of them)`,
      schema: { type: 'array', items: schema },
    });
  }
  return docs;
}

export function listRoute<R extends { id: number }>(def: ListRouteDef<R>): RouteDef {
  const paginationDefault = def.paginationDefault ?? true;
  const iri = def.iri ?? ((r: R) => itemIri(def.endpoint, r.id));
  return {
    ...serves(def.endpoint),
    operationId: def.operationId,
    summary: def.summary,
    description: def.description,
    tag: def.tag,
    kind: 'api',
    query: [...listQueryDocs(def, paginationDefault), ...(def.extraQuery ?? [])],
    responses: {
      200: {
        description: `${def.type} collection: a JSON array (application/json) or a hydra:Collection (application/ld+json)`,
        schema: { type: 'array', items: ref(def.schema) },
      },
      ...ERRORS,
    },
    handler: (rc) => {
      const loc = rc.loc();
      const spec = def.prepare ? def.prepare(rc, def) : def;
      const params = rc.url.searchParams;
      const query = parseListQuery(params, spec);
      // `pagination` counts only where the API lets clients switch it (pagination_client_enabled); otherwise
      // the resource's default holds, which a page or page size turns on here.
      if (!rc.state.options.dialect.clientPagination || !params.has('pagination'))
        query.pagination = paginationDefault || params.has('page') || params.has('itemsPerPage');
      // filtered + sorted rows are memoized per locale state and (filters, order): paging through a list, or the
      // same list with another format, does not filter and sort again
      const key = `list ${def.endpoint.path} ${def.recordsKey?.(rc) ?? ''} ${JSON.stringify([...query.filters])} ${JSON.stringify(query.order)}`;
      const rows = memoTagged(loc.lists as Map<string, Tagged<R[]>>, key, () =>
        selectRows(def.records(loc, rc), query, spec, loc, loc.collator),
      );
      if (loc.lists.size > 500) loc.lists.delete(loc.lists.keys().next().value as string);
      const result = paginate(rows, query);
      return {
        kind: 'collection',
        type: def.type,
        members: result.items.map((r) => ({ iri: iri(r), data: def.serialize(loc, r) })),
        total: result.total,
        query,
      };
    },
  };
}

export interface DetailRouteDef<R extends { id: number }> {
  /** An item endpoint: its last path segment is the parameter `find` gets. */
  endpoint: Endpoint;
  paramDescription: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  type: string;
  schema: string;
  find: (loc: Ctx, value: string, rc: RouteContext) => R | undefined;
  serialize: (loc: Ctx, r: R) => unknown;
  what: string;
}

export function detailRoute<R extends { id: number }>(def: DetailRouteDef<R>): RouteDef {
  const param = itemParam(def.endpoint);
  return {
    ...serves(def.endpoint),
    operationId: def.operationId,
    summary: def.summary,
    description: def.description,
    tag: def.tag,
    kind: 'api',
    pathParams: { [param]: def.paramDescription },
    responses: { 200: { description: def.type, schema: ref(def.schema) }, ...ERRORS },
    handler: (rc) => {
      const loc = rc.loc();
      const value = rc.params[param] ?? '';
      const r = def.find(loc, value, rc);
      if (r === undefined) throw notFound(`${def.what} "${value}" not found in locale ${rc.locale}.`);
      return { kind: 'item', type: def.type, iri: itemIri(def.endpoint, r.id), data: def.serialize(loc, r) };
    },
  };
}

/**
 * Preview-aware lookup: a numeric value is an id and finds unpublished records too (the preview GETs); a slug
 * finds published records only.
 */
export function bySlugOrId<R extends { id: number }>(
  byId: Map<number, R>,
  bySlug: Map<string, R> | undefined,
  value: string,
  preview = true,
): R | undefined {
  if (/^\d+$/.test(value)) {
    const r = byId.get(Number(value));
    return r && (preview || isPublished(r)) ? r : undefined;
  }
  const r = bySlug?.get(value);
  return r && isPublished(r) ? r : undefined;
}

export function byNumericId<R>(map: Map<number, R>, value: string): R | undefined {
  if (!/^\d+$/.test(value)) throw new ApiError(400, `The id must be an integer, got "${value}".`);
  return map.get(Number(value));
}

export const published = <R>(list: readonly R[]): R[] => list.filter(isPublished);

// ---------------------------------------------------------------------------------------------- filter helpers

type Get<R> = (r: R, ctx: Ctx) => Sortable | readonly Sortable[];

/** Equality filter on a value (or any of several values) of the record. */
export function eq<R>(
  name: string,
  type: FilterSpec<R, Ctx>['type'],
  description: string,
  get: Get<R>,
  enumValues?: readonly string[],
): FilterSpec<R, Ctx> {
  return {
    name,
    type,
    description,
    enum: enumValues,
    match: (r, values, ctx) => {
      const v = get(r, ctx);
      if (Array.isArray(v)) return v.some((x) => values.includes(x as string | number | boolean));
      return values.includes(v as string | number | boolean);
    },
  };
}

export const idF = <R extends { id: number }>(): FilterSpec<R, Ctx> =>
  eq<R>('id', 'integer', 'Only these ids (id[]=1&id[]=2).', (r) => r.id);
export const slugF = <R extends { slug: string }>(): FilterSpec<R, Ctx> => eq<R>('slug', 'string', 'Exact slug.', (r) => r.slug);

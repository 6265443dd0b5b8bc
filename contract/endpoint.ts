/**
 * What an endpoint of the content API is, how one is declared and how a call fills one in. The endpoints
 * themselves are declared in endpoints/*.ts (content resources' through resource-endpoint.ts); the build's
 * content client, the browser client and the stand-in API all take their paths, schemas and resource names
 * from there, so a path or a resource is spelled once.
 */
import type * as v from 'valibot';
import type { Locale } from './locales.ts';
import { type Query, encodeQuery } from './query.ts';

export type Method = 'GET' | 'POST' | 'PUT';

/** What a GET asks for: plain JSON (collections are arrays) or JSON-LD (hydra collections with totals). */
export type Accept = 'json' | 'ld+json';

/**
 * An endpoint: `path` is a template whose `{name}` segments are path parameters. `shape` says what the answer
 * is: one payload (`item`), a list whose every member is validated with `schema` (`collection`), or bytes that
 * are not JSON (`file`). `schema` validates the answer; null where the answer is not read (most writes).
 */
export interface Endpoint<
  P extends string = string,
  S extends v.GenericSchema | null = v.GenericSchema | null,
  K extends Shape = Shape,
  M extends Method = Method,
> {
  readonly method: M;
  readonly path: P;
  readonly shape: K;
  readonly schema: S;
  /**
   * What validation messages name: for content, the resource's name in contract/content-change.ts (the name
   * a content change, the CMS and the cache tags use); otherwise the endpoint's own name.
   */
  readonly resource: string;
  /** Query parameters every call of this endpoint sends, whatever else it asks (a list read whole). */
  readonly query?: Query;
}

export type Shape = 'item' | 'collection' | 'file';

export type ItemEndpoint<P extends string = string, S extends v.GenericSchema = v.GenericSchema> = Endpoint<P, S, 'item', 'GET'>;
export type CollectionEndpoint<S extends v.GenericSchema = v.GenericSchema> = Endpoint<string, S, 'collection', 'GET'>;
export type WriteEndpoint<P extends string = string, S extends v.GenericSchema | null = v.GenericSchema | null> = Endpoint<
  P,
  S,
  'item',
  'POST' | 'PUT'
>;

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The path parameters a template asks for, by name. */
export type PathParams<P extends string> = { readonly [Name in ParamNames<P>]: string | number };

/** The endpoint's path with its parameters filled in (each URI-encoded). */
export function endpointPath<P extends string>(endpoint: Pick<Endpoint<P>, 'path'>, params: PathParams<P>): string {
  return endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** The query a call sends: its own parameters, then the endpoint's fixed ones (which win). */
export function withFixed(endpoint: Pick<Endpoint, 'query'>, query: Query | undefined): Query | undefined {
  return endpoint.query ? { ...query, ...endpoint.query } : query;
}

/** Path and encoded query of a call. */
export function endpointUrl<P extends string>(
  endpoint: Pick<Endpoint<P>, 'path' | 'query'>,
  params: PathParams<P>,
  query?: Query,
): string {
  return `${endpointPath(endpoint, params)}${encodeQuery(withFixed(endpoint, query))}`;
}

/** What one read of the content API takes at build time. */
export interface ReadOptions {
  locale: Locale;
  query?: Query;
  accept?: Accept;
}

/** Reading the content API by endpoint, as the build's content client does (what block data loaders get). */
export interface ContentReader {
  get<P extends string, S extends v.GenericSchema>(
    endpoint: ItemEndpoint<P, S>,
    params: PathParams<P>,
    options: ReadOptions,
  ): Promise<v.InferOutput<S>>;
  list<S extends v.GenericSchema>(
    endpoint: CollectionEndpoint<S>,
    options: ReadOptions,
  ): Promise<{ items: v.InferOutput<S>[]; totalItems: number }>;
}

// ---------------------------------------------------------------------------------------------- declaring
// The builders have no side effects: a bundle keeps only the endpoints it uses.

/** A list of `schema` items at `path`; `query` is sent with every call. */
/* @__NO_SIDE_EFFECTS__ */
export function collection<S extends v.GenericSchema>(
  resource: string,
  path: string,
  schema: S,
  query?: Query,
): CollectionEndpoint<S> {
  return { method: 'GET', path, shape: 'collection', schema, resource, ...(query && { query }) };
}

/** One payload at `path` (a template). */
/* @__NO_SIDE_EFFECTS__ */
export function item<const P extends string, S extends v.GenericSchema>(
  resource: string,
  path: P,
  schema: S,
): ItemEndpoint<P, S> {
  return { method: 'GET', path, shape: 'item', schema, resource };
}

/** A write whose answer is validated with `schema`, or not read (null). */
/* @__NO_SIDE_EFFECTS__ */
export function write<const P extends string, S extends v.GenericSchema | null>(
  resource: string,
  method: 'POST' | 'PUT',
  path: P,
  schema: S,
): WriteEndpoint<P, S> {
  return { method, path, shape: 'item', schema, resource };
}

/** Bytes at `path` (a template): an archive, a PDF, a document. */
/* @__NO_SIDE_EFFECTS__ */
export function file<const P extends string>(resource: string, path: P): Endpoint<P, null, 'file', 'GET'> {
  return { method: 'GET', path, shape: 'file', schema: null, resource };
}

/** The JSON-LD context IRI of a hydra type (what `@context` names in JSON-LD answers and errors). */
export function jsonLdContext(type: string): string {
  return `/api/contexts/${type}`;
}

/**
 * The route table's types. Every route the server answers is one RouteDef: app.ts registers them with Hono and
 * wraps them (locale, format, faults, caching, errors); openapi.ts documents them from the same table, so the
 * OpenAPI document cannot drift from what is served.
 */
import type { Context } from 'hono';
import type { Endpoint } from '#contract/endpoint.ts';
import type { AppState } from '../state.ts';
import type { Format, Member } from '../hydra.ts';
import type { ListQuery } from '../query.ts';
import type { LocaleState } from '../store.ts';
import type { LocaleCode } from '../catalogue/types.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A (small) JSON Schema object for the OpenAPI document. */
export type JsonSchema = Record<string, unknown>;

export interface ParamDoc {
  name: string;
  in?: 'query' | 'header';
  description: string;
  schema: JsonSchema;
  required?: boolean;
}

export interface ResponseDoc {
  description: string;
  contentType?: string;
  schema?: JsonSchema;
}

export interface RouteContext {
  c: Context;
  req: Request;
  url: URL;
  /** Path parameters (with a .json/.jsonld suffix removed). */
  params: Record<string, string>;
  locale: LocaleCode;
  format: Format;
  state: AppState;
  requestId: string;
  /** The locale's catalogue state (indexes, serializer). */
  loc: () => LocaleState;
}

export type Payload =
  | { kind: 'item'; type: string; iri: string; data: unknown; status?: number; headers?: Record<string, string> }
  | { kind: 'collection'; type: string; members: Member[]; total: number; query: ListQuery | null }
  | { kind: 'body'; status: number; body: unknown; headers?: Record<string, string> };

export type Output = Payload | Response;

export interface RouteDef {
  /** The endpoint of contract/endpoints.ts this route serves (every /api route serves one). */
  endpoint?: Endpoint;
  method: Method;
  /** OpenAPI path template, e.g. /api/products/{slugOrId}. */
  path: string;
  /** Hono path when it differs from the template (wildcards). */
  honoPath?: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /**
   * api: /api routes (locale, format negotiation, faults, JSON errors, caching of GET payloads);
   * raw: files and images (no locale, no faults); internal: /__cms, /__outbox and the docs (locale allowed, no faults).
   */
  kind: 'api' | 'raw' | 'internal';
  /** Cache the GET payload per (locale, format, url). Default: true for api GETs. */
  cache?: boolean;
  pathParams?: Record<string, string>;
  query?: ParamDoc[];
  requestBody?: { description?: string; contentTypes?: string[]; schema: JsonSchema; required?: boolean };
  responses: Record<string, ResponseDoc>;
  handler: (rc: RouteContext) => Output | Promise<Output>;
}

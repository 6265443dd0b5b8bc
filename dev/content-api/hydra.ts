/**
 * Output formats. `Accept: application/json` (or a `.json` suffix) → plain JSON: collections are arrays, items
 * are objects. `Accept: application/ld+json` (or `.jsonld`, or no/any Accept, API Platform's default) → JSON-LD
 * with hydra collections: `@context`, `@id`, `@type: hydra:Collection`, `hydra:member` (items with `@id` and
 * `@type`), `hydra:totalItems` and `hydra:view` with first/last/previous/next. The dialect (dialect.ts) decides
 * the prefix, when a view is sent, whether plain JSON is served at all and what partial pagination and
 * `iri_only` leave out.
 */
import { jsonLdContext } from '#contract/endpoint.ts';
import { type Dialect, SPEC_DIALECT, hydraPrefix } from './dialect.ts';
import type { ListQuery } from './query.ts';

export type Format = 'json' | 'jsonld';

export const CONTENT_TYPES: Record<Format, string> = {
  json: 'application/json; charset=utf-8',
  jsonld: 'application/ld+json; charset=utf-8',
};

/** RFC 7807 errors (API Platform 3.2+ with the flag, 4.x always). */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

/** Negotiates the format from the path suffix and the Accept header. */
export function negotiateFormat(pathname: string, accept: string | null | undefined): Format {
  if (pathname.endsWith('.jsonld')) return 'jsonld';
  if (pathname.endsWith('.json')) return 'json';
  const a = (accept ?? '').toLowerCase();
  if (a.includes('application/ld+json')) return 'jsonld';
  if (a.includes('application/json')) return 'json';
  return 'jsonld';
}

/** Whether the dialect serves the format: API Platform 4 enables only JSON-LD by default (plain JSON gets 406). */
export function servesFormat(format: Format, dialect: Dialect): boolean {
  return format === 'jsonld' || dialect.version !== '4';
}

export interface Member {
  iri: string;
  data: unknown;
}

export function itemPayload(format: Format, type: string, iri: string, data: unknown): unknown {
  if (format === 'json' || !data || typeof data !== 'object' || Array.isArray(data)) return data;
  return { '@context': jsonLdContext(type), '@id': iri, '@type': type, ...(data as object) };
}

/**
 * The URL of a page of the list: the spec's API sets the page parameter in place, API Platform moves it to the
 * end (IriHelper); null: no page parameter.
 */
function withPage(pathname: string, search: URLSearchParams, page: number | null, last = false): string {
  const p = new URLSearchParams(search);
  if (last || page === null) p.delete('page');
  if (page !== null) p.set('page', String(page));
  const query = p.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export interface CollectionInput {
  type: string;
  pathname: string;
  search: URLSearchParams;
  members: Member[];
  total: number;
  query: ListQuery | null;
  /** Whether a member's IRI can be dereferenced (an item route serves it): `iri_only` lists only those as IRIs. */
  dereferenceable?: (iri: string) => boolean;
}

export function collectionPayload(format: Format, input: CollectionInput, dialect: Dialect = SPEC_DIALECT): unknown {
  if (format === 'json') return input.members.map((m) => m.data);
  return dialect.version === 'spec' ? specCollection(input) : apiPlatformCollection(input, dialect);
}

function memberOf(type: string, m: Member): unknown {
  return m.data && typeof m.data === 'object' ? { '@id': m.iri, '@type': type, ...(m.data as object) } : m.data;
}

/** The collection as the specification describes it: prefixed, with a view on every paged answer. */
function specCollection({ type, pathname, search, members, total, query }: CollectionInput): unknown {
  const body: Record<string, unknown> = {
    '@context': jsonLdContext(type),
    '@id': pathname,
    '@type': 'hydra:Collection',
    'hydra:totalItems': total,
    'hydra:member': members.map((m) => memberOf(type, m)),
  };
  if (query?.pagination) {
    const last = Math.max(1, Math.ceil(total / query.itemsPerPage));
    const at = (page: number) => withPage(pathname, search, page);
    const view: Record<string, unknown> = {
      '@id': at(query.page),
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': at(1),
      'hydra:last': at(last),
    };
    if (query.page > 1) view['hydra:previous'] = at(Math.min(query.page - 1, last));
    if (query.page < last) view['hydra:next'] = at(query.page + 1);
    body['hydra:view'] = view;
  }
  return body;
}

/**
 * The collection as API Platform's CollectionNormalizer and PartialCollectionViewNormalizer write it: the total
 * unless pagination is partial; the view left out when the answer is one page and no parameter other than the
 * page and `pagination` was given; first/last only with a total; next only while a partial page is full.
 */
function apiPlatformCollection(input: CollectionInput, dialect: Dialect): unknown {
  const { type, pathname, search, members, total, query } = input;
  const p = hydraPrefix(dialect);
  const iriOnly = dialect.iriOnly && members.length > 0 && members.every((m) => input.dereferenceable?.(m.iri) ?? false);
  const body: Record<string, unknown> = {
    '@context': iriOnly
      ? { '@vocab': '/api/docs.jsonld#', hydra: 'http://www.w3.org/ns/hydra/core#', [`${p}member`]: { '@type': '@id' } }
      : jsonLdContext(type),
    '@id': pathname,
    '@type': `${p}Collection`,
    [`${p}member`]: members.map((m) => (iriOnly ? m.iri : memberOf(type, m))),
  };
  const paged = query?.pagination === true;
  const partial = paged && dialect.partialPagination;
  if (!partial) body[`${p}totalItems`] = paged ? total : members.length;
  const filtered = [...search.keys()].some((k) => k !== 'page' && k !== 'pagination');
  const last = paged ? Math.max(1, Math.ceil(total / query.itemsPerPage)) : 1;
  if (!filtered && !partial && last === 1) return body;
  const view: Record<string, unknown> = {
    '@id': withPage(pathname, search, paged ? (query?.page ?? 1) : null, true),
    '@type': `${p}PartialCollectionView`,
  };
  if (paged) {
    const at = (page: number) => withPage(pathname, search, page, true);
    if (!partial) {
      view[`${p}first`] = at(1);
      view[`${p}last`] = at(last);
    }
    if (query.page > 1) view[`${p}previous`] = at(query.page - 1);
    const more = partial ? members.length >= query.itemsPerPage : query.page < last;
    if (more) view[`${p}next`] = at(query.page + 1);
  }
  body[`${p}view`] = view;
  return body;
}

/**
 * Output formats. `Accept: application/json` (or a `.json` suffix) → plain JSON: collections are arrays, items
 * are objects. `Accept: application/ld+json` (or `.jsonld`, or no/any Accept, API Platform's default) → JSON-LD
 * with hydra collections: `@context`, `@id`, `@type: hydra:Collection`, `hydra:member` (items with `@id` and
 * `@type`), `hydra:totalItems` and, when paginated, `hydra:view` with first/last/previous/next.
 */
import { jsonLdContext } from '#contract/endpoint.ts';
import type { ListQuery } from './query.ts';

export type Format = 'json' | 'jsonld';

export const CONTENT_TYPES: Record<Format, string> = {
  json: 'application/json; charset=utf-8',
  jsonld: 'application/ld+json; charset=utf-8',
};

/** Negotiates the format from the path suffix and the Accept header. */
export function negotiateFormat(pathname: string, accept: string | null | undefined): Format {
  if (pathname.endsWith('.jsonld')) return 'jsonld';
  if (pathname.endsWith('.json')) return 'json';
  const a = (accept ?? '').toLowerCase();
  if (a.includes('application/ld+json')) return 'jsonld';
  if (a.includes('application/json')) return 'json';
  return 'jsonld';
}

export interface Member {
  iri: string;
  data: unknown;
}

export function itemPayload(format: Format, type: string, iri: string, data: unknown): unknown {
  if (format === 'json' || !data || typeof data !== 'object' || Array.isArray(data)) return data;
  return { '@context': jsonLdContext(type), '@id': iri, '@type': type, ...(data as object) };
}

function withPage(pathname: string, search: URLSearchParams, page: number): string {
  const p = new URLSearchParams(search);
  p.set('page', String(page));
  return `${pathname}?${p.toString()}`;
}

export function collectionPayload(
  format: Format,
  type: string,
  pathname: string,
  search: URLSearchParams,
  members: Member[],
  total: number,
  query: ListQuery | null,
): unknown {
  if (format === 'json') return members.map((m) => m.data);
  const body: Record<string, unknown> = {
    '@context': jsonLdContext(type),
    '@id': pathname,
    '@type': 'hydra:Collection',
    'hydra:totalItems': total,
    'hydra:member': members.map((m) =>
      m.data && typeof m.data === 'object' ? { '@id': m.iri, '@type': type, ...(m.data as object) } : m.data,
    ),
  };
  if (query?.pagination) {
    const last = Math.max(1, Math.ceil(total / query.itemsPerPage));
    const view: Record<string, unknown> = {
      '@id': withPage(pathname, search, query.page),
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': withPage(pathname, search, 1),
      'hydra:last': withPage(pathname, search, last),
    };
    if (query.page > 1) view['hydra:previous'] = withPage(pathname, search, Math.min(query.page - 1, last));
    if (query.page < last) view['hydra:next'] = withPage(pathname, search, query.page + 1);
    body['hydra:view'] = view;
  }
  return body;
}

/**
 * Which API Platform the stand-in plays. The manufacturer's API may run any version, and what a client sees
 * changes with it (as api-platform/core's serializers, tests and changelog show):
 *
 * - `spec`: what the specification describes (the default): prefixed hydra collections with paging links
 *   whenever a list is paged, plain JSON as bare arrays, errors `{ code, message }` (plus the hydra error keys in
 *   JSON-LD).
 * - `3`: API Platform 3.x defaults: prefixed keys (`hydra:member`, `hydra:totalItems`, `hydra:view`), `jsonld`
 *   and `json` enabled (plain JSON is a bare array with no total and no links), legacy `hydra:Error` bodies
 *   (`hydra:title`, `hydra:description`), `ConstraintViolationList` for validation.
 * - `4`: API Platform 4.2 defaults: no prefix (`member`, `totalItems`, `view`, `@type: Collection`), JSON-LD only
 *   (`Accept: application/json` answers 406 and a JSON body answers 415), RFC 7807 errors as
 *   `application/problem+json` (`title`, `detail`, `description`), `ConstraintViolation` for validation.
 *
 * Options any version can have: partial pagination (no total, no first/last links: only `next` says there is
 * more), `iri_only` collections (members listed as IRIs), `pagination_client_enabled: false` (the API's default:
 * a client's `pagination=false` is ignored), and the cache-tag header of the invalidation purger (`Cache-Tags`,
 * `xkey` or `Surrogate-Key`; none when HTTP cache invalidation is off).
 */

export const DIALECT_VERSIONS = ['spec', '3', '4'] as const;
export type DialectVersion = (typeof DIALECT_VERSIONS)[number];

export const CACHE_TAG_HEADERS = ['Cache-Tags', 'xkey', 'Surrogate-Key'] as const;
export type CacheTagHeader = (typeof CACHE_TAG_HEADERS)[number];

export interface Dialect {
  version: DialectVersion;
  /** No totalItems, no first/last links: only `next` says there is more (`paginationPartial: true`). */
  partialPagination: boolean;
  /** Collections list their members as IRI strings (`normalizationContext: { iri_only: true }`). */
  iriOnly: boolean;
  /** false: a client's `pagination=false` is ignored, as with API Platform's default `pagination_client_enabled: false`. */
  clientPagination: boolean;
  /** The header the cache tags go in; null: HTTP cache invalidation is off, so no tags are sent. */
  cacheTagHeader: CacheTagHeader | null;
}

export const SPEC_DIALECT: Dialect = {
  version: 'spec',
  partialPagination: false,
  iriOnly: false,
  clientPagination: true,
  cacheTagHeader: 'Cache-Tags',
};

export function parseDialectVersion(raw: string | undefined): DialectVersion {
  if (raw === undefined || raw === '') return 'spec';
  if ((DIALECT_VERSIONS as readonly string[]).includes(raw)) return raw as DialectVersion;
  throw new Error(`--dialect must be ${DIALECT_VERSIONS.join(', ')}, got "${raw}"`);
}

/** A header name as the command line gives it (any case), or `none`. */
export function parseCacheTagHeader(raw: string | undefined): CacheTagHeader | null {
  if (raw === undefined || raw === '') return 'Cache-Tags';
  if (raw.toLowerCase() === 'none') return null;
  const found = CACHE_TAG_HEADERS.find((h) => h.toLowerCase() === raw.toLowerCase());
  if (!found) throw new Error(`--cache-tags-header must be ${CACHE_TAG_HEADERS.join(', ')} or none, got "${raw}"`);
  return found;
}

/** The hydra key prefix: `hydra:` in the spec's and 3.x's answers, none in 4.x's. */
export function hydraPrefix(dialect: Dialect): string {
  return dialect.version === '4' ? '' : 'hydra:';
}

/** A cache-tag header value as each purger writes it: `Cache-Tags: a,b`, `xkey: a b`, `Surrogate-Key: a, b`. */
export function cacheTagValue(header: CacheTagHeader, tags: readonly string[]): string {
  return tags.join(header === 'xkey' ? ' ' : header === 'Surrogate-Key' ? ', ' : ',');
}

/** What the dialect adds to the readiness line (nothing for the spec's own). */
export function describeDialect(dialect: Dialect): string {
  const parts: string[] = [];
  if (dialect.version !== 'spec') parts.push(`dialect ${dialect.version}`);
  if (dialect.partialPagination) parts.push('partial pagination');
  if (dialect.iriOnly) parts.push('iri_only');
  if (!dialect.clientPagination) parts.push('pagination=false ignored');
  if (dialect.cacheTagHeader !== 'Cache-Tags') parts.push(`cache tags ${dialect.cacheTagHeader ?? 'off'}`);
  return parts.join(', ');
}

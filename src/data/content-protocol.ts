/**
 * The protocol of the content API that the build client and the browser client share: one reading of its
 * answers whatever API Platform version serves them, content negotiation, errors, and validation with the
 * contract's valibot schemas. No Node or DOM APIs: both bundles import it; the clients hand in the one GET it
 * needs (the encoding and the failure rule of a body live in contract/query.ts).
 *
 * What it accepts (API Platform 2.x to 4.x, any configuration a manufacturer may run):
 * - collections as a bare JSON array (plain JSON: no total, no links), or JSON-LD with the `hydra:` prefix
 *   (≤ 3.4, and 4.x with `hydra_prefix: true`) or without it (the 4.x default); the prefix is taken from the
 *   collection's `@type`, and both key sets are read when it says nothing;
 * - `totalItems` absent (partial pagination), the view absent (one page) or without first/last;
 * - members embedded or listed as IRIs (`iri_only`), which are read one by one, and whole lists never taken from
 *   a first page the API cut (whole-list.ts, loaded when a call needs it);
 * - `@context` as a string, an object or an array, `@type` as a string or an array;
 * - errors as `{ code, message }`, `hydra:Error` or RFC 7807 problem JSON, in any `+json` media type.
 */
import * as v from 'valibot';
import { encodeQuery, type Query } from '#contract/query.ts';
import type { Accept } from '#contract/endpoint.ts';

export type { Accept } from '#contract/endpoint.ts';

export { ContentApiError, ContentNotFoundError, ContentValidationError } from './content-errors.ts';
import { ContentApiError, ContentValidationError } from './content-errors.ts';

// ---------------------------------------------------------------------------------------------- media types

/** JSON in any of its media types: `application/json`, and every `+json` (`ld+json`, `problem+json`). */
export function isJsonMediaType(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^[a-z]+\/[a-z0-9.+-]+\+json$/.test(type);
}

/**
 * The parsed body of an answer, or why it is not JSON (naming a media type that is not JSON: a proxy's HTML
 * error page). An empty body is null.
 */
export function parseBody(text: string, contentType: string | null): { ok: true; body: unknown } | { ok: false; reason: string } {
  if (text === '') return { ok: true, body: null };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    const type = contentType?.split(';')[0]?.trim();
    return { ok: false, reason: type && !isJsonMediaType(type) ? `body is ${type}, not JSON` : 'body is not JSON' };
  }
}

// ---------------------------------------------------------------------------------------------- negotiation

/**
 * What the clients send as Accept: `auto` (the default) sends what each call asks for (the spec's
 * `application/json`, JSON-LD where a call needs totals) until the API answers 406 to plain JSON, as API Platform
 * 4 does by default, and JSON-LD for every call from then on; `json` sends what each call asks for and never
 * switches; `ld+json` sends JSON-LD always.
 */
export type AcceptSetting = 'auto' | Accept;

export const ACCEPT_SETTINGS: readonly AcceptSetting[] = ['auto', 'json', 'ld+json'];

export function parseAcceptSetting(raw: string | undefined, name = 'CONTENT_API_ACCEPT'): AcceptSetting {
  if (raw === undefined || raw === '') return 'auto';
  if ((ACCEPT_SETTINGS as readonly string[]).includes(raw)) return raw as AcceptSetting;
  throw new Error(`${name} must be ${ACCEPT_SETTINGS.join(', ')}, got "${raw}"`);
}

/** The Accept of one API, learnt from its answers: one per client (the build's, the page's). */
export class AcceptNegotiation {
  readonly setting: AcceptSetting;
  #jsonRefused: boolean;
  readonly #onSwitch: (() => void) | undefined;

  constructor(setting: AcceptSetting = 'auto', options: { jsonRefused?: boolean; onSwitch?: () => void } = {}) {
    this.setting = setting;
    this.#jsonRefused = options.jsonRefused ?? false;
    this.#onSwitch = options.onSwitch;
  }

  /** What to send for a call that asks for `asked`. */
  accept(asked: Accept): Accept {
    return this.setting === 'ld+json' || (this.setting === 'auto' && this.#jsonRefused) ? 'ld+json' : asked;
  }

  /**
   * Whether an answer means "ask again as JSON-LD": a 406 to plain JSON under `auto`. The first one switches the
   * API to JSON-LD for every later call too (and calls `onSwitch` once).
   */
  refusesJson(status: number, sent: Accept): boolean {
    if (status !== 406 || sent !== 'json' || this.setting !== 'auto') return false;
    if (!this.#jsonRefused) {
      this.#jsonRefused = true;
      this.#onSwitch?.();
    }
    return true;
  }
}

/**
 * What a client learns of its API as it reads, kept for every later call (one per API: the build's, the page's):
 * the Accept it takes, and the collection paths whose plain-JSON lists it serves whole (readList).
 */
export interface ApiKnowledge {
  accept: AcceptNegotiation;
  unpaged: Set<string>;
}

export function learnApi(
  setting: AcceptSetting = 'auto',
  options: { jsonRefused?: boolean; onSwitch?: () => void } = {},
): ApiKnowledge {
  return { accept: new AcceptNegotiation(setting, options), unpaged: new Set() };
}

/** The build log's line when an API turns out to serve JSON-LD only. */
export const JSON_REFUSED_LINE =
  'content API answers 406 to Accept: application/json (JSON-LD only, as API Platform 4 by default): reading it as application/ld+json from now on (CONTENT_API_ACCEPT=ld+json skips the first try)';

// ---------------------------------------------------------------------------------------------- errors

function field(body: unknown, key: string): string | null {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The message of an error body in any dialect: RFC 7807 `detail`, API Platform's `description` and
 * `hydra:description`, the spec's `message`, then the titles.
 */
export function errorMessage(body: unknown): string | null {
  for (const key of ['detail', 'description', 'hydra:description', 'message', 'title', 'hydra:title']) {
    const found = field(body, key);
    if (found) return found.split('\n')[0] ?? found;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------- JSON-LD

/**
 * A payload without its JSON-LD keywords (`@context`, `@id`, `@type`, at any depth): the site reads records, and
 * what it renders must not depend on whether the API answered JSON or JSON-LD. Objects without keywords are
 * returned as they are.
 */
export function withoutJsonLd<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const plain = withoutJsonLd(item);
      if (plain !== item) {
        copy ??= value.slice();
        copy[i] = plain;
      }
    }
    return (copy ?? value) as T;
  }
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  for (const key in record) {
    if (key.charCodeAt(0) === AT) {
      copy ??= { ...record };
      delete copy[key];
      continue;
    }
    const item = record[key];
    const plain = withoutJsonLd(item);
    if (plain !== item) {
      copy ??= { ...record };
      copy[key] = plain;
    }
  }
  return (copy ?? value) as T;
}

const AT = '@'.charCodeAt(0);

// ---------------------------------------------------------------------------------------------- collections

/** One answer of a collection call, read. */
export interface CollectionPage {
  /** Embedded members without JSON-LD keywords, or IRI strings (`iri_only`). */
  members: unknown[];
  /** The total the API states; null when it states none (plain JSON, partial pagination). */
  total: number | null;
  /** The view's link to the next page, as the API wrote it; null on the last page or without a view. */
  next: string | null;
  /** A plain JSON array: it says nothing about more pages. */
  bare: boolean;
}

const HYDRA = 'http://www.w3.org/ns/hydra/core#';

function types(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((t): t is string => typeof t === 'string');
}

/** The key prefixes to read, the collection's own first: `hydra:` or none, as its `@type` says. */
function prefixes(record: Record<string, unknown>): string[] {
  const declared = types(record['@type']);
  if (declared.some((t) => t === 'hydra:Collection' || t === `${HYDRA}Collection`)) return ['hydra:', ''];
  if (declared.includes('Collection')) return ['', 'hydra:'];
  return Object.hasOwn(record, 'hydra:member') ? ['hydra:', ''] : ['', 'hydra:'];
}

function pick(record: Record<string, unknown>, order: readonly string[], name: string): unknown {
  for (const prefix of order) {
    const value = record[`${prefix}${name}`];
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

/** Reads one answer of a collection call: a bare array, or a hydra collection with or without the prefix. */
export function readCollection(body: unknown, path: string): CollectionPage {
  if (Array.isArray(body)) return { members: body.map(withoutJsonLd), total: null, next: null, bare: true };
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  const order = record ? prefixes(record) : [];
  const members = record ? pick(record, order, 'member') : undefined;
  if (!record || !Array.isArray(members)) {
    throw new ContentApiError(`${path}: expected a collection (an array, member or hydra:member)`, null, path);
  }
  const total = pick(record, order, 'totalItems');
  const view = pick(record, order, 'view');
  const next = view && typeof view === 'object' ? pick(view as Record<string, unknown>, order, 'next') : undefined;
  return {
    members: members.map(withoutJsonLd),
    total: typeof total === 'number' ? total : null,
    next: typeof next === 'string' && next !== '' ? next : null,
    bare: false,
  };
}

/** A list call: the collection's path, the query sent (the endpoint's fixed parameters included). */
export interface ListCall {
  path: string;
  query: Query | undefined;
}

/** What readList needs of a client. */
export interface ListTransport {
  /** One GET (path and encoded query) of the API, parsed; the build records it as a read of the page. */
  get(pathAndQuery: string): Promise<unknown>;
  /**
   * The same GET, not recorded: the probe of a bare array that turns out whole says nothing a page depends on
   * (whatever would change its outcome changes the first page), and is asked once per path, by whichever page
   * comes first; recorded, it would make what a page read depend on the order pages render in.
   */
  peek(pathAndQuery: string): Promise<unknown>;
  /**
   * Collection paths seen to answer a whole list in one response whatever page was asked (pagination is off for
   * them, or honours `pagination=false`): their bare arrays are not probed again. Kept by the client.
   */
  unpaged: Set<string>;
}

/** A call that asks for every item of a list (`pagination=false`); other calls ask for one page. */
export function asksForWhole(query: Query | undefined): boolean {
  return query?.pagination === false;
}

/**
 * Reads a list call to its members and their number.
 *
 * A call for one page returns that page; when the API states no total, the number is what the page shows plus
 * one if a next page is linked (at least that many exist).
 *
 * A call for the whole list (`pagination=false`) is read whole by whole-list.ts, and members listed as IRIs are
 * read one by one there too. That module loads with the first call that needs it: most islands never do.
 */
export async function readList(call: ListCall, transport: ListTransport): Promise<{ members: unknown[]; totalItems: number }> {
  const whole = asksForWhole(call.query);
  const wholeReading = whole ? import('./whole-list.ts') : null;
  const first = readCollection(await transport.get(`${call.path}${encodeQuery(call.query)}`), call.path);
  let members = first.members;
  let totalItems: number;
  if (wholeReading) {
    members = await (await wholeReading).readRest(call, transport, first);
    totalItems = members.length;
  } else {
    const page = typeof call.query?.page === 'number' ? call.query.page : 1;
    const size = typeof call.query?.itemsPerPage === 'number' ? call.query.itemsPerPage : members.length;
    totalItems = first.total ?? (page - 1) * size + members.length + (first.next ? 1 : 0);
  }
  if (members.some((m) => typeof m === 'string')) {
    members = await (await (wholeReading ?? import('./whole-list.ts'))).resolveIris(call, transport, members);
  }
  return { members, totalItems };
}

// ---------------------------------------------------------------------------------------------- validation

/** Validates a payload; a failure becomes one line naming locale, resource, id and field. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
  locale: string,
  resource: string,
  id?: string | number,
): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = v.getDotPath(issue) ?? '(root)';
  throw new ContentValidationError(
    `Invalid content: locale ${locale}, resource ${resource}, id ${id ?? '-'}, field ${field}: ${issue.message}`,
  );
}

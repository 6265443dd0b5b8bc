/**
 * The content client: the only code that talks HTTP to the content API at build time. Sends Accept-Locale and
 * Accept (switching to JSON-LD for good when the API refuses plain JSON), reads collections of every API
 * Platform dialect whole (content-protocol.ts), treats a failure body code as failure, retries transient
 * failures with backoff, bounds concurrency, caches by request within one build, validates every payload with
 * valibot and records which responses each page read, with their cache tags (for incremental rebuilds).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type * as v from 'valibot';
import type { Locale } from '#contract/locales.ts';
import { parseCacheTags } from '#contract/content-change.ts';
import { BLOCK_SCHEMAS } from '#contract/blocks.ts';
import { createContentGuard } from './content-guard.ts';
import {
  type Accept,
  type AcceptSetting,
  type ApiKnowledge,
  ContentApiError,
  ContentNotFoundError,
  JSON_REFUSED_LINE,
  errorMessage,
  learnApi,
  parseAcceptSetting,
  parseBody,
  readList,
  validate,
  withoutJsonLd,
} from './content-protocol.ts';
import { sanitizeRichText } from './rich-text.ts';
import { backoffDelay, encodeQuery, failureCode, isTransientStatus } from '#contract/query.ts';
import {
  type CollectionEndpoint,
  type ContentReader,
  type ItemEndpoint,
  type PathParams,
  type ReadOptions,
  endpointPath,
  withFixed,
} from '#contract/endpoint.ts';

export {
  type Accept,
  ContentApiError,
  ContentNotFoundError,
  ContentValidationError,
  readCollection,
  validate,
} from './content-protocol.ts';

/** The client's settings from the environment: CONTENT_API_ACCEPT and CONTENT_API_CACHE_TAGS_HEADER. */
export function contentApiSettings(env: Record<string, string | undefined>): { accept: AcceptSetting; cacheTagsHeader: string } {
  const header = env.CONTENT_API_CACHE_TAGS_HEADER?.trim();
  if (header && !/^[A-Za-z0-9-]+$/.test(header)) {
    throw new Error(`CONTENT_API_CACHE_TAGS_HEADER must be a header name (Cache-Tags, xkey, Surrogate-Key), got "${header}"`);
  }
  return { accept: parseAcceptSetting(env.CONTENT_API_ACCEPT), cacheTagsHeader: header || 'Cache-Tags' };
}

/** Build-time content boundary: rich text through the sanitizer, URLs through the guard, blocks by type. */
export const guardContent = createContentGuard({
  richText: (html) => {
    const { html: safe, report } = sanitizeRichText(html);
    return { html: safe, removed: report.removed };
  },
  blockSchemas: BLOCK_SCHEMAS,
});

export interface ContentClientOptions {
  baseUrl: string;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Attempts for a transient failure (the first included). */
  attempts?: number;
  /** Responses kept in the per-build cache; the least recently used go first (lists stay hot). */
  cacheSize?: number;
  backoffMs?: number;
  /** Longest wait for one response. */
  timeoutMs?: number;
  /** Longest time one request may take, retries included: a hanging API fails the build within it. */
  deadlineMs?: number;
  fetch?: typeof fetch;
  /** The Accept negotiation (content-protocol.ts); default `auto`. */
  accept?: AcceptSetting;
  /** What other clients of the same API have learnt of it, to share (instead of `accept`). */
  api?: ApiKnowledge;
  /** The header the API's cache tags come in: `Cache-Tags` (default), `xkey` or `Surrogate-Key`. */
  cacheTagsHeader?: string;
  onRetry?: (info: { url: string; attempt: number; reason: string }) => void;
  /** A field made safe at the content boundary (content-guard.ts): reported once per build and field. */
  onContentIssue?: (line: string) => void;
  /** What the build log should know once (the API turned out to serve JSON-LD only). */
  log?: (line: string) => void;
}

export type RequestOptions = ReadOptions;

/** One GET of the API, as the client sends it. */
export interface ApiRequest {
  locale: Locale;
  accept: Accept;
  /** Path with its encoded query. */
  pathAndQuery: string;
}

/** The identity of a request in caches and the build manifest: `locale accept path?query`. */
export function readKey(request: ApiRequest): string {
  return `${request.locale} ${request.accept} ${request.pathAndQuery}`;
}

/** A response a page was rendered from. */
export interface ReadRecord {
  /** readKey(request) */
  key: string;
  request: ApiRequest;
  /** SHA-256 of the response body, first 32 hex digits. */
  hash: string;
}

/** Reads recorded per page render; see ContentClient.track. */
const readLog = new AsyncLocalStorage<Map<string, ReadRecord>>();

interface CachedResponse {
  /** The parsed body (parsed when first read for a response an incremental rebuild found unchanged). */
  readonly body: unknown;
  hash: string;
  /** The response's Cache-Tags (cache-tags.ts); null when the API sent none. */
  tags: string[] | null;
}

/** What a caller knew of a response: the body hash a read key had (an incremental rebuild's check). */
type KnownRead = Pick<ReadRecord, 'key' | 'hash'>;

/** 128 bits of SHA-256 of the body's bytes tell bodies apart and keep the build manifest small. */
function bodyHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

const utf8 = new TextDecoder();

/**
 * What get() and list() return is shared by every caller of the same response, so it is frozen: a caller
 * that changed it would change what the pages after it render (the error names the caller).
 */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export class ContentClient implements ContentReader {
  readonly baseUrl: string;
  private readonly options: Required<
    Omit<ContentClientOptions, 'onRetry' | 'fetch' | 'onContentIssue' | 'log' | 'accept' | 'api'>
  > &
    Pick<ContentClientOptions, 'onRetry' | 'onContentIssue'>;
  /** What this client has learnt of the API: its Accept, the lists it serves whole. */
  private readonly api: ApiKnowledge;
  private readonly reportedIssues = new Set<string>();
  private readonly fetchImpl: typeof fetch;
  private readonly cache = new Map<string, Promise<CachedResponse>>();
  /**
   * What get() and list() made of a raw body (validated, made safe), by schema: every page of a locale reads
   * its menus and category list, and validating them again for each page took a quarter of a build. Keyed by
   * the cached body itself, so an entry goes when its response leaves the cache.
   */
  private readonly safeByBody = new WeakMap<object, Map<v.GenericSchema, unknown>>();
  /** Cache tags of every response of this build by read key (kept when the body leaves the cache). */
  private readonly tagsByKey = new Map<string, string[] | null>();
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** Requests sent (including retries), for build statistics. */
  requests = 0;

  constructor(options: ContentClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
    this.fetchImpl = options.fetch ?? fetch;
    this.options = {
      baseUrl: this.baseUrl,
      concurrency: options.concurrency ?? 8,
      attempts: options.attempts ?? 5,
      backoffMs: options.backoffMs ?? 150,
      timeoutMs: options.timeoutMs ?? 15_000,
      deadlineMs: options.deadlineMs ?? 60_000,
      cacheSize: options.cacheSize ?? 4000,
      cacheTagsHeader: options.cacheTagsHeader ?? 'Cache-Tags',
      onRetry: options.onRetry,
      onContentIssue: options.onContentIssue,
    };
    const log = options.log ?? ((line: string) => console.log(line));
    this.api = options.api ?? learnApi(options.accept, { onSwitch: () => log(JSON_REFUSED_LINE) });
  }

  /** Runs `fn` and returns what it read from the API (every response, cached or not). */
  async track<T>(fn: () => Promise<T>): Promise<{ result: T; reads: ReadRecord[] }> {
    const reads = new Map<string, ReadRecord>();
    const result = await readLog.run(reads, fn);
    return { result, reads: [...reads.values()].sort((a, b) => a.key.localeCompare(b.key)) };
  }

  /** GET one payload of an endpoint and validate it; messages name its resource and path parameter. */
  async get<P extends string, S extends v.GenericSchema>(
    endpoint: ItemEndpoint<P, S>,
    params: PathParams<P>,
    options: RequestOptions,
  ): Promise<v.InferOutput<S>> {
    const raw = await this.request(endpointPath(endpoint, params), { ...options, query: withFixed(endpoint, options.query) });
    return this.safely(raw, endpoint.schema, () => {
      // The id a message names: the call's path parameter (an item template has one).
      const id: string | number | undefined = Object.values<string | number>(params)[0];
      const where = { locale: options.locale, resource: endpoint.resource, id };
      const body = withoutJsonLd(raw);
      return this.guarded(endpoint.schema, validate(endpoint.schema, body, where.locale, where.resource, where.id), where);
    });
  }

  /**
   * GET a collection: a plain array (json) or a hydra collection (ld+json), read whole when the call asks for
   * every item (content-protocol.ts readList); every item is validated.
   */
  async list<S extends v.GenericSchema>(
    endpoint: CollectionEndpoint<S>,
    options: RequestOptions,
  ): Promise<{ items: v.InferOutput<S>[]; totalItems: number }> {
    const { path, resource, schema } = endpoint;
    const { locale, accept } = options;
    const query = withFixed(endpoint, options.query);
    type Listed = { items: v.InferOutput<S>[]; totalItems: number };
    // A list read from its first page alone is made once per response; one read from several pages, or
    // after a probe, is made each time (what it depends on is more than one response).
    const first = await this.request(`${path}${encodeQuery(query)}`, { locale, accept });
    const known = this.known<Listed>(first, schema);
    if (known) return known;
    const bodies: unknown[] = [];
    let peeked = false;
    const { members, totalItems } = await readList(
      { path, query },
      {
        get: async (pathAndQuery) => {
          const body = await this.request(pathAndQuery, { locale, accept });
          bodies.push(body);
          return body;
        },
        peek: (pathAndQuery) => {
          peeked = true;
          return readLog.exit(() => this.request(pathAndQuery, { locale, accept }));
        },
        unpaged: this.api.unpaged,
      },
    );
    const make = (): Listed => ({
      items: members.map((item, index) => {
        const id = item && typeof item === 'object' && 'id' in item ? (item as { id: string | number }).id : `#${index}`;
        return this.guarded(schema, validate(schema, item, options.locale, resource, id), { locale, resource, id });
      }),
      totalItems,
    });
    return bodies.length === 1 && bodies[0] === first && !peeked ? this.safely(first, schema, make) : deepFreeze(make());
  }

  /** What `make` makes of a raw body for a schema, made once per cached response and frozen. */
  private safely<T>(raw: unknown, schema: v.GenericSchema, make: () => T): T {
    if (typeof raw !== 'object' || raw === null) return deepFreeze(make());
    const known = this.known<T>(raw, schema);
    if (known) return known;
    const made = deepFreeze(make());
    const bySchema = this.safeByBody.get(raw) ?? new Map<v.GenericSchema, unknown>();
    bySchema.set(schema, made);
    this.safeByBody.set(raw, bySchema);
    return made;
  }

  private known<T>(raw: unknown, schema: v.GenericSchema): T | undefined {
    return typeof raw === 'object' && raw !== null ? (this.safeByBody.get(raw)?.get(schema) as T | undefined) : undefined;
  }

  /** A validated payload with its rich text sanitized and its URLs guarded; what was refused is reported. */
  private guarded<T>(schema: v.GenericSchema, value: T, where: { locale: string; resource: string; id?: string | number }): T {
    const { value: safe, issues } = guardContent(schema, value);
    for (const issue of issues) {
      const line = `[content] locale ${where.locale}, resource ${where.resource}, id ${where.id ?? '-'}, field ${issue.field}: ${issue.message}`;
      if (this.reportedIssues.has(line)) continue;
      this.reportedIssues.add(line);
      (this.options.onContentIssue ?? console.warn)(line);
    }
    return safe;
  }

  /**
   * The raw body of a GET, cached per build; records the read for the page being rendered, under the Accept
   * actually sent (a call asking for plain JSON goes as JSON-LD once the API has refused plain JSON).
   */
  async request(path: string, options: RequestOptions): Promise<unknown> {
    return (await this.respond(`${path}${encodeQuery(options.query)}`, options)).body;
  }

  /**
   * Requests an earlier read again, recording it with its current hash (an incremental rebuild's check). An
   * answer with the bytes it had is not parsed unless a page reads it: the check requests thousands of
   * responses and most are as they were.
   */
  async recheck(read: ReadRecord): Promise<void> {
    const { locale, accept, pathAndQuery } = read.request;
    await this.respond(pathAndQuery, { locale, accept }, read);
  }

  private async respond(
    pathAndQuery: string,
    { locale, accept: asked = 'json' }: RequestOptions,
    known?: KnownRead,
  ): Promise<CachedResponse> {
    for (;;) {
      const accept = this.api.accept.accept(asked);
      const key = readKey({ locale, accept, pathAndQuery });
      let pending = this.cache.get(key);
      if (pending) {
        // Refresh its place: Map order is the LRU order.
        this.cache.delete(key);
        this.cache.set(key, pending);
      } else {
        pending = this.fetchWithRetries(pathAndQuery, locale, accept, known?.key === key ? known.hash : undefined);
        this.cache.set(key, pending);
        if (this.cache.size > this.options.cacheSize) this.cache.delete(this.cache.keys().next().value as string);
        // A failure is not cached: a later page may try again.
        pending.catch(() => this.cache.delete(key));
      }
      let response: CachedResponse;
      try {
        response = await pending;
      } catch (error) {
        // Refused as plain JSON: the negotiation now says JSON-LD (for this and every later call).
        if (error instanceof ContentApiError && this.api.accept.refusesJson(error.status ?? 0, accept)) continue;
        throw error;
      }
      readLog.getStore()?.set(key, { key, request: { locale, accept, pathAndQuery }, hash: response.hash });
      this.tagsByKey.set(key, response.tags);
      return response;
    }
  }

  /** The cache tags of a response this client read (read key as in ReadRecord); null when unknown. */
  cacheTags(key: string): string[] | null {
    return this.tagsByKey.get(key) ?? null;
  }

  private async fetchWithRetries(pathAndQuery: string, locale: Locale, accept: Accept, known?: string): Promise<CachedResponse> {
    const url = `${this.baseUrl}${pathAndQuery}`;
    const started = performance.now();
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.withSlot(() => this.fetchOnce(url, locale, accept, known));
      if (outcome.ok) return outcome.response;
      if (!outcome.transient || attempt >= this.options.attempts) throw outcome.error;
      const delay = backoffDelay(attempt, this.options.backoffMs);
      const elapsed = performance.now() - started;
      // Another try must fit the request's deadline; a hanging API fails here with what it did.
      if (elapsed + delay + this.options.timeoutMs > this.options.deadlineMs) {
        throw new ContentApiError(
          `${outcome.error.message} (${attempt} attempt${attempt === 1 ? '' : 's'} in ${Math.round(elapsed / 1000)} s, giving up)`,
          outcome.error.status,
          url,
        );
      }
      this.options.onRetry?.({ url, attempt, reason: outcome.error.message });
      await sleep(delay);
    }
  }

  private async fetchOnce(
    url: string,
    locale: Locale,
    accept: Accept,
    known?: string,
  ): Promise<{ ok: true; response: CachedResponse } | { ok: false; transient: boolean; error: ContentApiError }> {
    this.requests++;
    let response: Response;
    let bytes: Uint8Array;
    try {
      response = await this.fetchImpl(url, {
        headers: { Accept: `application/${accept}`, 'Accept-Locale': locale },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      bytes = await response.bytes();
    } catch (error) {
      const reason =
        (error as Error).name === 'TimeoutError'
          ? `no answer within ${Math.round(this.options.timeoutMs / 1000)} s`
          : (error as Error).message;
      return { ok: false, transient: true, error: new ContentApiError(`${url}: ${reason}`, null, url) };
    }
    const hash = bodyHash(bytes);
    const tags = parseCacheTags(response.headers.get(this.options.cacheTagsHeader));
    if (response.ok && hash === known) {
      // The same bytes as a body that was read and checked before: parsed only if a page reads it.
      let parsed: { body: unknown } | undefined;
      const parse = () => {
        const text = utf8.decode(bytes);
        return text === '' ? null : JSON.parse(text);
      };
      return {
        ok: true,
        response: {
          hash,
          tags,
          get body() {
            parsed ??= { body: parse() };
            return parsed.body;
          },
        },
      };
    }
    const parsed = parseBody(utf8.decode(bytes), response.headers.get('content-type'));
    if (!parsed.ok) {
      const transient = isTransientStatus(response.status);
      return {
        ok: false,
        transient,
        error: new ContentApiError(`${url}: HTTP ${response.status}, ${parsed.reason}`, response.status, url),
      };
    }
    const { body } = parsed;
    const code = failureCode(body);
    if (!response.ok || code) {
      const status = response.ok ? Number(code) : response.status;
      const message = errorMessage(body) ?? response.statusText;
      const ErrorType = status === 404 ? ContentNotFoundError : ContentApiError;
      return {
        ok: false,
        transient: isTransientStatus(status),
        error: new ErrorType(`${url}: ${status} ${message}`, status, url),
      };
    }
    return { ok: true, response: { body, hash, tags } };
  }

  private async withSlot<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.options.concurrency) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.active++;
    try {
      return await fn();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The content client of the browser, one for every island: calls the endpoints of contract/endpoints.ts on the
 * site's own origin (the CDN and the local server proxy them to the content API), with the page's locale in
 * Accept-Locale and the Accept the call needs; reads with GET, writes (consents, forms) with a JSON body and the
 * endpoint's method. Queries are encoded, collections read, failures recognised and payloads validated and
 * guarded exactly as at build time (contract/query.ts, content-protocol.ts, the contract's schemas).
 *
 * The Accept is negotiated at run time, as at build time: the page says nothing of the API's dialect. The first
 * 406 to plain JSON switches every later call of the visit to JSON-LD (bodies sent as JSON-LD too), remembered
 * for the tab's session.
 * Every call takes an AbortSignal: an island cancels a request the visitor has made obsolete.
 */
import type * as v from 'valibot';
import type { Locale } from '#contract/locales.ts';
import { type Query, encodeQuery, failureCode } from '#contract/query.ts';
import {
  type CollectionEndpoint,
  type ItemEndpoint,
  type PathParams,
  type WriteEndpoint,
  endpointPath,
  withFixed,
} from '#contract/endpoint.ts';
import {
  type Accept,
  type ApiKnowledge,
  ContentApiError,
  ContentNotFoundError,
  errorMessage,
  learnApi,
  parseBody,
  readList,
  validate,
  withoutJsonLd,
} from './content-protocol.ts';

export { ContentApiError } from './content-protocol.ts';

/** Longest wait for one response; the island then shows its error state with a retry. */
const TIMEOUT_MS = 15_000;

/**
 * The reads' content boundary (browser-guard.ts), loaded by the first read while its request is under way. A
 * failed load rejects the read that awaits it, and is no unhandled rejection when the request failed first.
 */
function loadGuard(): Promise<typeof import('./browser-guard.ts')> {
  const loading = import('./browser-guard.ts');
  loading.catch(() => undefined);
  return loading;
}

export interface BrowserCallOptions {
  query?: Query;
  accept?: Accept;
  signal?: AbortSignal;
}

interface RequestOptions extends BrowserCallOptions {
  method?: 'GET' | 'POST' | 'PUT';
  /** Sent as JSON. */
  body?: unknown;
}

export interface BrowserContentClient {
  readonly locale: Locale;
  get<P extends string, S extends v.GenericSchema>(
    endpoint: ItemEndpoint<P, S>,
    params: PathParams<P>,
    options?: BrowserCallOptions,
  ): Promise<v.InferOutput<S>>;
  list<S extends v.GenericSchema>(
    endpoint: CollectionEndpoint<S>,
    options?: BrowserCallOptions,
  ): Promise<{ items: v.InferOutput<S>[]; totalItems: number }>;
  /** A write with the endpoint's method: the body goes as JSON; the answer is validated with the endpoint's schema, or not read without one. */
  send<P extends string, S extends v.GenericSchema | null>(
    endpoint: WriteEndpoint<P, S>,
    params: PathParams<P>,
    body: unknown,
    options?: BrowserCallOptions,
  ): Promise<S extends v.GenericSchema ? v.InferOutput<S> : null>;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Where a visit remembers that the API serves JSON-LD only (every page of it would otherwise ask once more). */
const JSON_REFUSED_KEY = 'content-api-json-refused';

function sessionFlag(write?: boolean): boolean {
  try {
    if (write) sessionStorage.setItem(JSON_REFUSED_KEY, '1');
    return sessionStorage.getItem(JSON_REFUSED_KEY) === '1';
  } catch {
    // Storage blocked or absent: the page still negotiates for itself.
    return false;
  }
}

let pageApi: ApiKnowledge | null = null;

/** What the page has learnt of the API, shared by every island's client. */
function learntByPage(): ApiKnowledge {
  pageApi ??= learnApi('auto', { jsonRefused: sessionFlag(), onSwitch: () => sessionFlag(true) });
  return pageApi;
}

export function createBrowserClient(
  locale: Locale,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  api: ApiKnowledge = learntByPage(),
): BrowserContentClient {
  async function request(path: string, options: RequestOptions): Promise<unknown> {
    for (;;) {
      const sent = api.accept.accept(options.accept ?? 'json');
      try {
        return await requestAs(path, options, sent);
      } catch (error) {
        // Refused as plain JSON: ask again as JSON-LD, as every later call will. A write is sent once: API
        // Platform negotiates before it reads a request, so a 406 has done nothing.
        if (error instanceof ContentApiError && api.accept.refusesJson(error.status ?? 0, sent)) continue;
        throw error;
      }
    }
  }

  async function requestAs(
    path: string,
    { query, signal, method = 'GET', body: payload }: RequestOptions,
    accept: Accept,
  ): Promise<unknown> {
    const url = `${path}${encodeQuery(query)}`;
    const headers: Record<string, string> = { Accept: `application/${accept}`, 'Accept-Locale': locale };
    // A JSON body is JSON-LD as it is; an API that reads JSON-LD only refuses it under another media type.
    if (payload !== undefined) headers['Content-Type'] = `application/${accept}`;
    const call = method === 'GET' ? url : `${method} ${url}`;
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      const reason = timeout.aborted ? `no answer within ${TIMEOUT_MS / 1000} s` : (error as Error).message;
      throw new ContentApiError(`${call}: ${reason}`, null, url);
    }
    const parsed = parseBody(text, response.headers.get('content-type'));
    if (!parsed.ok) throw new ContentApiError(`${call}: HTTP ${response.status}, ${parsed.reason}`, response.status, url);
    const { body } = parsed;
    const code = failureCode(body);
    if (!response.ok || code) {
      const status = response.ok ? Number(code) : response.status;
      const ErrorType = status === 404 ? ContentNotFoundError : ContentApiError;
      const message = errorMessage(body);
      throw new ErrorType(`${call}: ${status}${message ? ` ${message}` : ''}`, status, url, body);
    }
    return body;
  }

  return {
    locale,
    async get(endpoint, params, options = {}) {
      const path = endpointPath(endpoint, params);
      const guard = loadGuard();
      const body = withoutJsonLd(await request(path, { ...options, query: withFixed(endpoint, options.query) }));
      const { guarded } = await guard;
      return guarded(endpoint.schema, validate(endpoint.schema, body, locale, path), `locale ${locale}, ${path}`);
    },
    async list(endpoint, options = {}) {
      const { path, schema } = endpoint;
      const get = (pathAndQuery: string) => request(pathAndQuery, { ...options, query: undefined });
      const guard = loadGuard();
      const { members, totalItems } = await readList(
        { path, query: withFixed(endpoint, options.query) },
        { get, peek: get, unpaged: api.unpaged },
      );
      const { guarded } = await guard;
      const items = members.map((item, index) => {
        const id = item && typeof item === 'object' && 'id' in item ? (item as { id: string | number }).id : `#${index}`;
        return guarded(schema, validate(schema, item, locale, path, id), `locale ${locale}, ${path}, id ${id}`);
      });
      return { items, totalItems };
    },
    async send(endpoint, params, payload, options = {}) {
      const path = endpointPath(endpoint, params);
      const body = await request(path, {
        ...options,
        query: withFixed(endpoint, options.query),
        method: endpoint.method,
        body: payload,
      });
      // biome-ignore lint/suspicious/noExplicitAny: the answer's type follows the endpoint's schema (null: not read).
      return (endpoint.schema ? validate(endpoint.schema, withoutJsonLd(body), locale, path) : null) as any;
    },
  };
}

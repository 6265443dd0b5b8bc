/**
 * createApp(options): the Hono app of the embedded content API, without listening (server.ts listens).
 *
 * Every route comes from the route table (routes/*.ts). The wrapper here gives all /api routes the same API
 * Platform behaviour: locale from Accept-Locale (or ?locale=), format negotiation (json / ld+json, .json/.jsonld
 * suffixes; 406 where the dialect serves JSON-LD only), faults, per-(locale, format, url) response caching with
 * ETag/304, JSON errors with the HTTP status in the dialect's shape (dialect.ts, errors.ts), cache tags in the
 * dialect's header, 405 for a known path with another method, and a generic 500 (logged with the request id)
 * for anything unexpected.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { getPath as honoGetPath } from 'hono/utils/url';
import { isApiPath } from '#contract/proxied-paths.ts';
import { collectTagsAsync, headerTags } from './cache-tags.ts';
import { ResponseCache, etagMatches, etagOf } from './cache.ts';
import type { CacheEntry } from './cache.ts';
import { loadCatalogue } from './catalogue-source.ts';
import { Cms } from './cms.ts';
import { cmsTokenOf } from './cms-token.ts';
import { type Dialect, SPEC_DIALECT, cacheTagValue } from './dialect.ts';
import { ApiError, errorResponse } from './errors.ts';
import { FaultRuntime, NO_FAULTS, malformItem, parseFaults, resourceOf } from './faults.ts';
import { CONTENT_TYPES, collectionPayload, itemPayload, negotiateFormat, servesFormat } from './hydra.ts';
import type { Format } from './hydra.ts';
import { DEFAULT_LOCALE, resolveLocale } from './locales.ts';
import { Media } from './media.ts';
import { Outbox } from './outbox.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { companyRoutes } from './routes/company.ts';
import { downloadRoutes } from './routes/downloads.ts';
import { internalRoutes } from './routes/internal.ts';
import { mediaRoutes } from './routes/media.ts';
import type { Payload, RouteContext, RouteDef } from './routes/types.ts';
import { writeRoutes } from './routes/writes.ts';
import type { AppState, ContentApiOptions, ResolvedOptions, Scale } from './state.ts';
import { Store } from './store.ts';
import { Writes } from './writes.ts';
import { Zips } from './zip.ts';
import type { LocaleCode } from './catalogue/types.ts';

export type { ContentApiOptions } from './state.ts';

export const ALL_ROUTES: RouteDef[] = [
  ...catalogueRoutes,
  ...companyRoutes,
  ...downloadRoutes,
  ...writeRoutes,
  ...mediaRoutes,
  ...internalRoutes,
];

export type ContentApiApp = Hono & { state: AppState };

export function parseScale(raw: string | number | undefined): Scale {
  if (raw === undefined || raw === '' || raw === 'default') return 'default';
  if (raw === 'large') return 'large';
  const n = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--scale must be default, large or a positive number, got "${raw}"`);
  return n;
}

export function resolveOptions(o: ContentApiOptions): ResolvedOptions {
  const env = process.env;
  return {
    scale: parseScale(o.scale),
    seed: o.seed ?? 1,
    dataDir: resolve(o.dataDir ?? '.data/content-api'),
    zipDelayMs: o.zipDelayMs ?? 3000,
    zipStoreBytes: o.zipStoreBytes,
    zipTtlMs: o.zipTtlMs,
    cmsToken: o.cmsToken ?? (env.CMS_TOKEN || null),
    corsOrigins:
      o.corsOrigins ??
      (env.CONTENT_API_CORS_ORIGINS ? env.CONTENT_API_CORS_ORIGINS.split(',').map((x) => x.trim()) : DEFAULT_CORS_ORIGINS),
    webhookUrl: o.webhookUrl === undefined ? (env.CMS_WEBHOOK_URL ?? null) : o.webhookUrl,
    webhookSecret: o.webhookSecret === undefined ? (env.WEBHOOK_SECRET ?? null) : o.webhookSecret,
    accessLog: o.accessLog ?? false,
    quiet: o.quiet ?? false,
    webhookRetryDelaysMs: o.webhookRetryDelaysMs ?? [500, 2000, 8000],
    dialect: { ...SPEC_DIALECT, ...o.dialect },
  };
}

let requestCounter = 0;
const nextRequestId = () => `r${Date.now().toString(36)}-${(++requestCounter).toString(36)}`;
/**
 * CORS: only the local site's origins may call the API from a browser, and never with credentials. The site
 * itself needs none of it (it calls /api/* through its own origin's proxy); the allowlist serves developers
 * calling the API from a page of theirs. The CMS and the outbox (`/__*`) are not for browsers at all: a request
 * that carries an Origin header is refused there, whatever token it brings, so no web page open in a
 * developer's browser can edit content or read the mail.
 */
export const DEFAULT_CORS_ORIGINS = ['http://localhost:4321', 'http://127.0.0.1:4321'];

export function corsHeaders(origin: string | null, allowed: ReadonlySet<string>): Record<string, string> {
  if (!origin || !allowed.has(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': 'ETag, Content-Disposition, Content-Language, Location, X-Request-Id',
    Vary: 'Origin',
  };
}

const isInternalPath = (path: string) => path.startsWith('/__');

/**
 * Whether a Host header names this machine's loopback: a page on another name that resolves here (DNS
 * rebinding) sends its own name, and no Origin on a same-origin GET, so the Host is what tells it apart.
 */
export function isLoopbackHost(host: string | null): boolean {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return name === 'localhost' || name === '[::1]' || /^127(\.\d{1,3}){3}$/.test(name);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Route template → regex (for 405 detection). */
function templateRegex(r: RouteDef): RegExp {
  if (r.honoPath?.includes('*')) {
    const prefix = r.honoPath.split('*')[0] ?? '';
    return new RegExp(`^${prefix.replace(/:[a-zA-Z]+/g, '[^/]+').replace(/[.]/g, '\\.')}.+$`);
  }
  return new RegExp(`^${r.path.replace(/\{[^}]+\}/g, '[^/]+').replace(/[.]/g, '\\.')}$`);
}

function stripSuffix(v: string): string {
  return v.replace(/\.json(?:ld)?$/, '');
}

function render(
  payload: Payload,
  format: Format,
  url: URL,
  malformed: boolean,
  dialect: Dialect,
  dereferenceable: (iri: string) => boolean,
): { status: number; body: string; headers: Record<string, string> } {
  if (payload.kind === 'body') {
    return { status: payload.status, body: JSON.stringify(payload.body), headers: payload.headers ?? {} };
  }
  if (payload.kind === 'item') {
    const data = malformed ? malformItem(payload.data) : payload.data;
    return {
      status: payload.status ?? 200,
      body: JSON.stringify(itemPayload(format, payload.type, payload.iri, data)),
      headers: payload.headers ?? {},
    };
  }
  const members = malformed ? payload.members.map((m) => ({ iri: m.iri, data: malformItem(m.data) })) : payload.members;
  return {
    status: 200,
    body: JSON.stringify(
      collectionPayload(
        format,
        {
          type: payload.type,
          pathname: url.pathname.replace(/\.json(?:ld)?$/, ''),
          search: url.searchParams,
          members,
          total: payload.total,
          query: payload.query,
          dereferenceable,
        },
        dialect,
      ),
    ),
    headers: {},
  };
}

export async function createApp(options: ContentApiOptions = {}): Promise<ContentApiApp> {
  const t0 = performance.now();
  const opts = resolveOptions(options);
  mkdirSync(opts.dataDir, { recursive: true });
  opts.cmsToken ??= cmsTokenOf(opts.dataDir);
  const catalogue = options.catalogue ? structuredClone(options.catalogue) : await loadCatalogue(opts.seed, opts.scale);
  const store = new Store(catalogue);
  const cms = new Cms(store, {
    dataDir: opts.dataDir,
    scale: opts.scale,
    seed: opts.seed,
    token: opts.cmsToken,
    webhookUrl: opts.webhookUrl,
    webhookSecret: opts.webhookSecret,
    retryDelaysMs: opts.webhookRetryDelaysMs,
    quiet: opts.quiet,
  });
  cms.replay();
  store.warm();
  const outbox = new Outbox(opts.dataDir);
  const media = new Media(opts.dataDir, store);
  const zips = new Zips(opts.dataDir, media, opts.zipDelayMs, { storeBytes: opts.zipStoreBytes, ttlMs: opts.zipTtlMs });
  const cache = new ResponseCache();
  store.onInvalidate((locale) => cache.clearLocale(locale));
  const faultConfig = typeof options.faults === 'string' ? parseFaults(options.faults) : (options.faults ?? NO_FAULTS);

  const state: AppState = {
    options: opts,
    store,
    faults: new FaultRuntime(faultConfig, opts.seed),
    cache,
    writes: new Writes(opts.dataDir, outbox),
    outbox,
    media,
    zips,
    cms,
    routes: ALL_ROUTES,
    startedAt: Date.now(),
    buildMs: 0,
    logError: (requestId, err) => {
      const e = err as Error;
      process.stderr.write(`content-api [${requestId}] ${e?.stack ?? String(err)}\n`);
    },
    close: async () => {
      cms.close();
      await zips.idle();
    },
  };
  state.buildMs = Math.round(performance.now() - t0);

  const app = new Hono({
    getPath: (req) => {
      const p = honoGetPath(req);
      return isApiPath(p) ? stripSuffix(p) : p;
    },
  }) as ContentApiApp;
  app.state = state;

  const allowedOrigins = new Set(opts.corsOrigins);
  const cors = (req: Request) => corsHeaders(req.headers.get('origin'), allowedOrigins);
  // Preflights: the allowed origins get the methods and headers of the public API (no Authorization);
  // anyone else, and every preflight of an internal path, gets no permission at all.
  app.options('*', (c) => {
    const origin = c.req.header('origin') ?? null;
    if (isInternalPath(new URL(c.req.url).pathname) || !origin || !allowedOrigins.has(origin)) {
      return new Response(null, { status: 403, headers: { Vary: 'Origin' } });
    }
    return new Response(null, {
      status: 204,
      headers: {
        ...corsHeaders(origin, allowedOrigins),
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, OPTIONS',
        'Access-Control-Allow-Headers': 'Accept, Accept-Locale, Content-Type, If-None-Match, X-Request-Id',
        'Access-Control-Max-Age': '600',
      },
    });
  });

  const patterns = ALL_ROUTES.map((r) => ({ route: r, re: templateRegex(r) }));
  const { dialect } = opts;
  /** A member IRI an `iri_only` list may name: one an item route of the list's own resource serves. */
  const dereferenceable = (list: RouteDef) => (iri: string) =>
    patterns.some(
      ({ route, re }) =>
        route.method === 'GET' &&
        route.endpoint?.shape === 'item' &&
        route.endpoint.resource === list.endpoint?.resource &&
        re.test(iri),
    );
  /** The cache-tag header of a response: the dialect's purger's name and separator; none with invalidation off. */
  const tagHeader = (tags: readonly string[]): Record<string, string> =>
    dialect.cacheTagHeader && tags.length > 0 ? { [dialect.cacheTagHeader]: cacheTagValue(dialect.cacheTagHeader, tags) } : {};

  const wrap = (route: RouteDef) => async (c: Context) => {
    const started = performance.now();
    const req = c.req.raw;
    const requestId = req.headers.get('x-request-id') ?? nextRequestId();
    const url = new URL(req.url);
    const format = negotiateFormat(url.pathname, req.headers.get('accept'));
    const api = route.kind === 'api';
    // Errors of the API proper speak its dialect; a format it does not serve gets problem JSON.
    const errorFormat = !api ? 'json' : servesFormat(format, dialect) ? format : null;
    const errorDialect = api ? dialect : SPEC_DIALECT;
    const extra = { ...(route.kind === 'internal' ? {} : cors(req)), 'X-Request-Id': requestId };
    let response: Response;
    try {
      if (route.kind === 'internal' && req.headers.has('origin')) {
        throw new ApiError(403, 'The internal endpoints do not answer browsers (a request with an Origin header).');
      }
      if (route.kind === 'internal' && !isLoopbackHost(req.headers.get('host'))) {
        throw new ApiError(403, 'The internal endpoints answer only under a loopback host name (localhost, 127.0.0.1, [::1]).');
      }
      if (errorFormat === null) {
        const asked = url.pathname.endsWith('.json') ? 'application/json' : (req.headers.get('accept') ?? '');
        throw new ApiError(406, `Requested format "${asked}" is not supported. Supported MIME types are "application/ld+json".`);
      }
      response = await handle(c, route, req, url, format, extra);
    } catch (err) {
      if (err instanceof ApiError) {
        response = errorResponse(err, errorFormat, errorDialect, extra);
      } else {
        state.logError(requestId, err);
        response = errorResponse(
          new ApiError(500, `Internal server error (request ${requestId}).`),
          errorFormat,
          errorDialect,
          extra,
        );
      }
    }
    if (opts.accessLog) {
      process.stderr.write(
        `${req.method} ${url.pathname}${url.search} ${response.status} ${(performance.now() - started).toFixed(1)}ms\n`,
      );
    }
    return response;
  };

  async function handle(
    c: Context,
    route: RouteDef,
    req: Request,
    url: URL,
    format: Format,
    extra: Record<string, string>,
  ): Promise<Response> {
    const requestId = extra['X-Request-Id'] ?? '';
    const locale: LocaleCode =
      route.kind === 'raw' ? DEFAULT_LOCALE : resolveLocale(req.headers.get('accept-locale'), url.searchParams.get('locale'));
    const resource = route.kind === 'api' ? resourceOf(url.pathname) : null;
    const faults = state.faults;
    if (route.kind === 'api') {
      const delay = faults.latency();
      if (delay > 0) await sleep(delay);
      if (faults.isDown(resource))
        throw new ApiError(503, `The ${resource} service is unavailable (fault mode: down).`, {}, { 'Retry-After': '1' });
      if (
        (req.method === 'GET' || req.method === 'HEAD') &&
        faults.shouldFail(`${req.method} ${locale} ${url.pathname}${url.search}`)
      ) {
        throw new ApiError(503, 'Service temporarily unavailable (fault mode: error-rate). Retry.', {}, { 'Retry-After': '1' });
      }
    }
    const cacheable = route.kind === 'api' && (req.method === 'GET' || req.method === 'HEAD') && route.cache !== false;
    const key = cacheable ? ResponseCache.key(locale, format, `${url.pathname}${url.search}`) : '';
    if (cacheable) {
      const hit = state.cache.get(key);
      if (hit) return respond(req, hit, locale, extra);
    }
    const version = state.store.version(locale);
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(c.req.param() as Record<string, string>)) params[k] = stripSuffix(v);
    const rc: RouteContext = {
      c,
      req,
      url,
      params,
      locale,
      format,
      state,
      requestId,
      loc: () => state.store.locale(locale),
    };
    const { value: out, tags } = await collectTagsAsync(async () => route.handler(rc));
    if (out instanceof Response) {
      for (const [k, v] of Object.entries(extra)) out.headers.set(k, v);
      return out;
    }
    const rendered = render(
      out,
      route.kind === 'api' ? format : 'json',
      url,
      route.kind === 'api' && faults.isMalformed(resource),
      dialect,
      dereferenceable(route),
    );
    const contentType = route.kind === 'api' ? CONTENT_TYPES[format] : CONTENT_TYPES.json;
    if (cacheable && rendered.status === 200 && state.store.version(locale) === version) {
      const body = Buffer.from(rendered.body);
      const entry: CacheEntry = { status: 200, body, etag: etagOf(body), contentType, cacheTags: headerTags(tags) };
      state.cache.set(key, entry);
      return respond(req, entry, locale, extra);
    }
    return new Response(rendered.body, {
      status: rendered.status,
      headers: {
        'Content-Type': contentType,
        'Cache-Control': 'no-store',
        'Content-Language': locale,
        ...(route.kind === 'api' && rendered.status === 200 ? tagHeader(headerTags(tags)) : {}),
        ...rendered.headers,
        ...extra,
      },
    });
  }

  function respond(req: Request, entry: CacheEntry, locale: LocaleCode, extra: Record<string, string>): Response {
    const headers: Record<string, string> = {
      'Content-Type': entry.contentType,
      ETag: entry.etag,
      'Cache-Control': 'no-cache',
      Vary: 'Accept, Accept-Locale',
      'Content-Language': locale,
      ...tagHeader(entry.cacheTags),
      ...extra,
    };
    if (etagMatches(req.headers.get('if-none-match'), entry.etag)) return new Response(null, { status: 304, headers });
    headers['Content-Length'] = String(entry.body.byteLength);
    return new Response(req.method === 'HEAD' ? null : (entry.body as Uint8Array<ArrayBuffer>), {
      status: entry.status,
      headers,
    });
  }

  for (const route of ALL_ROUTES) {
    const path = route.honoPath ?? route.path.replace(/\{([^}]+)\}/g, ':$1');
    app.on(route.method, path, wrap(route));
  }

  app.notFound((c) => {
    const url = new URL(c.req.url);
    const path = isApiPath(url.pathname) ? stripSuffix(url.pathname) : url.pathname;
    const api = isApiPath(path);
    const format = api ? negotiateFormat(url.pathname, c.req.header('accept')) : 'json';
    const errorFormat = servesFormat(format, dialect) ? format : null;
    const errorDialect = api ? dialect : SPEC_DIALECT;
    const allowed = [...new Set(patterns.filter((p) => p.re.test(path)).map((p) => p.route.method))];
    if (allowed.length > 0) {
      if (allowed.includes('GET')) (allowed as string[]).push('HEAD');
      return errorResponse(
        new ApiError(405, `Method ${c.req.method} is not allowed on ${path}. Allowed: ${allowed.join(', ')}.`),
        errorFormat,
        errorDialect,
        { Allow: allowed.join(', '), ...cors(c.req.raw) },
      );
    }
    return errorResponse(
      new ApiError(404, `No route matches ${c.req.method} ${path}.`),
      errorFormat,
      errorDialect,
      cors(c.req.raw),
    );
  });

  app.onError((err, c) => {
    const requestId = c.req.header('x-request-id') ?? nextRequestId();
    if (err instanceof ApiError) return errorResponse(err, 'json', SPEC_DIALECT, cors(c.req.raw));
    state.logError(requestId, err);
    return errorResponse(new ApiError(500, `Internal server error (request ${requestId}).`), 'json', SPEC_DIALECT, {
      'X-Request-Id': requestId,
      ...cors(c.req.raw),
    });
  });

  return app;
}

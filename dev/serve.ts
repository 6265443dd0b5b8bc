/**
 * A local stand-in for the CDN: serves dist/ the way Netlify does with our `_redirects` (proxy rules and
 * rewrites with status 200, the locale entry redirect, per-locale 404 pages with status 404) and `_headers` (the security
 * headers and Content-Security-Policy of production, long caching for /_astro/*), so that what runs locally
 * runs under the production policy. Used by `npm start`, `npm run preview` and the browser tests.
 */
import { existsSync } from 'node:fs';
import { type FileHandle, open, readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { parseArgs } from 'node:util';
import { HEADERS_FILE, type HeaderRule, headersFor, parseHeaders } from '#builder/hosting/headers.ts';
import { type AdminHandler, adminHandlerForBuild, previewsUnavailable } from '#builder/preview/admin-handler.ts';
import { REDIRECTS_FILE, matchRedirect, parseRedirects, type RedirectRule } from '#builder/hosting/redirects.ts';
import { targetFromEnv } from '#contract/domains.ts';
import { DEFAULT_LOCALE, isLocale } from '#contract/locales.ts';
import { errorFallbackHtml } from '#src/components/errors/error-fallback.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Headers of one connection, which a proxy does not forward. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

export interface SiteServerOptions {
  distDir: string;
  port?: number;
  host?: string;
  /** Where proxy rules point when dist/_redirects names another origin (the local embedded API). */
  apiUrl?: string;
  /** Serves /admin/* on request (previews, block catalogue, dictionary export), as the Netlify function does. */
  admin?: AdminHandler | null;
}

export interface SiteServer {
  url: string;
  close(): Promise<void>;
}

/** How long a request that found the tree mid-swap waits before it looks again (a swap takes microseconds). */
const SWAP_WAIT_MS = 50;
const swapWait = () => new Promise((resolve) => setTimeout(resolve, SWAP_WAIT_MS));

/**
 * A rebuild swaps dist/, or one locale's folder of it, with two renames: between them the tree or the folder
 * is missing. A request for a locale's path (or any path, without dist/) that finds nothing then is mid-swap.
 */
function midSwap(distDir: string, urlPath: string): boolean {
  if (!existsSync(distDir)) return true;
  const first = urlPath.split('/')[1] ?? '';
  return isLocale(first) && !existsSync(path.join(distDir, first));
}

/** Waits a request makes for the tree to be whole (0.3 s): rebuilds may swap one after the other. */
const SWAP_WAITS = 6;

/**
 * The file a request names. A lookup that finds nothing looks again: after a wait, as long as the tree is
 * mid-swap (a busy machine swapping again and again found it mid-swap twice in a row), and at once otherwise
 * (the swap may have ended between the lookup and the check).
 */
async function fileFor(distDir: string, urlPath: string): Promise<string | null> {
  const found = await findFile(distDir, urlPath);
  if (found) return found;
  for (let waits = 0; waits < SWAP_WAITS && midSwap(distDir, urlPath); waits++) {
    await swapWait();
    const after = await findFile(distDir, urlPath);
    if (after) return after;
  }
  return findFile(distDir, urlPath);
}

/** The file a request was answered from vanished before it was opened: the tree was swapped meanwhile. */
class SwappedAway extends Error {}

/** Opens a found file; one swapped away since is SwappedAway, so the request is answered again from the new tree. */
async function openFound(file: string): Promise<FileHandle> {
  try {
    return await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new SwappedAway(file);
    throw error;
  }
}

/** The single-valued headers of a request, as fetch() takes them, without `omit`. */
function headersOf(req: http.IncomingMessage, omit: readonly string[] = []): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string' && !omit.includes(key)) headers.set(key, value);
  }
  return headers;
}

/** A request path whose `%` escapes do not decode: answered 400, as a CDN does. */
export class BadRequestPath extends Error {}

function decodePath(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    throw new BadRequestPath(`bad escape in ${urlPath}`);
  }
}

/** The file a path names inside `distDir`, never outside it (`/..%2f` included); null when there is none. */
export function resolveInside(distDir: string, urlPath: string): string | null {
  const root = path.resolve(distDir);
  const resolved = path.resolve(root, `.${decodePath(urlPath)}`);
  return resolved === root || resolved.startsWith(`${root}${path.sep}`) ? resolved : null;
}

/** Files in dist/ that configure the CDN: it reads them and never serves them. */
const CDN_CONFIG = new Set([HEADERS_FILE, REDIRECTS_FILE]);

async function findFile(distDir: string, urlPath: string): Promise<string | null> {
  const resolved = resolveInside(distDir, urlPath);
  if (!resolved || (path.dirname(resolved) === path.resolve(distDir) && CDN_CONFIG.has(path.basename(resolved)))) return null;
  for (const candidate of [resolved, path.join(resolved, 'index.html')]) {
    try {
      if ((await stat(candidate)).isFile()) return candidate;
    } catch {
      // try the next candidate
    }
  }
  return null;
}

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const distDir = path.resolve(options.distDir);
  let rules: RedirectRule[] = [];
  let headerRules: HeaderRule[] = [];
  let rulesRead = 0;
  const currentRules = async () => {
    // Re-read after rebuilds (dist/ is swapped in whole); cheap enough once a second.
    if (Date.now() - rulesRead > 1000) {
      rules = parseRedirects(await readFile(path.join(distDir, REDIRECTS_FILE), 'utf8').catch(() => ''));
      headerRules = parseHeaders(await readFile(path.join(distDir, HEADERS_FILE), 'utf8').catch(() => ''));
      rulesRead = Date.now();
    }
    return rules;
  };
  /** The headers `_headers` gives a path, with the CDN's default caching of pages. */
  const siteHeaders = (urlPath: string): Record<string, string> => ({
    'Cache-Control': 'public, max-age=0, must-revalidate',
    ...headersFor(headerRules, urlPath),
  });

  const sendFile = async (req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number, urlPath: string) => {
    // Served from the open file: a rebuild swapping the tree in from now on does not cut it short.
    const handle = await openFound(file);
    let info: Awaited<ReturnType<FileHandle['stat']>>;
    try {
      info = await handle.stat();
    } catch (error) {
      await handle.close();
      throw error;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    // Text is compressed as the CDN compresses it, so local measurements match what visitors get.
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(status, {
      ...siteHeaders(urlPath),
      'Content-Type': type,
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : { 'Content-Length': info.size }),
    });
    if (req.method === 'HEAD') {
      await handle.close();
      res.end();
      return;
    }
    const body = handle.createReadStream();
    // A read error once the headers are out can only cut the answer short, never stop the server.
    body.on('error', () => res.destroy());
    if (gzip) body.pipe(createGzip()).pipe(res);
    else body.pipe(res);
  };

  /** The error page could not be found: the fallback message with a link home, in the locale of the path. */
  const sendErrorFallback = (res: http.ServerResponse, status: number, errorPagePath: string, urlPath: string) => {
    const first = errorPagePath.split('/')[1];
    const locale = isLocale(first) ? first : DEFAULT_LOCALE;
    res.writeHead(status, { ...siteHeaders(urlPath), 'Content-Type': 'text/html; charset=utf-8' });
    res.end(errorFallbackHtml({ status, locale, homeHref: isLocale(first) ? `/${first}/` : '/' }));
  };

  /**
   * Streams the request to the API and its answer back, as the CDN's proxy rule does: nothing is buffered, and
   * an answer the API gives before it has read the whole body (413 for an oversized upload) reaches the
   * visitor as it is, not as a failed upload.
   */
  const proxy = (req: http.IncomingMessage, res: http.ServerResponse, target: string) =>
    new Promise<void>((resolve) => {
      const url = new URL(options.apiUrl ? `${options.apiUrl.replace(/\/$/, '')}${new URL(target).pathname}` : target);
      url.search = new URL(req.url ?? '/', 'http://x').search;
      const headers = { ...req.headers };
      for (const name of HOP_BY_HOP) delete headers[name];
      delete headers.host;
      const upstream = http.request(url, { method: req.method, headers });
      let answered = false;
      upstream.on('response', (response) => {
        answered = true;
        const responseHeaders = { ...response.headers };
        for (const name of HOP_BY_HOP) delete responseHeaders[name];
        // The upload was cut short by the API: the rest of it is not read, so this connection cannot be reused.
        const unread = !req.complete;
        res.writeHead(response.statusCode ?? 502, unread ? { ...responseHeaders, connection: 'close' } : responseHeaders);
        response.pipe(res);
        res.on('close', () => {
          if (unread) req.destroy();
          resolve();
        });
      });
      upstream.on('error', (error) => {
        // Writing the rest of a refused upload fails once the API has answered and closed: that is no error.
        if (answered) return;
        console.error(`[serve] ${req.method} ${req.url}: ${error.message}`);
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Bad gateway');
        resolve();
      });
      req.pipe(upstream);
    });

  /** The admin routes, answered by the same handler as the CDN's function. */
  const admin = async (req: http.IncomingMessage, res: http.ServerResponse, handler: AdminHandler) => {
    const response = await handler.handle(
      new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
        method: req.method,
        headers: headersOf(req),
      }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  };

  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    if (url.pathname === '/admin' || url.pathname.startsWith('/admin/')) {
      if (options.admin) return await admin(req, res, options.admin);
    }
    const matched = matchRedirect(await currentRules(), url.pathname, String(req.headers['accept-language'] ?? ''));
    if (matched?.rule.status === 200 && /^https?:\/\//.test(matched.to)) return await proxy(req, res, matched.to);
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // A forced rule applies even where a file exists: the error pages keep their status.
    if (matched?.rule.force && matched.to.startsWith('/')) {
      const forced = await fileFor(distDir, matched.to);
      if (forced) return await sendFile(req, res, forced, matched.rule.status, url.pathname);
      return sendErrorFallback(res, matched.rule.status, matched.to, url.pathname);
    }
    const file = await fileFor(distDir, url.pathname);
    if (file) {
      // Directory pages are addressed with a trailing slash, as on Netlify.
      if (file.endsWith('index.html') && !url.pathname.endsWith('/') && !url.pathname.endsWith('.html')) {
        res.writeHead(301, { ...siteHeaders(url.pathname), Location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      return await sendFile(req, res, file, 200, url.pathname);
    }
    // A rewrite to a page of the site (status 200): served at the requested address, as on Netlify.
    const rewritten = matched?.rule.status === 200 && matched.to.startsWith('/') ? await fileFor(distDir, matched.to) : null;
    if (rewritten) return await sendFile(req, res, rewritten, 200, url.pathname);
    if (matched && matched.rule.status >= 300 && matched.rule.status < 400) {
      res.writeHead(matched.rule.status, { ...siteHeaders(url.pathname), Location: matched.to }).end();
      return;
    }
    const notFound = matched?.rule.status === 404 ? await fileFor(distDir, matched.to) : null;
    if (notFound) return await sendFile(req, res, notFound, 404, url.pathname);
    return sendErrorFallback(res, 404, matched?.to ?? url.pathname, url.pathname);
  };

  const server = http.createServer(async (req, res) => {
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          return await answer(req, res);
        } catch (error) {
          // Answered again from the new tree; a file that keeps vanishing is the rebuild's to explain.
          if (!(error instanceof SwappedAway) || attempt === 3) throw error;
          await swapWait();
        }
      }
    } catch (error) {
      if (error instanceof BadRequestPath) {
        if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Bad request');
        return;
      }
      console.error(`[serve] ${req.method} ${req.url}: ${(error as Error).message}`);
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad gateway');
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 4321, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`.replace('127.0.0.1', 'localhost'),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const USAGE = `Usage: npm run preview [-- --dir dist --port 4321 --api URL]

Serves a built site like the CDN: its _redirects (the /api, /media and /uploads proxy to --api or
CONTENT_API_URL, the locale entry, 404 pages) and its _headers (security headers, CSP, caching), and the
admin routes as the deployed admin function does (SITE_ENV, SITE_DOMAIN and PREVIEW_SECRET as for the build;
without PREVIEW_SECRET every admin request is refused).`;

if (import.meta.main) {
  let values: { port?: string; dir?: string; api?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { port: { type: 'string' }, dir: { type: 'string' }, api: { type: 'string' }, help: { type: 'boolean' } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const distDir = path.resolve(values.dir ?? 'dist');
  const apiUrl = values.api ?? process.env.CONTENT_API_URL;
  // The deployed site answers /admin/* from its function whatever the files say: so does the preview.
  const admin = await adminHandlerForBuild({
    root: path.resolve(import.meta.dirname, '..'),
    target: targetFromEnv(process.env),
    outDir: distDir,
    apiUrl: apiUrl ?? '',
    secret: process.env.PREVIEW_SECRET || undefined,
    log: console.error,
  });
  const server = await startSiteServer({
    distDir,
    port: Number(values.port ?? process.env.PORT ?? 4321),
    apiUrl,
    admin: admin ?? previewsUnavailable,
  });
  console.log(`site served at ${server.url}`);
}

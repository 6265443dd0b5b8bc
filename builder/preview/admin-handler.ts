/**
 * The admin routes on request: /admin/export/dictionary, /admin/preview/test, /admin/preview/{block?} and
 * /admin/{module}/{id} (previews of unpublished items). One handler (a web Request in, a Response out) serves
 * the Netlify function (netlify/admin/admin.ts) and the local server (dev/serve.ts). It checks access
 * (access.ts), then renders through the same compiled renderer the build used, so a preview is exactly what
 * the published page will be. Every answer is `noindex` and never cached.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type BuildTarget, buildPath, localePrefix } from '#contract/domains.ts';
import { adminLocale } from '#src/admin/preview-page.ts';
import { errorFallbackHtml } from '#src/components/errors/error-fallback.ts';
import { ContentClient, contentApiSettings } from '#src/data/content-client.ts';
import { JSON_REFUSED_LINE, learnApi } from '#src/data/content-protocol.ts';
import { type Site, createSite } from '#src/render/site.ts';
import { manifestPath, readManifest } from '../generator/manifest.ts';
import { RENDER_ORIGIN, type RenderFunction, STANDALONE_ENTRY, loadRenderFunction } from '../generator/render-entry.ts';
import { type HeaderRule, headersFor, parseHeaders } from '../hosting/headers.ts';
import { previewAccess } from './access.ts';

export interface AdminHandlerOptions {
  /** The compiled renderer the deployed pages were rendered with (its standalone entry is used). */
  rendererDir: string;
  target: BuildTarget;
  /** The content API the previews read (unpublished items by id). */
  apiUrl: string;
  /** PREVIEW_SECRET; unset: every admin request is refused. */
  secret: string | undefined;
  /** The deploy's `_headers` text: its security headers (CSP) apply to admin pages too. */
  headersText?: string;
  /** How long the site plan (menus aside: those are read per request) is reused between previews. */
  planTtlMs?: number;
  log?: (line: string) => void;
}

export interface AdminHandler {
  handle(request: Request): Promise<Response>;
}

const PRIVATE_HEADERS = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'private, no-store' };

function unauthorized(reason: string, headers: Record<string, string>): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>401 Unauthorized</title></head><body><main><h1>401 Unauthorized</h1><p>${reason.replace(/[<>&]/g, '')}.</p><p>Send the preview secret in the X-Preview-Secret header, or open a signed link (npm run preview:link).</p></main></body></html>`;
  return new Response(body, { status: 401, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}

export function createAdminHandler(options: AdminHandlerOptions): AdminHandler {
  const ttl = options.planTtlMs ?? 60_000;
  const rules: HeaderRule[] = options.headersText ? parseHeaders(options.headersText) : [];
  let plan: { site: Promise<Site>; at: number } | null = null;
  let renderer: Promise<RenderFunction> | null = null;
  // What one client of this handler learns of the API (a JSON-LD-only API, say), the others know.
  const api = learnApi(contentApiSettings(process.env).accept, { onSwitch: () => options.log?.(`[admin] ${JSON_REFUSED_LINE}`) });

  // The plan (every locale's sitemap nodes and search items) is kept for a while; what a preview shows is
  // read fresh on every request by a new client, so an edit shows on the next reload.
  const site = () => {
    if (!plan || Date.now() - plan.at > ttl) {
      const loading = createSite(options.target, new ContentClient({ baseUrl: options.apiUrl, api }));
      plan = { site: loading, at: Date.now() };
      loading.catch(() => (plan = null));
    }
    return plan.site;
  };
  // The self-contained entry, in this process: what runs in the Netlify function runs here too, and no port
  // is open for anything else to ask for a preview.
  const render = () => {
    renderer ??= loadRenderFunction(options.rendererDir);
    renderer.catch(() => (renderer = null));
    return renderer;
  };

  return {
    async handle(request) {
      const url = new URL(request.url);
      const headers = { ...headersFor(rules, url.pathname), ...PRIVATE_HEADERS };
      const access = previewAccess(request, options.secret);
      if (!access.allowed) return unauthorized(access.reason, headers);
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return new Response('Method not allowed', { status: 405, headers: { ...headers, Allow: 'GET, HEAD' } });
      }
      try {
        // Without the plan (the content API down) nothing renders: the preview's failure, said plainly.
        const planned = await site();
        const context = { site: { ...planned, client: new ContentClient({ baseUrl: options.apiUrl, attempts: 2, api }) } };
        const rendered = await (await render())(
          new Request(`${RENDER_ORIGIN}${url.pathname}${url.search}`, { headers: { Accept: 'text/html' } }),
          { render: context },
        );
        const body = await rendered.arrayBuffer();
        const passed: Record<string, string> = {};
        for (const name of ['content-type', 'content-disposition']) {
          const value = rendered.headers.get(name);
          if (value) passed[name] = value;
        }
        return new Response(request.method === 'HEAD' ? null : body, {
          status: rendered.status,
          headers: { ...headers, ...passed },
        });
      } catch (error) {
        options.log?.(`[admin] ${url.pathname}: ${(error as Error).message}`);
        const { target } = options;
        const locale = adminLocale(url.search, target.locales, target.defaultLocale);
        const homeHref = buildPath(localePrefix(target, locale), '/');
        return new Response(errorFallbackHtml({ status: 500, locale, homeHref, message: 'pageData error' }), {
          status: 500,
          headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
        });
      }
    },
  };
}

/** The admin routes of a deploy whose renderer is not there: every request is refused, saying why. */
export const previewsUnavailable: AdminHandler = {
  handle: async () => new Response('Previews are not available on this deploy', { status: 503 }),
};

/**
 * The admin handler of a built site: the renderer its build manifest names (kept under .cache/renderer/), the
 * dist's `_headers`, the secret from PREVIEW_SECRET. Null when the site was not built here.
 */
export async function adminHandlerForBuild(input: {
  root: string;
  target: BuildTarget;
  outDir: string;
  apiUrl: string;
  secret: string | undefined;
  log?: (line: string) => void;
}): Promise<AdminHandler | null> {
  const manifest = await readManifest(input.root, input.target.domain, input.outDir);
  const rendererDir = manifest && path.join(input.root, '.cache/renderer', manifest.renderer);
  if (!rendererDir || !existsSync(path.join(rendererDir, STANDALONE_ENTRY))) {
    input.log?.(`[admin] no renderer for ${manifestPath(input.root, input.target.domain, input.outDir)}: previews are off`);
    return null;
  }
  const headersText = await readFile(path.join(input.outDir, '_headers'), 'utf8').catch(() => '');
  return createAdminHandler({
    rendererDir,
    target: input.target,
    apiUrl: input.apiUrl,
    secret: input.secret,
    headersText,
    log: input.log,
  });
}

/**
 * The admin routes on Netlify (one site per domain): `/admin/*`, rendered on request by the shared handler
 * (builder/preview/admin-handler.ts) through the renderer the deploy was built with: previews of unpublished
 * items, the block catalogue and the dictionary export, behind PREVIEW_SECRET (header or signed link).
 *
 * Not in netlify/functions/: Netlify would ship this source with the node_modules it imports, and its
 * function runtime turns off require() of ES modules, which sanitize-html (CommonJS, requiring the ES-only
 * htmlparser2) needs. package.ts bundles it instead, every dependency inside, into the folder Netlify takes
 * build-made functions from, with exactly the files it reads beside it: the renderer's standalone entry and the
 * deploy's `_headers` (see FUNCTION_FILES).
 *
 * Environment: PREVIEW_SECRET, SITE_ENV, SITE_DOMAIN, CONTENT_API_URL (the API the previews read).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { targetFromEnv } from '#contract/domains.ts';
import { type AdminHandler, createAdminHandler, previewsUnavailable } from '#builder/preview/admin-handler.ts';
import { STANDALONE_ENTRY } from '#builder/generator/render-entry.ts';

/** What the packaged function reads, relative to its own folder. */
export const FUNCTION_FILES = {
  /** The compiled renderer the deploy's pages were rendered with (its standalone entry runs here). */
  rendererDir: 'renderer',
  /** The deploy's `_headers`: its security headers (CSP) apply to admin pages too. */
  headers: '_headers',
} as const;

/** The function over its packaged folder (`dir`) and the site's environment. */
export function adminFunction(
  dir: string,
  env: Readonly<Record<string, string | undefined>>,
): (request: Request) => Promise<Response> {
  let handler: Promise<AdminHandler | null> | null = null;
  const open = async (): Promise<AdminHandler | null> => {
    const rendererDir = path.join(dir, FUNCTION_FILES.rendererDir);
    if (!existsSync(path.join(rendererDir, STANDALONE_ENTRY))) {
      console.error(`[admin] no renderer in ${rendererDir}: previews are off`);
      return null;
    }
    return createAdminHandler({
      rendererDir,
      target: targetFromEnv(env),
      apiUrl: env.CONTENT_API_URL ?? '',
      secret: env.PREVIEW_SECRET,
      headersText: await readFile(path.join(dir, FUNCTION_FILES.headers), 'utf8').catch(() => ''),
      log: console.error,
    });
  };
  return async (request) => {
    handler ??= open();
    return ((await handler) ?? previewsUnavailable).handle(request);
  };
}

// The packaged bundle's own folder, wherever the runtime unpacks it.
const admin = adminFunction(import.meta.dirname, process.env);

export default function handler(request: Request): Promise<Response> {
  return admin(request);
}

export const config = { path: ['/admin', '/admin/*'] };

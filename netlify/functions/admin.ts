/**
 * The admin routes on Netlify (one site per domain): `/admin/*`, rendered on request by the shared handler
 * (builder/preview/admin-handler.ts) through the renderer the deploy was built with: previews of unpublished
 * items, the block catalogue and the dictionary export, behind PREVIEW_SECRET (header or signed link).
 *
 * Environment: PREVIEW_SECRET, SITE_ENV, SITE_DOMAIN, CONTENT_API_URL (the API the previews read). The build
 * leaves the renderer under .cache/renderer/ and its manifest under .cache/build/<domain>/; netlify.toml
 * ships both with this function (`included_files`).
 */
import path from 'node:path';
import { targetFromEnv } from '#contract/domains.ts';
import { type AdminHandler, adminHandlerForBuild } from '#builder/preview/admin-handler.ts';

/** The function over a built site: `root` holds .cache/, `outDir` the deployed files. */
export function adminFunction(
  root: string,
  outDir: string,
  env: Readonly<Record<string, string | undefined>>,
): (request: Request) => Promise<Response> {
  let handler: Promise<AdminHandler | null> | null = null;
  return async (request) => {
    handler ??= adminHandlerForBuild({
      root,
      target: targetFromEnv(env),
      outDir,
      apiUrl: env.CONTENT_API_URL ?? '',
      secret: env.PREVIEW_SECRET,
      log: console.error,
    });
    const ready = await handler;
    if (!ready) return new Response('Previews are not available on this deploy', { status: 503 });
    return ready.handle(request);
  };
}

// Netlify runs functions from the repository's base directory, where included_files keep their paths.
const admin = adminFunction(process.cwd(), path.join(process.cwd(), 'dist'), process.env);

export default function handler(request: Request): Promise<Response> {
  return admin(request);
}

export const config = { path: ['/admin', '/admin/*'] };

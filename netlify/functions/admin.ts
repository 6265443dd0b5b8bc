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

// Netlify runs functions from the repository's base directory, where included_files keep their paths.
const root = process.cwd();
let handler: Promise<AdminHandler | null> | null = null;

export default async function admin(request: Request): Promise<Response> {
  handler ??= adminHandlerForBuild({
    root,
    target: targetFromEnv(process.env),
    outDir: path.join(root, 'dist'),
    apiUrl: process.env.CONTENT_API_URL ?? '',
    secret: process.env.PREVIEW_SECRET,
    log: console.error,
  });
  const ready = await handler;
  if (!ready) return new Response('Previews are not available on this deploy', { status: 503 });
  return ready.handle(request);
}

export const config = { path: ['/admin', '/admin/*'] };

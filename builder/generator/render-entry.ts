/**
 * The compiled renderer's entry as the processes that render load it: the server build bundled with every
 * package it imports (renderer.ts), whose `render(request, locals)` renders one request in the caller's
 * process (src/render/renderer-entry.ts). Nothing listens on a port: only code holding a render context
 * renders, so no other process or user of the machine can ask for an unpublished preview. Kept apart from
 * renderer.ts, which compiles with Astro, so that what only renders (the Netlify admin function) does not
 * carry the compiler.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderContext } from '#src/render/render-context.ts';

/** The renderer's server entry as Astro writes it (its packages resolved from node_modules). */
export const SERVER_ENTRY = 'server/entry.mjs';
/** The same entry bundled with every package it imports (renderer.ts): runs where node_modules is not. */
export const STANDALONE_DIR = 'standalone';
/** Mirrors the server build's layout, so that the entry's relative paths mean the same in both. */
export const STANDALONE_ENTRY = `${STANDALONE_DIR}/server/entry.mjs`;

/** Renders one request (its path and query) with `locals.render` as the page's render context. */
export type RenderFunction = (request: Request, locals: { render: RenderContext }) => Promise<Response>;

/**
 * The origin of the requests a page is rendered from: only the path and query count; a page that printed
 * its request's origin would show this, not a real one.
 */
export const RENDER_ORIGIN = 'http://renderer.invalid';

/** Loads the renderer's render function: the standalone entry, whose dependencies are production builds. */
export async function loadRenderFunction(rendererDir: string): Promise<RenderFunction> {
  const file = path.join(rendererDir, STANDALONE_ENTRY);
  const entry = (await import(pathToFileURL(file).href)) as { render?: RenderFunction };
  if (typeof entry.render !== 'function') {
    throw new Error(`${file} has no render function: a renderer from an older build; remove .cache/renderer to compile it again`);
  }
  return entry.render;
}

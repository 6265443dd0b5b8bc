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
import type { ChromeUse } from '#src/view/chrome-use.ts';
import type { RenderContext } from '#src/render/render-context.ts';

/** The renderer's server entry as Astro writes it (its packages resolved from node_modules). */
export const SERVER_ENTRY = 'server/entry.mjs';
/** The same entry bundled with every package it imports (renderer.ts): runs where node_modules is not. */
export const STANDALONE_DIR = 'standalone';
/** Mirrors the server build's layout, so that the entry's relative paths mean the same in both. */
export const STANDALONE_ENTRY = `${STANDALONE_DIR}/server/entry.mjs`;

/**
 * Renders one request (its path and query) with `locals.render` as the page's render context; leaves how the
 * page used its menus in `locals.chromeUse`.
 */
export type RenderFunction = (request: Request, locals: { render: RenderContext; chromeUse?: ChromeUse }) => Promise<Response>;

/**
 * The origin of the requests a page is rendered from: only the path and query count; a page that printed
 * its request's origin would show this, not a real one.
 */
export const RENDER_ORIGIN = 'http://renderer.invalid';

/** What a renderer's entry gives the processes that render (src/render/renderer-entry.ts). */
export interface Renderer {
  render: RenderFunction;
  /** The executable inline scripts its pages may carry, as the code declares them: what the CSP allows. */
  declaredInlineScripts(): string[];
}

/** Loads the renderer: the standalone entry, whose dependencies are production builds. */
export async function loadRenderer(rendererDir: string): Promise<Renderer> {
  const file = path.join(rendererDir, STANDALONE_ENTRY);
  const entry = (await import(pathToFileURL(file).href)) as Partial<Renderer>;
  if (typeof entry.render !== 'function' || typeof entry.declaredInlineScripts !== 'function') {
    throw new Error(`${file} is not this code's renderer entry: remove .cache/renderer to compile it again`);
  }
  return { render: entry.render, declaredInlineScripts: entry.declaredInlineScripts };
}

/** The renderer's render function alone (what serves previews). */
export async function loadRenderFunction(rendererDir: string): Promise<RenderFunction> {
  return (await loadRenderer(rendererDir)).render;
}

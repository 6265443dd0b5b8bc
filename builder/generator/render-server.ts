/**
 * The render server: the compiled renderer's request handler on a loopback port (rendering only: no static
 * files, no proxy). The generator renders every page of a build through it; the admin routes render on
 * request through it (builder/preview/). Kept apart from renderer.ts, which compiles with Astro, so that what
 * only renders (the Netlify admin function) does not carry the compiler.
 */
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderContext } from '#src/render/render-context.ts';

/** The renderer's server entry as Astro writes it (its packages resolved from node_modules). */
export const SERVER_ENTRY = 'server/entry.mjs';
/** The same entry bundled with every package it imports (renderer.ts): runs where node_modules is not. */
export const STANDALONE_DIR = 'standalone';
/** Under a `server` folder too: Astro's node adapter finds its bearings by that path segment. */
export const STANDALONE_ENTRY = `${STANDALONE_DIR}/server/entry.mjs`;

export interface RenderServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the renderer's handler on a loopback port (rendering only: no static files, no proxy). Every
 * request renders with `context(request)` as its `Astro.locals.render`.
 */
export async function startRenderServer(
  renderer: { dir: string; entry?: string },
  context: (request: http.IncomingMessage) => RenderContext | Promise<RenderContext>,
): Promise<RenderServer> {
  await mkdir(renderer.dir, { recursive: true });
  const { handler } = (await import(pathToFileURL(path.join(renderer.dir, renderer.entry ?? SERVER_ENTRY)).href)) as {
    handler: (req: http.IncomingMessage, res: http.ServerResponse, next: () => void, locals: App.Locals) => void;
  };
  const server = http.createServer(async (req, res) => {
    try {
      handler(req, res, () => res.writeHead(404).end(), { render: await context(req) });
    } catch (error) {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

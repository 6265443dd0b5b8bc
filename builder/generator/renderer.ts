/**
 * The compiled renderer: Astro's server build of the site (pages, layouts, blocks) and its client assets,
 * kept under .cache/renderer/<key> and reused while code and dictionaries are unchanged. Rendering a page is
 * a request to its handler; no Astro compile happens on a content-only build.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderContext } from '#src/render/context.ts';
import { acquireProcessLock } from '../process-lock.ts';

export interface Renderer {
  dir: string;
  clientDir: string;
  /** Fresh compile (true) or reused from the cache (false). */
  compiled: boolean;
}

const KEEP = 3;

export async function ensureRenderer(root: string, key: string, log: (line: string) => void = () => {}): Promise<Renderer> {
  const base = path.join(root, '.cache/renderer');
  const dir = path.join(base, key);
  const ready = () => existsSync(path.join(dir, 'server/entry.mjs'));
  if (ready()) return { dir, clientDir: path.join(dir, 'client'), compiled: false };
  await mkdir(base, { recursive: true });
  // Builds running side by side (tests, several domains) compile once: one holds the lock, the others wait.
  const release = await acquireProcessLock(dir, { done: ready });
  if (!release) return { dir, clientDir: path.join(dir, 'client'), compiled: false };
  try {
    const staging = `${dir}.tmp-${process.pid}`;
    await rm(staging, { recursive: true, force: true });
    log(`compiling the renderer (${key})`);
    process.env.ASTRO_TELEMETRY_DISABLED = '1';
    const { build } = await import('astro');
    // The renderer is cached and shipped, so it is a production build whoever compiles it: Astro keeps an
    // inherited NODE_ENV (vitest sets 'test'), which would bundle React's development build into the site.
    const callerNodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ root, outDir: staging, logLevel: 'error' });
    } finally {
      if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = callerNodeEnv;
    }
    await rename(staging, dir);
    await pruneRenderers(base, key);
  } finally {
    await release();
  }
  return { dir, clientDir: path.join(dir, 'client'), compiled: true };
}

async function pruneRenderers(base: string, keep: string): Promise<void> {
  const entries = await readdir(base, { withFileTypes: true });
  const dirs = await Promise.all(
    entries
      .filter((e) => e.isDirectory() && e.name !== keep && !e.name.startsWith('.') && !e.name.includes('.tmp-'))
      .map(async (e) => ({ name: e.name, mtime: (await stat(path.join(base, e.name))).mtimeMs })),
  );
  dirs.sort((a, b) => b.mtime - a.mtime);
  await Promise.all(dirs.slice(KEEP - 1).map((d) => rm(path.join(base, d.name), { recursive: true, force: true })));
}

export interface RenderServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the renderer's handler on a loopback port (rendering only: no static files, no proxy). Every
 * request renders with `context(request)` as its `Astro.locals.render`.
 */
export async function startRenderServer(
  renderer: Pick<Renderer, 'dir'>,
  context: (request: http.IncomingMessage) => RenderContext | Promise<RenderContext>,
): Promise<RenderServer> {
  await mkdir(renderer.dir, { recursive: true });
  const { handler } = (await import(pathToFileURL(path.join(renderer.dir, 'server/entry.mjs')).href)) as {
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

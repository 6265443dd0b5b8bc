/**
 * The compiled renderer: Astro's server build of the site (pages, layouts, blocks) and its client assets,
 * kept under .cache/renderer/<key> and reused while code and dictionaries are unchanged. Rendering a page is
 * a call of its render function in the rendering process (render-entry.ts); no Astro compile happens on a
 * content-only build.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { acquireProcessLock } from '../process-lock.ts';
import { SERVER_ENTRY, STANDALONE_ENTRY } from './render-entry.ts';
import { SERVICE_WORKER_TEMPLATE, compileServiceWorker } from './service-worker.ts';

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
  const ready = () => existsSync(path.join(dir, STANDALONE_ENTRY));
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
    await bundleStandalone(staging);
    await writeFile(path.join(staging, SERVICE_WORKER_TEMPLATE), await compileServiceWorker(root));
    // A renderer of the same key from before the standalone entry existed is replaced whole.
    await rm(dir, { recursive: true, force: true });
    await rename(staging, dir);
    await pruneRenderers(base, key);
  } finally {
    await release();
  }
  return { dir, clientDir: path.join(dir, 'client'), compiled: true };
}

/**
 * The server entry bundled with the packages it imports (React, valibot, Astro's runtime...) into one file
 * beside server/, so that the admin function renders on Netlify, where only the files it ships exist
 * (0.3 s; `sharp`, for image services the site does not use, stays out). Every process that renders loads
 * this entry. NODE_ENV is fixed to production in it: React and the other packages with a development mode
 * pick their build by the NODE_ENV of the process that loads them, and React's development build makes
 * server rendering about a third slower (it records a stack for every element). CommonJS packages bundled
 * into an ES module need `require`: the banner provides it.
 */
async function bundleStandalone(dir: string): Promise<void> {
  const { build: bundle } = await import('esbuild');
  await bundle({
    entryPoints: [path.join(dir, SERVER_ENTRY)],
    outfile: path.join(dir, STANDALONE_ENTRY),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    external: ['sharp'],
    define: { 'process.env.NODE_ENV': '"production"' },
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    legalComments: 'none',
    logLevel: 'error',
  });
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

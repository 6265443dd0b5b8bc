/**
 * Renders paths through the renderer and writes them as static files. A page that fails to render fails
 * the whole run with the error the page raised (the content client's one-line message).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReadRecord } from '#src/data/content-client.ts';
import { inlineScriptHashes } from '../hosting/csp.ts';
import { type ModuleGraph, withModulePreloads } from './module-preload.ts';

export interface RenderJob {
  path: string;
  /** HTTP status the page is rendered with (error pages: 404, 500). */
  status: number;
}

/** File of a path in dist: directory pages as `x/index.html`, files (.xml, .txt) as themselves. */
export function fileOf(urlPath: string): string {
  const clean = decodeURI(urlPath).replace(/^\/+/, '');
  if (/\.[a-z0-9]+$/i.test(clean)) return clean;
  return path.posix.join(clean, 'index.html');
}

/** Writes through a temporary name: dist clones share inodes with the live tree, which must stay intact. */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.tmp-${process.pid}`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/** What a render run learns beside the files: what pages reported, and the inline scripts they carry. */
export interface Rendering {
  /** API responses each path read (the render context's onReads). */
  reads: Map<string, ReadRecord[]>;
  /** Errors pages reported (onError), by path. */
  errors: Map<string, unknown>;
  /** CSP hash sources of the executable inline scripts of the rendered pages. */
  scriptHashes: Set<string>;
}

export function newRendering(): Rendering {
  return { reads: new Map(), errors: new Map(), scriptHashes: new Set() };
}

export interface RenderOptions {
  /** The client assets' import graph: each page then names the modules it runs in <head> (modulepreload). */
  modules?: ModuleGraph;
  concurrency?: number;
}

/**
 * Renders the jobs into outDir. A page rendered with an unexpected status fails the run with the error it
 * reported, else with the status.
 */
export async function renderPages(
  rendererUrl: string,
  jobs: readonly RenderJob[],
  outDir: string,
  rendering: Rendering,
  { modules, concurrency = 8 }: RenderOptions = {},
): Promise<void> {
  const queue = [...jobs];
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    for (let job = queue.shift(); job && !failure; job = queue.shift()) {
      try {
        const response = await fetch(`${rendererUrl}${encodeURI(job.path)}`);
        let body: string | Uint8Array = new Uint8Array(await response.arrayBuffer());
        if (response.status !== job.status) {
          throw (
            rendering.errors.get(job.path) ??
            new Error(`${job.path}: rendered with status ${response.status}, expected ${job.status}`)
          );
        }
        const file = fileOf(job.path);
        if (file.endsWith('.html')) {
          const html = new TextDecoder().decode(body);
          for (const hash of inlineScriptHashes(html)) rendering.scriptHashes.add(hash);
          if (modules) body = await withModulePreloads(html, modules);
        }
        await writeFileAtomic(path.join(outDir, file), body);
      } catch (error) {
        // The first failure is the cause; the others stop at their next job.
        failure ??= { error };
      }
    }
  };
  // Every worker has stopped writing before the caller may remove the staging folder.
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}

/**
 * Renders paths through the renderer and writes them as static files. A page that fails to render fails
 * the whole run with the error the page raised (the content client's one-line message).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

/**
 * `errors`: what pages reported failing (the render context's onError), by path; a page rendered with an
 * unexpected status fails the run with its reported error, else with the status.
 */
export async function renderPages(
  rendererUrl: string,
  jobs: readonly RenderJob[],
  outDir: string,
  errors: ReadonlyMap<string, unknown>,
  concurrency = 8,
): Promise<void> {
  const queue = [...jobs];
  let failed = false;
  const worker = async () => {
    for (let job = queue.shift(); job && !failed; job = queue.shift()) {
      const response = await fetch(`${rendererUrl}${encodeURI(job.path)}`);
      const body = new Uint8Array(await response.arrayBuffer());
      if (response.status !== job.status) {
        failed = true;
        const cause = errors.get(job.path);
        if (cause) throw cause;
        throw new Error(`${job.path}: rendered with status ${response.status}, expected ${job.status}`);
      }
      await writeFileAtomic(path.join(outDir, fileOf(job.path)), body);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
}

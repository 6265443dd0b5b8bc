/**
 * Renders paths through the renderer, in the calling thread, and writes them as static files. A page that
 * fails to render fails the whole run with the error the page raised (the content client's one-line message).
 * render-pool.ts shares a build's pages among worker threads that each run this.
 */
import { closeSync, ftruncateSync, mkdirSync, openSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReadRecord } from '#src/data/content-client.ts';
import type { RenderContext } from '#src/render/render-context.ts';
import type { Site } from '#src/render/site.ts';
import { inlineScriptHashes, scriptHash, undeclaredScripts } from '../hosting/csp.ts';
import { type ChromeRecord, type SharedPart, sharedRenderings } from './chrome-patch.ts';
import { type ModuleGraph, withModulePreloads } from './module-preload.ts';
import { RENDER_ORIGIN, type RenderFunction, type Renderer } from './render-entry.ts';

export interface RenderJob {
  path: string;
  /** HTTP status the page is rendered with (error pages: 404, 500). */
  status: number;
  /** Its locale, when it has one: pages of a locale read the same menus and lists (render-pool.ts). */
  locale?: string | null;
}

/** File of a path in dist: directory pages as `x/index.html`, files (.xml, .txt) as themselves. */
export function fileOf(urlPath: string): string {
  const clean = decodeURI(urlPath).replace(/^\/+/, '');
  if (/\.[a-z0-9]+$/i.test(clean)) return clean;
  return path.posix.join(clean, 'index.html');
}

/** What a file is written from: its text, its bytes, or its bytes in pieces written one after the other. */
type FileData = string | Uint8Array | readonly Uint8Array[];

/** Writes through a temporary name: dist clones share inodes with the live tree, which must stay intact. */
export async function writeFileAtomic(file: string, data: FileData): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await replaceFile(file, data);
}

/** The name a file is written under before it replaces `file` (one per process: builds may run side by side). */
function temporaryFor(file: string): string {
  return `${file}.tmp-${process.pid}`;
}

/** writeFileAtomic in a folder known to exist. */
export async function replaceFile(file: string, data: FileData): Promise<void> {
  const temporary = temporaryFor(file);
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/**
 * Writes a rendered page where it belongs, synchronously. A page is a page-cache copy of some 100 KB, tens of
 * microseconds; through libuv's thread pool each of its calls (mkdir, open, write, close) woke a pool thread
 * and then the render thread again, and on these 2-core virtual machines those wake-ups (an inter-processor
 * interrupt each) cost more than the writes: a full build made 40% fewer involuntary context switches and
 * took 6% less time with the calls made in place. In a tree of this run's own (`fresh`) the file is
 * overwritten without truncating it first (a recycled file's blocks are kept, and the truncation no longer
 * waits on the disk discarding them), then cut to its length; otherwise it is replaced through a temporary
 * name, leaving the inode a live tree shares untouched. The folder is made when the file's write finds
 * none: in a recycled or cloned tree almost every page's folder exists, and a mkdir of an existing folder
 * (a page is a folder of its own) took the parent's lock for nothing, 0.1-0.2 ms each beside the other thread.
 */
export function writePageFile(file: string, data: Uint8Array, fresh: boolean): void {
  try {
    writeInPlace(file, data, fresh);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(path.dirname(file), { recursive: true });
    writeInPlace(file, data, fresh);
  }
}

function writeInPlace(file: string, data: Uint8Array, fresh: boolean): void {
  if (!fresh) {
    const temporary = temporaryFor(file);
    writeFileSync(temporary, data);
    renameSync(temporary, file);
    return;
  }
  let fd: number;
  try {
    fd = openSync(file, 'r+');
  } catch {
    fd = openSync(file, 'w');
  }
  try {
    for (let written = 0; written < data.length; ) written += writeSync(fd, data, written, data.length - written, written);
    ftruncateSync(fd, data.length);
  } finally {
    closeSync(fd);
  }
}

/** What rendering one path yields beside its file. */
export interface PageResult {
  path: string;
  /** The API responses it read (the render context's onReads). */
  reads: ReadRecord[];
  /** The cache tags of those responses, by read key, as the rendering client received them. */
  tags: [key: string, tags: string[] | null][];
  /** CSP hash sources of its executable inline scripts. */
  scriptHashes: string[];
  /** Its menu parts, when a menu change can patch it (chrome-patch.ts). */
  chrome: ChromeRecord | null;
  /** The shared renderings of menu parts its thread had not reported before, by id. */
  shared?: Record<string, SharedPart>;
}

/** What a render run learns beside the files, gathered from every page (PageResult). */
export interface Rendering {
  /** API responses each path read. */
  reads: Map<string, ReadRecord[]>;
  /**
   * One record per response read (a worker's results arrive as copies): at 20,000 pages, most of the
   * 300,000 reads are a few thousand responses.
   */
  records: Map<string, ReadRecord>;
  /** Cache tags of every response read, by read key. */
  tags: Map<string, string[] | null>;
  /** CSP hash sources of the executable inline scripts of the rendered pages. */
  scriptHashes: Set<string>;
  /** The menu parts of each page that can be patched. */
  chrome: Map<string, ChromeRecord>;
  /** The shared renderings of menu parts the pages used, by id. */
  shared: Map<string, SharedPart>;
  /** The most threads a render run of the build used (render-pool.ts). */
  threads: number;
}

export function newRendering(): Rendering {
  return {
    reads: new Map(),
    records: new Map(),
    tags: new Map(),
    scriptHashes: new Set(),
    chrome: new Map(),
    shared: new Map(),
    threads: 0,
  };
}

export function addPageResult(rendering: Rendering, result: PageResult): void {
  const reads = result.reads.map((read) => {
    const known = rendering.records.get(read.key);
    if (known?.hash === read.hash) return known;
    rendering.records.set(read.key, read);
    return read;
  });
  rendering.reads.set(result.path, reads);
  for (const [key, tags] of result.tags) rendering.tags.set(key, tags);
  for (const hash of result.scriptHashes) rendering.scriptHashes.add(hash);
  if (result.chrome) rendering.chrome.set(result.path, result.chrome);
  else rendering.chrome.delete(result.path);
  for (const [id, part] of Object.entries(result.shared ?? {})) rendering.shared.set(id, part);
}

/** CSP hash sources of the inline scripts a renderer's code declares. */
export function declaredScriptHashes(renderer: Renderer): Set<string> {
  return new Set(renderer.declaredInlineScripts().map((script) => scriptHash(script)));
}

export interface PageWriterOptions {
  render: RenderFunction;
  /**
   * CSP hash sources of the inline scripts the code declares (the renderer's declaredInlineScripts): a page
   * with any other executable inline script fails to render.
   */
  declaredScripts: ReadonlySet<string>;
  site: Site;
  outDir: string;
  /** The client assets' import graph: each page then names the modules it runs in <head> (modulepreload). */
  modules?: ModuleGraph;
  /**
   * outDir's files are this run's own (a new tree, or a recycled one no other tree links: recycled-tree.ts):
   * files are written in place. Otherwise (a hard-link clone of the live tree) each goes through a temporary
   * name, leaving the inode the live file shares untouched.
   */
  fresh?: boolean;
}

/** Renders one path into its file. */
export type PageWriter = (job: RenderJob) => Promise<PageResult>;

/**
 * Renders jobs with the renderer in this thread. A page rendered with an unexpected status fails with the
 * error it reported, else with the status.
 */
export function pageWriter({ render, declaredScripts, site, outDir, modules, fresh = false }: PageWriterOptions): PageWriter {
  const reads = new Map<string, ReadRecord[]>();
  const errors = new Map<string, unknown>();
  const context: RenderContext = {
    site,
    onReads: (path, _locale, read) => reads.set(path, read),
    onError: (path, error) => errors.set(path, error),
  };
  const renderings = sharedRenderings();
  const write = (file: string, data: Uint8Array) => writePageFile(file, data, fresh);
  return async (job) => {
    try {
      const locals: Parameters<RenderFunction>[1] = { render: context };
      const response = await render(new Request(`${RENDER_ORIGIN}${encodeURI(job.path)}`), locals);
      // The page stays the bytes the renderer encoded: decoding them to text and encoding that again for the
      // file cost a tenth of a full build. The checks below read it one character per byte (PageText).
      let page: Buffer = Buffer.from(await response.arrayBuffer());
      if (response.status !== job.status) {
        throw errors.get(job.path) ?? new Error(`${job.path}: rendered with status ${response.status}, expected ${job.status}`);
      }
      const file = fileOf(job.path);
      const markup = file.endsWith('.html') ? page.toString('latin1') : '';
      const scriptHashes = inlineScriptHashes(markup, 'latin1');
      if (scriptHashes.some((hash) => !declaredScripts.has(hash))) {
        const [script] = undeclaredScripts(markup, declaredScripts, 'latin1');
        throw new Error(
          `${job.path}: an inline script the code does not declare (${JSON.stringify(script)}): the build stops rather than allow it in the Content-Security-Policy`,
        );
      }
      if (modules && markup) page = await withModulePreloads(page, modules, markup);
      write(path.join(outDir, file), page);
      const read = reads.get(job.path) ?? [];
      const tags = read.map(({ key }): [string, string[] | null] => [key, site.client.cacheTags(key)]);
      const { record, fresh } = renderings.record(markup ? locals.chromeUse : undefined);
      const result: PageResult = { path: job.path, reads: read, tags, scriptHashes, chrome: record };
      return Object.keys(fresh).length > 0 ? { ...result, shared: fresh } : result;
    } finally {
      reads.delete(job.path);
      errors.delete(job.path);
    }
  };
}

/**
 * Runs `work` on each item, `lanes` at a time (each waits on the content API or the disk). The first failure
 * is the run's error; the other lanes stop at their next item, and the promise settles only once every lane
 * has stopped, so the caller may then remove the folder they write into.
 */
export async function inLanes<T>(items: readonly T[], work: (item: T) => Promise<void>, lanes: number): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const lane = async () => {
    while (!failure && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  if (failure) throw (failure as { error: unknown }).error;
}

/** Renders `jobs` through `write`, `concurrency` at a time (inLanes). */
export function renderJobs(
  jobs: readonly RenderJob[],
  write: PageWriter,
  onPage: (result: PageResult) => void,
  concurrency = 8,
): Promise<void> {
  return inLanes(jobs, async (job) => onPage(await write(job)), concurrency);
}

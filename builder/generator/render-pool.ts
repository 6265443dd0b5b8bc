/**
 * Renders a build's pages on every core: above a few dozen pages they are shared among worker threads, each
 * with its own renderer, content client and copy of the site plan, taking batches from one queue as they
 * finish the last. A page's bytes depend only on the plan and the responses it reads, never on which thread
 * rendered it or in which order, so the output is the same as from one thread. Fewer pages render in this
 * thread: starting a worker (loading the renderer, planning from the plan content) costs more than they do.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { LocaleContent } from '#src/routing/page-plan.ts';
import type { Site } from '#src/render/site.ts';
import type { BuildTarget } from '#contract/domains.ts';
import { compileCacheEnv } from '../compile-cache.ts';
import type { BuildApiSettings, ClientReports } from './build-client.ts';
import { clientModuleGraph } from './module-preload.ts';
import { loadRenderer } from './render-entry.ts';
import {
  type PageResult,
  type Rendering,
  type RenderJob,
  addPageResult,
  declaredScriptHashes,
  pageWriter,
  renderJobs,
} from './render-pages.ts';

/** What every thread that renders a build's pages needs. */
export interface RenderSetup {
  rendererDir: string;
  /** The renderer's client assets (the modules a page preloads are looked up there). */
  clientDir: string;
  /** The build's site, planned in this thread; workers plan the same site from its content. */
  site: Site;
  api: BuildApiSettings;
  reports: ClientReports;
}

/** What a render worker starts from (render-worker.ts): plain data, copied into the thread. */
export interface WorkerSetup {
  rendererDir: string;
  clientDir: string;
  target: BuildTarget;
  contents: LocaleContent[];
  api: BuildApiSettings;
  outDir: string;
  fresh: boolean;
}

export type WorkerRequest = { type: 'render'; jobs: RenderJob[] };
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'pages'; results: PageResult[] }
  | { type: 'failed'; error: unknown }
  | { type: 'retry'; line: string }
  | { type: 'issue'; line: string };

/**
 * Below this many pages a build renders in its own thread. A worker renders with a renderer, a site plan and
 * responses of its own, and its V8 compiles the same code again on the helper threads the render threads
 * share the two cores with: on this 2-core kind one thread built 228 pages 13% faster than two and 910 as
 * fast, with a quarter less CPU and a fifth less memory; two threads were 2-5% faster at 1,362 pages and
 * 22% at 20,124.
 */
const IN_THREAD_LIMIT = 1_000;
/** Pages a worker takes at once: enough to keep its content requests overlapping, small enough to balance. */
const BATCH = 16;

/**
 * The jobs of a run shared among lanes (worker threads) with locale affinity: every page of a locale reads
 * the locale's menus and lists, which each worker fetches and validates once for itself, so a worker should
 * render as few locales as it can. The jobs are ordered by locale and cut into one run per lane; a lane
 * takes batches from the front of its own run and, once that is done, from the back of the longest other
 * run (where the locale of that run's owner is furthest away).
 */
export function jobQueue<J extends { locale?: string | null }>(
  jobs: readonly J[],
  lanes: number,
): (lane: number, size: number) => J[] {
  const order = (job: J) => job.locale ?? '\uffff';
  const sorted = [...jobs].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  const runs = Array.from({ length: lanes }, (_, i) => ({
    start: Math.floor((i * sorted.length) / lanes),
    end: Math.floor(((i + 1) * sorted.length) / lanes),
  }));
  return (lane, size) => {
    const own = runs[lane];
    if (own && own.start < own.end) {
      const batch = sorted.slice(own.start, Math.min(own.end, own.start + size));
      own.start += batch.length;
      return batch;
    }
    const longest = runs.reduce((a, b) => (b.end - b.start > a.end - a.start ? b : a));
    const from = Math.max(longest.start, longest.end - size);
    const batch = sorted.slice(from, longest.end);
    longest.end = from;
    return batch;
  };
}

/**
 * Threads that render `pages`: BUILD_RENDER_THREADS when set, else this one alone below IN_THREAD_LIMIT and
 * one per core (this one and workers) above it.
 */
export function renderThreadCount(pages: number, env: NodeJS.ProcessEnv = process.env): number {
  const configured = env.BUILD_RENDER_THREADS;
  if (configured !== undefined && configured !== '') return Math.max(1, Math.floor(Number(configured)) || 1);
  return pages < IN_THREAD_LIMIT ? 1 : os.availableParallelism();
}

export interface RenderPagesOptions {
  /** outDir's files are this run's own, written in place (see PageWriterOptions.fresh). */
  fresh: boolean;
  /** Threads to share the pages among, this one included; default renderThreadCount(jobs.length). */
  threads?: number;
}

/**
 * Renders the jobs into outDir and gathers what the pages report into `rendering`. The first page that
 * fails is the run's error, thrown once every thread has stopped writing.
 */
export async function renderPages(
  setup: RenderSetup,
  jobs: readonly RenderJob[],
  outDir: string,
  rendering: Rendering,
  { fresh, threads = renderThreadCount(jobs.length) }: RenderPagesOptions,
): Promise<void> {
  const lanes = Math.max(1, Math.min(threads, Math.ceil(jobs.length / BATCH)));
  rendering.threads = Math.max(rendering.threads, lanes);
  const take = jobQueue(jobs, lanes);
  const failure: { error?: unknown; failed: boolean } = { failed: false };
  const fail = (error: unknown) => {
    if (failure.failed) return;
    failure.failed = true;
    failure.error = error;
  };
  const workerSetup: WorkerSetup = {
    rendererDir: setup.rendererDir,
    clientDir: setup.clientDir,
    target: setup.site.target,
    contents: [...setup.site.plan.contents.values()],
    api: setup.api,
    outDir,
    fresh,
  };
  const next = (lane: number) => (failure.failed ? [] : take(lane, BATCH));
  const workerLanes = Array.from({ length: lanes - 1 }, (_, i) =>
    renderInWorker(workerSetup, () => next(i + 1), rendering, setup.reports, fail),
  );
  // Lane 0 is this thread: it starts at once, with the renderer and the content the plan already loaded.
  const renderer = await loadRenderer(setup.rendererDir);
  const write = pageWriter({
    render: renderer.render,
    declaredScripts: declaredScriptHashes(renderer),
    site: setup.site,
    outDir,
    modules: clientModuleGraph(setup.clientDir),
    fresh,
  });
  const inThread = (async () => {
    for (let batch = next(0); batch.length > 0; batch = next(0)) {
      try {
        await renderJobs(batch, write, (result) => addPageResult(rendering, result));
      } catch (error) {
        fail(error);
      }
    }
  })();
  await Promise.all([inThread, ...workerLanes]);
  if (failure.failed) throw failure.error;
}

/**
 * One worker's lane: it renders the batches `next` hands out until there are none (or a page failed
 * anywhere), and is stopped once it has answered its last batch.
 */
async function renderInWorker(
  workerSetup: WorkerSetup,
  next: () => RenderJob[],
  rendering: Rendering,
  reports: ClientReports,
  fail: (error: unknown) => void,
): Promise<void> {
  // Workers load the modules the build loaded, from the same compile cache.
  const worker = new Worker(new URL('./render-worker.ts', import.meta.url), {
    workerData: workerSetup,
    env: { ...process.env, ...compileCacheEnv() },
    // V8 sizes a worker's young generation by the machine's memory; rendering allocates fast but keeps little,
    // and a smaller one kept the build's peak memory 200 MB lower at the same CPU time.
    resourceLimits: { maxYoungGenerationSizeMb: 48 },
  });
  try {
    await new Promise<void>((resolve) => {
      let stopped = false;
      const stop = (error?: unknown) => {
        if (stopped) return;
        stopped = true;
        if (error !== undefined) fail(error);
        resolve();
      };
      const send = () => {
        const batch = next();
        if (batch.length === 0) return stop();
        worker.postMessage({ type: 'render', jobs: batch } satisfies WorkerRequest);
      };
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') send();
        else if (message.type === 'pages') {
          for (const result of message.results) addPageResult(rendering, result);
          send();
        } else if (message.type === 'failed') stop(message.error);
        else if (message.type === 'retry') reports.retry(message.line);
        else reports.contentIssue(message.line);
      });
      worker.on('error', stop);
      worker.on('exit', (code) => stop(new Error(`a render worker exited (code ${code}) before the pages were rendered`)));
    });
  } finally {
    await worker.terminate();
  }
}

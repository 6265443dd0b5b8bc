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
import { loadRenderFunction } from './render-entry.ts';
import { type PageResult, type Rendering, type RenderJob, addPageResult, pageWriter, renderJobs } from './render-pages.ts';

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

/** Below this many pages a build renders in its own thread (a worker costs about 0.3 s to start). */
const IN_THREAD_LIMIT = 120;
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

/** Render threads: BUILD_RENDER_WORKERS, else one per core. 0 or 1 renders in the build's own thread. */
export function renderWorkerCount(env: NodeJS.ProcessEnv = process.env): number {
  const configured = env.BUILD_RENDER_WORKERS;
  if (configured !== undefined && configured !== '') return Math.max(0, Math.floor(Number(configured)) || 0);
  return os.availableParallelism();
}

export interface RenderPagesOptions {
  /** outDir was created empty for this run (see PageWriterOptions.fresh). */
  fresh: boolean;
  /** Worker threads to share the pages among; default renderWorkerCount(). */
  workers?: number;
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
  { fresh, workers = renderWorkerCount() }: RenderPagesOptions,
): Promise<void> {
  const threads = Math.min(workers, Math.ceil(jobs.length / BATCH));
  if (threads < 2 || jobs.length < IN_THREAD_LIMIT) {
    const write = pageWriter({
      render: await loadRenderFunction(setup.rendererDir),
      site: setup.site,
      outDir,
      modules: clientModuleGraph(setup.clientDir),
      fresh,
    });
    await renderJobs(jobs, write, (result) => addPageResult(rendering, result));
    return;
  }
  const workerSetup: WorkerSetup = {
    rendererDir: setup.rendererDir,
    clientDir: setup.clientDir,
    target: setup.site.target,
    contents: [...setup.site.plan.contents.values()],
    api: setup.api,
    outDir,
    fresh,
  };
  await renderInWorkers(workerSetup, threads, jobs, rendering, setup.reports);
}

async function renderInWorkers(
  workerSetup: WorkerSetup,
  threads: number,
  jobs: readonly RenderJob[],
  rendering: Rendering,
  reports: ClientReports,
): Promise<void> {
  const take = jobQueue(jobs, threads);
  let failure: { error: unknown } | null = null;
  // Workers load the modules the build loaded, from the same compile cache.
  const env = { ...process.env, ...compileCacheEnv() };
  const workers = Array.from(
    { length: threads },
    () => new Worker(new URL('./render-worker.ts', import.meta.url), { workerData: workerSetup, env }),
  );
  const run = (worker: Worker, lane: number) =>
    new Promise<void>((resolve) => {
      let stopped = false;
      const stop = (error?: unknown) => {
        if (stopped) return;
        stopped = true;
        if (error !== undefined) failure ??= { error };
        resolve();
      };
      const send = () => {
        const batch = failure ? [] : take(lane, BATCH);
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
  try {
    await Promise.all(workers.map((worker, lane) => run(worker, lane)));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  if (failure) throw (failure as { error: unknown }).error;
}

/**
 * A render worker thread (render-pool.ts): plans the build's site from the plan content it is given (no
 * request for it), loads the renderer, then renders the batches of pages it is sent into the output folder
 * with its own content client, answering each batch with what its pages read.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createSite } from '#src/render/site.ts';
import { buildClient } from './build-client.ts';
import { clientModuleGraph } from './module-preload.ts';
import { loadRenderer } from './render-entry.ts';
import type { WorkerMessage, WorkerRequest, WorkerSetup } from './render-pool.ts';
import { type PageResult, declaredScriptHashes, pageWriter, renderJobs } from './render-pages.ts';

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread (render-pool.ts)');
const setup = workerData as WorkerSetup;
const post = (message: WorkerMessage) => port.postMessage(message);

/** The error as it can cross to the build's thread: the error itself, or its message when it cannot be copied. */
function transferable(error: unknown): unknown {
  try {
    structuredClone(error);
    return error;
  } catch {
    return new Error(error instanceof Error ? error.message : String(error));
  }
}

const client = buildClient(setup.api, {
  retry: (line) => post({ type: 'retry', line }),
  contentIssue: (line) => post({ type: 'issue', line }),
});
const [site, renderer] = await Promise.all([
  createSite(setup.target, client, new Map(setup.contents.map((content) => [content.locale, content]))),
  loadRenderer(setup.rendererDir),
]);
const write = pageWriter({
  render: renderer.render,
  declaredScripts: declaredScriptHashes(renderer),
  site,
  outDir: setup.outDir,
  modules: clientModuleGraph(setup.clientDir),
  fresh: setup.fresh,
});

port.on('message', async (request: WorkerRequest) => {
  const results: PageResult[] = [];
  try {
    await renderJobs(request.jobs, write, (result) => results.push(result));
    post({ type: 'pages', results });
  } catch (error) {
    post({ type: 'failed', error: transferable(error) });
  }
});
post({ type: 'ready' });

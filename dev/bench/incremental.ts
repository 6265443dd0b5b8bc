/**
 * Build figures for `npm run bench`: full builds of one domain, then rebuilds of one locale with no change
 * (every response rechecked), after one product changed and after a menu changed (edits through the
 * embedded API's CMS, rebuilt with the change as the webhook names it); optionally Astro's own static build
 * of the same pages, cold, and its `experimental.incrementalBuild` on the same product change, in a scratch
 * copy of the project (bench/astro-static); last, CMS edits live through the webhook receiver (cms-edit.ts).
 * Steps run `runs` times (a different product each time) and report the median; Astro's builds run once.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { endpointUrl } from '#contract/endpoint.ts';
import * as endpoints from '#contract/endpoints.ts';
import { spawnContentApi } from '../content-api/spawn.ts';
import { runCommand } from '../run-command.ts';
import { compileCacheEnv } from '#builder/compile-cache.ts';
import { benchCmsEdit } from './cms-edit.ts';

const root = path.resolve(import.meta.dirname, '../..');
const BENCH_CMS_TOKEN = 'bench-cms-token';

/** What the bench keeps of a command it ran: its output and wall time. */
interface CommandRun {
  output: string;
  seconds: number;
}

/**
 * `runs` full builds that found the renderer compiled, as every content build after a deploy does: the one
 * that compiles it (the first after a code change) is run again and left out of the figures. A second build
 * that compiles it means the renderer's key does not hold still, and fails the bench rather than loop.
 */
export async function buildsWithRendererReady(runs: number, build: () => Promise<CommandRun>): Promise<CommandRun[]> {
  const counted: CommandRun[] = [];
  let compiled = 0;
  while (counted.length < runs) {
    const result = await build();
    if (!result.output.includes('renderer compiled')) counted.push(result);
    else if (++compiled > 1) throw new Error(`the renderer was compiled again by a build of the same code:\n${result.output}`);
  }
  return counted;
}

export interface RebuildFigure {
  step: string;
  seconds: number;
  rendered: number | null;
  pages: number | null;
  /** API responses requested again to find what changed. */
  requested?: number | null;
  peakRssMb?: number;
}

const run = (command: string, args: string[], env: Record<string, string>, cwd = root) => runCommand(command, args, { env, cwd });

function figure(step: string, output: string, wall: number): RebuildFigure {
  const full = /built (\d+) pages/.exec(output);
  const incremental = /rebuilt (\d+) files \(checked \d+, removed \d+\) of (\d+) pages/.exec(output);
  const requested = /(\d+) API responses requested again/.exec(output);
  return {
    step,
    seconds: Math.round(wall * 100) / 100,
    rendered: incremental ? Number(incremental[1]) : full ? Number(full[1]) : null,
    pages: incremental ? Number(incremental[2]) : full ? Number(full[1]) : null,
    requested: requested ? Number(requested[1]) : null,
    peakRssMb: Number(/peak RSS (\d+) MB/.exec(output)?.[1] ?? Number.NaN),
  };
}

/** The run of median wall time. */
function median(figures: RebuildFigure[]): RebuildFigure {
  return [...figures].sort((a, b) => a.seconds - b.seconds)[Math.floor(figures.length / 2)] as RebuildFigure;
}

async function cms(apiUrl: string, method: string, resource: string, id: number, locale: string, body: unknown): Promise<void> {
  const response = await fetch(`${apiUrl}/__cms/${resource}/${id}?locale=${locale}`, {
    method,
    headers: { Authorization: `Bearer ${BENCH_CMS_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`CMS ${method} ${resource}/${id}: ${response.status}`);
}

async function apiJson<T>(apiUrl: string, pathAndQuery: string, locale: string): Promise<T> {
  const response = await fetch(`${apiUrl}${pathAndQuery}`, { headers: { 'Accept-Locale': locale, Accept: 'application/json' } });
  return (await response.json()) as T;
}

/**
 * A scratch copy of the project whose only page is the static, cacheKey-returning variant. It lives inside
 * the repository so that packages resolve from the project's node_modules as they do for the site itself.
 */
async function astroStaticProject(): Promise<string> {
  const dir = path.join(root, '.cache/bench', `astro-static-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const entry of ['contract', 'src', 'public']) await cp(path.join(root, entry), path.join(dir, entry), { recursive: true });
  await rm(path.join(dir, 'src/pages'), { recursive: true, force: true });
  await mkdir(path.join(dir, 'src/pages'), { recursive: true });
  await cp(path.join(root, 'dev/bench/astro-static/[...path].astro'), path.join(dir, 'src/pages/[...path].astro'));
  await cp(path.join(root, 'dev/bench/astro-static/astro.config.mjs'), path.join(dir, 'astro.config.mjs'));
  await cp(path.join(root, 'builder/generator/dictionary-namespaces.mjs'), path.join(dir, 'dictionary-namespaces.mjs'));
  await cp(path.join(root, 'tsconfig.json'), path.join(dir, 'tsconfig.json'));
  const { imports } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  await writeFile(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'astro-static-bench', type: 'module', imports })}\n`);
  return dir;
}

export async function benchIncremental(options: {
  scale: string;
  env: string;
  domain: string;
  locale: string;
  astro: boolean;
  runs?: number;
  log?: (line: string) => void;
}): Promise<RebuildFigure[]> {
  const runs = Math.max(1, options.runs ?? 1);
  const log = options.log ?? (() => {});
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-incremental-'));
  const apiArgs = ['--scale', options.scale, '--data-dir', path.join(work, 'api')];
  const api = await spawnContentApi(apiArgs, { CMS_TOKEN: BENCH_CMS_TOKEN });
  const dist = path.join(work, 'dist');
  // With Node's compile cache, as the webhook receiver's rebuilds and `npm run build`/`rebuild` run (Astro too).
  const env = {
    SITE_ENV: options.env,
    SITE_DOMAIN: options.domain,
    CONTENT_API_URL: api.url,
    DIST_DIR: dist,
    ...compileCacheEnv(),
  };
  const node = process.execPath;
  /** One rebuild of the locale; `change`: what the webhook would name (absent: everything is rechecked). */
  const rebuild = async (step: string, change?: { resource: string; id: number }) => {
    const hint = change ? ['--', `${change.resource}:${change.id}`] : [];
    const { output, seconds } = await run(
      node,
      [path.join(root, 'builder/rebuild.ts'), '--locale', options.locale, ...hint],
      env,
    );
    const result = figure(step, output, seconds);
    log(`${options.scale} ${step}: ${result.seconds} s, ${result.rendered} files, ${result.requested} responses`);
    return result;
  };
  const productChange = async (step: string, product: { id: number; name: string }) => {
    await cms(api.url, 'PATCH', 'products', product.id, options.locale, { name: `${product.name} II` });
    return rebuild(step, { resource: 'products', id: product.id });
  };
  const figures: RebuildFigure[] = [];
  const cleanup = [work];
  try {
    const fullRuns = await buildsWithRendererReady(runs, async () => {
      const full = await run(node, [path.join(root, 'builder/cli.ts')], env);
      log(`${options.scale} full build: ${full.seconds.toFixed(1)} s`);
      return full;
    });
    figures.push(median(fullRuns.map((full) => figure('full build', full.output, full.seconds))));
    const noChange: RebuildFigure[] = [];
    for (let i = 0; i < runs; i++) noChange.push(await rebuild('rebuild, no change (all responses rechecked)'));
    figures.push(median(noChange));

    const products = await apiJson<{ id: number; name: string; slug: string }[]>(
      api.url,
      endpointUrl(endpoints.products, {}, { itemsPerPage: 2 * runs + 1 }),
      options.locale,
    );
    const productRuns: RebuildFigure[] = [];
    for (const product of products.slice(0, runs)) productRuns.push(await productChange('rebuild, one product changed', product));
    figures.push(median(productRuns));

    const menus = await apiJson<{ id: number; name: string; children: { name: string }[] }[]>(
      api.url,
      endpoints.menus.path,
      options.locale,
    );
    const main = menus.find((m) => m.name === 'main_menu');
    if (main) {
      const menuRuns: RebuildFigure[] = [];
      const children = structuredClone(main.children);
      for (let i = 0; i < runs; i++) {
        (children[0] as { name: string }).name += ' ·';
        await cms(api.url, 'PATCH', 'menus', main.id, options.locale, { children });
        menuRuns.push(await rebuild('rebuild, menu changed', { resource: 'menus', id: main.id }));
      }
      figures.push(median(menuRuns));
    }

    if (options.astro) {
      const project = await astroStaticProject();
      cleanup.push(project);
      const astroEnv = { ...env, BENCH_MANIFEST: `${dist}.manifest.json`, SITE_URL: 'http://localhost' };
      const astroBin = path.join(root, 'node_modules/astro/bin/astro.mjs');
      const cold = await run(node, [astroBin, 'build'], astroEnv, project);
      figures.push({
        step: 'astro incrementalBuild, cold',
        seconds: Math.round(cold.seconds * 100) / 100,
        rendered: null,
        pages: null,
      });
      log(`${options.scale} astro cold: ${cold.seconds.toFixed(1)} s`);
      const same = products[runs] as { id: number; name: string };
      await cms(api.url, 'PATCH', 'products', same.id, options.locale, { name: `${same.name} II` });
      const astroWarm = await run(node, [astroBin, 'build'], astroEnv, project);
      figures.push({
        step: 'astro incrementalBuild, one product changed',
        seconds: Math.round(astroWarm.seconds * 100) / 100,
        rendered: null,
        pages: null,
      });
      log(`${options.scale} astro one product: ${astroWarm.seconds.toFixed(1)} s`);
      figures.push(await rebuild('rebuild, the same product change', { resource: 'products', id: same.id }));
    }

    // The API again, now announcing its CMS changes to a webhook receiver over the same dist/.
    await api.close();
    const edits = await benchCmsEdit({
      root,
      apiArgs,
      cmsToken: BENCH_CMS_TOKEN,
      dist,
      env: options.env,
      domain: options.domain,
      locale: options.locale,
      products: products.slice(runs + 1, 2 * runs + 1),
      log: (line) => log(`${options.scale} ${line}`),
    });
    figures.push({
      step: 'CMS edit live through the webhook receiver',
      seconds: [...edits].sort((a, b) => a - b)[Math.floor(edits.length / 2)] as number,
      rendered: null,
      pages: null,
    });
    return figures;
  } finally {
    await api.close();
    for (const dir of cleanup) await rm(dir, { recursive: true, force: true });
  }
}

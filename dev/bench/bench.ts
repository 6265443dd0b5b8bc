/**
 * `npm run bench`: figures, not tests. Runs the content API benchmark, then full builds of one domain
 * against the embedded API, rebuilds, Astro's own builds of the same pages and CMS edits through the webhook
 * receiver (medians of repeated runs), and prints tables, the ratios against Astro, and every figure. The
 * JSON report goes to dev/bench/results/. A figure more than 25% worse than in the last committed report
 * (dev/bench/report.json at HEAD) fails the bench with a line naming it; `--save` writes this run's report
 * there, to be committed as the new reference.
 *
 *   npm run bench                       # API figures, full builds (live pl, local), rebuilds, webhook, Astro
 *   npm run bench -- --runs 5 --large   # also the large catalogue (20,000+ pages)
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseScale } from '../content-api/app.ts';
import { compileCacheEnv } from '#builder/compile-cache.ts';
import { type Figure, machineNotes, regressionLine, regressions } from './compare.ts';
import { benchIncremental, buildsWithRendererReady, type RebuildFigure } from './incremental.ts';
import { benchSearchIsland, type SearchFigure } from './search-island.ts';
import { runCommand } from '../run-command.ts';
import { startContentApi } from '../content-api/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    large: { type: 'boolean', default: false },
    'skip-api': { type: 'boolean', default: false },
    save: { type: 'boolean', default: false },
  },
});
/** The committed reference (see compare.ts). */
const REPORT = 'dev/bench/report.json';

interface BuildFigure {
  target: string;
  scale: string;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  peakRssMb: number;
}

/** A bench step's output, echoed as it runs, and its wall time. */
const run = (command: string, args: string[], env: Record<string, string> = {}) => runCommand(command, args, { env, echo: true });

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

const pageWeights: Record<string, unknown> = {};

async function benchBuild(env: string, domain: string, scale: string, runs: number): Promise<BuildFigure> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-build-'));
  const api = await startContentApi({ port: 0, scale: parseScale(scale), dataDir: path.join(work, 'api'), quiet: true });
  const samples: BuildFigure[] = [];
  try {
    const builds = await buildsWithRendererReady(runs, () =>
      run(process.execPath, [path.join(root, 'builder/cli.ts')], {
        ...compileCacheEnv(),
        SITE_ENV: env,
        SITE_DOMAIN: domain,
        CONTENT_API_URL: api.url,
        DIST_DIR: path.join(work, 'dist'),
      }),
    );
    for (const { output, seconds } of builds) {
      const m = /built (\d+) pages .*, peak RSS (\d+) MB/.exec(output);
      if (!m) throw new Error(`unexpected build output: ${output}`);
      samples.push({
        target: `${env}/${domain}`,
        scale,
        pages: Number(m[1]),
        seconds: Math.round(seconds * 100) / 100,
        pagesPerSecond: Math.round(Number(m[1]) / seconds),
        peakRssMb: Number(m[2]),
      });
    }
    // Page weight per page type of the built site (HTML, CSS, JS gzip and raw, requests): the budgets gate.
    console.log(`\nPage weight per page type (${env}/${domain}, ${scale})`);
    const weights = path.join(work, 'weights.json');
    await run(process.execPath, [path.join(root, 'quality/budgets.ts'), '--dist', path.join(work, 'dist'), '--json', weights]);
    pageWeights[`${env}/${domain}`] = JSON.parse(await readFile(weights, 'utf8'));
    if (domain === 'www.mebleoffice.example' && scale === 'default') {
      const figure = await benchSearchIsland({
        distDir: path.join(work, 'dist'),
        apiUrl: api.url,
        searchPath: '/szukaj/',
        phrase: 'krzesło',
        runs: 5,
      });
      report.search = figure;
      console.log(
        `\nSearch island (live pl, /szukaj/?q=${figure.phrase}, median of ${figure.runs}): first results painted ${figure.hydratedToResultsMs} ms after the island mounts, ${figure.navigationToResultsMs} ms after navigation start`,
      );
    }
  } finally {
    await api.close();
    await rm(work, { recursive: true, force: true });
  }
  const seconds = median(samples.map((s) => s.seconds));
  const pages = samples[0]?.pages ?? 0;
  return {
    target: `${env}/${domain}`,
    scale,
    pages,
    seconds,
    pagesPerSecond: Math.round(pages / seconds),
    peakRssMb: Math.max(...samples.map((s) => s.peakRssMb)),
  };
}

const report: {
  date: string;
  machine: string;
  api?: unknown;
  search?: SearchFigure;
  builds: BuildFigure[];
  pageWeights: Record<string, unknown>;
  incremental: Record<string, RebuildFigure[]>;
  /** Every figure by name: what the next run is compared with. */
  figures: Figure[];
} = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
  builds: [],
  pageWeights,
  incremental: {},
  figures: [],
};

if (!values['skip-api']) {
  const { output } = await run(process.execPath, [path.join(root, 'dev/content-api/bench.ts'), '--json']);
  const json = output.split('\n').find((l) => l.startsWith('{'));
  report.api = json ? JSON.parse(json) : output;
}
const runs = Number(values.runs);
report.builds.push(await benchBuild('live', 'www.mebleoffice.example', 'default', runs));
const log = (line: string) => console.log(`[incremental] ${line}`);
for (const scale of values.large ? ['default', 'large'] : ['default']) {
  report.incremental[scale] = await benchIncremental({
    scale,
    env: 'local',
    domain: 'localhost',
    locale: 'en',
    astro: true,
    runs,
    log,
  });
}

for (const [scale, figures] of Object.entries(report.incremental)) {
  const full = figures.find((f) => f.step === 'full build');
  if (full?.pages) {
    report.builds.push({
      target: 'local/localhost',
      scale,
      pages: full.pages,
      seconds: full.seconds,
      pagesPerSecond: Math.round(full.pages / full.seconds),
      peakRssMb: full.peakRssMb ?? Number.NaN,
    });
  }
}
console.log('\nFull build of one domain (median wall time of the build process; its peak RSS)');
console.table(
  report.builds.map((b) => ({
    target: b.target,
    scale: b.scale,
    pages: b.pages,
    'wall s': b.seconds,
    'pages/s': b.pagesPerSecond,
    'peak RSS MB': b.peakRssMb,
  })),
);
for (const [scale, figures] of Object.entries(report.incremental)) {
  console.log(`\nIncremental rebuilds of en in the local build (${scale} scale; wall time of the process, deploy-ready dist/)`);
  console.table(
    figures.map((f) => ({
      step: f.step,
      'wall s': f.seconds,
      'files rendered': f.rendered ?? '',
      'responses rechecked': f.requested ?? '',
      pages: f.pages ?? '',
    })),
  );
}

report.figures = benchFigures(report);
console.log('\nFigures (compared with the committed report)');
for (const f of report.figures) console.log(`  ${f.name}: ${f.value} ${f.unit}`);
for (const line of ratioLines(report.figures)) console.log(line);

await mkdir(path.join(root, 'dev/bench/results'), { recursive: true });
const file = path.join(root, 'dev/bench/results', `bench-${report.date.replace(/[:.]/g, '-')}.json`);
const json = `${JSON.stringify(report, null, 2)}\n`;
await writeFile(file, json);
console.log(`report: ${path.relative(root, file)}`);
if (values.save) {
  // The reference keeps what the next run is compared with; the whole report stays in dev/bench/results/.
  const reference = { date: report.date, machine: report.machine, figures: report.figures };
  await writeFile(path.join(root, REPORT), `${JSON.stringify(reference, null, 2)}\n`);
  console.log(`saved as ${REPORT}: commit it to make it the reference`);
}
const committed = committedReport();
if (!committed) {
  console.log(`no committed ${REPORT} to compare with`);
} else {
  for (const note of machineNotes(report.figures, committed.figures ?? [])) console.log(note);
  const found = regressions(report.figures, committed.figures ?? []);
  for (const regression of found) console.error(regressionLine(regression));
  if (found.length > 0) process.exit(1);
  console.log(`no figure more than 25% worse than in the committed report (${committed.date})`);
}

/** The report at HEAD (the last committed one), not a saved but uncommitted one. */
function committedReport(): { date: string; figures?: Figure[] } | null {
  try {
    return JSON.parse(execFileSync('git', ['show', `HEAD:${REPORT}`], { cwd: root, encoding: 'utf8', stdio: 'pipe' }));
  } catch {
    return null;
  }
}

/** The run's figures under stable names: what is compared from run to run. */
function benchFigures(run: typeof report): Figure[] {
  const figures: Figure[] = [];
  const add = (name: string, value: number | null | undefined, unit: string, better: Figure['better'], reference = false) => {
    if (typeof value === 'number' && Number.isFinite(value))
      figures.push({ name, value, unit, better, ...(reference ? { reference } : {}) });
  };
  for (const b of run.builds) {
    const what = `full build, ${b.target} (${b.scale})`;
    add(what, b.seconds, 's', 'lower');
    add(`${what}, pages/s`, b.pagesPerSecond, 'pages/s', 'higher');
    add(`${what}, peak RSS`, b.peakRssMb, 'MB', 'lower');
  }
  for (const [scale, steps] of Object.entries(run.incremental)) {
    const step = (name: string) => steps.find((f) => f.step === name)?.seconds;
    const full = step('full build');
    const astroCold = step('astro incrementalBuild, cold');
    const ours = step('rebuild, the same product change');
    const astroOne = step('astro incrementalBuild, one product changed');
    add(`rebuild of en, no change (${scale})`, step('rebuild, no change (all responses rechecked)'), 's', 'lower');
    add(`rebuild of en, one product changed (${scale})`, step('rebuild, one product changed'), 's', 'lower');
    add(`rebuild of en, menu changed (${scale})`, step('rebuild, menu changed'), 's', 'lower');
    add(
      `CMS edit live through the webhook receiver (${scale})`,
      step('CMS edit live through the webhook receiver'),
      's',
      'lower',
    );
    add(`Astro static build, local (${scale})`, astroCold, 's', 'lower', true);
    add(`Astro incrementalBuild, one product changed (${scale})`, astroOne, 's', 'lower', true);
    if (full && astroCold) add(`full build vs Astro's static build (${scale})`, round2(astroCold / full), 'x', 'higher');
    if (ours && astroOne)
      add(`one product changed vs Astro's incrementalBuild (${scale})`, round2(astroOne / ours), 'x', 'higher');
  }
  if (run.search) add('search: first results after the island mounts', run.search.hydratedToResultsMs, 'ms', 'lower');
  const api = run.api as { rows?: { scale: string; scenario: string; requestsPerSec: number }[] } | undefined;
  for (const row of api?.rows ?? []) add(`content API, ${row.scenario} (${row.scale})`, row.requestsPerSec, 'req/s', 'higher');
  return figures;
}

function ratioLines(figures: readonly Figure[]): string[] {
  return figures
    .filter((f) => f.unit === 'x')
    .map((f) => `${f.name}: ours is ${f.value}x faster${f.value < 1 ? ' (slower)' : ''}`);
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

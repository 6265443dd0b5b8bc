/**
 * `npm run bench`: figures, not tests. Runs the content API benchmark, then full builds of one domain
 * against the embedded API (median of repeated runs at the default scale, one run at `--scale large`), and
 * prints a table; the JSON report goes to dev/bench/results/.
 *
 *   npm run bench                       # API figures, full build (live pl, 3 runs), incremental rebuilds
 *   npm run bench -- --runs 5 --large   # also incremental figures on the large catalogue (20,000+ pages)
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseScale } from '../content-api/app.ts';
import { benchIncremental, type RebuildFigure } from './incremental.ts';
import { benchSearchIsland, type SearchFigure } from './search-island.ts';
import { runCommand } from '../run-command.ts';
import { startContentApi } from '../content-api/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    large: { type: 'boolean', default: false },
    'skip-api': { type: 'boolean', default: false },
  },
});

interface BuildFigure {
  target: string;
  scale: string;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  peakRssMb: number;
}

/** A bench step's output, echoed as it runs. */
const run = async (command: string, args: string[], env: Record<string, string> = {}) =>
  (await runCommand(command, args, { env, echo: true })).output;

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
    for (let i = 0; i < runs; i++) {
      const output = await run(process.execPath, [path.join(root, 'builder/cli.ts')], {
        SITE_ENV: env,
        SITE_DOMAIN: domain,
        CONTENT_API_URL: api.url,
        DIST_DIR: path.join(work, 'dist'),
      });
      const m = /built (\d+) pages .* in ([\d.]+) s \((\d+) pages\/s, peak RSS (\d+) MB/.exec(output);
      if (!m) throw new Error(`unexpected build output: ${output}`);
      samples.push({
        target: `${env}/${domain}`,
        scale,
        pages: Number(m[1]),
        seconds: Number(m[2]),
        pagesPerSecond: Number(m[3]),
        peakRssMb: Number(m[4]),
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
} = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
  builds: [],
  pageWeights,
  incremental: {},
};

if (!values['skip-api']) {
  const output = await run(process.execPath, [path.join(root, 'dev/content-api/bench.ts'), '--json']);
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
console.log('\nFull build of one domain (median wall time of the runs; peak RSS of the build process)');
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
  const ours = figures.find((f) => f.step === 'rebuild, the same product change');
  const astro = figures.find((f) => f.step === 'astro incrementalBuild, one product changed');
  if (ours && astro)
    console.log(
      `one product changed: ${(astro.seconds / ours.seconds).toFixed(1)}x faster than Astro's experimental incrementalBuild`,
    );
}
await mkdir(path.join(root, 'dev/bench/results'), { recursive: true });
const file = path.join(root, 'dev/bench/results', `bench-${report.date.replace(/[:.]/g, '-')}.json`);
await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`report: ${path.relative(root, file)}`);

/**
 * Benchmark of the embedded content API: for each scale, the startup time (spawn → readiness line, and the time
 * the server reports) and requests/s on loopback (autocannon, the server in its own process) for:
 *   - a cached list           GET /api/products?itemsPerPage=30
 *   - an uncached list        the same with a unique ignored parameter per request (always a cache miss)
 *   - a cached search         GET /api/search?phrase=<a word of a product name>
 *   - an uncached search      the same, with a unique parameter per request
 * Prints a table and writes JSON to dev/bench/results/content-api-<timestamp>.json.
 *
 *   node dev/content-api/bench.ts [--scales default,large] [--duration 5] [--connections 10] [--json]
 * --json: the table goes to stderr and stdout gets the result as one JSON line (used by dev/bench/bench.ts).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { endpointUrl } from '#contract/endpoint.ts';
import * as endpoints from '#contract/endpoints.ts';

const here = fileURLToPath(new URL('./', import.meta.url));
const root = resolve(here, '../..');
const CLI = join(here, 'cli.ts');

interface Server {
  url: string;
  startupMs: number;
  reportedMs: number;
  records: number;
  rssMb: () => Promise<number>;
  stop: () => Promise<void>;
}

async function startServer(scale: string, dataDir: string): Promise<Server> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [CLI, '--port', '0', '--scale', scale, '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const line = await new Promise<string>((resolveLine, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`scale ${scale}: no readiness line after 120 s\n${stderr}`)), 120_000);
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolveLine(out.split('\n')[0] ?? '');
      }
    });
    child.on('exit', (code) => reject(new Error(`scale ${scale}: server exited with ${code}\n${stderr}`)));
  });
  const startupMs = Math.round(performance.now() - t0);
  const m = /ready (\S+) \(.*?(\d+) records\) in (\d+) ms/.exec(line);
  if (!m) throw new Error(`unexpected readiness line: ${line}`);
  return {
    url: m[1] as string,
    records: Number(m[2]),
    reportedMs: Number(m[3]),
    startupMs,
    rssMb: async () => {
      try {
        const { readFileSync } = await import('node:fs');
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
      } catch {
        return 0;
      }
    },
    stop: () =>
      new Promise<void>((r) => {
        child.once('exit', () => r());
        child.kill('SIGTERM');
      }),
  };
}

interface Scenario {
  name: string;
  path: string;
  unique: boolean;
}

interface Row {
  scale: string;
  scenario: string;
  path: string;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, s: Scenario, duration: number, connections: number): Promise<Omit<Row, 'scale'>> {
  let n = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { Accept: 'application/json', 'Accept-Locale': 'pl' },
    requests: [
      {
        method: 'GET',
        path: s.path,
        setupRequest: (req: { path: string }) => {
          if (s.unique) req.path = `${s.path}&_bench=${n++}`;
          return req;
        },
      },
    ],
  });
  return {
    scenario: s.name,
    path: s.path,
    requestsPerSec: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      scales: { type: 'string', default: 'default,large' },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '10' },
      json: { type: 'boolean', default: false },
    },
  });
  const scales = String(values.scales).split(',').filter(Boolean);
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const rows: Row[] = [];
  const startups: { scale: string; records: number; startupMs: number; reportedMs: number; rssMbAfter: number }[] = [];
  for (const scale of scales) {
    const dataDir = mkdtempSync(join(tmpdir(), `content-api-bench-${scale}-`));
    const server = await startServer(scale, dataDir);
    try {
      process.stderr.write(
        `scale ${scale}: ready in ${server.startupMs} ms (server reports ${server.reportedMs} ms), ${server.records} records\n`,
      );
      const first = (await (
        await fetch(`${server.url}${endpointUrl(endpoints.products, {}, { itemsPerPage: 1 })}`, {
          headers: { Accept: 'application/json' },
        })
      ).json()) as { name: string }[];
      const word = (first[0]?.name ?? 'a').split(/\s+/).find((w) => w.length >= 3) ?? 'a';
      const phrase = word.slice(0, 5).toLowerCase();
      const list = endpointUrl(endpoints.products, {}, { itemsPerPage: 30 });
      const search = endpointUrl(endpoints.search, {}, { phrase });
      const scenarios: Scenario[] = [
        { name: 'cached list', path: list, unique: false },
        { name: 'uncached list', path: list, unique: true },
        { name: 'cached search', path: search, unique: false },
        { name: 'uncached search', path: search, unique: true },
      ];
      for (const s of scenarios) {
        await fetch(`${server.url}${s.path}`, { headers: { Accept: 'application/json' } }); // warm the cache
        const row = { scale, ...(await load(server.url, s, duration, connections)) };
        rows.push(row);
        process.stderr.write(`  ${s.name}: ${row.requestsPerSec} req/s\n`);
      }
      startups.push({
        scale,
        records: server.records,
        startupMs: server.startupMs,
        reportedMs: server.reportedMs,
        rssMbAfter: await server.rssMb(),
      });
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  const lines = [
    '',
    `content-api benchmark (${connections} connections, ${duration} s each, loopback, ${cpus().length} CPUs, Node ${process.version})`,
    '',
    `${pad('scale', 9)}${pad('records', 10)}${pad('startup (spawn→ready)', 23)}${pad('server-reported', 17)}RSS after`,
    ...startups.map(
      (s) =>
        `${pad(s.scale, 9)}${pad(s.records, 10)}${pad(`${s.startupMs} ms`, 23)}${pad(`${s.reportedMs} ms`, 17)}${s.rssMbAfter} MB`,
    ),
    '',
    `${pad('scale', 9)}${pad('scenario', 17)}${pad('req/s', 9)}${pad('p50', 7)}${pad('p99', 7)}non-2xx`,
    ...rows.map(
      (r) =>
        `${pad(r.scale, 9)}${pad(r.scenario, 17)}${pad(r.requestsPerSec, 9)}${pad(`${r.latencyP50Ms}`, 7)}${pad(`${r.latencyP99Ms}`, 7)}${r.non2xx + r.errors}`,
    ),
    '',
  ];
  // --json (dev/bench/bench.ts): the table goes to stderr and stdout gets one JSON line
  (values.json ? process.stderr : process.stdout).write(`${lines.join('\n')}\n`);
  const dir = join(root, 'dev', 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `content-api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const result = {
    at: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    connections,
    durationS: duration,
    startups,
    rows,
  };
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  if (values.json) process.stdout.write(`${JSON.stringify({ ...result, file })}\n`);
  else process.stdout.write(`results: ${file}\n`);
}

main().catch((err) => {
  process.stderr.write(`bench failed: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});

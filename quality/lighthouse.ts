/**
 * Lighthouse 13 on pages of a built dist/ (mobile emulation and simulated throttling: Lighthouse's defaults):
 *
 *   npm exec -- node quality/lighthouse.ts [--dist dist] [--pages home,category,product,collection,search,files]
 *       [--runs N] [--assert] [--ci] [--locale pl] [--page product=/produkty/x/] [--api URL] [--out FILE]
 *
 * Serves the dist as the CDN does (dev/serve.ts) with /api, /media and /uploads proxied to --api, or to an
 * embedded content API started here (same scale and seed as `npm run build`'s, so the media the pages name
 * exist). Finds one page per kind by `<body data-page-type/data-layout>` and path (quality.config.ts →
 * lighthouse.selectors), in the domain's default locale unless --locale, runs Lighthouse --runs times per
 * page in one headless Chromium, prints the median score of each category per page and writes every run to
 * dev/bench/results/lighthouse-<time>.json. --assert exits 1 when a median is below its target (performance 95,
 * accessibility, best practices and SEO 100), naming the page, the category, the score and the audits that
 * cost the most. --ci = --pages <config.lighthouse.ciPages> --runs <ciRuns> --assert.
 *
 * Run it on a live-domain build (SITE_ENV=live SITE_DOMAIN=www.mebleoffice.example): other environments'
 * robots.txt disallows crawling, which fails Lighthouse's is-crawlable audit (SEO 100 is impossible there).
 * The pages are served from https://localhost over HTTP/2, as the CDN serves them (startCdnFront); canonical
 * and hreflang URLs keep the live origin, which Lighthouse accepts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import config, { type LighthouseCategory, type PageSelector, type QualityConfig } from '../quality.config.ts';
import { parseRedirects, type RedirectRule } from '#builder/hosting/redirects.ts';
import { listFiles, median, pagePathOf, table } from './dist.ts';

const root = path.resolve(import.meta.dirname, '..');
export const CATEGORIES: LighthouseCategory[] = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The flags this machine's Chromium needs, plus chrome-launcher's defaults that keep runs steady. */
export const CHROME_FLAGS = [
  '--headless=new',
  // The CDN front's certificate is made for each run (startCdnFront).
  '--ignore-certificate-errors',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-client-side-phishing-detection',
  '--disable-domain-reliability',
  '--disable-hang-monitor',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  '--disable-background-timer-throttling',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,InterestFeedContentSuggestions',
  '--metrics-recording-only',
  '--mute-audio',
  '--password-store=basic',
  '--use-mock-keychain',
];

// ---------------------------------------------------------------------------------------------- finding pages

export interface PageInfo {
  /** Served path, e.g. /pl/produkty/krzesla/. */
  path: string;
  locale: string | null;
  /** Path within the locale (prefix removed), with the trailing slash. */
  localPath: string;
  pageType: string | null;
  layout: string | null;
  /** schema.org @type values of the page's JSON-LD. */
  jsonLdTypes: string[];
}

/** Locales served under prefixes (from `_redirects`' per-locale 404 rules) and the default (the `/` rule). */
export function prefixLocales(rules: readonly RedirectRule[]): { locales: string[]; defaultLocale: string | null } {
  const locales = rules.flatMap((r) => {
    const m = /^\/([a-z]{2}(?:-[a-z]+)?)\/\*$/i.exec(r.from);
    return m?.[1] && r.status === 404 ? [m[1]] : [];
  });
  const entry = rules.find((r) => r.from === '/' && !r.condition && r.status >= 300 && r.status < 400);
  const defaultLocale = /^\/([^/]+)\/$/.exec(entry?.to ?? '')?.[1] ?? locales[0] ?? null;
  return { locales, defaultLocale };
}

export function pageInfo(pagePath: string, html: string, prefixes: readonly string[]): PageInfo {
  const body = /<body\b[^>]*>/i.exec(html)?.[0] ?? '';
  const attr = (name: string) =>
    new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`)
      .exec(body)
      ?.slice(1)
      .find((v) => v !== undefined) ?? null;
  const first = pagePath.split('/')[1] ?? '';
  const prefixed = prefixes.includes(first);
  const lang = /<html\b[^>]*\blang=["']?([^"'\s>]+)/i.exec(html)?.[1] ?? null;
  return {
    path: pagePath,
    locale: prefixed ? first : lang,
    localPath: prefixed ? pagePath.slice(first.length + 1) || '/' : pagePath,
    pageType: attr('data-page-type'),
    layout: attr('data-layout'),
    jsonLdTypes: [
      ...new Set(
        [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) =>
          [...(m[1] ?? '').matchAll(/"@type":"([^"]+)"/g)].map((t) => t[1] as string),
        ),
      ),
    ],
  };
}

export function matchesSelector(page: PageInfo, selector: PageSelector): boolean {
  if (selector.pageTypes && !selector.pageTypes.includes(page.pageType ?? '')) return false;
  if (selector.layouts && !selector.layouts.includes(page.layout ?? '')) return false;
  if (selector.localPath && !selector.localPath.test(page.localPath)) return false;
  if (selector.jsonLdTypes && !selector.jsonLdTypes.some((t) => page.jsonLdTypes.includes(t))) return false;
  return true;
}

/** The page of a kind: the first selector with a match, its first page in path order (error pages skipped). */
export function findPage(pages: readonly PageInfo[], selectors: readonly PageSelector[]): PageInfo | null {
  const candidates = pages.filter((p) => !config.integrity.errorPage.test(p.path)).sort((a, b) => a.path.localeCompare(b.path));
  for (const selector of selectors) {
    const found = candidates.find((p) => matchesSelector(p, selector));
    if (found) return found;
  }
  return null;
}

export async function distPages(
  distDir: string,
): Promise<{ pages: PageInfo[]; locales: string[]; defaultLocale: string | null }> {
  const rules = parseRedirects(await readFile(path.join(distDir, '_redirects'), 'utf8').catch(() => ''));
  const { locales, defaultLocale } = prefixLocales(rules);
  const files = (await listFiles(distDir)).filter((f) => f.endsWith('.html'));
  const pages: PageInfo[] = [];
  for (const file of files) {
    // The body tag is near the top; the head of a page is enough.
    const html = (await readFile(path.join(distDir, file), 'utf8')).slice(0, 64 * 1024);
    pages.push(pageInfo(pagePathOf(file), html, locales));
  }
  return { pages, locales, defaultLocale };
}

// ---------------------------------------------------------------------------------------------- scores

export interface RunScores {
  scores: Record<LighthouseCategory, number | null>;
  metrics: Record<string, number | null>;
  /** Failing audits per category, costliest first: `id (score 0.5): displayValue`. */
  failing: Record<LighthouseCategory, string[]>;
}

interface LhrAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode?: string;
  displayValue?: string;
  numericValue?: number;
  details?: {
    items?: {
      node?: { selector?: string; snippet?: string };
      description?: string;
      url?: string;
      /** link-text items */
      href?: string;
      text?: string;
      sourceLocation?: { url?: string };
    }[];
  };
}

interface LhrLike {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>;
  audits: Record<string, LhrAudit>;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
}

const METRICS: Record<string, string> = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

/** The first elements an audit names (accessibility and SEO audits list failing nodes). */
function nodesOf(audit: LhrAudit): string {
  // Elements for accessibility/SEO audits; messages or URLs for the others (errors-in-console, image audits…).
  const selectors = [
    ...new Set(
      (audit.details?.items ?? [])
        .map((i) => {
          if (i.node?.selector) return i.node.selector;
          if (i.description) return `${i.sourceLocation?.url ?? ''} ${i.description.slice(0, 120)}`.trim();
          if (i.href) return `"${i.text ?? ''}" → ${i.href}`;
          return i.url;
        })
        .filter((v): v is string => Boolean(v)),
    ),
  ];
  if (selectors.length === 0) return '';
  return ` [${selectors.slice(0, 3).join(' | ')}${selectors.length > 3 ? ` | +${selectors.length - 3}` : ''}]`;
}

/** Category scores (0–100), key metrics and the audits that cost points, from a Lighthouse result. */
export function scoresOf(lhr: LhrLike): RunScores {
  const scores = {} as Record<LighthouseCategory, number | null>;
  const failing = {} as Record<LighthouseCategory, string[]>;
  for (const category of CATEGORIES) {
    const c = lhr.categories[category];
    scores[category] = c?.score == null ? null : Math.round(c.score * 100);
    const total = c?.auditRefs.reduce((n, r) => n + r.weight, 0) || 1;
    failing[category] = (c?.auditRefs ?? [])
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ ref, audit }) => audit && ref.weight > 0 && audit.score !== null && audit.score < 1)
      .map(({ ref, audit }) => ({
        ref,
        audit: audit as NonNullable<typeof audit>,
        lost: (ref.weight * (1 - (audit?.score ?? 0))) / total,
      }))
      .sort((a, b) => b.lost - a.lost)
      .map(
        ({ audit, lost }) =>
          `${audit.id} (score ${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''}; −${(lost * 100).toFixed(1)})${nodesOf(audit)}`,
      );
    if (category === 'performance') {
      // Opportunities and diagnostics carry no weight but say why a metric is slow.
      const hints = Object.values(lhr.audits)
        .filter(
          (a) =>
            a.scoreDisplayMode === 'metricSavings' && a.score !== null && a.score < 0.9 && !Object.values(METRICS).includes(a.id),
        )
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      failing[category].push(...hints.slice(0, 4));
    }
  }
  const metrics: Record<string, number | null> = {};
  for (const [name, id] of Object.entries(METRICS)) metrics[name] = lhr.audits[id]?.numericValue ?? null;
  return { scores, metrics, failing };
}

export interface PageResult {
  kind: string;
  path: string;
  url: string;
  runs: RunScores[];
  median: Record<LighthouseCategory, number | null>;
  medianMetrics: Record<string, number | null>;
}

export function medianScores(runs: readonly RunScores[]): Pick<PageResult, 'median' | 'medianMetrics'> {
  const pick = (values: (number | null)[]) => {
    const present = values.filter((v): v is number => v !== null);
    return present.length ? median(present) : null;
  };
  const medianResult = Object.fromEntries(CATEGORIES.map((c) => [c, pick(runs.map((r) => r.scores[c]))])) as Record<
    LighthouseCategory,
    number | null
  >;
  const medianMetrics = Object.fromEntries(Object.keys(METRICS).map((m) => [m, pick(runs.map((r) => r.metrics[m] ?? null))]));
  return { median: medianResult, medianMetrics };
}

/**
 * Whether the performance median is within `within` points of its target, on either side: a few more runs
 * decide such a page (measuring more only when failing would favour passing). Only performance depends on
 * timing; the other categories score the same markup the same way every run.
 */
export function performanceIsBorderline(median: PageResult['median'], target: number, within: number): boolean {
  const score = median.performance;
  return score !== null && Math.abs(score - target) <= within;
}

export interface Failure {
  kind: string;
  path: string;
  category: LighthouseCategory;
  score: number | null;
  target: number;
  audits: string[];
}

/** Pages whose median score is below a target, with the audits of the run closest to that median. */
export function assertTargets(results: readonly PageResult[], targets: QualityConfig['lighthouse']['targets']): Failure[] {
  const failures: Failure[] = [];
  for (const result of results) {
    for (const category of CATEGORIES) {
      const score = result.median[category];
      if (score !== null && score >= targets[category]) continue;
      const closest = [...result.runs].sort(
        (a, b) => Math.abs((a.scores[category] ?? 0) - (score ?? 0)) - Math.abs((b.scores[category] ?? 0) - (score ?? 0)),
      )[0];
      failures.push({
        kind: result.kind,
        path: result.path,
        category,
        score,
        target: targets[category],
        audits: closest?.failing[category] ?? [],
      });
    }
  }
  return failures;
}

export function formatFailure(f: Failure): string {
  return `LIGHTHOUSE ${f.kind} ${f.path} ${f.category} ${f.score ?? 'n/a'} < ${f.target}${f.audits.length ? `: ${f.audits.slice(0, 5).join('; ')}` : ''}`;
}

export function resultsTable(results: readonly PageResult[], targets: QualityConfig['lighthouse']['targets']): string {
  const cell = (score: number | null, target: number) => (score === null ? 'n/a' : `${score}${score < target ? ' !' : ''}`);
  const ms = (v: number | null | undefined) => (v == null ? '–' : `${(v / 1000).toFixed(1)} s`);
  return table(
    ['page', 'path', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT ms', 'CLS', 'runs'],
    results.map((r) => [
      r.kind,
      r.path,
      cell(r.median.performance, targets.performance),
      cell(r.median.accessibility, targets.accessibility),
      cell(r.median['best-practices'], targets['best-practices']),
      cell(r.median.seo, targets.seo),
      ms(r.medianMetrics.FCP),
      ms(r.medianMetrics.LCP),
      r.medianMetrics.TBT == null ? '–' : String(Math.round(r.medianMetrics.TBT)),
      r.medianMetrics.CLS == null ? '–' : (r.medianMetrics.CLS as number).toFixed(3),
      String(r.runs.length),
    ]),
  );
}

// ---------------------------------------------------------------------------------------------- compression

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** Hop-by-hop headers: HTTP/1.1 connection details that an HTTP/2 response must not carry. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

function withoutHopHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));
}

/**
 * A front server in the place of the CDN, between Chromium and dev/serve.ts:
 * - HTTP/2 over TLS (a certificate made for this run; Chromium is told to accept it): Netlify serves pages
 *   over HTTP/2, and Lighthouse's simulated network gives HTTP/1.1 six connections per origin, one request
 *   at a time each, so a page of many small module chunks measured over HTTP/1.1 queues where it does not live.
 * - gzip of what dev/serve.ts sends uncompressed (level 6, the level the budgets measure with): uncompressed
 *   HTML, CSS and JS on the simulated slow 4G would score worse than the live site. Responses already encoded
 *   pass through untouched.
 */
export async function startCdnFront(
  upstream: string,
  level = config.gzipLevel,
): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(upstream);
  const handler = (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    // HTTP/2 pseudo-headers (:path, :authority…) are not headers of the HTTP/1.1 request upstream.
    const headers: http.OutgoingHttpHeaders = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !name.startsWith(':') && name !== 'accept-encoding'),
    );
    headers.host = target.host;
    const forward = http.request(
      { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const outHeaders = withoutHopHeaders(answer.headers);
        if (
          !accepts ||
          answer.headers['content-encoding'] ||
          !COMPRESSIBLE.test(type) ||
          req.method === 'HEAD' ||
          answer.statusCode === 304
        ) {
          res.writeHead(answer.statusCode ?? 502, outHeaders);
          answer.pipe(res);
          return;
        }
        delete outHeaders['content-length'];
        res.writeHead(answer.statusCode ?? 200, { ...outHeaders, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
        answer.pipe(zlib.createGzip({ level })).pipe(res);
      },
    );
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`front: ${error.message}`);
    });
    req.pipe(forward);
  };
  const { generate } = await import('selfsigned');
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  const server = http2.createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true }, handler);
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `https://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Loads a page once in the measuring Chromium (in a context of its own, whose cache the runs do not share)
 * before it is measured, so that the embedded API's first answers (search, first-time image resizing) happen
 * here and not inside a Lighthouse trace: the page's HTML names some of what it loads, its scripts fetch the
 * rest (search results and their images).
 */
export async function warmUp(browserPort: number, url: string): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${browserPort}`);
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await context.close();
  } finally {
    // Disconnects from the browser Lighthouse goes on using; does not close it.
    await browser.close();
  }
}

/**
 * Lowers the scheduling priority of this process's threads (the static server, the CDN front, the embedded
 * API and Lighthouse's driver) below the measured Chromium's. A visitor's phone does not run the server, but
 * here both share two cores: at equal priority, gzip, TLS and API work during a load stretch the page's own
 * main-thread tasks, which Lighthouse then multiplies by its CPU slowdown (measured on the search page: median
 * of 10 runs 94 at equal priority, 98 with the servers niced). Linux only (its threads are listed in /proc);
 * a no-op where the priority cannot be changed.
 */
export function yieldToBrowser(niceness = 10): void {
  let threads: string[] = [];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    threads = [String(process.pid)];
  }
  for (const tid of threads) {
    try {
      os.setPriority(Number(tid), niceness);
    } catch {
      // Not permitted or not supported here: the measurement runs at equal priority.
    }
  }
}

// ---------------------------------------------------------------------------------------------- Chromium

export interface Browser {
  port: number;
  close(): Promise<void>;
}

/** Starts headless Chromium with a fresh profile and its DevTools port (what chrome-launcher does). */
export async function launchChromium(chromePath: string, flags: readonly string[] = CHROME_FLAGS): Promise<Browser> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  const child: ChildProcess = spawn(
    chromePath,
    [...flags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start in 30 s: ${output.slice(-500)}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}: ${output.slice(-500)}`));
    });
  });
  child.stderr?.resume();
  return {
    port,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      await rm(profile, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------- CLI

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: 'dist' },
      pages: { type: 'string' },
      page: { type: 'string', multiple: true },
      runs: { type: 'string' },
      locale: { type: 'string' },
      api: { type: 'string' },
      out: { type: 'string' },
      assert: { type: 'boolean' },
      ci: { type: 'boolean' },
      chrome: { type: 'string' },
      'dry-run': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(`Usage: node quality/lighthouse.ts [--dist dist] [--pages ${config.lighthouse.pages.join(',')}] [--page KIND=/path/ ...]
       [--runs N] [--locale L] [--api CONTENT_API_URL] [--out FILE.json] [--assert] [--ci] [--chrome /usr/bin/chromium] [--dry-run]`);
    process.exit(0);
  }
  const lh = config.lighthouse;
  const kinds = (values.pages ?? (values.ci ? lh.ciPages.join(',') : lh.pages.join(',')))
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const runs = Math.max(1, Number(values.runs ?? (values.ci ? lh.ciRuns : 1)));
  const assert = values.assert || values.ci;
  const distDir = path.resolve(values.dist);
  const chromePath = values.chrome ?? process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

  const { pages, locales, defaultLocale } = await distPages(distDir);
  if (pages.length === 0) {
    console.error(`lighthouse: no HTML pages in ${distDir}`);
    process.exit(1);
  }
  const robots = await readFile(path.join(distDir, 'robots.txt'), 'utf8').catch(() => '');
  if (/^Disallow:\s*\/\s*$/m.test(robots)) {
    console.warn(
      'lighthouse: robots.txt of this build disallows crawling: SEO cannot reach 100 (build a live domain for the gate)',
    );
  }
  const locale = values.locale ?? defaultLocale;
  const inLocale = locales.length > 0 && locale ? pages.filter((p) => p.locale === locale) : pages;
  const overrides = new Map(
    (values.page ?? []).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  const chosen: { kind: string; path: string }[] = [];
  const missing: string[] = [];
  for (const kind of kinds) {
    const override = overrides.get(kind);
    if (override) {
      chosen.push({ kind, path: override });
      continue;
    }
    const selectors = lh.selectors[kind];
    if (!selectors)
      throw new Error(`unknown page kind "${kind}": one of ${Object.keys(lh.selectors).join(', ')}, or --page ${kind}=/path/`);
    const found = findPage(inLocale, selectors);
    if (found) chosen.push({ kind, path: `${found.path}${lh.queries[kind] ?? ''}` });
    else missing.push(kind);
  }
  for (const kind of missing) console.error(`lighthouse: no ${kind} page in ${distDir}${locale ? ` (locale ${locale})` : ''}`);
  if (values['dry-run']) {
    for (const { kind, path: pagePath } of chosen) console.log(`${kind}\t${pagePath}`);
    process.exit(missing.length > 0 ? 1 : 0);
  }

  const { startSiteServer } = await import('#dev/serve.ts');
  let api: { url: string; close(): Promise<void> } | null = null;
  let apiUrl = values.api ?? process.env.CONTENT_API_URL;
  if (!apiUrl && existsSync(path.join(root, 'dev/content-api/server.ts'))) {
    const { startContentApi } = await import('#dev/content-api/server.ts');
    api = await startContentApi({
      port: 0,
      scale: 'default',
      seed: 1,
      dataDir: path.join(root, '.data/content-api'),
      quiet: true,
    });
    apiUrl = api.url;
  }
  const site = await startSiteServer({ distDir, port: 0, apiUrl });
  const server = await startCdnFront(site.url);
  // Chromium first: it (and its renderers) keeps the normal priority this process gives up.
  const browser = await launchChromium(chromePath);
  yieldToBrowser();
  const { default: lighthouse } = await import('lighthouse');
  const results: PageResult[] = [];
  let exitCode = 0;
  try {
    for (const { kind, path: pagePath } of chosen) {
      const url = `${server.url}${pagePath}`;
      const pageRuns: RunScores[] = [];
      await warmUp(browser.port, url);
      let planned = runs;
      for (let run = 0; run < planned; run++) {
        const result = await lighthouse(url, {
          port: browser.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const lhr = result.lhr as unknown as LhrLike;
        if (lhr.runtimeError)
          console.error(`lighthouse: ${kind} ${pagePath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        for (const warning of lhr.runWarnings ?? []) console.warn(`lighthouse: ${kind} ${pagePath}: ${warning}`);
        const scores = scoresOf(lhr);
        pageRuns.push(scores);
        console.log(
          `lighthouse: ${kind} ${pagePath} run ${run + 1}/${planned}: ${CATEGORIES.map((c) => `${c} ${scores.scores[c] ?? 'n/a'}`).join(', ')}`,
        );
        if (run === runs - 1 && assert && runs > 1) {
          const { median: soFar } = medianScores(pageRuns);
          if (performanceIsBorderline(soFar, lh.targets.performance, lh.borderline.within)) {
            planned += lh.borderline.runs;
            console.log(
              `lighthouse: ${kind} ${pagePath}: performance median ${soFar.performance} near the target, ${lh.borderline.runs} more runs`,
            );
          }
        }
      }
      results.push({ kind, path: pagePath, url, runs: pageRuns, ...medianScores(pageRuns) });
    }
  } finally {
    await browser.close();
    await server.close();
    await site.close();
    await api?.close();
  }
  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated throttling; median of ${runs} run(s), more near a target ("!" = below target)`,
  );
  console.log(resultsTable(results, lh.targets));
  const out =
    values.out ?? path.join(root, 'dev/bench/results', `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, JSON.stringify({ dist: distDir, locale, runs, targets: lh.targets, results }, null, 2));
  console.log(`lighthouse: results written to ${path.relative(process.cwd(), out)}`);
  // Below-target scores are always explained; only --assert (or --ci) turns them into a failure.
  const failures = assertTargets(results, lh.targets);
  for (const f of failures) console.log(formatFailure(f));
  console.log(
    failures.length ? `lighthouse: ${failures.length} scores below target` : 'lighthouse: every page meets its targets',
  );
  if (assert && (failures.length > 0 || missing.length > 0)) exitCode = 1;
  process.exit(exitCode);
}

/**
 * Page-weight budgets over a built dist/ (quality.config.ts → budgets):
 *
 *   npm exec -- node quality/budgets.ts [--dist dist] [--sample N] [--json FILE]
 *
 * For every HTML page: the JavaScript it loads (every <script src>, <link rel=modulepreload>, island
 * component/renderer/before-hydration module, and their static import graph inside dist/, each file once per
 * page, plus inline scripts), its CSS (linked stylesheets with their @imports, inline <style>), the HTML
 * itself, all gzip-compressed at config.gzipLevel; render-blocking scripts; <img> without width/height; and
 * the number of requests the HTML names (document + scripts + stylesheets + images + preloads).
 * A page is budgeted as 'interactive' when it has a form that posts (method=post or an /api/ action), a form
 * inside a React island, an island whose component is a form or the download basket (config.classify.interactiveIsland), or a page type
 * listed in config.classify.interactivePageTypes; otherwise as 'content'.
 *
 * Prints a table per page type (pages, median and max of each figure) and exits 1 listing every violation as
 * `BUDGET <page path> <figure> <value> > <limit>`. `--sample N` checks N pages per page type (evenly spread
 * in path order) on very large builds.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createModuleGraph, sitePath, staticImports } from '#builder/generator/module-preload.ts';
import config, { type BudgetClass, type QualityConfig } from '../quality.config.ts';
import { type DistFiles, formatKb, gzipSize, htmlFilesOf, mapLimit, median, openDist, pagePathOf, table } from './dist.ts';
import { type HtmlElement, bodyAttributes, hasToken, isJavaScript, parseHtml } from './html.ts';

// ---------------------------------------------------------------------------------------------- JS graph

export interface JsGraph {
  /** Dist files (URL paths) of the graph, entries first. */
  files: string[];
  /** Referenced URL paths that are not in dist. */
  missing: string[];
}

/** Walks the static import graph of entry modules (URL paths) inside dist. */
export async function walkJsGraph(entries: readonly string[], dist: DistFiles): Promise<JsGraph> {
  const graph = createModuleGraph(async (url) => (await dist.read(url.slice(1)))?.toString('utf8') ?? null);
  const { modules, missing } = await graph.closure(entries);
  return { files: modules, missing };
}

/** @import targets of a stylesheet. */
export function cssImports(css: string): string[] {
  const found: string[] = [];
  for (const match of css.matchAll(/@import\s+(?:url\(\s*)?(["']?)([^"')\s;]+)\1/g)) {
    if (match[2]) found.push(match[2]);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------- page analysis

export interface ImageProblem {
  src: string;
  missing: ('width' | 'height')[];
}

export interface PageAnalysis {
  path: string;
  pageType: string;
  layout: string | null;
  budgetClass: BudgetClass;
  /** Why the page is interactive. */
  interactiveBecause: string | null;
  jsGzip: number;
  /** Uncompressed bytes of the same scripts (what the browser parses). */
  jsRaw: number;
  /** External JS files (URL paths) counted, deduplicated. */
  jsFiles: string[];
  inlineJsGzip: number;
  cssGzip: number;
  cssRaw: number;
  cssFiles: string[];
  htmlGzip: number;
  htmlBytes: number;
  requests: number;
  renderBlocking: string[];
  imagesWithoutSize: ImageProblem[];
  /** Scripts or stylesheets the page names that are not in dist. */
  missingAssets: string[];
}

/** A shared cache of gzip sizes of dist files, so that a chunk used by every page is compressed once. */
export type SizeCache = Map<string, Promise<number>>;

/**
 * Page type of a page without data attributes: `?` and the first path segment after an optional locale
 * prefix (`/pl/produkty/krzesla/` → `?produkty`, `/` → `?home`), so that the table still groups like pages.
 */
export function fallbackPageType(pagePath: string): string {
  const segments = pagePath.split('/').filter(Boolean);
  if (segments.length > 0 && /^[a-z]{2}$/.test(segments[0] as string)) segments.shift();
  return `?${segments[0] ?? 'home'}`;
}

/** Page type from `<body data-page-type>` (else data-layout, else the path fallback), without a full parse. */
export function quickPageType(html: string, pagePath = '/'): string {
  const body = /<body\b[^>]*>/i.exec(html)?.[0] ?? '';
  return (
    /\bdata-page-type=["']?([^"'\s>]+)/.exec(body)?.[1] ??
    /\bdata-layout=["']?([^"'>]+?)["'>]/.exec(body)?.[1] ??
    fallbackPageType(pagePath)
  );
}

function islandName(element: HtmlElement): string {
  try {
    const opts = JSON.parse(element.attrs.opts ?? '{}') as { name?: unknown };
    if (typeof opts.name === 'string' && opts.name) return opts.name;
  } catch {
    // fall back to the file name
  }
  return path.posix.basename(element.attrs['component-url'] ?? '').split('.')[0] ?? '';
}

/** The budget class of a parsed page, and why it is interactive. */
export function classifyPage(
  elements: readonly HtmlElement[],
  classify: QualityConfig['classify'],
): { budgetClass: BudgetClass; because: string | null } {
  const body = bodyAttributes(elements);
  for (const value of [body['data-page-type'], body['data-layout']]) {
    if (value && classify.interactivePageTypes.includes(value))
      return { budgetClass: 'interactive', because: `page type ${value}` };
  }
  for (const element of elements) {
    if (element.tag === 'form') {
      const method = (element.attrs.method ?? 'get').toLowerCase();
      const action = element.attrs.action ?? '';
      if (method === 'post')
        return { budgetClass: 'interactive', because: `<form method=post${action ? ` action=${action}` : ''}>` };
      if (/^\/api\//.test(action)) return { budgetClass: 'interactive', because: `<form action=${action}>` };
      if (element.islandDepth > 0) return { budgetClass: 'interactive', because: '<form> in an island' };
    }
    if (element.tag === 'astro-island') {
      const name = islandName(element);
      if (classify.interactiveIsland.test(name)) return { budgetClass: 'interactive', because: `island ${name}` };
    }
  }
  return { budgetClass: 'content', because: null };
}

export interface AnalyzeOptions {
  dist: DistFiles;
  gzipLevel: number;
  classify: QualityConfig['classify'];
  cache?: SizeCache;
}

async function fileGzip(rel: string, options: AnalyzeOptions): Promise<number> {
  const cache = options.cache ?? new Map();
  let size = cache.get(rel);
  if (!size) {
    size = options.dist.read(rel).then((data) => (data ? gzipSize(data, options.gzipLevel) : 0));
    cache.set(rel, size);
  }
  return size;
}

/** Every budget figure of one page from its HTML and the dist it lives in. */
export async function analyzePage(pagePath: string, html: string, options: AnalyzeOptions): Promise<PageAnalysis> {
  const elements = parseHtml(html);
  const body = bodyAttributes(elements);
  const { budgetClass, because } = classifyPage(elements, options.classify);

  const jsEntries: string[] = [];
  const inlineJs: string[] = [];
  const cssEntries: string[] = [];
  const inlineCss: string[] = [];
  const images = new Set<string>();
  const preloads = new Set<string>();
  let icon = false;
  const renderBlocking: string[] = [];
  const imagesWithoutSize: ImageProblem[] = [];
  const push = (list: string[], url: string | undefined) => {
    const resolved = url ? sitePath(url, pagePath) : null;
    if (resolved && !list.includes(resolved)) list.push(resolved);
  };

  for (const element of elements) {
    const { attrs } = element;
    switch (element.tag) {
      case 'script': {
        if (!isJavaScript(element)) break;
        if (attrs.src !== undefined) {
          push(jsEntries, attrs.src);
          const module = (attrs.type ?? '').toLowerCase() === 'module';
          if (element.inHead && !module && !('async' in attrs) && !('defer' in attrs)) renderBlocking.push(attrs.src);
        } else if (element.text?.trim()) {
          inlineJs.push(element.text);
          if ((attrs.type ?? '').toLowerCase() === 'module') {
            for (const specifier of staticImports(element.text)) if (/^(\.{1,2})?\//.test(specifier)) push(jsEntries, specifier);
          }
        }
        break;
      }
      case 'link': {
        const rel = attrs.rel;
        if (hasToken(rel, 'modulepreload')) push(jsEntries, attrs.href);
        else if (hasToken(rel, 'stylesheet') && !hasToken(rel, 'alternate')) push(cssEntries, attrs.href);
        else if (hasToken(rel, 'preload') && (attrs.as ?? '') === 'style') push(cssEntries, attrs.href);
        else if (hasToken(rel, 'preload') && (attrs.as ?? '') === 'script') push(jsEntries, attrs.href);
        else if (hasToken(rel, 'preload') && attrs.href) preloads.add(attrs.href);
        else if (hasToken(rel, 'icon')) icon = true;
        break;
      }
      case 'astro-island':
        push(jsEntries, attrs['component-url']);
        push(jsEntries, attrs['renderer-url']);
        push(jsEntries, attrs['before-hydration-url']);
        break;
      case 'style':
        if (element.text) inlineCss.push(element.text);
        break;
      case 'img': {
        const missing = (['width', 'height'] as const).filter((a) => !(attrs[a] ?? '').trim());
        if (missing.length > 0) imagesWithoutSize.push({ src: attrs.src ?? attrs['data-src'] ?? '(no src)', missing });
        if (attrs.src && !attrs.src.startsWith('data:')) images.add(attrs.src);
        break;
      }
    }
  }

  const graph = await walkJsGraph(jsEntries, options.dist);
  const cssFiles: string[] = [];
  const missingCss: string[] = [];
  const cssQueue = [...cssEntries];
  while (cssQueue.length > 0) {
    const url = cssQueue.shift() as string;
    if (cssFiles.includes(url) || missingCss.includes(url)) continue;
    const data = await options.dist.read(url.slice(1));
    if (!data) {
      missingCss.push(url);
      continue;
    }
    cssFiles.push(url);
    for (const specifier of cssImports(data.toString('utf8'))) push(cssQueue, sitePath(specifier, url) ?? undefined);
  }

  const jsSizes = await Promise.all(graph.files.map((f) => fileGzip(f.slice(1), options)));
  const cssSizes = await Promise.all(cssFiles.map((f) => fileGzip(f.slice(1), options)));
  const raw = (rel: string) => options.dist.read(rel).then((data) => data?.length ?? 0);
  const jsRaw = await Promise.all(graph.files.map((f) => raw(f.slice(1))));
  const cssRaw = await Promise.all(cssFiles.map((f) => raw(f.slice(1))));
  const inlineJsGzip = await gzipSize(inlineJs.join('\n'), options.gzipLevel);
  const inlineCssGzip = await gzipSize(inlineCss.join('\n'), options.gzipLevel);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

  return {
    path: pagePath,
    pageType: body['data-page-type'] || body['data-layout'] || fallbackPageType(pagePath),
    layout: body['data-layout'] ?? null,
    budgetClass,
    interactiveBecause: because,
    jsGzip: sum(jsSizes) + inlineJsGzip,
    jsRaw: sum(jsRaw) + Buffer.byteLength(inlineJs.join('\n')),
    jsFiles: graph.files,
    inlineJsGzip,
    cssGzip: sum(cssSizes) + inlineCssGzip,
    cssRaw: sum(cssRaw) + Buffer.byteLength(inlineCss.join('\n')),
    cssFiles,
    htmlGzip: await gzipSize(html, options.gzipLevel),
    htmlBytes: Buffer.byteLength(html),
    requests: 1 + graph.files.length + cssFiles.length + images.size + preloads.size + (icon ? 1 : 0),
    renderBlocking,
    imagesWithoutSize,
    missingAssets: [...graph.missing, ...missingCss],
  };
}

// ---------------------------------------------------------------------------------------------- checking

export interface Violation {
  page: string;
  figure: string;
  value: string;
  limit: string;
  detail?: string;
}

/** A limit as written in the config: 25 KB, 20.5 KB. */
function formatLimit(bytes: number): string {
  return Number.isInteger(bytes / 1024) ? `${bytes / 1024} KB` : formatKb(bytes);
}

export function checkPage(page: PageAnalysis, budgets: QualityConfig['budgets']): Violation[] {
  const violations: Violation[] = [];
  const size = (figure: string, value: number, limit: number, detail?: string) => {
    if (value > limit)
      violations.push({
        page: page.path,
        figure,
        value: formatKb(value),
        limit: formatLimit(limit),
        ...(detail ? { detail } : {}),
      });
  };
  const jsLimit = budgets.jsGzip[page.budgetClass];
  size(
    'js-gzip',
    page.jsGzip,
    jsLimit,
    `${page.budgetClass}; ${page.jsFiles.length} files${page.inlineJsGzip ? ` + ${formatKb(page.inlineJsGzip)} inline` : ''}`,
  );
  size('css-gzip', page.cssGzip, budgets.cssGzip);
  if (page.cssFiles.length > budgets.stylesheets) {
    violations.push({
      page: page.path,
      figure: 'stylesheets',
      value: String(page.cssFiles.length),
      limit: String(budgets.stylesheets),
      detail: page.cssFiles.join(', '),
    });
  }
  size('html-gzip', page.htmlGzip, budgets.htmlGzip, `${formatKb(page.htmlBytes)} raw`);
  if (page.renderBlocking.length > budgets.renderBlockingScripts) {
    violations.push({
      page: page.path,
      figure: 'render-blocking-scripts',
      value: String(page.renderBlocking.length),
      limit: String(budgets.renderBlockingScripts),
      detail: page.renderBlocking.join(', '),
    });
  }
  if (page.imagesWithoutSize.length > budgets.imagesWithoutSize) {
    violations.push({
      page: page.path,
      figure: 'img-without-size',
      value: String(page.imagesWithoutSize.length),
      limit: String(budgets.imagesWithoutSize),
      detail: page.imagesWithoutSize.map((i) => `${i.src} no ${i.missing.join('/')}`).join('; '),
    });
  }
  if (page.missingAssets.length > 0) {
    violations.push({
      page: page.path,
      figure: 'missing-assets',
      value: String(page.missingAssets.length),
      limit: '0',
      detail: page.missingAssets.join(', '),
    });
  }
  return violations;
}

export function formatViolation(v: Violation): string {
  return `BUDGET ${v.page} ${v.figure} ${v.value} > ${v.limit}${v.detail ? `  (${v.detail})` : ''}`;
}

/** N items evenly spread over a list (all when N ≥ length). */
export function sampleEvenly<T>(items: readonly T[], n: number): T[] {
  if (n <= 0 || n >= items.length) return [...items];
  return Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)] as T);
}

export interface GroupSummary {
  pageType: string;
  budgetClass: BudgetClass;
  pages: number;
  checked: number;
  jsGzip: [number, number];
  jsRaw: [number, number];
  cssGzip: [number, number];
  cssRaw: [number, number];
  htmlGzip: [number, number];
  htmlRaw: [number, number];
  requests: [number, number];
  renderBlocking: number;
  imagesWithoutSize: number;
}

export function summarize(pages: readonly PageAnalysis[], totals: ReadonlyMap<string, number> = new Map()): GroupSummary[] {
  const checkedByType = new Map<string, number>();
  for (const page of pages) checkedByType.set(page.pageType, (checkedByType.get(page.pageType) ?? 0) + 1);
  const isSampled = (type: string) => (totals.get(type) ?? 0) > (checkedByType.get(type) ?? 0);
  const groups = new Map<string, PageAnalysis[]>();
  for (const page of pages) {
    const key = `${page.pageType}\u0000${page.budgetClass}`;
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  const medMax = (list: PageAnalysis[], pick: (p: PageAnalysis) => number): [number, number] => [
    median(list.map(pick)),
    Math.max(...list.map(pick)),
  ];
  return [...groups.entries()]
    .map(([key, list]) => {
      const [pageType = '', budgetClass] = key.split('\u0000');
      const sampled = isSampled(pageType);
      return {
        pageType,
        budgetClass: budgetClass as BudgetClass,
        // Sampled: the page type's total; otherwise the pages of this group.
        pages: sampled ? (totals.get(pageType) ?? list.length) : list.length,
        checked: list.length,
        jsGzip: medMax(list, (p) => p.jsGzip),
        jsRaw: medMax(list, (p) => p.jsRaw),
        cssGzip: medMax(list, (p) => p.cssGzip),
        cssRaw: medMax(list, (p) => p.cssRaw),
        htmlGzip: medMax(list, (p) => p.htmlGzip),
        htmlRaw: medMax(list, (p) => p.htmlBytes),
        requests: medMax(list, (p) => p.requests),
        renderBlocking: list.reduce((n, p) => n + p.renderBlocking.length, 0),
        imagesWithoutSize: list.reduce((n, p) => n + p.imagesWithoutSize.length, 0),
      };
    })
    .sort((a, b) => a.pageType.localeCompare(b.pageType) || a.budgetClass.localeCompare(b.budgetClass));
}

export function summaryTable(groups: readonly GroupSummary[], budgets: QualityConfig['budgets']): string {
  const kb = (n: number) => (n / 1024).toFixed(1);
  const pair = ([med, max]: [number, number], limit?: number) =>
    `${kb(med)} / ${kb(max)}${limit !== undefined && max > limit ? ' !' : ''}`;
  return table(
    [
      'page type',
      'class',
      'pages',
      'JS gz KB med/max',
      'JS raw',
      'CSS gz KB',
      'CSS raw',
      'HTML gz KB',
      'HTML raw',
      'requests',
      'img w/o size',
      'blocking',
    ],
    groups.map((g) => [
      g.pageType,
      g.budgetClass,
      g.checked === g.pages ? String(g.pages) : `${g.checked} of ${g.pages}`,
      pair(g.jsGzip, budgets.jsGzip[g.budgetClass]),
      kb(g.jsRaw[0]),
      pair(g.cssGzip, budgets.cssGzip),
      kb(g.cssRaw[0]),
      pair(g.htmlGzip, budgets.htmlGzip),
      kb(g.htmlRaw[0]),
      `${g.requests[0]} / ${g.requests[1]}`,
      String(g.imagesWithoutSize),
      String(g.renderBlocking),
    ]),
  );
}

export interface BudgetReport {
  pages: PageAnalysis[];
  groups: GroupSummary[];
  violations: Violation[];
  totalPages: number;
}

/** Analyses (a sample of) every HTML page of a dist and checks it against the budgets. */
export async function runBudgets(
  dist: DistFiles,
  options: { sample?: number; config?: QualityConfig } = {},
): Promise<BudgetReport> {
  const cfg = options.config ?? config;
  const htmlFiles = htmlFilesOf(dist);
  const byType = new Map<string, { file: string; html: string }[]>();
  for (const file of htmlFiles) {
    const html = ((await dist.read(file)) as Buffer).toString('utf8');
    const type = quickPageType(html, pagePathOf(file));
    byType.set(type, [...(byType.get(type) ?? []), { file, html }]);
  }
  const totals = new Map([...byType].map(([type, list]) => [type, list.length]));
  const chosen = [...byType.values()].flatMap((list) => sampleEvenly(list, options.sample ?? 0));
  const cache: SizeCache = new Map();
  const pages = await mapLimit(chosen, 4, ({ file, html }) =>
    analyzePage(pagePathOf(file), html, { dist, gzipLevel: cfg.gzipLevel, classify: cfg.classify, cache }),
  );
  pages.sort((a, b) => a.path.localeCompare(b.path));
  return {
    pages,
    groups: summarize(pages, totals),
    violations: pages.flatMap((p) => checkPage(p, cfg.budgets)),
    totalPages: htmlFiles.length,
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: 'dist' },
      sample: { type: 'string' },
      json: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log('Usage: node quality/budgets.ts [--dist dist] [--sample N per page type] [--json report.json]');
    process.exit(0);
  }
  const started = performance.now();
  const dist = await openDist(path.resolve(values.dist));
  const report = await runBudgets(dist, { sample: values.sample ? Number(values.sample) : undefined });
  if (report.totalPages === 0) {
    console.error(`budgets: no HTML pages in ${values.dist}`);
    process.exit(1);
  }
  const b = config.budgets;
  console.log(
    `budgets: ${report.pages.length} of ${report.totalPages} pages of ${values.dist} (gzip level ${config.gzipLevel}; limits: JS content ${formatLimit(b.jsGzip.content)}, interactive ${formatLimit(b.jsGzip.interactive)}, CSS ${formatLimit(b.cssGzip)}, HTML ${formatLimit(b.htmlGzip)}; "!" = a page over its limit)`,
  );
  console.log(summaryTable(report.groups, config.budgets));
  if (values.json) await writeFile(values.json, JSON.stringify(report, null, 2));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (report.violations.length > 0) {
    for (const v of report.violations) console.log(formatViolation(v));
    console.log(
      `budgets: ${report.violations.length} violations on ${new Set(report.violations.map((v) => v.page)).size} pages (${seconds} s)`,
    );
    process.exit(1);
  }
  console.log(`budgets: all within limits (${seconds} s)`);
}

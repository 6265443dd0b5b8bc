/**
 * Link and SEO integrity of a built dist/ (one domain):
 *
 *   npm exec -- node quality/integrity.ts [--dist dist] [--site-url https://www.example]
 *       [--other-dist https://eu.example=/path/to/dist ...] [--check-proxied http://127.0.0.1:4010]
 *       [--max 30 | --all] [--json report.json]
 *
 * Each problem is printed as `KIND <page> → <target>: <what>`; exit 1 when there is any. One rule (or a few
 * that read the same pass) per file in integrity/, where each file's comment states its rules:
 *   DOCUMENT                       document.ts    one well-formed document: nothing after </html>, no parse error
 *   LINK, ASSET, PROXIED, ORPHAN   links.ts       references resolve; every indexable page is linked
 *   TITLE, DESCRIPTION             titles.ts      present; titles unique but among translations
 *   CANONICAL                      canonical.ts   one, on the site URL, the page's own
 *   HREFLANG                       hreflang.ts    self-naming, existing, reciprocal (across domains with --other-dist)
 *   SITEMAP                        sitemaps.ts    the sitemaps list exactly the indexable pages
 *   URLFORM                        url-form.ts    canonical, hreflang and sitemap URLs are the served URL
 * The site URL is --site-url, else the origin most canonical links use, else the sitemap index's.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import config, { type QualityConfig } from '../quality.config.ts';
import { type DistFiles, htmlFilesOf, mapLimit, openDist, pagePathOf, readRedirects } from './dist.ts';
import { checkCanonicals } from './integrity/canonical.ts';
import { checkDocument } from './integrity/document.ts';
import { checkHreflang } from './integrity/hreflang.ts';
import { checkLinks } from './integrity/links.ts';
import { type PageDoc, readPageDoc } from './integrity/page-doc.ts';
import { type AddProblem, type Problem, formatProblem, sortProblems } from './integrity/problems.ts';
import type { IntegrityRun, IntegrityStats } from './integrity/run.ts';
import { checkSitemaps, xmlLocs } from './integrity/sitemaps.ts';
import type { SiteDist } from './integrity/targets.ts';
import { checkTitles } from './integrity/titles.ts';
import { createUrlForms } from './integrity/url-form.ts';

export interface IntegrityOptions {
  siteUrl?: string;
  /** Other domains' dists by origin, to verify cross-domain links and hreflang. */
  others?: Map<string, DistFiles>;
  config?: QualityConfig['integrity'];
  /** Checks proxied URLs against a running content API (absolute base URL). */
  checkProxied?: (url: string) => Promise<number>;
}

export interface IntegrityReport {
  problems: Problem[];
  stats: IntegrityStats;
}

/** The origin most canonical links of a set of pages use. */
export function detectSiteUrl(docs: Iterable<PageDoc>): string | null {
  const counts = new Map<string, number>();
  for (const doc of docs) {
    for (const href of doc.canonicals) {
      try {
        const origin = new URL(href).origin;
        counts.set(origin, (counts.get(origin) ?? 0) + 1);
      } catch {
        // relative or invalid: no origin
      }
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

export async function checkIntegrity(dist: DistFiles, options: IntegrityOptions = {}): Promise<IntegrityReport> {
  const cfg = options.config ?? config.integrity;
  const problems: Problem[] = [];
  const add: AddProblem = (kind, page, message, target) =>
    problems.push({ kind, page, message, ...(target !== undefined ? { target } : {}) });

  // Parse every page of this domain; its document is checked while its text is at hand.
  const docs = new Map<string, PageDoc>();
  await mapLimit(htmlFilesOf(dist), 8, async (file) => {
    const data = await dist.read(file);
    if (!data) return;
    const html = data.toString('utf8');
    docs.set(file, readPageDoc(file, html, cfg.errorPage));
    checkDocument(pagePathOf(file), html, add);
  });
  const indexXml = (await dist.read('sitemap-index.xml'))?.toString('utf8') ?? null;
  let siteUrl = options.siteUrl ?? detectSiteUrl(docs.values());
  if (!siteUrl && indexXml) {
    const first = xmlLocs(indexXml)[0];
    if (first) siteUrl = new URL(first).origin;
  }
  if (!siteUrl) throw new Error('cannot tell the site URL (no canonical links, no sitemap index): pass --site-url');
  const origin = new URL(siteUrl).origin;
  const main: SiteDist = { origin, dist, rules: await readRedirects(dist), docs };
  const others = new Map<string, SiteDist>();
  for (const [otherOrigin, otherDist] of options.others ?? []) {
    const o = new URL(otherOrigin).origin;
    others.set(o, { origin: o, dist: otherDist, rules: await readRedirects(otherDist), docs: new Map() });
  }
  const pages = [...docs.values()].sort((a, b) => a.path.localeCompare(b.path));
  const run: IntegrityRun = {
    main,
    origin,
    dist,
    pages,
    resolver: { main, others, proxiedPrefixes: cfg.proxiedPrefixes },
    config: cfg,
    stats: {
      siteUrl: origin,
      pages: docs.size,
      errorPages: pages.filter((d) => d.error).length,
      noindexPages: pages.filter((d) => d.noindex).length,
      linksChecked: 0,
      assetsChecked: 0,
      proxied: 0,
      proxiedChecked: Boolean(options.checkProxied),
      external: {},
      otherDomainAlternates: {},
      redirectingLinks: 0,
      titlesSharedByTranslations: 0,
      sitemapUrls: 0,
      robots: (await dist.read('robots.txt'))?.toString('utf8') ?? null,
    },
    add,
    urlForms: createUrlForms(main, cfg.requireServedUrls),
  };

  await checkLinks(run, options.checkProxied);
  checkTitles(run);
  checkCanonicals(run);
  await checkHreflang(run);
  await checkSitemaps(run, indexXml);
  run.urlForms.report(run.add);
  return { problems: sortProblems(problems), stats: run.stats };
}

// ---------------------------------------------------------------------------------------------- CLI

export function summaryLines(report: IntegrityReport): string[] {
  const { stats } = report;
  const lines = [
    `site ${stats.siteUrl}: ${stats.pages} pages (${stats.errorPages} error pages, ${stats.noindexPages} noindex), ${stats.sitemapUrls} sitemap URLs`,
    `checked ${stats.linksChecked} links and ${stats.assetsChecked} asset references; ${stats.redirectingLinks} internal links answer with a redirect first (missing trailing slash)`,
    `proxied to the content API (/api, /media, /uploads): ${stats.proxied} distinct URLs, ${stats.proxiedChecked ? 'checked' : 'not checked (--check-proxied API_URL)'}`,
    `titles shared only by translations of one page (allowed): ${stats.titlesSharedByTranslations}`,
  ];
  const external = Object.entries(stats.external);
  if (external.length) {
    const top = external.sort((a, b) => b[1] - a[1]).slice(0, 6);
    const rest = external.length - top.length;
    lines.push(
      `external (distinct URLs): ${top.map(([o, n]) => `${o} ${n}`).join(', ')}${rest > 0 ? ` and ${rest} more origins` : ''}`,
    );
  }
  const alternates = Object.entries(stats.otherDomainAlternates);
  if (alternates.length) {
    lines.push(
      `hreflang to other domains: ${alternates.map(([o, a]) => `${o} ${a.count} (${a.verified ? 'verified' : 'not verified: --other-dist URL=DIR'})`).join(', ')}`,
    );
  }
  if (stats.robots === null) lines.push('robots.txt: missing');
  else if (/^Disallow:\s*\/\s*$/m.test(stats.robots))
    lines.push('robots.txt: disallows crawling (not a live build): Lighthouse SEO cannot reach 100 on this build');
  const counts = new Map<string, number>();
  for (const p of report.problems) counts.set(p.kind, (counts.get(p.kind) ?? 0) + 1);
  lines.push(
    report.problems.length === 0
      ? 'no problems'
      : `${report.problems.length} problems: ${[...counts].map(([k, n]) => `${k} ${n}`).join(', ')}`,
  );
  return lines;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: 'dist' },
      'site-url': { type: 'string' },
      'other-dist': { type: 'string', multiple: true },
      'check-proxied': { type: 'string' },
      max: { type: 'string', default: '30' },
      all: { type: 'boolean' },
      json: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(
      'Usage: node quality/integrity.ts [--dist dist] [--site-url URL] [--other-dist URL=DIR ...] [--check-proxied API_URL] [--max N | --all] [--json FILE]',
    );
    process.exit(0);
  }
  const started = performance.now();
  const others = new Map<string, DistFiles>();
  for (const pair of values['other-dist'] ?? []) {
    const at = pair.indexOf('=');
    if (at < 0) throw new Error(`--other-dist wants URL=DIR, got ${pair}`);
    others.set(pair.slice(0, at), await openDist(path.resolve(pair.slice(at + 1))));
  }
  const api = values['check-proxied']?.replace(/\/$/, '');
  const checkProxied = api
    ? async (pathAndQuery: string) => {
        const url = `${api}${pathAndQuery}`;
        let response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(15_000) });
        if (response.status === 405 || response.status === 501) {
          response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
          await response.body?.cancel();
        }
        return response.status;
      }
    : undefined;
  const report = await checkIntegrity(await openDist(path.resolve(values.dist)), {
    siteUrl: values['site-url'],
    others,
    checkProxied,
  });
  const max = values.all ? Number.POSITIVE_INFINITY : Number(values.max);
  const shown = new Map<string, number>();
  for (const problem of report.problems) {
    const n = (shown.get(problem.kind) ?? 0) + 1;
    shown.set(problem.kind, n);
    if (n <= max) console.log(formatProblem(problem));
    else if (n === max + 1) console.log(`${problem.kind} … more (--all lists every problem)`);
  }
  for (const line of summaryLines(report)) console.log(`integrity: ${line}`);
  if (values.json) await writeFile(values.json, JSON.stringify(report, null, 2));
  console.log(`integrity: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exit(report.problems.length > 0 ? 1 : 0);
}

/**
 * Link and SEO integrity of a built dist/ (one domain):
 *
 *   npm exec -- node quality/integrity.ts [--dist dist] [--site-url https://www.example]
 *       [--other-dist https://eu.example=/path/to/dist ...] [--check-proxied http://127.0.0.1:4010]
 *       [--max 30 | --all] [--json report.json]
 *
 * Rules (each problem is printed as `KIND <page> → <target>: <what>`; exit 1 when there is any):
 *   LINK        every <a href> on the site's origin (root-relative, relative or absolute) resolves to a file
 *               in dist: `/x/` → x/index.html, `/x` → the file x, x.html or x/index.html (then a 301 to /x/),
 *               or a 3xx rule of dist/_redirects to such a file. /api, /media, /uploads are proxied to the
 *               content API: counted, and checked with --check-proxied API_URL (HEAD, GET when HEAD is refused).
 *   ASSET       the same for img src/srcset, source src/srcset, script src, link href (stylesheet, icon,
 *               manifest, preload, modulepreload), video/audio src and poster, iframe src, og:image.
 *   TITLE       every page but error pages (…/404/, …/500/) has a non-empty <title>, unique across the site
 *               (translations that name each other as hreflang alternates may share one: "Sofas" in de and en).
 *   DESCRIPTION every page has a non-empty <meta name=description>.
 *   HREFLANG    each page with alternates names itself; an alternate on this domain (or on a domain given with
 *               --other-dist) exists and names this page back with this page's own hreflang, and calls itself
 *               by the hreflang this page gives it; alternates on other domains are counted otherwise.
 *   SITEMAP     /sitemap-index.xml lists sitemaps that exist; the sitemaps list exactly the built, indexable,
 *               non-error pages (each listed URL exists; each such page is listed once).
 *   CANONICAL   each indexable, non-error page has one canonical URL on the site's URL, and it is the page's
 *               own URL.
 *   ORPHAN      every indexable, non-error page is linked (<a href>) from some other page of the site, not
 *               counting the language switcher (links to the page's own translations): a detail page that no
 *               list, menu or teaser links is reachable only by typing its URL.
 *   URLFORM     canonical, hreflang and sitemap URLs are the URL the page is served at (`/x/`, not `/x`
 *               which answers 301) — config.integrity.requireServedUrls.
 * The site URL is --site-url, else the origin most canonical links use, else the sitemap index's.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import config, { type QualityConfig } from '../quality.config.ts';
import type { RedirectRule } from '#builder/hosting/redirects.ts';
import {
  type DistFiles,
  htmlFilesOf,
  mapLimit,
  openDist,
  pagePathOf,
  readRedirects,
  resolvePath,
  type Resolved,
} from './dist.ts';
import { decodeEntities, hasToken, parseHtml, srcsetUrls } from './html.ts';

export type ProblemKind =
  | 'LINK'
  | 'ASSET'
  | 'TITLE'
  | 'DESCRIPTION'
  | 'HREFLANG'
  | 'SITEMAP'
  | 'CANONICAL'
  | 'URLFORM'
  | 'ORPHAN'
  | 'PROXIED';

export interface Problem {
  kind: ProblemKind;
  /** The page (served path) or file (/sitemap-pl.xml) the problem is on. */
  page: string;
  target?: string;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.kind} ${p.page}${p.target !== undefined ? ` → ${p.target}` : ''}: ${p.message}`;
}

// ---------------------------------------------------------------------------------------------- page documents

export type RefKind = 'a' | 'asset';

export interface PageRef {
  kind: RefKind;
  /** The attribute value as written. */
  url: string;
  /** e.g. 'img src', 'link stylesheet'. */
  via: string;
}

export interface Hreflang {
  hreflang: string;
  href: string;
}

export interface PageDoc {
  file: string;
  /** The path the page is served at. */
  path: string;
  error: boolean;
  noindex: boolean;
  title: string | null;
  description: string | null;
  lang: string | null;
  canonicals: string[];
  alternates: Hreflang[];
  refs: PageRef[];
  base: string | null;
}

const LINK_ASSET_RELS = ['stylesheet', 'icon', 'apple-touch-icon', 'manifest', 'preload', 'modulepreload', 'mask-icon'];

/** What the integrity rules need from a page's HTML. */
export function readPageDoc(file: string, html: string, errorPage: RegExp = config.integrity.errorPage): PageDoc {
  const pagePath = pagePathOf(file);
  const doc: PageDoc = {
    file,
    path: pagePath,
    error: errorPage.test(pagePath.replace(/\/$/, '')) || errorPage.test(pagePath),
    noindex: false,
    title: null,
    description: null,
    lang: null,
    canonicals: [],
    alternates: [],
    refs: [],
    base: null,
  };
  const asset = (url: string | undefined, via: string) => {
    if (url?.trim()) doc.refs.push({ kind: 'asset', url: url.trim(), via });
  };
  for (const element of parseHtml(html)) {
    const { attrs } = element;
    switch (element.tag) {
      case 'html':
        doc.lang = attrs.lang ?? null;
        break;
      case 'base':
        doc.base = attrs.href ?? null;
        break;
      case 'title':
        if (doc.title === null) doc.title = (element.text ?? '').replace(/\s+/g, ' ').trim();
        break;
      case 'meta': {
        const name = (attrs.name ?? '').toLowerCase();
        if (name === 'description' && doc.description === null) doc.description = (attrs.content ?? '').trim();
        if (name === 'robots' && /noindex/i.test(attrs.content ?? '')) doc.noindex = true;
        if ((attrs.property ?? '') === 'og:image') asset(attrs.content, 'og:image');
        break;
      }
      case 'link': {
        const rel = attrs.rel;
        if (hasToken(rel, 'canonical')) doc.canonicals.push(attrs.href ?? '');
        else if (hasToken(rel, 'alternate') && attrs.hreflang !== undefined)
          doc.alternates.push({ hreflang: attrs.hreflang, href: attrs.href ?? '' });
        else if (LINK_ASSET_RELS.some((r) => hasToken(rel, r))) asset(attrs.href, `link ${rel}`);
        break;
      }
      case 'a':
        if (attrs.href !== undefined) doc.refs.push({ kind: 'a', url: attrs.href.trim(), via: 'a href' });
        break;
      case 'img':
      case 'source':
        asset(attrs.src, `${element.tag} src`);
        for (const url of srcsetUrls(attrs.srcset ?? '')) asset(url, `${element.tag} srcset`);
        break;
      case 'script':
        asset(attrs.src, 'script src');
        break;
      case 'video':
      case 'audio':
        asset(attrs.src, `${element.tag} src`);
        asset(attrs.poster, `${element.tag} poster`);
        break;
      case 'iframe':
        asset(attrs.src, 'iframe src');
        break;
    }
  }
  return doc;
}

// ---------------------------------------------------------------------------------------------- sites

export interface SiteDist {
  /** Origin of the site's URL, e.g. https://www.mebleoffice.example. */
  origin: string;
  dist: DistFiles;
  rules: RedirectRule[];
  /** Parsed pages by file (filled on demand for other domains). */
  docs: Map<string, PageDoc>;
}

async function docOf(site: SiteDist, file: string, errorPage: RegExp): Promise<PageDoc | null> {
  let doc = site.docs.get(file);
  if (!doc) {
    const data = await site.dist.read(file);
    if (!data || !file.endsWith('.html')) return null;
    doc = readPageDoc(file, data.toString('utf8'), errorPage);
    site.docs.set(file, doc);
  }
  return doc;
}

export type Target =
  | { kind: 'skip' }
  | { kind: 'external'; origin: string; url: URL }
  | { kind: 'proxied'; site: SiteDist; url: URL }
  | { kind: 'site'; site: SiteDist; url: URL; resolved: Resolved | null };

export interface Resolver {
  main: SiteDist;
  others: Map<string, SiteDist>;
  proxiedPrefixes: readonly string[];
}

/** Classifies a URL written on `page` of the main site: skipped scheme, external, proxied, or a file of a known dist. */
export function resolveTarget(
  resolver: Resolver,
  href: string,
  page: Pick<PageDoc, 'path' | 'base'>,
  onSite: SiteDist = resolver.main,
): Target {
  if (href === '' || href.startsWith('#') || /^(mailto|tel|javascript|data|blob|sms|callto):/i.test(href))
    return { kind: 'skip' };
  let url: URL;
  try {
    const pageUrl = new URL(page.path, `${onSite.origin}/`);
    url = new URL(href, page.base ? new URL(page.base, pageUrl) : pageUrl);
  } catch {
    return { kind: 'site', site: onSite, url: new URL('invalid:'), resolved: null };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'skip' };
  const site = url.origin === resolver.main.origin ? resolver.main : resolver.others.get(url.origin);
  if (!site) return { kind: 'external', origin: url.origin, url };
  if (resolver.proxiedPrefixes.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`)))
    return { kind: 'proxied', site, url };
  return { kind: 'site', site, url, resolved: resolvePath(site.dist, url.pathname, site.rules) };
}

// ---------------------------------------------------------------------------------------------- sitemaps

export function xmlLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((m) => decodeEntities(m[1] ?? ''));
}

/** `<url>` entries of a sitemap with their xhtml:link alternates. */
export function sitemapUrls(xml: string): { loc: string; alternates: Hreflang[] }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
    const body = m[1] ?? '';
    const loc = decodeEntities(/<loc>\s*([^<]*?)\s*<\/loc>/.exec(body)?.[1] ?? '');
    const alternates = [...body.matchAll(/<xhtml:link\b([^>]*)\/?>/g)].map((l) => {
      const attr = (name: string) => decodeEntities(new RegExp(`\\b${name}="([^"]*)"`).exec(l[1] ?? '')?.[1] ?? '');
      return { hreflang: attr('hreflang'), href: attr('href') };
    });
    return { loc, alternates };
  });
}

// ---------------------------------------------------------------------------------------------- checks

export interface IntegrityOptions {
  siteUrl?: string;
  /** Other domains' dists by origin, to verify cross-domain links and hreflang. */
  others?: Map<string, DistFiles>;
  config?: QualityConfig['integrity'];
  /** Checks proxied URLs against a running content API (absolute base URL). */
  checkProxied?: (url: string) => Promise<number>;
}

export interface IntegrityStats {
  siteUrl: string;
  pages: number;
  errorPages: number;
  noindexPages: number;
  linksChecked: number;
  assetsChecked: number;
  /** Distinct proxied URLs (/api, /media, /uploads) named by pages. */
  proxied: number;
  proxiedChecked: boolean;
  /** Distinct external URLs by origin. */
  external: Record<string, number>;
  /** hreflang alternates on other domains, by origin, and whether they were verified. */
  otherDomainAlternates: Record<string, { count: number; verified: boolean }>;
  /** Internal links that answer with a redirect first (e.g. a missing trailing slash). */
  redirectingLinks: number;
  /** Titles used by several pages that are all translations of each other (allowed). */
  titlesSharedByTranslations: number;
  sitemapUrls: number;
  robots: string | null;
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
  const add = (kind: ProblemKind, page: string, message: string, target?: string) =>
    problems.push({ kind, page, message, ...(target !== undefined ? { target } : {}) });

  // Parse every page of this domain.
  const docs = new Map<string, PageDoc>();
  await mapLimit(htmlFilesOf(dist), 8, async (file) => {
    const data = await dist.read(file);
    if (data) docs.set(file, readPageDoc(file, data.toString('utf8'), cfg.errorPage));
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
  const resolver: Resolver = { main, others, proxiedPrefixes: cfg.proxiedPrefixes };
  const sorted = [...docs.values()].sort((a, b) => a.path.localeCompare(b.path));

  const stats: IntegrityStats = {
    siteUrl: origin,
    pages: docs.size,
    errorPages: sorted.filter((d) => d.error).length,
    noindexPages: sorted.filter((d) => d.noindex).length,
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
  };

  const alternatePaths = (doc: PageDoc) =>
    new Set(
      doc.alternates.flatMap((a) => {
        const t = resolveTarget(resolver, a.href, doc);
        return t.kind === 'site' && t.site === main && t.resolved ? [t.resolved.servedPath] : [];
      }),
    );

  // LINK / ASSET / PROXIED (and the inbound links ORPHAN counts)
  const linkedPages = new Set<string>();
  const externals = new Map<string, Set<string>>();
  const proxied = new Map<string, { page: string; href: string; pages: Set<string> }>();
  // One problem per missing target, on the first page that names it, with the other pages counted.
  const broken = new Map<string, { kind: ProblemKind; href: string; message: string; pages: string[] }>();
  let translationsOf: Set<string> | null = null;
  for (const doc of sorted) {
    for (const ref of doc.refs) {
      const target = resolveTarget(resolver, ref.url, doc);
      if (target.kind === 'skip') continue;
      if (ref.kind === 'a') stats.linksChecked++;
      else stats.assetsChecked++;
      if (target.kind === 'external') {
        const set = externals.get(target.origin) ?? new Set();
        set.add(target.url.href);
        externals.set(target.origin, set);
      } else if (target.kind === 'proxied') {
        const key = `${target.url.pathname}${target.url.search}`;
        const entry = proxied.get(key) ?? { page: doc.path, href: ref.url, pages: new Set() };
        entry.pages.add(doc.path);
        proxied.set(key, entry);
      } else if (!target.resolved) {
        const where = target.site === main ? '' : ` on ${target.site.origin}`;
        const kind: ProblemKind = ref.kind === 'a' ? 'LINK' : 'ASSET';
        const key = `${kind} ${target.url.href}`;
        const entry = broken.get(key) ?? { kind, href: ref.url, message: `no such file${where} (${ref.via})`, pages: [] };
        if (entry.pages.at(-1) !== doc.path) entry.pages.push(doc.path);
        broken.set(key, entry);
      } else {
        if (target.resolved.redirect && ref.kind === 'a') stats.redirectingLinks++;
        if (ref.kind === 'a' && target.site === main && target.resolved.file !== doc.file) {
          translationsOf = translationsOf ?? alternatePaths(doc);
          if (!translationsOf.has(target.resolved.servedPath)) linkedPages.add(target.resolved.file);
        }
      }
    }
    translationsOf = null;
  }
  // ORPHAN
  for (const doc of cfg.requireInboundLinks ? sorted : []) {
    if (doc.error || doc.noindex || linkedPages.has(doc.file)) continue;
    add('ORPHAN', doc.path, 'no other page links here (language switchers aside)');
  }
  for (const { kind, href, message, pages } of broken.values()) {
    const others = pages.slice(1);
    const more = others.length
      ? `; also on ${others.length} other page${others.length > 1 ? 's' : ''}: ${others.slice(0, 3).join(', ')}${others.length > 3 ? ', …' : ''}`
      : '';
    add(kind, pages[0] as string, `${message}${more}`, href);
  }
  stats.external = Object.fromEntries([...externals].map(([o, set]) => [o, set.size]));
  stats.proxied = proxied.size;
  if (options.checkProxied) {
    const check = options.checkProxied;
    await mapLimit([...proxied], 8, async ([key, ref]) => {
      let status: number;
      try {
        status = await check(key);
      } catch (error) {
        add('PROXIED', ref.page, (error as Error).message, ref.href);
        return;
      }
      const more = ref.pages.size > 1 ? `; named on ${ref.pages.size} pages` : '';
      if (status >= 400) add('PROXIED', ref.page, `HTTP ${status} from the content API${more}`, ref.href);
    });
  }

  // TITLE / DESCRIPTION
  const titles = new Map<string, string[]>();
  for (const doc of sorted) {
    if (!doc.description)
      add('DESCRIPTION', doc.path, doc.description === null ? 'no <meta name="description">' : 'empty meta description');
    if (doc.error) continue;
    if (!doc.title) {
      add('TITLE', doc.path, doc.title === null ? 'no <title>' : 'empty <title>');
      continue;
    }
    titles.set(doc.title, [...(titles.get(doc.title) ?? []), doc.path]);
  }
  // Translations (pages naming each other as hreflang alternates) may share a title ("Sofas" in de and en);
  // any two other pages may not.
  const byPath = new Map(sorted.map((d) => [d.path, d]));
  for (const [title, paths] of titles) {
    if (paths.length < 2) continue;
    const groups: string[][] = [];
    for (const p of paths) {
      const alts = alternatePaths(byPath.get(p) as PageDoc);
      const group = groups.find((g) => g.some((q) => alts.has(q) || alternatePaths(byPath.get(q) as PageDoc).has(p)));
      if (group) group.push(p);
      else groups.push([p]);
    }
    if (groups.length < 2) {
      stats.titlesSharedByTranslations++;
      continue;
    }
    const firsts = groups.map((g) => g[0] as string);
    add('TITLE', firsts[0] as string, `"${title}" is also the title of ${firsts.slice(1).join(', ')}`);
  }

  // URLFORM: one problem per URL that answers with a redirect, with where it is named.
  const urlForms = new Map<string, { page: string; served: string; uses: Map<string, number> }>();
  const noteUrlForm = (url: string, site: SiteDist, resolved: Resolved, use: string) => {
    if (!cfg.requireServedUrls) return;
    const entry = urlForms.get(url) ?? {
      page: site === main ? resolved.servedPath : `${site.origin}${resolved.servedPath}`,
      served: `${site.origin}${resolved.servedPath}`,
      uses: new Map(),
    };
    entry.uses.set(use, (entry.uses.get(use) ?? 0) + 1);
    urlForms.set(url, entry);
  };

  // CANONICAL
  for (const doc of sorted) {
    if (doc.error || doc.noindex) continue;
    if (doc.canonicals.length === 0) {
      add('CANONICAL', doc.path, 'no <link rel="canonical">');
      continue;
    }
    if (new Set(doc.canonicals).size > 1) add('CANONICAL', doc.path, `several canonical URLs: ${doc.canonicals.join(', ')}`);
    const href = doc.canonicals[0] as string;
    if (!href.startsWith(`${origin}/`) && href !== origin) {
      add('CANONICAL', doc.path, `not on the site URL ${origin}`, href);
      continue;
    }
    const target = resolveTarget(resolver, href, doc);
    if (target.kind !== 'site' || !target.resolved) {
      add('CANONICAL', doc.path, 'points at no page', href);
    } else if (target.resolved.file !== doc.file) {
      add('CANONICAL', doc.path, `points at another page (${target.resolved.servedPath})`, href);
    } else if (target.resolved.redirect) {
      noteUrlForm(href, target.site, target.resolved, 'canonical');
    }
  }

  // HREFLANG
  const otherAlternates = new Map<string, { count: number; verified: boolean }>();
  for (const doc of sorted) {
    if (doc.alternates.length === 0) continue;
    const seen = new Map<string, string>();
    let self: Hreflang | null = null;
    const resolvedAlternates: { alt: Hreflang; target: Target }[] = [];
    for (const alt of doc.alternates) {
      const previous = seen.get(alt.hreflang.toLowerCase());
      if (previous !== undefined && previous !== alt.href)
        add('HREFLANG', doc.path, `hreflang ${alt.hreflang} given twice (${previous}, ${alt.href})`);
      seen.set(alt.hreflang.toLowerCase(), alt.href);
      const target = resolveTarget(resolver, alt.href, doc);
      resolvedAlternates.push({ alt, target });
      if (!/^https?:\/\//.test(alt.href)) add('HREFLANG', doc.path, `hreflang ${alt.hreflang} is not an absolute URL`, alt.href);
      if (target.kind === 'site' && target.site === main && target.resolved?.file === doc.file && alt.hreflang !== 'x-default')
        self = alt;
    }
    if (!self) add('HREFLANG', doc.path, 'no alternate names the page itself');
    for (const { alt, target } of resolvedAlternates) {
      if (target.kind === 'external') {
        const entry = otherAlternates.get(target.origin) ?? { count: 0, verified: false };
        entry.count++;
        otherAlternates.set(target.origin, entry);
        continue;
      }
      if (target.kind !== 'site') {
        add('HREFLANG', doc.path, `hreflang ${alt.hreflang} is not a page URL`, alt.href);
        continue;
      }
      if (target.site !== main) {
        const entry = otherAlternates.get(target.site.origin) ?? { count: 0, verified: true };
        entry.count++;
        otherAlternates.set(target.site.origin, entry);
      }
      if (!target.resolved) {
        add(
          'HREFLANG',
          doc.path,
          `hreflang ${alt.hreflang}: no such page${target.site === main ? '' : ` on ${target.site.origin}`}`,
          alt.href,
        );
        continue;
      }
      if (target.resolved.redirect) noteUrlForm(alt.href, target.site, target.resolved, 'hreflang');
      if (alt.hreflang === 'x-default' || !self) continue;
      if (target.site === main && target.resolved.file === doc.file) continue;
      const other = await docOf(target.site, target.resolved.file, cfg.errorPage);
      if (!other) {
        add('HREFLANG', doc.path, `hreflang ${alt.hreflang} is not an HTML page`, alt.href);
        continue;
      }
      // The target must name this page back, with this page's own hreflang…
      const thisFile = doc.file;
      const back = other.alternates.filter((a) => {
        const t = resolveTarget(resolver, a.href, other, target.site);
        return t.kind === 'site' && t.site === main && t.resolved?.file === thisFile;
      });
      const selfHreflang = (self as Hreflang).hreflang;
      if (back.length === 0) {
        add(
          'HREFLANG',
          doc.path,
          `not reciprocal: ${target.resolved.servedPath}${target.site === main ? '' : ` on ${target.site.origin}`} has no alternate back to this page`,
          alt.href,
        );
      } else if (!back.some((a) => a.hreflang.toLowerCase() === selfHreflang.toLowerCase())) {
        add(
          'HREFLANG',
          doc.path,
          `not reciprocal: ${target.resolved.servedPath} names this page as ${back.map((a) => a.hreflang).join('/')}, this page calls itself ${selfHreflang}`,
          alt.href,
        );
      }
      // …and call itself by the hreflang this page gives it.
      const otherSelf = other.alternates.find((a) => {
        if (a.hreflang === 'x-default') return false;
        const t = resolveTarget(resolver, a.href, other, target.site);
        return t.kind === 'site' && t.site === target.site && t.resolved?.file === other.file;
      });
      if (otherSelf && otherSelf.hreflang.toLowerCase() !== alt.hreflang.toLowerCase()) {
        add(
          'HREFLANG',
          doc.path,
          `calls ${target.resolved.servedPath} ${alt.hreflang}, the page calls itself ${otherSelf.hreflang}`,
          alt.href,
        );
      }
    }
  }
  stats.otherDomainAlternates = Object.fromEntries(otherAlternates);

  // SITEMAP
  const expected = new Set(sorted.filter((d) => !d.error && !d.noindex).map((d) => d.file));
  const listed = new Map<string, string>();
  if (!indexXml) {
    add('SITEMAP', '/sitemap-index.xml', 'missing');
  } else {
    const sitemapLocs = xmlLocs(indexXml);
    if (sitemapLocs.length === 0) add('SITEMAP', '/sitemap-index.xml', 'lists no sitemap');
    for (const loc of sitemapLocs) {
      if (!loc.startsWith(`${origin}/`)) {
        add('SITEMAP', '/sitemap-index.xml', `not on the site URL ${origin}`, loc);
        continue;
      }
      const sitemapPath = new URL(loc).pathname;
      const xml = (await dist.read(sitemapPath.slice(1)))?.toString('utf8');
      if (xml === undefined) {
        add('SITEMAP', '/sitemap-index.xml', 'no such sitemap in dist', loc);
        continue;
      }
      for (const entry of sitemapUrls(xml)) {
        stats.sitemapUrls++;
        if (!entry.loc.startsWith(`${origin}/`)) {
          add('SITEMAP', sitemapPath, `not on the site URL ${origin}`, entry.loc);
          continue;
        }
        const target = resolveTarget(resolver, entry.loc, { path: '/', base: null });
        if (target.kind !== 'site' || !target.resolved) {
          add('SITEMAP', sitemapPath, 'lists a page that was not built', entry.loc);
          continue;
        }
        const file = target.resolved.file;
        const doc = docs.get(file);
        if (!doc) add('SITEMAP', sitemapPath, 'lists a file that is not a page', entry.loc);
        else if (doc.error) add('SITEMAP', sitemapPath, 'lists an error page', entry.loc);
        else if (doc.noindex) add('SITEMAP', sitemapPath, 'lists a noindex page', entry.loc);
        const before = listed.get(file);
        if (before) add('SITEMAP', sitemapPath, `lists ${target.resolved.servedPath} twice (also ${before})`, entry.loc);
        listed.set(file, sitemapPath);
        if (target.resolved.redirect) noteUrlForm(entry.loc, target.site, target.resolved, `${sitemapPath} loc`);
        const byHreflang = new Map<string, string>();
        const twice: string[] = [];
        for (const alt of entry.alternates) {
          const previous = byHreflang.get(alt.hreflang.toLowerCase());
          if (previous !== undefined && previous !== alt.href) twice.push(`${alt.hreflang}: ${previous} and ${alt.href}`);
          byHreflang.set(alt.hreflang.toLowerCase(), alt.href);
          const t = resolveTarget(resolver, alt.href, { path: '/', base: null });
          if (t.kind === 'site' && t.resolved?.redirect) noteUrlForm(alt.href, t.site, t.resolved, 'sitemap alternate');
          if (t.kind === 'site' && !t.resolved)
            add('SITEMAP', sitemapPath, `alternate ${alt.hreflang} of ${entry.loc}: no such page`, alt.href);
        }
        if (twice.length > 0) {
          const shown = `${twice.slice(0, 2).join('; ')}${twice.length > 2 ? '; …' : ''}`;
          add('SITEMAP', sitemapPath, `${twice.length} hreflang values given twice in the alternates (${shown})`, entry.loc);
        }
      }
    }
  }
  for (const file of expected) {
    if (!listed.has(file)) add('SITEMAP', (docs.get(file) as PageDoc).path, 'built page is in no sitemap');
  }

  for (const [url, { page, served, uses }] of urlForms) {
    const named = [...uses].map(([use, n]) => (n > 1 ? `${use} ×${n}` : use)).join(', ');
    add('URLFORM', page, `answers with a redirect to ${served}; named as ${named}`, url);
  }

  const order: ProblemKind[] = [
    'LINK',
    'ASSET',
    'PROXIED',
    'TITLE',
    'DESCRIPTION',
    'CANONICAL',
    'HREFLANG',
    'SITEMAP',
    'URLFORM',
  ];
  problems.sort(
    (a, b) =>
      order.indexOf(a.kind) - order.indexOf(b.kind) ||
      a.page.localeCompare(b.page) ||
      (a.target ?? '').localeCompare(b.target ?? ''),
  );
  return { problems, stats };
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

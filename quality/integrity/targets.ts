/**
 * Where a URL written on a page leads: a skipped scheme, another origin, a path proxied to the content API, or a
 * file of this domain's dist (or of another domain's, given with --other-dist), as the CDN serves it.
 */
import type { RedirectRule } from '#builder/hosting/redirects.ts';
import { type DistFiles, type Resolved, resolvePath } from '../dist.ts';
import { type PageDoc, readPageDoc } from './page-doc.ts';

export interface SiteDist {
  /** Origin of the site's URL, e.g. https://www.mebleoffice.example. */
  origin: string;
  dist: DistFiles;
  rules: RedirectRule[];
  /** Parsed pages by file (filled on demand for other domains). */
  docs: Map<string, PageDoc>;
}

/** A page of a site, parsed on first use (another domain's pages only when an alternate names them). */
export async function docOf(site: SiteDist, file: string, errorPage: RegExp): Promise<PageDoc | null> {
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

/** The served paths on this domain that a page names as its translations (hreflang alternates). */
export function alternatePaths(resolver: Resolver, doc: PageDoc): Set<string> {
  return new Set(
    doc.alternates.flatMap((a) => {
      const t = resolveTarget(resolver, a.href, doc);
      return t.kind === 'site' && t.site === resolver.main && t.resolved ? [t.resolved.servedPath] : [];
    }),
  );
}

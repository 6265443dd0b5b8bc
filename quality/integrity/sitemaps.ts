/**
 * SITEMAP     /sitemap-index.xml lists sitemaps that exist; the sitemaps list exactly the built, indexable,
 *             non-error pages (each listed URL exists; each such page is listed once).
 */
import { decodeEntities } from '../html.ts';
import type { Hreflang, PageDoc } from './page-doc.ts';
import type { IntegrityRun } from './run.ts';
import { resolveTarget } from './targets.ts';

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

/** `indexXml`: the text of dist/sitemap-index.xml, null when there is none. */
export async function checkSitemaps(run: IntegrityRun, indexXml: string | null): Promise<void> {
  const { add, dist, origin, resolver } = run;
  const docs = run.main.docs;
  const expected = new Set(run.pages.filter((d) => !d.error && !d.noindex).map((d) => d.file));
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
        run.stats.sitemapUrls++;
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
        if (target.resolved.redirect) run.urlForms.note(entry.loc, target.site, target.resolved, `${sitemapPath} loc`);
        const byHreflang = new Map<string, string>();
        const twice: string[] = [];
        for (const alt of entry.alternates) {
          const previous = byHreflang.get(alt.hreflang.toLowerCase());
          if (previous !== undefined && previous !== alt.href) twice.push(`${alt.hreflang}: ${previous} and ${alt.href}`);
          byHreflang.set(alt.hreflang.toLowerCase(), alt.href);
          const t = resolveTarget(resolver, alt.href, { path: '/', base: null });
          if (t.kind === 'site' && t.resolved?.redirect) run.urlForms.note(alt.href, t.site, t.resolved, 'sitemap alternate');
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
}

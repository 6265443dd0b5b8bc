/**
 * HREFLANG    each page with alternates names itself; an alternate on this domain (or on a domain given with
 *             --other-dist) exists and names this page back with this page's own hreflang, and calls itself
 *             by the hreflang this page gives it; alternates on other domains are counted otherwise.
 */
import type { Hreflang } from './page-doc.ts';
import type { IntegrityRun } from './run.ts';
import { docOf, resolveTarget, type Target } from './targets.ts';

export async function checkHreflang(run: IntegrityRun): Promise<void> {
  const { add, main, resolver } = run;
  const otherAlternates = new Map<string, { count: number; verified: boolean }>();
  for (const doc of run.pages) {
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
      if (target.resolved.redirect) run.urlForms.note(alt.href, target.site, target.resolved, 'hreflang');
      if (alt.hreflang === 'x-default' || !self) continue;
      if (target.site === main && target.resolved.file === doc.file) continue;
      const other = await docOf(target.site, target.resolved.file, run.config.errorPage);
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
  run.stats.otherDomainAlternates = Object.fromEntries(otherAlternates);
}

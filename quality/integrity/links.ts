/**
 * LINK        every <a href> on the site's origin (root-relative, relative or absolute) resolves to a file in
 *             dist: `/x/` → x/index.html, `/x` → the file x, x.html or x/index.html (then a 301 to /x/), or a
 *             3xx rule of dist/_redirects to such a file. /api, /media, /uploads are proxied to the content
 *             API: counted, and checked with --check-proxied API_URL (PROXIED; HEAD, GET when HEAD is refused).
 * ASSET       the same for img src/srcset, source src/srcset, script src, link href (stylesheet, icon,
 *             manifest, preload, modulepreload), video/audio src and poster, iframe src, og:image.
 * ORPHAN      every indexable, non-error page is linked (<a href>) from some other page of the site, not
 *             counting the language switcher (links to the page's own translations): a detail page that no
 *             list, menu or teaser links is reachable only by typing its URL.
 */
import { mapLimit } from '../dist.ts';
import type { ProblemKind } from './problems.ts';
import type { IntegrityRun } from './run.ts';
import { alternatePaths, resolveTarget } from './targets.ts';

/** `checkProxied`: the HTTP status of a proxied URL (path and query) from a running content API. */
export async function checkLinks(run: IntegrityRun, checkProxied?: (url: string) => Promise<number>): Promise<void> {
  const { main, resolver, stats, add } = run;
  const linkedPages = new Set<string>();
  const externals = new Map<string, Set<string>>();
  const proxied = new Map<string, { page: string; href: string; pages: Set<string> }>();
  // One problem per missing target, on the first page that names it, with the other pages counted.
  const broken = new Map<string, { kind: ProblemKind; href: string; message: string; pages: string[] }>();
  let translationsOf: Set<string> | null = null;
  for (const doc of run.pages) {
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
          translationsOf = translationsOf ?? alternatePaths(resolver, doc);
          if (!translationsOf.has(target.resolved.servedPath)) linkedPages.add(target.resolved.file);
        }
      }
    }
    translationsOf = null;
  }
  // ORPHAN
  for (const doc of run.config.requireInboundLinks ? run.pages : []) {
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
  if (checkProxied) {
    await mapLimit([...proxied], 8, async ([key, ref]) => {
      let status: number;
      try {
        status = await checkProxied(key);
      } catch (error) {
        add('PROXIED', ref.page, (error as Error).message, ref.href);
        return;
      }
      const more = ref.pages.size > 1 ? `; named on ${ref.pages.size} pages` : '';
      if (status >= 400) add('PROXIED', ref.page, `HTTP ${status} from the content API${more}`, ref.href);
    });
  }
}

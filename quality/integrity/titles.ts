/**
 * TITLE       every page but error pages (…/404/, …/500/) has a non-empty <title>, unique across the site
 *             (translations that name each other as hreflang alternates may share one: "Sofas" in de and en).
 * DESCRIPTION every page has a non-empty <meta name=description>.
 */
import type { PageDoc } from './page-doc.ts';
import type { IntegrityRun } from './run.ts';
import { alternatePaths } from './targets.ts';

export function checkTitles(run: IntegrityRun): void {
  const { add, resolver, stats } = run;
  const titles = new Map<string, string[]>();
  for (const doc of run.pages) {
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
  const byPath = new Map(run.pages.map((d) => [d.path, d]));
  const alternatesOf = (p: string) => alternatePaths(resolver, byPath.get(p) as PageDoc);
  for (const [title, paths] of titles) {
    if (paths.length < 2) continue;
    const groups: string[][] = [];
    for (const p of paths) {
      const alts = alternatesOf(p);
      const group = groups.find((g) => g.some((q) => alts.has(q) || alternatesOf(q).has(p)));
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
}

/**
 * CANONICAL   each indexable, non-error page has one canonical URL on the site's URL, and it is the page's
 *             own URL (one that answers with a redirect is noted for URLFORM).
 */
import type { IntegrityRun } from './run.ts';
import { resolveTarget } from './targets.ts';

export function checkCanonicals(run: IntegrityRun): void {
  const { add, origin } = run;
  for (const doc of run.pages) {
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
    const target = resolveTarget(run.resolver, href, doc);
    if (target.kind !== 'site' || !target.resolved) {
      add('CANONICAL', doc.path, 'points at no page', href);
    } else if (target.resolved.file !== doc.file) {
      add('CANONICAL', doc.path, `points at another page (${target.resolved.servedPath})`, href);
    } else if (target.resolved.redirect) {
      run.urlForms.note(href, target.site, target.resolved, 'canonical');
    }
  }
}

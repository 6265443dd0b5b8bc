/**
 * URLFORM: canonical, hreflang and sitemap URLs are the URL the page is served at (`/x/`, not `/x`, which
 * answers 301): config.integrity.requireServedUrls. The canonical, hreflang and sitemap checks note each such
 * URL where they meet it; one problem per URL lists where it is named.
 */
import type { Resolved } from '../dist.ts';
import type { AddProblem } from './problems.ts';
import type { SiteDist } from './targets.ts';

export interface UrlForms {
  /** A URL that answers with a redirect (`resolved.redirect`), named on the site as `use` (canonical, hreflang…). */
  note(url: string, site: SiteDist, resolved: Resolved, use: string): void;
  /** One URLFORM problem per noted URL. */
  report(add: AddProblem): void;
}

export function createUrlForms(main: SiteDist, required: boolean): UrlForms {
  const urlForms = new Map<string, { page: string; served: string; uses: Map<string, number> }>();
  return {
    note(url, site, resolved, use) {
      if (!required) return;
      const entry = urlForms.get(url) ?? {
        page: site === main ? resolved.servedPath : `${site.origin}${resolved.servedPath}`,
        served: `${site.origin}${resolved.servedPath}`,
        uses: new Map(),
      };
      entry.uses.set(use, (entry.uses.get(use) ?? 0) + 1);
      urlForms.set(url, entry);
    },
    report(add) {
      for (const [url, { page, served, uses }] of urlForms) {
        const named = [...uses].map(([use, n]) => (n > 1 ? `${use} ×${n}` : use)).join(', ');
        add('URLFORM', page, `answers with a redirect to ${served}; named as ${named}`, url);
      }
    },
  };
}

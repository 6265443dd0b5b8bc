/**
 * Sitemaps per locale with hreflang alternates, a sitemap index and robots.txt per domain. Our own rather
 * than @astrojs/sitemap: its i18n option derives alternates by swapping locale prefixes in one URL, which
 * cannot express per-locale slugs (/pliki ↔ /files, /kolekcje ↔ /collections); the plan already knows them.
 */
import { type BuildTarget, originUrl } from '#contract/domains.ts';
import type { Locale } from '#contract/locales.ts';
import { API_PATH } from '#contract/proxied-paths.ts';
import { type PlannedPage, xDefaultAlternate } from '../routing/page-plan.ts';

export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);
}

export function sitemapXml(target: Pick<BuildTarget, 'url'>, pages: readonly PlannedPage[]): string {
  const urls = [...pages]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((page) => {
      const links = page.alternates.length > 1 ? page.alternates : [];
      const alternates = links.map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.url)}"/>`);
      const fallback = links.length ? xDefaultAlternate(links) : null;
      if (fallback) alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(fallback.url)}"/>`);
      return `<url><loc>${escapeXml(originUrl(target.url, page.path))}</loc>${alternates.join('')}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapPath(locale: Locale): string {
  return `/sitemap-${locale}.xml`;
}

export function sitemapIndexXml(target: Pick<BuildTarget, 'url' | 'locales'>): string {
  const entries = target.locales.map((l) => `<sitemap><loc>${escapeXml(originUrl(target.url, sitemapPath(l)))}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Only live domains are open to crawlers; the other environments are closed but still name their sitemap. */
export function robotsTxt(target: Pick<BuildTarget, 'url' | 'env'>): string {
  const rules = target.env === 'live' ? `Allow: /\nDisallow: ${API_PATH}/` : 'Disallow: /';
  return `User-agent: *\n${rules}\n\nSitemap: ${originUrl(target.url, '/sitemap-index.xml')}\n`;
}

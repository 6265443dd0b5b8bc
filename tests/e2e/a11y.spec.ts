/**
 * axe over one whole page of every layout (and the error page), in two locales of the local build, one test
 * per page so that each has its own time budget. Pages are found through the sitemap and told apart by
 * <body data-layout>.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { LAYOUT_NAMES } from '#src/routing/page-plan.ts';
import { LOCAL } from './sites.ts';

const found = new Map<string, Promise<Map<string, string>>>();

/** One page per layout of a locale: shallow pages first (every index page, then detail pages). */
function onePagePerLayout(request: APIRequestContext, locale: string): Promise<Map<string, string>> {
  let pages = found.get(locale);
  if (!pages) {
    pages = (async () => {
      const xml = await (await request.get(`${LOCAL}/sitemap-${locale}.xml`)).text();
      const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
      urls.sort((a, b) => a.split('/').length - b.split('/').length);
      const byLayout = new Map<string, string>();
      for (const url of urls) {
        if (byLayout.size === LAYOUT_NAMES.length) break;
        const html = await (await request.get(url)).text();
        const layout = /<body[^>]*data-layout="([^"]+)"/.exec(html)?.[1];
        if (layout && !byLayout.has(layout)) byLayout.set(layout, url);
      }
      byLayout.set('error', `${LOCAL}/${locale}/no-such-page/`);
      return byLayout;
    })();
    found.set(locale, pages);
  }
  return pages;
}

for (const locale of ['pl', 'en']) {
  for (const layout of [...LAYOUT_NAMES, 'error']) {
    test(`axe finds no violations on a ${layout} page (${locale})`, async ({ page, request }) => {
      // axe over a whole long page (the pattern list) takes its time on a busy two-core machine.
      test.setTimeout(90_000);
      const url = (await onePagePerLayout(request, locale)).get(layout);
      expect(url, `a ${layout} page in the ${locale} sitemap`).toBeTruthy();
      await page.goto(url as string);
      await page.locator('header[data-enhanced]').waitFor();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(results.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    });
  }
}

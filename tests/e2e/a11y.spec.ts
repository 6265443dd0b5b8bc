/**
 * axe over one whole page of every layout (and the error page), in two locales of the local build.
 * Pages are found through the sitemap and told apart by <body data-layout>.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { LAYOUT_NAMES } from '#src/routing/page-plan.ts';

const LOCAL = process.env.E2E_LOCAL_URL ?? 'http://localhost:4400';
const LAYOUTS: readonly string[] = LAYOUT_NAMES;

async function onePagePerLayout(
  request: import('@playwright/test').APIRequestContext,
  locale: string,
): Promise<Map<string, string>> {
  const xml = await (await request.get(`${LOCAL}/sitemap-${locale}.xml`)).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
  const found = new Map<string, string>();
  // Shallow pages first: every index page, then one detail page per aggregator.
  urls.sort((a, b) => a.split('/').length - b.split('/').length);
  for (const url of urls) {
    if (found.size === LAYOUTS.length) break;
    const html = await (await request.get(url)).text();
    const layout = /<body[^>]*data-layout="([^"]+)"/.exec(html)?.[1];
    if (layout && !found.has(layout)) found.set(layout, url);
  }
  return found;
}

for (const locale of ['pl', 'en']) {
  test(`axe finds no violations on a page of every layout (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const pages = await onePagePerLayout(request, locale);
    expect([...pages.keys()].sort()).toEqual([...LAYOUTS].sort());
    pages.set('error', `${LOCAL}/${locale}/no-such-page/`);
    const failures: string[] = [];
    for (const [layout, url] of pages) {
      await page.goto(url);
      await page.locator('header[data-enhanced]').waitFor();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      for (const violation of results.violations) {
        failures.push(`${layout} ${url}: ${violation.id} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      }
    }
    expect(failures).toEqual([]);
  });
}

/**
 * axe over one whole page of every layout (and the error page), in two locales of the local build, one test
 * per page so that each has its own time budget. Pages are found through the sitemap and told apart by
 * <body data-layout>.
 */
import { WCAG_TAGS, axeViolations } from './axe.ts';
import { expect, test } from '@playwright/test';
import { LAYOUT_NAMES } from '#src/routing/page-plan.ts';
import { onePagePerLayout } from './layout-pages.ts';
import { LOCAL } from './sites.ts';

for (const locale of ['pl', 'en']) {
  for (const layout of [...LAYOUT_NAMES, 'error']) {
    test(`axe finds no violations on a ${layout} page (${locale})`, async ({ page, request }) => {
      // axe over a whole long page (the pattern list) takes its time on a busy two-core machine.
      test.setTimeout(90_000);
      const url = (await onePagePerLayout(request, LOCAL, locale)).get(layout);
      expect(url, `a ${layout} page in the ${locale} sitemap`).toBeTruthy();
      await page.goto(url as string);
      await page.locator('header[data-enhanced]').waitFor();
      expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);
    });
  }
}

/**
 * No page is wider than a phone or tablet screen: one page of every layout, and the files page, in every locale
 * (fr from the live eu build, the others from the local build) at 320, 375 and 768 px. A page wider than the screen scrolls
 * sideways and pushes the header's buttons off it; this guards every later change to blocks and styles.
 */
import { expect, type Page, test } from '@playwright/test';
import { LAYOUT_NAMES } from '#src/routing/page-plan.ts';
import { onePagePerLayout } from './layout-pages.ts';
import { EU, LOCAL } from './sites.ts';

const WIDTHS = [320, 375, 768];
const SITES: [site: string, locale: string][] = [
  ...['pl', 'en', 'de', 'cz', 'ru', 'no'].map((locale): [string, string] => [LOCAL, locale]),
  [EU, 'fr'],
];

/** The elements that reach past the right edge of the viewport (deepest first), as short selectors. */
function overflowAt(page: Page): Promise<{ scrollWidth: number; clientWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    const culprits: string[] = [];
    if (scrollWidth > clientWidth) {
      for (const element of document.body.querySelectorAll('*')) {
        const rect = element.getBoundingClientRect();
        if (rect.right > clientWidth + 0.5 && rect.width > 0) {
          const classes = [...element.classList].slice(0, 2).join('.');
          culprits.push(`${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (right ${Math.round(rect.right)})`);
        }
      }
    }
    return { scrollWidth, clientWidth, culprits: culprits.reverse().slice(0, 5) };
  });
}

for (const [site, locale] of SITES) {
  test(`no page is wider than the screen at ${WIDTHS.join(', ')} px (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const pages = await onePagePerLayout(request, site, locale, { 'download centre': / download-centre"/ });
    // Most layouts have a page in every locale; fewer means the sitemap was not read.
    expect(pages.size, `pages found in the ${locale} sitemap`).toBeGreaterThan(LAYOUT_NAMES.length / 2);
    expect(pages.has('download centre'), `the files page of ${locale}`).toBe(true);
    const problems: string[] = [];
    for (const [layout, url] of pages) {
      await page.setViewportSize({ width: WIDTHS[0] as number, height: 800 });
      await page.goto(url);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const { scrollWidth, clientWidth, culprits } = await overflowAt(page);
        if (scrollWidth > clientWidth)
          problems.push(
            `${layout} ${new URL(url).pathname} at ${width}px: ${scrollWidth} > ${clientWidth}: ${culprits.join(', ')}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });
}

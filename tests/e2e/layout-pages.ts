/**
 * One page of every layout of a locale, for the tests that sweep the whole site (axe, overflow). Pages are
 * found through the locale's sitemap (shallow pages first: every index page, then detail pages) and told apart
 * by <body data-layout>; `error` is a page that does not exist. `extra` names more kinds of page by a pattern
 * of their HTML (a block that only some pages of a layout have, such as the download centre).
 */
import type { APIRequestContext } from '@playwright/test';
import { LAYOUT_NAMES } from '#src/routing/page-plan.ts';

const found = new Map<string, Promise<Map<string, string>>>();

export function onePagePerLayout(
  request: APIRequestContext,
  site: string,
  locale: string,
  extra: Record<string, RegExp> = {},
): Promise<Map<string, string>> {
  const key = `${site} ${locale} ${Object.keys(extra).join()}`;
  const wanted = LAYOUT_NAMES.length + Object.keys(extra).length;
  let pages = found.get(key);
  if (!pages) {
    pages = (async () => {
      const xml = await (await request.get(`${site}/sitemap-${locale}.xml`)).text();
      const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
      urls.sort((a, b) => a.split('/').length - b.split('/').length);
      const byLayout = new Map<string, string>();
      for (const url of urls) {
        if (byLayout.size === wanted) break;
        const html = await (await request.get(`${site}${url}`)).text();
        const layout = /<body[^>]*data-layout="([^"]+)"/.exec(html)?.[1];
        if (layout && !byLayout.has(layout)) byLayout.set(layout, `${site}${url}`);
        for (const [kind, pattern] of Object.entries(extra))
          if (!byLayout.has(kind) && pattern.test(html)) byLayout.set(kind, `${site}${url}`);
      }
      const prefix = urls[0]?.split('/')[1] === locale ? `/${locale}` : '';
      byLayout.set('error', `${site}${prefix}/no-such-page/`);
      return byLayout;
    })();
    found.set(key, pages);
  }
  return pages;
}

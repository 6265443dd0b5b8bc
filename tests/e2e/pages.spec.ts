/**
 * The built sites served like the CDN (dev/e2e-sites.ts): local (every pre-live locale under prefixes), live
 * eu and live pl (tests/e2e/sites.ts), all built from the embedded content API.
 */
import { expect, type Page, test } from '@playwright/test';
import { LOCAL, EU, PL } from './sites.ts';

const LOCAL_LOCALES = { pl: 'pl', en: 'en', de: 'de', cz: 'cs', ru: 'ru', no: 'nb' } as const;

interface Node {
  nodeType: string;
  action: string;
  slug: string;
  layout: string | null;
}

/** Sitemap nodes of a locale, read through the site's own /api proxy. */
async function nodes(page: Page, locale: string): Promise<Node[]> {
  const response = await page.request.get(`${LOCAL}/api/sitemap_nodes`, {
    headers: { 'Accept-Locale': locale, Accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

async function sitemapUrls(page: Page, origin: string, locale: string): Promise<string[]> {
  const xml = await (await page.request.get(`${origin}/sitemap-${locale}.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
}

async function expectSeo(page: Page, lang: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page).toHaveTitle(/\S/);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toBe(page.url().replace(/\?.*$/, ''));
  await expect(page.locator('h1')).toHaveCount(1);
}

test.describe('every locale of the local build', () => {
  for (const [locale, lang] of Object.entries(LOCAL_LOCALES)) {
    test(`home page in ${locale}`, async ({ page }) => {
      const response = await page.goto(`${LOCAL}/${locale}/`);
      expect(response?.status()).toBe(200);
      await expectSeo(page, lang);
      const hreflangs = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
      expect(hreflangs).toContainEqual([lang, `${LOCAL}/${locale}/`]);
      expect(hreflangs).toContainEqual(['x-default', `${LOCAL}/pl/`]);
      expect(hreflangs.length).toBe(Object.keys(LOCAL_LOCALES).length + 1);
      await expect(page.locator('header a[href]').first()).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
    });
  }
});

/** Index node types of the catalogue and the detail (show) node types, one test each per locale. */
const INDEX_TYPES = [
  'root',
  'product',
  'productcollection',
  'designer',
  'realization',
  'post',
  'story',
  'inspiration',
  'search',
  'contact',
  'pattern',
  'privacy',
  'article',
  'article_with_crumbs',
] as const;
const SHOW_TYPES = ['product', 'productcollection', 'designer', 'realization', 'post', 'story', 'inspiration'] as const;

test.describe('one page per node type and layout', () => {
  for (const locale of ['pl', 'en'] as const) {
    const lang = locale === 'pl' ? 'pl' : 'en';
    for (const nodeType of INDEX_TYPES) {
      test(`${nodeType} index pages in ${locale}`, async ({ page }) => {
        const indexNodes = (await nodes(page, locale)).filter((n) => n.nodeType === nodeType && !n.slug.includes(':'));
        expect(indexNodes.length, `${nodeType} index nodes`).toBeGreaterThan(0);
        for (const node of indexNodes) {
          const url = `${LOCAL}/${locale}${node.slug === '/' ? '/' : node.slug}`;
          const response = await page.goto(url);
          expect(response?.status(), url).toBe(200);
          await expectSeo(page, lang);
        }
      });
    }
    for (const nodeType of SHOW_TYPES) {
      test(`${nodeType} detail pages in ${locale}`, async ({ page }) => {
        const show = (await nodes(page, locale)).find((n) => n.nodeType === nodeType && n.action === 'show') as Node;
        expect(show, `${nodeType} show node`).toBeTruthy();
        const urls = await sitemapUrls(page, LOCAL, locale);
        const base = `${LOCAL}/${locale}${show.slug.split('/:')[0]}/`;
        const candidates = urls.filter((u) => u.startsWith(base) && u !== base);
        expect(candidates.length, `detail pages under ${base}`).toBeGreaterThan(0);
        // For products: a category page (product_list) and a product page (deepest path).
        const picks =
          nodeType === 'product'
            ? [candidates[0], candidates.reduce((a, b) => (b.split('/').length > a.split('/').length ? b : a))]
            : [candidates[0]];
        for (const url of picks as string[]) {
          const response = await page.goto(url);
          expect(response?.status(), url).toBe(200);
          await expectSeo(page, lang);
          // Visible breadcrumbs (every detail layout but post and default) come with their BreadcrumbList.
          const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('');
          const crumbs = await page.locator('nav.breadcrumbs').count();
          expect(crumbs > 0 || show.layout === 'post' || show.layout === 'default', url).toBe(true);
          if (crumbs) {
            expect(jsonLd, url).toContain('"BreadcrumbList"');
            await expect(page.locator('nav.breadcrumbs ol li').last().locator('[aria-current="page"]'), url).toHaveCount(1);
          } else if (show.layout === 'post') {
            await expect(page.locator('main a[href$="/news/"], main a[href$="/aktualnosci/"]').first(), url).toBeVisible();
          }
        }
      });
    }
  }

  test('the privacy page has the cookie settings button; the files page is /pliki and /files', async ({ page }) => {
    await page.goto(`${LOCAL}/pl/polityka-prywatnosci`);
    await expect(page.locator('[data-cookie-settings-open]')).toBeVisible();
    await page.goto(`${LOCAL}/en/privacy-and-cookie-policy`);
    await expect(page.locator('[data-cookie-settings-open]')).toBeVisible();
    expect((await page.goto(`${LOCAL}/pl/pliki`))?.status()).toBe(200);
    expect((await page.goto(`${LOCAL}/de/files`))?.status()).toBe(200);
  });
});

test.describe('hreflang alternates', () => {
  test('are reciprocal across the translations of a product', async ({ page }) => {
    const urls = await sitemapUrls(page, LOCAL, 'pl');
    const productNode = (await nodes(page, 'pl')).find((n) => n.nodeType === 'product' && n.action === 'show') as Node;
    const base = `${LOCAL}/pl${productNode.slug.split('/:')[0]}/`;
    const product = urls.filter((u) => u.startsWith(base)).reduce((a, b) => (b.split('/').length > a.split('/').length ? b : a));
    await page.goto(product);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]:not([hreflang="x-default"])')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') as string));
    expect(alternates.length).toBeGreaterThan(1);
    for (const alternate of alternates) {
      const response = await page.goto(alternate);
      expect(response?.status(), alternate).toBe(200);
      const back = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect(back).toContain(product);
    }
  });
});

test.describe('error pages', () => {
  test('unknown paths answer 404 with the locale error page: an address that matches nothing, or a missing item', async ({
    page,
  }) => {
    const message = page.locator('.error__message');
    let response = await page.goto(`${LOCAL}/en/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('main')).toContainText('404');
    await expect(message).toHaveText('This page could not be found');
    await expect(page.locator('main a[href="/en/"]')).toBeVisible();
    // Under a list's detail pages: the item asked for does not exist.
    for (const [url, text] of [
      [`${LOCAL}/en/realizations/no-such-project/`, 'Page you requested does not exist'],
      [`${LOCAL}/de/referenzen/keine-solche/`, 'Die angeforderte Seite existiert nicht'],
      [`${EU}/fr/realisations/aucune/`, 'La page demandée n’existe pas'],
      [`${PL}/realizacje/nie-ma-takiej/`, 'Strona, której szukasz, nie istnieje'],
      [`${PL}/produkty/nie-ma-takiego/`, 'Strona, której szukasz, nie istnieje'],
      [`${PL}/nie-ma-takiej-strony/`, 'Nie znaleziono tej strony'],
    ] as const) {
      response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(message, url).toHaveText(text);
    }
    response = await page.goto(`${LOCAL}/pl/nie-ma-takiej-strony`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    response = await page.goto(`${PL}/nie-ma-takiej-strony`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('main a[href="/"]')).toBeVisible();
  });

  test('the 500 page shows its message', async ({ page }) => {
    await page.goto(`${LOCAL}/en/500/`);
    await expect(page.locator('main')).toContainText('500');
    await expect(page.locator('main')).toContainText('Internal server error');
  });
});

test.describe('live domains', () => {
  test('eu serves exactly en, de, cz and fr under prefixes', async ({ page }) => {
    await page.goto(`${EU}/`);
    expect(new URL(page.url()).pathname).toBe('/en/');
    for (const [locale, lang] of [
      ['en', 'en'],
      ['de', 'de'],
      ['cz', 'cs'],
      ['fr', 'fr'],
    ]) {
      const response = await page.goto(`${EU}/${locale}/`);
      expect(response?.status(), locale).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang as string);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://eu.mebleoffice.example/${locale}/`);
    }
    for (const locale of ['pl', 'ru', 'no']) {
      expect((await page.goto(`${EU}/${locale}/`))?.status(), locale).toBe(404);
    }
    const sitemapIndex = await (await page.request.get(`${EU}/sitemap-index.xml`)).text();
    expect([...sitemapIndex.matchAll(/sitemap-(\w+)\.xml/g)].map((m) => m[1])).toEqual(['en', 'de', 'cz', 'fr']);
  });

  test('pl serves Polish at the root and links translations on the eu domain', async ({ page }) => {
    const response = await page.goto(`${PL}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      'https://eu.mebleoffice.example/en/',
    );
    await expect(page.locator('link[rel="alternate"][hreflang="nb"]')).toHaveAttribute(
      'href',
      'https://www.mebleoffice-nordic.example/',
    );
    await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveCount(0);
    expect((await page.goto(`${PL}/pliki`))?.status()).toBe(200);
    expect((await page.goto(`${PL}/en/`))?.status()).toBe(404);
    const robots = await (await page.request.get(`${PL}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: https://www.mebleoffice.example/sitemap-index.xml');
  });
});

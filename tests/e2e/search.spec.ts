/**
 * The search island in a real Chromium against the embedded content API behind the site's /api proxy: counts
 * in four tabs, the default tab, tab and page changes in the URL with back/forward, results that link to pages
 * that exist, no results, an API failure with retry, the saved phrase, phones, no JavaScript, and axe in each
 * state.
 */
import { axeViolations } from './axe.ts';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { readCollection } from '#src/data/content-protocol.ts';
import { API_DIALECTS_TAG, LOCAL } from './sites.ts';

const TYPES = ['Product', 'ProductCollection', 'Realization', 'Post'] as const;
const SEARCH_PATH = { pl: '/pl/szukaj/', en: '/en/search/', de: '/de/suche/' } as const;

/** The total of each type for a phrase, asked of the site's API proxy directly (in whatever dialect it answers). */
async function apiCounts(request: APIRequestContext, locale: string, phrase: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const type of TYPES) {
    const url = `/api/search?objectType=${type}&phrase=${encodeURIComponent(phrase)}&page=1&itemsPerPage=18`;
    const response = await request.get(url, { headers: { Accept: 'application/ld+json', 'Accept-Locale': locale } });
    counts[type] = readCollection(await response.json(), url).total ?? Number.NaN;
  }
  return counts;
}

const tabs = (page: Page) => page.getByRole('tab');
const results = (page: Page) => page.locator('#search-panel .search-result');

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page, { include: ['main'] })).toEqual([]);
}

test('a phrase shows counts in four tabs, opens the first type with results and links to pages that exist', {
  tag: API_DIALECTS_TAG,
}, async ({ page, request }) => {
  const counts = await apiCounts(request, 'pl', 'krzesło');
  expect(counts.Product).toBeGreaterThan(0);
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/search')) apiCalls.push(r.url());
  });
  await page.goto(`${SEARCH_PATH.pl}?q=+++krzes%C5%82o+++`);
  // The page's title once, as its one h1.
  await expect(page.locator('h1')).toHaveText('Wyszukiwarka');
  await expect(page.locator('main').getByText('Wyszukiwarka', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: /krzesło/ })).toBeVisible();
  await expect(tabs(page)).toHaveCount(4);
  for (const [index, type] of TYPES.entries()) await expect(tabs(page).nth(index)).toContainText(`(${counts[type]})`);
  await expect(tabs(page).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#search-phrase')).toHaveValue('krzesło');
  // The phrase went out trimmed, all four types at once.
  expect(apiCalls).toHaveLength(4);
  for (const url of apiCalls) expect(new URL(url).searchParams.get('phrase')).toBe('krzesło');
  await expect(results(page)).toHaveCount(Math.min(18, counts.Product!));
  await expectNoAxeViolations(page);
  // The first result's image was preloaded as the API answered, with the attributes its card renders.
  const firstImage = results(page).first().locator('img');
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  expect(await preload.getAttribute('imagesrcset')).toBe(await firstImage.getAttribute('srcset'));
  expect(await preload.getAttribute('imagesizes')).toBe(await firstImage.getAttribute('sizes'));
  // React's client and the page script were named in <head>, not found one import at a time.
  const preloaded = await page
    .locator('head link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  const island = page.locator('astro-island').first();
  expect(preloaded).toContain(await island.getAttribute('component-url'));
  expect(preloaded).toContain(await island.getAttribute('renderer-url'));
  // The modules a level or more down: the search controller and its client, and React's (the renderer's
  // import; the bundler may name a shared chunk of @nanostores/react "react" too), each named once.
  expect(new Set(preloaded).size).toBe(preloaded.length);
  for (const chunk of [/\/search-controller\.[\w-]+\.js$/, /\/browser-client\.[\w-]+\.js$/])
    expect(preloaded.filter((href) => chunk.test(href))).toHaveLength(1);
  const reactChunks = preloaded.filter((href) => /\/react\.[\w-]+\.js$/.test(href));
  expect(reactChunks.length).toBeGreaterThanOrEqual(1);
  const reactSources = await Promise.all(
    reactChunks.map(async (href) => (await page.request.get(new URL(href, page.url()).href)).text()),
  );
  expect(reactSources.some((source) => source.includes('react.transitional.element'))).toBe(true);
  expect(preloaded.filter((href) => /\/client\.[\w-]+\.js$/.test(href))).toHaveLength(2);

  const first = results(page).first().getByRole('link');
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page.locator('h1')).toHaveText(title);
  await page.goBack();
  await expect(results(page).first()).toBeVisible();
});

test('tabs and pages are in the URL: shared links and back/forward work', { tag: API_DIALECTS_TAG }, async ({
  page,
  request,
}) => {
  const counts = await apiCounts(request, 'pl', 'a');
  expect(counts.Product).toBeGreaterThan(36);
  await page.goto(`${SEARCH_PATH.pl}?q=a`);
  await expect(results(page)).toHaveCount(18);

  await page.getByRole('link', { name: 'Strona 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('link', { name: /Strona 2, bieżąca/ })).toHaveAttribute('aria-current', 'page');
  const secondPageFirst = await results(page).first().textContent();

  await tabs(page).nth(3).click();
  await expect(page).toHaveURL(/type=Post/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(tabs(page).nth(3)).toHaveAttribute('aria-selected', 'true');
  await expect(results(page)).toHaveCount(Math.min(18, counts.Post!));

  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(tabs(page).first()).toHaveAttribute('aria-selected', 'true');
  await expect(results(page).first()).toHaveText(secondPageFirst ?? '');
  await page.goForward();
  await expect(tabs(page).nth(3)).toHaveAttribute('aria-selected', 'true');

  // A shared link opens on its tab and page.
  await page.goto(`${SEARCH_PATH.pl}?q=a&page=3`);
  await expect(page.getByRole('link', { name: /Strona 3, bieżąca/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the arrow keys move between tabs', async ({ page }) => {
  await page.goto(`${LOCAL}${SEARCH_PATH.en}?q=chair`);
  await tabs(page).first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs(page).nth(1)).toBeFocused();
  await expect(tabs(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tabs(page).nth(3)).toHaveAttribute('aria-selected', 'true');
});

test('a phrase with no results says so', async ({ page }) => {
  await page.goto(`${LOCAL}${SEARCH_PATH.de}?q=qqzzxxyy`);
  await expect(page.locator('.search__heading')).toHaveText('Zu „qqzzxxyy“ haben wir leider nichts gefunden.');
  await expect(tabs(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an API failure shows a message and a retry that recovers', async ({ page }) => {
  await page.route('**/api/search**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":503}' }),
  );
  await page.goto(`${LOCAL}${SEARCH_PATH.en}?q=chair`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('We could not load the search results.');
  await expectNoAxeViolations(page);
  await page.unroute('**/api/search**');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(tabs(page)).toHaveCount(4);
});

test('without q the last phrase searched is used and written into the URL', async ({ page }) => {
  await page.goto(`${LOCAL}${SEARCH_PATH.pl}`);
  await expect(page.getByText('Wpisz frazę, aby rozpocząć wyszukiwanie.')).toBeVisible();
  await page.locator('#search-phrase').fill('  stół  ');
  await page.locator('#search-phrase').press('Enter');
  await expect(page).toHaveURL(/\?q=st%C3%B3%C5%82$/);
  await expect(tabs(page)).toHaveCount(4);

  await page.goto(`${LOCAL}${SEARCH_PATH.pl}`);
  await expect(page).toHaveURL(/\?q=st%C3%B3%C5%82$/);
  await expect(page.locator('#search-phrase')).toHaveValue('stół');
});

test('on a phone a dropdown replaces the tabs', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${LOCAL}${SEARCH_PATH.pl}?q=a&page=2`);
  const select = page.getByLabel('Pokaż wyniki w kategorii');
  await expect(select).toBeVisible();
  await expect(page.getByRole('tablist')).toBeHidden();
  // One page link on each side of the current one.
  await expect(page.locator('.pagination__page')).toHaveText(['1', '2', '3']);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await select.selectOption('Realization');
  await expect(page).toHaveURL(/type=Realization/);
  await expect(page).not.toHaveURL(/page=/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the form still submits the phrase, and the page carries a note that results need JavaScript', async ({ page }) => {
    await page.goto(`${LOCAL}${SEARCH_PATH.pl}`);
    await page.locator('#search-phrase').fill('krzesło');
    await page.locator('#search-phrase').press('Enter');
    await expect(page).toHaveURL(/\/pl\/szukaj\/\?q=krzes%C5%82o$/);
    // Chromium under automation parses <noscript> as if scripts ran, so the note is checked in the markup.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toMatch(/<noscript><p class="search__noscript"[^>]*>Wyniki wyszukiwania wymagają włączonej obsługi JavaScriptu/);
  });
});

/**
 * Catalogue lists in a real Chromium (local build, embedded content API): the showroom finder, the news order,
 * designer collections 4 at a time, the breadcrumb popup, the stories and inspirations lists, collection products
 * by name; axe in the states a visitor brings about.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { LOCAL } from './sites.ts';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function apiList(request: APIRequestContext, locale: string, path: string): Promise<Record<string, unknown>[]> {
  const response = await request.get(`${LOCAL}${path}`, { headers: { Accept: 'application/json', 'Accept-Locale': locale } });
  expect(response.ok()).toBe(true);
  return response.json();
}

test.describe('showroom finder', () => {
  const stores = (page: Page) => page.locator('.store:visible');

  test('narrows by city, postal code and region as the visitor types, with Polish plurals and the URL kept', async ({
    page,
    request,
  }) => {
    const all = await apiList(request, 'pl', '/api/stores?pagination=false');
    const inWarsaw = all.filter((s) => String(s.city) === 'Warszawa');
    expect(inWarsaw.length).toBeGreaterThan(1);
    await page.goto(`${LOCAL}/pl/salony/`);
    const status = page.locator('[data-finder-status]');
    await expect(stores(page)).toHaveCount(all.length);

    await page.getByLabel('Miasto').pressSequentially('warsz');
    await expect(stores(page)).toHaveCount(inWarsaw.length);
    await expect(status).toHaveText(`${inWarsaw.length} salon${inWarsaw.length < 5 ? 'y' : 'ów'}`);
    await expect(page).toHaveURL(/\?city=warsz$/);
    await expectNoAxeViolations(page);

    // Postal code by its leading digits, however it is typed.
    await page.getByRole('button', { name: 'Wyczyść wyszukiwanie' }).click();
    await expect(stores(page)).toHaveCount(all.length);
    const code = String(inWarsaw[0]?.postalCode);
    await page.getByLabel('Kod pocztowy').fill(code.replace('-', ' '));
    await expect(stores(page).first()).toContainText(code);
    expect(await stores(page).count()).toBe(all.filter((s) => String(s.postalCode) === code).length);

    // Region (voivodeship): every store shown is in it, and the group count agrees.
    await page.getByLabel('Kod pocztowy').fill('');
    const region = inWarsaw[0]?.region as { slug: string; name: string };
    await page.getByLabel('Województwo').selectOption(region.slug);
    const inRegion = all.filter((s) => (s.region as { slug: string }).slug === region.slug).length;
    await expect(stores(page)).toHaveCount(inRegion);
    await expect(page.locator('[data-finder-region]:visible')).toHaveCount(1);
    await expect(page.locator('[data-finder-region]:visible h3')).toContainText(region.name);

    // A reload restores the search from the URL.
    await page.reload();
    await expect(page.getByLabel('Województwo')).toHaveValue(region.slug);
    await expect(stores(page)).toHaveCount(inRegion);

    // Nothing found: a clear line, no empty region headings, "0 salonów".
    await page.getByLabel('Miasto').fill('Zzyzx');
    await expect(stores(page)).toHaveCount(0);
    await expect(page.locator('[data-finder-none]')).toBeVisible();
    await expect(page.locator('[data-finder-region]:visible')).toHaveCount(0);
    await expect(status).toHaveText('0 salonów');
    await expectNoAxeViolations(page);
  });

  test('matches a city without its diacritics, in German too', async ({ page }) => {
    await page.goto(`${LOCAL}/de/showrooms/`);
    await page.getByLabel('Stadt').fill('lodz');
    await expect(stores(page).first()).toContainText('Łódź');
    for (const text of await stores(page).locator('address').allTextContents()) expect(text).toContain('Łódź');
  });
});

test('news: oldest first on request, kept in the URL across a reload', async ({ page }) => {
  await page.goto(`${LOCAL}/pl/aktualnosci/`);
  const dates = () =>
    page.locator('[data-news-items] time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
  const latest = await dates();
  expect(latest.length).toBeGreaterThan(3);
  expect([...latest].sort().reverse()).toEqual(latest);
  await page.getByLabel('Sortuj').selectOption('oldest');
  expect(await dates()).toEqual([...latest].reverse());
  await expect(page).toHaveURL(/\?sort=oldest$/);
  await page.reload();
  await expect(page.getByLabel('Sortuj')).toHaveValue('oldest');
  expect(await dates()).toEqual([...latest].reverse());
  await page.getByLabel('Sortuj').selectOption('latest');
  expect(await dates()).toEqual(latest);
  await expect(page).toHaveURL(/aktualnosci\/$/);
});

test('designer: 4 collections first, 4 more per click, focus on the first one added', async ({ page, request }) => {
  const designer = (await apiList(request, 'pl', '/api/designers/marta-jablonska')) as unknown as { collections: unknown[] };
  const total = designer.collections.length;
  expect(total).toBeGreaterThan(4);
  await page.goto(`${LOCAL}/pl/projektanci/marta-jablonska/`);
  const cards = page.locator('#designer-collections > li:visible');
  await expect(cards).toHaveCount(4);
  const more = page.locator('[data-step-more]');
  await expect(more).toHaveText(`Pokaż więcej kolekcji (${total - 4})`);
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(Math.min(8, total));
  await expect(page.locator('#designer-collections > li').nth(4).getByRole('link')).toBeFocused();
  if (total <= 8) await expect(more).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Wróć do listy projektantów' })).toHaveAttribute('href', '/pl/projektanci/');
});

test('designer collections without JavaScript: all of them, no button', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${LOCAL}/pl/projektanci/marta-jablonska/`);
  expect(await page.locator('#designer-collections > li:visible').count()).toBeGreaterThan(4);
  await expect(page.locator('[data-step-more]')).toBeHidden();
  await context.close();
});

test.describe('breadcrumb popup', () => {
  test('the last crumb lists up to 40 collections by position; Escape closes it and returns focus', async ({ page, request }) => {
    const collections = await apiList(request, 'pl', '/api/product_collections?itemsPerPage=40&order[position]=asc');
    await page.goto(`${LOCAL}/pl/kolekcje/`);
    const toggle = page.locator('.breadcrumbs summary');
    await expect(toggle).toContainText('Kolekcje');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const links = page.locator('.crumb-popup__list a');
    await expect(links).toHaveText(collections.map((c) => String(c.name)));
    await expect(links.first()).toHaveAttribute('href', `/pl/kolekcje/${collections[0]?.slug}/`);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(links.first()).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await page.locator('h1').click();
    await expect(links.first()).toBeHidden();
  });

  test('a product list stops at 10, and a page without a popup type has a plain last crumb', async ({ page }) => {
    await page.goto(`${LOCAL}/pl/obsluga-klienta/`);
    await page.locator('.breadcrumbs summary').click();
    await expect(page.locator('.crumb-popup__list a')).toHaveCount(10);
    await page.goto(`${LOCAL}/pl/projektanci/`);
    await expect(page.locator('.breadcrumbs summary')).toHaveCount(0);
    await expect(page.locator('.breadcrumbs [aria-current="page"]')).toHaveText('Projektanci');
  });
});

test('stories and inspirations lists link every published one, and each link opens its page', async ({ page, request }) => {
  for (const [path, api] of [
    ['/pl/historie/', '/api/stories?pagination=false'],
    ['/en/inspirations/', '/api/inspirations?pagination=false'],
  ] as const) {
    const items = await apiList(request, path.slice(1, 3), api);
    expect(items.length).toBeGreaterThan(2);
    await page.goto(`${LOCAL}${path}`);
    const links = page.locator('main .card-grid .teaser__title a');
    await expect(links).toHaveText(items.map((i) => String(i.title)));
    const href = await links.last().getAttribute('href');
    const response = await page.goto(`${LOCAL}${href}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(String(items.at(-1)?.title));
  }
});

test('collection products by name', async ({ page }) => {
  await page.goto(`${LOCAL}/pl/kolekcje/cubo/`);
  const names = await page.locator('[aria-labelledby="collection-products-title"] .product-card__name').allTextContents();
  expect(names.length).toBeGreaterThan(1);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pl')));
});

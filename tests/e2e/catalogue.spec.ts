/**
 * Catalogue lists in a real Chromium (local build, embedded content API): the showroom finder, the news order,
 * designer collections 4 at a time, the breadcrumb popup, the stories and inspirations lists, collection products
 * by name; axe in the states a visitor brings about.
 */
import { axeViolations } from './axe.ts';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { readCollection } from '#src/data/content-protocol.ts';
import { GROW_THROTTLE_MS } from '#src/components/content/scroll-rules.ts';
import { API_DIALECTS_TAG, LOCAL } from './sites.ts';

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page, { include: ['main'] })).toEqual([]);
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
  // The button alone (with reduced motion the list does not also grow as it is scrolled near).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${LOCAL}/pl/projektanci/marta-jablonska/`);
  const cards = page.locator('#designer-collections > li:visible');
  await expect(cards).toHaveCount(4);
  const more = page.locator('[data-step-more]');
  await expect(more).toHaveText(`Pokaż więcej kolekcji (${total - 4})`);
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(Math.min(8, total));
  await expect(page.locator('#designer-collections > li').nth(4).getByRole('link')).toBeFocused();
  if (total <= 8) await expect(more).toBeHidden();
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
    const links = page.locator('.breadcrumbs .popup-list__list a');
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
    await expect(page.locator('.breadcrumbs .popup-list__list a')).toHaveCount(10);
    await page.goto(`${LOCAL}/pl/projektanci/`);
    await expect(page.locator('.breadcrumbs summary')).toHaveCount(0);
    await expect(page.locator('.breadcrumbs [aria-current="page"]')).toHaveText('Projektanci');
  });

  test('open on a phone, the list fits the screen and scrolls inside itself', async ({ page }) => {
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 640 });
      for (const path of ['/pl/aktualnosci/', '/pl/obsluga-klienta/', '/de/aktuelles/']) {
        await page.goto(`${LOCAL}${path}`);
        await page.locator('.breadcrumbs summary').click();
        const list = page.locator('.breadcrumbs .popup-list__list');
        await expect(list).toBeVisible();
        const measured = await list.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return {
            pageWidth: document.documentElement.scrollWidth,
            left: rect.left,
            right: rect.right,
            scrolls: element.scrollHeight <= element.clientHeight || getComputedStyle(element).overflowY === 'auto',
          };
        });
        expect(measured.pageWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
        expect(measured.left, `${path} at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(measured.right, `${path} at ${width} px`).toBeLessThanOrEqual(width);
        expect(measured.scrolls).toBe(true);
      }
    }
  });
});

test('related items: a popup listing the products, opened and closed by keyboard as the breadcrumb popup', async ({ page }) => {
  await page.goto(`${LOCAL}/pl/biuro-hybrydowe/`);
  const block = page.locator('[data-related-type="product"]');
  await expect(block.getByRole('heading', { name: 'Produkty w artykule' })).toBeVisible();
  // A list of products behind a toggle, not a grid of cards.
  await expect(block.locator('.product-card')).toHaveCount(0);
  const toggle = block.locator('summary');
  const links = block.locator('.popup-list__list a');
  await expect(links.first()).toBeHidden();
  const count = await links.count();
  expect(count).toBeGreaterThan(2);
  await expect(toggle).toContainText(`(${count})`);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(links.first()).toBeVisible();
  await expect(links.first()).toHaveAttribute('href', /^\/pl\/produkty\/.+\/$/);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(links.first()).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(links.first()).toBeVisible();
  await page.locator('h1').click();
  await expect(links.first()).toBeHidden();
  // On a phone the open list fits the screen.
  await page.setViewportSize({ width: 375, height: 700 });
  await toggle.click();
  const box = await block.locator('.popup-list__list').boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 375).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
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

test.describe('patterns', () => {
  type ApiPattern = { category: { slug: string }; priceGroup: { id: number }; colors: { id: number }[] };
  const visible = (page: Page) => page.locator('[data-pattern]:visible');

  test('one category at a time from ?category, an unknown or missing one corrected to the first in place', async ({
    page,
    request,
  }) => {
    const patterns = (await apiList(request, 'pl', '/api/patterns?pagination=false')) as unknown as ApiPattern[];
    const leather = patterns.filter((p) => p.category.slug === 'skory').length;
    await page.goto(`${LOCAL}/pl/wzornik/?category=skory`);
    await expect(visible(page)).toHaveCount(leather);
    await expect(page.locator('[data-patterns-status]')).toHaveText(`${leather} wzorników`);
    await expect(page.getByRole('link', { name: /^Skóry/ })).toHaveAttribute('aria-current', 'true');

    for (const search of ['?category=zzz', '']) {
      await page.goto(`${LOCAL}/pl/wzornik/${search}`);
      await expect(page).toHaveURL(/\/pl\/wzornik\/\?category=tkaniny$/);
      expect(await page.evaluate(() => history.length)).toBe(search ? 3 : 4); // replaced, not pushed
      await expect(page.locator('[data-group="tkaniny"]')).toBeVisible();
      await expect(page.locator('[data-group]:visible')).toHaveCount(1);
    }
    await expectNoAxeViolations(page);
  });

  test('category links keep history; price group and colour narrow the category; 8 patterns a page', async ({
    page,
    request,
  }) => {
    const patterns = (await apiList(request, 'pl', '/api/patterns?pagination=false')) as unknown as ApiPattern[];
    const fabrics = patterns.filter((p) => p.category.slug === 'tkaniny');
    expect(fabrics.length).toBeGreaterThan(16);
    // The button alone (with reduced motion the list does not also grow as it is scrolled near).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${LOCAL}/pl/wzornik/?category=tkaniny`);
    await expect(visible(page)).toHaveCount(8);
    const more = page.locator('[data-patterns-more]');
    await expect(more).toHaveText(`Pokaż więcej (${fabrics.length - 8})`);
    await more.click();
    await expect(visible(page)).toHaveCount(16);
    await expect(visible(page).nth(8).locator('h3')).toBeFocused();
    await more.click();
    await expect(visible(page)).toHaveCount(fabrics.length);
    await expect(more).toBeHidden();

    await page.getByRole('link', { name: /^Laminaty/ }).click();
    await expect(page).toHaveURL(/\?category=laminaty$/);
    await expect(page.locator('[data-group]:visible')).toHaveAttribute('data-group', 'laminaty');
    await page.goBack();
    await expect(page).toHaveURL(/\?category=tkaniny$/);
    await expect(page.locator('[data-group]:visible')).toHaveAttribute('data-group', 'tkaniny');

    const group = fabrics[0]?.priceGroup.id as number;
    await page.getByLabel('Grupa cenowa').selectOption(String(group));
    await expect(page).toHaveURL(new RegExp(`category=tkaniny&priceGroup=${group}$`));
    const inGroup = fabrics.filter((p) => p.priceGroup.id === group);
    await expect(visible(page)).toHaveCount(Math.min(8, inGroup.length));
    const colour = inGroup[0]?.colors[0]?.id as number;
    await page.locator(`input[name="color"][value="${colour}"]`).check();
    await expect(visible(page)).toHaveCount(Math.min(8, inGroup.filter((p) => p.colors.some((c) => c.id === colour)).length));
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.locator(`input[name="color"][value="${colour}"]`)).toBeChecked();
    await expect(page.getByLabel('Grupa cenowa')).toHaveValue(String(group));
  });

  test('a dropdown picks the category on a tablet; without JavaScript every category is listed', async ({ page, browser }) => {
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.goto(`${LOCAL}/de/materialien/`);
    await expect(page.locator('.patterns__nav-list')).toBeHidden();
    const select = page.getByLabel('Kategorie', { exact: true });
    await select.selectOption({ index: 1 });
    const slug = await select.inputValue();
    await expect(page).toHaveURL(new RegExp(`\\?category=${slug}$`));
    await expect(page.locator('[data-group]:visible')).toHaveAttribute('data-group', slug);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(`${LOCAL}/pl/wzornik/?category=skory`);
    expect(await noJs.locator('[data-group]:visible').count()).toBeGreaterThan(3);
    await expect(noJs.locator('.patterns__browse')).toBeHidden();
    await context.close();
  });
});

test.describe('lists that grow on scroll', () => {
  /** Scrolls so that `selector` sits `below` px under the bottom of the viewport. */
  const bringNear = (page: Page, selector: string, below: number) =>
    page.locator(selector).evaluate((element, gap) => {
      window.scrollTo({
        top: element.getBoundingClientRect().top + window.scrollY - window.innerHeight - gap,
        behavior: 'instant',
      });
    }, below);

  test('designer collections and patterns load more as the end of the list nears, at most once a second, focus left alone', async ({
    page,
    request,
  }) => {
    const designer = (await apiList(request, 'pl', '/api/designers/marta-jablonska')) as unknown as { collections: unknown[] };
    await page.goto(`${LOCAL}/pl/projektanci/marta-jablonska/`);
    const collections = page.locator('#designer-collections > li:visible');
    await expect(collections).toHaveCount(4);
    // 400 px below the viewport: not yet; 250 px: within the 300 px margin.
    await bringNear(page, '[data-step-more]', 400);
    await page.waitForTimeout(600);
    await expect(collections).toHaveCount(4);
    await bringNear(page, '[data-step-more]', 250);
    await expect(collections).toHaveCount(Math.min(8, designer.collections.length));
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    // Patterns: 8 more at a time, at most once a second, the button still there for keyboard users.
    const all = (await apiList(request, 'pl', '/api/patterns?pagination=false')) as unknown as { category: { slug: string } }[];
    const fabrics = all.filter((p) => p.category.slug === 'tkaniny').length;
    expect(fabrics).toBeGreaterThan(16);
    await page.goto(`${LOCAL}/pl/wzornik/?category=tkaniny`);
    const patterns = page.locator('[data-pattern]:visible');
    await expect(patterns).toHaveCount(8);
    // The page notes when each growth happens: the test's own polling would see it up to half a second late.
    await page.evaluate(() => {
      const grownAt: number[] = [];
      (window as unknown as { grownAt: number[] }).grownAt = grownAt;
      new MutationObserver(() => grownAt.push(performance.now())).observe(
        document.querySelector('[data-patterns-more] [data-count]') as Node,
        { childList: true, characterData: true, subtree: true },
      );
    });
    await bringNear(page, '[data-patterns-more]', 100);
    await expect(patterns).toHaveCount(16);
    await expect(page.locator('[data-patterns-more]')).toBeVisible();
    await bringNear(page, '[data-patterns-more]', 100);
    await expect(patterns).toHaveCount(Math.min(24, fabrics), { timeout: 5000 });
    const grownAt = await page.evaluate(() => (window as unknown as { grownAt: number[] }).grownAt);
    expect(grownAt).toHaveLength(2);
    // Each time is taken once that growth's render is done, and renders vary by some milliseconds on a busy
    // machine: 50 ms of slack. Unthrottled, the second growth would follow the test's scroll at once, within
    // a few hundred milliseconds of the first.
    expect((grownAt[1] ?? 0) - (grownAt[0] ?? 0)).toBeGreaterThanOrEqual(GROW_THROTTLE_MS - 50);
    await expectNoAxeViolations(page);
  });

  test('with reduced motion nothing grows by itself: the button does it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${LOCAL}/pl/wzornik/?category=tkaniny`);
    const patterns = page.locator('[data-pattern]:visible');
    await bringNear(page, '[data-patterns-more]', 100);
    await page.waitForTimeout(1500);
    await expect(patterns).toHaveCount(8);
    await page.locator('[data-patterns-more]').click();
    await expect(patterns).toHaveCount(16);
  });
});

test.describe('realizations by category', () => {
  type Teaser = { slug: string; category: { slug: string; name: string } | null };
  const cards = (page: Page) => page.locator('[data-step-list] > li:visible');

  const byCategory = async (request: APIRequestContext, locale: string) => {
    const realizations = (await apiList(request, locale, '/api/realizations?pagination=false')) as unknown as Teaser[];
    const categories = (await apiList(request, locale, '/api/realization_categories')) as unknown as {
      slug: string;
      name: string;
    }[];
    const counts = categories
      .map((c) => ({ ...c, count: realizations.filter((r) => r.category?.slug === c.slug).length }))
      .filter((c) => c.count > 0);
    return { total: realizations.length, counts };
  };

  test('the categories with their counts narrow the list, in the URL: back, forward, reload, an unknown one', async ({
    page,
    request,
  }) => {
    const { total, counts } = await byCategory(request, 'pl');
    expect(counts.length).toBeGreaterThan(1);
    const big = counts.reduce((a, b) => (b.count > a.count ? b : a));
    expect(big.count).toBeGreaterThan(3);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${LOCAL}/pl/realizacje/`);
    const nav = page.getByRole('navigation', { name: 'Kategorie realizacji' });
    await expect(nav.getByRole('link')).toHaveText([`Wszystkie (${total})`, ...counts.map((c) => `${c.name} (${c.count})`)]);
    await expect(nav.getByRole('link', { name: /^Wszystkie/ })).toHaveAttribute('aria-current', 'true');
    await expect(cards(page)).toHaveCount(3);

    // From the keyboard: the category's first 3, its "more" with what is left, a status line for screen readers.
    await nav.getByRole('link', { name: new RegExp(`^${big.name}`) }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/pl/realizacje/\\?category=${big.slug}$`));
    await expect(cards(page)).toHaveCount(3);
    for (const category of await cards(page).evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.category)))
      expect(category).toBe(big.slug);
    await expect(nav.getByRole('link', { name: new RegExp(`^${big.name}`) })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('[data-realizations-status]')).toHaveText(`${big.count} realizac${big.count < 5 ? 'je' : 'ji'}`);
    const more = page.locator('[data-step-more]');
    await expect(more).toHaveText(`Zobacz więcej realizacji (${big.count - 3})`);
    await more.click();
    await expect(cards(page)).toHaveCount(big.count);
    await expect(more).toBeHidden();
    await expectNoAxeViolations(page);

    // A category of few: no button.
    const small = counts.find((c) => c.count <= 3) ?? counts[0];
    await nav.getByRole('link', { name: new RegExp(`^${small?.name}`) }).click();
    await expect(cards(page)).toHaveCount(Math.min(3, small?.count ?? 0));
    if ((small?.count ?? 0) <= 3) await expect(more).toBeHidden();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?category=${big.slug}$`));
    await expect(cards(page)).toHaveCount(3);
    await page.goBack();
    await expect(page).toHaveURL(/\/pl\/realizacje\/$/);
    await expect(cards(page)).toHaveCount(3);
    await expect(more).toHaveText(`Zobacz więcej realizacji (${total - 3})`);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`\\?category=${big.slug}$`));

    await page.reload();
    await expect(nav.getByRole('link', { name: new RegExp(`^${big.name}`) })).toHaveAttribute('aria-current', 'true');
    await expect(more).toHaveText(`Zobacz więcej realizacji (${big.count - 3})`);

    await page.goto(`${LOCAL}/pl/realizacje/?category=nie-ma-takiej`);
    await expect(page).toHaveURL(/\/pl\/realizacje\/$/);
    await expect(cards(page)).toHaveCount(3);
  });

  test('grow on scroll; German labels; without JavaScript every realization and no categories', async ({
    page,
    request,
    browser,
  }) => {
    const { total, counts } = await byCategory(request, 'de');
    await page.goto(`${LOCAL}/de/referenzen/`);
    const nav = page.getByRole('navigation', { name: 'Kategorien der Referenzen' });
    await expect(nav.getByRole('link').first()).toHaveText(`Alle (${total})`);
    await expect(nav.getByRole('link')).toHaveCount(counts.length + 1);
    await expect(cards(page)).toHaveCount(3);
    await page.locator('[data-step-more]').evaluate((button) =>
      window.scrollTo({
        top: button.getBoundingClientRect().top + window.scrollY - window.innerHeight - 100,
        behavior: 'instant',
      }),
    );
    await expect(cards(page)).toHaveCount(total);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(`${LOCAL}/pl/realizacje/?category=biura`);
    await expect(noJs.locator('.realization-categories')).toBeHidden();
    await expect(cards(noJs)).toHaveCount((await byCategory(request, 'pl')).total);
    await context.close();
  });
});

test('job offers open and close from the keyboard (native disclosure)', async ({ page }) => {
  await page.goto(`${LOCAL}/pl/kariera/`);
  const offer = page.locator('.job details').first();
  const summary = offer.locator('summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(offer).toHaveAttribute('open', '');
  await expect(offer.locator('.job__body')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(offer).not.toHaveAttribute('open', '');
});

test.describe('category page', () => {
  // Relative to the project's site (the api-dialect-4 project serves the same build against another API).
  const SEATING = '/pl/produkty/siedziska/';
  const cards = (page: Page) => page.locator('.product-card:visible');
  const productCalls = (page: Page) => {
    const calls: URLSearchParams[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/products') calls.push(url.searchParams);
    });
    return calls;
  };
  async function apiTotal(request: APIRequestContext, query: string): Promise<number> {
    const url = `/api/products?${query}`;
    const response = await request.get(url, { headers: { Accept: 'application/ld+json', 'Accept-Locale': 'pl' } });
    return readCollection(await response.json(), url).total ?? Number.NaN;
  }
  /** The page's category and sub-categories, as the products call names them. */
  async function categoryIds(page: Page): Promise<number[]> {
    return JSON.parse((await page.locator('[data-category-products]').getAttribute('data-category-ids')) ?? '[]');
  }
  const scopeOf = (ids: number[]) => ids.map((id) => `categories[]=${id}`).join('&');

  test('a filter narrows the list at once, is kept in the URL and survives reload, back and forward', {
    tag: API_DIALECTS_TAG,
  }, async ({ page, request }) => {
    const calls = productCalls(page);
    await page.goto(SEATING);
    await expect(cards(page)).toHaveCount(36);
    const categories = await categoryIds(page);
    const scope = scopeOf(categories);

    const base = page.getByLabel('Podstawa');
    const slug = await base.locator('option').nth(1).getAttribute('value');
    await base.selectOption(String(slug));
    const total = await apiTotal(request, `${scope}&options[]=${slug}&itemsPerPage=1`);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(44);
    await expect(page.locator('.category-products__status')).toHaveText(
      `${total} produkt${total === 1 ? '' : [2, 3, 4].includes(total % 10) && ![12, 13, 14].includes(total % 100) ? 'y' : 'ów'}`,
    );
    await expect(cards(page)).toHaveCount(Math.min(36, total));
    await expect(page).toHaveURL(new RegExp(`\\?options%5B\\d+%5D=${slug}$`));
    const call = calls.at(-1) as URLSearchParams;
    expect(call.getAll('options[]')).toEqual([slug]);
    expect(call.getAll('categories[]').map(Number)).toEqual(categories);
    expect(call.getAll('order[collection.position]')).toEqual(['asc']);
    expect(call.getAll('order[name]')).toEqual(['asc']);
    expect(call.get('itemsPerPage')).toBe('37');
    expect(call.get('page')).toBe('1');

    // A checkbox narrows further (every criterion must hold).
    const box = page.locator('input[name="checkboxs[]"]').first();
    await box.check();
    const both = await apiTotal(
      request,
      `${scope}&options[]=${slug}&checkboxs[]=${await box.getAttribute('value')}&itemsPerPage=1`,
    );
    await expect(cards(page)).toHaveCount(both);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(base).toHaveValue(String(slug));
    await expect(box).toBeChecked();
    await expect(cards(page)).toHaveCount(both);

    await page.goBack();
    await expect(box).not.toBeChecked();
    await expect(cards(page)).toHaveCount(Math.min(36, total));
    await page.goBack();
    await expect(base).toHaveValue('');
    await expect(cards(page)).toHaveCount(36);
    await page.goForward();
    await expect(cards(page)).toHaveCount(Math.min(36, total));

    await page.getByRole('button', { name: 'Wyczyść filtry' }).click();
    await expect(base).toHaveValue('');
    await expect(cards(page)).toHaveCount(36);
    await expect(page).toHaveURL(SEATING);
  });

  test('load more fetches every remaining product and appends them; focus goes to the first one added', {
    tag: API_DIALECTS_TAG,
  }, async ({ page, request }) => {
    const calls = productCalls(page);
    await page.goto(SEATING);
    const total = await apiTotal(request, `${scopeOf(await categoryIds(page))}&itemsPerPage=1`);
    expect(total).toBeGreaterThan(36);
    const first36 = await cards(page).locator('.product-card__name').allTextContents();
    const more = page.getByRole('button', { name: `Załaduj więcej produktów (${total - 36})` });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(total);
    expect(calls.at(-1)?.get('pagination')).toBe('false');
    expect(calls.at(-1)?.get('itemsPerPage')).toBeNull();
    const all = await cards(page).locator('.product-card__name').allTextContents();
    expect(all.slice(0, 36)).toEqual(first36);
    expect(new Set(all).size).toBe(total);
    await expect(cards(page).nth(36).getByRole('link')).toBeFocused();
    await expect(page.getByRole('button', { name: /Załaduj więcej/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a failed call says so and a retry recovers; without JavaScript every product is still linked', async ({
    page,
    browser,
  }) => {
    await page.route('**/api/products?**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":503}' }),
    );
    await page.goto(SEATING);
    await page.getByRole('button', { name: /Załaduj więcej/ }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Nie udało się wczytać produktów.');
    await expect(cards(page)).toHaveCount(36);
    await page.unroute('**/api/products?**');
    await alert.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await expect(cards(page)).toHaveCount(44);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(SEATING);
    await expect(noJs.locator('.filters')).toBeHidden();
    expect((await noJs.locator('.product-card').count()) + (await noJs.locator('.products__rest a').count())).toBe(44);
    await context.close();
  });

  test('the category PDF downloads from the content API', async ({ page }) => {
    await page.goto(`${LOCAL}/pl/produkty/siedziska/krzesla-biurowe/fotele-gabinetowe/`);
    const link = page.getByRole('link', { name: /Pobierz PDF/ });
    await expect(link).toHaveAttribute('href', /^\/api\/products\/pdf\/\d+$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const bytes = await (await import('node:fs/promises')).readFile((await download.path()) as string);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the grid has 6 / 3 / 2 / 1 columns at 1280 / 1000 / 600 / 360 px', async ({ page }) => {
    await page.goto(SEATING);
    for (const [width, columns] of [
      [1280, 6],
      [1000, 3],
      [600, 2],
      [360, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const tops = await cards(page).evaluateAll((els) => els.slice(0, 7).map((e) => Math.round(e.getBoundingClientRect().top)));
      expect(tops.filter((top) => top === tops[0]).length, `${width}px`).toBe(columns);
    }
  });
});

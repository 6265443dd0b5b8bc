/**
 * The page chrome in a real browser: header states (scrolled, forced dark, exclusive panels), megamenu keyboard
 * use, mobile overlay, language switcher, search modal, basket panel, footer, no-JS baseline, axe, the header's
 * JavaScript budget, and (CHROME_SCREENSHOTS=1) the screenshots in docs/screenshots/.
 *
 * Sites as in pages.spec.ts (dev/e2e-sites.ts, tests/e2e/sites.ts): local, live eu and live pl; the
 * E2E_LOCAL_URL / E2E_EU_URL / E2E_PL_URL variables point the tests at other servers of the same builds.
 */
import { gzipSync } from 'node:zlib';
import { axeViolations } from './axe.ts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { LOCAL, EU, PL } from './sites.ts';
import { BASKET_FILES } from '../fixtures/basket.ts';

const MOBILE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

interface MenuItem {
  id: number;
  name: string;
  url: string;
  target: string | null;
  cssClass: string | null;
  children: MenuItem[];
}

const BASKET = BASKET_FILES;

/** Opens a page and waits until the header controller (and any island) has taken over. */
async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

async function withBasket(page: Page, url: string, files: unknown[] = BASKET): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('basket', value), JSON.stringify(files));
  await open(page, url);
}

const headerEl = (page: Page) => page.locator('header[data-header]');
const megaSummary = (page: Page, index = 0) => page.locator('details[data-mega] > summary').nth(index);
const basketToggle = (page: Page) => page.locator('[data-basket-toggle]');
const menuToggle = (page: Page) => page.locator('[data-menu-toggle]');

async function menus(page: Page, locale: string): Promise<Record<string, MenuItem[]>> {
  const response = await page.request.get(`${LOCAL}/api/menus`, {
    headers: { 'Accept-Locale': locale, Accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  const list = (await response.json()) as { name: string; children: MenuItem[] }[];
  return Object.fromEntries(list.map((m) => [m.name, m.children]));
}

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children)]);

async function sitemapUrls(page: Page, origin: string, locale: string): Promise<string[]> {
  const xml = await (await page.request.get(`${origin}/sitemap-${locale}.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
}

async function productIds(page: Page, locale: string): Promise<Map<number, string>> {
  const response = await page.request.get(`${LOCAL}/api/search?phrase=%20&pagination=false`, {
    headers: { 'Accept-Locale': locale, Accept: 'application/ld+json' },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { 'hydra:member': { id: number; objectType: string; slug: string }[] };
  return new Map(body['hydra:member'].filter((i) => i.objectType === 'Product').map((i) => [i.id, i.slug]));
}

async function axe(page: Page, state: string): Promise<void> {
  expect(await axeViolations(page, { include: ['header', 'footer'] }), state).toEqual([]);
}

const activeMatches = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

test.describe('header states', () => {
  test.use({ viewport: DESKTOP });

  test('scrolling past 45 px fixes the header, compact with a smaller logo, and back', async ({ page }) => {
    await open(page, `${LOCAL}/pl/`);
    const header = headerEl(page);
    const frame = page.locator('[data-header-frame]');
    const logoWidth = () => page.locator('header .logo svg').evaluate((el) => el.getBoundingClientRect().width);
    const fullLogo = await logoWidth();
    const slot = await header.evaluate((el) => el.getBoundingClientRect().height);
    await expect(header).not.toHaveAttribute('data-scrolled');

    await page.evaluate(() => window.scrollTo(0, 45));
    await page.waitForTimeout(250);
    await expect(header).not.toHaveAttribute('data-scrolled');

    await page.evaluate(() => window.scrollTo(0, 46));
    await expect(header).toHaveAttribute('data-scrolled', '');
    await expect(frame).toHaveCSS('position', 'fixed');
    await expect(frame).toHaveCSS('top', '0px');
    expect(await logoWidth()).toBeLessThan(fullLogo);
    // The header keeps its place in the page: nothing below it moves.
    expect(await header.evaluate((el) => el.getBoundingClientRect().height)).toBeCloseTo(slot, 0);

    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(frame).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled');
    await expect(frame).toHaveCSS('position', 'relative');
    expect(await logoWidth()).toBeCloseTo(fullLogo, 0);
  });

  test('opening the megamenu forces the dark mode; closing returns to light', async ({ page }) => {
    await open(page, `${LOCAL}/pl/`);
    const header = headerEl(page);
    await expect(header).toHaveAttribute('data-theme', 'light');
    const lightBg = await page.locator('[data-header-frame]').evaluate((el) => getComputedStyle(el).backgroundColor);
    await megaSummary(page).click();
    await expect(header).toHaveAttribute('data-theme', 'dark');
    await expect(header).toHaveAttribute('data-panel', 'megamenu');
    await expect(megaSummary(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('details[data-mega][open] .mega__panel')).toBeVisible();
    await expect
      .poll(() => page.locator('[data-header-frame]').evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe(lightBg);
    // A click outside closes it.
    await page.mouse.click(700, 880);
    await expect(header).toHaveAttribute('data-theme', 'light');
    await expect(megaSummary(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('details[data-mega][open]')).toHaveCount(0);
  });

  test('basket, megamenu and mobile menu are mutually exclusive (desktop)', async ({ page }) => {
    await withBasket(page, `${LOCAL}/pl/`);
    const header = headerEl(page);
    await megaSummary(page).click();
    await expect(page.locator('details[data-mega][open]')).toHaveCount(1);

    await basketToggle(page).click();
    await expect(header).toHaveAttribute('data-panel', 'basket');
    await expect(page.locator('details[data-mega][open]')).toHaveCount(0);
    await expect(page.locator('[data-basket-panel]')).toBeVisible();
    await expect(basketToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(header).toHaveAttribute('data-theme', 'dark');

    await megaSummary(page, 1).click();
    await expect(header).toHaveAttribute('data-panel', 'megamenu');
    await expect(page.locator('[data-basket-panel]')).toBeHidden();
    await expect(basketToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('details[data-mega][open]')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(header).toHaveAttribute('data-panel', 'none');
    await expect(header).toHaveAttribute('data-theme', 'light');
  });

  test('basket and mobile menu are mutually exclusive (375 px)', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await withBasket(page, `${LOCAL}/pl/`);
    const header = headerEl(page);
    const nav = page.locator('[data-nav-panel]');

    await menuToggle(page).click();
    await expect(header).toHaveAttribute('data-panel', 'mobile');
    await expect(nav).toBeVisible();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');

    await basketToggle(page).click();
    await expect(header).toHaveAttribute('data-panel', 'basket');
    await expect(nav).toBeHidden();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-basket-panel]')).toBeVisible();

    await menuToggle(page).click();
    await expect(header).toHaveAttribute('data-panel', 'mobile');
    await expect(page.locator('[data-basket-panel]')).toBeHidden();
    await expect(nav).toBeVisible();

    // The files basket entry of the mobile menu opens the basket in its place, with focus in the panel.
    await nav.locator('[data-basket-open]').click();
    await expect(header).toHaveAttribute('data-panel', 'basket');
    await expect(nav).toBeHidden();
    expect(await activeMatches(page, '[data-basket-panel]')).toBe(true);
  });
});

test.describe('megamenu and mobile menu', () => {
  test('keyboard only: Tab, Enter, arrows, Home/End and Esc through the megamenu', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, `${LOCAL}/pl/`);
    const header = headerEl(page);
    await page.locator('header .logo').focus();
    await page.keyboard.press('Tab');
    const first = megaSummary(page);
    await expect(first).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(header).toHaveAttribute('data-theme', 'dark');

    const panel = page.locator('details[data-mega][open] .mega__panel');
    const links = panel.locator('a[href]');
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(links.first()).toBeFocused();
    // Right: the first link of the next column (the first category group).
    await page.keyboard.press('ArrowRight');
    await expect(panel.locator('.mega__group').first().locator('a[href]').first()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(first).toBeFocused();

    // Esc closes and leaves focus on the item.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toBeFocused();
    await expect(header).toHaveAttribute('data-theme', 'light');

    // Left/Right move across the top-level items.
    const topLevel = page.locator('[data-menu-bar] > li:visible > a, [data-menu-bar] > li:visible > details > summary');
    await page.keyboard.press('ArrowRight');
    await expect(topLevel.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(first).toBeFocused();
    await page.keyboard.press('End');
    await expect(topLevel.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();

    // Down opens a closed megamenu; Tab walks its links and leaving it closes it.
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(links.first()).toBeFocused();
    const count = await links.count();
    for (let i = 1; i < count; i++) await page.keyboard.press('Tab');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(topLevel.nth(1)).toBeFocused();
    await expect(page.locator('details[data-mega][open]')).toHaveCount(0);
    await expect(header).toHaveAttribute('data-panel', 'none');
  });

  test('mobile overlay: dropdowns, nested dropdowns, focus trap, Esc, and the page behind inert', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await open(page, `${LOCAL}/pl/`);
    const nav = page.locator('[data-nav-panel]');
    await expect(nav).toBeHidden();
    await menuToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
    await expect(page.locator('main')).toHaveJSProperty('inert', true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    // Links to the download centre and the files basket.
    await expect(nav.locator('.main-nav__item--service a[href="/pl/pliki/"]')).toBeVisible();
    await expect(nav.locator('[data-basket-open]')).toBeVisible();

    // Dropdown, then a nested dropdown (a category group).
    const dropdown = nav.locator('details[data-mega]').first();
    await dropdown.locator('summary').click();
    await expect(dropdown.locator('summary')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('header')).toHaveAttribute('data-panel', 'mobile');
    const group = dropdown.locator('[data-mega-group]').first();
    const groupLinks = group.locator('.mega__links');
    await expect(groupLinks).toBeHidden();
    await group.locator('[data-group-toggle]').click();
    await expect(group.locator('[data-group-toggle]')).toHaveAttribute('aria-expanded', 'true');
    await expect(groupLinks).toBeVisible();

    // Tab never leaves the toggle and the overlay.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const a = document.activeElement;
        return !!a && (a.matches('[data-menu-toggle]') || !!a.closest('[data-nav-panel]'));
      });
      expect(inside, `Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await activeMatches(page, '[data-menu-toggle], [data-nav-panel] *')).toBe(true);

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main')).toHaveJSProperty('inert', false);
  });

  test('menu items honour target, nofollow and the separator and secondary classes', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const all = await menus(page, 'pl');
    await open(page, `${LOCAL}/pl/`);
    const main = flatten(all.main_menu ?? []);
    const has = (item: MenuItem, cls: string) => new RegExp(`\\b${cls}\\b`).test(item.cssClass ?? '');
    const nofollow = main.filter((i) => has(i, 'nofollow'));
    const blank = main.filter((i) => i.target === '_blank');
    expect(nofollow.length, 'the catalogue has nofollow items').toBeGreaterThan(0);
    expect(blank.length, 'the catalogue has new-tab items').toBeGreaterThan(0);
    expect(main.some((i) => has(i, 'additional'))).toBe(true);
    expect(main.some((i) => has(i, 'hr'))).toBe(true);

    // Every rendered menu link, by the item name it shows (its first text node).
    const rendered = async (scope: string) =>
      page.locator(scope).evaluateAll((links) =>
        links.map((a) => ({
          name: (a.firstChild?.textContent ?? '').trim(),
          rel: a.getAttribute('rel'),
          target: a.getAttribute('target'),
          li: a.closest('li')?.className ?? '',
        })),
      );
    const links = await rendered('header nav.main-nav a');
    const linkOf = (item: MenuItem) => {
      const found = links.find((l) => l.name === item.name);
      expect(found, item.name).toBeTruthy();
      return found as (typeof links)[number];
    };
    for (const item of main) {
      const link = linkOf(item);
      const rel = link.rel?.split(' ') ?? [];
      expect(rel.includes('nofollow'), `${item.name} nofollow`).toBe(has(item, 'nofollow'));
      expect(link.target, `${item.name} target`).toBe(item.target === '_blank' ? '_blank' : null);
      if (item.target === '_blank') expect(rel, item.name).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      if (has(item, 'additional')) expect(link.li, `${item.name} additional`).toContain('is-additional');
      if (has(item, 'hr')) expect(link.li, `${item.name} separator`).toContain('has-separator');
    }
    // A new-tab item says so to screen readers.
    const firstBlank = page.locator('header nav.main-nav a[target="_blank"]').first();
    await expect(firstBlank.locator('.visually-hidden')).toHaveText(/nowej karcie/);

    // The footer menus honour them too.
    const footer = await rendered('footer nav a, footer .site-footer__legal a');
    for (const item of flatten([...(all.footer_top ?? []), ...(all.footer_bottom ?? [])])) {
      const link = footer.find((l) => l.name === item.name);
      if (!link) continue;
      expect((link.rel?.split(' ') ?? []).includes('nofollow'), `footer ${item.name}`).toBe(has(item, 'nofollow'));
      expect(link.target, `footer ${item.name}`).toBe(item.target === '_blank' ? '_blank' : null);
    }
  });

  test('the Polish site shows the external shop link (new tab, safe rel); English does not', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const url of [`${LOCAL}/pl/`, `${PL}/`]) {
      await open(page, url);
      const shop = page.locator('header [data-shop-link]');
      await expect(shop, url).toBeVisible();
      await expect(shop).toHaveAttribute('target', '_blank');
      await expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.locator('header .options a[href$="/pliki/"]')).toBeVisible();
    }
    for (const url of [`${LOCAL}/en/`, `${EU}/en/`]) {
      await open(page, url);
      await expect(page.locator('header [data-shop-link]'), url).toHaveCount(0);
      await expect(page.locator('header .options a[href$="/files/"]')).toBeVisible();
    }
  });
});

test.describe('header at every desktop width', () => {
  // French is built for the live eu domain only.
  const HOMES: [string, string][] = [
    ...['pl', 'en', 'de', 'cz', 'ru', 'no'].map((l): [string, string] => [l, `${LOCAL}/${l}/`]),
    ['fr', `${EU}/fr/`],
  ];
  for (const width of [1024, 1280, 1440]) {
    test(`${width} px: the menu is one row inside the page, and what does not fit is under "more"`, async ({ page }) => {
      test.setTimeout(120_000); // seven locales
      await page.setViewportSize({ width, height: 800 });
      for (const [locale, home] of HOMES) {
        const top = (await menus(page, locale)).main_menu ?? [];
        await open(page, home);
        const row = await page.locator('.main-nav__list > li').evaluateAll((items) =>
          items
            .filter((li) => getComputedStyle(li).display !== 'none')
            .map((li) => {
              const box = li.getBoundingClientRect();
              const link = li.querySelector('a, summary');
              return { name: (link?.firstChild?.textContent ?? '').trim(), top: Math.round(box.top), right: box.right };
            }),
        );
        const nav = await page.locator('.site-header__nav').evaluate((el) => el.getBoundingClientRect().right);
        expect(new Set(row.map((r) => r.top)).size, `${locale}: one row`).toBe(1);
        for (const item of row) expect(item.right, `${locale}: ${item.name} inside the row`).toBeLessThanOrEqual(nav + 0.5);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

        const onRow = new Set(row.map((r) => r.name));
        const more = page.locator('.main-nav__more > details > summary');
        const folded = top.filter((item) => !onRow.has(item.name));
        if (folded.length === 0) {
          await expect(more).toBeHidden();
          continue;
        }
        await more.click();
        await expect(page.locator('#mega-more')).toBeVisible();
        const listed = await page
          .locator('#mega-more .main-nav__more-item')
          .evaluateAll((items) =>
            items.filter((li) => li.checkVisibility()).map((li) => (li.firstElementChild?.firstChild?.textContent ?? '').trim()),
          );
        expect(listed, `${locale}: "more" lists exactly what the row leaves out`).toEqual(folded.map((item) => item.name));
        await page.keyboard.press('Escape');
        await expect(page.locator('#mega-more')).toBeHidden();
      }
    });
  }
});

test.describe('language switcher', () => {
  test.use({ viewport: DESKTOP });

  test('on a product page it leads to the same product in another locale, and home where none exists', async ({ page }) => {
    const urls = await sitemapUrls(page, LOCAL, 'pl');
    const base = `${LOCAL}/pl/produkty/`;
    const product = urls.filter((u) => u.startsWith(base)).reduce((a, b) => (b.split('/').length > a.split('/').length ? b : a));
    await open(page, product);
    const alternates = Object.fromEntries(
      await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
    );
    const toggle = page.locator('details[data-lang] > summary');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const entries = page.locator('#lang-list a');
    await expect(entries).toHaveCount(6);
    const english = page.locator('#lang-list a[hreflang="en"]');
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(english).toHaveText(/English/);
    await expect(page.locator('#lang-list a[hreflang="cs"]')).toHaveText(/Čeština/);
    await expect(page.locator('#lang-list a[hreflang="pl"]')).toHaveAttribute('aria-current', 'true');
    expect(await english.getAttribute('href')).toBe(alternates.en);
    expect(alternates.en).toMatch(/\/en\/products\/.+/);
    await english.click();
    await expect(page).toHaveURL(alternates.en as string);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', alternates.en as string);

    // A product the catalogue leaves out of Russian: the ru entry leads to the Russian home page.
    const pl = await productIds(page, 'pl');
    const ru = await productIds(page, 'ru');
    const missing = [...pl.entries()].find(([id]) => !ru.has(id));
    expect(missing, 'a product missing in ru').toBeTruthy();
    const [, slug] = missing as [number, string];
    const missingUrl = urls.find((u) => u.endsWith(`/${slug}/`)) as string;
    expect(missingUrl).toBeTruthy();
    await open(page, missingUrl);
    await page.locator('details[data-lang] > summary').click();
    const russian = page.locator('#lang-list a[hreflang="ru"]');
    await expect(russian).toHaveAttribute('href', `${LOCAL}/ru/`);
    await expect(russian).toHaveText(/Русский/);
    await russian.click();
    await expect(page).toHaveURL(`${LOCAL}/ru/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('Esc and an outside click close the list', async ({ page }) => {
    await open(page, `${LOCAL}/en/`);
    const toggle = page.locator('details[data-lang] > summary');
    await toggle.click();
    await expect(page.locator('#lang-list')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#lang-list')).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await page.mouse.click(700, 600);
    await expect(page.locator('#lang-list')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('search modal', () => {
  test.use({ viewport: DESKTOP });

  test('submitting goes to the search page of the locale with the trimmed phrase in q', async ({ page }) => {
    await open(page, `${LOCAL}/pl/`);
    const button = page.locator('[data-search-open]');
    await button.click();
    const dialog = page.locator('dialog[data-search-modal]');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-ready', '');
    const input = dialog.locator('input[name="q"]');
    await expect(input).toBeFocused();
    await input.fill('   krzesło obrotowe  ');
    await input.press('Enter');
    await page.waitForURL(/\/pl\/szukaj\/\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('krzesło obrotowe');
    expect(new URL(page.url()).pathname).toBe('/pl/szukaj/');

    // English goes to the English search page; an empty phrase does not submit.
    await open(page, `${LOCAL}/en/`);
    await page.locator('[data-search-open]').click();
    await expect(page.locator('dialog[data-search-modal] input[name="q"]')).toBeFocused();
    await page.keyboard.type('   ');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/en/');
    await page.keyboard.type(' desk ');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?q=desk$/);
    expect(new URL(page.url()).pathname).toMatch(/^\/en\/search\/$/);
  });

  test('Esc closes it after the animation and focus returns to the search button; focus stays inside while open', async ({
    page,
  }) => {
    await open(page, `${LOCAL}/pl/`);
    const button = page.locator('[data-search-open]');
    const dialog = page.locator('dialog[data-search-modal]');
    await button.click();
    await expect(dialog).toHaveAttribute('data-ready', '');
    await expect(button).toHaveAttribute('aria-controls', 'search-modal');

    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[data-search-modal]')), `Tab ${i + 1}`).toBe(
        true,
      );
    }

    // Esc: the ready flag goes at once, the dialog stays open while it animates out and closes 200 ms later.
    await dialog.evaluate((d: HTMLDialogElement) => {
      const seen = { start: 0, ready: true, open: false };
      (window as unknown as { closing: Promise<unknown> }).closing = new Promise((resolve) => {
        document.addEventListener(
          'keydown',
          (e) => {
            if (e.key === 'Escape')
              Object.assign(seen, { start: performance.now(), ready: d.hasAttribute('data-ready'), open: d.open });
          },
          { once: true },
        );
        d.addEventListener('close', () => resolve({ ...seen, delay: performance.now() - seen.start }), { once: true });
      });
    });
    await page.keyboard.press('Escape');
    const timing = (await page.evaluate(() => (window as unknown as { closing: Promise<unknown> }).closing)) as {
      delay: number;
      ready: boolean;
      open: boolean;
    };
    expect(timing.open, 'open while animating out').toBe(true);
    expect(timing.ready, 'ready flag cleared at once').toBe(false);
    expect(timing.delay).toBeGreaterThanOrEqual(190);
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // The close button and a click on the backdrop close it too; the phrase is kept.
    await button.click();
    await page.keyboard.type('sofa');
    await dialog.locator('[data-search-close]').click();
    await expect(dialog).toBeHidden();
    await button.click();
    await expect(dialog.locator('input[name="q"]')).toHaveValue('sofa');
    await page.mouse.click(700, 850);
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('basket panel', () => {
  test.use({ viewport: DESKTOP });

  test('lists the stored files with a count badge, removes them and shows the empty state', async ({ page }) => {
    await withBasket(page, `${LOCAL}/pl/`);
    const badge = basketToggle(page).locator('[data-basket-badge]');
    await expect(badge).toHaveText('2');
    await expect(basketToggle(page)).toHaveAccessibleName('Koszyk plików, 2 pliki w koszyku');
    await basketToggle(page).click();
    const panel = page.locator('[data-basket-panel]');
    const rows = panel.locator('.basket-item');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Katalog ogólny 2026');
    await expect(rows.first()).toContainText('PDF');
    await expect(rows.first()).toContainText('21,97 MB');
    await expect(rows.nth(1)).toContainText('XLSX');
    await expect(rows.first().locator('a')).toHaveAttribute('href', '/uploads/files/1-general-catalogue-2026.pdf?download');
    await expect(panel.locator('[data-basket-status]')).toHaveText('2 pliki w koszyku');
    await expect(panel.locator('a[href="/pl/pliki/"]')).toBeVisible();

    await rows.first().getByRole('button', { name: 'Usuń Katalog ogólny 2026 z koszyka' }).click();
    await expect(rows).toHaveCount(1);
    await expect(badge).toHaveText('1');
    await expect(basketToggle(page)).toHaveAccessibleName('Koszyk plików, 1 plik w koszyku');
    expect(await activeMatches(page, '[data-basket-remove]')).toBe(true);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('basket'))) as string)).toHaveLength(1);

    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(0);
    await expect(panel.locator('[data-basket-empty]')).toBeVisible();
    await expect(badge).toBeHidden();
    await expect(basketToggle(page)).toHaveAccessibleName('Koszyk plików');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(basketToggle(page)).toBeFocused();
  });

  test('with an empty basket no panel or modal code loads until used; a file added in another tab shows the badge', async ({
    page,
    context,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
    });
    await open(page, `${LOCAL}/pl/`);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
    expect(scripts.filter((s) => /^(basket-panel|search-modal)\./.test(s))).toEqual([]);

    // The way to the search button is enough to fetch the modal's code; the click opens it.
    await page.locator('[data-search-open]').hover();
    await expect.poll(() => scripts.some((s) => s.startsWith('search-modal.'))).toBe(true);

    const other = await context.newPage();
    await open(other, `${LOCAL}/pl/`);
    await other.evaluate((value) => localStorage.setItem('basket', value), JSON.stringify(BASKET.slice(0, 1)));
    await expect(basketToggle(page).locator('[data-basket-badge]')).toHaveText('1');
    await expect(basketToggle(page)).toHaveAccessibleName('Koszyk plików, 1 plik w koszyku');
    expect(scripts.some((s) => s.startsWith('basket-panel.'))).toBe(true);
  });

  test('an unreadable stored basket is only logged: the page works with an empty basket', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => window.localStorage.setItem('basket', '{broken'));
    await open(page, `${LOCAL}/pl/`);
    await basketToggle(page).click();
    await expect(page.locator('[data-basket-empty]')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('footer', () => {
  test('menus, social links, copyright with the year, the newsletter button opens the modal', async ({ page }) => {
    const all = await menus(page, 'pl');
    await open(page, `${LOCAL}/pl/`);
    const footer = page.locator('footer');
    for (const item of [...(all.footer_top ?? []), ...(all.footer_bottom ?? [])].slice(0, 6)) {
      await expect(footer.getByText(item.name, { exact: true }).first()).toBeVisible();
    }
    await expect(footer.locator('.social a[target="_blank"][rel="noopener noreferrer"]')).toHaveCount(5);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    const button = footer.locator('[data-newsletter-open]');
    await expect(button).toBeVisible();
    // The modal itself is tested in forms.spec.ts.
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Newsletter' })).toBeVisible();
  });
});

test("the copyright year is the visitor's current year, not the build's, and nothing moves when it is set", async ({ page }) => {
  // A visitor on 1 January of a year after the build.
  const year = new Date().getFullYear() + 3;
  await page.clock.setFixedTime(new Date(`${year}-01-01T00:05:00`));
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.addInitScript(() => {
    (window as Window & { shifts?: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node }[]; value: number })[])
        if (entry.sources?.some((source) => source.node && document.querySelector('footer')?.contains(source.node)))
          (window as Window & { shifts?: number }).shifts = ((window as Window & { shifts?: number }).shifts ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await open(page, `${LOCAL}/de/`);
  const copyright = page.locator('footer .site-footer__copy');
  await copyright.scrollIntoViewIfNeeded();
  await expect(copyright).toContainText(`© ${year}`);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as Window & { shifts?: number }).shifts)).toBe(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('header links, the megamenu, the mobile menu and the footer still work', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${LOCAL}/pl/`);
    await expect(page.locator('header[data-enhanced]')).toHaveCount(0);
    await expect(page.locator('header [data-js]:visible')).toHaveCount(0);
    const search = page.locator('header a[data-nojs]');
    await expect(search).toBeVisible();
    await expect(search).toHaveAttribute('href', '/pl/szukaj/');
    await megaSummary(page).click();
    await expect(page.locator('details[data-mega][open] .mega__panel')).toBeVisible();
    const link = page.locator('details[data-mega][open] .mega__group a[href]').first();
    const href = (await link.getAttribute('href')) as string;
    await link.click();
    await expect(page).toHaveURL(`${LOCAL}${href}`);
    await page.locator('footer a[href="/pl/kontakt/"]').first().click();
    await expect(page).toHaveURL(`${LOCAL}/pl/kontakt/`);

    await page.setViewportSize(MOBILE);
    await page.goto(`${LOCAL}/pl/`);
    await page.locator('label.nav-toggle__label').click();
    await expect(page.locator('#site-nav')).toBeVisible();
    await expect(page.locator('header [data-js]:visible')).toHaveCount(0);
    await page.locator('#site-nav .main-nav__item--service a[href="/pl/pliki/"]').click();
    await expect(page).toHaveURL(`${LOCAL}/pl/pliki/`);
  });
});

test.describe('accessibility (axe) of header and footer', () => {
  // One test per state: each axe pass has its own time budget on a loaded machine.
  const desktopStates: [string, (page: Page) => Promise<void>][] = [
    ['closed', async () => {}],
    [
      'megamenu open',
      async (page) => {
        await megaSummary(page).click();
        await expect(page.locator('header')).toHaveAttribute('data-theme', 'dark');
      },
    ],
    [
      'basket open',
      async (page) => {
        await basketToggle(page).click();
        await expect(page.locator('.basket-item')).toHaveCount(2);
      },
    ],
    ['language list open', (page) => page.locator('details[data-lang] > summary').click()],
    [
      'search modal open',
      async (page) => {
        await page.locator('[data-search-open]').click();
        await expect(page.locator('dialog[data-search-modal]')).toHaveAttribute('data-ready', '');
      },
    ],
    [
      'scrolled',
      async (page) => {
        await page.evaluate(() => window.scrollTo(0, 400));
        await expect(page.locator('header')).toHaveAttribute('data-scrolled', '');
      },
    ],
  ];
  for (const [state, open] of desktopStates) {
    test(`desktop: ${state}`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await withBasket(page, `${LOCAL}/pl/`);
      await open(page);
      await page.waitForTimeout(300);
      await axe(page, state);
    });
  }

  test('375 px: closed, mobile menu with dropdowns, basket', async ({ page }) => {
    // Three full axe runs: about 20 s on two busy cores, past the default 30 s with the page loads.
    test.slow();
    await page.setViewportSize(MOBILE);
    await withBasket(page, `${LOCAL}/en/`);
    await axe(page, 'closed');
    await menuToggle(page).click();
    const nav = page.locator('[data-nav-panel]');
    await nav.locator('details[data-mega] > summary').first().click();
    await nav.locator('[data-group-toggle]').first().click();
    await page.waitForTimeout(300);
    await axe(page, 'mobile menu open');
    await basketToggle(page).click();
    await page.waitForTimeout(300);
    await axe(page, 'basket open');
  });
});

test.describe('budget', () => {
  // 15 KB until the app shell (service worker registration, loading bar, prefetch, connection notice, chunk-reload
  // guard) added 1.1 KB; 16.5 KB until the skipped doomed view transitions, the chunk-reload guard on every lazy
  // load (its own shared chunk) and the footer's visitor year took it from 16,815 to 17,437 B; 19.5 KB once the
  // lists that grow on scroll (the loader of their code, +357 B; the code itself comes only near a list's
  // button) and the motion on scroll (cards fading in, gliding jump links: +1,138 B) joined the app shell
  // (19,187 B); 20 KB once offline work joined it: the page telling a new service worker what it loaded
  // (+~100 B) and the chunk-reload guard checking that the site answers before it reloads (+~150 B), at
  // 20,050 B; the content pages' budget (quality.config.ts) is 25 KB.
  test('all JavaScript the home page loads (header islands included) is at most 20 KB gzip', async ({ page }) => {
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 6 }).length);
    });
    await page.setViewportSize(DESKTOP);
    await withBasket(page, `${LOCAL}/pl/`);
    // The lazily loaded parts come with a stored file or on use: open both to count them for sure.
    await basketToggle(page).click();
    await page.locator('[data-search-open]').click();
    await expect(page.locator('dialog[data-search-modal]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    console.log(
      `header/footer JS: ${[...scripts].map(([p, s]) => `${p.split('/').pop()} ${s} B`).join(', ')}; total ${total} B gzip`,
    );
    expect(scripts.size).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(20 * 1024);
  });
});

test.describe('screenshots (CHROME_SCREENSHOTS=1)', () => {
  test.skip(!process.env.CHROME_SCREENSHOTS, 'set CHROME_SCREENSHOTS=1 to write docs/screenshots/');

  async function shoot(
    browser: Browser,
    name: string,
    viewport: { width: number; height: number },
    act?: (page: Page) => Promise<void>,
  ) {
    const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
    await withBasket(page, `${LOCAL}/pl/`);
    await expect(basketToggle(page).locator('[data-basket-badge]')).toHaveText('2');
    if (act) await act(page);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `docs/screenshots/${name}.png` });
    await page.close();
  }

  test('header at 1440 and 375 px, closed and open', async ({ browser }) => {
    test.setTimeout(120_000);
    await shoot(browser, 'header-1440-closed', DESKTOP);
    await shoot(browser, 'header-1440-megamenu', DESKTOP, (p) => megaSummary(p).click());
    await shoot(browser, 'header-1440-basket', DESKTOP, (p) => basketToggle(p).click());
    await shoot(browser, 'header-1440-search', DESKTOP, async (p) => {
      await p.locator('[data-search-open]').click();
      await p.keyboard.type('krzesło obrotowe');
    });
    await shoot(browser, 'header-1440-scrolled', DESKTOP, async (p) => {
      await p.evaluate(() => window.scrollTo(0, 700));
      await expect(headerEl(p)).toHaveAttribute('data-scrolled', '');
    });
    await shoot(browser, 'header-375-closed', MOBILE);
    await shoot(browser, 'header-375-menu', MOBILE, (p) => menuToggle(p).click());
    await shoot(browser, 'header-375-menu-dropdowns', MOBILE, async (p) => {
      await menuToggle(p).click();
      await p.locator('[data-nav-panel] details[data-mega] > summary').first().click();
      await p.locator('[data-nav-panel] [data-group-toggle]').first().click();
    });
    await shoot(browser, 'header-375-basket', MOBILE, (p) => basketToggle(p).click());
    await shoot(browser, 'header-375-search', MOBILE, (p) => p.locator('[data-search-open]').click());
  });
});

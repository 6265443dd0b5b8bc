/**
 * The download centre end to end: files collected on the files page and a product page, the header badge and
 * panel, the basket island, reload, the zip download (its archive opened and its entries checked), and the
 * failures from a second embedded content API in fault mode (lookup and zip down) serving the same build.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { axeViolations } from './axe.ts';
import { expect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { type RunningContentApi, startContentApi } from '#dev/content-api/server.ts';
import { type SiteServer, startSiteServer } from '#dev/serve.ts';
import { BASKET_FILES } from '../fixtures/basket.ts';
import { API_DIALECTS_TAG, LOCAL } from './sites.ts';

const root = path.resolve(import.meta.dirname, '../..');
const FILES_PAGE = '/pl/pliki/';
/** A product whose "files" tab lists four files (seed 1). */
const PRODUCT_PAGE = '/pl/produkty/meble-miekkie/sofy/sofa-modulowa-pila-680/';

/** No consent popup over the page: these tests are about the basket. */
async function open(page: Page, url: string): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('cookiesTypes'))
      localStorage.setItem('cookiesTypes', JSON.stringify({ id: 1, necessaryConsent: true }));
  });
  await page.goto(url);
  await expect(page.locator('[data-file-toggle]').first()).toHaveAttribute('data-state', /out|in/);
}

async function axe(page: Page, state: string): Promise<void> {
  expect(await axeViolations(page, { include: ['main', 'header'] }), state).toEqual([]);
}

const badge = (page: Page) => page.locator('[data-basket-toggle] [data-basket-badge]');
const island = (page: Page) => page.locator('[data-download-basket]');

/** The basket island hydrates when it comes into view (client:visible), as it does for a visitor. */
async function showIsland(page: Page): Promise<void> {
  await island(page).scrollIntoViewIfNeeded();
  await expect(island(page).locator('.download-basket__empty, .download-basket__list')).toBeVisible();
}

/**
 * Adds the file of a toggle and waits for the add to finish; answers the file's name in the archive. The
 * toggle's states are recorded in the page (a busy machine may not poll the short 'adding' state in time):
 * it shows 'adding' for at least 500 ms, then 'in'.
 */
async function add(toggle: ReturnType<Page['locator']>): Promise<string> {
  await toggle.evaluate((element: HTMLElement & { states?: [string, number][] }) => {
    const states: [string, number][] = [];
    element.states = states;
    // The click is timed in the capture phase, before the page's own (delegated) handler sets 'adding': a
    // mutation observer's callback can run tens of milliseconds late on a loaded machine, which made the
    // measured interval shorter than the one the visitor sees.
    element.addEventListener('click', () => states.push(['click', performance.now()]), { capture: true, once: true });
    new MutationObserver(() => states.push([element.dataset.state ?? '', performance.now()])).observe(element, {
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });
  await toggle.click();
  await expect(toggle).toHaveAttribute('data-state', 'in');
  const states = await toggle.evaluate((element: HTMLElement & { states?: [string, number][] }) => element.states ?? []);
  expect(states.map(([state]) => state)).toEqual(['click', 'adding', 'in']);
  expect((states[2]?.[1] ?? 0) - (states[0]?.[1] ?? 0)).toBeGreaterThanOrEqual(490);
  return (await toggle.locator('xpath=ancestor::li[1]').locator('a.file__download').getAttribute('download')) ?? '';
}

test('three files from the files page and one from a product page: badge, panel, island, reload, one zip of exactly them', {
  tag: API_DIALECTS_TAG,
}, async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, FILES_PAGE);
  await expect(page.getByRole('heading', { level: 3, name: 'Katalogi' })).toBeVisible();
  const toggles = page.locator('[data-file-toggle]');
  expect(await toggles.count()).toBeGreaterThan(30);
  const chosen: string[] = [];
  for (const index of [0, 5, 30]) chosen.push(await add(toggles.nth(index)));
  await expect(badge(page)).toHaveText('3');
  await expect(page.locator('[data-basket-toggle]')).toHaveAccessibleName('Koszyk plików, 3 pliki w koszyku');
  await showIsland(page);
  await expect(island(page).locator('li')).toHaveCount(3);
  await expect(island(page)).toContainText('3 pliki w koszyku');
  await expect(page.locator('[data-file-status]').first()).toContainText('Dodano do koszyka');

  await open(page, PRODUCT_PAGE);
  const tab = page.locator('details[data-tab-type="product_file_list"]').first();
  await tab.locator('summary').click();
  const productToggle = tab.locator('[data-file-toggle]').first();
  await expect(productToggle).toHaveAttribute('data-state', 'out');
  chosen.push(await add(productToggle));
  await expect(badge(page)).toHaveText('4');

  // The header panel lists them; one is removed there, and the rest survives a reload.
  await page.locator('[data-basket-toggle]').click();
  const rows = page.locator('[data-basket-panel] .basket-item');
  await expect(rows).toHaveCount(4);
  await rows.nth(1).locator('[data-basket-remove]').click();
  await expect(rows).toHaveCount(3);
  const removed = chosen.splice(1, 1)[0];
  await page.reload();
  await expect(badge(page)).toHaveText('3');

  await open(page, FILES_PAGE);
  await showIsland(page);
  await expect(island(page).locator('li')).toHaveCount(3);
  await expect(page.locator('[data-file-toggle][data-state="in"]')).toHaveCount(2);
  await axe(page, 'files page with a basket');

  const downloading = page.waitForEvent('download', { timeout: 30_000 });
  await island(page).getByRole('button', { name: 'Pobierz wszystkie jako ZIP' }).click();
  await expect(island(page).getByRole('status').last()).toHaveText('Przygotowujemy plik ZIP…');
  await expect(island(page).locator('progress')).toBeVisible();
  await axe(page, 'zip being prepared');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  await expect(island(page).getByRole('status').last()).toHaveText('Plik ZIP jest gotowy');
  // The archive can be saved again from the link (the automatic start may be blocked).
  await expect(island(page).getByRole('link', { name: 'Pobierz plik ZIP' })).toHaveAttribute('href', /^blob:/);
  const archive = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(archive).sort()).toEqual([...chosen].sort());
  expect(Object.keys(archive)).not.toContain(removed);
  for (const entry of Object.values(archive)) expect(entry.length).toBeGreaterThan(0);
});

test('the header panel stays open while the zip downloads by itself and announces that it is ready', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, `${LOCAL}${PRODUCT_PAGE}`);
  const tab = page.locator('details[data-tab-type="product_file_list"]').first();
  await tab.locator('summary').click();
  await add(tab.locator('[data-file-toggle]').first());
  await add(tab.locator('[data-file-toggle]').nth(1));
  const toggle = page.locator('[data-basket-toggle]');
  await toggle.click();
  const panel = page.locator('[data-basket-panel]');
  await expect(panel).toBeVisible();
  const downloading = page.waitForEvent('download', { timeout: 30_000 });
  const start = panel.locator('[data-zip-start]');
  await start.focus();
  await page.keyboard.press('Enter');
  const status = panel.getByRole('status').filter({ hasText: /ZIP/ });
  await expect(status).toHaveText('Przygotowujemy plik ZIP…');
  await downloading;
  await expect(status).toHaveText('Plik ZIP jest gotowy');
  // As the visitor left it: open, and focus where it was.
  await page.waitForTimeout(500);
  await expect(panel).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(start).toBeFocused();
  await expect(panel.getByRole('link', { name: 'Pobierz plik ZIP' })).toHaveAttribute('href', /^blob:/);
  await axe(page, 'header panel with a ready zip');
});

test('the basket box says it is empty before its code arrives, and is not offered without JavaScript', async ({
  page,
  browser,
}) => {
  await page.route(/\/_astro\/DownloadBasket\.[^/]+\.js/, () => {});
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, `${LOCAL}${FILES_PAGE}`);
  await island(page).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]').filter({ has: island(page) })).toHaveCount(1);
  await expect(island(page).locator('.download-basket__empty')).toHaveText(
    'Twój koszyk jest pusty. Dodaj pliki z centrum plików, aby pobrać je razem.',
  );

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto(`${LOCAL}${FILES_PAGE}`);
  await expect(noJs.locator('a.file__download').first()).toBeVisible();
  await expect(noJs.locator('.download-centre__basket')).toBeHidden();
  await context.close();
});

test('file names in the basket are never cut, from a phone to 1440 px', async ({ page }) => {
  await open(page, `${LOCAL}${FILES_PAGE}`);
  const toggles = page.locator('[data-file-toggle]');
  // The files with the longest names.
  const names = await page
    .locator('[data-file-toggle]')
    .evaluateAll((buttons) =>
      buttons.map((b, i) => [i, b.closest('li')?.querySelector('.file__name')?.textContent?.trim().length ?? 0] as const),
    );
  const longest = [...names]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([i]) => i);
  for (const index of longest) await add(toggles.nth(index));
  for (const width of [375, 768, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await showIsland(page);
    const cut = await page
      .locator('.download-basket__name')
      .evaluateAll((links) => links.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
    expect(cut, `basket at ${width} px`).toEqual([]);
  }
  await page.locator('[data-basket-toggle]').click();
  const cutInPanel = await page
    .locator('[data-basket-panel] .basket-item__name')
    .evaluateAll((links) => links.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
  expect(cutInPanel).toEqual([]);
});

test('the toggles follow the basket in another tab; the basket island empties it', async ({ page, context }) => {
  await open(page, `${LOCAL}${FILES_PAGE}`);
  const first = page.locator('[data-file-toggle]').first();
  await add(first);
  const other = await context.newPage();
  await open(other, `${LOCAL}${FILES_PAGE}`);
  await expect(other.locator('[data-file-toggle]').first()).toHaveAttribute('data-state', 'in');
  await showIsland(other);
  await island(other).getByRole('button', { name: 'Opróżnij koszyk' }).click();
  await expect(first).toHaveAttribute('data-state', 'out');
  await expect(badge(page)).toBeHidden();
  await showIsland(page);
  await expect(island(page)).toContainText('Twój koszyk jest pusty');
});

test.describe('with the download centre down (fault mode)', () => {
  let work = '';
  let api: RunningContentApi;
  let site: SiteServer;

  test.beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'downloads-e2e-'));
    api = await startContentApi({ port: 0, dataDir: work, quiet: true, faults: 'down=download_center+download_center_zip' });
    site = await startSiteServer({ distDir: path.join(root, '.cache/e2e/local'), port: 0, apiUrl: api.url });
  });

  test.afterAll(async () => {
    await site?.close();
    await api?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  test('a failed add shows the dialog and loses nothing; a failed zip says so in the panel and the island', async ({ page }) => {
    test.slow();
    const kept = BASKET_FILES[0];
    await page.addInitScript(
      (value) => {
        if (!sessionStorage.getItem('seeded')) localStorage.setItem('basket', value);
        sessionStorage.setItem('seeded', '1');
      },
      JSON.stringify([kept]),
    );
    await open(page, `${site.url}${FILES_PAGE}`);
    const toggle = page.locator('[data-file-toggle][data-state="out"]').first();
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Coś poszło nie tak.' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Nie można dodać wybranego pliku do koszyka');
    await expect(dialog.getByRole('button', { name: 'Zamknij' })).toBeFocused();
    await axe(page, 'add error dialog');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('data-state', 'out');
    await expect(badge(page)).toHaveText('1');

    await showIsland(page);
    await island(page).getByRole('button', { name: 'Pobierz wszystkie jako ZIP' }).click();
    await expect(island(page).getByRole('status').last()).toHaveText('Nie udało się przygotować pliku ZIP. Spróbuj ponownie.');
    await page.locator('[data-basket-toggle]').click();
    await page.locator('[data-zip-start]').click();
    await expect(page.locator('[data-zip-status]')).toHaveText('Nie udało się przygotować pliku ZIP. Spróbuj ponownie.');
    await expect(page.locator('[data-basket-panel] .basket-item')).toHaveCount(1);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('basket'))) ?? '[]')).toEqual([kept]);
  });

  test('the translated dialog in German', async ({ page }) => {
    await open(page, `${site.url}/de/files/`);
    await page.locator('[data-file-toggle]').first().click();
    const dialog = page.getByRole('dialog', { name: 'Etwas ist schiefgelaufen.' });
    await expect(dialog).toContainText('Die ausgewählte Datei kann nicht zum Korb hinzugefügt werden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

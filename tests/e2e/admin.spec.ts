/**
 * The admin routes on the local server (the same handler as the Netlify function): the preview of the
 * unpublished page with and without the preview secret, signed links, preview errors, other modules and
 * locales, the block catalogue and the dictionary export.
 */
import { axeViolations } from './axe.ts';
import { expect, test } from '@playwright/test';
import { BLOCK_TYPES } from '#contract/blocks.ts';
import { signPreviewUrl } from '#builder/preview/access.ts';
import { DRAFT_PAGE_ID, generateCatalogue } from '#dev/content-api/catalogue/generate.ts';
import { E2E_PREVIEW_SECRET, LOCAL } from './sites.ts';

const DRAFT = `/admin/pages/${DRAFT_PAGE_ID}?locale=pl`;
const DRAFT_TITLE = 'Kolekcja jesień 2026 – zapowiedź';
const withSecret = { 'X-Preview-Secret': E2E_PREVIEW_SECRET };

test('the unpublished page: 401 without the secret, rendered with its layout with it, never indexed', async ({
  page,
  request,
}) => {
  const refused = await request.get(DRAFT);
  expect(refused.status()).toBe(401);
  expect(refused.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await refused.text()).not.toContain(DRAFT_TITLE);
  expect((await request.get(DRAFT, { headers: { 'X-Preview-Secret': 'wrong' } })).status()).toBe(401);

  await page.setExtraHTTPHeaders(withSecret);
  const response = await page.goto(DRAFT);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_TITLE);
  await expect(page.getByRole('note')).toHaveText('Podgląd: ta treść nie jest opublikowana.');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The same frame as a published page: header, footer, menus.
  await expect(page.locator('header nav').first()).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  // Not published: the site itself has no page with it.
  const sitemap = await (await request.get('/sitemap-pl.xml')).text();
  expect(sitemap).not.toContain('zapowiedz');
  expect(await axeViolations(page, { include: ['main'] })).toEqual([]);
});

test('a signed link opens the preview without the header until it is changed', async ({ page }) => {
  const link = signPreviewUrl(LOCAL, DRAFT, E2E_PREVIEW_SECRET, { ttlSeconds: 600 });
  expect((await page.goto(link))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_TITLE);
  expect((await page.goto(link.replace('locale=pl', 'locale=de')))?.status()).toBe(401);
  const expired = signPreviewUrl(LOCAL, DRAFT, E2E_PREVIEW_SECRET, { ttlSeconds: -1 });
  expect((await page.goto(expired))?.status()).toBe(401);
  await expect(page.locator('body')).toContainText('expired');
});

test('every module previews its unpublished item in its layout; a missing item is "pageData not found"', async ({ page }) => {
  await page.setExtraHTTPHeaders(withSecret);
  // The embedded API's catalogue (seed 1): one unpublished record per module, served only by id.
  const en = generateCatalogue({ seed: 1, scale: 'default' }).locales.en;
  const draftOf = (records: { id: number; published: boolean; name?: string; title?: string }[]) => {
    const record = records.find((r) => !r.published);
    if (!record) throw new Error('no unpublished record');
    return { id: record.id, title: record.name ?? record.title ?? '' };
  };
  const drafts = {
    products: draftOf(en.products),
    posts: draftOf(en.posts),
    collections: draftOf(en.collections),
    designers: draftOf(en.designers),
    realizations: draftOf(en.realizations),
    stories: draftOf(en.stories),
  };
  for (const [module, { id, title }] of Object.entries(drafts)) {
    const response = await page.goto(`/admin/${module}/${id}?locale=en`);
    expect(response?.status(), module).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), module).toContainText(title);
    await expect(page.getByRole('note'), module).toHaveText('Preview: this content is not published.');
  }
  // Another locale: the page's language and texts follow ?locale=.
  expect((await page.goto('/admin/products/1?locale=de'))?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cubo 180');

  const missing = await page.goto('/admin/pages/99999?locale=pl');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('.error__message')).toHaveText('pageData not found');
  expect((await page.goto('/admin/orders/1'))?.status()).toBe(404);
});

test('the block catalogue shows every block of the registry with a sample, and one block on its own', async ({ page }) => {
  await page.setExtraHTTPHeaders(withSecret);
  expect((await page.goto('/admin/preview/test?locale=de'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blockkatalog');
  const samples = page.locator('[data-block-sample]');
  await expect(samples).toHaveCount(BLOCK_TYPES.length);
  expect(await samples.evaluateAll((sections) => sections.map((s) => s.getAttribute('data-block-sample')))).toEqual(BLOCK_TYPES);
  await expect(page.locator('[data-no-sample]')).toHaveCount(0);
  // Each sample is its block's own markup, e.g. the gallery with its photos.
  await expect(page.locator('[data-block-sample="image_gallery"] img').first()).toBeVisible();

  expect((await page.goto('/admin/preview/slider?locale=pl'))?.status()).toBe(200);
  await expect(page.locator('[data-block-sample]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Katalog bloków: slider');
  expect((await page.goto('/admin/preview/no_such_block'))?.status()).toBe(404);
});

test('the dictionary export: a row per key, a column per locale, missing texts empty; JSON and CSV downloads', async ({
  page,
  request,
}) => {
  expect((await request.get('/admin/export/dictionary')).status()).toBe(401);
  const json = await (await request.get('/admin/export/dictionary?format=json', { headers: withSecret })).json();
  expect(json.locales).toEqual(['pl', 'en', 'de', 'cz', 'ru', 'no', 'fr']);
  const home = json.rows.find((r: { key: string }) => r.key === 'common.home');
  expect(home).toMatchObject({ pl: 'Strona główna', en: 'Home', de: 'Startseite' });
  // English has no "few" plural form: the cell is empty and not counted as missing.
  const few = json.rows.find((r: { key: string }) => r.key === 'search.resultsCount_few');
  expect(few.en).toBe('');
  expect(json.missing.pl).toBe(0);

  // An editor opens the export from a signed link; its download links keep the signature.
  await page.goto(signPreviewUrl(LOCAL, '/admin/export/dictionary?locale=pl', E2E_PREVIEW_SECRET));
  await expect(page.locator('[data-missing="pl"]')).toHaveText('0');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Pobierz CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('dictionary.csv');
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv as Buffer[]).toString('utf8');
  expect(text.startsWith('\uFEFFkey,pl,en,de,cz,ru,no,fr\r\n')).toBe(true);
  expect(text).toContain('\r\ncommon.home,Strona główna,Home,Startseite,');
  expect(text.trimEnd().split('\r\n')).toHaveLength(json.rows.length + 1);
});

test('the dictionary export speaks the language of its page frame', async ({ page }) => {
  for (const [locale, heading, caption, column] of [
    ['pl', 'Eksport słownika', 'Brakujące teksty w każdym języku', 'Brakuje'],
    ['de', 'Wörterbuch-Export', 'Fehlende Texte je Sprache', 'Fehlend'],
  ] as const) {
    await page.goto(signPreviewUrl(LOCAL, `/admin/export/dictionary?locale=${locale}`, E2E_PREVIEW_SECRET));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('caption')).toHaveText(caption);
    await expect(page.getByRole('columnheader').nth(1)).toHaveText(column);
    await expect(page).toHaveTitle(new RegExp(`^${heading}`));
    await expect(page.locator('main')).not.toContainText(/keys|locales|Missing/);
  }
});

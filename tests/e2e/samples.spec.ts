/**
 * Ordering fabric and finish samples on the patterns page: colour chips fill the sample basket (its own
 * localStorage key, in step across tabs, kept over a reload, at most 10 with the bar saying so), the bar counts
 * and opens the request dialog, which loads on demand; the request's rules, removing swatches in the dialog,
 * keyboard use and focus, the entry the service desk receives (request body and the API's outbox), a failed
 * send from a content API in fault mode that keeps everything, every locale's words, and the page without
 * JavaScript. axe runs in each state.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { type RunningContentApi, startContentApi } from '#dev/content-api/server.ts';
import { type SiteServer, startSiteServer } from '#dev/serve.ts';
import { axeViolations } from './axe.ts';
import { E2E_API_PORT, EU, LOCAL } from './sites.ts';

// The patterns page is long (every pattern of every category is in the HTML): axe over it takes seconds here.
test.describe.configure({ timeout: 90_000 });

const root = path.resolve(import.meta.dirname, '../..');
const API = `http://127.0.0.1:${E2E_API_PORT}`;
const FABRICS = '/pl/wzornik/?category=tkaniny';

interface ApiPattern {
  id: number;
  name: string;
  code: string;
  category: { slug: string };
  colors: { id: number; name: string; hex: string }[];
}

/** axe over the page's main (the bar, the chips and the dialog's host are in it), animations finished. */
async function axe(page: Page, state: string): Promise<void> {
  expect(await axeViolations(page, { include: ['main'] }), state).toEqual([]);
}

async function fabrics(request: APIRequestContext): Promise<ApiPattern[]> {
  const response = await request.get(`${API}/api/patterns?pagination=false`, {
    headers: { Accept: 'application/json', 'Accept-Locale': 'pl' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ApiPattern[]).filter((p) => p.category.slug === 'tkaniny');
}

const bar = (page: Page) => page.locator('[data-sample-bar]');
const chips = (page: Page) => page.locator('button[data-sample]:visible');
const chip = (page: Page, pattern: ApiPattern, colour = 0) =>
  page.getByRole('button', { name: `Próbka wzornika ${pattern.name}, kolor: ${pattern.colors[colour]?.name}` });
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('samples') ?? '[]') as unknown[]);
const orderButton = (page: Page) => bar(page).getByRole('button', { name: 'Zamów próbki' });

/** The patterns page with an empty sample basket. */
async function openPatterns(page: Page, url = `${LOCAL}${FABRICS}`): Promise<void> {
  await page.goto(url);
  await page.evaluate(() => localStorage.removeItem('samples'));
  await page.reload();
  await expect(bar(page).locator('[data-sample-count]')).toHaveText('Próbki: 0 z 10');
}

/** A swatch as the basket stores it: the first colour of a pattern. */
const swatchOf = (p: ApiPattern) => ({
  pattern: { id: p.id, name: p.name, code: p.code },
  color: { id: p.colors[0]?.id, name: p.colors[0]?.name, hex: p.colors[0]?.hex },
});

/** The patterns page with these swatches in the sample basket, as a visitor left it earlier. */
async function withBasket(page: Page, patterns: readonly ApiPattern[], url = `${LOCAL}${FABRICS}`): Promise<void> {
  await page.goto(url);
  await page.evaluate((items) => localStorage.setItem('samples', JSON.stringify(items)), patterns.map(swatchOf));
  await page.reload();
  await expect(bar(page).locator('[data-sample-count]')).toHaveText(`Próbki: ${patterns.length} z 10`);
}

test.describe('sample basket', () => {
  test('colour chips add and remove swatches; the bar counts and announces; axe empty and filled', async ({ page, request }) => {
    const [first, second] = await fabrics(request);
    if (!first || !second) throw new Error('the stand-in has fewer than two fabrics');
    await openPatterns(page);
    await expect(bar(page)).toHaveAttribute('data-state', 'empty');
    await expect(bar(page).locator('[data-sample-hint]')).toHaveText(
      'Kliknij kolor wzornika, aby dodać bezpłatną próbkę. Zamówisz najwyżej 10 naraz.',
    );
    await expect(orderButton(page)).toBeHidden();
    // With JavaScript the colours are the chips, not the plain dots.
    await expect(page.locator('.swatches').first()).toBeHidden();
    await expect(chip(page, first)).toHaveAttribute('aria-pressed', 'false');
    await axe(page, 'patterns page, empty sample basket');

    await chip(page, first).click();
    await expect(chip(page, first)).toHaveAttribute('aria-pressed', 'true');
    await expect(bar(page).locator('[data-sample-count]')).toHaveText('Próbki: 1 z 10');
    await expect(bar(page).getByRole('status')).toHaveText(
      `Dodano próbkę: ${first.name}, ${first.colors[0]?.name}. Możesz dodać jeszcze 9 próbek.`,
    );
    await expect(orderButton(page)).toBeVisible();
    expect(await stored(page)).toEqual([swatchOf(first)]);
    await chip(page, second).click();
    await expect(bar(page).locator('[data-sample-count]')).toHaveText('Próbki: 2 z 10');
    await chip(page, first).click();
    await expect(bar(page).getByRole('status')).toHaveText(
      `Usunięto próbkę: ${first.name}, ${first.colors[0]?.name}. Możesz dodać jeszcze 9 próbek.`,
    );
    expect(await stored(page)).toEqual([swatchOf(second)]);
    await axe(page, 'patterns page, a swatch chosen');
    // The download basket keeps its own key.
    expect(await page.evaluate(() => localStorage.getItem('basket'))).toBeNull();
  });

  test('by keyboard: Space and Enter toggle a focused chip', async ({ page, request }) => {
    const [first] = await fabrics(request);
    if (!first) throw new Error('the stand-in has no fabric');
    await openPatterns(page);
    await chip(page, first).focus();
    await page.keyboard.press('Space');
    await expect(chip(page, first)).toHaveAttribute('aria-pressed', 'true');
    await expect(bar(page).locator('[data-sample-count]')).toHaveText('Próbki: 1 z 10');
    await page.keyboard.press('Enter');
    await expect(chip(page, first)).toHaveAttribute('aria-pressed', 'false');
    await expect(bar(page).locator('[data-sample-count]')).toHaveText('Próbki: 0 z 10');
  });

  test('kept over a reload and in step across tabs', async ({ page, context, request }) => {
    const [first, second, third] = await fabrics(request);
    if (!first || !second || !third) throw new Error('the stand-in has fewer than three fabrics');
    await openPatterns(page);
    await chip(page, first).click();
    await chip(page, second).click();
    await page.reload();
    await expect(bar(page).locator('[data-sample-count]')).toHaveText('Próbki: 2 z 10');
    await expect(chip(page, first)).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, second)).toHaveAttribute('aria-pressed', 'true');

    const other = await context.newPage();
    await other.goto(`${LOCAL}${FABRICS}`);
    await expect(bar(other).locator('[data-sample-count]')).toHaveText('Próbki: 2 z 10');
    await chip(other, third).click();
    await chip(other, first).click();
    // The first tab follows without a reload.
    await expect(chip(page, third)).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, first)).toHaveAttribute('aria-pressed', 'false');
    await expect(bar(page).locator('[data-sample-count]')).toHaveText('Próbki: 2 z 10');
    await other.close();
  });

  test('at most 10: the bar says the basket is full, other chips add nothing and say why; a removal makes room', async ({
    page,
    request,
  }) => {
    const patterns = await fabrics(request);
    // Nine swatches of patterns past the first page, then two chips in view.
    await withBasket(page, patterns.slice(8, 17));
    const tenth = patterns[0] as ApiPattern;
    const eleventh = chip(page, patterns[1] as ApiPattern);
    await chip(page, tenth).click();
    await expect(bar(page)).toHaveAttribute('data-state', 'full');
    await expect(bar(page).locator('[data-sample-count]')).toHaveText('Próbki: 10 z 10');
    const full = 'Koszyk próbek jest pełny. Usuń próbkę, aby dodać inną.';
    await expect(bar(page).locator('[data-sample-hint]')).toHaveText(full);
    await expect(bar(page).getByRole('status')).toHaveText(`Dodano próbkę: ${tenth.name}, ${tenth.colors[0]?.name}. ${full}`);
    await expect(eleventh).toHaveAttribute('aria-disabled', 'true');
    await expect(chip(page, tenth)).not.toHaveAttribute('aria-disabled', 'true');
    // Unavailable, not disabled: it keeps focus, and a click or a key says why (Playwright declines to click it).
    await eleventh.click({ force: true });
    await expect(bar(page).getByRole('status')).toHaveText(`Próbki: 10 z 10. ${full}`);
    await eleventh.focus();
    await page.keyboard.press('Enter');
    await expect(eleventh).toHaveAttribute('aria-pressed', 'false');
    expect(await stored(page)).toHaveLength(10);
    await axe(page, 'patterns page, sample basket full');

    await chip(page, tenth).click();
    await expect(bar(page).locator('[data-sample-count]')).toHaveText('Próbki: 9 z 10');
    await expect(eleventh).not.toHaveAttribute('aria-disabled', 'true');
    await eleventh.click();
    await expect(eleventh).toHaveAttribute('aria-pressed', 'true');
  });

  test('without JavaScript the patterns keep their colour dots and no basket is offered', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${LOCAL}${FABRICS}`);
    await expect(page.locator('.swatches').first()).toBeVisible();
    await expect(page.locator('button[data-sample]').first()).toBeHidden();
    await expect(bar(page)).toBeHidden();
    await context.close();
  });
});

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Zamówienie bezpłatnych próbek' });
const chosenList = (page: Page, count: number) => dialogOf(page).getByRole('region', { name: `Wybrane próbki (${count} z 10)` });

/** Fills the request with valid values (what the body check below expects). */
async function fillRequest(dialog: Locator): Promise<void> {
  const values: [string, string][] = [
    ['Firma', 'Studio Nowak'],
    ['Imię i nazwisko', 'Ewa Nowak'],
    ['Adres e-mail', 'ewa@example.com'],
    ['Numer telefonu', '+48 600 700 800'],
    ['Ulica i numer', 'ul. Długa 5/2'],
    ['Kod pocztowy', '31-147'],
    ['Miejscowość', 'Kraków'],
    ['Kraj', 'Polska'],
  ];
  for (const [label, value] of values) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('checkbox', { name: /regulamin serwisu/ }).check();
  await dialog.getByRole('checkbox', { name: /polityką prywatności/ }).check();
}

test.describe('sample request', () => {
  test('opens on demand (no React before), focus on its heading, the swatches listed; axe', async ({ page, request }) => {
    const patterns = await fabrics(request);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await withBasket(page, patterns.slice(0, 3));
    const loaded = scripts.length;
    await orderButton(page).click();
    await expect(dialogOf(page).getByRole('heading', { level: 2 })).toBeFocused();
    await expect(chosenList(page, 3).getByRole('listitem')).toHaveCount(3);
    // The dialog brought its own scripts (React, the form kit): the page had none of them.
    expect(scripts.length).toBeGreaterThan(loaded);
    await axe(page, 'sample request dialog');
  });

  test('an empty submit lists every rule and sends nothing; bad e-mail and phone; axe with errors', async ({ page, request }) => {
    await withBasket(page, (await fabrics(request)).slice(0, 2));
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/contact_form_entries')) posts += 1;
    });
    await orderButton(page).click();
    const dialog = dialogOf(page);
    await dialog.getByRole('button', { name: 'Wyślij zamówienie' }).click();
    const summary = dialog.locator('.form-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Formularz zawiera 10 błędów');
    for (const label of ['Firma', 'Imię i nazwisko', 'Ulica i numer', 'Kod pocztowy', 'Miejscowość', 'Kraj']) {
      await expect(dialog.locator(`[id="${await errorId(dialog.getByLabel(label))}"]`), label).toHaveText('Pole obowiązkowe');
    }
    await expect(dialog.getByLabel('Projekt lub uwagi')).not.toHaveAttribute('aria-invalid', 'true');
    await axe(page, 'sample request with errors');
    await dialog.getByLabel('Adres e-mail').fill('ewa@example');
    await dialog.getByLabel('Numer telefonu').fill('12');
    await dialog.getByRole('button', { name: 'Wyślij zamówienie' }).click();
    await expect(dialog.locator(`[id="${await errorId(dialog.getByLabel('Adres e-mail'))}"]`)).toHaveText(
      'Wpisz poprawny adres e-mail',
    );
    await expect(dialog.locator(`[id="${await errorId(dialog.getByLabel('Numer telefonu'))}"]`)).toHaveText(
      'Wpisz poprawny numer telefonu (od 6 do 20 cyfr)',
    );
    expect(posts).toBe(0);
  });

  test('removing a swatch in the dialog keeps focus in the list; Escape closes it and typed values stay', async ({
    page,
    request,
  }) => {
    const [first, second, third] = await fabrics(request);
    if (!first || !second || !third) throw new Error('the stand-in has fewer than three fabrics');
    await withBasket(page, [first, second, third]);
    await orderButton(page).click();
    const dialog = dialogOf(page);
    const name = (p: ApiPattern) => `Usuń próbkę: ${p.name}, ${p.colors[0]?.name}`;
    await chosenList(page, 3)
      .getByRole('button', { name: name(second) })
      .click();
    await expect(chosenList(page, 2).getByRole('listitem')).toHaveCount(2);
    await expect(dialog.getByRole('button', { name: name(third) })).toBeFocused();
    await expect(chip(page, second)).toHaveAttribute('aria-pressed', 'false');
    await expect(bar(page).locator('[data-sample-count]')).toHaveText('Próbki: 2 z 10');

    await dialog.getByLabel('Firma').fill('Studio Nowak');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(orderButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Firma')).toHaveValue('Studio Nowak');

    // The last one removed: the list says the basket is empty, there is no form to send.
    await dialog.getByRole('button', { name: name(third) }).click();
    await dialog.getByRole('button', { name: name(first) }).click();
    await expect(chosenList(page, 0).getByRole('heading')).toBeFocused();
    await expect(chosenList(page, 0)).toContainText('Koszyk próbek jest pusty.');
    await expect(dialog.getByRole('button', { name: 'Wyślij zamówienie' })).toHaveCount(0);
  });

  test('sent as one customer-service entry (request body and the outbox checked); thanked; the basket emptied; axe', async ({
    page,
    request,
  }) => {
    const [first, , third] = await fabrics(request);
    if (!first || !third) throw new Error('the stand-in has fewer than three fabrics');
    await withBasket(page, [first, third]);
    await orderButton(page).click();
    const dialog = dialogOf(page);
    await fillRequest(dialog);
    await dialog.getByLabel('Projekt lub uwagi').fill('Biuro na Zabłociu.');
    const [sent] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/contact_form_entries/customer_service')),
      dialog.getByRole('button', { name: 'Wyślij zamówienie' }).click(),
    ]);
    expect(sent.headers()['accept-locale']).toBe('pl');
    const line = (p: ApiPattern) =>
      `${p.name} (${p.code}), kolor: ${p.colors[0]?.name} [id wzornika ${p.id}, id koloru ${p.colors[0]?.id}]`;
    const body = {
      subject: 'Zamówienie próbek (2): Studio Nowak, Kraków, Polska',
      companyName: 'Studio Nowak',
      name: 'Ewa Nowak',
      email: 'ewa@example.com',
      phone: '+48 600 700 800',
      productName: [...new Set([first.code, third.code])].join(', '),
      message: [
        'Zamówienie bezpłatnych próbek wzorników',
        '',
        'Próbki (2):',
        `1. ${line(first)}`,
        `2. ${line(third)}`,
        '',
        'Adres dostawy:',
        'Studio Nowak',
        'Ewa Nowak',
        'ul. Długa 5/2',
        '31-147 Kraków',
        'Polska',
        '',
        'Kontakt: Ewa Nowak, ewa@example.com, +48 600 700 800',
        '',
        'Uwagi:',
        'Biuro na Zabłociu.',
        '',
        `Wysłane ze strony: ${LOCAL}/pl/wzornik/`,
      ].join('\n'),
      termsConsent: true,
      policyConsent: true,
    };
    expect(JSON.parse(sent.postData() ?? 'null')).toEqual(body);

    // The dialog is named by the view it shows.
    const done = page.getByRole('dialog', { name: 'Dziękujemy, zamówienie zostało wysłane' });
    await expect(done.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(done).toContainText('potwierdzi wysyłkę na adres ewa@example.com');
    await expect(done.getByRole('region', { name: 'Zamówione próbki' }).getByRole('listitem')).toHaveCount(2);
    await expect(bar(page).locator('[data-sample-count]')).toHaveText('Próbki: 0 z 10');
    expect(await stored(page)).toEqual([]);
    await axe(page, 'sample request sent');

    // The service desk's mail, as the stand-in API writes it to its outbox.
    const outbox = (await (await request.get(`${API}/__outbox?type=customer_service`)).json()) as {
      subject: string;
      text: string;
      locale: string;
    }[];
    const mail = outbox.findLast((m) => m.subject === body.subject);
    expect(mail?.locale).toBe('pl');
    expect(mail?.text).toContain(`1. ${line(first)}`);

    // The button that opened it went with the basket: focus lands on the bar's heading.
    await done.getByRole('button', { name: 'Zamknij' }).last().click();
    await expect(done).toBeHidden();
    await expect(bar(page).getByRole('heading')).toBeFocused();
    await expect(orderButton(page)).toBeHidden();
  });
});

test.describe('sample ordering in every locale', () => {
  const expected: Record<string, { count: string; order: string; title: string }> = {
    en: { count: 'Samples: 1 of 10', order: 'Order samples', title: 'Order free samples' },
    de: { count: 'Muster: 1 von 10', order: 'Muster bestellen', title: 'Kostenlose Muster bestellen' },
    cz: { count: 'Vzorky: 1 z 10', order: 'Objednat vzorky', title: 'Objednávka vzorků zdarma' },
    ru: { count: 'Образцы: 1 из 10', order: 'Заказать образцы', title: 'Заказ бесплатных образцов' },
    no: { count: 'Prøver: 1 av 10', order: 'Bestill prøver', title: 'Bestill gratis prøver' },
    fr: { count: 'Échantillons : 1 sur 10', order: 'Commander des échantillons', title: 'Commande d’échantillons gratuits' },
  };
  for (const [locale, words] of Object.entries(expected)) {
    test(`${locale}: the bar, the chips and the dialog in its own words`, async ({ page }) => {
      // The Polish page names its translations; fr is live only, so the eu domain's English page names it.
      await page.goto(`${LOCAL}${FABRICS}`);
      const hreflang = { cz: 'cs', no: 'nb', fr: 'en' }[locale] ?? locale;
      let url = await page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`).getAttribute('href');
      if (locale === 'fr') {
        await page.goto(new URL(new URL(url ?? '').pathname, EU).href);
        const live = await page.locator('link[rel="alternate"][hreflang="fr"]').getAttribute('href');
        url = new URL(new URL(live ?? '').pathname, EU).href;
      }
      await page.goto(url ?? '');
      await page.evaluate(() => localStorage.removeItem('samples'));
      await page.reload();
      await chips(page).first().click();
      await expect(bar(page).locator('[data-sample-count]')).toHaveText(words.count);
      await bar(page).getByRole('button', { name: words.order }).click();
      await expect(page.getByRole('dialog', { name: words.title })).toBeVisible();
    });
  }
});

/** The id of the message under a field, through the control's aria-describedby. */
async function errorId(control: Locator): Promise<string> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  return ids.split(' ').find((id) => id.endsWith('-error')) ?? '';
}

test.describe('with the forms API down (fault mode)', () => {
  let work = '';
  let api: RunningContentApi;
  let site: SiteServer;

  test.beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'samples-e2e-'));
    api = await startContentApi({ port: 0, dataDir: work, quiet: true, faults: 'down=contact_form_entries' });
    site = await startSiteServer({ distDir: path.join(root, '.cache/e2e/local'), port: 0, apiUrl: api.url });
  });

  test.afterAll(async () => {
    await site?.close();
    await api?.close();
    if (work) await rm(work, { recursive: true, force: true, maxRetries: 5 });
  });

  test('a failed send says so and keeps every value and swatch; axe', async ({ page, context }) => {
    await keepConsent(context, site.url);
    await openPatterns(page, `${site.url}${FABRICS}`);
    await chips(page).nth(0).click();
    await chips(page).nth(1).click();
    await orderButton(page).click();
    const dialog = dialogOf(page);
    await fillRequest(dialog);
    await dialog.getByRole('button', { name: 'Wyślij zamówienie' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Wystąpił błąd w trakcie wysyłki.');
    await expect(dialog.getByLabel('Firma')).toHaveValue('Studio Nowak');
    await expect(dialog.getByLabel('Kod pocztowy')).toHaveValue('31-147');
    await expect(dialog.getByRole('checkbox', { name: /regulamin serwisu/ })).toBeChecked();
    await expect(chosenList(page, 2).getByRole('listitem')).toHaveCount(2);
    expect(await stored(page)).toHaveLength(2);
    await axe(page, 'sample request failed');
  });
});

/** A site on another port is another origin: the answered cookie consent is set there too. */
async function keepConsent(context: BrowserContext, origin: string): Promise<void> {
  await context.addInitScript((at) => {
    if (location.origin === at && !localStorage.getItem('cookiesTypes'))
      localStorage.setItem('cookiesTypes', JSON.stringify({ id: 1, necessaryConsent: true }));
  }, origin);
}

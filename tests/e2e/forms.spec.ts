/**
 * The visitor forms end to end: the contact form (rules, the API's violations, success with the request body
 * checked field by field, failure from a content API in fault mode), the customer-service form by keyboard
 * only, the newsletter modal (rules, subscribe, 409, unsubscribe, failure, focus), the confirmation pages (their
 * PUT, confirmed and invalid, the CDN rewrite of every token), the route planner and the contact people. axe
 * runs with the errors shown.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { axeViolations } from './axe.ts';
import { expect, type Page, type Request, test } from '@playwright/test';
import { type RunningContentApi, startContentApi } from '#dev/content-api/server.ts';
import { type SiteServer, startSiteServer } from '#dev/serve.ts';
import { API_DIALECTS_TAG, E2E_API_PORT, EU, LOCAL, PL } from './sites.ts';

const root = path.resolve(import.meta.dirname, '../..');
const API = `http://127.0.0.1:${E2E_API_PORT}`;
const CONTACT = '/pl/kontakt/';
const SERVICE = '/pl/obsluga-klienta/';
/** A fresh address per run: the embedded API keeps its subscribers between runs. */
const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function open(page: Page, url: string): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('cookiesTypes'))
      localStorage.setItem('cookiesTypes', JSON.stringify({ id: 1, necessaryConsent: true }));
  });
  await page.goto(url);
}

/** Scrolls the form into view (client:visible) and waits until its island has hydrated. */
async function formOf(page: Page, kind: 'contact' | 'customerService') {
  const form = page.locator(`[data-entry-form="${kind}"]`);
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]').filter({ has: form })).toHaveCount(0);
  return form;
}

/** Holds the forms' island code on its way, as on a slow phone; the function returned lets it arrive. */
async function holdFormCode(page: Page): Promise<() => void> {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/EntryForm\.[^/]+\.js/, async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

async function axe(page: Page, state: string, include = 'main'): Promise<void> {
  expect(await axeViolations(page, { include: [include] }), state).toEqual([]);
}

/** The message under a field, through the control's aria-describedby. */
async function messageOf(page: Page, control: ReturnType<Page['locator']>): Promise<string> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  const errorId = ids.split(' ').find((id) => id.endsWith('-error')) ?? '';
  return (await page.locator(`[id="${errorId}"]`).textContent()) ?? '';
}

const bodyOf = (request: Request) => JSON.parse(request.postData() ?? 'null');

test.describe('contact form', () => {
  test('an empty submit shows each rule, focus goes to the summary; bad e-mail and phone; axe with errors', async ({ page }) => {
    await open(page, `${LOCAL}${CONTACT}`);
    const form = await formOf(page, 'contact');
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/contact_form_entries')) posts += 1;
    });
    await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    const summary = form.locator('.form-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Formularz zawiera 6 błędów');
    for (const label of ['Imię i nazwisko', 'Adres e-mail', 'Dział', 'Wiadomość']) {
      expect(await messageOf(page, form.getByLabel(label, { exact: false }).first()), label).toBe('Pole obowiązkowe');
    }
    expect(await messageOf(page, form.getByRole('checkbox', { name: /regulamin serwisu/ }))).toBe('Ta zgoda jest wymagana');
    expect(await messageOf(page, form.getByRole('checkbox', { name: /polityką prywatności/ }))).toBe('Ta zgoda jest wymagana');
    await expect(form.getByRole('checkbox', { name: /newsletter/ })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Nazwa firmy')).not.toHaveAttribute('aria-invalid', 'true');
    await axe(page, 'contact form with errors');

    await form.getByLabel('Adres e-mail').fill('jan@example');
    await form.getByLabel('Numer telefonu').fill('12 34');
    await form.getByLabel('Imię i nazwisko').fill('J');
    await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    expect(await messageOf(page, form.getByLabel('Adres e-mail'))).toBe('Wpisz poprawny adres e-mail');
    expect(await messageOf(page, form.getByLabel('Numer telefonu'))).toBe('Wpisz poprawny numer telefonu (od 6 do 20 cyfr)');
    expect(await messageOf(page, form.getByLabel('Imię i nazwisko'))).toBe('Wpisz co najmniej 2 znaki');
    // A fixed field loses its message as it is edited.
    await form.getByLabel('Adres e-mail').fill('jan@example.com');
    await expect(form.getByLabel('Adres e-mail')).not.toHaveAttribute('aria-invalid', 'true');
    // The summary's link moves focus to its field.
    await summary.getByRole('link', { name: /Numer telefonu/ }).click();
    await expect(form.getByLabel('Numer telefonu')).toBeFocused();
    expect(posts).toBe(0);
  });

  test("a submit before the form's code has arrived is answered with its errors, keeping what was typed", async ({ page }) => {
    // A slow phone: the form is in view, its code still on the way.
    const release = await holdFormCode(page);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/contact_form_entries')) posts += 1;
    });
    await open(page, `${LOCAL}${CONTACT}`);
    const form = page.locator('[data-entry-form="contact"]');
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Imię i nazwisko').fill('Anna Nowak');
    await form.getByRole('checkbox', { name: /regulamin serwisu/ }).check();
    await expect(page.locator('astro-island[ssr]').filter({ has: form })).toHaveCount(1);
    // Enter in a field, as keyboard users send a form.
    await form.getByLabel('Imię i nazwisko').press('Enter');
    expect(new URL(page.url()).search).toBe('');
    release();
    const summary = form.locator('.form-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Formularz zawiera 4 błędy');
    for (const label of ['Adres e-mail', 'Dział', 'Wiadomość']) {
      expect(await messageOf(page, form.getByLabel(label, { exact: false }).first()), label).toBe('Pole obowiązkowe');
    }
    expect(await messageOf(page, form.getByRole('checkbox', { name: /polityką prywatności/ }))).toBe('Ta zgoda jest wymagana');
    await expect(form.getByLabel('Imię i nazwisko')).toHaveValue('Anna Nowak');
    await expect(form.getByLabel('Imię i nazwisko')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('checkbox', { name: /regulamin serwisu/ })).toBeChecked();
    expect(posts).toBe(0);
    await axe(page, 'contact form answered after its code arrived');
  });

  test('the customer-service button answers a click before the code has arrived', async ({ page }) => {
    const release = await holdFormCode(page);
    await open(page, `${LOCAL}${SERVICE}`);
    const form = page.locator('[data-entry-form="customerService"]');
    await form.scrollIntoViewIfNeeded();
    const button = form.locator('button[type="submit"]');
    await expect(button).toBeEnabled();
    await button.click();
    release();
    await expect(form.locator('.form-summary')).toBeFocused();
    expect(await messageOf(page, form.getByLabel('Adres e-mail'))).toBe('Pole obowiązkowe');
  });

  test('a valid entry is sent field by field and thanked; the API refusing a department shows its message there', {
    tag: API_DIALECTS_TAG,
  }, async ({ page }) => {
    await open(page, CONTACT);
    const form = await formOf(page, 'contact');
    await form.getByLabel('Nazwa firmy').fill('  Biuro Nowak ');
    await form.getByLabel('Imię i nazwisko').fill('Anna Nowak');
    await form.getByLabel('Adres e-mail').fill('anna@example.com');
    await form.getByLabel('Numer telefonu').fill('+48 (22) 123-45-67');
    const department = form.getByLabel('Dział');
    const options = await department.locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(2);
    const departmentId = Number(await department.locator('option').nth(2).getAttribute('value'));
    await form.getByLabel('Wiadomość').fill('Proszę o ofertę na 20 krzeseł konferencyjnych.');
    await form.getByRole('checkbox', { name: /regulamin serwisu/ }).check();
    await form.getByRole('checkbox', { name: /polityką prywatności/ }).check();

    // The department list was built before the CMS removed one: the API's 422 names the field.
    await department.evaluate((select: HTMLSelectElement) => {
      (select.options[1] as HTMLOptionElement).value = '9999';
    });
    await department.selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    expect(await messageOf(page, department)).toBe('Ten dział nie istnieje.');
    await expect(form.locator('.form-summary')).toBeFocused();
    await expect(form.getByLabel('Wiadomość')).toHaveValue('Proszę o ofertę na 20 krzeseł konferencyjnych.');

    await department.selectOption(String(departmentId));
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/contact_form_entries/contact_us')),
      form.getByRole('button', { name: 'Wyślij wiadomość' }).click(),
    ]);
    expect(request.headers()['accept-locale']).toBe('pl');
    expect(bodyOf(request)).toEqual({
      companyName: 'Biuro Nowak',
      name: 'Anna Nowak',
      email: 'anna@example.com',
      phone: '+48 (22) 123-45-67',
      department: departmentId,
      message: 'Proszę o ofertę na 20 krzeseł konferencyjnych.',
      newsletterConsent: false,
      termsConsent: true,
      policyConsent: true,
    });
    const success = page.locator('[data-form-success]');
    await expect(success.getByRole('heading', { name: 'Dziękujemy' })).toBeFocused();
    await expect(success).toContainText('Twoja wiadomość została wysłana');
    await axe(page, 'contact form sent');
    await success.getByRole('button', { name: 'Wyślij kolejną wiadomość' }).click();
    await expect(form.getByLabel('Imię i nazwisko')).toHaveValue('');
  });

  test('the route planner opens directions to the office in a new tab; the contact people are listed by region', async ({
    page,
    context,
  }) => {
    await context.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'map' }));
    await open(page, `${LOCAL}${CONTACT}`);
    const planner = page.locator('[data-route-planner]');
    await planner.getByLabel('Punkt początkowy').fill('Warszawa, Marszałkowska 1');
    const [tab] = await Promise.all([context.waitForEvent('page'), planner.getByRole('button', { name: /Pokaż trasę/ }).click()]);
    await tab.waitForLoadState();
    const url = new URL(tab.url());
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('Warszawa, Marszałkowska 1');
    expect(url.searchParams.get('destination')).toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);

    const people = page.locator('[data-contact-people]');
    const regions = people.getByRole('navigation', { name: 'Wybierz swój region' }).getByRole('link');
    expect(await regions.count()).toBeGreaterThan(1);
    expect(await people.locator('.person').count()).toBeGreaterThan(3);
    await regions.first().click();
    await expect(page).toHaveURL(/#contact-people-/);
  });
});

test('the customer-service form by keyboard only: errors, then a valid report sent field by field', async ({ page }) => {
  await open(page, `${LOCAL}${SERVICE}`);
  const form = await formOf(page, 'customerService');
  await form.getByLabel('Imię i nazwisko').focus();
  await page.keyboard.type('Ewa Kowalska');
  await page.keyboard.press('Tab'); // company
  await page.keyboard.press('Tab'); // e-mail
  await page.keyboard.type('ewa@example.com');
  await page.keyboard.press('Enter');
  await expect(form.locator('.form-summary')).toBeFocused();
  await expect(form.locator('.form-summary')).toContainText('Formularz zawiera 4 błędy');
  expect(await messageOf(page, form.getByLabel('Numer telefonu'))).toBe('Pole obowiązkowe');
  await axe(page, 'customer-service form with errors');

  await form.getByLabel('Numer telefonu').focus();
  await page.keyboard.type('600 700 800');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ZK/2026/118');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Fotel Pila 200');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Podłokietnik pękł po dwóch tygodniach.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Przeczytaj politykę prywatności');
  await page.keyboard.press('Tab');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/contact_form_entries/customer_service')),
    page.keyboard.press('Enter'),
  ]);
  expect(bodyOf(request)).toEqual({
    name: 'Ewa Kowalska',
    email: 'ewa@example.com',
    phone: '600 700 800',
    orderNumber: 'ZK/2026/118',
    productName: 'Fotel Pila 200',
    message: 'Podłokietnik pękł po dwóch tygodniach.',
    termsConsent: true,
    policyConsent: true,
  });
  await expect(page.getByRole('heading', { name: 'Dziękujemy' })).toBeFocused();
});

test.describe('newsletter', () => {
  const modal = (page: Page) => page.getByRole('dialog', { name: 'Newsletter' });
  const outcome = (page: Page) => page.locator('dialog.newsletter-outcome');

  async function openModal(page: Page, url = `${LOCAL}/pl/`) {
    await open(page, url);
    const button = page.locator('footer [data-newsletter-open]');
    await button.click();
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).getByRole('heading', { name: 'Newsletter' })).toBeFocused();
    return button;
  }

  async function fillSubscribe(page: Page, email: string) {
    const dialog = modal(page);
    await dialog.getByLabel('Imię').fill('Ola');
    await dialog.getByLabel('Adres e-mail').fill(email);
    for (const name of [/informacji marketingowych/, /regulaminem newslettera/, /polityką prywatności/]) {
      await dialog.getByRole('checkbox', { name }).check();
    }
  }

  test('rules, subscribe, the same address again (409), unsubscribe; focus returns to the button', async ({ page }) => {
    const button = await openModal(page);
    const dialog = modal(page);
    await dialog.getByRole('button', { name: 'Zapisz się', exact: true }).click();
    await expect(dialog.locator('.form-summary')).toBeFocused();
    await expect(dialog.locator('.form-summary')).toContainText('Formularz zawiera 5 błędów');
    expect(await dialog.evaluate((d) => d.scrollTop)).toBe(0);
    expect(await messageOf(page, dialog.getByLabel('Adres e-mail'))).toBe('Pole obowiązkowe');
    expect(await messageOf(page, dialog.getByRole('checkbox', { name: /regulaminem newslettera/ }))).toBe(
      'Ta zgoda jest wymagana',
    );
    await axe(page, 'newsletter modal with errors', 'dialog');
    // Tab stays inside the modal.
    for (let i = 0; i < 15; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);

    const email = unique('ola');
    await fillSubscribe(page, email);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/newsletter_subscriber_requests')),
      dialog.getByRole('button', { name: 'Zapisz się', exact: true }).click(),
    ]);
    expect(bodyOf(request)).toEqual({
      name: 'Ola',
      email,
      marketingAgreement: true,
      acceptanceOfTheRules: true,
      confirmationOfReadingThePrivacyPolicy: true,
    });
    await expect(dialog).toBeHidden();
    await expect(outcome(page).getByRole('heading')).toHaveText('Dziękujemy za zapis');
    await expect(outcome(page)).toContainText('Kliknij zawarty w niej link');
    await expect(outcome(page).locator('.form__actions').getByRole('button', { name: 'Zamknij' })).toBeFocused();
    await axe(page, 'newsletter outcome', 'dialog');
    await page.keyboard.press('Enter');
    await expect(outcome(page)).toBeHidden();
    await expect(button).toBeFocused();

    // The same address again: 409, its title and no subtitle.
    await button.click();
    await fillSubscribe(page, email);
    await modal(page).getByRole('button', { name: 'Zapisz się', exact: true }).click();
    await expect(outcome(page).getByRole('heading')).toHaveText('Podany adres e-mail istnieje już w naszej bazie.');
    await expect(outcome(page).locator('.modal__text')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(outcome(page)).toBeHidden();

    // Unsubscribe: the e-mail only.
    await button.click();
    await modal(page).getByRole('button', { name: 'Chcesz wypisać się z newslettera?' }).click();
    const unsubscribe = page.getByRole('dialog', { name: 'Wypisz się' });
    await expect(unsubscribe.getByRole('checkbox')).toHaveCount(0);
    await unsubscribe.getByLabel('Adres e-mail').fill('zle@');
    await unsubscribe.getByRole('button', { name: 'Wypisz się' }).click();
    expect(await messageOf(page, unsubscribe.getByLabel('Adres e-mail'))).toBe('Wpisz poprawny adres e-mail');
    await unsubscribe.getByLabel('Adres e-mail').fill(email);
    const [unsubscribeRequest] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/newsletter_subscriber_requests/unsubscribe')),
      unsubscribe.getByRole('button', { name: 'Wypisz się' }).click(),
    ]);
    expect(bodyOf(unsubscribeRequest)).toEqual({ email });
    await expect(outcome(page).getByRole('heading')).toHaveText('Otrzymaliśmy Twoją prośbę');
  });

  test('the newsletter page button opens the same modal, in German', async ({ page }) => {
    await open(page, `${LOCAL}/de/`);
    await page.locator('footer [data-newsletter-open]').click();
    const dialog = page.getByRole('dialog', { name: 'Newsletter' });
    await expect(dialog.getByRole('button', { name: 'Abonnieren' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Abonnieren' }).click();
    expect(await messageOf(page, dialog.getByLabel('E-Mail-Adresse'))).toBe('Pflichtfeld');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('confirmation pages send their PUT and show confirmed, then the used link as invalid; every token is rewritten', async ({
    page,
    request,
  }) => {
    const email = unique('potwierdz');
    const subscribed = await request.post(`${API}/api/newsletter_subscriber_requests`, {
      headers: { 'Accept-Locale': 'pl' },
      data: {
        name: 'Ola',
        email,
        marketingAgreement: true,
        acceptanceOfTheRules: true,
        confirmationOfReadingThePrivacyPolicy: true,
      },
    });
    const { token } = await subscribed.json();
    const response = await request.get(`${LOCAL}/pl/newsletter/confirmation/${token}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('noindex');

    const putSent = page.waitForRequest((r) => r.method() === 'PUT');
    await open(page, `${LOCAL}/pl/newsletter/confirmation/${token}`);
    const put = await putSent;
    expect(new URL(put.url()).pathname).toBe(`/api/newsletter_subscriber_requests/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Subskrypcja potwierdzona' })).toBeFocused();
    await axe(page, 'confirmed');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Link jest nieprawidłowy lub wygasł' })).toBeVisible();

    const unsubscribed = await request.post(`${API}/api/newsletter_subscriber_requests/unsubscribe`, {
      headers: { 'Accept-Locale': 'de' },
      data: { email },
    });
    const unsubscribeToken = (await unsubscribed.json()).token;
    const unsubscribeSent = page.waitForRequest((r) => r.method() === 'PUT');
    await page.goto(`${LOCAL}/de/newsletter/confirmation/unsubscribe/${unsubscribeToken}`);
    const unsubscribePut = await unsubscribeSent;
    expect(new URL(unsubscribePut.url()).pathname).toBe(`/api/newsletter_subscriber_requests/unsubscribe/${unsubscribeToken}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sie wurden abgemeldet');

    // No token: no call, the link is invalid.
    await page.goto(`${LOCAL}/en/newsletter/confirmation/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is invalid or has expired');
  });

  test('a used or invalid unsubscribe link does not ask the visitor to sign up again; it offers to unsubscribe', async ({
    page,
  }) => {
    await open(page, `${LOCAL}/pl/newsletter/confirmation/unsubscribe/zuzyty0000`);
    const invalid = page.locator('[data-state="invalid"]');
    await expect(invalid.getByRole('heading', { level: 1 })).toHaveText('Link jest nieprawidłowy lub został już użyty');
    await expect(invalid).not.toContainText(/zapisz|ponownie/i);
    await expect(invalid.getByRole('button', { name: 'Zapisz się do newslettera' })).toHaveCount(0);
    await invalid.getByRole('button', { name: 'Wypisz się z newslettera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wypisz się' });
    await expect(dialog.getByLabel('Adres e-mail')).toBeVisible();
    await expect(dialog.getByRole('checkbox')).toHaveCount(0);
    await axe(page, 'invalid unsubscribe link');
    // The subscription page of a used link still offers to sign up.
    await page.goto(`${LOCAL}/de/newsletter/confirmation/zuzyty0000`);
    await expect(page.locator('[data-state="invalid"]').getByRole('button')).toHaveText('Newsletter abonnieren');
  });

  test("the e-mails' links without a locale reach the confirmation in the visitor's language on every domain, sent once", async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const tokenFor = async (kind: 'subscribe' | 'unsubscribe', locale: string, email: string): Promise<string> => {
      const response = await request.post(
        `${API}/api/newsletter_subscriber_requests${kind === 'unsubscribe' ? '/unsubscribe' : ''}`,
        {
          headers: { 'Accept-Locale': locale },
          data:
            kind === 'unsubscribe'
              ? { email }
              : {
                  name: 'Ola',
                  email,
                  marketingAgreement: true,
                  acceptanceOfTheRules: true,
                  confirmationOfReadingThePrivacyPolicy: true,
                },
        },
      );
      return (await response.json()).token;
    };
    const cases = [
      // [site, the visitor's language (the browser's locale), kind, where the link lands, its heading]
      [LOCAL, 'de-DE', 'subscribe', '/de/newsletter/confirmation/', 'Abonnement bestätigt'],
      [LOCAL, 'ja-JP', 'unsubscribe', '/pl/newsletter/confirmation/unsubscribe/', 'Wypisano z newslettera'],
      [EU, 'cs-CZ', 'unsubscribe', '/cz/newsletter/confirmation/unsubscribe/', 'Byli jste odhlášeni'],
      [EU, 'pl-PL', 'subscribe', '/en/newsletter/confirmation/', 'Subscription confirmed'],
      [PL, 'de-DE', 'subscribe', '/newsletter/confirmation/', 'Subskrypcja potwierdzona'],
    ] as const;
    for (const [site, languages, kind, landing, heading] of cases) {
      const email = unique('bez-jezyka');
      if (kind === 'unsubscribe') await tokenFor('subscribe', 'pl', email);
      const token = await tokenFor(kind, 'pl', email);
      const context = await browser.newContext({ locale: languages });
      const page = await context.newPage();
      const puts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PUT') puts.push(new URL(r.url()).pathname);
      });
      const path = kind === 'unsubscribe' ? `/newsletter/confirmation/unsubscribe/${token}` : `/newsletter/confirmation/${token}`;
      await open(page, `${site}${path}`);
      expect(new URL(page.url()).pathname, `${site}${path} with ${languages}`).toBe(`${landing}${token}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.waitForTimeout(500);
      expect(puts).toEqual([`/api/newsletter_subscriber_requests${kind === 'unsubscribe' ? '/unsubscribe' : ''}/${token}`]);
      await context.close();
    }
  });
});

test.describe('with the forms API down (fault mode)', () => {
  let work = '';
  let api: RunningContentApi;
  let site: SiteServer;

  test.beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'forms-e2e-'));
    api = await startContentApi({
      port: 0,
      dataDir: work,
      quiet: true,
      faults: 'down=contact_form_entries+newsletter_subscriber_requests',
    });
    site = await startSiteServer({ distDir: path.join(root, '.cache/e2e/local'), port: 0, apiUrl: api.url });
  });

  test.afterAll(async () => {
    await site?.close();
    await api?.close();
    if (work) await rm(work, { recursive: true, force: true, maxRetries: 5 });
  });

  test('the contact form says the send failed and keeps every value; the newsletter shows its error notice', async ({ page }) => {
    await open(page, `${site.url}${CONTACT}`);
    const form = await formOf(page, 'contact');
    await form.getByLabel('Imię i nazwisko').fill('Anna Nowak');
    await form.getByLabel('Adres e-mail').fill('anna@example.com');
    await form.getByLabel('Dział').selectOption({ index: 1 });
    await form.getByLabel('Wiadomość').fill('Czy sofa Pila jest dostępna w kolorze zielonym?');
    await form.getByRole('checkbox', { name: /regulamin serwisu/ }).check();
    await form.getByRole('checkbox', { name: /polityką prywatności/ }).check();
    await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    await expect(form.getByRole('alert')).toHaveText('Wystąpił błąd w trakcie wysyłki.');
    await expect(form.getByLabel('Wiadomość')).toHaveValue('Czy sofa Pila jest dostępna w kolorze zielonym?');
    await expect(form.getByRole('checkbox', { name: /regulamin serwisu/ })).toBeChecked();
    await axe(page, 'contact form failed');

    await page.locator('footer [data-newsletter-open]').click();
    const dialog = page.getByRole('dialog', { name: 'Newsletter' });
    await dialog.getByLabel('Imię').fill('Ola');
    await dialog.getByLabel('Adres e-mail').fill(unique('awaria'));
    for (const name of [/informacji marketingowych/, /regulaminem newslettera/, /polityką prywatności/]) {
      await dialog.getByRole('checkbox', { name }).check();
    }
    await dialog.getByRole('button', { name: 'Zapisz się', exact: true }).click();
    const notice = page.locator('dialog.newsletter-outcome');
    await expect(notice.getByRole('heading')).toHaveText('Wystąpił błąd');
    await expect(notice).toContainText('Spróbuj ponownie później');
  });
});

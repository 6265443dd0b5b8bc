/** Writes: newsletter, contact forms, cookie consents, the outbox, persistence across a restart. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieConsentSchema } from '#contract/schemas/consent.ts';
import type { RunningContentApi } from '#dev/content-api/server.ts';
import { call, check, cleanupTempDirs, startApi, tempDir } from './helpers.ts';

let api: RunningContentApi;
let base: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDir();
  api = await startApi({ dataDir });
  base = api.url;
});
afterAll(async () => {
  await api?.close();
  cleanupTempDirs();
});

const subscriber = (email: string) => ({
  name: 'Jan',
  email,
  marketingAgreement: true,
  acceptanceOfTheRules: true,
  confirmationOfReadingThePrivacyPolicy: true,
});

const outbox = async (to: string) =>
  (await call(base, `/__outbox?to=${encodeURIComponent(to)}`)).body as {
    type: string;
    token?: string;
    locale: string;
    link?: string;
  }[];

describe('newsletter', () => {
  it('validates: 422 with violations for missing name, bad e-mail, unchecked consents', async () => {
    const r = await call(base, '/api/newsletter_subscriber_requests', {
      body: { email: 'not-an-email', marketingAgreement: true, acceptanceOfTheRules: false },
    });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe(422);
    const paths = r.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort();
    expect(paths).toEqual(['acceptanceOfTheRules', 'confirmationOfReadingThePrivacyPolicy', 'email', 'name']);
    for (const v of r.body.violations) expect(typeof v.message).toBe('string');
  });

  it('subscribe → 201 with a token in the outbox; 409 for the same address in any case; confirm by token', async () => {
    const r = await call(base, '/api/newsletter_subscriber_requests', { body: subscriber('Ala@Example.com'), locale: 'de' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ email: 'Ala@Example.com', status: 'pending' });
    expect(r.body.token).toMatch(/^[0-9a-f]{32}$/);
    const mails = await outbox('ala@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      type: 'newsletter_subscribe',
      token: r.body.token,
      locale: 'de',
      link: `/newsletter/confirmation/${r.body.token}`,
    });

    const dup = await call(base, '/api/newsletter_subscriber_requests', { body: subscriber('ala@EXAMPLE.com') });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe(409);

    const confirm = await call(base, `/api/newsletter_subscriber_requests/${r.body.token}`, { method: 'PUT' });
    expect(confirm.status).toBe(200);
    expect(confirm.body.status).toBe('confirmed');
    const again = await call(base, `/api/newsletter_subscriber_requests/${r.body.token}`, { method: 'PUT', body: {} });
    expect(again.status).toBe(404); // used
    expect((await call(base, '/api/newsletter_subscriber_requests/deadbeef', { method: 'PUT' })).status).toBe(404);
    expect((await call(base, '/api/newsletter_subscriber_requests', { body: subscriber('ala@example.com') })).status).toBe(409); // confirmed
  });

  it('unsubscribe: 404 for an unknown address, 201 with a token, confirmation by PUT; then subscribing again works', async () => {
    expect(
      (await call(base, '/api/newsletter_subscriber_requests/unsubscribe', { body: { email: 'nobody@example.com' } })).status,
    ).toBe(404);
    expect((await call(base, '/api/newsletter_subscriber_requests/unsubscribe', { body: { email: 'bad' } })).status).toBe(422);
    await call(base, '/api/newsletter_subscriber_requests', { body: subscriber('ola@example.com') });
    const r = await call(base, '/api/newsletter_subscriber_requests/unsubscribe', { body: { email: 'OLA@example.com' } });
    expect(r.status).toBe(201);
    expect(r.body.token).toMatch(/^[0-9a-f]{32}$/);
    expect((await outbox('ola@example.com')).map((m) => m.type)).toEqual(['newsletter_subscribe', 'newsletter_unsubscribe']);
    // a subscribe token does not confirm an unsubscription and vice versa
    expect((await call(base, `/api/newsletter_subscriber_requests/${r.body.token}`, { method: 'PUT' })).status).toBe(404);
    const done = await call(base, `/api/newsletter_subscriber_requests/unsubscribe/${r.body.token}`, { method: 'PUT' });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('unsubscribed');
    expect(
      (await call(base, '/api/newsletter_subscriber_requests/unsubscribe', { body: { email: 'ola@example.com' } })).status,
    ).toBe(404);
    expect((await call(base, '/api/newsletter_subscriber_requests', { body: subscriber('ola@example.com') })).status).toBe(201);
  });
});

describe('request bodies', () => {
  it('415 for a non-JSON content type, 400 for malformed JSON or a non-object, 413 over 1 MB', async () => {
    const wrongType = await call(base, '/api/cookie_consents', {
      body: 'referral=x',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.code).toBe(415);
    const malformed = await call(base, '/api/cookie_consents', { body: '{"referral": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/Malformed JSON/);
    expect((await call(base, '/api/cookie_consents', { body: '[1,2]' })).status).toBe(400);
    const big = await call(base, '/api/contact_form_entries/contact_us', { body: { message: 'x'.repeat(1024 * 1024 + 10) } });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe(413);
  });
});

describe('contact forms', () => {
  const valid = {
    name: 'Jan Kowalski',
    email: 'jan@example.com',
    message: 'Hello, a question about chairs.',
    department: 1,
    termsConsent: true,
    policyConsent: true,
  };

  it('contact_us: validation of required fields, phone, department, consents', async () => {
    const r = await call(base, '/api/contact_form_entries/contact_us', {
      body: { email: 'x', phone: '12', department: 99, termsConsent: false },
    });
    expect(r.status).toBe(422);
    const paths = r.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort();
    expect(paths).toEqual(['department', 'email', 'message', 'name', 'phone', 'policyConsent', 'termsConsent']);
    for (const phone of ['+48 (22) 123-45-67', '123456', '12345678901234567890']) {
      const ok = await call(base, '/api/contact_form_entries/contact_us', { body: { ...valid, phone } });
      expect(ok.status, phone).toBe(201);
    }
    for (const phone of ['12345', '123456789012345678901', '12a456', '+48 22 123 45 67 x']) {
      const bad = await call(base, '/api/contact_form_entries/contact_us', { body: { ...valid, phone } });
      expect(bad.status, phone).toBe(422);
      expect(bad.body.violations[0].propertyPath).toBe('phone');
    }
  });

  it('violations speak the request locale (English where the API has no translation) and check minimum lengths', async () => {
    const body = { ...valid, name: 'J', message: 'Hi' };
    const pl = await call(base, '/api/contact_form_entries/contact_us', { body });
    expect(pl.body.violations).toEqual([
      { propertyPath: 'name', message: 'Ta wartość jest zbyt krótka. Powinna mieć 2 lub więcej znaków.' },
      { propertyPath: 'message', message: 'Ta wartość jest zbyt krótka. Powinna mieć 10 lub więcej znaków.' },
    ]);
    const de = await call(base, '/api/contact_form_entries/contact_us', { locale: 'de', body: { ...valid, email: 'a@b' } });
    expect(de.body.violations).toEqual([{ propertyPath: 'email', message: 'Dieser Wert ist keine gültige E-Mail-Adresse.' }]);
    const no = await call(base, '/api/contact_form_entries/contact_us', { locale: 'no', body: { ...valid, department: 99 } });
    expect(no.body.violations).toEqual([{ propertyPath: 'department', message: 'This department does not exist.' }]);
  });

  it('contact_us: 201 stores the entry with timestamp and locale; accepts a department IRI', async () => {
    const r = await call(base, '/api/contact_form_entries/contact_us', {
      locale: 'en',
      body: { ...valid, companyName: 'ACME', department: '/api/contact_form_departments/2', newsletterConsent: true },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      kind: 'contact_us',
      locale: 'en',
      department: 2,
      companyName: 'ACME',
      newsletterConsent: true,
    });
    expect(typeof r.body.id).toBe('number');
    expect(new Date(r.body.createdAt).getTime()).toBeGreaterThan(0);
    const mails = (await call(base, '/__outbox?type=contact_us')).body;
    expect(mails.length).toBeGreaterThan(0);
  });

  it('customer_service: phone required, optional order and product', async () => {
    const body = {
      name: 'Ewa',
      email: 'ewa@example.com',
      phone: '600 700 800',
      message: 'A chair leg broke on delivery.',
      termsConsent: true,
      policyConsent: true,
    };
    const missing = await call(base, '/api/contact_form_entries/customer_service', { body: { ...body, phone: undefined } });
    expect(missing.status).toBe(422);
    expect(missing.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['phone']);
    const r = await call(base, '/api/contact_form_entries/customer_service', {
      body: { ...body, orderNumber: 'ZK/2024/1', productName: 'KX 200' },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ kind: 'customer_service', orderNumber: 'ZK/2024/1', productName: 'KX 200', locale: 'pl' });
    const [mail] = (await call(base, '/__outbox?type=customer_service&to=service@example.com')).body.slice(-1);
    expect(mail.subject).toBe('Customer service: Ewa (order ZK/2024/1)');
  });

  it('customer_service: a subject set by the sender (a sample request) is the subject line of the desk, at most 255 characters', async () => {
    const body = {
      name: 'Ewa Nowak',
      companyName: 'Studio Nowak',
      email: 'ewa@example.com',
      phone: '600 700 800',
      subject: 'Zamówienie próbek (2): Studio Nowak, Kraków, Polska',
      message: 'Próbki:\n1. Tessa 5646 (TES-5646), kolor: Bordowy',
      termsConsent: true,
      policyConsent: true,
    };
    const long = await call(base, '/api/contact_form_entries/customer_service', { body: { ...body, subject: 'x'.repeat(256) } });
    expect(long.status).toBe(422);
    expect(long.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['subject']);
    const r = await call(base, '/api/contact_form_entries/customer_service', { body });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ kind: 'customer_service', subject: body.subject, message: body.message });
    const [mail] = (await call(base, '/__outbox?type=customer_service')).body.slice(-1);
    expect(mail).toMatchObject({ to: 'service@example.com', subject: body.subject, data: { entryId: r.body.id } });
    expect(mail.text).toContain('Tessa 5646 (TES-5646), kolor: Bordowy');
  });
});

describe('cookie consents', () => {
  it('POST creates with an id (necessary forced on, defaults true); PUT replaces; unknown id 404; booleans validated', async () => {
    const r = await call(base, '/api/cookie_consents', {
      body: { referral: 'https://x/pl', necessaryConsent: false, analyticConsent: false },
    });
    expect(r.status).toBe(201);
    const c = check(CookieConsentSchema, r.body, 'consent');
    expect(c).toMatchObject({
      referral: 'https://x/pl',
      necessaryConsent: true,
      functionalConsent: true,
      analyticConsent: false,
      advertisingConsent: true,
    });
    const put = await call(base, `/api/cookie_consents/${c.id}`, {
      method: 'PUT',
      body: {
        referral: 'https://x/en',
        necessaryConsent: true,
        functionalConsent: false,
        analyticConsent: true,
        advertisingConsent: false,
      },
    });
    expect(put.status).toBe(200);
    expect(check(CookieConsentSchema, put.body, 'put')).toMatchObject({
      id: c.id,
      referral: 'https://x/en',
      functionalConsent: false,
      advertisingConsent: false,
    });
    expect((await call(base, '/api/cookie_consents/99999', { method: 'PUT', body: {} })).status).toBe(404);
    const bad = await call(base, '/api/cookie_consents', { body: { analyticConsent: 'yes' } });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0]).toEqual({ propertyPath: 'analyticConsent', message: 'Ta wartość powinna być typu bool.' });
  });
});

describe('persistence', () => {
  it('writes survive a restart on the same data dir', async () => {
    await call(base, '/api/newsletter_subscriber_requests', { body: subscriber('persist@example.com') });
    const consent = (await call(base, '/api/cookie_consents', { body: { referral: 'r' } })).body;
    const unsub = (await call(base, '/api/newsletter_subscriber_requests', { body: subscriber('later@example.com') })).body;
    await api.close();

    api = await startApi({ dataDir });
    base = api.url;
    expect((await call(base, '/api/newsletter_subscriber_requests', { body: subscriber('PERSIST@example.com') })).status).toBe(
      409,
    );
    const put = await call(base, `/api/cookie_consents/${consent.id}`, {
      method: 'PUT',
      body: { referral: 'r2', analyticConsent: false },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: consent.id, referral: 'r2', analyticConsent: false });
    // ids are random UUIDs, never a sequence one could walk
    const next = (await call(base, '/api/cookie_consents', { body: {} })).body;
    expect(next.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(next.id).not.toBe(consent.id);
    // a token issued before the restart still confirms
    expect((await call(base, `/api/newsletter_subscriber_requests/${unsub.token}`, { method: 'PUT' })).status).toBe(200);
    // the outbox too
    expect((await outbox('persist@example.com')).length).toBe(1);
  });
});

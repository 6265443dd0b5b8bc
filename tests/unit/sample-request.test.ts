import { setPersistentEngine } from '@nanostores/persistent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerServiceEntry } from '#contract/endpoints/forms.ts';
import { CUSTOMER_SERVICE_ENTRY_FIELDS, SAMPLE_REQUEST_FIELDS } from '#contract/forms.ts';
import { sampleRequestEntry, swatchName } from '#src/components/samples/sample-entry.ts';
import { checkForm } from '#src/components/forms/field-rules.ts';
import { type BrowserContentClient, ContentApiError } from '#src/data/browser-client.ts';
import { getT } from '#src/i18n/index.ts';
import type { SampleSwatch } from '#src/stores/samples.ts';

const A: SampleSwatch = {
  pattern: { id: 1, name: 'Tessa 5646', code: 'TES-5646' },
  color: { id: 17, name: 'Bordowy', hex: '#6d1f2f' },
};
const B: SampleSwatch = { pattern: A.pattern, color: { id: 6, name: 'Szary', hex: '#8d8f91' } };
const C: SampleSwatch = {
  pattern: { id: 7, name: 'Kora', code: 'KOR-210' },
  color: { id: 6, name: 'Szary', hex: '#8d8f91' },
};

const VALUES = {
  companyName: 'Studio Nowak',
  name: 'Ewa Nowak',
  email: 'ewa@example.com',
  phone: '+48 600 700 800',
  street: 'ul. Długa 5/2',
  postalCode: '31-147',
  city: 'Kraków',
  country: 'Polska',
  notes: 'Projekt biura na Zabłociu, potrzebne do piątku.',
  termsConsent: true,
  policyConsent: true,
};
const PAGE = 'https://www.mebleoffice.example/wzorniki/';

describe('the sample request form', () => {
  it('asks for company, contact, the whole delivery address and both consents; the note is optional', () => {
    const empty = Object.fromEntries(SAMPLE_REQUEST_FIELDS.map((s) => [s.name, s.kind === 'checkbox' ? false : '']));
    const result = checkForm(SAMPLE_REQUEST_FIELDS, empty);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.order).toEqual([
      'companyName',
      'name',
      'email',
      'phone',
      'street',
      'postalCode',
      'city',
      'country',
      'termsConsent',
      'policyConsent',
    ]);
    const ok = checkForm(SAMPLE_REQUEST_FIELDS, { ...VALUES, notes: '' });
    expect(ok).toEqual({ ok: true, body: { ...VALUES, notes: undefined } });
  });

  it('sends what the customer-service call accepts, under the names it reads', () => {
    const accepted = new Set(CUSTOMER_SERVICE_ENTRY_FIELDS.map((s) => s.name));
    const entry = sampleRequestEntry(getT('pl'), VALUES, [A], PAGE);
    expect(Object.keys(entry).filter((name) => !accepted.has(name))).toEqual([]);
    expect(checkForm(CUSTOMER_SERVICE_ENTRY_FIELDS, entry).ok).toBe(true);
  });
});

describe('the entry the service desk receives', () => {
  it('has a subject to sort by, the swatches with codes and ids, the parcel address, the contact, the note and the page', () => {
    const entry = sampleRequestEntry(getT('pl'), VALUES, [A, B, C], PAGE);
    expect(entry).toEqual({
      subject: 'Zamówienie próbek (3): Studio Nowak, Kraków, Polska',
      companyName: 'Studio Nowak',
      name: 'Ewa Nowak',
      email: 'ewa@example.com',
      phone: '+48 600 700 800',
      productName: 'TES-5646, KOR-210',
      message: [
        'Zamówienie bezpłatnych próbek wzorników',
        '',
        'Próbki (3):',
        '1. Tessa 5646 (TES-5646), kolor: Bordowy [id wzornika 1, id koloru 17]',
        '2. Tessa 5646 (TES-5646), kolor: Szary [id wzornika 1, id koloru 6]',
        '3. Kora (KOR-210), kolor: Szary [id wzornika 7, id koloru 6]',
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
        'Projekt biura na Zabłociu, potrzebne do piątku.',
        '',
        `Wysłane ze strony: ${PAGE}`,
      ].join('\n'),
      termsConsent: true,
      policyConsent: true,
    });
  });

  it('is worded in the request language; without a note there is no note section', () => {
    const entry = sampleRequestEntry(getT('de'), { ...VALUES, notes: undefined, country: 'Deutschland' }, [C], PAGE);
    expect(entry.subject).toBe('Musterbestellung (1): Studio Nowak, Kraków, Deutschland');
    expect(entry.message).toContain('1. Kora (KOR-210), Farbe: Szary [Muster-ID 7, Farb-ID 6]');
    expect(entry.message).toContain('Lieferadresse:');
    expect(entry.message).not.toContain('Anmerkungen');
    expect(swatchName(getT('de'), C)).toBe('Kora, Szary');
  });

  it('keeps the subject and the product codes within the 255 characters the call accepts', () => {
    const long = sampleRequestEntry(getT('en'), { ...VALUES, companyName: 'A'.repeat(300) }, [A], PAGE);
    expect(long.subject).toHaveLength(255);
    expect(String(long.subject).endsWith('…')).toBe(true);
  });
});

describe('sample request controller', () => {
  const storage: Record<string, string> = {};
  beforeEach(() => {
    for (const key of Object.keys(storage)) delete storage[key];
    setPersistentEngine(storage, { addEventListener() {}, removeEventListener() {} });
    vi.resetModules();
  });
  afterEach(() => vi.resetModules());

  function client(answer: () => Promise<unknown>) {
    const calls: { endpoint: unknown; params: unknown; body: unknown }[] = [];
    const fake: BrowserContentClient = {
      locale: 'pl',
      get: () => Promise.reject(new Error('no reads')),
      list: () => Promise.reject(new Error('no reads')),
      async send(endpoint, params, body) {
        calls.push({ endpoint, params, body });
        await answer();
        return null as never;
      },
    };
    return { fake, calls };
  }

  it('posts the entry to the customer-service call; the swatches sent leave the basket, one added meanwhile stays', async () => {
    const store = await import('#src/stores/samples.ts');
    const { createSampleRequestController } = await import('#src/components/samples/sample-request-controller.ts');
    store.samples.toggle(A);
    store.samples.toggle(C);
    let release: () => void = () => {};
    const { fake, calls } = client(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const controller = createSampleRequestController(fake, getT('pl'), () => PAGE);
    const sending = controller.send(VALUES);
    // Another tab adds a swatch while the request is on its way.
    store.samples.toggle(B);
    release();
    expect(await sending).toEqual([A, C]);
    expect(calls).toEqual([
      {
        endpoint: customerServiceEntry,
        params: {},
        body: sampleRequestEntry(getT('pl'), VALUES, [A, C], PAGE),
      },
    ]);
    expect(store.$samples.get()).toEqual([B]);
  });

  it('a failed call leaves the basket as it was and throws what the API answered; an empty basket sends nothing', async () => {
    const store = await import('#src/stores/samples.ts');
    const { createSampleRequestController } = await import('#src/components/samples/sample-request-controller.ts');
    const failure = new ContentApiError('down', 503, customerServiceEntry.path);
    const { fake, calls } = client(() => Promise.reject(failure));
    const controller = createSampleRequestController(fake, getT('pl'), () => PAGE);
    await expect(controller.send(VALUES)).rejects.toThrow(/empty/);
    expect(calls).toEqual([]);
    store.samples.toggle(A);
    await expect(controller.send(VALUES)).rejects.toBe(failure);
    expect(store.$samples.get()).toEqual([A]);
  });
});

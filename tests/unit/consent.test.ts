/**
 * Cookie consent: what each category means to Consent Mode, the head script's default (checked against the
 * same mapping for every stored choice), the tag manager containers of a build, saving (POST, PUT, a
 * forgotten id, a failure) and the signal that waits for the tag manager.
 */
import { setPersistentEngine } from '@nanostores/persistent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveBuildTarget, targetFromEnv } from '#contract/domains.ts';
import { TAG_MANAGER_ID, parseTagManagerIds, testTagManagerId } from '#contract/tag-manager.ts';
import { type ConsentChoice, DEFAULT_CONSENT_MODE, consentModeBootstrap, consentModeState } from '#src/analytics/consent-mode.ts';
import { signalConsent } from '#src/analytics/tag-manager.ts';
import { type BrowserContentClient, ContentApiError, createBrowserClient } from '#src/data/browser-client.ts';
import { saveConsent } from '#src/components/consent/consent-controller.ts';
import { hasUnsavedChoice, unansweredView } from '#src/components/consent/consent-gate.ts';
import { $cookiesAllowed, $cookiesTypes, decodeStoredConsent } from '#src/stores/consent.ts';

const choice = (functional: boolean, analytic: boolean, advertising: boolean): ConsentChoice => ({
  necessaryConsent: true,
  functionalConsent: functional,
  analyticConsent: analytic,
  advertisingConsent: advertising,
});

/** Every combination of the three optional categories. */
const ALL_CHOICES = [false, true].flatMap((f) => [false, true].flatMap((a) => [false, true].map((ad) => choice(f, a, ad))));

describe('Consent Mode mapping', () => {
  it('maps advertising to the three ad parameters, analytics, functional to two, necessary to security', () => {
    expect(consentModeState(choice(true, false, true))).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      security_storage: 'granted',
    });
    expect(consentModeState(choice(false, true, false))).toMatchObject({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
    });
  });

  it('keeps security storage granted even when a choice claims necessary off', () => {
    expect(consentModeState({ ...choice(false, false, false), necessaryConsent: false }).security_storage).toBe('granted');
  });

  it('denies everything but security storage by default', () => {
    expect(Object.entries(DEFAULT_CONSENT_MODE).filter(([, v]) => v === 'granted')).toEqual([['security_storage', 'granted']]);
    expect(Object.keys(DEFAULT_CONSENT_MODE)).toHaveLength(7);
  });
});

/** Runs the head script as a page would, with `stored` in localStorage; returns the dataLayer. */
function runBootstrap(stored: string | null): unknown[][] {
  const window: { dataLayer?: unknown[] } = {};
  const localStorage = { getItem: (key: string) => (key === 'cookiesTypes' ? stored : null) };
  new Function('window', 'localStorage', consentModeBootstrap())(window, localStorage);
  // gtag() pushes its arguments object; the start event is a plain object.
  return (window.dataLayer ?? []).map((entry) =>
    typeof entry === 'object' && entry && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : [entry],
  );
}

describe('the head script', () => {
  it('sets the denied default with wait_for_update for a first-time visitor, then starts the tag manager', () => {
    const layer = runBootstrap(null);
    expect(layer[0]).toEqual(['consent', 'default', { ...DEFAULT_CONSENT_MODE, wait_for_update: 500 }]);
    expect(layer[1]?.[0]).toMatchObject({ event: 'gtm.js' });
    expect(layer).toHaveLength(2);
  });

  it('applies every stored choice as the default, exactly as the island maps it', () => {
    for (const stored of ALL_CHOICES) {
      const layer = runBootstrap(JSON.stringify({ id: 'x', referral: '/', ...stored }));
      expect(layer[0]).toEqual(['consent', 'default', consentModeState(stored)]);
    }
  });

  it('falls back to the denied default when the stored value cannot be read', () => {
    expect(runBootstrap('{not json')[0]?.[2]).toMatchObject({ ...DEFAULT_CONSENT_MODE, wait_for_update: 500 });
  });
});

describe('tag manager containers', () => {
  it('gives the local environment a test container per locale and the others none', () => {
    const local = resolveBuildTarget('local', undefined).tagManager;
    expect(local.pl).toBe(testTagManagerId('pl'));
    expect(Object.keys(local)).toEqual(['pl', 'en', 'de', 'cz', 'ru', 'no']);
    expect(new Set(Object.values(local)).size).toBe(6);
    for (const id of Object.values(local)) expect(id).toMatch(TAG_MANAGER_ID);
    expect(resolveBuildTarget('live', 'eu.mebleoffice.example').tagManager).toEqual({});
  });

  it('reads TAG_MANAGER_IDS per locale, * for all, an empty id switching one off', () => {
    expect(parseTagManagerIds('pl=GTM-PL12345, en=GTM-EN12345')).toEqual({ pl: 'GTM-PL12345', en: 'GTM-EN12345' });
    expect(parseTagManagerIds('*=GTM-ALL1234,de=')).toMatchObject({ pl: 'GTM-ALL1234', fr: 'GTM-ALL1234' });
    expect(parseTagManagerIds('*=GTM-ALL1234,de=').de).toBeUndefined();
    const eu = targetFromEnv({
      SITE_ENV: 'live',
      SITE_DOMAIN: 'eu.mebleoffice.example',
      TAG_MANAGER_IDS: 'pl=GTM-PL12345,de=GTM-DE12345',
    });
    expect(eu.tagManager).toEqual({ de: 'GTM-DE12345' });
  });

  it('refuses anything that is not a locale and a container id, naming it', () => {
    expect(() => parseTagManagerIds('xx=GTM-ABC1234')).toThrow(/"xx=GTM-ABC1234" must be locale=GTM-ID/);
    expect(() => parseTagManagerIds('pl=GTM-abc"</script>')).toThrow(/is not a container id/);
    expect(() => targetFromEnv({ TAG_MANAGER_IDS: 'GTM-ABC1234' })).toThrow(/TAG_MANAGER_IDS/);
  });
});

describe('stored consent', () => {
  let storage: Record<string, string>;
  beforeEach(() => {
    storage = {};
    setPersistentEngine(storage, { addEventListener() {}, removeEventListener() {}, perKey: false });
  });

  it('reads a stored consent, keeping necessary on, and drops what is not one (logged)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      decodeStoredConsent(JSON.stringify({ id: 'a', referral: '/x', ...choice(true, false, true), necessaryConsent: false })),
    ).toEqual({
      id: 'a',
      referral: '/x',
      ...choice(true, false, true),
    });
    expect(decodeStoredConsent('{"analyticConsent":true}')).toBeUndefined();
    expect(decodeStoredConsent('nope')).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('stores the banner flag as the string true', () => {
    $cookiesAllowed.set(true);
    expect(storage.cookiesAllowed).toBe('true');
  });
});

describe('the consent gate', () => {
  const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });
  const saved = JSON.stringify({ id: 'a', referral: '/', ...choice(true, true, true) });

  it('asks until a consent is saved (popup) or the banner closed, and not again after', () => {
    expect(unansweredView(storage({}), 'popup')).toBe('info');
    expect(unansweredView(storage({}), 'banner')).toBe('banner');
    expect(unansweredView(storage({ cookiesAllowed: 'true' }), 'popup')).toBe('info');
    expect(unansweredView(storage({ cookiesAllowed: 'true' }), 'banner')).toBeNull();
    expect(unansweredView(storage({ cookiesTypes: saved }), 'popup')).toBeNull();
    expect(unansweredView(storage({ cookiesTypes: saved }), 'banner')).toBeNull();
  });

  it('asks again when the stored consent cannot be read, as the head script then sets the denied default', () => {
    expect(unansweredView(storage({ cookiesTypes: '{broken' }), 'popup')).toBe('info');
    expect(unansweredView(storage({ cookiesTypes: 'null' }), 'popup')).toBe('info');
  });

  it('finds a choice whose save failed', () => {
    expect(hasUnsavedChoice(storage({ cookiesTypes: saved }))).toBe(false);
    expect(hasUnsavedChoice(storage({ cookiesTypes: JSON.stringify({ ...JSON.parse(saved), unsaved: true }) }))).toBe(true);
  });
});

describe('saving a consent', () => {
  const ID = '0b6f3a52-0f5e-4c43-9f8e-3c8f7f3b1c11';
  let storage: Record<string, string>;
  let calls: { method: string; url: string; body: unknown }[];

  function clientAnswering(answer: (method: string, url: string) => Response): BrowserContentClient {
    return createBrowserClient('pl', (async (url: string, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer(init?.method ?? 'GET', url);
    }) as typeof fetch);
  }
  const created = (body: unknown, id = ID) => new Response(JSON.stringify({ ...(body as object), id }), { status: 201 });

  beforeEach(() => {
    storage = {};
    calls = [];
    setPersistentEngine(storage, { addEventListener() {}, removeEventListener() {}, perKey: false });
    $cookiesTypes.set(undefined);
  });

  it('creates a consent without a stored id (referral and the four booleans) and keeps its id', async () => {
    const client = clientAnswering(() => created(calls.at(-1)?.body));
    const result = await saveConsent(client, choice(false, true, false), 'https://www.mebleoffice.example/');
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/cookie_consents',
        body: { referral: 'https://www.mebleoffice.example/', ...choice(false, true, false) },
      },
    ]);
    expect(result).toMatchObject({ saved: true, created: true, consent: { id: ID } });
    expect(JSON.parse(storage.cookiesTypes ?? '')).toEqual({
      referral: 'https://www.mebleoffice.example/',
      ...choice(false, true, false),
      id: ID,
    });
  });

  it('replaces the full object with PUT when an id is stored', async () => {
    $cookiesTypes.set({ id: ID, referral: '/a', ...choice(true, true, true) });
    const client = clientAnswering(() => new Response('{}', { status: 200 }));
    const result = await saveConsent(client, choice(false, false, true), '/b');
    expect(calls).toEqual([
      { method: 'PUT', url: `/api/cookie_consents/${ID}`, body: { id: ID, referral: '/b', ...choice(false, false, true) } },
    ]);
    expect(result).toMatchObject({ saved: true, created: false });
    expect($cookiesTypes.get()).toEqual({ id: ID, referral: '/b', ...choice(false, false, true) });
  });

  it('creates a new consent when the API no longer knows the stored id', async () => {
    $cookiesTypes.set({ id: ID, referral: '/a', ...choice(true, true, true) });
    const other = '7d1f0f0e-5b7a-4d8e-8f59-8d0b1b6a2f33';
    const client = clientAnswering((method) =>
      method === 'PUT' ? new Response('{"code":404,"message":"not found"}', { status: 404 }) : created(calls.at(-1)?.body, other),
    );
    const result = await saveConsent(client, choice(true, false, false), '/c');
    expect(calls.map((c) => c.method)).toEqual(['PUT', 'POST']);
    expect(result).toMatchObject({ saved: true, created: true, consent: { id: other } });
  });

  it('a client that fails to load (a chunk gone after a deploy, a visitor offline) is a failed save: the choice is kept unsaved', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await saveConsent(
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      choice(true, true, false),
      '/e',
    );
    expect(result).toMatchObject({ saved: false, created: false });
    expect(error).toHaveBeenCalledWith('cookie consent: the choice could not be saved', expect.any(TypeError));
    expect($cookiesTypes.get()).toEqual({ referral: '/e', ...choice(true, true, false), unsaved: true });
    error.mockRestore();
  });

  it('only logs a failed save, keeps the choice on the device marked unsaved, and never throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = clientAnswering(() => new Response('{"code":500}', { status: 500 }));
    const result = await saveConsent(client, choice(false, false, false), '/d');
    expect(result).toMatchObject({ saved: false, created: false });
    expect(error).toHaveBeenCalledWith('cookie consent: the choice could not be saved', expect.any(ContentApiError));
    expect($cookiesTypes.get()).toEqual({ referral: '/d', ...choice(false, false, false), unsaved: true });
    error.mockRestore();
  });
});

describe('signalling the tag manager', () => {
  const globals = globalThis as unknown as { window?: Window & typeof globalThis };
  let layer: unknown[];

  beforeEach(() => {
    vi.useFakeTimers();
    layer = [];
    globals.window = {
      dataLayer: layer,
      gtag(...args: unknown[]) {
        layer.push(args);
      },
    } as unknown as Window & typeof globalThis;
  });
  afterEach(() => {
    vi.useRealTimers();
    delete globals.window;
  });

  it('polls every 200 ms until the container has loaded, then sends the update and, on creation, the event', async () => {
    const sent = signalConsent(choice(true, false, false), { containerId: 'GTM-TEST000', created: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(layer).toEqual([]);
    (globals.window as Window).google_tag_manager = { 'GTM-TEST000': {} };
    await vi.advanceTimersByTimeAsync(199);
    expect(layer).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sent).toBe(true);
    expect(layer).toEqual([
      ['consent', 'update', consentModeState(choice(true, false, false))],
      { event: 'cookie_consent_update' },
    ]);
  });

  it('sends no event for a changed consent, and nothing when the tag manager never loads', async () => {
    (globals.window as Window).google_tag_manager = { 'GTM-TEST000': {} };
    await signalConsent(choice(false, false, false), { containerId: 'GTM-TEST000', created: false });
    expect(layer).toEqual([['consent', 'update', consentModeState(choice(false, false, false))]]);
    const never = signalConsent(choice(true, true, true), { containerId: 'GTM-OTHER00', created: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await never).toBe(false);
    expect(layer).toHaveLength(1);
    expect(await signalConsent(choice(true, true, true), { containerId: null, created: true })).toBe(false);
  });
});

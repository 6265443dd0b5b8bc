/**
 * The consent controller: saving a cookie consent and signalling it, with the browser content client. Without
 * a stored id the consent is created (cookieConsentCreate) and the id it gets is kept; with an id the full
 * object replaces the stored one (cookieConsentReplace; an id the API no longer knows is created anew). Then
 * the choice goes to the store and localStorage `cookiesTypes`, and once the tag manager has loaded, to
 * Consent Mode. A failed save is only logged: the choice is still kept on this device, marked unsaved, and the
 * next page sends it again, so nothing the visitor chose is lost.
 *
 * The browser content client is loaded when a choice is saved, not with the popup: showing the choice needs no
 * API, and the client's 5 KB would weigh on every first visit. A client that fails to load is a failed save.
 */
import * as endpoints from '#contract/endpoints/consent.ts';
import { CONSENT_CATEGORIES, type ConsentChoice, withNecessary } from '../../analytics/consent-mode.ts';
import { signalConsent } from '../../analytics/tag-manager.ts';
import type { Locale } from '#contract/locales.ts';
import type { BrowserContentClient } from '../../data/browser-client.ts';
import { ContentApiError } from '../../data/content-errors.ts';
import { $consentUi, $cookiesTypes, type StoredConsent, consentUi } from '../../stores/consent.ts';

export interface SaveResult {
  consent: StoredConsent;
  /** Whether the content API stored it. */
  saved: boolean;
  /** Whether it was created by this save (POST): the tag manager then also gets the consent event. */
  created: boolean;
}

/** The body of both calls: the page address at the time and the four categories, necessary always on. */
export type ConsentPayload = ConsentChoice & { referral: string };

export function consentPayload(choice: ConsentChoice, referral: string): ConsentPayload {
  const chosen = withNecessary(choice);
  return Object.fromEntries([['referral', referral], ...CONSENT_CATEGORIES.map((c) => [c, chosen[c]])]) as ConsentPayload;
}

async function create(client: BrowserContentClient, payload: ConsentPayload): Promise<StoredConsent> {
  const answer = await client.send(endpoints.cookieConsentCreate, {}, payload);
  return { ...payload, id: (answer as { id: string }).id };
}

/** The browser content client of `locale`, loaded on demand. */
export function loadBrowserClient(locale: Locale): Promise<BrowserContentClient> {
  return import('../../data/browser-client.ts').then((module) => module.createBrowserClient(locale));
}

/**
 * Saves a choice (POST without a stored id, PUT with one; a PUT to an id the API no longer knows creates a
 * new consent), then keeps it in the store and localStorage. Never throws: a failure (of the call, or of the
 * client's loading) is logged.
 */
export async function saveConsent(
  clientLoading: BrowserContentClient | Promise<BrowserContentClient>,
  choice: ConsentChoice,
  referral: string,
): Promise<SaveResult> {
  const payload = consentPayload(choice, referral);
  const id = $cookiesTypes.get()?.id;
  $consentUi.setKey('saving', true);
  let result: SaveResult;
  try {
    const client = await clientLoading;
    if (id) {
      try {
        await client.send(endpoints.cookieConsentReplace, { id }, { id, ...payload });
        result = { consent: { ...payload, id }, saved: true, created: false };
      } catch (error) {
        if (!(error instanceof ContentApiError && error.status === 404)) throw error;
        result = { consent: await create(client, payload), saved: true, created: true };
      }
    } else {
      result = { consent: await create(client, payload), saved: true, created: true };
    }
  } catch (error) {
    console.error('cookie consent: the choice could not be saved', error);
    result = { consent: { ...payload, ...(id ? { id } : {}), unsaved: true }, saved: false, created: false };
  }
  $cookiesTypes.set(result.consent);
  $consentUi.setKey('saving', false);
  return result;
}

/** Saves a choice, then signals it to the tag manager when the content API has stored it. */
export async function commitConsent(
  client: BrowserContentClient | Promise<BrowserContentClient>,
  choice: ConsentChoice,
  { referral, containerId }: { referral: string; containerId: string | null },
): Promise<SaveResult> {
  const result = await saveConsent(client, choice, referral);
  if (result.saved) void signalConsent(result.consent, { containerId, created: result.created });
  return result;
}

export interface ConsentController {
  /** Saves the visitor's choice (made on this page), signals it, and closes the view. */
  save(choice: ConsentChoice): Promise<void>;
}

export function createConsentController(locale: Locale, containerId: string | null): ConsentController {
  return {
    async save(choice) {
      await commitConsent(loadBrowserClient(locale), choice, { referral: window.location.href, containerId });
      consentUi.close();
    },
  };
}

/** Sends a choice whose save failed on an earlier page again (with the page address of that choice). */
export async function resendUnsavedConsent({
  locale,
  containerId,
}: {
  locale: Locale;
  containerId: string | null;
}): Promise<void> {
  const stored = $cookiesTypes.get();
  if (stored?.unsaved) await commitConsent(loadBrowserClient(locale), stored, { referral: stored.referral, containerId });
}

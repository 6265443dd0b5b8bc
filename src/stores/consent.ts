/**
 * Cookie consent: the saved choice (localStorage `cookiesTypes`: the consent object with the id the content
 * API gave it), the older banner's flag (`cookiesAllowed`) and which consent view is showing
 * (`activePopup`). The consent island renders this store and its controller (components/consent/
 * consent-controller.ts) writes it. The head script and the page's consent gate read localStorage themselves, so
 * that returning visitors load none of this.
 */
import { persistentAtom } from '@nanostores/persistent';
import { map } from 'nanostores';
import { COOKIES_ALLOWED_KEY, COOKIES_TYPES_KEY } from '../analytics/consent-keys.ts';
import { CONSENT_CATEGORIES, type ConsentChoice, withNecessary } from '../analytics/consent-mode.ts';

/** The views of the consent popup: the Polish first-visit view, and the settings (every locale). */
export type ConsentView = 'info' | 'settings';

/** The consent as this device keeps it: the id is missing until the content API has stored it. */
export interface StoredConsent extends ConsentChoice {
  id?: string;
  referral: string;
  /** Set while the content API has not stored this choice (its save failed). */
  unsaved?: true;
}

export interface ConsentUiState {
  /** The view showing; null when none is. */
  activePopup: ConsentView | null;
  /** Whether the view was opened on request (the privacy page button) rather than because nothing is saved. */
  requested: boolean;
  saving: boolean;
}

export const $consentUi = map<ConsentUiState>({ activePopup: null, requested: false, saving: false });

/** What a new choice starts from: every category on (the content API's defaults). */
export const ALL_ACCEPTED: ConsentChoice = {
  necessaryConsent: true,
  functionalConsent: true,
  analyticConsent: true,
  advertisingConsent: true,
};

/** The stored consent, or undefined for anything that is not one (logged: it is then asked again). */
export function decodeStoredConsent(raw: string): StoredConsent | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) throw new TypeError('not an object');
    const record = value as Record<string, unknown>;
    if (CONSENT_CATEGORIES.some((c) => typeof record[c] !== 'boolean')) throw new TypeError('a category is missing');
    const id = typeof record.id === 'string' && record.id !== '' ? record.id : undefined;
    const choice = Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, record[c] as boolean])) as ConsentChoice;
    return {
      ...withNecessary(choice),
      referral: typeof record.referral === 'string' ? record.referral : '',
      ...(id ? { id } : {}),
      ...(record.unsaved === true ? { unsaved: true as const } : {}),
    };
  } catch (error) {
    console.error(`cookie consent: the stored ${COOKIES_TYPES_KEY} cannot be read`, error);
    return undefined;
  }
}

export const $cookiesTypes = persistentAtom<StoredConsent | undefined>(COOKIES_TYPES_KEY, undefined, {
  encode: JSON.stringify,
  decode: decodeStoredConsent,
});

/** The older banner's flag: set once its close button was used. */
export const $cookiesAllowed = persistentAtom<boolean | undefined>(COOKIES_ALLOWED_KEY, undefined, {
  encode: (value) => String(value),
  decode: (raw) => raw === 'true',
});

export const consentUi = {
  open(view: ConsentView, requested = false): void {
    $consentUi.set({ ...$consentUi.get(), activePopup: view, requested });
  },
  close(): void {
    $consentUi.set({ ...$consentUi.get(), activePopup: null, requested: false });
  },
};

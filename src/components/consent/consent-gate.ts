/**
 * The consent gate, on every page, kept to about a kilobyte: it reads localStorage itself (as the head
 * script does) and loads a consent view only when there is something to show. While this locale's question
 * is unanswered, once the browser is idle (the page's own content comes first): in Polish the React popup
 * (with its saving side and texts), elsewhere the plain-DOM banner. Whenever a `[data-cookie-settings-open]`
 * button (the privacy page's) is used: the popup's settings view, in every locale; on that page the modal
 * popup does not open by itself, so the policy stays readable. A choice whose save
 * failed on an earlier page is sent again. Reads its settings from the host element ConsentHost.astro renders.
 */
import { type Locale, isLocale } from '#contract/locales.ts';
import { COOKIES_ALLOWED_KEY, COOKIES_TYPES_KEY } from '../../analytics/consent-keys.ts';
import { whenIdle } from '../ui/when-idle.ts';
export type ConsentVariant = 'popup' | 'banner';

/** The page's consent settings, read from its consent host: what the views and the controller need. */
export interface ConsentOptions {
  locale: Locale;
  privacyHref: string | null;
  /** The locale's tag manager container; null: no tag manager on this site. */
  containerId: string | null;
}
type Storage = Pick<globalThis.Storage, 'getItem'>;

/** A stored JSON object, or null (nothing stored, or nothing readable: asked again). */
function storedObject(storage: Storage, key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The view a visitor must still answer: the popup's info view until a consent is saved (`cookiesTypes`),
 * the banner until it was closed (`cookiesAllowed`) or settings were saved; null when answered.
 */
export function unansweredView(storage: Storage, variant: ConsentVariant): 'info' | 'banner' | null {
  if (storedObject(storage, COOKIES_TYPES_KEY)) return null;
  if (variant === 'popup') return 'info';
  return storage.getItem(COOKIES_ALLOWED_KEY) === 'true' ? null : 'banner';
}

/** Whether the saved choice never reached the content API. */
export function hasUnsavedChoice(storage: Storage): boolean {
  return storedObject(storage, COOKIES_TYPES_KEY)?.unsaved === true;
}

export function startConsentGate(): void {
  const host = document.querySelector<HTMLElement>('[data-consent-host]');
  if (!host) return;
  const { consentLocale, consentVariant, privacyHref, tagManager } = host.dataset;
  const options: ConsentOptions = {
    locale: isLocale(consentLocale) ? consentLocale : 'pl',
    privacyHref: privacyHref || null,
    containerId: tagManager || null,
  };
  const failed = (error: unknown) => console.error('cookie consent: the consent view could not be loaded', error);
  // A view whose code fails to load reloads the page (the app shell's chunk-reload guard), and its import
  // then resolves to nothing: `?.` lets that go quietly. Within the guard's 60 s the failure is logged.
  const show = (view: 'info' | 'settings' | 'banner', requested: boolean): Promise<void> =>
    view === 'banner'
      ? import('./cookie-banner.ts').then((banner) => banner?.showCookieBanner(host, options)).catch(failed)
      : import('./consent-island.tsx').then((island) => island?.openConsentIsland(host, options, view, requested)).catch(failed);

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[data-cookie-settings-open]')) void show('settings', true);
  });
  const view = unansweredView(localStorage, consentVariant === 'banner' ? 'banner' : 'popup');
  // The privacy page (which has the settings button) stays readable: the modal popup does not cover it.
  const onPrivacyPage = document.querySelector('[data-cookie-settings-open]') !== null;
  if (view && !(view === 'info' && onPrivacyPage)) whenIdle(() => void show(view, false));
  else if (hasUnsavedChoice(localStorage)) {
    whenIdle(() => {
      void import('./consent-controller.ts').then((controller) => controller?.resendUnsavedConsent(options));
    });
  }
}

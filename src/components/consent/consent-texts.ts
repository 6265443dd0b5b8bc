/**
 * The `cookies` texts of a locale, loaded on demand: each dictionary's `cookies` namespace is its own small
 * chunk (a JSON named import), so pages do not carry them and the consent views fetch only their locale's.
 */
/// <reference types="vite/client" />
import type { Locale } from '#contract/locales.ts';
import type { Messages } from '../../i18n/translator.ts';

const COOKIE_TEXTS = import.meta.glob<Messages>('../../i18n/dictionaries/*.json', { import: 'cookies' });

/** `{ cookies: … }` of `locale` (Polish when a locale has no dictionary), ready for createTranslator. */
export async function loadCookieTexts(locale: Locale): Promise<Messages> {
  const load = COOKIE_TEXTS[`../../i18n/dictionaries/${locale}.json`] ?? COOKIE_TEXTS['../../i18n/dictionaries/pl.json'];
  return { cookies: (await load?.()) ?? {} };
}

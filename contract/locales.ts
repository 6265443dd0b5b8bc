/**
 * Locale codes of the site. Dependency-free so that islands can import it without pulling in a
 * dictionary.
 *
 * The content API and the URLs use `cz` and `no`; HTML `lang`/`hreflang`, `Intl.*` and plural rules
 * need the BCP-47 codes `cs` (Czech) and `nb` (Norwegian Bokmål): always go through `toBcp47()`.
 */

export const LOCALES = ['pl', 'en', 'de', 'cz', 'ru', 'no', 'fr'] as const;

export type Locale = (typeof LOCALES)[number];

/** Default locale and the fallback of every missing interface text. */
export const DEFAULT_LOCALE: Locale = 'pl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A locale named by the page (a data attribute), or the default locale when it names none we know. */
export function localeOr(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

const BCP47: Readonly<Record<Locale, string>> = {
  pl: 'pl',
  en: 'en',
  de: 'de',
  cz: 'cs',
  ru: 'ru',
  no: 'nb',
  fr: 'fr',
};

/** `cz` → `cs`, `no` → `nb`, other locales unchanged. For `lang`, `hreflang` and `Intl`. */
export function toBcp47(locale: Locale): string {
  return BCP47[locale];
}

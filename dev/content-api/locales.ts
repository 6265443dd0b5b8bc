import { badRequest } from './errors.ts';
import type { LocaleCode } from './catalogue/types.ts';

export const LOCALES: readonly LocaleCode[] = ['pl', 'en', 'de', 'cz', 'ru', 'no', 'fr'];
export const DEFAULT_LOCALE: LocaleCode = 'pl';

/** BCP-47 spellings accepted as aliases of the API's codes. */
const ALIASES: Record<string, LocaleCode> = { cs: 'cz', nb: 'no', nn: 'no' };

/** Collation locale of each API locale (cz and no are not BCP-47). */
export const COLLATION: Record<LocaleCode, string> = { pl: 'pl', en: 'en', de: 'de', cz: 'cs', ru: 'ru', no: 'nb', fr: 'fr' };

export function isLocale(value: string): value is LocaleCode {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * The locale of a request: `?locale=` wins over the `Accept-Locale` header; missing → pl. Values are
 * case-insensitive, a region part is ignored (`en-GB` → en), cs/nb are aliases of cz/no. Unknown → 400.
 */
export function resolveLocale(header: string | null | undefined, queryValue: string | null | undefined): LocaleCode {
  const raw = (queryValue ?? header ?? '').trim();
  if (!raw) return DEFAULT_LOCALE;
  const base = raw.toLowerCase().split(/[-_,;]/)[0] ?? '';
  if (isLocale(base)) return base;
  const alias = ALIASES[base];
  if (alias) return alias;
  throw badRequest(
    `Unsupported locale "${raw}" (from ${queryValue ? 'the locale parameter' : 'the Accept-Locale header'}). Supported locales: ${LOCALES.join(', ')}.`,
  );
}

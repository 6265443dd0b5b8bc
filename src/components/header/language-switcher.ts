/**
 * Entries of the language switcher (pure): the live, non-hidden locale domains of the environment
 * (switcherDomains), each linking to the page's translation in that locale when it exists, else to that
 * locale's home page.
 */
import { type BuildTarget, absoluteLocaleUrl, switcherDomains } from '#contract/domains.ts';
import { type Locale, LOCALES, toBcp47 } from '#contract/locales.ts';
import type { Alternate } from '../../routing/page-plan.ts';

export interface LanguageEntry {
  locale: Locale;
  /** BCP-47 (hreflang, lang). */
  lang: string;
  href: string;
  current: boolean;
  /** Whether the link leads to the same page in that language (else the locale's home page). */
  translated: boolean;
}

export function languageEntries(target: BuildTarget, currentLocale: Locale, alternates: readonly Alternate[]): LanguageEntry[] {
  const locales = [...new Set(switcherDomains(target).map((d) => d.locale))];
  locales.sort((a, b) => LOCALES.indexOf(a) - LOCALES.indexOf(b));
  return locales.flatMap((locale) => {
    const alternate = alternates.find((a) => a.locale === locale);
    const href = alternate?.url ?? absoluteLocaleUrl(target, locale, '/');
    if (!href) return [];
    return [{ locale, lang: toBcp47(locale), href, current: locale === currentLocale, translated: Boolean(alternate) }];
  });
}

/**
 * Interface texts at build time (Astro pages and layouts) and the hand-over to React islands.
 *
 * - `getT(locale)` → a cached, synchronous i18next translator with all seven dictionaries, falling back
 *   to Polish and then to the key itself.
 * - Islands must not import this module (it bundles i18next and every dictionary). A page passes
 *   `pickMessages(locale, ['basket', 'downloadCenter.units'])` as a prop; the island imports
 *   `createTranslator` from `./translator.ts`.
 *
 * Dictionaries live in `src/i18n/dictionaries/{locale}.json` under the site's own locale codes (`cz`, `no`). Inside
 * i18next they are registered under BCP-47 codes (`cs`, `nb`) because i18next picks plural forms with
 * `Intl.PluralRules(lng)`, and `Intl.PluralRules('cz')` silently falls back to English rules.
 *
 * Interpolated values are not HTML-escaped (`escapeValue: false`): Astro `{expr}` and React escape on
 * output. Never pass a translated string to `set:html` / `dangerouslySetInnerHTML`.
 */
import i18next, { type i18n } from 'i18next';
import cz from './dictionaries/cz.json' with { type: 'json' };
import de from './dictionaries/de.json' with { type: 'json' };
import en from './dictionaries/en.json' with { type: 'json' };
import fr from './dictionaries/fr.json' with { type: 'json' };
import no from './dictionaries/no.json' with { type: 'json' };
import pl from './dictionaries/pl.json' with { type: 'json' };
import ru from './dictionaries/ru.json' with { type: 'json' };
import { DEFAULT_LOCALE, LOCALES, type Locale, toBcp47 } from '#contract/locales.ts';
import type { Messages, Translate, TranslateOptions, TranslationKey, TranslationNamespace } from './translator.ts';

const DICTIONARIES: Readonly<Record<Locale, Messages>> = { pl, en, de, cz, ru, no, fr };

/** The full dictionary of one locale, as stored in `src/i18n/dictionaries/{locale}.json` (no fallback applied). */
export function getDictionary(locale: Locale): Messages {
  return DICTIONARIES[locale];
}

/**
 * An i18next instance for `locale` over the given dictionaries (missing locales simply have no texts).
 * `getT()` uses it with the real dictionaries; tests use it with fixtures.
 */
export function createI18n(locale: Locale, dictionaries: Partial<Record<Locale, Messages>>): i18n {
  const resources: Record<string, { translation: Messages }> = {};
  for (const code of LOCALES) {
    const messages = dictionaries[code];
    if (messages) resources[toBcp47(code)] = { translation: messages };
  }
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: toBcp47(locale),
    fallbackLng: toBcp47(DEFAULT_LOCALE),
    supportedLngs: LOCALES.map(toBcp47),
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    nsSeparator: false,
    keySeparator: '.',
    returnNull: false,
    returnEmptyString: false,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Wraps an i18next instance in the site's `Translate` signature. */
export function translatorOf(instance: i18n): Translate {
  const t = instance.t as unknown as (key: string, options?: TranslateOptions) => unknown;
  return (key, options) => {
    const text = t(key, options);
    return typeof text === 'string' ? text : key;
  };
}

const instances = new Map<Locale, i18n>();
const translators = new Map<Locale, Translate>();

/** The cached i18next instance of a locale (all dictionaries loaded, language set). */
export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale, DICTIONARIES);
    instances.set(locale, instance);
  }
  return instance;
}

/** The translator of a locale; synchronous, cached. `getT('cz')('files.count', { count: 3 })` → '3 soubory'. */
export function getT(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = translatorOf(getI18n(locale));
    translators.set(locale, t);
  }
  return t;
}

const PLURAL_SUFFIX = /_(?:zero|one|two|few|many|other)$/;

function isMessages(node: string | Messages | undefined): node is Messages {
  return typeof node === 'object' && node !== null;
}

/** Locale texts over Polish ones: Polish only fills texts (or plural groups) the locale lacks. */
function withFallback(own: Messages | undefined, fallback: Messages | undefined): Messages {
  const result: Messages = { ...fallback };
  if (fallback && own) {
    // A plural group the locale has is taken whole from the locale (its forms differ from Polish).
    for (const key of Object.keys(fallback)) {
      const base = key.replace(PLURAL_SUFFIX, '');
      if (base !== key && Object.keys(own).some((k) => k.replace(PLURAL_SUFFIX, '') === base)) delete result[key];
    }
  }
  for (const [key, value] of Object.entries(own ?? {})) {
    const base = result[key];
    if (isMessages(value)) result[key] = withFallback(value, isMessages(base) ? base : undefined);
    else if (value !== '') result[key] = value;
  }
  return result;
}

function pick(source: Messages, path: string): Messages {
  const parts = path.split('.');
  const last = parts.pop() as string;
  let node: Messages = source;
  for (const part of parts) {
    const next = node[part];
    if (!isMessages(next)) return {};
    node = next;
  }
  const picked: Messages = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === last || key.replace(PLURAL_SUFFIX, '') === last) picked[key] = value;
  }
  if (Object.keys(picked).length === 0) return {};
  let result: Messages = picked;
  for (let i = parts.length - 1; i >= 0; i--) result = { [parts[i] as string]: result };
  return result;
}

const mergedDictionaries = new Map<Locale, Messages>();

/**
 * Only the texts an island needs, for one locale, with gaps filled from Polish: a serialisable object
 * to pass as an island prop and hand to `createTranslator(locale, messages)`.
 * Paths are namespaces (`'basket'`, `'cookies.settings'`) or keys (`'common.close'`, `'files.count'`
 * takes every plural form).
 */
export function pickMessages(locale: Locale, paths: readonly (TranslationNamespace | TranslationKey)[]): Messages {
  let merged = mergedDictionaries.get(locale);
  if (!merged) {
    merged = withFallback(DICTIONARIES[locale], locale === DEFAULT_LOCALE ? undefined : DICTIONARIES[DEFAULT_LOCALE]);
    mergedDictionaries.set(locale, merged);
  }
  let result: Messages = {};
  for (const path of paths) result = withFallback(pick(merged, path), result);
  return result;
}

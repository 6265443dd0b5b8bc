/**
 * Interface texts at build time (Astro pages and layouts) and the hand-over to React islands: one translator
 * for both, `createTranslator` of `./translator.ts` (fallback to Polish, then the key; i18next's plural
 * suffixes and `{{var}}` interpolation).
 *
 * - `getT(locale)` → the cached, synchronous translator of a locale over all seven dictionaries.
 * - Islands must not import this module (it bundles every dictionary). A page passes
 *   `pickMessages(locale, ['basket', 'downloadCenter.units'])` as a prop; the island imports
 *   `createTranslator` from `./translator.ts`.
 *
 * Dictionaries live in `src/i18n/dictionaries/{locale}.json` under the site's own locale codes (`cz`, `no`), in
 * i18next's JSON format (nested keys, `_one`/`_few`/`_many`/`_other`/`_zero` plural suffixes, `{{var}}`), so
 * translation tools that read i18next read them. Plural forms follow `Intl.PluralRules` of the BCP-47 code
 * (`cs`, `nb`): `Intl.PluralRules('cz')` would silently fall back to English rules.
 *
 * Interpolated values are not HTML-escaped: Astro `{expr}` and React escape on output. Never pass a
 * translated string to `set:html` / `dangerouslySetInnerHTML`.
 */
import cz from './dictionaries/cz.json' with { type: 'json' };
import de from './dictionaries/de.json' with { type: 'json' };
import en from './dictionaries/en.json' with { type: 'json' };
import fr from './dictionaries/fr.json' with { type: 'json' };
import no from './dictionaries/no.json' with { type: 'json' };
import pl from './dictionaries/pl.json' with { type: 'json' };
import ru from './dictionaries/ru.json' with { type: 'json' };
import { DEFAULT_LOCALE, type Locale } from '#contract/locales.ts';
import { createTranslator, type Messages, type Translate, type TranslationKey, type TranslationNamespace } from './translator.ts';

const DICTIONARIES: Readonly<Record<Locale, Messages>> = { pl, en, de, cz, ru, no, fr };

/** The full dictionary of one locale, as stored in `src/i18n/dictionaries/{locale}.json` (no fallback applied). */
export function getDictionary(locale: Locale): Messages {
  return DICTIONARIES[locale];
}

/**
 * The translator of `locale` over a set of dictionaries: the locale's texts, then Polish, then the key.
 * `getT()` uses it with the real dictionaries; tests use it with fixtures.
 */
export function createDictionaryTranslator(locale: Locale, dictionaries: Partial<Record<Locale, Messages>>): Translate {
  const fallback = locale === DEFAULT_LOCALE ? undefined : dictionaries[DEFAULT_LOCALE];
  return createTranslator(locale, dictionaries[locale] ?? {}, fallback);
}

/**
 * A translator that resolves each text asked for without options once and then answers from a map: a build
 * asks the same few hundred keys on every page (header, footer, forms), tens of thousands of times.
 */
function remembering(t: Translate): Translate {
  const texts = new Map<string, string>();
  return (key, options) => {
    if (options !== undefined) return t(key, options);
    let text = texts.get(key);
    if (text === undefined) {
      text = t(key);
      texts.set(key, text);
    }
    return text;
  };
}

const translators = new Map<Locale, Translate>();

/** The translator of a locale; synchronous, cached. `getT('cz')('files.count', { count: 3 })` → '3 soubory'. */
export function getT(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = remembering(createDictionaryTranslator(locale, DICTIONARIES));
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
const picked = new Map<string, Messages>();

function deepFreeze(messages: Messages): Messages {
  for (const value of Object.values(messages)) if (isMessages(value)) deepFreeze(value);
  return Object.freeze(messages);
}

/**
 * Only the texts an island needs, for one locale, with gaps filled from Polish: a serialisable object
 * to pass as an island prop and hand to `createTranslator(locale, messages)`.
 * Paths are namespaces (`'basket'`, `'cookies.settings'`) or keys (`'common.close'`, `'files.count'`
 * takes every plural form). Every page of a kind asks for the same texts, so each answer is kept (frozen).
 */
export function pickMessages(locale: Locale, paths: readonly (TranslationNamespace | TranslationKey)[]): Messages {
  const id = `${locale} ${paths.join(' ')}`;
  let result = picked.get(id);
  if (result) return result;
  let merged = mergedDictionaries.get(locale);
  if (!merged) {
    merged = withFallback(DICTIONARIES[locale], locale === DEFAULT_LOCALE ? undefined : DICTIONARIES[DEFAULT_LOCALE]);
    mergedDictionaries.set(locale, merged);
  }
  result = {};
  for (const path of paths) result = withFallback(pick(merged, path), result);
  picked.set(id, deepFreeze(result));
  return result;
}

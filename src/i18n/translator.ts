/**
 * The site's translator, at build time (`getT()` in `./index.ts`) and in React islands: small, synchronous,
 * no dictionaries bundled.
 *
 * A page picks the texts an island needs (`pickMessages()` in `./index.ts`), passes them as a prop, and the
 * island calls `createTranslator(locale, messages)`. Its rules are i18next's for the dictionary format the site
 * uses, and `tests/unit/i18n-golden.test.ts` holds it to i18next's answers for every key, locale and count:
 * - nested keys separated by '.';
 * - plurals with i18next suffixes: `count` selects `key_zero` (count 0 only, if present), then
 *   `key_<Intl.PluralRules category of the BCP-47 locale>`, then `key`, then `key_other`;
 * - `{{name}}` interpolation from the options, values inserted as plain text (no HTML escaping: Astro
 *   and React escape on output); a variable that is not passed stays as `{{name}}`;
 * - empty strings count as missing; missing texts fall back to `fallback` (Polish, the default locale),
 *   then to `defaultValue`, then to the key itself.
 */
import type plMessages from './dictionaries/pl.json';
import { DEFAULT_LOCALE, type Locale, toBcp47 } from '#contract/locales.ts';

/** A dictionary or a part of one: nested namespaces whose leaves are texts. */
export interface Messages {
  [key: string]: string | Messages;
}

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type StripPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${StripPlural<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type Branches<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? never : `${Prefix}${K}` | Branches<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every text key of the site (plural keys without their suffix: `files.count`, not `files.count_one`). */
export type TranslationKey = Leaves<typeof plMessages>;

/** A namespace or sub-namespace, e.g. `basket` or `cookies.settings`. */
export type TranslationNamespace = Branches<typeof plMessages>;

export interface TranslateOptions {
  /** Selects the plural form and fills `{{count}}`. */
  count?: number;
  /** Returned (interpolated) when the key is missing in the locale and in the fallback. */
  defaultValue?: string;
  /**
   * Interpolation variables, e.g. `{ year: 2026, company: 'Lumero' }` for `{{year}}`, `{{company}}`; inserted with
   * `String(value)`, `undefined` as ''. Not `null`: i18next wrote '' for it, this translator would write 'null'.
   */
  [variable: string]: NonNullable<unknown> | undefined;
}

/**
 * Keys autocomplete from the Polish dictionary, but any string is accepted so that keys built at run time
 * work: `t(`errors.${status}`, { defaultValue: t('errors.general') })`. A missing key returns the key.
 */
export type Translate = (key: TranslationKey | (string & {}), options?: TranslateOptions) => string;

/**
 * Text of an optional key: '' (or `fallback`) when the dictionary has no such key (a missing key comes back
 * as the key itself), so that a missing text never shows as `some.key` on a page.
 */
export function tOptional(t: Translate, key: string, options?: TranslateOptions, fallback = ''): string {
  const text = t(key, options);
  return text === key || text === '' ? fallback : text;
}

const rulesCache = new Map<string, Intl.PluralRules>();

function pluralCategory(bcp47: string, count: number): Intl.LDMLPluralRule {
  let rules = rulesCache.get(bcp47);
  if (!rules) {
    rules = new Intl.PluralRules(bcp47);
    rulesCache.set(bcp47, rules);
  }
  return rules.select(count);
}

function lookup(messages: Messages | undefined, path: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

function resolve(messages: Messages | undefined, bcp47: string, key: string, count: number | undefined) {
  if (count === undefined) return lookup(messages, key);
  return (
    (count === 0 ? lookup(messages, `${key}_zero`) : undefined) ??
    lookup(messages, `${key}_${pluralCategory(bcp47, count)}`) ??
    lookup(messages, key) ??
    lookup(messages, `${key}_other`)
  );
}

/** Replaces `{{name}}` with `String(options.name)`; unknown variables are left as they are. */
export function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (match, name: string) => {
    const variable = name.trim();
    if (!options || !Object.hasOwn(options, variable)) return match;
    const value = options[variable];
    return value === undefined ? '' : String(value);
  });
}

/**
 * @param messages texts of `locale` (usually a subset from `pickMessages()`, which already fills
 *   gaps from Polish)
 * @param fallback texts of the default locale, used when a key is missing in `messages`
 */
export function createTranslator(locale: Locale, messages: Messages, fallback?: Messages): Translate {
  const bcp47 = toBcp47(locale);
  const fallbackBcp47 = toBcp47(DEFAULT_LOCALE);
  return (key, options) => {
    const count = typeof options?.count === 'number' ? options.count : undefined;
    const text =
      resolve(messages, bcp47, key, count) ??
      (fallback ? resolve(fallback, fallbackBcp47, key, count) : undefined) ??
      options?.defaultValue;
    return text === undefined ? key : interpolate(text, options);
  };
}

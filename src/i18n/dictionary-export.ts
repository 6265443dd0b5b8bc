/**
 * The interface texts of every locale as one table for translators: a row per key (dotted path, in the order
 * of the default locale's dictionary, then keys only other locales have), a column per locale, '' where a
 * locale has no text (it would fall back to Polish, then to the key; plural forms a language does not have
 * are empty and not counted as missing). JSON and CSV (RFC 4180, UTF-8 with BOM
 * so spreadsheet programs read the diacritics).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale, toBcp47 } from '#contract/locales.ts';
import type { Messages } from './translator.ts';

export type DictionaryRow = { key: string } & Record<Locale, string>;

function flatten(messages: Messages, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [name, value] of Object.entries(messages)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (value !== null && typeof value === 'object') flatten(value as Messages, key, into);
    else into.set(key, String(value));
  }
  return into;
}

export function dictionaryRows(dictionaries: Readonly<Record<Locale, Messages>>): DictionaryRow[] {
  const flat = Object.fromEntries(LOCALES.map((l) => [l, flatten(dictionaries[l])])) as Record<Locale, Map<string, string>>;
  const keys = new Set<string>(flat[DEFAULT_LOCALE].keys());
  for (const locale of LOCALES) for (const key of flat[locale].keys()) keys.add(key);
  return [...keys].map(
    (key) => ({ key, ...Object.fromEntries(LOCALES.map((l) => [l, flat[l].get(key) ?? ''])) }) as DictionaryRow,
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Whether a locale needs a key: a plural form (`_few`, `_many`...) only where its plural rules have it. */
export function needsKey(key: string, locale: Locale): boolean {
  const form = PLURAL_SUFFIX.exec(key)?.[1];
  return !form || new Intl.PluralRules(toBcp47(locale)).resolvedOptions().pluralCategories.includes(form as Intl.LDMLPluralRule);
}

/** Keys a locale needs and has no text for (English has no `_few` form to miss). */
export function missingCounts(rows: readonly DictionaryRow[]): Record<Locale, number> {
  return Object.fromEntries(LOCALES.map((l) => [l, rows.filter((r) => r[l] === '' && needsKey(r.key, l)).length])) as Record<
    Locale,
    number
  >;
}

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

export function dictionaryCsv(rows: readonly DictionaryRow[]): string {
  const header = ['key', ...LOCALES];
  const lines = [header, ...rows.map((r) => [r.key, ...LOCALES.map((l) => r[l])])].map((fields) =>
    fields.map(csvField).join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function dictionaryJson(rows: readonly DictionaryRow[]): string {
  return `${JSON.stringify({ locales: LOCALES, missing: missingCounts(rows), rows }, null, 2)}\n`;
}

import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { dictionaryCsv, dictionaryJson, dictionaryRows, missingCounts, needsKey } from '#src/i18n/dictionary-export.ts';
import type { Messages } from '#src/i18n/translator.ts';

const empty = Object.fromEntries(LOCALES.map((l) => [l, {}])) as Record<Locale, Messages>;
const dictionaries: Record<Locale, Messages> = {
  ...empty,
  pl: {
    common: { home: 'Strona główna', close: 'Zamknij' },
    files: { count_one: '{{count}} plik', count_few: '{{count}} pliki' },
  },
  en: { common: { home: 'Home' }, files: { count_one: '{{count}} file' }, extra: { onlyHere: 'Only "here", too' } },
  de: { common: { home: 'Startseite', close: 'Schließen' } },
};

describe('dictionary export', () => {
  it('one row per key in the default locale order, then keys only other locales have; a column per locale, empty when missing', () => {
    const rows = dictionaryRows(dictionaries);
    expect(rows.map((r) => r.key)).toEqual([
      'common.home',
      'common.close',
      'files.count_one',
      'files.count_few',
      'extra.onlyHere',
    ]);
    expect(rows[1]).toEqual({ key: 'common.close', pl: 'Zamknij', en: '', de: 'Schließen', cz: '', ru: '', no: '', fr: '' });
  });

  it('counts what a locale misses, not plural forms its language does not have', () => {
    expect(needsKey('files.count_few', 'en')).toBe(false);
    expect(needsKey('files.count_few', 'cz')).toBe(true);
    expect(needsKey('common.close', 'en')).toBe(true);
    const missing = missingCounts(dictionaryRows(dictionaries));
    // en: common.close (files.count_few is not an English form); pl: extra.onlyHere.
    expect(missing.en).toBe(1);
    expect(missing.pl).toBe(1);
    // de: files.count_one and extra.onlyHere.
    expect(missing.de).toBe(2);
  });

  it('CSV: a header of key and locales, RFC 4180 quoting, CRLF, a BOM for spreadsheets', () => {
    const csv = dictionaryCsv(dictionaryRows(dictionaries));
    expect(csv.startsWith('\uFEFFkey,pl,en,de,cz,ru,no,fr\r\n')).toBe(true);
    expect(csv).toContain('\r\nextra.onlyHere,,"Only ""here"", too",,,,,\r\n');
    expect(csv.trimEnd().split('\r\n')).toHaveLength(6);
  });

  it('JSON: the locales, the missing counts and the rows', () => {
    const json = JSON.parse(dictionaryJson(dictionaryRows(dictionaries)));
    expect(json.locales).toEqual([...LOCALES]);
    expect(json.missing.en).toBe(1);
    expect(json.rows[0]).toMatchObject({ key: 'common.home', pl: 'Strona główna', en: 'Home' });
  });
});

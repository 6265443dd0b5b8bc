import { describe, expect, it } from 'vitest';
import { createDictionaryTranslator, getDictionary, getT, pickMessages } from '#src/i18n/index.ts';
import { createTranslator, type Messages, type TranslationKey } from '#src/i18n/translator.ts';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, toBcp47 } from '#contract/locales.ts';
import { FILE_SIZE_UNITS } from '#src/utils/format.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a dictionary as [dotted key, value]. */
function leaves(messages: Messages, prefix = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? leaves(value as Messages, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

function pluralCategories(locale: Locale): string[] {
  return new Intl.PluralRules(toBcp47(locale)).resolvedOptions().pluralCategories;
}

function variables(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => (m[1] ?? '').trim()).sort() : [];
}

/**
 * Problems of `target` measured against the reference (Polish) dictionary: missing keys, missing plural
 * forms (the forms `locale`'s plural rules need), empty or non-string texts, keys unknown to the reference,
 * and interpolation variables that differ from the reference.
 */
function dictionaryProblems(reference: Messages, target: Messages, locale: Locale): string[] {
  const problems: string[] = [];
  const ref = new Map(leaves(reference));
  const own = new Map(leaves(target));
  const groups = new Map<string, string[]>(); // plural base → reference keys
  for (const key of ref.keys()) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base !== key) groups.set(base, [...(groups.get(base) ?? []), key]);
  }
  for (const [key, value] of own) {
    if (typeof value !== 'string') problems.push(`${key}: not a string`);
    else if (value.trim() === '') problems.push(`${key}: empty`);
    const base = key.replace(PLURAL_SUFFIX, '');
    if (!ref.has(key) && !groups.has(base)) problems.push(`${key}: not in the reference dictionary`);
  }
  for (const key of ref.keys()) {
    if (PLURAL_SUFFIX.test(key)) continue;
    if (!own.has(key)) problems.push(`${key}: missing`);
    else if (variables(own.get(key)).join() !== variables(ref.get(key)).join()) {
      problems.push(`${key}: variables ${variables(own.get(key))} instead of ${variables(ref.get(key))}`);
    }
  }
  for (const [base, refKeys] of groups) {
    for (const category of pluralCategories(locale)) {
      if (!own.has(`${base}_${category}`)) problems.push(`${base}_${category}: missing plural form`);
    }
    const refVars = new Set(refKeys.flatMap((k) => variables(ref.get(k))));
    const ownVars = new Set(
      [...own.keys()].filter((k) => k.replace(PLURAL_SUFFIX, '') === base).flatMap((k) => variables(own.get(k))),
    );
    if ([...refVars].sort().join() !== [...ownVars].sort().join()) {
      problems.push(`${base}: variables ${[...ownVars]} instead of ${[...refVars]}`);
    }
  }
  return problems;
}

const pl = getDictionary('pl');

describe('locales', () => {
  it('lists the seven locales with pl as default', () => {
    expect(LOCALES).toEqual(['pl', 'en', 'de', 'cz', 'ru', 'no', 'fr']);
    expect(DEFAULT_LOCALE).toBe('pl');
  });

  it('maps API locale codes to BCP-47', () => {
    expect(LOCALES.map(toBcp47)).toEqual(['pl', 'en', 'de', 'cs', 'ru', 'nb', 'fr']);
  });

  it('recognises only site locales', () => {
    expect(LOCALES.every(isLocale)).toBe(true);
    for (const value of ['cs', 'nb', 'PL', 'en-GB', '', undefined, 1]) expect(isLocale(value)).toBe(false);
  });
});

describe('dictionaries', () => {
  it('the checker reports missing keys, missing plural forms, empty texts, strays and lost variables', () => {
    const reference: Messages = {
      a: { b: 'B', greet: 'Hi {{name}}' },
      files: {
        count_one: '{{count}} plik',
        count_few: '{{count}} pliki',
        count_many: '{{count}} plików',
        count_other: '{{count}} pliku',
      },
    };
    const broken: Messages = {
      a: { b: '', greet: 'Hallo' },
      files: { count_one: '{{count}} soubor', count_other: '{{count}} souborů' },
      stray: 'x',
    };
    expect(dictionaryProblems(reference, broken, 'cz').sort()).toEqual(
      [
        'a.b: empty',
        'a.greet: variables  instead of name',
        'files.count_few: missing plural form',
        'files.count_many: missing plural form',
        'stray: not in the reference dictionary',
      ].sort(),
    );
    expect(
      dictionaryProblems(
        reference,
        { a: { greet: 'Hi {{name}}' }, files: { count_one: '{{count}} file', count_other: '{{count}} files' } },
        'en',
      ),
    ).toEqual(['a.b: missing']);
  });

  it('the Polish dictionary has every plural form Polish needs and no empty text', () => {
    expect(dictionaryProblems(pl, pl, 'pl')).toEqual([]);
  });

  it('use only what the translator implements of the i18next format: nested keys without dots, {{var}}, plural suffixes', () => {
    const unsupported = (text: string) => /\$t\(|\{\{-|\{\{[^}]*,[^}]*\}\}/.test(text);
    const names = (messages: Messages): string[] =>
      Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [key] : [key, ...names(value)]));
    for (const locale of LOCALES) {
      const dictionary = getDictionary(locale);
      expect(
        names(dictionary).filter((key) => key.includes('.') || key === ''),
        locale,
      ).toEqual([]);
      expect(
        leaves(dictionary).filter(([, text]) => unsupported(String(text))),
        locale,
      ).toEqual([]);
    }
    expect(['$t(common.close)', '{{- name}}', '{{value, number}}'].every(unsupported)).toBe(true);
  });

  for (const locale of LOCALES.filter((l) => l !== 'pl')) {
    it(`${locale} is complete against pl (keys, plural forms ${pluralCategories(locale).join('/')}, variables, no empty text)`, () => {
      expect(dictionaryProblems(pl, getDictionary(locale), locale)).toEqual([]);
    });
  }

  it('plural groups really need one/few/many/other in pl, cz and ru, one/many/other in fr, one/other elsewhere', () => {
    expect(pluralCategories('pl').sort()).toEqual(['few', 'many', 'one', 'other']);
    expect(pluralCategories('cz').sort()).toEqual(['few', 'many', 'one', 'other']);
    expect(pluralCategories('ru').sort()).toEqual(['few', 'many', 'one', 'other']);
    expect(pluralCategories('fr').sort()).toEqual(['many', 'one', 'other']);
    for (const locale of ['en', 'de', 'no'] as const) expect(pluralCategories(locale).sort()).toEqual(['one', 'other']);
    expect(getDictionary('cz').files).toMatchObject({ count_few: expect.any(String), count_many: expect.any(String) });
    expect(getDictionary('ru').showrooms).toMatchObject({ count_few: expect.any(String), count_many: expect.any(String) });
  });

  it('names every language by its own name in every dictionary', () => {
    const endonyms = { pl: 'Polski', en: 'English', de: 'Deutsch', cz: 'Čeština', ru: 'Русский', no: 'Norsk', fr: 'Français' };
    for (const locale of LOCALES) expect(getDictionary(locale).languages).toEqual(endonyms);
  });

  it('uses the alphabet and diacritics of each language', () => {
    expect(getT('pl')('form.failure')).toMatch(/ą|ę|ł|ó|ś|ć|ń|ź|ż/);
    expect(getT('cz')('basket.addError.text')).toMatch(/[čďěňřšťůýžáéí]/);
    expect(getT('ru')('basket.addError.text')).toMatch(/^[\u0400-\u04FF\s.,]+$/);
    expect(getT('no')('downloadCenter.fileSize')).toBe('Filstørrelse');
  });

  it('keeps file size units in step with formatFileSize', () => {
    for (const locale of LOCALES) expect(getDictionary(locale).downloadCenter).toMatchObject({ units: FILE_SIZE_UNITS[locale] });
  });
});

describe('texts quoted by the specification', () => {
  const en = getT('en');
  const plT = getT('pl');

  it('has the English texts verbatim', () => {
    expect(en('errors.404')).toBe('Page you requested does not exist');
    expect(en('errors.500')).toBe('Internal server error');
    expect(en('errors.heading')).toBe('error');
    expect(en('errors.notFound')).toBe('This page could not be found');
    expect(en('newsletter.error409Title')).toBe('The e-mail address you provided already exists in our database.');
    expect(en('newsletter.errorTitle')).toBe('An error has occurred');
    expect(en('newsletter.errorSubtitle')).toBe('Please try again later');
    expect(en('basket.addError.title')).toBe('Something went wrong.');
    expect(en('basket.addError.text')).toBe('The selected file cannot be added to the basket');
    expect(en('form.required')).toBe('Required field');
    expect(en('form.failure')).toBe('Failed to send message');
    expect(en('form.successTitle')).toBe('Thank you');
    expect(en('form.successText')).toBe('Your message has been sent');
  });

  it('has the Polish texts verbatim', () => {
    expect(plT('form.required')).toBe('Pole obowiązkowe');
    expect(plT('form.failure')).toBe('Wystąpił błąd w trakcie wysyłki.');
    expect(plT('basket.addError.title')).toBe('Coś poszło nie tak.');
  });

  it('has the keys the specification names, translated in every locale', () => {
    const keys: TranslationKey[] = [
      'cookies.changeSettings',
      'gallery.more',
      'newsletter.error409Title',
      'newsletter.errorTitle',
      'newsletter.errorSubtitle',
      'errors.404',
      'errors.500',
    ];
    for (const key of keys) {
      const texts = LOCALES.map((locale) => getT(locale)(key));
      expect(texts.every((text) => text !== key && text.length > 0)).toBe(true);
      expect(new Set(texts).size).toBeGreaterThan(5); // really translated, not English copied around
    }
  });

  it('interpolates the copyright line and the gallery counter', () => {
    expect(en('footer.copyright', { year: 2026, company: 'Lumero' })).toBe('© 2026 Lumero. All rights reserved.');
    expect(getT('de')('footer.copyright', { year: 2026, company: 'Lumero' })).toBe('© 2026 Lumero. Alle Rechte vorbehalten.');
    expect(plT('gallery.counter', { current: 3, total: 12 })).toBe('3 / 12');
  });
});

describe('plurals', () => {
  const count = (locale: Locale, key: TranslationKey, values: number[]) => values.map((n) => getT(locale)(key, { count: n }));

  it('Polish files: plik / pliki / plików', () => {
    expect(count('pl', 'files.count', [1, 2, 4, 5, 12, 22, 25, 0, 1.5])).toEqual([
      '1 plik',
      '2 pliki',
      '4 pliki',
      '5 plików',
      '12 plików',
      '22 pliki',
      '25 plików',
      '0 plików',
      '1.5 pliku',
    ]);
  });

  it('Polish showrooms: salon / salony / salonów', () => {
    expect(count('pl', 'showrooms.count', [1, 3, 12, 21, 24, 112])).toEqual([
      '1 salon',
      '3 salony',
      '12 salonów',
      '21 salonów',
      '24 salony',
      '112 salonów',
    ]);
  });

  it('Czech through the "cz" locale uses Czech rules (few 2–4, other 5+, many for decimals)', () => {
    expect(count('cz', 'files.count', [1, 2, 4, 5, 22, 0, 1.5])).toEqual([
      '1 soubor',
      '2 soubory',
      '4 soubory',
      '5 souborů',
      '22 souborů',
      '0 souborů',
      '1.5 souboru',
    ]);
    expect(count('cz', 'showrooms.count', [3, 7])).toEqual(['3 showroomy', '7 showroomů']);
  });

  it('"cz" alone would get English rules from Intl, hence the cs mapping', () => {
    expect(new Intl.PluralRules('cz').resolvedOptions().pluralCategories).not.toContain('few');
    expect(toBcp47('cz')).toBe('cs');
    expect(toBcp47('no')).toBe('nb');
  });

  it('Russian: one for 1, 21; few for 2–4, 22–24; many for 0, 5–20, 25', () => {
    expect(count('ru', 'files.count', [1, 21, 2, 23, 5, 11, 12, 25, 0, 1.5])).toEqual([
      '1 файл',
      '21 файл',
      '2 файла',
      '23 файла',
      '5 файлов',
      '11 файлов',
      '12 файлов',
      '25 файлов',
      '0 файлов',
      '1.5 файла',
    ]);
    expect(count('ru', 'showrooms.count', [1, 3, 12])).toEqual(['1 шоурум', '3 шоурума', '12 шоурумов']);
  });

  it('one/other languages and French (0 and 1 singular, many for millions)', () => {
    expect(count('en', 'files.count', [1, 2, 0])).toEqual(['1 file', '2 files', '0 files']);
    expect(count('de', 'showrooms.count', [1, 5])).toEqual(['1 Showroom', '5 Showrooms']);
    expect(count('no', 'files.count', [1, 2])).toEqual(['1 fil', '2 filer']);
    expect(count('fr', 'files.count', [0, 1, 2, 1000000])).toEqual([
      '0 fichier',
      '1 fichier',
      '2 fichiers',
      '1000000 de fichiers',
    ]);
  });
});

describe('fallback', () => {
  const fixtures: Partial<Record<Locale, Messages>> = {
    pl: {
      only: { pl: 'Tylko po polsku' },
      both: 'Oba',
      files: { count_one: '{{count}} plik', count_few: '{{count}} pliki', count_many: '{{count}} plików' },
      empty: 'Pusty w en',
    },
    en: { both: 'Both', empty: '' },
  };

  it('build time (getT over dictionaries): a key only in pl falls back to pl for en; a key missing everywhere returns the key', () => {
    const t = createDictionaryTranslator('en', fixtures);
    expect(t('only.pl')).toBe('Tylko po polsku');
    expect(t('both')).toBe('Both');
    expect(t('empty')).toBe('Pusty w en');
    expect(t('missing.everywhere')).toBe('missing.everywhere');
    expect(t('missing.everywhere', { defaultValue: 'Default {{x}}', x: 1 })).toBe('Default 1');
    // a plural only in pl takes the Polish form that Polish rules select
    expect(t('files.count', { count: 5 })).toBe('5 plików');
  });

  it('island translator: same fallback rules', () => {
    const t = createTranslator('en', fixtures.en as Messages, fixtures.pl);
    expect(t('only.pl')).toBe('Tylko po polsku');
    expect(t('both')).toBe('Both');
    expect(t('empty')).toBe('Pusty w en');
    expect(t('missing.everywhere')).toBe('missing.everywhere');
    expect(t('missing.everywhere', { defaultValue: 'Default {{x}}', x: 1 })).toBe('Default 1');
    expect(t('files.count', { count: 5 })).toBe('5 plików');
    expect(createTranslator('en', {})('both')).toBe('both');
  });

  it('leaves unknown variables in place and does not HTML-escape values', () => {
    const t = getT('en');
    expect(t('search.resultsFor')).toBe('Search results for: {{phrase}}');
    expect(t('search.resultsFor', { phrase: '<b>chair</b> & desk' })).toBe('Search results for: <b>chair</b> & desk');
    expect(createTranslator('en', getDictionary('en'))('search.resultsFor', { phrase: '<b>' })).toBe('Search results for: <b>');
  });
});

describe('getT', () => {
  it('answers every key of every locale as the translator over the dictionaries does, also when asked again', () => {
    const dictionaries = Object.fromEntries(LOCALES.map((locale) => [locale, getDictionary(locale)]));
    const keys = [...new Set(leaves(pl).map(([key]) => key.replace(PLURAL_SUFFIX, '')))];
    for (const locale of LOCALES) {
      const fresh = createDictionaryTranslator(locale, dictionaries);
      for (const round of [1, 2]) {
        for (const key of keys) {
          expect(getT(locale)(key), `${locale} ${key} ${round}`).toBe(fresh(key));
          expect(getT(locale)(key, { count: 5, name: 'N' }), `${locale} ${key} ${round}`).toBe(
            fresh(key, { count: 5, name: 'N' }),
          );
        }
      }
    }
  });

  it('a variable may be undefined but not null (i18next wrote "" for null; the type keeps null out)', () => {
    expect(getT('pl')('gallery.counter', { current: undefined, total: 12 })).toBe(' / 12');
    // @ts-expect-error null is not an interpolation value
    getT('pl')('gallery.counter', { current: null, total: 12 });
  });
});

describe('pickMessages', () => {
  it('returns only the requested namespaces and keys, with every plural form of a key', () => {
    expect(pickMessages('en', ['basket.addError', 'common.close', 'files.count'])).toEqual({
      basket: { addError: { title: 'Something went wrong.', text: 'The selected file cannot be added to the basket' } },
      common: { close: 'Close' },
      files: { count_one: '{{count}} file', count_other: '{{count}} files' },
    });
    expect(Object.keys(pickMessages('cz', ['files.count']).files as Messages).sort()).toEqual([
      'count_few',
      'count_many',
      'count_one',
      'count_other',
    ]);
  });

  it('merges several paths of one namespace and feeds the island translator', () => {
    const messages = pickMessages('ru', ['basket', 'common.close', 'common.open']);
    expect(Object.keys(messages.common as Messages).sort()).toEqual(['close', 'open']);
    const t = createTranslator('ru', messages);
    expect(t('basket.count', { count: 3 })).toBe('3 файла в корзине');
    expect(t('common.open')).toBe('Открыть');
    expect(t('common.back')).toBe('common.back'); // not picked
  });

  it('answers a repeated request with the same frozen object', () => {
    const messages = pickMessages('cz', ['basket', 'files.count']);
    expect(pickMessages('cz', ['basket', 'files.count'])).toBe(messages);
    expect(Object.isFrozen(messages) && Object.isFrozen(messages.basket)).toBe(true);
    expect(pickMessages('cz', ['basket'])).not.toHaveProperty('files');
    expect(pickMessages('de', ['basket', 'files.count'])).not.toEqual(messages);
  });

  it('is a plain serialisable object (an island prop)', () => {
    const messages = pickMessages('de', ['cookies']);
    expect(JSON.parse(JSON.stringify(messages))).toEqual(messages);
    expect(messages.cookies).toEqual(getDictionary('de').cookies);
  });
});

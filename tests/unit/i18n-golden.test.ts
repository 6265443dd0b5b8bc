/**
 * The site's translator reproduces i18next exactly: every key of every dictionary in every locale, without a
 * count and with thirteen counts, and the edge cases (fallback, empty texts, `_zero`, odd variables, default
 * values), as i18next 27 answered them when it was still the build's translator
 * (`tests/fixtures/i18n/i18next-golden.json`, written by `tests/fixtures/i18n/make-i18next-golden.ts` in the
 * commit that added the fixture, `git log --diff-filter=A -- tests/fixtures/i18n/`; the script needed i18next
 * and left with it). The dictionaries are stored in the fixture, so editing a text in `src/i18n/dictionaries/`
 * does not touch this test.
 */
import { describe, expect, it } from 'vitest';
import golden from '#tests/fixtures/i18n/i18next-golden.json' with { type: 'json' };
import { createDictionaryTranslator } from '#src/i18n/index.ts';
import type { Messages, TranslateOptions } from '#src/i18n/translator.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';

const dictionaries = golden.dictionaries as unknown as Record<Locale, Messages>;
const expected = golden.expected as unknown as Record<Locale, Record<string, string | Record<string, string>>>;

describe('the translator reproduces i18next', () => {
  for (const locale of LOCALES) {
    it(`every key of ${locale}, without a count and with ${golden.counts.length} counts`, () => {
      const t = createDictionaryTranslator(locale, dictionaries);
      const answers = Object.entries(expected[locale]);
      expect(answers.length).toBeGreaterThan(300);
      for (const [key, answer] of answers) {
        const texts = typeof answer === 'string' ? undefined : answer;
        expect(t(key, golden.variables), key).toBe(texts ? texts['-'] : answer);
        for (const count of golden.counts) {
          expect(t(key, { ...golden.variables, count }), `${key} ${count}`).toBe(texts ? texts[String(count)] : answer);
        }
      }
    });
  }

  /**
   * Two things i18next accepts are kept out of the site instead of copied: a key name containing a dot (i18next
   * finds `{ "a.b": … }` by trying joined path segments; the dictionary test forbids such names) and a `null`
   * variable (i18next writes '', this translator 'null'; `TranslateOptions` does not admit null). Matching them
   * would grow the islands' translator for input the site never has.
   */
  const outsideTheSite = (key: string, options: Record<string, unknown>) =>
    key === 'a.b' || key === 'dotted.a.b' || Object.values(options).includes(null);

  it(`the edge cases (${golden.edgeCases.length})`, () => {
    const edgeDictionaries = golden.edgeDictionaries as unknown as Partial<Record<Locale, Messages>>;
    const cases = golden.edgeCases.map((c) => ({ ...c, options: { ...c.options } as TranslateOptions }));
    for (const { index, name } of golden.undefinedOptions)
      (cases[index] as { options: TranslateOptions }).options[name] = undefined;
    const kept = cases.filter(({ key, options }) => !outsideTheSite(key, options));
    expect(cases.length - kept.length).toBe(6);
    for (const { locale, key, options, expected: text } of kept) {
      const t = createDictionaryTranslator(locale as Locale, edgeDictionaries);
      expect(t(key, Object.keys(options).length ? options : undefined), `${locale} ${key} ${JSON.stringify(options)}`).toBe(text);
    }
  });
});

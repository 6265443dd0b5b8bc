import { describe, expect, it } from 'vitest';
import { formatDate, formatFileSize } from '#src/utils/format.ts';

/** Sizes are joined to their unit with a no-break space; written as a normal space here for readability. */
const size = (bytes: number, locale: Parameters<typeof formatFileSize>[1]) =>
  formatFileSize(bytes, locale).replace('\u00a0', ' ');

describe('formatFileSize', () => {
  it('joins number and unit with a no-break space', () => {
    expect(formatFileSize(2048, 'en')).toBe('2.00\u00a0KB');
  });

  it('shows bytes below 1024 as whole bytes', () => {
    expect(size(0, 'en')).toBe('0 B');
    expect(size(1, 'en')).toBe('1 B');
    expect(size(1023, 'en')).toBe('1023 B');
  });

  it('switches to KB at 1024, MB at 1048576, GB at 1073741824', () => {
    expect(size(1024, 'en')).toBe('1.00 KB');
    expect(size(1048575, 'en')).toBe('1024 KB'); // 1023.999 KB is above 1000: whole number
    expect(size(1048576, 'en')).toBe('1.00 MB');
    expect(size(1073741823, 'en')).toBe('1024 MB');
    expect(size(1073741824, 'en')).toBe('1.00 GB');
  });

  it('keeps two decimals up to 1000 and rounds to an integer above 1000', () => {
    expect(size(1536, 'en')).toBe('1.50 KB');
    expect(size(2.345 * 1048576, 'en')).toBe('2.35 MB');
    expect(size(1000 * 1024, 'en')).toBe('1000.00 KB');
    expect(size(1000.4 * 1024, 'en')).toBe('1000 KB');
    expect(size(1010.6 * 1024, 'en')).toBe('1011 KB');
    expect(size(1500 * 1073741824, 'en')).toBe('1500 GB');
  });

  it("uses the locale's decimal separator and unit abbreviations, without digit grouping", () => {
    expect(size(1536, 'pl')).toBe('1,50 KB');
    expect(size(1536, 'de')).toBe('1,50 KB');
    expect(size(1536, 'cz')).toBe('1,50 kB');
    expect(size(1536, 'no')).toBe('1,50 kB');
    expect(size(1.5 * 1048576, 'fr')).toBe('1,50 Mo');
    expect(size(1.5 * 1073741824, 'ru')).toBe('1,50 ГБ');
    expect(size(512, 'ru')).toBe('512 Б');
    expect(size(512, 'fr')).toBe('512 o');
    expect(size(5000 * 1073741824, 'pl')).toBe('5000 GB');
  });

  it('returns an empty string for impossible sizes', () => {
    expect(formatFileSize(-1, 'en')).toBe('');
    expect(formatFileSize(Number.NaN, 'en')).toBe('');
    expect(formatFileSize(Number.POSITIVE_INFINITY, 'en')).toBe('');
  });
});

describe('formatDate', () => {
  it('formats a long date in each locale', () => {
    const iso = '2024-03-05T10:00:00+01:00';
    expect(formatDate(iso, 'pl')).toBe('5 marca 2024');
    expect(formatDate(iso, 'en')).toBe('5 March 2024');
    expect(formatDate(iso, 'de')).toBe('5. März 2024');
    expect(formatDate(iso, 'cz')).toBe('5. března 2024');
    expect(formatDate(iso, 'fr')).toBe('5 mars 2024');
    expect(formatDate(iso, 'no')).toBe('5. mars 2024');
    expect(formatDate(iso, 'ru')).toBe('5 марта 2024 г.');
  });

  it('counts the day in the Warsaw time zone whatever the build machine uses', () => {
    expect(formatDate('2024-03-05T00:30:00+01:00', 'en')).toBe('5 March 2024'); // 23:30 UTC on the 4th
    expect(formatDate('2024-07-31T23:30:00Z', 'en')).toBe('1 August 2024'); // 01:30 in Warsaw (summer time)
    expect(formatDate('2024-03-05', 'en')).toBe('5 March 2024');
  });

  it('accepts Date objects and timestamps, and returns an empty string for an invalid date', () => {
    expect(formatDate(new Date(Date.UTC(2023, 11, 24, 12)), 'pl')).toBe('24 grudnia 2023');
    expect(formatDate(Date.UTC(2023, 0, 2, 12), 'de')).toBe('2. Januar 2023');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

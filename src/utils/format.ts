/**
 * Locale-aware formatting of file sizes and dates. No dictionaries are imported: safe for islands.
 */
import { type Locale, toBcp47 } from '#contract/locales.ts';

/** File size unit abbreviations per locale; the same texts as `downloadCenter.units` in the dictionaries. */
export const FILE_SIZE_UNITS: Readonly<Record<Locale, { B: string; KB: string; MB: string; GB: string }>> = {
  pl: { B: 'B', KB: 'KB', MB: 'MB', GB: 'GB' },
  en: { B: 'B', KB: 'KB', MB: 'MB', GB: 'GB' },
  de: { B: 'B', KB: 'KB', MB: 'MB', GB: 'GB' },
  cz: { B: 'B', KB: 'kB', MB: 'MB', GB: 'GB' },
  ru: { B: 'Б', KB: 'КБ', MB: 'МБ', GB: 'ГБ' },
  no: { B: 'B', KB: 'kB', MB: 'MB', GB: 'GB' },
  fr: { B: 'o', KB: 'Ko', MB: 'Mo', GB: 'Go' },
};

const KB = 1024;
const MB = 1048576;
const GB = 1073741824;

/** Between the number and its unit, so that "1,50 MB" never wraps. */
const NBSP = '\u00a0';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, fractionDigits: number): Intl.NumberFormat {
  const cacheKey = `${locale}:${fractionDigits}`;
  let format = numberFormats.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(toBcp47(locale), {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      useGrouping: false,
    });
    numberFormats.set(cacheKey, format);
  }
  return format;
}

/**
 * Human-readable file size, following the original site's rule: bytes below 1024 as "B"; from 1024 "KB",
 * from 1048576 "MB", from 1073741824 "GB" (binary multiples); two decimals, but rounded to an integer
 * when the value shown would be above 1000 ("1010 KB", not "1010.25 KB").
 *
 * The number uses the locale's decimal separator and no digit grouping (en "1.50 MB", pl "1,50 MB",
 * fr "1,50 Mo"), joined to the unit with a no-break space (U+00A0). Returns '' for a negative or
 * non-finite size.
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const units = FILE_SIZE_UNITS[locale];
  if (bytes < KB) return `${numberFormat(locale, 0).format(Math.round(bytes))}${NBSP}${units.B}`;
  const [value, unit] = bytes >= GB ? [bytes / GB, units.GB] : bytes >= MB ? [bytes / MB, units.MB] : [bytes / KB, units.KB];
  return `${numberFormat(locale, value > 1000 ? 0 : 2).format(value)}${NBSP}${unit}`;
}

/**
 * Calendar dates are shown in the manufacturer's time zone, so that a build in any time zone (CI runs in
 * UTC) prints the same day for "2024-03-05T00:30:00+01:00".
 */
export const SITE_TIME_ZONE = 'Europe/Warsaw';

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * Long date in the locale's own style: pl "5 marca 2024", en "5 March 2024" (British order, like the
 * British spelling of the English texts), de "5. März 2024", cz "5. března 2024", fr "5 mars 2024",
 * no "5. mars 2024", ru "5 марта 2024 г.". Accepts an ISO string, a timestamp or a Date; returns ''
 * for an invalid date.
 */
export function formatDate(value: string | number | Date, locale: Locale): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let format = dateFormats.get(locale);
  if (!format) {
    const intlLocale = locale === 'en' ? 'en-GB' : toBcp47(locale);
    format = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: SITE_TIME_ZONE });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

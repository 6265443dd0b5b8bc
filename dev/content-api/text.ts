/** Text helpers: diacritic folding for search, HTML stripping, ISO dates, stable hashes. */
import { createHash } from 'node:crypto';

const SPECIAL: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', æ: 'ae', ß: 'ss', œ: 'oe', ı: 'i', þ: 'th', ð: 'd' };

/** Lower case without diacritics: "Krzesło Ćma" → "krzeslo cma". */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[łđøæßœıþð]/g, (ch) => SPECIAL[ch] ?? ch);
}

/** Without diacritics, case kept: "Krzesło Ćma" → "Krzeslo Cma" (for WinAnsi PDF text). */
export function asciiFold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[łđøæßœıþðŁĐØÆŒÞÐ]/g, (ch) => {
      const lower = SPECIAL[ch.toLowerCase()] ?? ch;
      return ch === ch.toLowerCase() ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    });
}

export function stripHtml(s: string): string {
  return s
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ISO =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])[T ](?:0\d|1\d|2[0-3])(?::[0-5]\d){2}(?:\.\d{1,9})?(?:Z| ?[+-](?:0\d|1\d|2[0-3])(?::?[0-5]\d)?)$/;

/** A date as an ISO 8601 timestamp (dates without time become midnight UTC). */
export function isoDate(value: string | null | undefined): string {
  if (!value) return '1970-01-01T00:00:00+00:00';
  if (ISO.test(value)) return value;
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(d.getTime()) ? '1970-01-01T00:00:00+00:00' : d.toISOString();
}

export function hashHex(...parts: (string | number)[]): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(`${p}\u0000`);
  return h.digest('hex');
}

/** 32-bit seed from a string (FNV-1a). */
export function seedOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

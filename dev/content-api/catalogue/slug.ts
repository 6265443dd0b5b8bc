/** ASCII slugs from text in any of the catalogue's languages (Polish, Czech, German, French, Norwegian
 * diacritics and Russian Cyrillic are transliterated). */

const MAP: Record<string, string> = {
  // Polish
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
  // Czech
  á: 'a',
  č: 'c',
  ď: 'd',
  é: 'e',
  ě: 'e',
  í: 'i',
  ň: 'n',
  ř: 'r',
  š: 's',
  ť: 't',
  ú: 'u',
  ů: 'u',
  ý: 'y',
  ž: 'z',
  // German
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  // French
  à: 'a',
  â: 'a',
  ç: 'c',
  è: 'e',
  ê: 'e',
  ë: 'e',
  î: 'i',
  ï: 'i',
  ô: 'o',
  ù: 'u',
  û: 'u',
  ÿ: 'y',
  œ: 'oe',
  // Norwegian / Danish / Swedish
  æ: 'ae',
  ø: 'o',
  å: 'a',
  // Russian (BGN/PCGN-like, simplified)
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  '&': ' and ',
};

/** Transliterates to lowercase ASCII (keeps spaces and punctuation). */
export function transliterate(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    const mapped = MAP[ch];
    if (mapped !== undefined) out += mapped;
    else if (ch.charCodeAt(0) < 128) out += ch;
    else out += ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  }
  return out;
}

/** Lowercase, ASCII, hyphenated. */
export function slugify(text: string): string {
  return transliterate(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Returns `slug`, or `slug-2`, `slug-3`... when already taken, and records it. */
export function uniqueSlug(taken: Set<string>, slug: string): string {
  let candidate = slug;
  let n = 2;
  while (taken.has(candidate)) candidate = `${slug}-${n++}`;
  taken.add(candidate);
  return candidate;
}

export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

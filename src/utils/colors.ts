/**
 * CSS colours from content (tag colours, pattern swatches): validated before they reach a style attribute, and
 * text colours kept readable against their background (WCAG contrast). Pure; its own module so the pages that
 * need none of it do not download it with the HTML helpers.
 */

/**
 * A CMS colour usable in a style attribute: hex, rgb()/hsl() or a plain keyword; anything else (which could
 * smuggle more declarations) gives the fallback.
 */
export function safeCssColor(value: string | null | undefined, fallback: string): string {
  const v = (value ?? '').trim();
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v)) return v;
  if (/^(?:rgba?|hsla?)\([\d\s.,%/+-]+\)$/i.test(v)) return v;
  if (/^[a-z]{3,20}$/i.test(v)) return v;
  return fallback;
}

function hexChannels(hex: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = (m[1] as string).length === 3 ? [...(m[1] as string)].map((c) => c + c).join('') : (m[1] as string);
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const f = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

/** WCAG contrast ratio of two hex colours, or null when either is not #rgb/#rrggbb. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = hexChannels(a);
  const cb = hexChannels(b);
  if (!ca || !cb) return null;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The CMS text colour of a tag when it is readable on its background (WCAG AA, 4.5:1), else near-black or
 * white, whichever contrasts more: the editor's colour choice stands unless it fails AA.
 */
export function readableTextColor(background: string, preferred: string, dark = '#1c1a17', light = '#ffffff'): string {
  const key = `${background} ${preferred} ${dark} ${light}`;
  let color = readable.get(key);
  if (color === undefined) {
    // A catalogue has a handful of tag colours, shown on thousands of pages a build renders.
    if (readable.size >= READABLE_CACHE_SIZE) readable.clear();
    color = pickReadable(background, preferred, dark, light);
    readable.set(key, color);
  }
  return color;
}

const READABLE_CACHE_SIZE = 1000;
const readable = new Map<string, string>();

function pickReadable(background: string, preferred: string, dark: string, light: string): string {
  const ratio = contrastRatio(preferred, background);
  if (ratio === null || ratio >= 4.5) return preferred;
  // Mid-tone backgrounds may fail with both brand inks: pure black is the last resort.
  const candidates = [dark, light, '#000000'];
  const score = (c: string) => contrastRatio(c, background) ?? 0;
  const passing = candidates.find((c) => score(c) >= 4.5);
  return passing ?? candidates.reduce((best, c) => (score(c) > score(best) ? c : best));
}

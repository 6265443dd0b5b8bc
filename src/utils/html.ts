/**
 * Small rendering helpers shared by layouts, blocks and the SEO head. Pure functions.
 */
import { isProxiedPath } from '#contract/proxied-paths.ts';

/** Shortens text to at most `max` characters at a word boundary, with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space >= max * 0.5 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * Whether a link leaves the site: external links are absolute http(s) URLs (the URL guard refuses
 * scheme-relative ones; mailto/tel are not "external pages").
 */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** Appends the `download` query (the download link appends a download query). */
export function withDownloadQuery(url: string): string {
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? '' : url.slice(hash);
  if (/[?&]download(=|&|$)/.test(base)) return url;
  return `${base}${base.includes('?') ? '&' : '?'}download${fragment}`;
}

/** Interface text lookup as PageView.t has it. */
/** The `YYYY-MM-DD` (or full ISO) value of a `<time datetime>`. */
export function isoDateAttr(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toISOString();
}

/** Space-separated class tokens of a CMS cssClass field. */
export function classTokens(value: string | null | undefined): string[] {
  return (value ?? '').split(/\s+/).filter(Boolean);
}

/** A CSS-safe identifier fragment (for ids built from slugs). */
export function idFragment(value: string | number): string {
  return String(value)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Width of a tooltip for a text: 10 px per character, at most 250 px (eco tooltip width). */
export function tooltipWidth(text: string, perChar = 10, max = 250): number {
  return Math.min(text.length * perChar, max);
}

/** Alt text of an image shown next to the same text (a card title): '' when it only repeats that text. */
export function altBesideText(alt: string | undefined, text: string): string {
  const a = (alt ?? '').trim();
  return a.toLowerCase() === text.trim().toLowerCase() ? '' : a;
}

/** Paths the CDN proxies to the content API: never rewritten. */

/**
 * An internal link written by editors as a path of the locale (`/showrooms`) points, on a domain with
 * locale prefixes, at `/de/showrooms/`; every page path ends with a slash (no redirect hop). Files
 * (`/x.pdf`), proxied paths, anchors, external and protocol-relative links are left as they are.
 */
export function localizeHref(href: string, toPath: (localPath: string) => string, prefix: string): string {
  if (!href.startsWith('/') || href.startsWith('//') || isProxiedPath(href)) return href;
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  if (/\.[a-z0-9]{2,5}$/i.test(path)) return href;
  const local = prefix && (path === prefix || path.startsWith(`${prefix}/`)) ? path.slice(prefix.length) || '/' : path;
  return `${toPath(local)}${rest}`;
}

/** JSON inside a `<script>` element (JSON-LD, data for scripts): `<`, `>`, `&` and line separators escaped,
 * so that `</script>` or `<!--` in content cannot end the script element. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The URL guard: the one rule for every URL from the content API that reaches an href or src, in attributes
 * and inside rich text alike. Internal links are paths of the site (a path, a query, a fragment, or a
 * relative reference without a scheme); external links are absolute: `https://host…` (or http), mailto, tel.
 * Anything else is refused: other schemes (javascript:, data:, vbscript:, file:, ...), and scheme-relative
 * URLs in any spelling (`//host`, `/\host`, `\\host`, `https:host`), which leave the site while looking like
 * paths.
 *
 * It checks what a browser would resolve, not the raw text: browsers drop leading and trailing spaces and C0
 * control characters and remove tabs and newlines anywhere, so ` JaVa\tScRiPt:` is a javascript: URL.
 */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const WEB_SCHEMES = new Set(['http', 'https']);

/** Character references a URL may hide its scheme behind if it ever reaches HTML unescaped. */
function decodeReferences(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n');
}

/** Leading/trailing C0 controls and spaces, and tabs/newlines anywhere, are ignored by URL parsers. */
function asBrowserSeesIt(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to strip control characters
  return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** The URL as the browser will use it when it is safe; null when it must not reach an attribute. */
export function safeUrl(value: string): string | null {
  const url = asBrowserSeesIt(value);
  if (url.includes('&') && safeUrl(decodeReferences(url)) === null) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters left inside make it unusable
  if (/[\u0000-\u001f\u007f]/.test(url)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (!SAFE_SCHEMES.has(scheme)) return null;
    // A web URL is absolute only as scheme://host: browsers read `https:host` or `https:///host` leniently.
    return !WEB_SCHEMES.has(scheme) || /^[a-z]+:\/\/[^/\\]/i.test(url) ? url : null;
  }
  // A colon before any / ? # would be read as a scheme by some parsers (`javascript&colon;` decoded later).
  const firstColon = url.indexOf(':');
  if (firstColon !== -1 && !/[/?#]/.test(url.slice(0, firstColon))) return null;
  // `\` is read as `/` by browsers, so `/\evil.example` is `//evil.example`: another host, not a path.
  const path = url.replace(/\\/g, '/');
  return path.startsWith('//') ? null : path;
}

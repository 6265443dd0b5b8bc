/**
 * The Content-Security-Policy of the site. Scripts run only from the site itself, from the third parties
 * listed below, or as inline scripts the code declares (their sha256 hashes: the site's own head scripts,
 * Astro's island loader and directives, small component scripts Astro inlined; see the renderer entry's
 * declaredInlineScripts). A page carrying any other executable inline script fails the build
 * (undeclaredScripts), so markup that content might smuggle in is never allowed, let alone run; never
 * `'unsafe-inline'` for scripts. Styles keep `'unsafe-inline'`: the site sets colours of tags from content
 * through style attributes, which run no script.
 */
import { createHash } from 'node:crypto';

/**
 * Every third-party origin the site may load, by directive: the one place to change when a provider is
 * added. Exact hosts, no wildcards. The tag manager (www.googletagmanager.com) and the GA4 analytics it
 * configures: hits go to the google-analytics.com and analytics.google.com collection hosts by fetch or
 * beacon, with an image request as fallback (Google's CSP guidance for Tag Manager with GA4).
 */
export const THIRD_PARTY_ORIGINS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://region1.google-analytics.com',
    'https://region1.analytics.google.com',
  ],
  img: [
    'https://i.ytimg.com',
    'https://i.vimeocdn.com',
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://region1.google-analytics.com',
  ],
  /** Movie players, loaded only after a click on their facade. */
  frame: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  /** The contact page's route planner: a GET form that opens the map service's directions in a new tab. */
  form: ['https://www.google.com'],
} as const;

/** Inline scripts the browser would execute: no src, and a JavaScript type (not JSON or JSON-LD data). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(|text\/javascript|module|application\/javascript)$/i;

/**
 * How a page's text is held: as text ('utf8'), or as its UTF-8 bytes one character per byte ('latin1', what
 * the build scans: a one-byte string, and a script cut from it hashes to exactly the bytes the browser hashes).
 */
export type PageText = 'utf8' | 'latin1';

/** The `'sha256-…'` source of a script's text. */
export function scriptHash(text: string, held: PageText = 'utf8'): string {
  return `'sha256-${createHash('sha256').update(text, held).digest('base64')}'`;
}

/** The executable inline scripts of an HTML page, in document order. */
function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (EXECUTABLE_TYPE.test(type)) scripts.push(body);
  }
  return scripts;
}

/** `'sha256-…'` sources of the executable inline scripts of an HTML page. */
export function inlineScriptHashes(html: string, held: PageText = 'utf8'): string[] {
  return executableInlineScripts(html).map((script) => scriptHash(script, held));
}

/** The executable inline scripts of a page whose hash is not among the declared ones (the start of each). */
export function undeclaredScripts(html: string, declared: ReadonlySet<string>, held: PageText = 'utf8'): string[] {
  return executableInlineScripts(html)
    .filter((script) => !declared.has(scriptHash(script, held)))
    .map((script) => (held === 'latin1' ? Buffer.from(script, 'latin1').toString('utf8') : script).trim().slice(0, 80));
}

export function contentSecurityPolicy(options: { scriptHashes: Iterable<string>; https: boolean }): string {
  const hashes = [...new Set(options.scriptHashes)].sort();
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes, ...THIRD_PARTY_ORIGINS.script].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', ...THIRD_PARTY_ORIGINS.img].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...THIRD_PARTY_ORIGINS.connect].join(' '),
    ['frame-src', ...THIRD_PARTY_ORIGINS.frame].join(' '),
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ['form-action', "'self'", ...THIRD_PARTY_ORIGINS.form].join(' '),
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

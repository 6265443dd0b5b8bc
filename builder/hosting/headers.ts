/**
 * The domain's Netlify `_headers`, written into dist/: security headers (the CSP of csp.ts, HSTS on https)
 * for every path and long caching for the hashed assets; and the reader of that file, with which the local
 * server (dev/serve.ts) sends what the CDN sends.
 */
import type { BuildTarget } from '#contract/domains.ts';
import { contentSecurityPolicy } from './csp.ts';

/** The file's name in dist/: configuration the CDN reads, never serves. */
export const HEADERS_FILE = '_headers';

export interface HeaderRule {
  /** Netlify path pattern: exact, or ending in `*`. */
  path: string;
  headers: [name: string, value: string][];
}

export function headerRules(target: Pick<BuildTarget, 'url'>, scriptHashes: Iterable<string>): HeaderRule[] {
  const https = target.url.startsWith('https://');
  return [
    {
      path: '/*',
      // No Cache-Control here: Netlify joins the values of every matching rule, and its default for HTML
      // (max-age=0, must-revalidate) is what pages want.
      headers: [
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['X-Frame-Options', 'DENY'],
        ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()'],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
        ['Content-Security-Policy', contentSecurityPolicy({ scriptHashes, https })],
        ...(https ? ([['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload']] as [string, string][]) : []),
      ],
    },
    { path: '/_astro/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    { path: '/images/*', headers: [['Cache-Control', 'public, max-age=86400']] },
  ];
}

export function headersFile(rules: readonly HeaderRule[]): string {
  return `${rules.map((r) => [r.path, ...r.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n')}\n`;
}

/** Parses a `_headers` file: a path line, then indented `Name: value` lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && separator > 0) rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** The headers of a path: every matching rule in order (a later rule's value of the same name wins). */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const matches = rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : rule.path === path;
    if (matches) for (const [name, value] of rule.headers) headers[name] = value;
  }
  return headers;
}

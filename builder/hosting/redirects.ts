/**
 * The domain's Netlify `_redirects`, written into dist/: the API proxy, the newsletter confirmation rewrites,
 * the locale entry redirect and the per-locale 404 pages (a missing item's under the lists' detail pages, the
 * general one elsewhere). The local server (dev/serve.ts) reads the same file, so what runs locally is what
 * the CDN runs.
 */
import type { BuildTarget } from '#contract/domains.ts';
import { NEWSLETTER_CONFIRMATION_PATHS } from '#contract/forms.ts';
import { type Locale, toBcp47 } from '#contract/locales.ts';
import { PROXIED_PREFIXES } from '#contract/proxied-paths.ts';
import { ERROR_STATUSES, errorPath, newsletterPath } from '#src/render/site.ts';

/** The file's name in dist/: configuration the CDN reads, never serves. */
export const REDIRECTS_FILE = '_redirects';

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  /** Applies even where a file exists at `from` (Netlify's `!`): how an error page keeps its status. */
  force?: boolean;
  /** Netlify condition, e.g. Language=de. */
  condition?: string;
}

type Target = Pick<BuildTarget, 'locales' | 'defaultLocale' | 'prefixed'>;

/**
 * `from` sends visitors to `to(locale)` in their browser's language when the domain serves it (Netlify's
 * `Language=` condition), else in the domain's first locale: the domain root, and the locale-less links of
 * the newsletter e-mails.
 */
function byLanguage(target: Target, from: string, to: (locale: Locale) => string): RedirectRule[] {
  return [
    ...target.locales
      .filter((locale) => locale !== target.defaultLocale)
      .map((locale) => ({ from, to: to(locale), status: 302, condition: `Language=${toBcp47(locale)}` })),
    { from, to: to(target.defaultLocale), status: 302 },
  ];
}

/**
 * `detailPrefixes`: where the locales' detail pages live (render/site.ts `detailPrefixes`); an unknown address
 * under one is answered with the locale's missing-item 404 page.
 */
export function redirectRules(
  target: Target,
  apiOrigin: string,
  detailPrefixes: readonly { locale: Locale; prefix: string }[] = [],
): RedirectRule[] {
  const api = apiOrigin.replace(/\/$/, '');
  const rules: RedirectRule[] = PROXIED_PREFIXES.map((prefix) => ({
    from: `${prefix}/*`,
    to: `${api}${prefix}/:splat`,
    status: 200,
  }));
  // The newsletter e-mails link to {confirmation page}/{token}: every token is served that page (a rewrite,
  // status 200); the unsubscribe page first, as its path is under the subscribe one.
  for (const locale of target.locales) {
    for (const confirmation of ['unsubscribe', 'subscribe'] as const) {
      const page = newsletterPath(target, locale, confirmation);
      rules.push({ from: `${page}*`, to: page, status: 200 });
    }
  }
  // The e-mails' links carry no locale: where locales have prefixes, they go to the visitor's language with
  // the token (one redirect, so the page and its confirmation call run once, at the final address).
  if (target.prefixed) {
    for (const confirmation of ['unsubscribe', 'subscribe'] as const) {
      const page = NEWSLETTER_CONFIRMATION_PATHS[confirmation];
      rules.push(...byLanguage(target, `${page}/*`, (locale) => `${newsletterPath(target, locale, confirmation)}:splat`));
    }
  }
  // Error pages answer with their status wherever they are asked for (/pl/500/ is a 500, not a page that
  // says 500); a domain's root /404 and /500 show its default locale's.
  for (const status of ERROR_STATUSES) {
    for (const locale of target.locales) {
      const pages =
        status === 404
          ? [errorPath(target, locale, status), errorPath(target, locale, status, true)]
          : [errorPath(target, locale, status)];
      for (const page of pages) rules.push({ from: page, to: `${page}index.html`, status, force: true });
    }
    if (target.prefixed) {
      rules.push({
        from: `/${status}/`,
        to: `${errorPath(target, target.defaultLocale, status)}index.html`,
        status,
        force: true,
      });
    }
  }
  for (const { locale, prefix } of detailPrefixes) {
    rules.push({ from: `${prefix}/*`, to: errorPath(target, locale, 404, true), status: 404 });
  }
  if (target.prefixed) {
    // The domain root sends visitors to their browser's language when the domain serves it.
    rules.push(...byLanguage(target, '/', (locale) => `/${locale}/`));
    for (const locale of target.locales) rules.push({ from: `/${locale}/*`, to: `/${locale}/404/`, status: 404 });
    rules.push({ from: '/*', to: `/${target.defaultLocale}/404/`, status: 404 });
  } else {
    rules.push({ from: '/*', to: '/404/', status: 404 });
  }
  return rules;
}

export function redirectsFile(rules: readonly RedirectRule[]): string {
  return `${rules
    .map((r) => [r.from, r.to, `${r.status}${r.force ? '!' : ''}`, r.condition].filter(Boolean).join('  '))
    .join('\n')}\n`;
}

/** Parses the subset of Netlify `_redirects` we write. */
export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301', condition] = line.split(/\s+/);
      return {
        from,
        to,
        status: Number.parseInt(status, 10),
        ...(status.endsWith('!') ? { force: true } : {}),
        ...(condition ? { condition } : {}),
      };
    });
}

/** The first rule matching a path (Netlify semantics: first match wins; `*` at the end matches the rest). */
export function matchRedirect(
  rules: readonly RedirectRule[],
  path: string,
  acceptLanguage = '',
): { rule: RedirectRule; to: string } | null {
  for (const rule of rules) {
    const language = rule.condition?.match(/^Language=(.+)$/)?.[1];
    if (
      language &&
      !acceptLanguage
        .toLowerCase()
        .split(',')
        .some((l) => l.trim().startsWith(language.toLowerCase()))
    )
      continue;
    if (rule.from.endsWith('/*')) {
      const base = rule.from.slice(0, -2);
      if (path === base || path.startsWith(`${base}/`)) {
        return { rule, to: rule.to.replace(':splat', path.slice(base.length + 1)) };
      }
    } else if (rule.from === path || sameIgnoringTrailingSlash(rule.from, path)) {
      return { rule, to: rule.to };
    }
  }
  return null;
}

/** Netlify matches `/a/b` and `/a/b/` alike. */
function sameIgnoringTrailingSlash(a: string, b: string): boolean {
  return a.length > 1 && b.length > 1 && a.replace(/\/$/, '') === b.replace(/\/$/, '');
}

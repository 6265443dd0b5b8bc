/**
 * The one table of locale domains (Locale domain = domain, locale, url, env, hidden) and the build
 * target it yields. `SITE_ENV` picks the environment and `SITE_DOMAIN` one domain of it; every locale on that
 * domain is built together. A domain with one locale serves it at the root (per-domain mode); a domain with
 * several serves each under a `/{locale}` prefix (prefix mode).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';
import { type TagManagerIds, defaultTagManagerIds, parseTagManagerIds } from './tag-manager.ts';

export const SITE_ENVS = ['local', 'dev', 'beta', 'live'] as const;
export type SiteEnv = (typeof SITE_ENVS)[number];

export interface LocaleDomain {
  /** Host name that identifies the build (SITE_DOMAIN). */
  domain: string;
  locale: Locale;
  /** Public origin of the domain, no trailing slash. */
  url: string;
  env: SiteEnv;
  /** Hidden locales are built and served but not listed in the language switcher. */
  hidden: boolean;
}

/** Origin of the local environment's one domain (`npm start`); SITE_URL overrides it (see targetFromEnv). */
export const DEFAULT_LOCAL_ORIGIN = 'http://localhost:4321';

/** Every locale but fr, which is on the live environment only. */
const PRE_LIVE_LOCALES: Locale[] = LOCALES.filter((l) => l !== 'fr');

function stage(env: 'dev' | 'beta', hiddenLocales: Locale[]): LocaleDomain[] {
  // Pre-production stages keep the live split on their own hosts; ru, not live, sits on the eu domain.
  const host = (name: string) => `${env}.${name}.mebleoffice.example`;
  const domainOf = (l: Locale) => (l === 'pl' ? 'pl' : l === 'no' ? 'nordic' : 'eu');
  return PRE_LIVE_LOCALES.map((locale) => ({
    domain: host(domainOf(locale)),
    locale,
    url: `https://${host(domainOf(locale))}`,
    env,
    hidden: hiddenLocales.includes(locale),
  }));
}

/** The table, with the local environment served from `localOrigin`. */
export function localeDomains(localOrigin: string = DEFAULT_LOCAL_ORIGIN): LocaleDomain[] {
  return [
    // local: every locale on one origin under prefixes, so `npm start` shows them side by side.
    ...PRE_LIVE_LOCALES.map((locale) => ({
      domain: 'localhost',
      locale,
      url: localOrigin,
      env: 'local' as const,
      hidden: false,
    })),
    ...stage('dev', []),
    ...stage('beta', ['ru']),
    // live: pl on its own domain, en/de/cz/fr on the shared eu domain, no on the nordic domain; fr is live
    // only and ru is not live.
    { domain: 'www.mebleoffice.example', locale: 'pl', url: 'https://www.mebleoffice.example', env: 'live', hidden: false },
    ...(['en', 'de', 'cz', 'fr'] as const).map((locale) => ({
      domain: 'eu.mebleoffice.example',
      locale,
      url: 'https://eu.mebleoffice.example',
      env: 'live' as const,
      hidden: false,
    })),
    {
      domain: 'www.mebleoffice-nordic.example',
      locale: 'no',
      url: 'https://www.mebleoffice-nordic.example',
      env: 'live',
      hidden: false,
    },
  ];
}

export const LOCALE_DOMAINS: readonly LocaleDomain[] = localeDomains();

export interface BuildTarget {
  env: SiteEnv;
  domain: string;
  /** Public origin, no trailing slash. */
  url: string;
  locales: Locale[];
  /** The locale served at `/` and used for x-default. */
  defaultLocale: Locale;
  /** Whether locales live under `/{locale}` prefixes (several locales on the domain). */
  prefixed: boolean;
  /** Every domain entry of the environment (for links to locales built elsewhere). */
  environment: LocaleDomain[];
  /** Tag manager container per built locale; a locale without one loads no tag manager (tag-manager.ts). */
  tagManager: TagManagerIds;
}

export class BuildTargetError extends Error {}

function tagManagerContainers(raw: string | undefined, env: SiteEnv): TagManagerIds {
  try {
    return parseTagManagerIds(raw, defaultTagManagerIds(env));
  } catch (error) {
    throw new BuildTargetError((error as Error).message);
  }
}

export function resolveBuildTarget(
  env: string | undefined,
  domain: string | undefined,
  table: readonly LocaleDomain[] = LOCALE_DOMAINS,
  tagManagerIds?: string,
): BuildTarget {
  const siteEnv = (env ?? 'local') as SiteEnv;
  if (!SITE_ENVS.includes(siteEnv)) {
    throw new BuildTargetError(`SITE_ENV must be one of ${SITE_ENVS.join(', ')}; got "${env}"`);
  }
  const environment = table.filter((d) => d.env === siteEnv);
  const domains = [...new Set(environment.map((d) => d.domain))];
  const chosen = domain ?? (domains.length === 1 ? domains[0] : undefined);
  if (!chosen || !domains.includes(chosen)) {
    throw new BuildTargetError(
      `SITE_DOMAIN must name one domain of the ${siteEnv} environment: ${domains.join(', ')}` +
        (domain ? `; got "${domain}"` : ''),
    );
  }
  const entries = environment.filter((d) => d.domain === chosen);
  const locales = LOCALES.filter((l) => entries.some((d) => d.locale === l));
  const defaultLocale = locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (locales[0] as Locale);
  const containers = tagManagerContainers(tagManagerIds, siteEnv);
  return {
    env: siteEnv,
    domain: chosen,
    url: (entries[0] as LocaleDomain).url.replace(/\/$/, ''),
    locales,
    defaultLocale,
    prefixed: locales.length > 1,
    environment,
    tagManager: Object.fromEntries(locales.flatMap((l) => (containers[l] ? [[l, containers[l]]] : []))),
  };
}

/**
 * The build target named by the environment: SITE_ENV, SITE_DOMAIN, SITE_URL (the local origin) and
 * TAG_MANAGER_IDS. An empty variable counts as unset, as shells and CI files often leave them.
 */
export function targetFromEnv(vars: Readonly<Record<string, string | undefined>>): BuildTarget {
  const set = (name: string) => vars[name]?.trim() || undefined;
  return resolveBuildTarget(set('SITE_ENV'), set('SITE_DOMAIN'), localeDomains(set('SITE_URL')), set('TAG_MANAGER_IDS'));
}

/** Path prefix of a locale in a build: '' in per-domain mode, '/en' in prefix mode. */
export function localePrefix(target: Pick<BuildTarget, 'prefixed'>, locale: Locale): string {
  return target.prefixed ? `/${locale}` : '';
}

/** Locale domains the language switcher lists: live, non-hidden entries of the current environment. */
export function switcherDomains(target: BuildTarget): LocaleDomain[] {
  return target.environment.filter((d) => !d.hidden);
}

/**
 * Path within a build of a locale's local path: '/kolekcje' → '/pl/kolekcje/' under the prefix '/pl'. Pages
 * are directories (`x/index.html`), so their canonical URL ends with a slash, which static hosts serve
 * without a redirect.
 */
export function buildPath(prefix: string, localPath: string): string {
  return localPath === '/' ? `${prefix}/` : `${prefix}${localPath.replace(/\/$/, '')}/`;
}

/** Absolute URL of a build path on an origin. */
export function originUrl(origin: string, path: string): string {
  return `${origin.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Absolute URL of a path of `locale` in this environment, whichever domain serves it. */
export function absoluteLocaleUrl(target: BuildTarget, locale: Locale, localPath: string): string | null {
  const entry = target.environment.find((d) => d.locale === locale);
  if (!entry) return null;
  const entries = target.environment.filter((d) => d.domain === entry.domain);
  return originUrl(entry.url, buildPath(entries.length > 1 ? `/${locale}` : '', localPath));
}

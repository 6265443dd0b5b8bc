/**
 * The site a build renders: target, content client, page plan, and the lookup from a request path to what
 * renders there. Created once per build by the generator (builder/generator) or, under `astro dev`, by the
 * middleware (src/middleware.ts), and handed to pages through `Astro.locals` (render/render-context.ts).
 */
import { type BuildTarget, buildPath, localePrefix } from '#contract/domains.ts';
import { NEWSLETTER_CONFIRMATION_PATHS, type NewsletterConfirmation } from '#contract/forms.ts';
import type { Locale } from '#contract/locales.ts';
import type { ContentClient } from '../data/content-client.ts';
import { loadSitePlan, type SitePlan } from '../data/load-plan.ts';
import { type LocaleContent, type PlannedPage, detailRoute, isDetailNode } from '../routing/page-plan.ts';

export interface Site {
  target: BuildTarget;
  client: ContentClient;
  plan: SitePlan;
  /** Every renderable path of the build → what renders there. */
  routes: Map<string, RouteEntry>;
}

/** Error pages built per locale: 404 and 500, served with their status by the host. */
export const ERROR_STATUSES = [404, 500] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

const NEWSLETTER_CONFIRMATIONS = Object.keys(NEWSLETTER_CONFIRMATION_PATHS) as NewsletterConfirmation[];

/**
 * An error page of a locale. A 404 page tells either that nothing is at the address (the general one) or, for
 * an address under a list's detail pages (`itemMissing`), that the item asked for does not exist.
 */
export type ErrorEntry = { kind: 'error'; status: ErrorStatus; locale: Locale; path: string; itemMissing: boolean };
/**
 * A newsletter confirmation page of a locale: one static page per kind; the host rewrites every
 * `{page}/{token}` to it (hosting/redirects.ts) and its script reads the token from the address.
 */
export type NewsletterEntry = { kind: 'newsletter'; confirmation: NewsletterConfirmation; locale: Locale; path: string };
/** The page the service worker shows for a page of the locale that was not visited before going offline. */
export type OfflineEntry = { kind: 'offline'; locale: Locale; path: string };
/** Pages every locale has besides its content: the error pages, the newsletter confirmations, the offline page. */
export type LocaleEntry = ErrorEntry | NewsletterEntry | OfflineEntry;
export type RouteEntry = { kind: 'page'; page: PlannedPage } | LocaleEntry;

/** Paths of a locale's error pages: /404/ and /500/ under the locale prefix, /404/item/ for a missing item. */
export function errorPath(
  target: Pick<BuildTarget, 'prefixed'>,
  locale: Locale,
  status: ErrorStatus,
  itemMissing = false,
): string {
  return buildPath(localePrefix(target, locale), itemMissing ? `/${status}/item` : `/${status}`);
}

/** Path of a locale's newsletter confirmation page, e.g. /de/newsletter/confirmation/unsubscribe/. */
export function newsletterPath(
  target: Pick<BuildTarget, 'prefixed'>,
  locale: Locale,
  confirmation: NewsletterConfirmation,
): string {
  return buildPath(localePrefix(target, locale), NEWSLETTER_CONFIRMATION_PATHS[confirmation]);
}

/** Path of a locale's offline page, e.g. /de/offline/. */
export function offlinePath(target: Pick<BuildTarget, 'prefixed'>, locale: Locale): string {
  return buildPath(localePrefix(target, locale), '/offline');
}

/** Every locale page of a build: each locale's error pages, newsletter confirmation pages and offline page. */
export function localeEntries(target: Pick<BuildTarget, 'prefixed' | 'locales'>): LocaleEntry[] {
  const error = (locale: Locale, status: ErrorStatus, itemMissing: boolean): ErrorEntry => ({
    kind: 'error',
    status,
    locale,
    path: errorPath(target, locale, status, itemMissing),
    itemMissing,
  });
  return target.locales.flatMap((locale): LocaleEntry[] => [
    ...ERROR_STATUSES.map((status) => error(locale, status, false)),
    error(locale, 404, true),
    ...NEWSLETTER_CONFIRMATIONS.map((confirmation) => ({
      kind: 'newsletter' as const,
      confirmation,
      locale,
      path: newsletterPath(target, locale, confirmation),
    })),
    { kind: 'offline' as const, locale, path: offlinePath(target, locale) },
  ]);
}

/** Normalized lookup key of a request path: no trailing slash except for the root. */
export function routeKey(path: string): string {
  const decoded = decodeURI(path);
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

export function buildRoutes(target: BuildTarget, plan: SitePlan): Map<string, RouteEntry> {
  const routes = new Map<string, RouteEntry>();
  for (const page of plan.pages) routes.set(routeKey(page.path), { kind: 'page', page });
  for (const entry of localeEntries(target)) routes.set(routeKey(entry.path), entry);
  return routes;
}

/** `reuse`: plan content of locales known unchanged (see loadSitePlan). */
export async function createSite(
  target: BuildTarget,
  client: ContentClient,
  reuse?: ReadonlyMap<Locale, LocaleContent>,
): Promise<Site> {
  const plan = await loadSitePlan(client, target, reuse);
  return { target, client, plan, routes: buildRoutes(target, plan) };
}

/** What renders at a path; an unknown path renders its locale's 404 page with status 404. */
export function resolveRoute(site: Site, pathname: string): { entry: RouteEntry; status: number } {
  const found = site.routes.get(routeKey(pathname));
  if (found) return { entry: found, status: found.kind === 'error' ? found.status : 200 };
  return { entry: errorEntryFor(site, pathname, 404), status: 404 };
}

/**
 * The error page of the locale a path belongs to (its prefix, else the domain's default locale); for a 404
 * under a list's detail pages, the missing item's.
 */
export function errorEntryFor(site: Site, pathname: string, status: ErrorStatus): ErrorEntry {
  const { target, routes } = site;
  const first = pathname.split('/')[1];
  const locale = target.prefixed ? (target.locales.find((l) => l === first) ?? target.defaultLocale) : target.defaultLocale;
  const itemMissing =
    status === 404 && detailPrefixes(target, site.plan).some((d) => d.locale === locale && pathname.startsWith(`${d.prefix}/`));
  return routes.get(routeKey(errorPath(target, locale, status, itemMissing))) as ErrorEntry;
}

/**
 * Where each locale's detail pages live: the path of every aggregator (a list whose items have pages, e.g.
 * /de/referenzen), longest first. An unknown address under one names an item that does not exist.
 */
export function detailPrefixes(
  target: Pick<BuildTarget, 'prefixed' | 'locales'>,
  plan: { contents: ReadonlyMap<Locale, Pick<LocaleContent, 'nodes'>> },
): { locale: Locale; prefix: string }[] {
  const prefixes = target.locales.flatMap((locale) => {
    const nodes = plan.contents.get(locale)?.nodes ?? [];
    const types = [...new Set(nodes.filter(isDetailNode).map((n) => n.nodeType))];
    return types.flatMap((type) => {
      let aggregator: string;
      try {
        aggregator = detailRoute(nodes, type).aggregator.slug;
      } catch {
        return []; // no links are built for it either (the plan warns)
      }
      const prefix = buildPath(localePrefix(target, locale), aggregator).replace(/\/$/, '');
      // An aggregator at the locale's root would claim every address.
      return prefix && prefix !== localePrefix(target, locale) ? [{ locale, prefix }] : [];
    });
  });
  return prefixes.sort((a, b) => b.prefix.length - a.prefix.length || a.prefix.localeCompare(b.prefix));
}

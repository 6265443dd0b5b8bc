/**
 * The build's shared state: target, content client and page plan, and the lookup from a request path to
 * what renders there.
 *
 * The site generator (build/generator/) creates the state once and puts it on globalThis before it drives the
 * compiled renderer, so the renderer's copy of this module and the generator share one client (one cache,
 * one read log). Under `astro dev` the state is created here from the environment.
 */
import { type BuildTarget, targetFromEnv } from '#contract/domains.ts';
import { ContentClient, type ReadRecord } from '../data/content-client.ts';
import { loadChrome, loadPageView } from '../data/load-page.ts';
import { loadSitePlan, type SitePlan } from '../data/load-plan.ts';
import type { Locale } from '#contract/locales.ts';
import { createLinks, type Links } from '../routing/links.ts';
import type { LocaleContent, PlannedPage } from '../routing/page-plan.ts';
import type { ChromeContent, PageView } from '../view/types.ts';

export interface Site {
  target: BuildTarget;
  client: ContentClient;
  plan: SitePlan;
  /** Every renderable path of the build → what renders there. */
  routes: Map<string, RouteEntry>;
}

/** Error pages built per locale (spec: 404 and 500, served with their status by the host). */
export const ERROR_STATUSES = [404, 500] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

export type RouteEntry =
  | { kind: 'page'; page: PlannedPage }
  | { kind: 'error'; status: ErrorStatus; locale: Locale; path: string };

export interface PageReads {
  path: string;
  locale: Locale;
  reads: ReadRecord[];
}

interface BuildGlobals {
  __site?: Promise<Site>;
  /** Reads of each rendered page, collected by the generator for the build manifest. */
  __pageReads?: Map<string, PageReads>;
  /** Errors pages raised while rendering, for the generator to report (Astro answers them with a 500). */
  __renderErrors?: Map<string, unknown>;
}
const globals = globalThis as BuildGlobals;

/** Paths of a locale's error pages: /404/ and /500/ under the locale prefix. */
export function errorPath(target: Pick<BuildTarget, 'prefixed'>, locale: Locale, status: ErrorStatus): string {
  return `${target.prefixed ? `/${locale}` : ''}/${status}/`;
}

/** Normalized lookup key of a request path: no trailing slash except for the root. */
export function routeKey(path: string): string {
  const decoded = decodeURI(path);
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

export function buildRoutes(target: BuildTarget, plan: SitePlan): Map<string, RouteEntry> {
  const routes = new Map<string, RouteEntry>();
  for (const page of plan.pages) routes.set(routeKey(page.path), { kind: 'page', page });
  for (const locale of target.locales) {
    for (const status of ERROR_STATUSES) {
      const path = errorPath(target, locale, status);
      routes.set(routeKey(path), { kind: 'error', status, locale, path });
    }
  }
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

/** Installs the generator's state for the renderer (see the module comment). */
export function provideSite(site: Site): void {
  globals.__site = Promise.resolve(site);
  globals.__pageReads = new Map();
}

export function getSite(): Promise<Site> {
  globals.__site ??= (async () => {
    const url = process.env.CONTENT_API_URL;
    if (!url)
      throw new Error(
        'CONTENT_API_URL is not set: build through `npm run build` (it starts the embedded content API) or point it at an API',
      );
    const client = new ContentClient({ baseUrl: url });
    const site = await createSite(targetFromEnv(process.env), client);
    for (const warning of site.plan.warnings) console.warn(`[plan] ${warning.locale}: ${warning.message}`);
    return site;
  })();
  return globals.__site;
}

/**
 * Under the generator a failing page is recorded and rendered as an empty 500 (the generator reports the
 * recorded error as the build's one-line failure, without Astro logging a stack per page); under
 * `astro dev` the error is thrown for Astro's overlay.
 */
async function recordingErrors<T>(path: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (!globals.__pageReads) throw error;
    globals.__renderErrors ??= new Map();
    globals.__renderErrors.set(path, error);
    return null;
  }
}

/** The error a page raised while rendering, if any (read once). */
export function takeRenderError(path: string): unknown {
  const error = globals.__renderErrors?.get(path);
  globals.__renderErrors?.delete(path);
  return error;
}

/** Loads the view of a page, recording which API responses it was rendered from; null when it failed. */
export function pageView(page: PlannedPage): Promise<PageView | null> {
  return recordingErrors(page.path, () => loadView(page));
}

async function loadView(page: PlannedPage): Promise<PageView> {
  const site = await getSite();
  const content = site.plan.contents.get(page.locale);
  if (!content) throw new Error(`No content loaded for locale ${page.locale}`);
  const { result, reads } = await site.client.track(() => loadPageView(site.client, site.target, page, content));
  globals.__pageReads?.set(page.path, { path: page.path, locale: page.locale, reads });
  return result;
}

export type ErrorView = {
  status: ErrorStatus;
  locale: Locale;
  target: BuildTarget;
  chrome: ChromeContent;
  links: Links;
};

export function errorView(entry: Extract<RouteEntry, { kind: 'error' }>): Promise<ErrorView | null> {
  return recordingErrors(entry.path, () => loadErrorView(entry));
}

async function loadErrorView(entry: Extract<RouteEntry, { kind: 'error' }>): Promise<ErrorView> {
  const site = await getSite();
  const content = site.plan.contents.get(entry.locale);
  const { result: chrome, reads } = await site.client.track(() => loadChrome(site.client, entry.locale));
  globals.__pageReads?.set(entry.path, { path: entry.path, locale: entry.locale, reads });
  return {
    status: entry.status,
    locale: entry.locale,
    target: site.target,
    chrome,
    links: createLinks(site.target, entry.locale, content?.nodes ?? []),
  };
}

/** What renders at a path; an unknown path renders its locale's 404 page with status 404. */
export async function resolveRoute(pathname: string): Promise<{ entry: RouteEntry; status: number }> {
  const site = await getSite();
  const found = site.routes.get(routeKey(pathname));
  if (found) return { entry: found, status: 200 };
  return { entry: await errorEntryFor(pathname, 404), status: 404 };
}

/** The error page of the locale a path belongs to (its prefix, else the domain's default locale). */
export async function errorEntryFor(pathname: string, status: ErrorStatus): Promise<Extract<RouteEntry, { kind: 'error' }>> {
  const { target, routes } = await getSite();
  const first = pathname.split('/')[1];
  const locale = target.prefixed ? (target.locales.find((l) => l === first) ?? target.defaultLocale) : target.defaultLocale;
  return routes.get(routeKey(errorPath(target, locale, status))) as Extract<RouteEntry, { kind: 'error' }>;
}

export function takePageReads(): PageReads[] {
  const reads = [...(globals.__pageReads?.values() ?? [])];
  globals.__pageReads = new Map();
  return reads;
}

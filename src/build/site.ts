/**
 * The build's shared state: target, content client and page plan, created once per build process and used
 * by getStaticPaths and by every page render. Reads of each page are recorded for incremental rebuilds.
 */
import { type BuildTarget, resolveBuildTarget } from '../config/domains.ts';
import { ContentClient, type ReadRecord } from '../content-api/client.ts';
import { type SitePlan, loadSitePlan } from '../content/load-plan.ts';
import { loadChrome, loadPageView } from '../content/load-page.ts';
import type { Locale } from '../i18n/locales.ts';
import { createLinks, type Links } from '../routing/links.ts';
import type { PlannedPage } from '../routing/page-plan.ts';
import type { ChromeContent, PageView } from '../render/types.ts';

export interface Site {
  target: BuildTarget;
  client: ContentClient;
  plan: SitePlan;
}

/** Error pages built per locale (spec: 404 and 500, served with their status by the host). */
export const ERROR_STATUSES = [404, 500] as const;

export interface PageReads {
  path: string;
  locale: Locale;
  reads: ReadRecord[];
}

interface BuildGlobals {
  __site?: Promise<Site>;
  /** Filled during rendering, written by the build-manifest integration at astro:build:done. */
  __pageReads?: PageReads[];
}
const globals = globalThis as BuildGlobals;

export function contentApiUrl(): string {
  const url = process.env.CONTENT_API_URL;
  if (!url) throw new Error('CONTENT_API_URL is not set: run the build through `npm run build`, which starts the embedded content API, or point it at a real API');
  return url;
}

export function getSite(): Promise<Site> {
  globals.__site ??= (async () => {
    const target = resolveBuildTarget(process.env.SITE_ENV, process.env.SITE_DOMAIN);
    const client = new ContentClient({
      baseUrl: contentApiUrl(),
      concurrency: Number(process.env.CONTENT_API_CONCURRENCY ?? 8),
      onRetry: ({ url, attempt, reason }) => console.warn(`[content-api] retry ${attempt} ${url}: ${reason}`),
    });
    const plan = await loadSitePlan(client, target);
    for (const warning of plan.warnings) console.warn(`[plan] ${warning.locale}: ${warning.message}`);
    return { target, client, plan };
  })();
  return globals.__site;
}

export type PageProps =
  | { kind: 'page'; page: PlannedPage }
  | { kind: 'error'; status: (typeof ERROR_STATUSES)[number]; locale: Locale };

function toParam(path: string): string | undefined {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? undefined : trimmed;
}

/** getStaticPaths of the catch-all page: every planned page and each locale's error pages. */
export async function staticPaths(): Promise<{ params: { path: string | undefined }; props: PageProps }[]> {
  const { target, plan } = await getSite();
  const pages = plan.pages.map((page) => ({ params: { path: toParam(page.path) }, props: { kind: 'page' as const, page } }));
  const errors = target.locales.flatMap((locale) =>
    ERROR_STATUSES.map((status) => ({
      params: { path: toParam(`${target.prefixed ? `/${locale}` : ''}/${status}`) },
      props: { kind: 'error' as const, status, locale },
    })),
  );
  return [...pages, ...errors];
}

/** Loads the view of a page, recording which API responses it was rendered from. */
export async function pageView(page: PlannedPage): Promise<PageView> {
  const site = await getSite();
  const content = site.plan.contents.get(page.locale);
  if (!content) throw new Error(`No content loaded for locale ${page.locale}`);
  const { result, reads } = await site.client.track(() => loadPageView(site.client, site.target, page, content));
  globals.__pageReads ??= [];
  globals.__pageReads.push({ path: page.path, locale: page.locale, reads });
  return result;
}

export async function errorView(
  locale: Locale,
): Promise<{ target: BuildTarget; chrome: ChromeContent; links: Links }> {
  const site = await getSite();
  const content = site.plan.contents.get(locale);
  const chrome = await loadChrome(site.client, locale);
  return { target: site.target, chrome, links: createLinks(site.target, locale, content?.nodes ?? []) };
}

export function takePageReads(): PageReads[] {
  const reads = globals.__pageReads ?? [];
  globals.__pageReads = [];
  return reads;
}

/**
 * The render context: what a page needs besides its path, handed to it as `Astro.locals.render`. The
 * generator passes it with every request it renders (the renderer's render function) and collects what
 * the pages report back; under `astro dev` the middleware creates one from the environment.
 */
import { targetFromEnv } from '#contract/domains.ts';
import type { Locale } from '#contract/locales.ts';
import { ContentClient, contentApiSettings, type ReadRecord } from '../data/content-client.ts';
import { loadBlockData } from '../blocks/data.ts';
import { loadLocaleView, loadPageView } from '../data/load-page.ts';
import type { PlannedPage } from '../routing/page-plan.ts';
import type { ErrorView, LocaleView, PageView } from '../view/page-model.ts';
import { createSite, type ErrorEntry, type LocaleEntry, type Site } from './site.ts';

export interface RenderContext {
  site: Site;
  /** Receives the API responses a rendered path read (the generator's build manifest); absent under astro dev. */
  onReads?: (path: string, locale: Locale, reads: ReadRecord[]) => void;
  /**
   * Receives the error a page raised, which then renders as an empty 500 (the generator reports it as the
   * build's one-line failure, without Astro logging a stack per page). Absent: the error is thrown, for
   * Astro's overlay under `astro dev`.
   */
  onError?: (path: string, error: unknown) => void;
}

let fromEnv: Promise<RenderContext> | null = null;

/** The context of `astro dev` (and of Astro's own static build in the bench): the site of the environment. */
export function renderContextFromEnv(): Promise<RenderContext> {
  fromEnv ??= (async () => {
    const url = process.env.CONTENT_API_URL;
    if (!url) {
      throw new Error('CONTENT_API_URL is not set: start the content API (npm run api) and point astro dev at it');
    }
    const site = await createSite(
      targetFromEnv(process.env),
      new ContentClient({ baseUrl: url, ...contentApiSettings(process.env) }),
    );
    for (const warning of site.plan.warnings) console.warn(`[plan] ${warning.locale}: ${warning.message}`);
    return { site };
  })();
  return fromEnv;
}

async function reportingErrors<T>(context: RenderContext, path: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (!context.onError) throw error;
    context.onError(path, error);
    return null;
  }
}

/** Loads the view of a page, reporting which API responses it was rendered from; null when it failed. */
export function pageView(context: RenderContext, page: PlannedPage): Promise<PageView | null> {
  return reportingErrors(context, page.path, async () => {
    const { site } = context;
    const content = site.plan.contents.get(page.locale);
    if (!content) throw new Error(`No content loaded for locale ${page.locale}`);
    const { result, reads } = await site.client.track(() => loadPageView(site.client, site.target, page, content, loadBlockData));
    context.onReads?.(page.path, page.locale, reads);
    return result;
  });
}

/** The view of a locale page (error or newsletter confirmation): its locale's menus and links. */
export function localeView(context: RenderContext, entry: LocaleEntry): Promise<LocaleView | null> {
  return reportingErrors(context, entry.path, async () => {
    const { site } = context;
    const nodes = site.plan.contents.get(entry.locale)?.nodes ?? [];
    const { result, reads } = await site.client.track(() => loadLocaleView(site.client, site.target, entry.locale, nodes));
    context.onReads?.(entry.path, entry.locale, reads);
    return result;
  });
}

export async function errorView(context: RenderContext, entry: ErrorEntry): Promise<ErrorView | null> {
  const view = await localeView(context, entry);
  return view && { ...view, status: entry.status, itemMissing: entry.itemMissing };
}

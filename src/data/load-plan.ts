/**
 * Loads what the page plan needs from the content API: for every locale of the environment its sitemap
 * nodes, all search items (phrase ' ', pagination=false) and its category paths, then plans the build.
 */
import type { ContentClient } from './content-client.ts';
import * as endpoints from '#contract/endpoints.ts';
import type { BuildTarget } from '#contract/domains.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { type LocaleContent, type PagePlan, planPages } from '../routing/page-plan.ts';

export async function loadLocaleContent(client: ContentClient, locale: Locale): Promise<LocaleContent> {
  const [nodes, search, categories] = await Promise.all([
    client.list(endpoints.sitemapNodes, { locale }),
    client.list(endpoints.search, { locale, accept: 'ld+json', query: { phrase: ' ', pagination: false } }),
    client.list(endpoints.productCategories, { locale }),
  ]);
  return {
    locale,
    nodes: nodes.items,
    searchItems: search.items,
    categoryPaths: new Set(categories.items.map((c) => c.path)),
  };
}

export interface SitePlan extends PagePlan {
  contents: ReadonlyMap<Locale, LocaleContent>;
}

/**
 * Plans a build. Locales served by other domains of the environment are loaded only to link translations.
 * `reuse` supplies the content of locales known not to have changed (an incremental rebuild's other locales).
 */
export async function loadSitePlan(
  client: ContentClient,
  target: BuildTarget,
  reuse: ReadonlyMap<Locale, LocaleContent> = new Map(),
): Promise<SitePlan> {
  const environmentLocales = LOCALES.filter((l) => target.environment.some((d) => d.locale === l));
  const contents = await Promise.all(environmentLocales.map((locale) => reuse.get(locale) ?? loadLocaleContent(client, locale)));
  return { ...planPages(target, contents), contents: new Map(contents.map((c) => [c.locale, c])) };
}

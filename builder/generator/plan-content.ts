/**
 * The plan content of the last build (per locale: sitemap nodes, all search items, category paths), kept
 * beside the manifest. An incremental rebuild of some locales plans with the stored content of the others
 * (the content their deployed pages were built from; their own rebuilds refresh it), and with the stored
 * content of a rebuilt locale when the known changes purge none of the responses it came from. Planning a
 * 20,000-page site then costs one locale's requests instead of all of them.
 */
import { readFile } from 'node:fs/promises';
import { isPurged } from '#contract/content-change.ts';
import type { ContentClient, ReadRecord } from '#src/data/content-client.ts';
import type { Locale } from '#contract/locales.ts';
import type { LocaleContent } from '#src/routing/page-plan.ts';
import { writeFileAtomic } from './render-pages.ts';

export const PLAN_CONTENT_VERSION = 1;

interface StoredLocale {
  nodes: LocaleContent['nodes'];
  searchItems: LocaleContent['searchItems'];
  categoryPaths: string[];
  /** The responses it was loaded from, with their cache tags (null: unknown). */
  reads: { key: string; tags: string[] | null }[];
}

export interface PlanContent {
  version: typeof PLAN_CONTENT_VERSION;
  env: string;
  domain: string;
  locales: Partial<Record<Locale, StoredLocale>>;
}

/** Beside the manifest: `.cache/build/<domain>/plan-content.json`, or `<outDir>.plan-content.json`. */
export function planContentPath(manifestFile: string): string {
  return manifestFile.replace(/manifest\.json$/, 'plan-content.json');
}

export async function readPlanContent(file: string, env: string, domain: string): Promise<PlanContent | null> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as PlanContent;
    return stored.version === PLAN_CONTENT_VERSION && stored.env === env && stored.domain === domain ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The locales whose stored content the plan can use: every locale not being rebuilt, and a rebuilt one when
 * the changes are known (`purge`) and purge none of its responses.
 */
export function reusableContent(
  stored: PlanContent | null,
  rebuilt: readonly Locale[],
  purge: ReadonlySet<string> | null,
): Map<Locale, LocaleContent> {
  const reuse = new Map<Locale, LocaleContent>();
  for (const [locale, content] of Object.entries(stored?.locales ?? {}) as [Locale, StoredLocale][]) {
    const stale = !purge || content.reads.length === 0 || content.reads.some((r) => isPurged(r.tags, purge));
    if (rebuilt.includes(locale) && stale) continue;
    reuse.set(locale, {
      locale,
      nodes: content.nodes,
      searchItems: content.searchItems,
      categoryPaths: new Set(content.categoryPaths),
    });
  }
  return reuse;
}

/**
 * The plan content to store after a build: what it planned with, with the responses of each locale (fresh
 * reads for the locales it loaded, the stored ones for those it reused).
 */
export function planContentOf(
  env: string,
  domain: string,
  contents: ReadonlyMap<Locale, LocaleContent>,
  reads: readonly ReadRecord[],
  client: ContentClient,
  stored: PlanContent | null,
): PlanContent {
  const locales: Partial<Record<Locale, StoredLocale>> = {};
  for (const [locale, content] of contents) {
    const fresh = reads.filter((r) => r.request.locale === locale);
    locales[locale] = {
      nodes: content.nodes,
      searchItems: content.searchItems,
      categoryPaths: [...content.categoryPaths],
      reads: fresh.length
        ? fresh.map((r) => ({ key: r.key, tags: client.cacheTags(r.key) }))
        : (stored?.locales[locale]?.reads ?? []),
    };
  }
  return { version: PLAN_CONTENT_VERSION, env, domain, locales };
}

export async function writePlanContent(file: string, content: PlanContent): Promise<void> {
  await writeFileAtomic(file, JSON.stringify(content));
}

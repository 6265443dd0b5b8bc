/**
 * The build manifest: for every rendered file, its locale and the hash of everything it was rendered from
 * (the API responses it read, its plan entry, the code version and its locale's dictionary). Incremental
 * rebuilds compare these hashes to decide what to render again. Pure functions.
 */
import { createHash } from 'node:crypto';
import type { ReadRecord } from '../../src/content-api/client.ts';
import type { Locale } from '../../src/i18n/locales.ts';

export const MANIFEST_VERSION = 1;

export interface ManifestEntry {
  locale: Locale | null;
  /** Hash of the inputs below; equal hashes mean byte-identical output. */
  hash: string;
  /** Hash of the page's plan entry (path, node, layout, alternates...) or of the file's own inputs. */
  planHash: string;
  reads: ReadRecord[];
  /** HTTP status it renders with (error pages 404/500). */
  status: number;
}

export interface BuildManifest {
  version: typeof MANIFEST_VERSION;
  domain: string;
  env: string;
  code: string;
  renderer: string;
  dictionaries: Partial<Record<Locale, string>>;
  builtAt: string;
  /** Keyed by URL path (`/pl/produkty/`, `/sitemap-pl.xml`). */
  entries: Record<string, ManifestEntry>;
}

export function hashOf(value: unknown): string {
  return createHash('sha256')
    .update(typeof value === 'string' ? value : JSON.stringify(value))
    .digest('hex');
}

export function entryHash(input: { planHash: string; reads: readonly ReadRecord[]; code: string; dictionary: string }): string {
  return hashOf([input.planHash, input.code, input.dictionary, input.reads.map((r) => `${r.key}=${r.hash}`)]);
}

export interface PlannedEntry {
  path: string;
  locale: Locale | null;
  planHash: string;
  status: number;
}

export interface RebuildDecision {
  /** Paths to render: new, or whose plan entry or any read changed. */
  render: string[];
  /** Paths whose reads must be fetched again to know (plan entry unchanged). */
  recheck: string[];
  /** Paths built before that the plan no longer has. */
  remove: string[];
}

/**
 * First pass of an incremental rebuild of `locales`. In scope (those locales, and files of no locale such as
 * robots.txt): new entries render, changed plan entries render, unchanged ones are rechecked against fresh
 * API responses, vanished ones are removed. Other locales are left to their own rebuilds, except that an
 * existing page whose plan entry changed (its hreflang links to a page that appeared or disappeared here)
 * renders again.
 */
export function planRebuild(
  previous: BuildManifest,
  planned: readonly PlannedEntry[],
  locales: readonly Locale[],
  dictionaries: Partial<Record<Locale, string>>,
): RebuildDecision {
  const render: string[] = [];
  const recheck: string[] = [];
  const inScope = (locale: Locale | null) => locale === null || locales.includes(locale);
  const planned_ = new Set(planned.map((e) => e.path));
  for (const entry of planned) {
    const before = previous.entries[entry.path];
    if (!inScope(entry.locale)) {
      if (before && before.planHash !== entry.planHash) render.push(entry.path);
      continue;
    }
    const dictionaryChanged = entry.locale !== null && previous.dictionaries[entry.locale] !== dictionaries[entry.locale];
    if (!before || before.planHash !== entry.planHash || before.status !== entry.status || dictionaryChanged) {
      render.push(entry.path);
    } else {
      recheck.push(entry.path);
    }
  }
  const remove = Object.entries(previous.entries)
    .filter(([path, entry]) => !planned_.has(path) && inScope(entry.locale))
    .map(([path]) => path);
  return { render, recheck, remove };
}

/** Paths among `recheck` whose reads now hash differently (`current` maps read keys to fresh hashes). */
export function changedByReads(
  previous: BuildManifest,
  recheck: readonly string[],
  current: ReadonlyMap<string, string>,
): string[] {
  return recheck.filter((path) => (previous.entries[path]?.reads ?? []).some((read) => current.get(read.key) !== read.hash));
}

/** Read keys are `locale accept path?query`: what to request again. */
export function parseReadKey(key: string): { locale: Locale; accept: 'json' | 'ld+json'; pathAndQuery: string } {
  const [locale, accept, ...rest] = key.split(' ');
  return { locale: locale as Locale, accept: accept as 'json' | 'ld+json', pathAndQuery: rest.join(' ') };
}

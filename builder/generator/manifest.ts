/**
 * The build manifest: for every rendered file, its locale and the hash of everything it was rendered from
 * (the API responses it read, its plan entry, the code version and its locale's dictionary). Incremental
 * rebuilds compare these hashes to decide what to render again. Pure functions.
 */
import { hash as digest } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isPurged } from '#contract/content-change.ts';
import { type ApiRequest, type ReadRecord, readKey } from '#src/data/content-client.ts';
import type { Locale } from '#contract/locales.ts';
import { type ChromeRecord, chromePacker, chromeUnpacker, type SharedPart, type StoredChrome } from './chrome-patch.ts';

export const MANIFEST_VERSION = 6;

export interface ManifestEntry {
  locale: Locale | null;
  /** Hash of the inputs below; equal hashes mean byte-identical output. */
  hash: string;
  /** Hash of the page's plan entry (path, node, layout, alternates...) or of the file's own inputs. */
  planHash: string;
  reads: ReadRecord[];
  /** HTTP status it renders with (error pages 404/500). */
  status: number;
  /** Its menu parts (which shared renderings, filled for what), when a menu change can patch it (chrome-patch.ts). */
  chrome?: ChromeRecord;
}

export interface BuildManifest {
  version: typeof MANIFEST_VERSION;
  domain: string;
  env: string;
  /** Tag manager container per locale: written into every page's head, so a change renders everything. */
  tagManager: Partial<Record<Locale, string>>;
  code: string;
  renderer: string;
  dictionaries: Partial<Record<Locale, string>>;
  builtAt: string;
  /** Keyed by URL path (`/pl/produkty/`, `/sitemap-pl.xml`). */
  entries: Record<string, ManifestEntry>;
  /** Cache tags of the responses read, by read key; a key without tags is rechecked after any change. */
  tags: Record<string, string[]>;
  /** CSP hash sources of the inline scripts the pages carry (the _headers file allows exactly these). */
  scriptHashes: string[];
  /** The shared renderings of menu parts the entries' records name, by id (chrome-patch.ts). */
  chromeParts: Record<string, SharedPart>;
}

/**
 * On disk, each API response is stored once (request, hash, tags) and entries refer to it by index, as
 * responses refer to their tags: at 20,124 pages 9 MB instead of 28 MB with every read repeated per entry.
 */
interface StoredManifest extends Omit<BuildManifest, 'entries' | 'tags'> {
  tagNames: string[];
  /** The strings the entries' chrome records share (chromePacker). */
  chromeStrings: string[];
  responses: { request: ApiRequest; hash: string; tags?: number[] }[];
  entries: Record<string, Omit<ManifestEntry, 'reads' | 'chrome'> & { reads: number[]; chrome?: StoredChrome }>;
}

/**
 * Marks a response read with two different bodies within one build (it changed while the build ran): any
 * recheck finds it changed, so every page that read it renders again.
 */
export const CONFLICTING_READS = 'conflicting-reads';

export function serializeManifest(manifest: BuildManifest): string {
  const index = new Map<string, number>();
  const responses: StoredManifest['responses'] = [];
  const entries: StoredManifest['entries'] = {};
  const tagIndex = new Map<string, number>();
  const chromes = chromePacker();
  const tagNames: string[] = [];
  const tagNumber = (tag: string): number => {
    let i = tagIndex.get(tag);
    if (i === undefined) {
      i = tagNames.push(tag) - 1;
      tagIndex.set(tag, i);
    }
    return i;
  };
  for (const [path, entry] of Object.entries(manifest.entries)) {
    const reads = entry.reads.map(({ key, request, hash }) => {
      let i = index.get(key);
      if (i === undefined) {
        i = responses.length;
        index.set(key, i);
        const tags = manifest.tags[key];
        responses.push(tags ? { request, hash, tags: tags.map(tagNumber) } : { request, hash });
      } else if ((responses[i] as { hash: string }).hash !== hash) {
        (responses[i] as { hash: string }).hash = CONFLICTING_READS;
      }
      return i;
    });
    // Spelt out: copying 20,000 entries by rest and spread cost a large rebuild 0.1 s.
    const { locale, hash, planHash, status, chrome } = entry;
    entries[path] = chrome
      ? { locale, hash, planHash, reads, status, chrome: chromes.pack(chrome, path) }
      : { locale, hash, planHash, reads, status };
  }
  const { entries: _entries, tags: _tags, ...rest } = manifest;
  return JSON.stringify({ ...rest, tagNames, chromeStrings: chromes.strings, responses, entries } satisfies StoredManifest);
}

/** The manifest of a build, or null when the text is not one of this version. */
export function parseManifest(text: string): BuildManifest | null {
  const stored = JSON.parse(text) as StoredManifest;
  if (stored.version !== MANIFEST_VERSION || !Array.isArray(stored.responses)) return null;
  const reads: ReadRecord[] = stored.responses.map(({ request, hash }) => ({ key: readKey(request), request, hash }));
  const tags: Record<string, string[]> = {};
  stored.responses.forEach((r, i) => {
    if (r.tags) tags[(reads[i] as ReadRecord).key] = r.tags.map((t) => stored.tagNames[t] as string);
  });
  const entries: Record<string, ManifestEntry> = {};
  const unpack = chromeUnpacker(stored.chromeStrings ?? []);
  for (const [path, entry] of Object.entries(stored.entries)) {
    const { locale, hash, planHash, status, chrome } = entry;
    const read = entry.reads.map((i) => reads[i] as ReadRecord);
    entries[path] = chrome
      ? { locale, hash, planHash, reads: read, status, chrome: unpack(chrome, path) }
      : { locale, hash, planHash, reads: read, status };
  }
  const { responses: _responses, entries: _entries, tagNames: _tagNames, chromeStrings: _chromeStrings, ...rest } = stored;
  return { ...rest, entries, tags };
}

/** 128 bits of SHA-256: plenty to tell inputs apart, half the manifest space of the full digest. */
export function hashOf(value: unknown): string {
  // The one-shot digest: the same bytes as createHash().update().digest(), a third faster for the 40,000
  // small inputs of a 20,000-page build.
  return digest('sha256', typeof value === 'string' ? value : JSON.stringify(value), 'hex').slice(0, 32);
}

/**
 * hashOf for plan data in which many entries share objects: a page's sitemap node (one per aggregator) and
 * its alternates (one list per set of translations, also hashed into each locale's sitemap). Each shared
 * object is hashed once and stands in an entry's hash by its own hash; at 20,124 pages that stringifies and
 * hashes about 17 MB instead of 45 MB. Shared objects must not change while the hasher is in use.
 */
export function sharedHasher(): (value: object) => string {
  const hashes = new WeakMap<object, string>();
  return (value) => {
    let hash = hashes.get(value);
    if (hash === undefined) {
      hash = hashOf(value);
      hashes.set(value, hash);
    }
    return hash;
  };
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

/**
 * The requests of the `recheck` paths to send again, once each. Without purge tags (the change is unknown)
 * all of them; with them (contract/content-change.ts) only responses tagged with a purged tag, or with no
 * tags recorded.
 */
export function readsToRecheck(
  previous: BuildManifest,
  recheck: readonly string[],
  purge: ReadonlySet<string> | null,
): ReadRecord[] {
  const reads = new Map<string, ReadRecord>();
  for (const path of recheck) {
    for (const read of previous.entries[path]?.reads ?? []) {
      if (!purge || isPurged(previous.tags[read.key], purge)) reads.set(read.key, read);
    }
  }
  return [...reads.values()];
}

/**
 * Paths among `recheck` whose reads now hash differently. `current` maps the keys requested again to their
 * fresh hashes (a failed request to ''); a key not requested again is unchanged.
 */
export function changedByReads(
  previous: BuildManifest,
  recheck: readonly string[],
  current: ReadonlyMap<string, string>,
): string[] {
  return recheck.filter((path) =>
    (previous.entries[path]?.reads ?? []).some((read) => current.has(read.key) && current.get(read.key) !== read.hash),
  );
}

/** The tags of every read key the entries still use (`known` first, then `fallback`). */
export function tagsOfReads(
  entries: Record<string, ManifestEntry>,
  known: (key: string) => string[] | null,
  fallback: Record<string, string[]> = {},
): Record<string, string[]> {
  const tags: Record<string, string[]> = {};
  for (const entry of Object.values(entries)) {
    for (const { key } of entry.reads) {
      if (key in tags) continue;
      const found = known(key) ?? fallback[key];
      if (found) tags[key] = found;
    }
  }
  return tags;
}

/**
 * The manifest of dist/ lives in .cache/build/<domain>/ (the Netlify plugin caches that folder); a build
 * into another folder keeps its manifest beside that folder.
 */
export function manifestPath(root: string, domain: string, outDir: string): string {
  return path.resolve(outDir) === path.join(root, 'dist')
    ? path.join(root, '.cache/build', domain, 'manifest.json')
    : `${path.resolve(outDir)}.manifest.json`;
}

export async function readManifest(root: string, domain: string, outDir: string): Promise<BuildManifest | null> {
  try {
    return parseManifest(await readFile(manifestPath(root, domain, outDir), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The build manifest: for every rendered file, its locale and the hash of everything it was rendered from
 * (the API responses it read, its plan entry, the code version and its locale's dictionary). Incremental
 * rebuilds compare these hashes to decide what to render again. Pure functions.
 */
import { hash as digest } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { isPurged } from '#contract/content-change.ts';
import { type ApiRequest, type ReadRecord, readKey } from '#src/data/content-client.ts';
import type { Locale } from '#contract/locales.ts';
import { type ChromeRecord, chromePacker, chromeUnpacker, type SharedPart, type StoredChrome } from './chrome-patch.ts';
import { replaceFile, writeFileAtomic } from './render-pages.ts';

export const MANIFEST_VERSION = 7;

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
  /**
   * Cache tags of the responses read, by read key; a key without tags is rechecked after any change. Of a
   * manifest read from disk, those of the parts loaded so far; of one to write, those of the entries it
   * stores (entriesToStore).
   */
  tags: Record<string, string[]>;
  /** CSP hash sources of the inline scripts the pages carry (the _headers file allows exactly these). */
  scriptHashes: string[];
  /** The shared renderings of menu parts the entries' records name, by id (chrome-patch.ts); as `tags`. */
  chromeParts: Record<string, SharedPart>;
}

/**
 * Marks a response read with two different bodies within one build (it changed while the build ran): any
 * recheck finds it changed, so every page that read it renders again.
 */
export const CONFLICTING_READS = 'conflicting-reads';

/**
 * On disk the manifest is an index and a part per locale (`_` for files of no locale, such as robots.txt).
 * The index holds what a rebuild needs of every file (plan hash, hash, status: the plan's check of other
 * locales, the service worker's version); a part holds its files' reads and menu records. A rebuild of one
 * locale reads and writes the index and that locale's part: at 20,124 pages, reading and writing the one
 * manifest took 0.33 s of a 1.8 s product change. Within a part each API response is stored once (request,
 * hash, tags) and entries refer to it by index (9 MB instead of 28 MB with every read repeated per entry).
 * A part's file is named by a hash of its text: parts are written first, the index last (atomically), and the
 * files it no longer names are removed after, so a reader finds the index and its parts consistent.
 */
interface StoredIndex extends Omit<BuildManifest, 'entries' | 'tags' | 'chromeParts'> {
  /** File name of each part, in the parts folder. */
  parts: Record<string, string>;
  /** Per part, per path: plan hash, hash, status. */
  entries: Record<string, Record<string, [planHash: string, hash: string, status: number]>>;
}

interface StoredPart {
  tagNames: string[];
  /** The strings the entries' chrome records share (chromePacker). */
  chromeStrings: string[];
  /** The shared renderings of menu parts its entries' records name, by id. */
  chromeParts: Record<string, SharedPart>;
  responses: { request: ApiRequest; hash: string; tags?: number[] }[];
  entries: Record<string, { reads: number[]; chrome?: StoredChrome }>;
}

/** The part an entry is stored in. */
function partOf(locale: Locale | null): string {
  return locale ?? '_';
}

/**
 * What the build keeps beside its manifest, named `name` in its place: `.cache/build/<domain>/<name>` beside
 * `manifest.json`, `<dist>.<name>` beside `<dist>.manifest.json`.
 */
export function besideManifest(manifestFile: string, name: string): string {
  return manifestFile.replace(/manifest\.json$/, name);
}

/** The parts folder of a manifest file (`manifest-parts`, beside it). */
export function manifestPartsPath(manifestFile: string): string {
  return besideManifest(manifestFile, 'manifest-parts');
}

/** A part of a manifest read from disk, loaded when one of its entries' reads or menu record is first asked for. */
interface LazyPart {
  file: string;
  entries: Map<string, StoredEntry>;
  loaded: boolean;
  load(): void;
}

/** An entry of a manifest read from disk: its reads and menu record come from its part, on first use. */
class StoredEntry implements ManifestEntry {
  readonly locale: Locale | null;
  readonly hash: string;
  readonly planHash: string;
  readonly status: number;
  readonly part: LazyPart;
  #reads: ReadRecord[] = [];
  #chrome: ChromeRecord | undefined;
  constructor(locale: Locale | null, hash: string, planHash: string, status: number, part: LazyPart) {
    this.locale = locale;
    this.hash = hash;
    this.planHash = planHash;
    this.status = status;
    this.part = part;
  }
  get reads(): ReadRecord[] {
    this.part.load();
    return this.#reads;
  }
  get chrome(): ChromeRecord | undefined {
    this.part.load();
    return this.#chrome;
  }
  fill(reads: ReadRecord[], chrome: ChromeRecord | undefined): void {
    this.#reads = reads;
    this.#chrome = chrome;
  }
}

/**
 * The parts of `manifest` a write stores again, by name, with their entries. With the manifest it was made
 * from (`previous`, as read from disk), a part is kept as it is on disk when none of its entries was read,
 * replaced, added or removed; every other part is stored, and loaded to be.
 */
function partsToStore(manifest: BuildManifest, previous?: BuildManifest | null): Map<string, [string, ManifestEntry][]> {
  const parts = new Map<string, [string, ManifestEntry][]>();
  for (const [path, entry] of Object.entries(manifest.entries)) {
    const name = partOf(entry.locale);
    const part = parts.get(name);
    if (part) part.push([path, entry]);
    else parts.set(name, [[path, entry]]);
  }
  for (const [name, entries] of parts) {
    const before = previous && lazyParts.get(previous)?.get(name);
    const unchanged =
      before &&
      !before.loaded &&
      entries.length === before.entries.size &&
      entries.every(([path, entry]) => before.entries.get(path) === entry);
    if (unchanged) parts.delete(name);
  }
  for (const entries of parts.values()) for (const [, entry] of entries) if (entry instanceof StoredEntry) entry.part.load();
  return parts;
}

/** The parts of each manifest read from disk. */
const lazyParts = new WeakMap<BuildManifest, Map<string, LazyPart>>();

/**
 * The entries a write of `manifest` stores (see partsToStore); its `tags` and `chromeParts` need to cover
 * theirs only, the parts kept keep their own.
 */
export function entriesToStore(manifest: BuildManifest, previous?: BuildManifest | null): Record<string, ManifestEntry> {
  return Object.fromEntries([...partsToStore(manifest, previous).values()].flat());
}

function serializePart(manifest: BuildManifest, entries: readonly [string, ManifestEntry][]): string {
  const index = new Map<string, number>();
  const responses: StoredPart['responses'] = [];
  const stored: StoredPart['entries'] = {};
  const tagIndex = new Map<string, number>();
  const chromes = chromePacker();
  const chromeParts: StoredPart['chromeParts'] = {};
  const tagNames: string[] = [];
  const tagNumber = (tag: string): number => {
    let i = tagIndex.get(tag);
    if (i === undefined) {
      i = tagNames.push(tag) - 1;
      tagIndex.set(tag, i);
    }
    return i;
  };
  for (const [path, entry] of entries) {
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
    const { chrome } = entry;
    if (chrome) {
      for (const { shared } of chrome.parts) {
        const part = manifest.chromeParts[shared];
        if (part) chromeParts[shared] = part;
      }
    }
    stored[path] = chrome ? { reads, chrome: chromes.pack(chrome, path) } : { reads };
  }
  return JSON.stringify({
    tagNames,
    chromeStrings: chromes.strings,
    chromeParts,
    responses,
    entries: stored,
  } satisfies StoredPart);
}

export interface ManifestFiles {
  index: string;
  /** The parts to write, by file name (parts kept from the previous manifest are named in the index only). */
  parts: Map<string, string>;
  /** Every part file the index names. */
  files: string[];
}

/** The files of `manifest`; with `previous` (the manifest it was made from, as read), only its changed parts. */
export function serializeManifest(manifest: BuildManifest, previous?: BuildManifest | null): ManifestFiles {
  const kept = (previous && lazyParts.get(previous)) || new Map<string, LazyPart>();
  const stored = partsToStore(manifest, previous);
  const parts = new Map<string, string>();
  const names: StoredIndex['parts'] = {};
  const entries: StoredIndex['entries'] = {};
  for (const [path, entry] of Object.entries(manifest.entries)) {
    const name = partOf(entry.locale);
    entries[name] ??= {};
    entries[name][path] = [entry.planHash, entry.hash, entry.status];
    if (names[name]) continue;
    const part = stored.get(name);
    if (part) {
      const text = serializePart(manifest, part);
      names[name] = `${name}-${hashOf(text).slice(0, 16)}.json`;
      parts.set(names[name], text);
    } else {
      names[name] = (kept.get(name) as LazyPart).file;
    }
  }
  const { entries: _entries, tags: _tags, chromeParts: _chromeParts, ...header } = manifest;
  return {
    index: JSON.stringify({ ...header, parts: names, entries } satisfies StoredIndex),
    parts,
    files: Object.values(names),
  };
}

/**
 * The manifest of a build from its index, or null when the text is not one of this version. Parts are read
 * through `readPart` (by file name) when first needed; `tags` and `chromeParts` fill in as they are.
 */
export function parseManifest(text: string, readPart: (file: string) => string): BuildManifest | null {
  const stored = JSON.parse(text) as StoredIndex;
  if (stored.version !== MANIFEST_VERSION || typeof stored.parts !== 'object') return null;
  const { parts: files, entries: index, ...header } = stored;
  const manifest: BuildManifest = { ...header, entries: {}, tags: {}, chromeParts: {} };
  const parts = new Map<string, LazyPart>();
  for (const [name, rows] of Object.entries(index)) {
    const locale = name === '_' ? null : (name as Locale);
    const part: LazyPart = {
      file: files[name] as string,
      entries: new Map(),
      loaded: false,
      load() {
        if (this.loaded) return;
        this.loaded = true;
        loadPart(this.file, JSON.parse(readPart(this.file)) as StoredPart, this.entries, manifest);
      },
    };
    parts.set(name, part);
    for (const [path, [planHash, hash, status]] of Object.entries(rows)) {
      const entry = new StoredEntry(locale, hash, planHash, status, part);
      part.entries.set(path, entry);
      manifest.entries[path] = entry;
    }
  }
  lazyParts.set(manifest, parts);
  return manifest;
}

function loadPart(file: string, stored: StoredPart, entries: ReadonlyMap<string, StoredEntry>, manifest: BuildManifest): void {
  const reads: ReadRecord[] = stored.responses.map(({ request, hash }) => ({ key: readKey(request), request, hash }));
  stored.responses.forEach((r, i) => {
    if (r.tags) manifest.tags[(reads[i] as ReadRecord).key] = r.tags.map((t) => stored.tagNames[t] as string);
  });
  Object.assign(manifest.chromeParts, stored.chromeParts);
  const unpack = chromeUnpacker(stored.chromeStrings);
  for (const [path, entry] of entries) {
    const found = stored.entries[path];
    // An entry without its reads would never be rechecked: a part that is not the index's fails the rebuild.
    if (!found) throw new Error(`the build manifest's part ${file} has no entry for ${path}: run a full build`);
    const { reads: indexes, chrome } = found;
    entry.fill(
      indexes.map((i) => reads[i] as ReadRecord),
      chrome ? unpack(chrome, path) : undefined,
    );
  }
}

/**
 * Writes `manifest` at `file` (see serializeManifest): the parts it changed, then the index, atomically,
 * then removes the part files the index no longer names.
 */
export async function writeManifest(file: string, manifest: BuildManifest, previous?: BuildManifest | null): Promise<void> {
  const dir = manifestPartsPath(file);
  const { index, parts, files } = serializeManifest(manifest, previous);
  await mkdir(dir, { recursive: true });
  const present = new Set(await readdir(dir));
  // A part of the same text is the same file: a name already there is already written.
  await Promise.all(
    [...parts].filter(([name]) => !present.has(name)).map(([name, text]) => replaceFile(path.join(dir, name), text)),
  );
  await writeFileAtomic(file, index);
  const named = new Set(files);
  await Promise.all([...present].filter((name) => !named.has(name)).map((name) => rm(path.join(dir, name), { force: true })));
}

export async function readManifest(root: string, domain: string, outDir: string): Promise<BuildManifest | null> {
  const file = manifestPath(root, domain, outDir);
  const dir = manifestPartsPath(file);
  try {
    const [text, present] = await Promise.all([readFile(file, 'utf8'), readdir(dir).catch(() => [] as string[])]);
    const manifest = parseManifest(text, (name) => {
      try {
        return readFileSync(path.join(dir, name), 'utf8');
      } catch (error) {
        throw new Error(
          `the build manifest's part ${path.join(dir, name)} cannot be read (${(error as Error).message}): run a full build`,
        );
      }
    });
    // A part missing (a folder emptied by hand) makes the manifest unusable: the next build is a full one.
    const parts = manifest && lazyParts.get(manifest);
    if (parts && [...parts.values()].some((part) => !present.includes(part.file))) return null;
    return manifest;
  } catch {
    return null;
  }
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

/** Whether a file of `locale` is in a rebuild of `locales`: files of no locale (robots.txt) always are. */
function inScope(locale: Locale | null, locales: readonly Locale[]): boolean {
  return locale === null || locales.includes(locale);
}

/** The paths of the previous build in a rebuild of `locales` (see inScope). */
export function pathsInScope(previous: BuildManifest, locales: readonly Locale[]): string[] {
  return Object.entries(previous.entries)
    .filter(([, entry]) => inScope(entry.locale, locales))
    .map(([path]) => path);
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
  const planned_ = new Set(planned.map((e) => e.path));
  for (const entry of planned) {
    const before = previous.entries[entry.path];
    if (!inScope(entry.locale, locales)) {
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
  const remove = pathsInScope(previous, locales).filter((path) => !planned_.has(path));
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

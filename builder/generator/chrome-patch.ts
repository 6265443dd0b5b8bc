/**
 * Patching pages after a menu change instead of rendering them again. Every page of a locale shows the
 * locale's main menu and footer, each one shared rendering whose current-page slots the page fills
 * (src/components/ui/RenderOnce.astro). A page that used its menus only through those parts and through
 * facts (src/view/chrome-use.ts) is, after a change of the menus alone, the same bytes with each part's
 * old fill replaced by the new rendering's fill for the same page, provided its facts did not change.
 *
 * The build keeps each shared rendering once (by an id from its content) and, per page, which rendering
 * each part was and what its slots were filled for; a rebuild renders one page of the locale (its probe) to
 * get the new renderings and facts, and patches the others: it fills the old rendering as the page did, finds
 * that in the file exactly once, and puts the new fill in its place. What it cannot vouch for renders as
 * before: a file without the old part, a part with a script, facts that changed. Pure functions
 * (patch-pages.ts applies them to the files).
 */
import { createHash } from 'node:crypto';
import * as endpoints from '#contract/endpoints.ts';
import { fillCurrentSlots } from '#src/components/navigation/current-slots.ts';
import type { ReadRecord } from '#src/data/content-client.ts';
import type { ChromeUse, CurrentSlot } from '#src/view/chrome-use.ts';
import { inlineScriptHashes } from '../hosting/csp.ts';
import type { BuildManifest } from './manifest.ts';
import { eagerIslandModules } from './module-preload.ts';

/** A shared rendering of a part, as RenderOnce made it. */
export interface SharedPart {
  key: string;
  html: string;
  slots: CurrentSlot[];
}

/** What its slots were filled for (fillCurrentSlots), or null when a part is its rendering as it is. */
export type PartFill = { currentPath: string; homePath: string } | null;

/** One part of a page: which shared rendering (its id), filled for what. */
export interface PagePart {
  key: string;
  shared: string;
  fill: PartFill;
}

/** What the manifest keeps of a page that can be patched after a menu change. */
export interface ChromeRecord {
  /** Hash of the facts of the menus the page showed outside its parts. */
  facts: string;
  /** In document order. */
  parts: PagePart[];
}

/** 64 bits of SHA-256: ids for a few shared renderings, and facts to compare. */
const shortHash = (data: string) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/** The facts of a page as one text, whatever the order they were recorded in. */
const factsText = (facts: Record<string, string>) =>
  JSON.stringify(Object.entries(facts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** The facts of a page as one hash. */
export function factsHash(facts: Record<string, string>): string {
  return shortHash(factsText(facts));
}

/**
 * Whether a part holds what the build works out per page besides its HTML: an executable inline script (the
 * CSP's hashes) or an island that loads with the page (its module preloads). Filling slots changes neither,
 * so a shared rendering tells for every page. Such a part is not patched.
 */
export function isActive(part: SharedPart): boolean {
  return inlineScriptHashes(part.html).length > 0 || eagerIslandModules(part.html).length > 0;
}

/** A shared rendering's id: from its key, HTML and slots. */
export function sharedId(part: SharedPart): string {
  return shortHash(JSON.stringify([part.key, part.html, part.slots]));
}

/**
 * The records of a thread's pages. Each shared rendering is identified and checked once (a locale's pages
 * share one string per part) and returned as `fresh` with the first page that used it, to be reported once.
 */
export function sharedRenderings(): {
  record(use: ChromeUse | undefined): { record: ChromeRecord | null; fresh: Record<string, SharedPart> };
} {
  const seen = new Map<string, { id: string; active: boolean }>();
  // The pages of a locale show the same facts: each text is hashed once.
  const factHashes = new Map<string, string>();
  const hashFacts = (facts: Record<string, string>) => {
    const text = factsText(facts);
    let hash = factHashes.get(text);
    if (hash === undefined) {
      hash = shortHash(text);
      factHashes.set(text, hash);
    }
    return hash;
  };
  return {
    record(use) {
      const fresh: Record<string, SharedPart> = {};
      if (!use || use.outside || use.parts.length === 0) return { record: null, fresh };
      const parts: PagePart[] = [];
      let active = false;
      for (const { key, shared, slots, fill } of use.parts) {
        let known = seen.get(shared);
        if (!known) {
          const part = { key, html: shared, slots };
          known = { id: sharedId(part), active: isActive(part) };
          seen.set(shared, known);
          fresh[known.id] = part;
        }
        active ||= known.active;
        parts.push({ key, shared: known.id, fill });
      }
      return { record: active ? null : { facts: hashFacts(use.facts), parts }, fresh };
    },
  };
}

function filled(part: SharedPart, fill: PartFill): string {
  return fill ? fillCurrentSlots(part.html, { slots: part.slots }, fill.currentPath, fill.homePath) : part.html;
}

/** A part as a locale now renders it, by its key (a probe's), with its id; none of them active (isActive). */
export type NewParts = ReadonlyMap<string, { id: string; part: SharedPart }>;

/**
 * The page with each part of `record` (filled from the `before` renderings, by id) replaced by the same part
 * filled from `after`, as the pieces to write one after the other (at 3,000 pages, joining them cost more
 * in garbage collection than the rest of the patch), and its new record; null when it cannot be patched: a
 * rendering is missing, or an old part is not in the file exactly once, after the one before it.
 */
export function patchPage(
  page: Buffer,
  record: ChromeRecord,
  before: Pick<ReadonlyMap<string, SharedPart>, 'get'>,
  after: NewParts,
): { pieces: Buffer[]; record: ChromeRecord } | null {
  const pieces: Buffer[] = [];
  const parts: PagePart[] = [];
  let at = 0;
  for (const part of record.parts) {
    const old = before.get(part.shared);
    const next = after.get(part.key);
    if (!old || !next) return null;
    const oldBytes = Buffer.from(filled(old, part.fill), 'utf8');
    const start = page.indexOf(oldBytes, at);
    if (start < 0 || oldBytes.length === 0 || page.indexOf(oldBytes, start + 1) >= 0) return null;
    pieces.push(page.subarray(at, start), Buffer.from(filled(next.part, part.fill), 'utf8'));
    parts.push({ ...part, shared: next.id });
    at = start + oldBytes.length;
  }
  pieces.push(page.subarray(at));
  return { pieces, record: { facts: record.facts, parts } };
}

/**
 * Records as the manifest stores them: numbers into one list of the strings they share (facts hashes, part
 * keys, rendering ids, home paths), `[facts, key, shared, fill, …]`, a fill being -1 (none), a home path
 * (the page's own path is current) or `[home, current]`. About 20 bytes a page: 20,000 records written out
 * as objects cost a large rebuild 0.15 s more to read and write its manifest.
 */
export type StoredChrome = (number | [number, string])[];

export function chromePacker(): { pack(record: ChromeRecord, pagePath: string): StoredChrome; strings: string[] } {
  const strings: string[] = [];
  const numbers = new Map<string, number>();
  const number = (text: string) => {
    let n = numbers.get(text);
    if (n === undefined) {
      n = strings.push(text) - 1;
      numbers.set(text, n);
    }
    return n;
  };
  return {
    strings,
    pack(record, pagePath) {
      const stored: StoredChrome = [number(record.facts)];
      for (const { key, shared, fill } of record.parts) {
        const home = fill ? number(fill.homePath) : -1;
        stored.push(number(key), number(shared), !fill || fill.currentPath === pagePath ? home : [home, fill.currentPath]);
      }
      return stored;
    },
  };
}

export function chromeUnpacker(strings: readonly string[]): (stored: StoredChrome, pagePath: string) => ChromeRecord {
  const text = (n: number | [number, string] | undefined) => strings[typeof n === 'number' ? n : -1] ?? '';
  return (stored, pagePath) => {
    const parts: PagePart[] = [];
    for (let i = 1; i + 2 < stored.length; i += 3) {
      const fill = stored[i + 2];
      parts.push({
        key: text(stored[i]),
        shared: text(stored[i + 1]),
        fill:
          fill === -1
            ? null
            : Array.isArray(fill)
              ? { homePath: text(fill[0]), currentPath: fill[1] }
              : { homePath: text(fill), currentPath: pagePath },
      });
    }
    return { facts: text(stored[0]), parts };
  };
}

/** Whether a read is of the menus endpoint (any locale, any query). */
export function isMenusRead(read: ReadRecord): boolean {
  const { pathAndQuery } = read.request;
  return pathAndQuery === endpoints.menus.path || pathAndQuery.startsWith(`${endpoints.menus.path}?`);
}

/**
 * The pages among `changed` (pages whose reads changed) that the menus changed alone and that can be
 * patched. `current` maps the keys requested again to their fresh hashes.
 */
export function patchCandidates(
  previous: BuildManifest,
  changed: readonly string[],
  current: ReadonlyMap<string, string>,
): string[] {
  return changed.filter((path) => {
    const entry = previous.entries[path];
    if (!entry?.chrome) return false;
    const changedReads = entry.reads.filter((read) => current.has(read.key) && current.get(read.key) !== read.hash);
    return changedReads.length > 0 && changedReads.every(isMenusRead);
  });
}

/** One page per locale among the candidates, rendered to learn the locale's new parts and facts. */
export function probesOf(previous: BuildManifest, candidates: readonly string[]): Set<string> {
  const byLocale = new Map<string, string>();
  for (const path of candidates) {
    const locale = previous.entries[path]?.locale ?? '';
    if (!byLocale.has(locale)) byLocale.set(locale, path);
  }
  return new Set(byLocale.values());
}

/** The shared renderings the entries refer to: this build's (`current`) first, then the last build's. */
export function referencedRenderings(
  entries: BuildManifest['entries'],
  current: ReadonlyMap<string, SharedPart>,
  earlier: Readonly<Record<string, SharedPart>> = {},
): Record<string, SharedPart> {
  const kept: Record<string, SharedPart> = {};
  for (const entry of Object.values(entries)) {
    for (const { shared } of entry.chrome?.parts ?? []) {
      if (shared in kept) continue;
      const part = current.get(shared) ?? (Object.hasOwn(earlier, shared) ? earlier[shared] : undefined);
      if (part) kept[shared] = part;
    }
  }
  return kept;
}

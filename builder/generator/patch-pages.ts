/**
 * Applies chrome-patch.ts to the files of a rebuild: after a change of the menus alone, the pages that can be
 * are patched in the staging tree with the parts and facts one rendered page per locale (its probe) showed.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReadRecord } from '#src/data/content-client.ts';
import { type ChromeRecord, isActive, isMenusRead, type NewParts, patchPage, type SharedPart } from './chrome-patch.ts';
import type { BuildManifest } from './manifest.ts';
import { type Rendering, addPageResult, fileOf, inLanes, replaceFile } from './render-pages.ts';

/** Files patched at once. */
const LANES = 16;

/** What a locale's probe rendered: its reads, facts and parts (none of them active). */
interface Probe {
  reads: readonly ReadRecord[];
  facts: string;
  parts: NewParts;
}

function probeOf(path: string, rendering: Rendering): Probe | null {
  const record = rendering.chrome.get(path);
  const reads = rendering.reads.get(path);
  if (!record || !reads) return null;
  const parts = new Map<string, { id: string; part: SharedPart }>();
  for (const { key, shared } of record.parts) {
    const part = rendering.shared.get(shared);
    if (!part || isActive(part)) return null;
    parts.set(key, { id: shared, part });
  }
  return { reads, facts: record.facts, parts };
}

/**
 * Patches `paths` in `dir` (a clone of the live tree: each file is replaced, never written in place) with
 * what the probes rendered, recording each patched page in `rendering` as if rendered. Returns the paths it
 * could not patch, to render.
 */
export async function patchPages(
  previous: BuildManifest,
  paths: readonly string[],
  probes: ReadonlySet<string>,
  dir: string,
  rendering: Rendering,
): Promise<string[]> {
  const byLocale = new Map<string, Probe>();
  for (const probe of probes) {
    const rendered = probeOf(probe, rendering);
    if (rendered) byLocale.set(previous.entries[probe]?.locale ?? '', rendered);
  }
  // Looked up as pages are patched: a manifest read from disk fills its renderings in as its parts load.
  const before = { get: (id: string) => (Object.hasOwn(previous.chromeParts, id) ? previous.chromeParts[id] : undefined) };
  const unpatched: string[] = [];
  const patch = async (pagePath: string) => {
    const entry = previous.entries[pagePath];
    const probe = byLocale.get(entry?.locale ?? '');
    // The page now reads the menus as its probe did; its other reads are unchanged.
    const reads = entry?.reads.map((read) => (isMenusRead(read) ? probe?.reads.find((r) => r.key === read.key) : read));
    const record =
      entry?.chrome && probe && entry.chrome.facts === probe.facts && reads?.every((read) => read !== undefined)
        ? await patchFile(path.join(dir, fileOf(pagePath)), entry.chrome, before, probe.parts)
        : null;
    if (!record) unpatched.push(pagePath);
    else addPageResult(rendering, { path: pagePath, reads: reads as ReadRecord[], tags: [], scriptHashes: [], chrome: record });
  };
  // Several files at once: each waits on the disk more than on the CPU.
  await inLanes(paths, patch, LANES);
  return unpatched;
}

async function patchFile(
  file: string,
  record: ChromeRecord,
  before: Pick<ReadonlyMap<string, SharedPart>, 'get'>,
  after: NewParts,
): Promise<ChromeRecord | null> {
  const page = await readFile(file).catch(() => null);
  const patched = page && patchPage(page, record, before, after);
  if (!patched) return null;
  await replaceFile(file, patched.pieces);
  return patched.record;
}

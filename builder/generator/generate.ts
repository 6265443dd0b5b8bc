/**
 * The site generator: full builds and incremental rebuilds of one domain, both rendering through the same
 * compiled renderer, so an incremental rebuild produces exactly the bytes a full build would.
 */
import { existsSync } from 'node:fs';
import { cp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { headerRules, headersFile } from '../hosting/headers.ts';
import { redirectRules, redirectsFile } from '../hosting/redirects.ts';
import { type Site, createSite, detailPrefixes, localeEntries } from '#src/render/site.ts';
import type { BuildTarget } from '#contract/domains.ts';
import { type ContentChange, purgeTagsOf } from '#contract/content-change.ts';
import type { ContentClient, ReadRecord } from '#src/data/content-client.ts';
import { type BuildApiSettings, type ClientReports, buildClient, localReports } from './build-client.ts';
import type { Locale } from '#contract/locales.ts';
import type { LocaleContent } from '#src/routing/page-plan.ts';
import { sitemapPath } from '#src/seo/sitemap.ts';
import { type CodeVersion, codeVersion } from './code-hash.ts';
import { changedScope, cloneTree, removeFile, removeLater, removeStaleStaging, stagingDir, swapIn } from './dist-tree.ts';
import { keepAsSpare, recycleInto, removeUnwritten, spareToRecycle } from './recycled-tree.ts';
import {
  type BuildManifest,
  MANIFEST_VERSION,
  type ManifestEntry,
  type PlannedEntry,
  changedByReads,
  entriesToStore,
  entryHash,
  hashOf,
  sharedHasher,
  manifestPath,
  pathsInScope,
  readManifest,
  planRebuild,
  readsToRecheck,
  tagsOfReads,
  writeManifest,
} from './manifest.ts';
import {
  type PlanContent,
  planContentOf,
  planContentPath,
  readPlanContent,
  reusableContent,
  writePlanContent,
} from './plan-content.ts';
import { patchCandidates, probesOf, referencedRenderings } from './chrome-patch.ts';
import { patchPages } from './patch-pages.ts';
import { loadRenderer } from './render-entry.ts';
import { ensureRenderer } from './renderer.ts';
import { writeServiceWorker } from './service-worker.ts';
import { fileOf, newRendering, type Rendering, writeFileAtomic } from './render-pages.ts';
import { type RenderSetup, renderPages } from './render-pool.ts';

export interface GenerateOptions {
  root: string;
  target: BuildTarget;
  /** The content API: each build (and each of its render threads) reads it through a client of its own. */
  api: BuildApiSettings;
  outDir: string;
  /** Where /api/*, /media/* and /uploads/* proxy to on the CDN. */
  apiPublicUrl: string;
  log?: (line: string) => void;
}

export interface GenerateResult {
  mode: 'full' | 'incremental';
  /** Why an incremental request became a full build. */
  fallback?: string;
  pages: number;
  rendered: number;
  removed: number;
  checked: number;
  /** API responses requested again to know what changed (incremental). */
  requested?: number;
  /** Of the files rebuilt, pages patched with the new menus instead of rendered (chrome-patch.ts). */
  patched?: number;
  compiled: boolean;
  /** The most threads that rendered pages at once (one below a size: render-pool.ts). */
  threads: number;
  seconds: number;
  /** Seconds per phase (plan = renderer + site plan, render = pages). */
  phases: Record<string, number>;
}

function phaseClock(): { mark(name: string): void; phases: Record<string, number> } {
  let last = performance.now();
  const phases: Record<string, number> = {};
  return {
    phases,
    mark(name) {
      const now = performance.now();
      phases[name] = Math.round(now - last) / 1000;
      last = now;
    },
  };
}

/** Every file the build renders: pages, each locale's error pages and sitemap, the sitemap index, robots. */
export function plannedEntries(site: Site): PlannedEntry[] {
  const { target, plan } = site;
  const shared = sharedHasher();
  const entries: PlannedEntry[] = plan.pages.map((page) => ({
    path: page.path,
    locale: page.locale,
    planHash: hashOf({ ...page, node: shared(page.node), alternates: shared(page.alternates) }),
    status: 200,
  }));
  for (const entry of localeEntries(target)) {
    entries.push({
      path: entry.path,
      locale: entry.locale,
      planHash: hashOf(
        entry.kind === 'error'
          ? ['error', target.url, target.prefixed, entry.locale, entry.status, entry.itemMissing]
          : entry.kind === 'newsletter'
            ? ['newsletter', target.url, target.prefixed, entry.locale, entry.confirmation]
            : ['offline', target.url, target.prefixed, entry.locale],
      ),
      status: entry.kind === 'error' ? entry.status : 200,
    });
  }
  for (const locale of target.locales) {
    const pages = plan.pages.filter((p) => p.locale === locale).map((p) => [p.path, shared(p.alternates)]);
    entries.push({ path: sitemapPath(locale), locale, planHash: hashOf(['sitemap', target.url, pages]), status: 200 });
  }
  entries.push({
    path: '/sitemap-index.xml',
    locale: null,
    planHash: hashOf(['sitemap-index', target.url, target.locales]),
    status: 200,
  });
  entries.push({ path: '/robots.txt', locale: null, planHash: hashOf(['robots', target.url, target.env]), status: 200 });
  return entries;
}

function manifestEntry(entry: PlannedEntry, rendering: Rendering, version: CodeVersion): ManifestEntry {
  const dictionary = entry.locale ? version.dictionaries[entry.locale] : '';
  const reads = rendering.reads.get(entry.path) ?? [];
  const chrome = rendering.chrome.get(entry.path);
  return {
    locale: entry.locale,
    planHash: entry.planHash,
    reads: [...reads],
    status: entry.status,
    hash: entryHash({ planHash: entry.planHash, reads, code: version.code, dictionary }),
    ...(chrome ? { chrome } : {}),
  };
}

/** The domain's `_redirects`: its missing-item 404 rules follow the plan's lists (detailPrefixes). */
function redirectsOf(options: GenerateOptions, site: Site): string {
  return redirectsFile(redirectRules(options.target, options.apiPublicUrl, detailPrefixes(options.target, site.plan)));
}

async function writeHostConfig(options: GenerateOptions, site: Site, dir: string, scriptHashes: Iterable<string>): Promise<void> {
  await writeFile(path.join(dir, '_redirects'), redirectsOf(options, site));
  await writeHeaders(options, dir, scriptHashes);
}

async function writeHeaders(options: GenerateOptions, dir: string, scriptHashes: Iterable<string>): Promise<void> {
  await writeFileAtomic(path.join(dir, '_headers'), headersFile(headerRules(options.target, scriptHashes)));
}

/** Where the build keeps what it planned with (plan-content.ts): beside its manifest. */
function planContentDir(options: GenerateOptions): string {
  return planContentPath(manifestPath(options.root, options.target.domain, options.outDir));
}

/** Stores the plan content of the locales the build loaded: all of them (a full build), or those not `reused`. */
async function writePlanContentOf(
  options: GenerateOptions,
  site: Site,
  planReads: readonly ReadRecord[],
  stored: PlanContent | null,
  reused?: ReadonlyMap<Locale, LocaleContent>,
): Promise<void> {
  const { env, domain } = options.target;
  const content = planContentOf(env, domain, site.plan.contents, planReads, site.client, stored);
  const loaded = reused && [...site.plan.contents.keys()].filter((locale) => !reused.has(locale));
  await writePlanContent(planContentDir(options), content, loaded);
}

/** What a build renders with: its site (plan and content client), the renderer, and what pages report. */
interface Prepared {
  site: Site;
  /** The API responses the plan was loaded from. */
  planReads: ReadRecord[];
  compiled: boolean;
  setup: RenderSetup;
  rendering: Rendering;
}

/**
 * Plans the site and gets the renderer ready. The plan waits on the content API (another process), so
 * compiling the renderer, when the code changed, runs meanwhile.
 */
async function prepare(
  options: GenerateOptions,
  version: CodeVersion,
  reuse?: ReadonlyMap<Locale, LocaleContent>,
  { reports, client } = apiClient(options),
): Promise<Prepared> {
  const [planned, renderer] = await Promise.all([
    client.track(() => createSite(options.target, client, reuse)),
    ensureRenderer(options.root, version.renderer, options.log),
  ]);
  const { result: site, reads: planReads } = planned;
  for (const warning of site.plan.warnings) options.log?.(`[plan] ${warning.locale}: ${warning.message}`);
  return {
    site,
    planReads,
    compiled: renderer.compiled,
    setup: { rendererDir: renderer.dir, clientDir: renderer.clientDir, site, api: options.api, reports },
    rendering: newRendering(),
  };
}

/** The build's client of the content API, with the reports its issues go to. */
function apiClient(options: GenerateOptions): { reports: ClientReports; client: ContentClient } {
  const reports = localReports(options.log ?? (() => {}));
  return { reports, client: buildClient(options.api, reports) };
}

/** The cache tags of a response read by this build: as its pages' clients received them, else the plan's client. */
function tagsOf(prepared: Prepared): (key: string) => string[] | null {
  return (key) => prepared.rendering.tags.get(key) ?? prepared.site.client.cacheTags(key);
}

/**
 * Whether a file can be rendered into the staged tree before the rebuild knows its whole change: the tree
 * is a clone of the whole output (`speculative` null), or the file lies at its root or in a locale directory
 * cloned already (the scope of those directories holds it).
 */
function stagedEarly(file: string, speculative: readonly string[] | null): boolean {
  return speculative === null || changedScope([file], speculative) !== null;
}

export async function fullBuild(options: GenerateOptions): Promise<GenerateResult> {
  const started = performance.now();
  const clock = phaseClock();
  const staging = stagingDir(options.outDir);
  await removeStaleStaging(options.outDir);
  const version = await codeVersion(options.root);
  // The walk over the tree to recycle (file system calls, on libuv's threads) runs beside the plan, which
  // waits on the content API. It starts once the code version is known: the version's file reads would
  // otherwise queue behind its 40,000 calls at 20,000 pages, and the plan with them (0.5-0.9 s).
  const spare = spareToRecycle(options.outDir).catch(() => null);
  const prepared = await prepare(options, version);
  const { site, planReads, compiled, setup, rendering } = prepared;
  clock.mark('plan');
  try {
    const recycled = await spare;
    if (recycled) await recycleInto(recycled, staging);
    await cp(setup.clientDir, staging, { recursive: true });
    const planned = plannedEntries(site);
    await renderPages(setup, planned, staging, rendering, { fresh: true });
    clock.mark('render');
    await writeHostConfig(options, site, staging, rendering.scriptHashes);
    const entries = Object.fromEntries(planned.map((e) => [e.path, manifestEntry(e, rendering, version)]));
    const manifest: BuildManifest = {
      version: MANIFEST_VERSION,
      domain: options.target.domain,
      env: options.target.env,
      tagManager: options.target.tagManager,
      code: version.code,
      renderer: version.renderer,
      dictionaries: Object.fromEntries(options.target.locales.map((l) => [l, version.dictionaries[l]])),
      builtAt: new Date().toISOString(),
      entries,
      tags: tagsOfReads(entries, tagsOf(prepared)),
      scriptHashes: [...rendering.scriptHashes].sort(),
      chromeParts: referencedRenderings(entries, rendering.shared),
    };
    await writeServiceWorker({ root: options.root, dir: setup.rendererDir }, staging, options.target, entries);
    if (recycled) await removeUnwritten(staging, recycled);
    const replaced = await swapIn(staging, options.outDir);
    await writeManifest(manifestPath(options.root, options.target.domain, options.outDir), manifest);
    await writePlanContentOf(options, site, planReads, null);
    clock.mark('write');
    await keepAsSpare(replaced, options.outDir);
    return {
      mode: 'full',
      phases: clock.phases,
      pages: site.plan.pages.length,
      rendered: planned.length,
      removed: 0,
      checked: 0,
      compiled,
      threads: rendering.threads,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Fresh hashes of earlier reads, fetched again through the (new, empty-cache) client; '' for a failed request. */
async function currentReadHashes(client: ContentClient, earlier: readonly ReadRecord[]): Promise<Map<string, string>> {
  const { reads } = await client.track(() => Promise.all(earlier.map((read) => client.recheck(read).catch(() => null))));
  const fresh = new Map(reads.map((r) => [r.key, r.hash]));
  return new Map(earlier.map(({ key }) => [key, fresh.get(key) ?? '']));
}

/**
 * Rebuilds what changed in `locales`: renders new pages and pages whose inputs changed (plan entry, API
 * responses read, dictionary), removes pages that disappeared, and re-renders pages of other locales only
 * where their plan entry changed (their hreflang links to a page that appeared or disappeared). Falls back
 * to a full build without a usable previous build or after a code change.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one rebuild transaction, its steps in the order they must happen (plan, decide, render, swap, manifest)
export async function incrementalBuild(
  options: GenerateOptions & {
    locales: Locale[];
    /** What changed, when known: only responses tagged with what it purges are requested again. */
    changes?: readonly ContentChange[];
  },
): Promise<GenerateResult> {
  const started = performance.now();
  // Three reads that need nothing from each other: the code version's file stats (on libuv's threads) and
  // the stored plan content run while the manifest index is parsed (40-90 ms at 20,124 pages). The plan
  // content goes unused only when the rebuild falls back to a full build.
  const [version, storedPlan, previous] = await Promise.all([
    codeVersion(options.root),
    readPlanContent(planContentDir(options), options.target.env, options.target.domain),
    readManifest(options.root, options.target.domain, options.outDir),
  ]);
  const fallback = !previous
    ? 'no previous build manifest'
    : !existsSync(options.outDir)
      ? 'no previous dist/'
      : previous.code !== version.code
        ? 'the code changed'
        : previous.env !== options.target.env
          ? 'the environment changed'
          : JSON.stringify(previous.tagManager ?? {}) !== JSON.stringify(options.target.tagManager)
            ? 'the tag manager containers changed'
            : null;
  if (fallback || !previous) {
    options.log?.(`full build: ${fallback}`);
    return { ...(await fullBuild(options)), fallback: fallback ?? undefined };
  }
  const clock = phaseClock();
  const locales = options.locales.filter((l) => options.target.locales.includes(l));
  const staging = stagingDir(options.outDir);
  await removeStaleStaging(options.outDir);
  const purge = options.changes ? purgeTagsOf(options.changes) : null;
  const reused = reusableContent(storedPlan, locales, purge);
  // Staging costs one hard link per file of the locale (0.13 ms each on this disk: 0.45 s for 3,400 pages),
  // so it starts now and runs beside the plan and the check, which wait on the network. Discarded when
  // nothing changed.
  const speculative: string[] | null = options.target.prefixed
    ? locales.filter((l) => existsSync(path.join(options.outDir, l)))
    : null;
  const cloning = (async () => {
    if (!speculative) return cloneTree(options.outDir, staging);
    for (const dir of speculative) await cloneTree(path.join(options.outDir, dir), path.join(staging, dir));
  })();
  const api = apiClient(options);
  const preparing = prepare(options, version, reused, api);
  // The check needs the previous build's reads, not the new plan, so it runs beside the plan: both wait on
  // the API, which at 20,124 pages spends 0.3-0.45 s answering a product change's 290 product lists. It
  // requests the reads of every earlier page of the locales; those the plan re-plans are rendered anyway.
  const rechecked = readsToRecheck(previous, pathsInScope(previous, locales), purge);
  const checking = currentReadHashes(api.client, rechecked);
  let prepared: Awaited<ReturnType<typeof prepare>>;
  try {
    prepared = await preparing;
  } catch (error) {
    await checking.catch(() => {});
    await cloning.catch(() => {});
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const { site, planReads, compiled, setup, rendering } = prepared;
  clock.mark('plan');
  try {
    const planned = plannedEntries(site);
    const decision = planRebuild(previous, planned, locales, version.dictionaries);
    const byPath = new Map(planned.map((e) => [e.path, e]));
    const jobs = (paths: readonly string[]) => paths.map((p) => byPath.get(p) as PlannedEntry);
    // The pages the plan itself re-planned (a renamed product's own page) render while the API answers
    // the check, once their staged directory is cloned: the renderer loads and warms up in what was a
    // wait (0.3-0.5 s at 20,124 pages), and the pages after it render warm. Only where the staged tree
    // stays (see the scope below); with nothing to render early, the renderer is loaded all the same.
    const early = compiled ? [] : decision.render.filter((p) => stagedEarly(fileOf(p), speculative));
    const renderingEarly = (async () => {
      await cloning;
      if (early.length > 0) await renderPages(setup, jobs(early), staging, rendering, { fresh: false });
      else await loadRenderer(setup.rendererDir);
    })();
    renderingEarly.catch(() => {}); // awaited below; its failure must not go unhandled meanwhile
    const current = await checking;
    const changed = changedByReads(previous, decision.recheck, current);
    const toRender = [...decision.render, ...changed];
    // Pages the menus changed alone are patched, once one page of their locale has rendered the new menus.
    const patchable = patchCandidates(previous, changed, current);
    const probes = probesOf(previous, patchable);
    const toPatch = new Set(patchable.filter((p) => !probes.has(p)));
    clock.mark('check');

    // A change confined to locale directories (prefix mode) stages and swaps just those; otherwise, or
    // when a recompiled renderer (dictionary change) brings new hashed assets, the whole tree.
    await renderingEarly;
    const files = [...toRender, ...decision.remove].map(fileOf);
    const scope = !compiled && options.target.prefixed ? changedScope(files, options.target.locales) : null;
    let renderedEarly = new Set(early);
    if (scope) {
      for (const dir of scope.dirs) {
        if (!speculative?.includes(dir)) await cloneTree(path.join(options.outDir, dir), path.join(staging, dir));
      }
    } else {
      if (speculative) {
        await rm(staging, { recursive: true, force: true });
        await cloneTree(options.outDir, staging);
        renderedEarly = new Set();
      }
      if (compiled) await cp(setup.clientDir, staging, { recursive: true, force: true });
    }
    clock.mark('clone');
    const toRenderNow = toRender.filter((p) => !toPatch.has(p) && !renderedEarly.has(p));
    await renderPages(setup, jobs(toRenderNow), staging, rendering, { fresh: false });
    const unpatched = await patchPages(previous, [...toPatch], probes, staging, rendering);
    if (unpatched.length > 0) await renderPages(setup, jobs(unpatched), staging, rendering, { fresh: false });
    clock.mark('render');
    const rootRemovals: string[] = [];
    for (const removed of decision.remove) {
      const file = fileOf(removed);
      if (scope && !file.includes('/')) rootRemovals.push(file);
      else await removeFile(staging, file);
    }
    const entries: Record<string, ManifestEntry> = { ...previous.entries };
    for (const removed of decision.remove) delete entries[removed];
    for (const path of toRender) entries[path] = manifestEntry(byPath.get(path) as PlannedEntry, rendering, version);
    const manifest: BuildManifest = {
      ...previous,
      renderer: version.renderer,
      dictionaries: { ...previous.dictionaries, ...Object.fromEntries(locales.map((l) => [l, version.dictionaries[l]])) },
      builtAt: new Date().toISOString(),
      entries,
      // Hashes only grow until the next full build: a page not rebuilt may still carry an older script.
      scriptHashes: [...new Set([...previous.scriptHashes, ...rendering.scriptHashes])].sort(),
      tags: {},
      chromeParts: {},
    };
    // Tags and menu renderings of the parts the manifest stores again; the others keep theirs on disk.
    const stored = entriesToStore(manifest, previous);
    manifest.tags = tagsOfReads(stored, tagsOf(prepared), previous.tags);
    manifest.chromeParts = referencedRenderings(stored, rendering.shared, previous.chromeParts);
    // New inline scripts must be allowed before the pages that carry them go live.
    if (manifest.scriptHashes.length !== previous.scriptHashes.length) {
      await writeHeaders(options, scope ? options.outDir : staging, manifest.scriptHashes);
    }
    // A list added, moved or gone (a sitemap change) changes the missing-item rules.
    const redirects = redirectsOf(options, site);
    const redirectsFileAt = path.join(scope ? options.outDir : staging, '_redirects');
    if ((await readFile(redirectsFileAt, 'utf8').catch(() => '')) !== redirects)
      await writeFileAtomic(redirectsFileAt, redirects);
    const replaced: (string | null)[] = [];
    if (scope) {
      // The replaced directories go into the staging folder, outside dist/, so nothing stale is deployed.
      for (const dir of scope.dirs) {
        await swapIn(path.join(staging, dir), path.join(options.outDir, dir), path.join(staging, `.replaced-${dir}`));
      }
      // Root files (sitemaps) are replaced one by one, each atomically, once their pages are live.
      for (const file of scope.rootFiles) {
        if (existsSync(path.join(staging, file))) await rename(path.join(staging, file), path.join(options.outDir, file));
      }
      for (const file of rootRemovals) await removeFile(options.outDir, file);
      // The new worker goes live last, once the pages it keeps are.
      await writeServiceWorker({ root: options.root, dir: setup.rendererDir }, options.outDir, options.target, entries);
      replaced.push(staging);
    } else {
      await writeServiceWorker({ root: options.root, dir: setup.rendererDir }, staging, options.target, entries);
      replaced.push(await swapIn(staging, options.outDir));
    }
    await writeManifest(manifestPath(options.root, options.target.domain, options.outDir), manifest, previous);
    await writePlanContentOf(options, site, planReads, storedPlan, reused);
    clock.mark('write');
    await removeLater(replaced);
    return {
      mode: 'incremental',
      phases: clock.phases,
      pages: site.plan.pages.length,
      rendered: toRender.length,
      removed: decision.remove.length,
      checked: decision.recheck.length,
      requested: rechecked.length,
      patched: toPatch.size - unpatched.length,
      compiled,
      threads: rendering.threads,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

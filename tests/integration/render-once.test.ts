/**
 * The page frame's shared parts (ui/RenderOnce.astro: the main menu and the footer, rendered once per locale
 * and state of their current-page markers) are exactly what each page would render alone. A build renders
 * most pages' menus and footers from another page's rendering; here pages of every kind, and every page the
 * menus link to, are rendered again one by one, each with a site of its own (new menu objects, so nothing
 * rendered before is reused), and must equal their built file byte for byte. A key that missed something the
 * menu or footer depends on would show here as a page whose markers belong to another.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resolveBuildTarget } from '#contract/domains.ts';
import { manifestPath, parseManifest } from '#builder/generator/manifest.ts';
import { clientModuleGraph } from '#builder/generator/module-preload.ts';
import { loadRenderer } from '#builder/generator/render-entry.ts';
import { declaredScriptHashes, pageWriter } from '#builder/generator/render-pages.ts';
import { ContentClient } from '#src/data/content-client.ts';
import { createSite } from '#src/render/site.ts';
import { type RunningContentApi, startContentApi } from '#dev/content-api/server.ts';
import { runCommand } from '#dev/run-command.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ENV = { SITE_ENV: 'live', SITE_DOMAIN: 'www.mebleoffice.example' };
let work = '';
let api: RunningContentApi;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'render-once-'));
  api = await startContentApi({ port: 0, dataDir: path.join(work, 'api'), quiet: true });
  await runCommand(process.execPath, [path.join(root, 'builder/cli.ts')], {
    env: { ...ENV, CONTENT_API_URL: api.url, DIST_DIR: path.join(work, 'dist') },
  });
}, 240_000);
afterAll(async () => {
  await api?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

it('renders each page’s menu and footer as the page alone would', async () => {
  const dist = path.join(work, 'dist');
  const manifest = parseManifest(await readFile(manifestPath(root, ENV.SITE_DOMAIN, dist), 'utf8'));
  if (!manifest) throw new Error('no build manifest');
  const rendererDir = path.join(root, '.cache/renderer', manifest.renderer);
  const renderer = await loadRenderer(rendererDir);
  const target = resolveBuildTarget(ENV.SITE_ENV, ENV.SITE_DOMAIN);
  const home = await readFile(path.join(dist, 'index.html'), 'utf8');
  // Every page the menus link to (their markers differ), and pages of every layout.
  const linked = new Set([...home.matchAll(/<a[^>]* href="(\/[^"#?]*)"/g)].map((m) => m[1] as string));
  const site0 = await createSite(target, new ContentClient({ baseUrl: api.url }));
  const byLayout = new Map<string, string>();
  for (const page of site0.plan.pages) if (!byLayout.has(page.layout)) byLayout.set(page.layout, page.path);
  const paths = [...new Set([...site0.plan.pages.map((p) => p.path).filter((p) => linked.has(p)), ...byLayout.values()])];
  expect(paths.length).toBeGreaterThan(20);

  const out = path.join(work, 'alone');
  for (const pagePath of paths) {
    // The plan's content is reused; the menus are read again, by a new client, into new objects.
    const site = await createSite(target, new ContentClient({ baseUrl: api.url }), site0.plan.contents);
    const write = pageWriter({
      render: renderer.render,
      declaredScripts: declaredScriptHashes(renderer),
      site,
      outDir: out,
      modules: clientModuleGraph(path.join(rendererDir, 'client')),
      fresh: true,
    });
    await write({ path: pagePath, status: 200 });
    const file = path.join(pagePath.replace(/^\//, ''), 'index.html');
    expect(await readFile(path.join(out, file), 'utf8'), pagePath).toBe(await readFile(path.join(dist, file), 'utf8'));
  }
}, 240_000);

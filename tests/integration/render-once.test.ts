/**
 * The page frame's shared parts (ui/RenderOnce.astro: the main menu and the footer, rendered once per locale
 * with slots where the current page shows, filled per page: navigation/current-slots.ts) are exactly what each
 * page would render alone. Here pages of every kind, and every page the menus link to, are rendered again one
 * by one, each with a site of its own (new menu objects, so nothing rendered before is reused), and must equal
 * their built file byte for byte; and on every built page the menus mark exactly the links the menu rules
 * (menu.ts ariaCurrent) mark for it.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ariaCurrent } from '#src/components/navigation/menu.ts';
import { resolveBuildTarget } from '#contract/domains.ts';
import { readManifest } from '#builder/generator/manifest.ts';
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
  const manifest = await readManifest(root, ENV.SITE_DOMAIN, dist);
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

/** The menu links of a built page: in the main navigation, the footer's navigation and its legal links. */
function menuParts(html: string): string[] {
  const parts = [
    /<nav class="main-nav"[\s\S]*?<\/nav>/.exec(html)?.[0],
    /<nav class="site-footer__nav"[\s\S]*?<\/nav>/.exec(html)?.[0],
    /<ul class="list-reset site-footer__legal"[\s\S]*?<\/ul>/.exec(html)?.[0],
  ];
  return parts.filter((part): part is string => part !== undefined);
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

it('marks on every page exactly the menu links that are the page or lead to it', async () => {
  const dist = path.join(work, 'dist');
  const target = resolveBuildTarget(ENV.SITE_ENV, ENV.SITE_DOMAIN);
  const site = await createSite(target, new ContentClient({ baseUrl: api.url }));
  let marked = 0;
  let active = 0;
  for (const page of site.plan.pages) {
    const html = await readFile(path.join(dist, page.path, 'index.html'), 'utf8');
    const parts = menuParts(html);
    expect(parts.length, page.path).toBeGreaterThanOrEqual(2);
    const home = site.plan.pages.find((p) => p.locale === page.locale && p.localPath === '/')?.path ?? '/';
    for (const part of parts) {
      for (const [tag] of part.matchAll(/<a\b[^>]*>/g)) {
        const href = (attribute(tag, 'href') ?? '').replaceAll('&amp;', '&');
        expect(attribute(tag, 'aria-current'), `${page.path}: ${tag}`).toBe(ariaCurrent(href, page.path, home));
        if (attribute(tag, 'aria-current')) marked++;
      }
    }
    // A megamenu's toggle is active exactly when a link in its panel is marked.
    for (const [details] of (parts[0] ?? '').matchAll(/<details class="mega"[\s\S]*?<\/details>/g)) {
      const toggle = /<summary\b[^>]*>/.exec(details)?.[0] ?? '';
      const isActive = /\bis-active\b/.test(attribute(toggle, 'class') ?? '');
      expect(isActive, `${page.path}: ${toggle}`).toBe(/<a\b[^>]*\saria-current="/.test(details));
      if (isActive) active++;
    }
  }
  // the check saw marks and active toggles, not only pages outside the menus
  expect(marked).toBeGreaterThan(site.plan.pages.length / 2);
  expect(active).toBeGreaterThan(20);
}, 240_000);

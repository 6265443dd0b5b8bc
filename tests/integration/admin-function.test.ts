/**
 * The Netlify admin function over a real build, with exactly the files netlify.toml ships with it
 * (`included_files`: the renderer's standalone entry, the build manifest, dist/_headers) copied to a folder
 * outside the repository, where no node_modules can be found: a web Request in, a Response out.
 */
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPreviewUrl } from '#builder/preview/access.ts';
import { DRAFT_PAGE_ID } from '#dev/content-api/catalogue/generate.ts';
import { type RunningContentApi, startContentApi } from '#dev/content-api/server.ts';
import { runCommand } from '#dev/run-command.ts';
import { manifestPath, parseManifest } from '#builder/generator/manifest.ts';
import { STANDALONE_DIR } from '#builder/generator/render-server.ts';
import { adminFunction } from '#netlify/functions/admin.ts';

const root = path.resolve(import.meta.dirname, '../..');
const SECRET = 'admin-function-test-secret';
const ORIGIN = 'https://www.mebleoffice-nordic.example';
const ENV = { SITE_ENV: 'live', SITE_DOMAIN: 'www.mebleoffice-nordic.example' };
let work = '';
let api: RunningContentApi;
let admin: (request: Request) => Promise<Response>;
/** What the function is deployed with: its own root, as on Netlify. */
let ship = '';

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'admin-function-'));
  api = await startContentApi({ port: 0, dataDir: path.join(work, 'api'), quiet: true });
  const dist = path.join(work, 'dist');
  await runCommand(process.execPath, [path.join(root, 'builder/cli.ts')], {
    env: { ...ENV, CONTENT_API_URL: api.url, DIST_DIR: dist },
  });
  // The files of included_files, at the same paths under the function's root.
  ship = path.join(work, 'ship');
  const manifestFile = manifestPath(root, ENV.SITE_DOMAIN, dist);
  const manifest = parseManifest(await readFile(manifestFile, 'utf8'));
  if (!manifest) throw new Error('no build manifest');
  const renderer = path.join('.cache/renderer', manifest.renderer);
  await cp(path.join(root, renderer, STANDALONE_DIR), path.join(ship, renderer, STANDALONE_DIR), {
    recursive: true,
  });
  await mkdir(path.join(ship, 'dist'), { recursive: true });
  await cp(manifestFile, manifestPath(ship, ENV.SITE_DOMAIN, path.join(ship, 'dist')));
  await cp(path.join(dist, '_headers'), path.join(ship, 'dist/_headers'));
  admin = adminFunction(ship, path.join(ship, 'dist'), { ...ENV, CONTENT_API_URL: api.url, PREVIEW_SECRET: SECRET });
}, 180_000);

afterAll(async () => {
  await api?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the admin function', () => {
  const draft = `/admin/pages/${DRAFT_PAGE_ID}?locale=no`;

  it('refuses without the secret (401, noindex)', async () => {
    const response = await admin(new Request(`${ORIGIN}${draft}`));
    expect(response.status).toBe(401);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('renders the unpublished page with the deploy’s layout, assets and security headers', async () => {
    const response = await admin(new Request(`${ORIGIN}${draft}`, { headers: { 'X-Preview-Secret': SECRET } }));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>[^<]*\S/);
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toMatch(/href="\/_astro\/[^"]+\.css"/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('opens a signed link, and answers 404 "pageData not found" for an item that is not there', async () => {
    const signed = await admin(new Request(signPreviewUrl(ORIGIN, draft, SECRET)));
    expect(signed.status).toBe(200);
    const missing = await admin(
      new Request(`${ORIGIN}/admin/posts/99999?locale=no`, { headers: { 'X-Preview-Secret': SECRET } }),
    );
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('pageData not found');
  });

  it('answers 404, not 500, to a module name that is a member of every object or a malformed escape', async () => {
    for (const name of ['__proto__/1', 'constructor/1', 'preview/%E0']) {
      const response = await admin(new Request(`${ORIGIN}/admin/${name}?locale=no`, { headers: { 'X-Preview-Secret': SECRET } }));
      expect(response.status, name).toBe(404);
      // The site's 404 page: the status and a way home.
      const html = await response.text();
      expect(html).toMatch(/class="error__status"[^>]*>404</);
      expect(html).toMatch(/<a [^>]*href="\/"/);
    }
  });

  it('answers 500 "pageData error" when the content API cannot be reached', async () => {
    const down = adminFunction(ship, path.join(ship, 'dist'), {
      ...ENV,
      CONTENT_API_URL: 'http://127.0.0.1:9',
      PREVIEW_SECRET: SECRET,
    });
    const response = await down(new Request(`${ORIGIN}${draft}`, { headers: { 'X-Preview-Secret': SECRET } }));
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('pageData error');
    expect(html).toContain('<a href="/">');
  }, 60_000);
});

/**
 * The Netlify admin function as it is deployed: a real build, the function packaged by the build command's
 * second step (netlify/admin/package.ts) into a folder outside the repository, where no node_modules can be
 * found, and run as Netlify's runtime runs it (dev/netlify-runtime.ts: require() of ES modules off). Before
 * it was packaged this way, the function could not even load there: sanitize-html requires the ES-only
 * htmlparser2.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targetFromEnv } from '#contract/domains.ts';
import { signPreviewUrl } from '#builder/preview/access.ts';
import { DRAFT_PAGE_ID } from '#dev/content-api/catalogue/generate.ts';
import { type RunningContentApi, startContentApi } from '#dev/content-api/server.ts';
import { type FunctionRequest, runFunction } from '#dev/netlify-runtime.ts';
import { runCommand } from '#dev/run-command.ts';
import { ADMIN_MAIN_FILE, type PackagedFunction, packageAdminFunction } from '#netlify/admin/package.ts';

const root = path.resolve(import.meta.dirname, '../..');
const SECRET = 'admin-function-test-secret';
const ORIGIN = 'https://www.mebleoffice-nordic.example';
const ENV = { SITE_ENV: 'live', SITE_DOMAIN: 'www.mebleoffice-nordic.example' };
let work = '';
let api: RunningContentApi;
let packaged: PackagedFunction;

const run = (requests: FunctionRequest[], apiUrl = api.url) =>
  runFunction(path.join(packaged.dir, ADMIN_MAIN_FILE), requests, { ...ENV, CONTENT_API_URL: apiUrl, PREVIEW_SECRET: SECRET });

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'admin-function-'));
  api = await startContentApi({ port: 0, dataDir: path.join(work, 'api'), quiet: true });
  const dist = path.join(work, 'dist');
  await runCommand(process.execPath, [path.join(root, 'builder/cli.ts')], {
    env: { ...ENV, CONTENT_API_URL: api.url, DIST_DIR: dist },
  });
  packaged = await packageAdminFunction({ root, target: targetFromEnv(ENV), distDir: dist, outDir: path.join(work, 'admin') });
}, 180_000);

afterAll(async () => {
  await api?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the packaged admin function', () => {
  const draft = `/admin/pages/${DRAFT_PAGE_ID}?locale=no`;

  it('ships only what it runs: its bundle, the renderer’s standalone entry and _headers', () => {
    expect(packaged.files.map((f) => f.file)).toEqual(['_headers', 'admin.mjs', 'renderer/standalone/server/entry.mjs']);
  });

  it('refuses without the secret (401, noindex), renders the unpublished page with it, opens a signed link', async () => {
    const { responses } = await run([
      { url: `${ORIGIN}${draft}` },
      { url: `${ORIGIN}${draft}`, headers: { 'X-Preview-Secret': SECRET } },
      { url: signPreviewUrl(ORIGIN, draft, SECRET) },
      { url: `${ORIGIN}/admin/posts/99999?locale=no`, headers: { 'X-Preview-Secret': SECRET } },
    ]);
    const [refused, rendered, signed, missing] = responses;
    expect(refused?.status).toBe(401);
    expect(refused?.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(rendered?.status).toBe(200);
    expect(rendered?.body).toMatch(/<h1[^>]*>[^<]*\S/);
    expect(rendered?.body).toContain('<meta name="robots" content="noindex');
    expect(rendered?.body).toMatch(/href="\/_astro\/[^"]+\.css"/);
    expect(rendered?.headers['content-security-policy']).toContain("script-src 'self'");
    expect(rendered?.headers['cache-control']).toBe('private, no-store');
    expect(signed?.status).toBe(200);
    expect(missing?.status).toBe(404);
    expect(missing?.body).toContain('pageData not found');
  }, 60_000);

  it('renders in its own process: it opens no port, so no one else on the machine can ask for a preview', async () => {
    const { responses, listening } = await run([{ url: `${ORIGIN}${draft}`, headers: { 'X-Preview-Secret': SECRET } }]);
    expect(responses[0]?.status).toBe(200);
    if (listening) expect(listening).toEqual([]);
  }, 60_000);

  it('answers 404, not 500, to a module name that is a member of every object or a malformed escape', async () => {
    const names = ['__proto__/1', 'constructor/1', 'preview/%E0'];
    const { responses } = await run(
      names.map((name) => ({ url: `${ORIGIN}/admin/${name}?locale=no`, headers: { 'X-Preview-Secret': SECRET } })),
    );
    for (const [i, response] of responses.entries()) {
      expect(response.status, names[i]).toBe(404);
      // The site's 404 page: the status and a way home.
      expect(response.body).toMatch(/class="error__status"[^>]*>404</);
      expect(response.body).toMatch(/<a [^>]*href="\/"/);
    }
  }, 60_000);

  it('answers 500 "pageData error" when the content API cannot be reached', async () => {
    const { responses } = await run(
      [{ url: `${ORIGIN}${draft}`, headers: { 'X-Preview-Secret': SECRET } }],
      'http://127.0.0.1:9',
    );
    expect(responses[0]?.status).toBe(500);
    expect(responses[0]?.body).toContain('pageData error');
    expect(responses[0]?.body).toContain('<a href="/">');
  }, 60_000);
});

/**
 * Script payloads written through the CMS into rich text and URL fields (tests/fixtures/xss-content.ts) do not
 * run in Chromium: a site built from them and served with its production headers (dev/serve.ts applies
 * `_headers`) is visited page by page, with a trap for every payload's `__xss` call and for dialogs.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type RunningContentApi, startContentApi } from '#dev/content-api/server.ts';
import { type SiteServer, startSiteServer } from '#dev/serve.ts';
import { injectPayloads } from '../fixtures/xss-content.ts';

const root = path.resolve(import.meta.dirname, '../..');
const TOKEN = 'content-safety-e2e-token';

test.describe.configure({ mode: 'serial' });

let work = '';
let api: RunningContentApi;
let site: SiteServer;
let pages: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  work = await mkdtemp(path.join(os.tmpdir(), 'content-safety-e2e-'));
  api = await startContentApi({ port: 0, dataDir: path.join(work, 'api'), quiet: true, cmsToken: TOKEN });
  await injectPayloads({ apiUrl: api.url, token: TOKEN, locale: 'en' });
  const dist = path.join(work, 'dist');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'builder/cli.ts')], {
      env: { ...process.env, SITE_ENV: 'live', SITE_DOMAIN: 'eu.mebleoffice.example', CONTENT_API_URL: api.url, DIST_DIR: dist },
      stdio: 'ignore',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build exited ${code}`))));
  });
  site = await startSiteServer({ distDir: dist, port: 0, apiUrl: api.url });
  // The pages the payloads reached (their marker text survives sanitizing), and the home page with the menus.
  const files = (await readdir(path.join(dist, 'en'), { recursive: true })).filter((f) => f.endsWith('index.html'));
  for (const file of files) {
    if ((await readFile(path.join(dist, 'en', file), 'utf8')).includes('XSS-MARKER'))
      pages.push(`/en/${path.dirname(file)}/`.replace('/./', '/'));
  }
  pages = ['/en/', ...pages.filter((p) => p !== '/en/').slice(0, 8)];
});

test.afterAll(async () => {
  await site?.close();
  await api?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

test('the production headers forbid inline script', async ({ page }) => {
  const response = await page.goto(`${site.url}/en/`);
  const csp = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(csp).toContain("object-src 'none'");
  // An inline script added at run time (what an injection would be) is refused by the browser.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.head.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
});

test('no payload runs on any page it reached', async ({ page }) => {
  test.setTimeout(180_000);
  expect(pages.length).toBeGreaterThan(3);
  const ran: string[] = [];
  await page.exposeFunction('__xss', (what: unknown) => ran.push(String(what)));
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  for (const url of pages) {
    await page.goto(`${site.url}${url}`);
    await page.waitForLoadState('load');
    // Hover and focus everything interactive a payload could hang on, and read every link's scheme.
    const schemes = await page.locator('a[href], area[href], [src], [action], [formaction]').evaluateAll((elements) =>
      elements.map((el) => {
        const value =
          el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? el.getAttribute('formaction') ?? '';
        try {
          return new URL(value, document.baseURI).protocol;
        } catch {
          return 'invalid:';
        }
      }),
    );
    expect(
      schemes.filter((s) => !['http:', 'https:', 'mailto:', 'tel:'].includes(s)),
      url,
    ).toEqual([]);
    await page.mouse.move(10, 300);
    await page.keyboard.press('Tab');
  }
  expect(ran).toEqual([]);
});

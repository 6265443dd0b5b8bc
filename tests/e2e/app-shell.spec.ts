/**
 * The app shell end to end: the service worker (installs, keeps visited pages and shows the offline page for
 * others, hands over to a rebuilt deploy on the next visit), page transitions, the loading bar, link prefetch
 * and its data-saver rule, the online/offline notice, the chunk-reload guard, and the error pages' status codes
 * and fallback.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type RunningContentApi, startContentApi } from '#dev/content-api/server.ts';
import { runCommand } from '#dev/run-command.ts';
import { type SiteServer, startSiteServer } from '#dev/serve.ts';
import { LOCAL } from './sites.ts';

const root = path.resolve(import.meta.dirname, '../..');
const TOKEN = 'app-shell-e2e-token';
const NORDIC = { SITE_ENV: 'live', SITE_DOMAIN: 'www.mebleoffice-nordic.example' };

const run = (script: string, args: string[], env: Record<string, string>) =>
  runCommand(process.execPath, [path.join(root, script), ...args], { env });

/** Waits until the service worker controls the page (it claims clients once installed). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 });
}

test.describe('service worker', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ serviceWorkers: 'allow' });

  let work = '';
  let api: RunningContentApi;
  let site: SiteServer;
  let env: Record<string, string>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    work = await mkdtemp(path.join(os.tmpdir(), 'app-shell-e2e-'));
    api = await startContentApi({ port: 0, dataDir: path.join(work, 'api'), quiet: true, cmsToken: TOKEN });
    env = { ...NORDIC, CONTENT_API_URL: api.url, DIST_DIR: path.join(work, 'dist') };
    await run('builder/cli.ts', [], env);
    site = await startSiteServer({ distDir: env.DIST_DIR as string, port: 0, apiUrl: api.url });
  });

  test.afterAll(async () => {
    await site?.close();
    await api?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  /** A product of the nordic catalogue, through the API, and its page path (from the sitemap). */
  async function aProduct(): Promise<{ id: number; name: string; path: string }> {
    const response = await fetch(`${api.url}/api/products?itemsPerPage=3`, {
      headers: { 'Accept-Locale': 'no', Accept: 'application/json' },
    });
    const [, product] = (await response.json()) as { id: number; name: string; path: string }[];
    const sitemap = await (await fetch(`${site.url}/sitemap-no.xml`)).text();
    const loc = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => m[1] ?? '')
      .find((u) => u.endsWith(`/${product?.path}/`));
    if (!product || !loc) throw new Error('no product page');
    return { ...product, path: new URL(loc).pathname };
  }

  test('installs at /sw.js with scope /, keeps visited pages offline and shows the offline page for others', async ({
    page,
    context,
  }) => {
    await page.goto(`${site.url}/`);
    await controlled(page);
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.ready;
      return { scope: r.scope, script: r.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${site.url}/`, script: `${site.url}/sw.js` });

    // A visit to a page keeps it.
    const menuLink = page.locator('main a[href^="/"]').first();
    const visited = (await menuLink.getAttribute('href')) as string;
    await page.goto(`${site.url}${visited}`);
    const visitedHeading = ((await page.locator('h1').first().textContent()) ?? '').trim();

    await context.setOffline(true);
    await page.goto(`${site.url}${visited}`);
    await expect(page.locator('h1').first()).toHaveText(visitedHeading);
    // The home page was kept at install, with its styles.
    await page.goto(`${site.url}/`);
    await expect(page.locator('header')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    // A page never visited: the locale's offline page, with a way home.
    await page.goto(`${site.url}/ikke-besokt-ennå/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingen tilkobling');
    await expect(page.getByRole('link', { name: 'Gå til forsiden' })).toHaveAttribute('href', '/');
    // The content API is never answered from the worker's caches.
    const apiOffline = await page.evaluate(() =>
      fetch('/api/menus').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(apiOffline).toBe('failed');
    await context.setOffline(false);
  });

  /** Records module scripts of the page that fail to load (a module whose imports cannot be fetched fails too). */
  const recordFailedModuleScripts = () => {
    const failed: string[] = [];
    (window as unknown as { failedModuleScripts: string[] }).failedModuleScripts = failed;
    window.addEventListener(
      'error',
      (event) => {
        const target = event.target;
        if (target instanceof HTMLScriptElement && target.type === 'module') failed.push(target.src);
      },
      true,
    );
  };
  const failedModuleScripts = (page: Page) =>
    page.evaluate(() => (window as unknown as { failedModuleScripts: string[] }).failedModuleScripts);

  test('from the install alone, the kept pages run their scripts offline, with every module those import', async ({
    page,
    context,
  }) => {
    // The page's report of what it loaded is silenced: what works offline here is what the install kept.
    await page.addInitScript(() => {
      ServiceWorker.prototype.postMessage = () => {};
    });
    await page.addInitScript(recordFailedModuleScripts);
    // Routing turns the browser's HTTP cache off (for the worker's requests too): offline, only what the worker
    // kept can answer, as in a browser whose HTTP cache let the modules go.
    let offline = false;
    await context.route('**/_astro/**', (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await page.goto(`${site.url}/`);
    await controlled(page);
    offline = true;
    await context.setOffline(true);
    await page.goto(`${site.url}/aldri-besokt/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingen tilkobling');
    await page.waitForLoadState('load');
    expect(await failedModuleScripts(page)).toEqual([]);
    // The app shell's script ran: it tells the visitor the network is gone.
    await expect(page.locator('[data-connection-notice]')).toHaveAttribute('data-state', 'offline');
    await page.goto(`${site.url}/`);
    await page.waitForLoadState('load');
    expect(await failedModuleScripts(page)).toEqual([]);
    await context.setOffline(false);
    await context.unrouteAll();
  });

  test('a first visit keeps the code its page loaded before the worker took over, so the page loads it all offline', async ({
    browser,
  }) => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    let offline = false;
    await context.route('**/_astro/**', (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await page.goto(`${site.url}/`);
    await controlled(page);
    // Everything of the build the page loaded (on-demand chunks too) reaches the worker's cache.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const kept = new Set((await (await caches.open('site-assets')).keys()).map((r) => new URL(r.url).pathname));
            return performance
              .getEntriesByType('resource')
              .map((entry) => new URL(entry.name))
              .filter((url) => url.origin === location.origin && url.pathname.startsWith('/_astro/') && !url.search)
              .filter((url) => !kept.has(url.pathname))
              .map((url) => url.pathname);
          }),
        { timeout: 10_000 },
      )
      .toEqual([]);
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_astro/')) failed.push(request.url());
    });
    offline = true;
    await context.setOffline(true);
    await page.reload();
    await page.waitForLoadState('load');
    await page.waitForTimeout(1000);
    expect(failed).toEqual([]);
    await context.close();
  });

  test('after a content rebuild the next online visit shows the new content and a new worker', async ({ page }) => {
    test.setTimeout(120_000);
    const product = await aProduct();
    await page.goto(`${site.url}${product.path}`);
    await controlled(page);
    await expect(page.locator('h1').first()).toContainText(product.name);
    const workerBefore = await (await fetch(`${site.url}/sw.js`)).text();

    const renamed = `${product.name} Oppdatert`;
    const patch = await fetch(`${api.url}/__cms/products/${product.id}?locale=no`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: renamed }),
    });
    expect(patch.ok).toBe(true);
    await run('builder/rebuild.ts', ['--locale', 'no', '--', `products:${product.id}`], env);

    const workerAfter = await (await fetch(`${site.url}/sw.js`)).text();
    expect(workerAfter).not.toBe(workerBefore);
    // The page was kept by the old worker: the network still wins.
    await page.goto(`${site.url}${product.path}`);
    await expect(page.locator('h1').first()).toContainText(renamed);
    // The new worker takes over on this visit.
    const version = (text: string) => /version:"([0-9a-f]+)"/.exec(text)?.[1];
    await page.waitForFunction(
      async (expected) => {
        const r = await navigator.serviceWorker.getRegistration();
        const keys = await caches.keys();
        return (
          r?.active?.state === 'activated' &&
          keys.includes(`site-pages-${expected}`) &&
          keys.filter((k) => k.startsWith('site-pages-')).length === 1
        );
      },
      version(workerAfter),
      { timeout: 15_000 },
    );
  });
});

test.describe('navigation', () => {
  test('pages change with the out-in view transition', async ({ page }) => {
    await page.addInitScript(() => {
      window.addEventListener('pagereveal', (event) => {
        const transition = (event as Event & { viewTransition?: { types?: Set<string> } | null }).viewTransition;
        if (transition) sessionStorage.setItem('transitionTypes', [...(transition.types ?? [])].join());
      });
    });
    await page.goto('/pl/');
    // The opt-in every page carries: cross-document transitions of type 'page'.
    const rule = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .flatMap((r) => (r instanceof CSSMediaRule ? [...r.cssRules] : [r]))
        .map((r) => r.cssText)
        .find((text) => text.startsWith('@view-transition')),
    );
    expect(rule).toMatch(/navigation: auto;[\s\S]*types: page/);
    // The browser skips a transition when the next page is slow to show (a busy test machine): a few tries.
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.waitForLoadState('networkidle');
      await page.locator('main a[href^="/pl/"]').nth(attempt).click();
      await page.waitForLoadState('load');
      if (await page.evaluate(() => sessionStorage.getItem('transitionTypes'))) break;
      await page.goto('/pl/');
    }
    expect(await page.evaluate(() => sessionStorage.getItem('transitionTypes'))).toBe('page');
  });

  test('interrupted, slow and image navigations bring no page error (the view transition is skipped)', async ({ page }) => {
    test.setTimeout(60_000);
    // Page errors and console errors, from every document the tab shows (a failed request of the offline tag
    // manager is the network's, not an error of the page's code).
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(`${page.url()}: ${message.text()}`);
    });
    const slow = (path: string, ms: number) =>
      page.route(`**${path}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        await route.continue();
      });
    /** Clicks links inside the page (Playwright would wait for the first navigation before a second click). */
    const clickInPage = (hrefs: string[], gapMs = 0) =>
      page.evaluate(
        ([paths, gap]) => {
          const link = (href: string) => {
            const a = document.createElement('a');
            a.href = href;
            a.textContent = href;
            document.querySelector('main')?.prepend(a);
            return a;
          };
          paths.forEach((href, i) => {
            setTimeout(() => link(href).click(), i * gap);
          });
        },
        [hrefs, gapMs] as const,
      );

    // A second click while the first page is still loading.
    await page.goto('/pl/');
    await page.waitForLoadState('networkidle');
    await slow('/pl/kolekcje/', 4000);
    await slow('/pl/realizacje/', 1500);
    await clickInPage(['/pl/kolekcje/', '/pl/realizacje/'], 500);
    await page.waitForURL('**/pl/realizacje/');
    await page.waitForTimeout(1500);
    // A slow page.
    await slow('/pl/aktualnosci/', 5000);
    await clickInPage(['/pl/aktualnosci/']);
    await page.waitForURL('**/pl/aktualnosci/', { timeout: 20_000 });
    await page.waitForTimeout(1500);
    // A link to an image: the next document is the image itself.
    const image = await page
      .locator('main img')
      .first()
      .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    await clickInPage([image]);
    await page.waitForURL(`**${image}`);
    await page.waitForTimeout(1500);
    expect(errors).toEqual([]);
  });

  test('a slow navigation shows the loading bar after 200 ms; the bar is labelled', async ({ page }) => {
    // Playwright waits for a pending navigation before it reads the page, so the old page records what it showed.
    await page.addInitScript(() => {
      let clickedAt = 0;
      document.addEventListener('click', () => (clickedAt = performance.now()), true);
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLElement>('[data-loading-bar]');
        if (bar && !bar.hidden && clickedAt && !sessionStorage.getItem('barShownAfter'))
          sessionStorage.setItem('barShownAfter', String(performance.now() - clickedAt));
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
    });
    await page.goto('/pl/');
    const href = (await page.locator('main a[href^="/pl/"]').first().getAttribute('href')) as string;
    await page.route(`**${href}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const bar = page.locator('[data-loading-bar]');
    await expect(bar).toBeHidden();
    await expect(bar).toHaveAttribute('aria-label', 'Ładowanie strony…');
    await page.locator(`main a[href="${href}"]`).first().click();
    await page.waitForURL(`**${href}`);
    const shownAfter = Number(await page.evaluate(() => sessionStorage.getItem('barShownAfter')));
    expect(shownAfter).toBeGreaterThanOrEqual(200);
    expect(shownAfter).toBeLessThan(1500);
    // The new page starts without it.
    await expect(page.locator('[data-loading-bar]')).toBeHidden();
  });

  test('links are prefetched on hover, but not with data saver on', async ({ page, browser }) => {
    await page.goto('/pl/');
    const link = page.locator('main a[href^="/pl/"]').first();
    const href = (await link.getAttribute('href')) as string;
    await link.hover();
    await expect(page.locator(`link[rel="prefetch"][href$="${href}"]`)).toHaveCount(1);

    const saver = await browser.newPage();
    await saver.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
    });
    await saver.goto(`${LOCAL}/pl/`);
    await saver.locator('main a[href^="/pl/"]').first().hover();
    await saver.waitForTimeout(300);
    await expect(saver.locator('link[rel="prefetch"]')).toHaveCount(0);
    await saver.close();
  });

  test('going offline and back online is announced', async ({ page, context }) => {
    await page.goto('/de/');
    const notice = page.locator('[data-connection-notice]');
    await expect(notice).toBeHidden();
    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText('Sie sind offline. Einige Inhalte sind möglicherweise nicht verfügbar.');
    await expect(notice).toHaveAttribute('role', 'status');

    await context.setOffline(false);
    await expect(notice).toHaveText(/wieder online/i);
    await expect(notice).toBeHidden({ timeout: 6000 });
  });

  test.describe('on a first visit', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('the offline notice stays above the cookie banner', async ({ page, context }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/de/');
        const banner = page.locator('.cookie-banner[data-shown]');
        await expect(banner).toBeVisible();
        await context.setOffline(true);
        const notice = page.locator('[data-connection-notice]');
        await expect(notice).toBeVisible();
        await expect
          .poll(async () => {
            const [noticeBox, bannerBox] = await Promise.all([notice.boundingBox(), banner.boundingBox()]);
            return noticeBox && bannerBox ? bannerBox.y - (noticeBox.y + noticeBox.height) : null;
          })
          .toBeGreaterThan(0);
        await context.setOffline(false);
      }
    });
  });

  test('a code chunk that fails to load reloads the page once, not again within 60 s', async ({ page }) => {
    await page.route('**/_astro/search-modal.*.js', (route) => route.fulfill({ status: 404, body: '' }));
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/pl/');
    expect(loads).toBe(1);
    await page.locator('[data-search-open]').first().click();
    await expect.poll(() => loads).toBe(2);
    await page.waitForLoadState('load');
    // Within the guard time a second failure leaves the page as it is.
    await page.locator('[data-search-open]').first().click();
    await page.waitForTimeout(1000);
    expect(loads).toBe(2);
    expect(await page.evaluate(() => Number(sessionStorage.getItem('chunkReloadAt')))).toBeGreaterThan(0);
  });

  test('offline, a code chunk that fails to load does not reload the page', async ({ page, context }) => {
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/pl/');
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    // The search modal's code was never loaded: offline it cannot be, and a reload would bring nothing newer.
    await page.locator('[data-search-open]').first().click();
    await page.waitForTimeout(1000);
    expect(loads).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))).toBeNull();
    await context.setOffline(false);
  });

  test('with the site unreachable (the browser still online), a code chunk that fails to load does not reload the page', async ({
    page,
  }) => {
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/pl/');
    await page.waitForLoadState('networkidle');
    // The network is gone past the browser's notice: every request fails, the guard's check of the site too.
    let checks = 0;
    await page.route('**/*', (route) => {
      if (route.request().method() === 'HEAD' && route.request().url() === page.url()) checks++;
      return route.abort('connectionrefused');
    });
    await page.locator('[data-search-open]').first().click();
    // The guard asked whether the site answers before deciding (again when the passed-on failure goes unhandled).
    await expect.poll(() => checks).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    expect(loads).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))).toBeNull();
  });

  test('the photo viewer failing to load reloads the gallery page once, never the bare image', async ({ page }) => {
    await page.route('**/_astro/gallery-viewer.*.js', (route) => route.fulfill({ status: 404, body: '' }));
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/pl/realizacje/biuro-orbis-legal-bergen/');
    const gallery = page.locator('a[data-viewer-photo]');
    const galleryPage = page.url();
    const before = loads;
    await gallery.first().click();
    await expect.poll(() => loads).toBe(before + 1);
    await page.waitForLoadState('load');
    expect(page.url()).toBe(galleryPage);
    // Within the guard time the page stays: the photo opens as a plain link would open it.
    await gallery.first().click();
    await page.waitForURL(/\.(jpe?g|webp|png)$/);
    expect(loads).toBe(before + 2);
  });

  test('an island whose code fails to load reloads the page once', async ({ page }) => {
    // Astro tries an island's import twice (the second with a query): both fail, as after a deploy.
    await page.route(/\/_astro\/EntryForm\.[^/]+\.js/, (route) => route.fulfill({ status: 404, body: '' }));
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/pl/kontakt/');
    await page.locator('[data-entry-form]').scrollIntoViewIfNeeded();
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
    await page.waitForLoadState('load');
    await page.locator('[data-entry-form]').scrollIntoViewIfNeeded();
    await page.waitForTimeout(3000);
    expect(loads).toBe(2);
  });
});

test.describe('error pages', () => {
  test('404 and 500 pages answer with their status on the local server, in every form of their address', async ({ request }) => {
    const status = async (p: string) => (await request.get(p, { maxRedirects: 0 })).status();
    expect(await status('/pl/404/')).toBe(404);
    expect(await status('/pl/500/')).toBe(500);
    expect(await status('/de/500')).toBe(500);
    expect(await status('/500')).toBe(500);
    expect(await status('/404/')).toBe(404);
    expect(await status('/en/no-such-page/')).toBe(404);
    const page500 = await (await request.get('/de/500/')).text();
    expect(page500).toContain('Interner Serverfehler');
  });

  test('the CDN rules give the error pages their status', async () => {
    const rules = await readFile(path.join(root, '.cache/e2e/eu/_redirects'), 'utf8');
    for (const locale of ['en', 'de', 'cz', 'fr']) {
      expect(rules).toContain(`/${locale}/404/  /${locale}/404/index.html  404!`);
      expect(rules).toContain(`/${locale}/500/  /${locale}/500/index.html  500!`);
    }
    expect(rules).toContain('/500/  /en/500/index.html  500!');
  });

  test('when the error page itself is missing, the fallback message links home', async ({ page }) => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'error-fallback-'));
    await writeFile(path.join(dist, '_redirects'), '/de/500/  /de/500/index.html  500!\n/de/*  /de/404/  404\n');
    const server = await startSiteServer({ distDir: dist, port: 0 });
    try {
      const response = await page.goto(`${server.url}/de/weg/`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('main p').first()).toHaveText('Diese Seite kann leider nicht angezeigt werden.');
      await expect(page.getByRole('link')).toHaveAttribute('href', '/de/');
      expect((await page.goto(`${server.url}/de/500/`))?.status()).toBe(500);
    } finally {
      await server.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});

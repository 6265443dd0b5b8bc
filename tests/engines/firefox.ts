/**
 * Firefox ESR (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi: headless, downloads saved to
 * a folder without asking, console errors and uncaught errors taken from the BiDi log.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { type EngineDriver, type PageFunction, type Viewport, withTimeout } from './driver.ts';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export function firefoxAvailable(): boolean {
  return existsSync(FIREFOX_PATH);
}

export async function launchFirefox(options: { downloadDir: string }): Promise<EngineDriver> {
  await mkdir(options.downloadDir, { recursive: true });
  const browser: Browser = await withTimeout(
    puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      extraPrefsFirefox: {
        'browser.download.folderList': 2,
        'browser.download.dir': options.downloadDir,
        'browser.download.useDownloadDir': true,
        'browser.download.always_ask_before_handling_new_types': false,
        // The closed network of the build machines: no update, telemetry or safe-browsing calls.
        'app.update.enabled': false,
        'browser.safebrowsing.malware.enabled': false,
        'browser.safebrowsing.phishing.enabled': false,
        'datareporting.policy.dataSubmissionEnabled': false,
      },
    }),
    60_000,
    'starting Firefox',
  );
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  const log: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') log.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => log.push(`uncaught: ${(error as Error).message ?? error}`));
  const version = (await browser.version()).replace(/^firefox\//i, 'Firefox ');

  const element = async (selector: string) => {
    const handle = await page.waitForSelector(selector, { visible: true, timeout: 10_000 });
    if (!handle) throw new Error(`no element ${selector}`);
    return handle;
  };

  return {
    engine: 'firefox',
    version,
    downloadDir: options.downloadDir,
    async setViewport(viewport: Viewport) {
      await page.setViewport(viewport);
      return page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    },
    async navigate(url) {
      // A navigation the page itself started a moment earlier (a view transition, a reload) aborts this one.
      // Firefox says so in one of two ways: NS_BINDING_ABORTED, or through WebDriver BiDi "A new navigation
      // interrupted an unfinished navigation" (CI runs, in the offline scenario, beside a module request the
      // service worker failed to answer: the page reloads for the failed chunk, and once the retry was
      // interrupted too). The page's own navigations are few (the chunk guard reloads once a minute at most),
      // so a third interruption is an error.
      for (let attempt = 1; ; attempt++) {
        try {
          await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
          return;
        } catch (error) {
          const interrupted = /NS_BINDING_ABORTED|A new navigation interrupted an unfinished navigation/.test(
            (error as Error).message,
          );
          if (!interrupted || attempt === 3) throw error;
        }
      }
    },
    evaluate<T>(fn: PageFunction<T>, ...args: unknown[]) {
      return page.evaluate(fn as (...a: unknown[]) => T, ...args) as Promise<T>;
    },
    async click(selector) {
      const handle = await element(selector);
      await handle.scrollIntoView();
      await handle.click();
    },
    async select(selector, value) {
      await (await element(selector)).select(value);
    },
    async type(selector, text) {
      await (await element(selector)).type(text);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async wheel(x, y, deltaY) {
      await page.mouse.move(x, y);
      await page.mouse.wheel({ deltaY });
    },
    async screenshot(file) {
      await writeFile(file, await page.screenshot({ type: 'png' }));
    },
    async logs() {
      return log.splice(0);
    },
    async close() {
      await browser.close();
    },
  };
}

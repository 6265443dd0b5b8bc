/**
 * WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver and its MiniBrowser) through selenium-webdriver over
 * classic WebDriver, on a virtual display of its own (Xvfb): the browser needs a display and, without one,
 * hangs rather than failing, so every start has a deadline. Clicks are real pointer actions. It saves
 * downloads into $HOME, so the driver runs with HOME set to the download folder. It has no log endpoint: the
 * suite's page probe reports errors instead.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { Builder, By, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { type EngineDriver, type PageFunction, type Viewport, withTimeout } from './driver.ts';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const XVFB_PATH = '/usr/bin/Xvfb';

export function webkitAvailable(): boolean {
  return existsSync(WEBKIT_DRIVER_PATH) && existsSync(XVFB_PATH);
}

/** Resolves once something listens on the port, or rejects after the deadline. */
async function listening(port: number, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within ${ms / 1000} s`);
}

function stop(child: ChildProcess | undefined): void {
  if (child && child.exitCode === null) child.kill('SIGTERM');
}

interface WheelActions {
  scroll(x: number, y: number, deltaX: number, deltaY: number): { perform(): Promise<void> };
}

const KEYS = { Escape: Key.ESCAPE, Tab: Key.TAB, Enter: Key.ENTER } as const;

export async function launchWebKit(options: { downloadDir: string; display: number; driverPort: number }): Promise<EngineDriver> {
  await mkdir(options.downloadDir, { recursive: true });
  const display = `:${options.display}`;
  // X's own port (6000 + display) tells when the display is up; -nolisten would hide it, so it listens on
  // the loopback only.
  const xvfb = spawn(XVFB_PATH, [display, '-screen', '0', '1920x1200x24', '-nolisten', 'unix', '-listen', 'tcp'], {
    stdio: 'ignore',
  });
  let webDriver: ChildProcess | undefined;
  try {
    await listening(6000 + options.display, 10_000, `Xvfb ${display}`);
    webDriver = spawn(WEBKIT_DRIVER_PATH, [`--port=${options.driverPort}`], {
      stdio: 'ignore',
      // GDK_DPI_SCALE or GDK_SCALE would scale the page but not the pointer actions: clicks would miss.
      env: { ...process.env, DISPLAY: `localhost${display}`, HOME: options.downloadDir, GDK_DPI_SCALE: '1', GDK_SCALE: '1' },
    });
    await listening(options.driverPort, 10_000, 'WebKitWebDriver');
    const session: WebDriver = await withTimeout(
      new Builder()
        .usingServer(`http://127.0.0.1:${options.driverPort}`)
        .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { args: ['--automation'] } })
        .build(),
      60_000,
      'starting a WebKit session',
    );
    return webKitDriver(session, options.downloadDir, () => {
      stop(webDriver);
      stop(xvfb);
    });
  } catch (error) {
    stop(webDriver);
    stop(xvfb);
    throw error;
  }
}

async function webKitDriver(session: WebDriver, downloadDir: string, stopProcesses: () => void): Promise<EngineDriver> {
  const capabilities = await session.getCapabilities();
  const version = `WebKitGTK ${capabilities.get('browserVersion')}`;
  await session.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });

  const element = async (selector: string): Promise<WebElement> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = await session.findElements(By.css(selector));
      for (const candidate of found) if (await candidate.isDisplayed().catch(() => false)) return candidate;
      if (Date.now() > deadline) throw new Error(`no visible element ${selector}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const evaluate = async <T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T> =>
    // WebDriver awaits a returned promise.
    (await session.executeScript(`return (${fn.toString()}).apply(null, arguments);`, ...args)) as T;

  return {
    engine: 'webkit',
    version,
    downloadDir,
    async setViewport(viewport: Viewport) {
      // The window includes the browser's own bar: size it, measure what the page got, correct once.
      await session
        .manage()
        .window()
        .setRect({ x: 0, y: 0, ...viewport });
      const got = await evaluate(() => ({ width: innerWidth, height: innerHeight }));
      await session
        .manage()
        .window()
        .setRect({ width: viewport.width * 2 - got.width, height: viewport.height * 2 - got.height });
      return evaluate(() => ({ width: innerWidth, height: innerHeight }));
    },
    async navigate(url) {
      await session.get(url);
    },
    evaluate,
    async click(selector) {
      const target = await element(selector);
      await session.executeScript('arguments[0].scrollIntoView({ block: "center", inline: "nearest" });', target);
      await session.actions({ async: true }).move({ origin: target }).press().release().perform();
    },
    async select(selector, value) {
      // WebDriver's click on an <option> picks it the way the browser's own list does (input and change),
      // without the native popup, which lives outside the page.
      const option = (await element(selector)).findElement(By.css(`option[value=${JSON.stringify(value)}]`));
      await option.click();
    },
    async type(selector, text) {
      await (await element(selector)).sendKeys(text);
    },
    async press(key) {
      await session.actions({ async: true }).keyDown(KEYS[key]).keyUp(KEYS[key]).perform();
    },
    async wheel(x, y, deltaY) {
      // Wheel actions exist in selenium-webdriver 4 but not yet in its type declarations.
      const actions = session.actions({ async: true }) as unknown as WheelActions;
      await actions.scroll(Math.round(x), Math.round(y), 0, deltaY).perform();
    },
    async screenshot(file) {
      await writeFile(file, Buffer.from(await session.takeScreenshot(), 'base64'));
    },
    async logs() {
      return [];
    },
    async close() {
      try {
        await withTimeout(session.quit(), 10_000, 'closing the WebKit session');
      } finally {
        stopProcesses();
      }
    },
  };
}

/**
 * The thin layer the engine suite's scenarios run on: what a visitor does (open a page, click with the
 * pointer, pick an option, type, press a key, turn the wheel) and what a test reads (script in the page,
 * screenshots, the engine's own log, downloaded files). One implementation per engine: Firefox over WebDriver
 * BiDi (puppeteer-core), WebKitGTK over classic WebDriver (selenium-webdriver).
 */

export type EngineName = 'firefox' | 'webkit';

export interface Viewport {
  width: number;
  height: number;
}

/** A function run in the page: serializable arguments in, a serializable value (or a promise of one) out. */
export type PageFunction<T> = (...args: any[]) => T | Promise<T>;

export interface EngineDriver {
  readonly engine: EngineName;
  /** e.g. "Firefox 153.7.0esr", "WebKitGTK 2.50.6". */
  readonly version: string;
  /** Where the engine saves downloads. */
  readonly downloadDir: string;
  /** Sets the viewport (the layout size a page sees) and answers the one the engine gave. */
  setViewport(viewport: Viewport): Promise<Viewport>;
  /** Opens a URL and waits for its load event. */
  navigate(url: string): Promise<void>;
  evaluate<T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T>;
  /** A real pointer click (move, press, release) at the centre of the first element matching the selector. */
  click(selector: string): Promise<void>;
  /** Picks the option with this value in a <select>, as the visitor does (the page sees input and change). */
  select(selector: string, value: string): Promise<void>;
  /** Focuses the element and types the text with key events. */
  type(selector: string, text: string): Promise<void>;
  press(key: 'Escape' | 'Tab' | 'Enter'): Promise<void>;
  /** Turns the mouse wheel over a point of the viewport. */
  wheel(x: number, y: number, deltaY: number): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** The engine's own log since the last call (console errors, uncaught errors); WebKit has none to give. */
  logs(): Promise<string[]>;
  close(): Promise<void>;
}

/** Polls a page function until it answers a truthy value; fails with the message and the last answer. */
export async function waitFor<T>(
  driver: EngineDriver,
  message: string,
  fn: PageFunction<T>,
  args: unknown[] = [],
  timeout = 10_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      last = await driver.evaluate(fn, ...args);
      if (last) return last as NonNullable<T>;
    } catch (error) {
      // a navigation in progress destroys the context the function ran in; try again
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const detail = lastError && !last ? ` (${(lastError as Error).message})` : ` (last: ${JSON.stringify(last)})`;
  throw new Error(`timed out after ${timeout} ms: ${message}${detail}`);
}

/** Runs a promise with a deadline: an engine that hangs (WebKit without a display) fails instead. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The engine suite's scenarios: what a visitor does on /pl/ and /de/, each ending in states a test can read
 * (attributes, focus, localStorage, the URL, a file on disk), never in pixels. Each runs on the thin driver
 * layer, so one set serves Firefox and WebKit. Screenshots are taken for people to look at.
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import assert from 'node:assert/strict';
import path from 'node:path';
import { CHUNK_RELOAD_KEY } from '#src/components/app-shell/navigation-rules.ts';
import { type EngineDriver, type Viewport, waitFor } from './driver.ts';
import type { SuiteServer } from './suite-server.ts';

export type SuiteLocale = 'pl' | 'de';

export interface ScenarioContext {
  driver: EngineDriver;
  server: SuiteServer;
  locale: SuiteLocale;
  viewport: Viewport;
  /** The site's URL of a path. */
  url(pathname: string): string;
  /** Keeps a screenshot of the page as it is, named after the scenario and the state. */
  shot(state: string): Promise<void>;
  /** Something an engine showed that is worth reporting, without failing the scenario. */
  note(text: string): void;
}

export interface Scenario {
  name: string;
  /** Starts without a saved cookie consent (the others start as a visitor who has answered it). */
  freshVisitor?: boolean;
  /** Runs only where this holds (e.g. the mobile menu below 1024 px). */
  when?(viewport: Viewport): boolean;
  run(context: ScenarioContext): Promise<void>;
}

interface LocalePages {
  home: string;
  category: string;
  /** A product with a gallery. */
  product: string;
  /** A product whose name wrapped inside a word in Firefox. */
  namedProduct: string;
  search: string;
  files: string;
  contact: string;
  notVisited: string;
}

/** The pages of each locale the scenarios open. */
export const PAGES: Record<SuiteLocale, LocalePages> = {
  pl: {
    home: '/pl/',
    category: '/pl/produkty/siedziska/',
    product: '/pl/produkty/meble-miekkie/fotele/fotel-wypoczynkowy-arca-760/',
    namedProduct: '/pl/produkty/meble-miekkie/sofy/sofa-modulowa-pila-680/',
    search: '/pl/szukaj/?q=a',
    files: '/pl/pliki/',
    contact: '/pl/kontakt/',
    notVisited: '/pl/strona-nieodwiedzona/',
  },
  de: {
    home: '/de/',
    category: '/de/produkte/sitzmoebel/',
    product: '/de/produkte/polstermoebel/sessel/loungesessel-arca-760/',
    namedProduct: '/de/produkte/polstermoebel/sofas/modulsofa-pila-680/',
    search: '/de/suche/?q=a',
    files: '/de/files/',
    contact: '/de/kontakt/',
    notVisited: '/de/nicht-besuchte-seite/',
  },
};

const OFFLINE_TITLE: Record<SuiteLocale, string> = { pl: 'Brak połączenia', de: 'Keine Verbindung' };

const PHONE_LAYOUT = (viewport: Viewport) => viewport.width < 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the focused element matches a selector. */
const focused = (driver: EngineDriver, selector: string) =>
  driver.evaluate((s: string) => !!document.activeElement?.matches(s), selector);

/** What a modal must keep still: the page's scroll position and the width its content is laid out in. */
async function pageFrame(driver: EngineDriver): Promise<{ scrollY: number; contentWidth: number; scrollbar: number }> {
  return driver.evaluate(() => ({
    scrollY: Math.round(scrollY),
    contentWidth: document.documentElement.clientWidth,
    scrollbar: innerWidth - document.documentElement.clientWidth,
  }));
}

/**
 * A modal is open: turning the wheel over it does not scroll the page behind. Answers the page's content
 * width under the modal, which must be the width without it (the scrollbar's room stays: nothing jumps).
 */
async function assertPageHeld(context: ScenarioContext, what: string, at: { x: number; y: number }): Promise<number> {
  const { driver } = context;
  const before = await pageFrame(driver);
  // Locked, so neither the wheel, nor the keyboard, nor dragging the scrollbar moves it.
  assert.equal(
    await driver.evaluate(() => getComputedStyle(document.documentElement).overflowY),
    'hidden',
    `${what}: the page is not locked`,
  );
  await driver.wheel(at.x, at.y, 400);
  await sleep(400);
  const after = await pageFrame(driver);
  assert.equal(after.scrollY, before.scrollY, `${what}: the page scrolls behind the modal`);
  return before.contentWidth;
}

/** Where the browser is: its address, ready state, heading, and whether the page reloaded itself for a chunk. */
async function whereIs(driver: EngineDriver): Promise<{ pathname: string; reloaded: boolean; text: string }> {
  return driver
    .evaluate((reloadKey: string) => {
      let reload = 'none';
      try {
        reload = sessionStorage.getItem(reloadKey) ?? 'none';
      } catch {
        reload = 'unreadable';
      }
      const heading = document.querySelector('h1')?.textContent?.trim();
      return {
        pathname: location.pathname,
        reloaded: reload !== 'none',
        text: `${location.href} (${document.readyState}, heading "${heading}", chunk reload ${reload})`,
      };
    }, CHUNK_RELOAD_KEY)
    .catch((reason: Error) => ({ pathname: '', reloaded: false, text: `unknown (${reason.message})` }));
}

/** Marks the nth match of a selector (from 0) so that a click can name it. */
async function mark(driver: EngineDriver, selector: string, index: number): Promise<string> {
  const found = await driver.evaluate(
    (s: string, i: number) => {
      for (const old of document.querySelectorAll('[data-engines-target]')) old.removeAttribute('data-engines-target');
      const element = document.querySelectorAll(s)[i];
      element?.setAttribute('data-engines-target', '');
      return !!element;
    },
    selector,
    index,
  );
  assert.ok(found, `no ${selector} number ${index + 1}`);
  return '[data-engines-target]';
}

/** Makes the page scrollable past its first screen, so that a scroll behind a modal would show. */
async function scrollABit(driver: EngineDriver): Promise<void> {
  await driver.evaluate(() => window.scrollTo({ top: 120, behavior: 'instant' }));
}

/** Words of an element's text that the line breaking split across lines (by hyphenation or otherwise). */
export function brokenWords(selector: string): string[] {
  const element = document.querySelector(selector);
  if (!element) return [`(no ${selector})`];
  const broken: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1) broken.push(match[0]);
    }
  }
  return broken;
}

export const SCENARIOS: Scenario[] = [
  {
    name: 'consent',
    freshVisitor: true,
    async run(context) {
      const { driver, locale } = context;
      await driver.navigate(context.url(PAGES[locale].home));
      if (locale === 'pl') {
        // The Polish popup: a modal <dialog> over the page, mounted when the browser is idle.
        await waitFor(
          driver,
          'the consent popup opens',
          () => !!document.querySelector('dialog.consent-dialog[open]'),
          [],
          15_000,
        );
        await waitFor(driver, 'the popup is modal', () => document.querySelector('dialog.consent-dialog')?.matches(':modal'));
        await sleep(300);
        await context.shot('popup');
        const lockedWidth = await assertPageHeld(context, 'consent popup', { x: 4, y: context.viewport.height - 20 });
        await driver.click('dialog.consent-dialog .consent-dialog__actions .btn--primary');
        await waitFor(driver, 'the popup closes', () => !document.querySelector('dialog.consent-dialog[open]'));
        assert.equal((await pageFrame(driver)).contentWidth, lockedWidth, 'the page jumps sideways when the popup closes');
        const saved = await waitFor(driver, 'the consent is saved', () => localStorage.getItem('cookiesTypes'));
        assert.equal(JSON.parse(saved).analyticConsent, true, 'accept all grants analytics');
      } else {
        await waitFor(driver, 'the consent banner shows', () => !!document.querySelector('.cookie-banner'), [], 15_000);
        await context.shot('banner');
        await driver.click('.cookie-banner__close');
        await waitFor(driver, 'the banner goes', () => !document.querySelector('.cookie-banner'));
        assert.equal(await driver.evaluate(() => localStorage.getItem('cookiesAllowed')), 'true');
      }
    },
  },
  {
    name: 'home',
    async run(context) {
      const { driver, locale } = context;
      await driver.navigate(context.url(PAGES[locale].home));
      const state = await driver.evaluate(() => {
        const track = document.querySelector<HTMLElement>('.slider__track');
        return {
          lang: document.documentElement.lang,
          h1: document.querySelectorAll('h1').length,
          // A scrollbar that takes room under the slides makes a band (Firefox); an overlay one is drawn over
          // them (WebKit): neither should be there.
          sliderBand: track ? track.offsetHeight - track.clientHeight : -1,
          sliderScrollbar: track ? getComputedStyle(track).getPropertyValue('scrollbar-width') : 'no slider',
          // Slide titles are the editors' words: long compounds may be hyphenated there.
          titleHyphens: [...document.querySelectorAll('.slider__title')].map((t) => getComputedStyle(t).hyphens),
        };
      });
      assert.equal(state.lang, locale);
      assert.equal(state.h1, 1, 'one h1');
      assert.equal(state.sliderBand, 0, 'a scrollbar band under the slider');
      if (state.sliderScrollbar) assert.equal(state.sliderScrollbar, 'none', "the slider's scrollbar is hidden");
      assert.ok(
        state.titleHyphens.length > 0 && state.titleHyphens.every((h) => h === 'auto'),
        `slide titles: ${state.titleHyphens}`,
      );
      await context.shot('home');
    },
  },
  {
    name: 'category filter',
    async run(context) {
      const { driver, locale } = context;
      await driver.navigate(context.url(PAGES[locale].category));
      const first = await waitFor(driver, 'the filters are offered', () =>
        [...document.querySelectorAll<HTMLOptionElement>('#filter-1 option')].map((o) => o.value).find(Boolean),
      );
      await driver.select('#filter-1', first);
      await waitFor(
        driver,
        'the filter is in the URL',
        (value: string) => new URLSearchParams(location.search).get('options[1]') === value,
        [first],
      );
      const shown = await waitFor(driver, 'the list is narrowed', () => {
        const status = document.querySelector('.category-products__status')?.textContent ?? '';
        const count = Number(/\d+/.exec(status)?.[0] ?? Number.NaN);
        const cards = [...document.querySelectorAll<HTMLElement>('.product-card')].filter((c) => c.offsetParent).length;
        return count > 0 && count === Math.min(cards, 36) ? { count, cards } : null;
      });
      assert.ok(shown.count < 44, `the filter narrows the list (${shown.count})`);
      await context.shot('filtered');
    },
  },
  {
    name: 'product image',
    async run(context) {
      const { driver, locale } = context;
      await driver.navigate(context.url(PAGES[locale].product));
      // The box the page reserves for the main image (from the dimensions of the source that applies) has the
      // shape of the image that arrives: nothing moves when it loads.
      const shape = await waitFor(driver, 'the main image has loaded', () => {
        const img = document.querySelector<HTMLImageElement>('.product__media img');
        if (!img?.complete || !img.naturalWidth) return null;
        const source = [...(img.parentElement?.querySelectorAll('source') ?? [])].find(
          (s) => !s.media || matchMedia(s.media).matches,
        );
        const declared = source ?? img;
        const ratio = (w: number, h: number) => Math.round((w / h) * 100) / 100;
        return {
          declared: ratio(Number(declared.getAttribute('width')), Number(declared.getAttribute('height'))),
          natural: ratio(img.naturalWidth, img.naturalHeight),
          box: ratio(img.getBoundingClientRect().width, img.getBoundingClientRect().height),
          candidate: img.currentSrc.split('/resolve/')[1]?.split('/')[0],
        };
      });
      assert.equal(shape.declared, shape.natural, `declared ${shape.declared} but ${shape.candidate} is ${shape.natural}`);
      assert.ok(Math.abs(shape.box - shape.natural) < 0.02, `box ${shape.box}, image ${shape.natural}`);
    },
  },
  {
    name: 'gallery viewer',
    async run(context) {
      const { driver, locale } = context;
      await driver.navigate(context.url(PAGES[locale].product));
      const width = (await pageFrame(driver)).contentWidth;
      await scrollABit(driver);
      await driver.click(await mark(driver, '[data-gallery] a[data-viewer-photo]', 1));
      await waitFor(driver, 'the viewer opens on the second photo', () =>
        document.querySelector('.pswp')?.matches('[data-viewer-open][data-viewer-index="2"]'),
      );
      await context.shot('viewer');
      const locked = await assertPageHeld(context, 'photo viewer', { x: 20, y: context.viewport.height / 2 });
      assert.equal(locked, width, 'the page jumps sideways under the viewer');
      await driver.press('Escape');
      await waitFor(driver, 'the viewer closes', () => !document.querySelector('.pswp'));
      assert.ok(await focused(driver, 'a[data-viewer-photo]'), 'focus goes back to the photo');
    },
  },
  {
    name: 'product name',
    async run(context) {
      const { driver, locale } = context;
      await driver.navigate(context.url(PAGES[locale].namedProduct));
      // A product's name is never hyphenated or split inside a word, whatever the engine's dictionaries
      // (Firefox has them and hyphenated "Sofa modu-łowa" at 1280 px; Chromium on Linux and WebKitGTK did not).
      assert.deepEqual(await driver.evaluate(brokenWords, '.product__title'), [], 'words of the name split across lines');
      assert.equal(
        await driver.evaluate(() => getComputedStyle(document.querySelector('.product__title') as Element).hyphens),
        'manual',
      );
      await context.shot('name');
    },
  },
  {
    name: 'search tabs',
    async run(context) {
      const { driver, locale } = context;
      await driver.navigate(context.url(PAGES[locale].search));
      await waitFor(driver, 'results are shown', () => document.querySelectorAll('.search-result').length > 0, [], 15_000);
      if (PHONE_LAYOUT(context.viewport) && context.viewport.width < 768) {
        await driver.select('#search-type', 'Realization');
      } else {
        await driver.click('.search-tabs__tab:nth-child(3)');
      }
      await waitFor(driver, 'the realizations are chosen', () => {
        const tab = document.querySelectorAll('[role="tab"]')[2];
        return (
          new URLSearchParams(location.search).get('type') === 'Realization' && tab?.getAttribute('aria-selected') === 'true'
        );
      });
      await context.shot('realizations');
    },
  },
  {
    name: 'files basket zip',
    async run(context) {
      const { driver, locale } = context;
      await rm(driver.downloadDir, { recursive: true, force: true });
      await driver.navigate(context.url(PAGES[locale].files));
      for (const index of [0, 1]) {
        const toggle = await mark(driver, '[data-file-toggle]', index);
        await driver.click(toggle);
        await waitFor(driver, `file ${index + 1} is in the basket`, () => {
          return document.querySelector('[data-engines-target]')?.getAttribute('data-state') === 'in';
        });
      }
      const basket = await driver.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '[]') as unknown[]);
      assert.equal(basket.length, 2, 'two files in localStorage basket');
      await driver.evaluate(() => document.querySelector('[data-download-basket]')?.scrollIntoView({ block: 'center' }));
      await waitFor(
        driver,
        'the basket island lists them',
        () => document.querySelectorAll('[data-download-basket] li').length === 2,
      );
      await driver.click('[data-download-basket] .download-basket__start');
      const zip = await waitForDownload(driver.downloadDir, 45_000);
      const bytes = await readFile(zip);
      assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK', `${path.basename(zip)} is a zip archive`);
      await context.shot('zip');
    },
  },
  {
    name: 'contact form errors',
    async run(context) {
      const { driver, locale } = context;
      await driver.navigate(context.url(PAGES[locale].contact));
      const submit = '[data-entry-form="contact"] button[type="submit"]';
      await driver.evaluate((s: string) => document.querySelector(s)?.scrollIntoView({ block: 'center' }), submit);
      await waitFor(
        driver,
        'the form is hydrated',
        (s: string) => !(document.querySelector(s) as HTMLButtonElement | null)?.disabled,
        [submit],
      );
      await driver.click(submit);
      await waitFor(driver, 'the error summary takes focus', () => !!document.activeElement?.matches('.form-summary'));
      const invalid = await driver.evaluate(
        () => document.querySelectorAll('[data-entry-form="contact"] [aria-invalid="true"]').length,
      );
      assert.ok(invalid >= 4, `fields marked invalid: ${invalid}`);
      await context.shot('errors');
    },
  },
  {
    name: 'mobile menu',
    when: PHONE_LAYOUT,
    async run(context) {
      const { driver, locale } = context;
      await driver.navigate(context.url(PAGES[locale].home));
      await driver.click('[data-menu-toggle]');
      await waitFor(driver, 'the menu opens', () => {
        const header = document.querySelector('header');
        return header?.getAttribute('data-panel') === 'mobile' && (document.querySelector('main') as HTMLElement).inert;
      });
      await sleep(400); // the panel slides in
      await context.shot('menu');
      await driver.press('Escape');
      await waitFor(
        driver,
        'the menu closes',
        () => document.querySelector('[data-menu-toggle]')?.getAttribute('aria-expanded') === 'false',
      );
      assert.ok(await focused(driver, '[data-menu-toggle]'), 'focus goes back to the menu button');
    },
  },
  {
    name: 'newsletter modal',
    async run(context) {
      const { driver, locale } = context;
      await driver.navigate(context.url(PAGES[locale].home));
      const width = (await pageFrame(driver)).contentWidth;
      await driver.click('footer [data-newsletter-open]');
      await waitFor(
        driver,
        'the newsletter modal opens',
        () => document.querySelector('dialog[open]')?.matches(':modal'),
        [],
        15_000,
      );
      await driver.click('dialog[open] button[type="submit"]');
      await waitFor(driver, 'the summary takes focus', () => !!document.activeElement?.matches('dialog[open] .form-summary'));
      const invalid = await driver.evaluate(() => document.querySelectorAll('dialog[open] [aria-invalid="true"]').length);
      assert.ok(invalid >= 2, `fields marked invalid: ${invalid}`);
      await context.shot('errors');
      const locked = await assertPageHeld(context, 'newsletter modal', { x: 4, y: context.viewport.height - 10 });
      assert.equal(locked, width, 'the page jumps sideways under the modal');
      await driver.press('Escape');
      await waitFor(driver, 'the modal closes', () => !document.querySelector('dialog[open]'));
      assert.ok(await focused(driver, 'footer [data-newsletter-open]'), 'focus goes back to the button');
    },
  },
  {
    name: 'view transition',
    async run(context) {
      const { driver, locale } = context;
      await driver.navigate(context.url(PAGES[locale].home));
      const supported = await driver.evaluate(() => 'onpagereveal' in window && typeof CSSViewTransitionRule === 'function');
      const link = `main a[href^="/${locale}/"]:not([href="/${locale}/"])`;
      const href = await driver.evaluate((s: string) => document.querySelector(s)?.getAttribute('href'), link);
      assert.ok(href, 'a link to another page');
      // The browser skips a transition when the next page is slow to show (a busy machine): a few tries.
      let reveal: string | null = null;
      for (let attempt = 0; attempt < 3 && reveal !== 'transition:page'; attempt++) {
        if (attempt > 0) await driver.navigate(context.url(PAGES[locale].home));
        await driver.evaluate(() => sessionStorage.removeItem('engines.reveal'));
        // WebKitWebDriver may answer a click that unloads the page with an error; the page reached is the test.
        await driver.click(link).catch(() => undefined);
        await waitFor(
          driver,
          'the next page has loaded',
          (target: string) => location.pathname === target && document.readyState === 'complete',
          [href],
        );
        reveal = await driver.evaluate(() => sessionStorage.getItem('engines.reveal'));
        if (!supported) break;
      }
      if (supported) assert.equal(reveal, 'transition:page', 'the page changes with the view transition of type page');
      else {
        assert.equal(reveal, null, 'no pagereveal where the engine has no view transitions');
        context.note('no cross-document view transitions: plain navigation');
      }
    },
  },
  {
    name: 'offline page',
    async run(context) {
      const { driver, locale, server } = context;
      await driver.navigate(context.url(PAGES[locale].home));
      await waitFor(driver, 'the service worker controls the page', () => !!navigator.serviceWorker?.controller, [], 20_000);
      server.setOffline(true);
      try {
        const notVisited = PAGES[locale].notVisited;
        // WebKitWebDriver may answer before the service worker's answer has replaced the page it left (a CI run
        // read the home page's heading): the heading is read once the document at the new address has loaded.
        const openNotVisited = async () => {
          await driver.navigate(context.url(notVisited));
          await waitFor(
            driver,
            'the page not visited has loaded',
            (target: string) => location.pathname === target && document.readyState === 'complete',
            [notVisited],
          );
        };
        try {
          await openNotVisited();
        } catch (error) {
          const where = await whereIs(driver);
          // Still on the home page, its navigation lost, and not to the page's own reload: once more, noted.
          // Anywhere else (an error page: the worker did not answer), or a chunk reload (the guard must not
          // reload while the site does not answer: a CI run caught the home page doing it), fails.
          if (where.pathname !== PAGES[locale].home || where.reloaded)
            throw new Error(`${(error as Error).message}; the browser is at ${where.text}`);
          context.note(`offline page: the navigation from the home page was lost (at ${where.text}); opened again`);
          await openNotVisited().catch(async (again: Error) => {
            throw new Error(`${again.message}; the browser is at ${(await whereIs(driver)).text}`);
          });
        }
        const title = await waitFor(driver, 'the offline page shows', () => document.querySelector('h1')?.textContent?.trim());
        assert.equal(title, OFFLINE_TITLE[locale]);
        await context.shot('offline');
        // The home page was kept at install.
        await driver.navigate(context.url(PAGES[locale].home));
        assert.equal(await driver.evaluate(() => document.documentElement.lang), locale);
      } finally {
        server.setOffline(false);
      }
    },
  },
];

/**
 * The first finished file in the folder (browsers write partial downloads under another name first, and
 * Firefox may rename a file it listed a moment ago: a name gone between listing and stat is not yet it).
 */
async function waitForDownload(folder: string, timeout: number): Promise<string> {
  const deadline = Date.now() + timeout;
  const sizeOf = (file: string) =>
    stat(file).then(
      (info) => info.size,
      () => null,
    );
  while (Date.now() < deadline) {
    const names = await readdir(folder).catch(() => [] as string[]);
    const zip = names.find((name) => name.endsWith('.zip'));
    if (zip) {
      const file = path.join(folder, zip);
      const size = await sizeOf(file);
      await sleep(300);
      if (size !== null && size > 0 && (await sizeOf(file)) === size) return file;
    }
    await sleep(250);
  }
  throw new Error(`no zip downloaded into ${folder} within ${timeout / 1000} s`);
}

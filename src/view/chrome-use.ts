/**
 * How a page used its locale's menus, recorded while it renders, so that a rebuild after a menu change can
 * patch the page instead of rendering it again. The menus reach a page's HTML in three ways:
 *
 * - the shared parts (the header's main menu and the footer, ui/RenderOnce.astro): one rendering per locale,
 *   whose current-page slots each page fills. The page records each part's rendering, its slots and what it
 *   filled them for, so that a rebuild can put the new rendering, filled the same way, in place of the old;
 * - facts (menuFact): small values worked out from the menus alone, which the frame shows outside the parts
 *   (a long main menu stacks the header). The page records them; a menu change that changes one renders it;
 * - anything else (a sub-navigation built from the main menu): any read of the menus outside a shared
 *   part or a fact marks the page, and a menu change renders it again.
 *
 * The reads are seen through the chrome object (trackedChrome), whose menus are getters. A value worked out
 * once from the menus and kept (render-once.ts) carries the mark to every page that uses it. The record
 * lives in an AsyncLocalStorage around each page's rendering: pages render concurrently.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Menu } from '#contract/schemas/menus.ts';
import type { ChromeContent } from './page-model.ts';

/**
 * A current-page slot of a shared rendering (components/navigation/current-slots.ts): a link's aria-current,
 * or a class an element has when any of the links is the page or leads to it.
 */
export type CurrentSlot = { kind: 'link'; href: string } | { kind: 'class'; name: string; hrefs: readonly string[] };

/** One shared part of a page: the locale's rendering with its slots, and what the page filled them for. */
export interface ChromePart {
  key: string;
  /** The shared rendering, its slots unfilled, and what each slot stands for (current-slots.ts). */
  shared: string;
  slots: CurrentSlot[];
  /** What the slots were filled for (fillCurrentSlots), or null when the part is the rendering as it is. */
  fill: { currentPath: string; homePath: string } | null;
}

/** What one page's rendering recorded of its menus. */
export interface ChromeUse {
  /** The menus were read outside the shared parts and facts: a menu change must render the page. */
  outside: boolean;
  /** Facts by name, as JSON. */
  facts: Record<string, string>;
  parts: ChromePart[];
}

export function newChromeUse(): ChromeUse {
  return { outside: false, facts: {}, parts: [] };
}

interface Frame {
  use: ChromeUse;
  /** Inside a shared part (or a fact): reads are accounted for by it. */
  accounted: boolean;
}

const frames = new AsyncLocalStorage<Frame>();
const tracked = new WeakSet<object>();

/** Runs a page's rendering with `use` as its record. */
export function trackChromeUse<T>(use: ChromeUse, render: () => T): T {
  return frames.run({ use, accounted: false }, render);
}

/** The chrome of a menus response, its menus read through getters that mark reads outside the parts. */
export function trackedChrome(menus: {
  mainMenu: Menu | null;
  footerTop: Menu | null;
  footerBottom: Menu | null;
}): ChromeContent {
  const read = <M>(menu: M): M => {
    markMenuRead();
    return menu;
  };
  const chrome: ChromeContent = {
    get mainMenu() {
      return read(menus.mainMenu);
    },
    get footerTop() {
      return read(menus.footerTop);
    },
    get footerBottom() {
      return read(menus.footerBottom);
    },
  };
  tracked.add(chrome);
  return chrome;
}

export function isTrackedChrome(scope: object): scope is ChromeContent {
  return tracked.has(scope);
}

/** Runs the rendering of a shared part: its reads of the menus are the part's. */
export function inSharedPart<T>(render: () => T): T {
  const frame = frames.getStore();
  return frame ? frames.run({ ...frame, accounted: true }, render) : render();
}

/** Records a shared part of the page being rendered. */
export function recordPart(part: ChromePart): void {
  frames.getStore()?.use.parts.push(part);
}

/**
 * A value the frame shows outside the shared parts, worked out from the menus alone: it must be the same on
 * every page of the locale (nothing of the page goes into `derive`). Recorded by name with the page.
 */
export function menuFact<T>(chrome: ChromeContent, name: string, derive: (chrome: ChromeContent) => T): T {
  const value = inSharedPart(() => derive(chrome));
  const frame = frames.getStore();
  if (frame && !frame.accounted) frame.use.facts[name] = JSON.stringify(value);
  return value;
}

/**
 * Runs `compute` for a value kept for many pages (render-once.ts), telling whether it read the menus outside
 * the parts: each page that uses the kept value is then marked as the first was.
 */
export function capturingMenuReads<T>(compute: () => T): { value: T; readMenus: boolean } {
  const frame = frames.getStore();
  if (!frame) return { value: compute(), readMenus: false };
  const probe = { use: newChromeUse(), accounted: frame.accounted };
  const value = frames.run(probe, compute);
  if (probe.use.outside) frame.use.outside = true;
  return { value, readMenus: probe.use.outside };
}

/** Marks the page being rendered as reading the menus, unless inside a shared part or a fact. */
export function markMenuRead(): void {
  const frame = frames.getStore();
  if (frame && !frame.accounted) frame.use.outside = true;
}

/** What the header shows of the main menu outside the menu itself (Header.astro): pure, from the menu alone. */
import type { Menu } from '#contract/schemas/menus.ts';

/** A main menu whose labels take more than this many characters (with 4 per item for spacing) stacks. */
const ONE_ROW_LENGTH = 64;

export interface HeaderFrame {
  /** The menu toggle and the navigation panel are shown. */
  hasMenu: boolean;
  /** A long main menu gets its own row under the logo and options on desktop (no JS to measure it). */
  stacked: boolean;
}

export function headerFrame(mainMenu: Menu | null): HeaderFrame {
  const items = mainMenu?.children ?? [];
  const length = items.reduce((sum, item) => sum + item.name.length + 4, 0);
  return { hasMenu: items.length > 0, stacked: length > ONE_ROW_LENGTH };
}

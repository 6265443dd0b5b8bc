/** The elements of the server-rendered header (Header.astro) that its scripts drive, found once per page. */

/** Where the desktop header (one-row menu, megamenus) starts; below it the menu is the mobile overlay. */
const DESKTOP = '(min-width: 1024px)';

export interface HeaderParts {
  root: HTMLElement;
  /** The part that becomes fixed once the page is scrolled. */
  frame: HTMLElement;
  desktop: MediaQueryList;
  megas: HTMLDetailsElement[];
  lang: HTMLDetailsElement | null;
  menuBar: HTMLElement | null;
  navPanel: HTMLElement | null;
  menuToggle: HTMLButtonElement | null;
  basketToggle: HTMLButtonElement | null;
  basketPanel: HTMLElement | null;
}

/** The header's parts; null when the page has no header or it is already enhanced. */
export function findHeaderParts(): HeaderParts | null {
  const root = document.querySelector<HTMLElement>('[data-header]');
  const frame = root?.querySelector<HTMLElement>('[data-header-frame]');
  if (!root || !frame || root.hasAttribute('data-enhanced')) return null;
  return {
    root,
    frame,
    desktop: window.matchMedia(DESKTOP),
    megas: [...root.querySelectorAll<HTMLDetailsElement>('details[data-mega]')],
    lang: root.querySelector<HTMLDetailsElement>('details[data-lang]'),
    menuBar: root.querySelector<HTMLElement>('[data-menu-bar]'),
    navPanel: root.querySelector<HTMLElement>('[data-nav-panel]'),
    menuToggle: root.querySelector<HTMLButtonElement>('[data-menu-toggle]'),
    basketToggle: root.querySelector<HTMLButtonElement>('[data-basket-toggle]'),
    basketPanel: root.querySelector<HTMLElement>('[data-basket-panel]'),
  };
}

export function summaryOf(details: HTMLDetailsElement): HTMLElement | null {
  return details.querySelector<HTMLElement>(':scope > summary');
}

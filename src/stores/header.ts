/**
 * Header UI state: light or dark mode; scrolled past 45 px (checked
 * at most every 100 ms), which fixes the header with a smaller logo; forced dark while the megamenu or the basket
 * is open; the mobile menu, the basket and the megamenu mutually exclusive; the search modal open with its phrase
 * (200 ms close delay, ready flag after 10 ms).
 *
 * Exclusivity holds by construction: one `panel` field names the open panel ('none' | 'megamenu' | 'mobile' |
 * 'basket'), and `megamenuId` says which megamenu while panel is 'megamenu'. The transitions are pure functions
 * (unit-tested); the store actions below apply them to the `$header` atom, and only they own timers. Islands and
 * controllers read the store; they never pass this state through props.
 */
import { atom, computed } from 'nanostores';

/** Scroll position (px) above which the header is "scrolled" (strictly greater). */
export const SCROLL_THRESHOLD = 45;
/** The scroll position is checked at most once per this interval (ms). */
export const SCROLL_THROTTLE_MS = 100;
/** The search modal stays in the DOM this long after a close request, while it animates out (ms). */
export const SEARCH_CLOSE_DELAY_MS = 200;
/** The search modal's ready flag (the "in" state its transition animates to) is set this long after opening (ms). */
export const SEARCH_READY_DELAY_MS = 10;

export type HeaderTheme = 'light' | 'dark';
export type HeaderPanel = 'none' | 'megamenu' | 'mobile' | 'basket';

export interface SearchModalState {
  open: boolean;
  /** Set SEARCH_READY_DELAY_MS after opening; cleared when a close starts (the modal animates on this flag). */
  ready: boolean;
  phrase: string;
}

export interface HeaderState {
  /** The page's own header mode (layout choice), before forced dark. */
  theme: HeaderTheme;
  scrolled: boolean;
  panel: HeaderPanel;
  /** The open megamenu (a top-level menu item id) while panel is 'megamenu', else null. */
  megamenuId: string | null;
  search: SearchModalState;
}

export const INITIAL_HEADER_STATE: HeaderState = {
  theme: 'light',
  scrolled: false,
  panel: 'none',
  megamenuId: null,
  search: { open: false, ready: false, phrase: '' },
};

// ------------------------------------------------------------------------------------ pure transitions

/** Opens one panel and so closes the others; 'megamenu' needs the item id. */
export function openPanel(state: HeaderState, panel: HeaderPanel, megamenuId: string | null = null): HeaderState {
  if (panel === 'none') return closePanel(state);
  if (panel === 'megamenu' && !megamenuId) return state;
  const id = panel === 'megamenu' ? megamenuId : null;
  if (state.panel === panel && state.megamenuId === id) return state;
  return { ...state, panel, megamenuId: id };
}

/**
 * Closes the open panel. With `panel` (and `megamenuId`), only when that is the one open: a late close of a
 * panel that another has already replaced changes nothing.
 */
export function closePanel(state: HeaderState, panel?: HeaderPanel, megamenuId?: string | null): HeaderState {
  if (state.panel === 'none') return state;
  if (panel !== undefined && panel !== state.panel) return state;
  if (panel === 'megamenu' && megamenuId != null && megamenuId !== state.megamenuId) return state;
  return { ...state, panel: 'none', megamenuId: null };
}

/** Opens the panel, or closes it when it is already the open one. */
export function togglePanel(
  state: HeaderState,
  panel: Exclude<HeaderPanel, 'none'>,
  megamenuId: string | null = null,
): HeaderState {
  const isOpen = state.panel === panel && (panel !== 'megamenu' || state.megamenuId === megamenuId);
  return isOpen ? closePanel(state) : openPanel(state, panel, megamenuId);
}

export function withScrolled(state: HeaderState, scrolled: boolean): HeaderState {
  return state.scrolled === scrolled ? state : { ...state, scrolled };
}

export function withTheme(state: HeaderState, theme: HeaderTheme): HeaderState {
  return state.theme === theme ? state : { ...state, theme };
}

/** Opens the search modal (not yet ready) and closes any panel: the modal covers the page. */
export function openSearchModal(state: HeaderState, phrase: string = state.search.phrase): HeaderState {
  return { ...state, panel: 'none', megamenuId: null, search: { open: true, ready: false, phrase } };
}

/** The ready flag, SEARCH_READY_DELAY_MS after opening; ignored when the modal has been closed meanwhile. */
export function searchModalReady(state: HeaderState): HeaderState {
  if (!state.search.open || state.search.ready) return state;
  return { ...state, search: { ...state.search, ready: true } };
}

/** First step of closing: the modal leaves its ready state and animates out, still open. */
export function startClosingSearchModal(state: HeaderState): HeaderState {
  if (!state.search.open || !state.search.ready) return state;
  return { ...state, search: { ...state.search, ready: false } };
}

/** Last step of closing, SEARCH_CLOSE_DELAY_MS later (or at once when the browser closed the dialog itself). */
export function closeSearchModal(state: HeaderState): HeaderState {
  if (!state.search.open && !state.search.ready) return state;
  return { ...state, search: { ...state.search, open: false, ready: false } };
}

export function withSearchPhrase(state: HeaderState, phrase: string): HeaderState {
  return state.search.phrase === phrase ? state : { ...state, search: { ...state.search, phrase } };
}

/** the header is forced dark while the megamenu or the basket is open. */
export function isForcedDark(state: Pick<HeaderState, 'panel'>): boolean {
  return state.panel === 'megamenu' || state.panel === 'basket';
}

/** The mode the header shows: dark when forced, else the page's own. */
export function effectiveTheme(state: Pick<HeaderState, 'panel' | 'theme'>): HeaderTheme {
  return isForcedDark(state) ? 'dark' : state.theme;
}

/** scrolled when the scroll position exceeds the threshold. */
export function isScrolled(scrollY: number, threshold: number = SCROLL_THRESHOLD): boolean {
  return scrollY > threshold;
}

// ------------------------------------------------------------------------------------ throttled scroll check

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Throttled {
  (): void;
  /** Drops a pending trailing call. */
  cancel(): void;
}

/**
 * Runs `fn` at most once per `wait` ms: at once when the last run is `wait` ms old, else once more at the end of
 * the interval (trailing), so that the last call of a burst is always honoured.
 */
export function throttle(fn: () => void, wait: number, clock: Clock = realClock): Throttled {
  let last = Number.NEGATIVE_INFINITY;
  let timer: unknown = null;
  const run = () => {
    timer = null;
    last = clock.now();
    fn();
  };
  const throttled = (() => {
    const remaining = wait - (clock.now() - last);
    if (remaining <= 0) {
      if (timer !== null) {
        clock.clearTimeout(timer);
        timer = null;
      }
      run();
    } else if (timer === null) {
      timer = clock.setTimeout(run, remaining);
    }
  }) as Throttled;
  throttled.cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  return throttled;
}

export interface ScrollCheckOptions {
  threshold?: number;
  interval?: number;
  clock?: Clock;
}

export interface ScrollCheck {
  /** Call on every scroll event: reads the position at most once per interval. */
  check: Throttled;
  /** Reads the position now (first paint, resize). */
  flush(): void;
}

/**
 * The header's scroll check: reads the scroll position (throttled to one read per `interval`) and calls
 * `onChange` only when the scrolled state (position > threshold) changes.
 */
export function createScrollCheck(
  readScrollY: () => number,
  onChange: (scrolled: boolean) => void,
  { threshold = SCROLL_THRESHOLD, interval = SCROLL_THROTTLE_MS, clock = realClock }: ScrollCheckOptions = {},
): ScrollCheck {
  let current: boolean | null = null;
  const flush = () => {
    const scrolled = isScrolled(readScrollY(), threshold);
    if (scrolled !== current) {
      current = scrolled;
      onChange(scrolled);
    }
  };
  return { check: throttle(flush, interval, clock), flush };
}

// ------------------------------------------------------------------------------------ store and actions

export const $header = atom<HeaderState>(INITIAL_HEADER_STATE);
export const $headerForcedDark = computed($header, isForcedDark);
export const $headerTheme = computed($header, effectiveTheme);
export const $headerPanel = computed($header, (state) => state.panel);

const update = (transition: (state: HeaderState) => HeaderState) => {
  const next = transition($header.get());
  if (next !== $header.get()) $header.set(next);
};

let readyTimer: ReturnType<typeof setTimeout> | undefined;
let closeTimer: ReturnType<typeof setTimeout> | undefined;

export const header = {
  setTheme: (theme: HeaderTheme) => update((s) => withTheme(s, theme)),
  setScrolled: (scrolled: boolean) => update((s) => withScrolled(s, scrolled)),
  open: (panel: HeaderPanel, megamenuId: string | null = null) => update((s) => openPanel(s, panel, megamenuId)),
  close: (panel?: HeaderPanel, megamenuId?: string | null) => update((s) => closePanel(s, panel, megamenuId)),
  toggle: (panel: Exclude<HeaderPanel, 'none'>, megamenuId: string | null = null) =>
    update((s) => togglePanel(s, panel, megamenuId)),
  setSearchPhrase: (phrase: string) => update((s) => withSearchPhrase(s, phrase)),
  /** Opens the search modal; the ready flag follows after SEARCH_READY_DELAY_MS. */
  openSearch(phrase?: string) {
    clearTimeout(closeTimer);
    clearTimeout(readyTimer);
    update((s) => openSearchModal(s, phrase));
    readyTimer = setTimeout(() => update(searchModalReady), SEARCH_READY_DELAY_MS);
  },
  /** Starts the animated close; the modal closes SEARCH_CLOSE_DELAY_MS later. */
  closeSearch() {
    const { search } = $header.get();
    if (!search.open) return;
    clearTimeout(readyTimer);
    update(startClosingSearchModal);
    clearTimeout(closeTimer);
    closeTimer = setTimeout(() => update(closeSearchModal), SEARCH_CLOSE_DELAY_MS);
  },
  /** Closes at once (the browser closed the dialog itself). */
  closeSearchNow() {
    clearTimeout(readyTimer);
    clearTimeout(closeTimer);
    update(closeSearchModal);
  },
  /** Back to the initial state (tests). */
  reset() {
    clearTimeout(readyTimer);
    clearTimeout(closeTimer);
    $header.set(INITIAL_HEADER_STATE);
  },
};

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $header,
  $headerForcedDark,
  $headerTheme,
  closePanel,
  closeSearchModal,
  createScrollCheck,
  effectiveTheme,
  header,
  INITIAL_HEADER_STATE,
  isForcedDark,
  isScrolled,
  openPanel,
  openSearchModal,
  SCROLL_THRESHOLD,
  SCROLL_THROTTLE_MS,
  SEARCH_CLOSE_DELAY_MS,
  SEARCH_READY_DELAY_MS,
  searchModalReady,
  startClosingSearchModal,
  throttle,
  togglePanel,
  withScrolled,
  withSearchPhrase,
} from '#src/stores/header.ts';

const S = INITIAL_HEADER_STATE;

describe('header transitions: one open panel at a time', () => {
  it('opening a panel closes the others (mobile menu, basket, megamenu are exclusive)', () => {
    const mega = openPanel(S, 'megamenu', '1');
    expect(mega).toMatchObject({ panel: 'megamenu', megamenuId: '1' });
    const basket = openPanel(mega, 'basket');
    expect(basket).toMatchObject({ panel: 'basket', megamenuId: null });
    const mobile = openPanel(basket, 'mobile');
    expect(mobile).toMatchObject({ panel: 'mobile', megamenuId: null });
    expect(openPanel(mobile, 'megamenu', '27')).toMatchObject({ panel: 'megamenu', megamenuId: '27' });
    expect(openPanel(mobile, 'basket').panel).toBe('basket');
  });

  it('switches from one megamenu to another and needs an id for it', () => {
    const first = openPanel(S, 'megamenu', '1');
    expect(openPanel(first, 'megamenu', '31').megamenuId).toBe('31');
    expect(openPanel(S, 'megamenu', null)).toBe(S);
    expect(openPanel(first, 'megamenu', '1')).toBe(first);
  });

  it('closes only the panel that is open (a late close of a replaced panel changes nothing)', () => {
    const basket = openPanel(S, 'basket');
    expect(closePanel(basket, 'mobile')).toBe(basket);
    expect(closePanel(basket, 'basket').panel).toBe('none');
    expect(closePanel(basket).panel).toBe('none');
    const mega = openPanel(S, 'megamenu', '31');
    expect(closePanel(mega, 'megamenu', '1')).toBe(mega);
    expect(closePanel(mega, 'megamenu', '31')).toMatchObject({ panel: 'none', megamenuId: null });
    expect(closePanel(S)).toBe(S);
    expect(openPanel(mega, 'none').panel).toBe('none');
  });

  it('toggles a panel open and closed', () => {
    const open = togglePanel(S, 'mobile');
    expect(open.panel).toBe('mobile');
    expect(togglePanel(open, 'mobile').panel).toBe('none');
    expect(togglePanel(open, 'basket').panel).toBe('basket');
    const mega = togglePanel(S, 'megamenu', '1');
    expect(togglePanel(mega, 'megamenu', '27')).toMatchObject({ panel: 'megamenu', megamenuId: '27' });
    expect(togglePanel(mega, 'megamenu', '1').panel).toBe('none');
  });
});

describe('header theme: forced dark while the megamenu or the basket is open', () => {
  it('derives the shown mode from the panel and the page mode', () => {
    expect(isForcedDark(S)).toBe(false);
    expect(isForcedDark(openPanel(S, 'megamenu', '1'))).toBe(true);
    expect(isForcedDark(openPanel(S, 'basket'))).toBe(true);
    expect(isForcedDark(openPanel(S, 'mobile'))).toBe(false);
    expect(effectiveTheme(S)).toBe('light');
    expect(effectiveTheme(openPanel(S, 'basket'))).toBe('dark');
    expect(effectiveTheme({ ...S, theme: 'dark' })).toBe('dark');
    expect(effectiveTheme(closePanel(openPanel(S, 'megamenu', '1')))).toBe('light');
  });

  it('the computed stores follow the header store', () => {
    header.reset();
    expect($headerTheme.get()).toBe('light');
    header.open('megamenu', '1');
    expect($headerForcedDark.get()).toBe(true);
    expect($headerTheme.get()).toBe('dark');
    header.toggle('basket');
    expect($header.get().panel).toBe('basket');
    expect($headerTheme.get()).toBe('dark');
    header.toggle('mobile');
    expect($headerForcedDark.get()).toBe(false);
    expect($headerTheme.get()).toBe('light');
    header.setTheme('dark');
    expect($headerTheme.get()).toBe('dark');
    header.reset();
  });
});

describe('search modal state', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    header.reset();
  });
  afterEach(() => {
    header.reset();
    vi.useRealTimers();
  });

  it('opening closes any panel and keeps the phrase; ready and close steps are ordered', () => {
    const opened = openSearchModal(withSearchPhrase(openPanel(S, 'basket'), 'kora'));
    expect(opened).toMatchObject({ panel: 'none', search: { open: true, ready: false, phrase: 'kora' } });
    const ready = searchModalReady(opened);
    expect(ready.search.ready).toBe(true);
    const closing = startClosingSearchModal(ready);
    expect(closing.search).toEqual({ open: true, ready: false, phrase: 'kora' });
    expect(searchModalReady(closeSearchModal(closing)).search.ready).toBe(false);
    expect(closeSearchModal(closing).search).toEqual({ open: false, ready: false, phrase: 'kora' });
  });

  it('sets the ready flag 10 ms after opening', () => {
    header.openSearch();
    expect($header.get().search).toMatchObject({ open: true, ready: false });
    vi.advanceTimersByTime(SEARCH_READY_DELAY_MS - 1);
    expect($header.get().search.ready).toBe(false);
    vi.advanceTimersByTime(1);
    expect($header.get().search.ready).toBe(true);
    expect(SEARCH_READY_DELAY_MS).toBe(10);
  });

  it('closes 200 ms after a close request, leaving the ready state at once', () => {
    header.openSearch();
    vi.advanceTimersByTime(SEARCH_READY_DELAY_MS);
    header.setSearchPhrase(' stół ');
    header.closeSearch();
    expect($header.get().search).toEqual({ open: true, ready: false, phrase: ' stół ' });
    vi.advanceTimersByTime(SEARCH_CLOSE_DELAY_MS - 1);
    expect($header.get().search.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect($header.get().search).toEqual({ open: false, ready: false, phrase: ' stół ' });
    expect(SEARCH_CLOSE_DELAY_MS).toBe(200);
  });

  it('reopening during the close animation cancels the pending close', () => {
    header.openSearch();
    vi.advanceTimersByTime(SEARCH_READY_DELAY_MS);
    header.closeSearch();
    vi.advanceTimersByTime(100);
    header.openSearch();
    vi.advanceTimersByTime(SEARCH_CLOSE_DELAY_MS);
    expect($header.get().search).toMatchObject({ open: true, ready: true });
  });

  it('a close before the ready flag still closes, and the flag never comes', () => {
    header.openSearch();
    header.closeSearch();
    vi.advanceTimersByTime(SEARCH_CLOSE_DELAY_MS);
    expect($header.get().search).toMatchObject({ open: false, ready: false });
  });
});

describe('scrolled state: over 45 px, checked at most every 100 ms', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is scrolled strictly above the threshold', () => {
    expect(SCROLL_THRESHOLD).toBe(45);
    expect(SCROLL_THROTTLE_MS).toBe(100);
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(45)).toBe(false);
    expect(isScrolled(46)).toBe(true);
    expect(withScrolled(S, false)).toBe(S);
    expect(withScrolled(S, true).scrolled).toBe(true);
  });

  it('throttle runs at once, then at most once per interval with a trailing run', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    throttled();
    throttled();
    vi.advanceTimersByTime(50);
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(50);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
    throttled();
    expect(fn).toHaveBeenCalledTimes(3);
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('reads the position at most every 100 ms and reports only changes, ending on the last position', () => {
    let y = 0;
    const reads = vi.fn(() => y);
    const changes: boolean[] = [];
    const scroll = createScrollCheck(reads, (scrolled) => changes.push(scrolled));
    scroll.flush();
    expect(changes).toEqual([false]);
    vi.advanceTimersByTime(1000);

    // A burst of scroll events over 250 ms: one read now, then one per 100 ms.
    for (let t = 0; t < 250; t += 10) {
      y = t;
      scroll.check();
      vi.advanceTimersByTime(10);
    }
    expect(reads).toHaveBeenCalledTimes(1 + 3);
    expect(changes).toEqual([false, true]);

    // Back to the top within the interval: the trailing check catches the final position.
    y = 20;
    scroll.check();
    y = 0;
    scroll.check();
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    expect(changes).toEqual([false, true, false]);

    // Exactly the threshold is not scrolled; one pixel more is.
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    y = 45;
    scroll.check();
    expect(changes.at(-1)).toBe(false);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    y = 46;
    scroll.check();
    expect(changes).toEqual([false, true, false, true]);
  });
});

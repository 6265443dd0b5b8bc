/**
 * The header controller: enhances the server-rendered header (Header.astro) and drives it from the header store.
 * Loaded by Header.astro as a bundled, deferred module script; it runs once per page.
 *
 * - State → DOM: `data-theme` (forced dark while a megamenu or the basket is open), `data-scrolled`, `data-panel`,
 *   aria-expanded of every toggle, the open megamenu, the basket panel, the mobile overlay (the page behind it
 *   inert and not scrollable: overlay.ts, which also keeps the frame's size properties).
 * - DOM → state: megamenu details toggles (desktop), the menu, basket and search buttons, the throttled scroll
 *   check (45 px, 100 ms), outside clicks, the breakpoint change (1024 px).
 * - Keyboard and focus (keyboard.ts): megamenu arrow keys, Esc, the mobile menu's Tab trap.
 * - The basket list and badges (basket-panel.ts) load with the basket's first file (stored, added on this page
 *   or in another tab) or the first use of a basket button; the search modal (search-modal.ts) on the way to its
 *   button (pointer over, focus, touch) or its click. Loading them at idle put their evaluation inside the
 *   page's busiest seconds on every page, for parts most visits never open (measured on the search page:
 *   main-thread work after the first paint 558 -> 484 ms, median of 5 traced runs).
 */
import { $basket } from '../../stores/basket.ts';
import { $header, createScrollCheck, effectiveTheme, type HeaderState, header } from '../../stores/header.ts';
import { importChunk } from '../app-shell/chunk-reload.ts';
import { findHeaderParts, summaryOf } from './header-parts.ts';
import { initHeaderKeyboard } from './keyboard.ts';
import { createPageLock, observeFrameSizes } from './overlay.ts';

type BasketModule = typeof import('./basket-panel.ts');
type SearchModule = typeof import('./search-modal.ts');

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one closure over the header's elements and stores, wiring each event once; keyboard and overlay are apart
export function initHeader(): void {
  const parts = findHeaderParts();
  if (!parts) return;
  const { root, frame, desktop, megas, lang, menuToggle, basketToggle, basketPanel } = parts;

  // ------------------------------------------------------------------------------- lazily loaded parts
  let basketModule: Promise<BasketModule> | null = null;
  let searchModule: Promise<SearchModule> | null = null;
  const loadBasket = () => {
    basketModule ??= importChunk(() => import('./basket-panel.ts')).then((m) => {
      m.initBasketPanel(root);
      return m;
    });
    return basketModule;
  };
  const loadSearch = () => {
    searchModule ??= importChunk(() => import('./search-modal.ts')).then((m) => {
      m.initSearchModal(root);
      return m;
    });
    return searchModule;
  };

  // ------------------------------------------------------------------------------- disclosures (ARIA)
  for (const details of [...megas, ...(lang ? [lang] : [])]) {
    const summary = summaryOf(details);
    const panel = summary?.nextElementSibling;
    if (!summary) continue;
    summary.setAttribute('aria-expanded', String(details.open));
    if (panel?.id) summary.setAttribute('aria-controls', panel.id);
  }

  // ------------------------------------------------------------------------------- sizes
  const sizes = observeFrameSizes(parts);

  // ------------------------------------------------------------------------------- state → DOM
  const lockPage = createPageLock(root);

  let previous: HeaderState | null = null;
  const render = (state: HeaderState) => {
    root.dataset.theme = effectiveTheme(state);
    if (state.scrolled && !root.hasAttribute('data-scrolled') && sizes.isStatic()) {
      root.style.setProperty('--header-slot', `${frame.offsetHeight}px`);
    }
    root.toggleAttribute('data-scrolled', state.scrolled);
    root.dataset.panel = state.panel;
    if (desktop.matches) {
      for (const details of megas) {
        const open = state.panel === 'megamenu' && state.megamenuId === details.dataset.mega;
        if (details.open !== open) details.open = open;
      }
    }
    menuToggle?.setAttribute('aria-expanded', String(state.panel === 'mobile'));
    basketToggle?.setAttribute('aria-expanded', String(state.panel === 'basket'));
    if (basketPanel) basketPanel.hidden = state.panel !== 'basket';
    if (lang?.open && state.panel !== 'none' && previous?.panel !== state.panel) lang.open = false;
    const mobileOpen = state.panel === 'mobile' && !desktop.matches;
    if (mobileOpen !== document.documentElement.hasAttribute('data-header-lock')) lockPage(mobileOpen);
    // The first sizes come from the ResizeObserver after the browser's own layout: reading them here at
    // start-up would force a layout of the whole page inside this script's task.
    if (previous || typeof ResizeObserver !== 'function') sizes.setFrameHeight();
    previous = state;
  };
  header.setTheme(root.dataset.baseTheme === 'dark' ? 'dark' : 'light');
  if (typeof ResizeObserver !== 'function') sizes.measureSlot();
  $header.subscribe(render);

  // ------------------------------------------------------------------------------- scroll
  const scroll = createScrollCheck(() => window.scrollY, header.setScrolled);
  // In the next frame, where the page is laid out anyway (scrollY would force it here).
  requestAnimationFrame(scroll.flush);
  window.addEventListener('scroll', scroll.check, { passive: true });

  // ------------------------------------------------------------------------------- details toggles
  root.addEventListener(
    'toggle',
    (event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement)) return;
      summaryOf(details)?.setAttribute('aria-expanded', String(details.open));
      if (details.matches('[data-mega]')) {
        if (!desktop.matches) return;
        const id = details.dataset.mega ?? null;
        if (details.open) header.open('megamenu', id);
        else header.close('megamenu', id);
      } else if (details === lang && details.open && $header.get().panel !== 'none') {
        header.close();
      }
    },
    true,
  );

  // ------------------------------------------------------------------------------- buttons
  menuToggle?.addEventListener('click', () => header.toggle('mobile'));
  basketToggle?.addEventListener('click', () => {
    void loadBasket();
    header.toggle('basket');
  });
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest('[data-basket-open]')) {
      void loadBasket();
      header.open('basket');
      basketPanel?.focus();
    } else if (target.closest('[data-basket-close]')) {
      header.close('basket');
      basketToggle?.focus();
    } else if (target.closest('[data-search-open]')) {
      const trigger = target.closest<HTMLElement>('[data-search-open]');
      void loadSearch().then((m) => m.openSearch(trigger));
    } else {
      const groupToggle = target.closest<HTMLButtonElement>('[data-group-toggle]');
      const group = groupToggle?.closest<HTMLElement>('[data-mega-group]');
      if (groupToggle && group) {
        const open = !group.hasAttribute('data-open');
        group.toggleAttribute('data-open', open);
        groupToggle.setAttribute('aria-expanded', String(open));
      }
    }
  });

  // Outside clicks close the megamenu, the basket and the language list.
  // The event path, not target.contains: a click may re-render what it hit (removing a basket row).
  document.addEventListener('click', (event) => {
    const path = event.composedPath();
    const { panel } = $header.get();
    if ((panel === 'megamenu' || panel === 'basket') && !path.includes(frame)) header.close();
    if (lang?.open && !path.includes(lang)) lang.open = false;
  });

  // ------------------------------------------------------------------------------- keyboard and focus
  initHeaderKeyboard(parts);

  // ------------------------------------------------------------------------------- breakpoints, history
  desktop.addEventListener('change', () => {
    header.close();
    for (const details of megas) details.open = false;
    sizes.measureSlot();
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    header.closeSearchNow();
    header.close();
  });

  // ------------------------------------------------------------------------------- when the lazy parts load
  // An empty basket needs no code: its badges are hidden in the HTML. loadBasket runs once however often called.
  $basket.subscribe((files) => {
    if (files.length > 0) void loadBasket();
  });
  const searchIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('[data-search-open]')) void loadSearch();
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) root.addEventListener(type, searchIntent, { passive: true });

  root.setAttribute('data-enhanced', '');
}

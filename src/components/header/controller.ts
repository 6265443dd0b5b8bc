/**
 * The header controller: enhances the server-rendered header (Header.astro) and drives it from the header store.
 * Loaded by Header.astro as a bundled, deferred module script; it runs once per page.
 *
 * - State → DOM: `data-theme` (forced dark while a megamenu or the basket is open), `data-scrolled`, `data-panel`,
 *   aria-expanded of every toggle, the open megamenu, the basket panel, the mobile overlay (focus trap, the page
 *   behind inert and not scrollable).
 * - DOM → state: megamenu details toggles (desktop), the menu, basket and search buttons, the throttled scroll
 *   check (45 px, 100 ms), Esc, outside clicks, the breakpoint change (1024 px).
 * - Keyboard in the megamenu: Left/Right/Home/End across the top-level items, Down/Up into an open panel,
 *   Up/Down/Home/End between its links, Left/Right between its columns, Esc back to the item.
 * - The basket list and badges (basket-panel.ts) load with the basket's first file (stored, added on this page
 *   or in another tab) or the first use of a basket button; the search modal (search-modal.ts) on the way to its
 *   button (pointer over, focus, touch) or its click. Loading them at idle put their evaluation inside the
 *   page's busiest seconds on every page, for parts most visits never open (measured on the search page:
 *   main-thread work after the first paint 558 -> 484 ms, median of 5 traced runs).
 */
import { $basket } from '../../stores/basket.ts';
import { $header, createScrollCheck, effectiveTheme, type HeaderState, header, throttle } from '../../stores/header.ts';
import { focusables, isShown, trapTab } from '../ui/focus.ts';

const DESKTOP = '(min-width: 1024px)';

type BasketModule = typeof import('./basket-panel.ts');
type SearchModule = typeof import('./search-modal.ts');

function summaryOf(details: HTMLDetailsElement): HTMLElement | null {
  return details.querySelector<HTMLElement>(':scope > summary');
}

export function initHeader(): void {
  const root = document.querySelector<HTMLElement>('[data-header]');
  const frame = root?.querySelector<HTMLElement>('[data-header-frame]');
  if (!root || !frame || root.hasAttribute('data-enhanced')) return;
  const desktop = window.matchMedia(DESKTOP);

  const megas = [...root.querySelectorAll<HTMLDetailsElement>('details[data-mega]')];
  const lang = root.querySelector<HTMLDetailsElement>('details[data-lang]');
  const menuBar = root.querySelector<HTMLElement>('[data-menu-bar]');
  const navPanel = root.querySelector<HTMLElement>('[data-nav-panel]');
  const menuToggle = root.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const basketToggle = root.querySelector<HTMLButtonElement>('[data-basket-toggle]');
  const basketPanel = root.querySelector<HTMLElement>('[data-basket-panel]');

  // ------------------------------------------------------------------------------- lazily loaded parts
  let basketModule: Promise<BasketModule> | null = null;
  let searchModule: Promise<SearchModule> | null = null;
  const loadBasket = () => {
    basketModule ??= import('./basket-panel.ts').then((m) => {
      m.initBasketPanel(root);
      return m;
    });
    return basketModule;
  };
  const loadSearch = () => {
    searchModule ??= import('./search-modal.ts').then((m) => {
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
  // --header-slot keeps the header's place while the frame is fixed; --header-frame-height places overlays.
  const frameIsStatic = () => !root.hasAttribute('data-scrolled') && !(root.dataset.panel === 'mobile' && !desktop.matches);
  const measureSlot = () => {
    const scrolled = root.hasAttribute('data-scrolled');
    const panel = root.dataset.panel;
    root.removeAttribute('data-scrolled');
    root.dataset.panel = 'none';
    root.style.setProperty('--header-slot', `${frame.offsetHeight}px`);
    root.toggleAttribute('data-scrolled', scrolled);
    root.dataset.panel = panel;
  };
  const setFrameHeight = (height = frame.getBoundingClientRect().height) =>
    root.style.setProperty('--header-frame-height', `${height}px`);
  if (typeof ResizeObserver === 'function') {
    // The size comes with the entry: reading offsetHeight after writing a custom property on the header would
    // force a second style and layout pass inside this callback (measured: 12 + 7 ms at start-up).
    new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? frame.getBoundingClientRect().height;
      setFrameHeight(height);
      if (frameIsStatic()) root.style.setProperty('--header-slot', `${Math.round(height)}px`);
    }).observe(frame);
  }
  window.addEventListener('resize', throttle(measureSlot, 100), { passive: true });

  // ------------------------------------------------------------------------------- state → DOM
  let inerted: HTMLElement[] = [];
  const lockPage = (lock: boolean) => {
    document.documentElement.toggleAttribute('data-header-lock', lock);
    if (lock) {
      inerted = [...document.body.children].filter(
        (el): el is HTMLElement => el instanceof HTMLElement && el !== root && !el.contains(root) && !el.inert,
      );
      for (const el of inerted) el.inert = true;
    } else {
      for (const el of inerted) el.inert = false;
      inerted = [];
    }
  };

  let previous: HeaderState | null = null;
  const render = (state: HeaderState) => {
    root.dataset.theme = effectiveTheme(state);
    if (state.scrolled && !root.hasAttribute('data-scrolled') && frameIsStatic()) {
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
    if (previous || typeof ResizeObserver !== 'function') setFrameHeight();
    previous = state;
  };
  header.setTheme(root.dataset.baseTheme === 'dark' ? 'dark' : 'light');
  if (typeof ResizeObserver !== 'function') measureSlot();
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

  // Tabbing out of an open megamenu closes it (desktop).
  for (const details of megas) {
    details.addEventListener('focusout', (event) => {
      const next = event.relatedTarget;
      if (desktop.matches && details.open && next instanceof Node && !details.contains(next)) details.open = false;
    });
  }
  lang?.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (lang.open && next instanceof Node && !lang.contains(next)) lang.open = false;
  });

  // ------------------------------------------------------------------------------- keyboard
  const topControls = () =>
    menuBar
      ? [...menuBar.children]
          .map((li) => li.querySelector<HTMLElement>(':scope > a, :scope > details > summary'))
          .filter((el): el is HTMLElement => el !== null && isShown(el))
      : [];
  const panelLinks = (details: HTMLDetailsElement) => {
    const panel = summaryOf(details)?.nextElementSibling;
    return panel ? focusables(panel) : [];
  };
  const columnsOf = (details: HTMLDetailsElement) =>
    [...details.querySelectorAll<HTMLElement>('.mega__aside, .mega__group, .mega__groups--plain')]
      .map((column) => focusables(column))
      .filter((links) => links.length > 0);

  const menuKeys = (event: KeyboardEvent) => {
    if (!desktop.matches || !menuBar || event.altKey || event.ctrlKey || event.metaKey) return;
    const active = document.activeElement as HTMLElement | null;
    if (!active || !menuBar.contains(active)) return;
    const tops = topControls();
    const topIndex = tops.indexOf(active);
    let next: HTMLElement | undefined;
    if (topIndex !== -1) {
      const details = active.parentElement instanceof HTMLDetailsElement ? active.parentElement : null;
      if (event.key === 'ArrowRight') next = tops[(topIndex + 1) % tops.length];
      else if (event.key === 'ArrowLeft') next = tops[(topIndex - 1 + tops.length) % tops.length];
      else if (event.key === 'Home') next = tops[0];
      else if (event.key === 'End') next = tops[tops.length - 1];
      else if (details && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        if (!details.open) {
          details.open = true;
          header.open('megamenu', details.dataset.mega ?? null);
        }
        const links = panelLinks(details);
        next = event.key === 'ArrowDown' ? links[0] : links[links.length - 1];
      }
    } else {
      const details = active.closest<HTMLDetailsElement>('details[data-mega]');
      if (!details?.open) return;
      const links = panelLinks(details);
      const index = links.indexOf(active);
      if (index === -1) return;
      if (event.key === 'ArrowDown') next = links[(index + 1) % links.length];
      else if (event.key === 'ArrowUp') next = index === 0 ? (summaryOf(details) ?? undefined) : links[index - 1];
      else if (event.key === 'Home') next = links[0];
      else if (event.key === 'End') next = links[links.length - 1];
      else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        const columns = columnsOf(details);
        const column = columns.findIndex((c) => c.includes(active));
        const target = columns[column + (event.key === 'ArrowRight' ? 1 : -1)];
        next = target?.[0];
        if (!next) return;
      }
    }
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  const onEscape = (event: KeyboardEvent) => {
    const state = $header.get();
    if (state.search.open) return; // the modal handles its own Esc
    const active = document.activeElement;
    const focusWasInHeader = !active || active === document.body || root.contains(active);
    if (lang?.open) {
      lang.open = false;
      if (focusWasInHeader) summaryOf(lang)?.focus();
      event.preventDefault();
      return;
    }
    if (state.panel === 'none') return;
    const openMega = megas.find((d) => d.dataset.mega === state.megamenuId);
    const returnTo =
      state.panel === 'megamenu' ? (openMega ? summaryOf(openMega) : null) : state.panel === 'basket' ? basketToggle : menuToggle;
    header.close();
    if (focusWasInHeader) returnTo?.focus();
    event.preventDefault();
  };

  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      onEscape(event);
      return;
    }
    const state = $header.get();
    if (event.key === 'Tab' && state.panel === 'mobile' && !desktop.matches && navPanel && menuToggle) {
      trapTab(event, [menuToggle, ...focusables(navPanel)]);
      return;
    }
    menuKeys(event);
  });

  // ------------------------------------------------------------------------------- breakpoints, history
  desktop.addEventListener('change', () => {
    header.close();
    for (const details of megas) details.open = false;
    measureSlot();
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

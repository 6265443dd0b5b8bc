/**
 * Keyboard and focus use of the header:
 * - in the desktop megamenu: Left/Right/Home/End across the top-level items, Down/Up into an open panel,
 *   Up/Down/Home/End between its links, Left/Right between its columns;
 * - Esc closes what is open (language list, megamenu, basket, mobile menu) and gives focus back to its toggle
 *   when focus was in the header;
 * - Tab stays inside the open mobile menu; focus leaving an open megamenu (desktop) or the language list closes it.
 */
import { $header, header } from '../../stores/header.ts';
import { focusables, isShown, trapTab } from '../ui/focus.ts';
import { type HeaderParts, summaryOf } from './header-parts.ts';

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one keydown handler per menu kind, sharing the parts they move focus in
export function initHeaderKeyboard(parts: HeaderParts): void {
  const { root, desktop, megas, lang, menuBar, navPanel, menuToggle, basketToggle } = parts;

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
}

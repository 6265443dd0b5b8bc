/**
 * Popup lists (PopupList.astro: the last breadcrumb's, the related-items block's): Escape closes and returns
 * focus to the toggle; a click outside closes; an opened list that would reach past the screen's right edge
 * moves left until it fits.
 */

/** How far to move a list left (a negative offset, or 0) so that its right edge stays `margin` inside the screen. */
export function popupShift(list: { left: number; right: number }, viewportWidth: number, margin: number): number {
  const overflow = list.right - (viewportWidth - margin);
  if (overflow <= 0) return 0;
  // Never past the left margin either: a list wider than the room is capped by its max-width in CSS.
  return -Math.min(overflow, Math.max(0, list.left - margin));
}

function fitToScreen(popup: HTMLDetailsElement): void {
  const list = popup.querySelector<HTMLElement>('.popup-list__list');
  if (!list) return;
  list.style.removeProperty('--popup-list-shift');
  // A phone lays the list across its container (static popup): nothing to move.
  if (getComputedStyle(popup).position === 'static') return;
  const container = popup.closest('.container')?.getBoundingClientRect();
  const margin = container ? Math.max(0, container.left) : 0;
  const shift = popupShift(list.getBoundingClientRect(), document.documentElement.clientWidth, margin);
  if (shift !== 0) list.style.setProperty('--popup-list-shift', `${shift}px`);
}

let wired = false;

/** Once per page, however many popups' scripts ask. */
export function wirePopupLists(): void {
  if (wired) return;
  wired = true;
  const popups = [...document.querySelectorAll<HTMLDetailsElement>('[data-popup-list]')];
  if (popups.length === 0) return;
  for (const popup of popups) popup.addEventListener('toggle', () => popup.open && fitToScreen(popup));
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const popup of popups) {
      if (!popup.open) continue;
      popup.open = false;
      popup.querySelector('summary')?.focus();
    }
  });
  document.addEventListener('click', (event) => {
    for (const popup of popups) if (popup.open && !popup.contains(event.target as Node)) popup.open = false;
  });
}

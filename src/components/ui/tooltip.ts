/**
 * Tooltips (Tooltip.astro). A hidden bubble is not laid out at all, so it can never widen the page; a shown one
 * is shifted sideways by what it would overflow the viewport. Touch screens have no hover: a tap on the
 * trigger toggles its bubble and a tap elsewhere closes it. Escape hides the bubble under the pointer or focus
 * (content on hover or focus must be dismissable without moving either).
 */

/** Space kept between a bubble and the viewport's edges, px. */
export const VIEWPORT_MARGIN = 8;

/** How far to move a bubble sideways (px, negative = left) so that it lies inside the viewport. */
export function fitShift(bubble: { left: number; right: number }, viewportWidth: number, margin = VIEWPORT_MARGIN): number {
  if (bubble.right > viewportWidth - margin) return Math.max(margin - bubble.left, viewportWidth - margin - bubble.right);
  if (bubble.left < margin) return margin - bubble.left;
  return 0;
}

const OPEN = 'tip--open';
const DISMISSED = 'tip--dismissed';

function place(tip: HTMLElement): void {
  const bubble = tip.querySelector<HTMLElement>('.tip__bubble');
  if (!bubble) return;
  bubble.style.removeProperty('--tip-shift');
  const rect = bubble.getBoundingClientRect();
  if (rect.width === 0) return;
  const shift = fitShift(rect, document.documentElement.clientWidth);
  if (shift !== 0) bubble.style.setProperty('--tip-shift', `${Math.round(shift)}px`);
}

const tipOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('.tip') : null);

export function watchTooltips(root: Document = document): void {
  const show = (event: Event) => {
    const tip = tipOf(event.target);
    if (!tip) return;
    tip.classList.remove(DISMISSED);
    // The bubble is laid out once :hover or :focus-within applies, in the next frame.
    requestAnimationFrame(() => place(tip));
  };
  root.addEventListener('pointerover', show);
  root.addEventListener('focusin', show);

  root.addEventListener('pointerup', (event) => {
    if (event.pointerType !== 'touch') return;
    const tip = tipOf(event.target);
    for (const open of root.querySelectorAll<HTMLElement>(`.${OPEN}`)) if (open !== tip) open.classList.remove(OPEN);
    if (!tip) return;
    tip.classList.remove(DISMISSED);
    tip.classList.toggle(OPEN);
    requestAnimationFrame(() => place(tip));
  });

  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const tip of root.querySelectorAll<HTMLElement>('.tip:hover, .tip:focus-within, .tip--open')) {
      tip.classList.remove(OPEN);
      tip.classList.add(DISMISSED);
    }
  });
}

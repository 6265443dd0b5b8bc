/**
 * "Show more" that reveals a fixed number of items per click (StepList.astro), and by itself as the visitor
 * scrolls near the button (grow-on-scroll.ts). A click moves focus to the first item revealed, so keyboard and
 * screen-reader users continue where the new items start; the automatic growth leaves focus alone. The button
 * goes when nothing is left.
 */
import { growOnScroll } from './grow-on-scroll.ts';

/** The items to reveal on the next click: the first `step` hidden ones, in order. */
export function nextStep<T extends { hidden: boolean }>(items: readonly T[], step: number): T[] {
  return items.filter((item) => item.hidden).slice(0, Math.max(1, step));
}

export function wireStepLists(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-step-more]')) {
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!list || button.dataset.wired) continue;
    button.dataset.wired = '';
    const step = Number(list.dataset.step) || 4;
    const count = button.querySelector('[data-step-count]');
    const reveal = (focus: boolean) => {
      const items = [...list.children].filter((el): el is HTMLElement => el instanceof HTMLElement);
      const revealed = nextStep(items, step);
      for (const item of revealed) item.hidden = false;
      const left = items.filter((item) => item.hidden).length;
      if (count) count.textContent = `(${left})`;
      if (left === 0) button.closest('.step-more')?.remove();
      if (focus) (revealed[0]?.querySelector<HTMLElement>('a[href], button') ?? revealed[0])?.focus({ preventScroll: false });
    };
    const growth = growOnScroll(button, () => reveal(false));
    button.addEventListener('click', () => {
      reveal(true);
      growth.grew();
    });
  }
}

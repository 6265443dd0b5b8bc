/**
 * "Show more" that reveals a fixed number of items per click (StepList.astro), and by itself as the visitor
 * scrolls near the button (grow-on-scroll.ts). A click moves focus to the first item revealed, so keyboard and
 * screen-reader users continue where the new items start; the automatic growth leaves focus alone. The button
 * hides when nothing is left.
 *
 * A page script may narrow the list to a selection (`selectInStepList`, e.g. the realizations of one category):
 * the items outside it are marked `data-out` and never revealed, and the list starts over at its first items.
 */
import { growOnScroll } from './grow-on-scroll.ts';

/** The items to reveal next: the first `step` hidden ones in the selection (`isIn`), in order. */
export function nextStep<T extends { hidden: boolean }>(
  items: readonly T[],
  step: number,
  isIn: (item: T) => boolean = () => true,
): T[] {
  return items.filter((item) => item.hidden && isIn(item)).slice(0, Math.max(1, step));
}

const isIn = (item: HTMLElement) => !item.hasAttribute('data-out');

const itemsOf = (list: HTMLElement) => [...list.children].filter((el): el is HTMLElement => el instanceof HTMLElement);

const buttonOf = (list: HTMLElement) => document.querySelector<HTMLButtonElement>(`[data-step-more][aria-controls="${list.id}"]`);

/** The button says how many are left, and hides with its line when none are. */
function showLeft(list: HTMLElement): void {
  const button = buttonOf(list);
  if (!button) return;
  const left = itemsOf(list).filter((item) => item.hidden && isIn(item)).length;
  const count = button.querySelector('[data-step-count]');
  if (count) count.textContent = `(${left})`;
  button.hidden = left === 0;
  const line = button.closest<HTMLElement>('.step-more');
  if (line) line.hidden = left === 0;
}

/**
 * Narrows the list to the items `keep` accepts, starting over with the first of them shown (the list's
 * `data-first`); `keep` null: every item. Answers how many items the selection has.
 */
export function selectInStepList(list: HTMLElement, keep: ((item: HTMLElement) => boolean) | null): number {
  const first = Number(list.dataset.first) || 0;
  let kept = 0;
  for (const item of itemsOf(list)) {
    const selected = keep === null || keep(item);
    item.toggleAttribute('data-out', !selected);
    item.hidden = !selected || kept >= first;
    if (selected) kept++;
  }
  showLeft(list);
  return kept;
}

export function wireStepLists(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-step-more]')) {
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!list || button.dataset.wired !== undefined) continue;
    button.dataset.wired = '';
    const step = Number(list.dataset.step) || 4;
    const reveal = (focus: boolean) => {
      const revealed = nextStep(itemsOf(list), step, isIn);
      for (const item of revealed) item.hidden = false;
      showLeft(list);
      if (focus) (revealed[0]?.querySelector<HTMLElement>('a[href], button') ?? revealed[0])?.focus({ preventScroll: false });
    };
    const growth = growOnScroll(button, () => reveal(false));
    button.addEventListener('click', () => {
      reveal(true);
      growth.grew();
    });
  }
}

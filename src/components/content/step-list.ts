/**
 * "Show more" that reveals a fixed number of items per click (StepList.astro). Focus moves to the first item
 * revealed so keyboard and screen-reader users continue where the new items start; the button goes when
 * nothing is left.
 */

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
    button.addEventListener('click', () => {
      const items = [...list.children].filter((el): el is HTMLElement => el instanceof HTMLElement);
      const revealed = nextStep(items, step);
      for (const item of revealed) item.hidden = false;
      const left = items.filter((item) => item.hidden).length;
      if (count) count.textContent = `(${left})`;
      const target = revealed[0]?.querySelector<HTMLElement>('a[href], button') ?? revealed[0];
      if (left === 0) button.closest('.step-more')?.remove();
      target?.focus({ preventScroll: false });
    });
  }
}

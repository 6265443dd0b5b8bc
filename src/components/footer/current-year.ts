/**
 * The copyright's year by the visitor's clock: a page built in December still shows the new year on 1 January.
 * The build writes its own year into the same 4-digit, tabular-figure slot, so the change moves nothing.
 */
export function showCurrentYear(root: ParentNode = document): void {
  const year = String(new Date().getFullYear());
  for (const slot of root.querySelectorAll<HTMLElement>('[data-current-year]')) {
    if (slot.textContent !== year) slot.textContent = year;
  }
}

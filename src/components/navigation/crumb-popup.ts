/** Breadcrumb popups (CrumbPopup.astro): Escape closes and returns focus to the crumb; a click outside closes. */
export function wireCrumbPopups(): void {
  const popups = [...document.querySelectorAll<HTMLDetailsElement>('[data-crumb-popup]')];
  if (popups.length === 0) return;
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

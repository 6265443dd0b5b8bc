/**
 * The add-to-basket toggles of the file lists on a page (FileGroups.astro): each button shows whether its file
 * can be added, is being added or is in the basket (`data-state` out / adding / in), from the basket and
 * downloads stores, so it stays in step with the header panel, the download basket island and other tabs.
 * A click toggles the file through the downloads controller; the download API (browser content client and its
 * schemas) loads on the first click. The outcome is announced in the list's status line; a failed add opens
 * the error dialog the header renders (BasketPanel.astro), which gives focus back to the button on Close.
 */
import { $basket, hasFile } from '../../stores/basket.ts';
import { $adding, $addFailure, dismissAddFailure } from '../../stores/downloads.ts';
import { loadDownloadApi, toggleFile } from './downloads-controller.ts';

let initialized = false;

function announce(root: HTMLElement, text: string): void {
  const status = root.querySelector<HTMLElement>('[data-file-status]');
  if (!status) return;
  // Emptied first: the same words twice in a row are announced twice.
  status.textContent = '';
  requestAnimationFrame(() => {
    status.textContent = text;
  });
}

export function initFileToggles(): void {
  if (initialized || !document.querySelector('[data-file-toggle]')) return;
  initialized = true;

  const render = () => {
    const files = $basket.get();
    const adding = $adding.get();
    for (const button of document.querySelectorAll<HTMLButtonElement>('[data-file-toggle]')) {
      const url = button.dataset.fileToggle ?? '';
      const state = adding.includes(url) ? 'adding' : hasFile(files, url) ? 'in' : 'out';
      if (button.dataset.state === state) continue;
      button.dataset.state = state;
      if (state === 'adding') button.setAttribute('aria-disabled', 'true');
      else button.removeAttribute('aria-disabled');
    }
  };
  $basket.subscribe(render);
  $adding.listen(render);

  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-file-toggle]') : null;
    const root = button?.closest<HTMLElement>('[data-file-groups]');
    const url = button?.dataset.fileToggle;
    if (!button || !root || !url || button.dataset.state === 'adding') return;
    const name = button.querySelector('.visually-hidden')?.textContent ?? '';
    void toggleFile(url, { lookup: async (u) => (await loadDownloadApi(root.dataset.locale)).lookup(u) }).then((result) => {
      if (result === 'added') announce(root, `${root.dataset.textAdded ?? ''}${name}`);
      else if (result === 'removed') announce(root, `${root.dataset.textRemoved ?? ''}${name}`);
    });
  });

  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-basket-error]');
  if (!dialog) return;
  $addFailure.subscribe((url) => {
    if (url && !dialog.open) dialog.showModal();
  });
  dialog.addEventListener('close', dismissAddFailure);
}

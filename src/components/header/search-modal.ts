/**
 * The search modal's behaviour over the server-rendered `<dialog>` (SearchModal.astro), from the header store:
 * open → showModal() and focus in the phrase input; the ready flag (10 ms later) → `data-ready`, which the CSS
 * animates in; a close request (Esc, the close button, a click on the backdrop) → ready off, the modal animates
 * out and closes 200 ms later, and focus goes back to the button that opened it. Submitting trims the phrase
 * and lets the GET form go to the search page with `?q=`; an empty phrase does not submit.
 */
import { $header, header } from '../../stores/header.ts';
import { focusables, trapTab } from '../ui/focus.ts';

let dialog: HTMLDialogElement | null = null;
let returnFocus: HTMLElement | null = null;

export function initSearchModal(root: HTMLElement): void {
  if (dialog) return;
  const element = root.querySelector<HTMLDialogElement>('dialog[data-search-modal]');
  const input = element?.querySelector<HTMLInputElement>('[data-search-input]');
  const form = element?.querySelector<HTMLFormElement>('[data-search-form]');
  if (!element || !input || !form || typeof element.showModal !== 'function') return;
  dialog = element;
  const modal = element;

  let wasOpen = false;
  $header.subscribe(({ search }) => {
    if (search.open && !modal.open) {
      input.value = search.phrase;
      modal.showModal();
      input.focus();
      input.select();
    }
    modal.toggleAttribute('data-ready', search.ready);
    if (!search.open && modal.open) modal.close();
    if (wasOpen && !search.open) {
      returnFocus?.focus();
      returnFocus = null;
    }
    wasOpen = search.open;
  });

  modal.addEventListener('keydown', (event) => {
    // Focus stays in the modal (a modal dialog alone would let Tab leave the page for the browser's own UI).
    if (trapTab(event, focusables(modal)) || event.key !== 'Escape') return;
    event.preventDefault();
    header.closeSearch();
  });
  // Esc can also arrive as a cancel request (e.g. the Back gesture); closed without animation, sync the store.
  modal.addEventListener('cancel', (event) => {
    event.preventDefault();
    header.closeSearch();
  });
  modal.addEventListener('close', () => {
    if ($header.get().search.open) header.closeSearchNow();
  });
  modal.addEventListener('click', (event) => {
    // The sheet fills the dialog box; a click on the dialog itself is a click on the backdrop.
    const target = event.target instanceof Element ? event.target : null;
    if (target === modal || target?.closest('[data-search-close]')) header.closeSearch();
  });
  input.addEventListener('input', () => header.setSearchPhrase(input.value));
  form.addEventListener('submit', (event) => {
    const phrase = input.value.trim();
    if (!phrase) {
      event.preventDefault();
      input.value = '';
      input.focus();
      return;
    }
    input.value = phrase;
    header.setSearchPhrase(phrase);
  });
}

/** Opens the modal; focus returns to `trigger` when it closes. */
export function openSearch(trigger: HTMLElement | null): void {
  if (!dialog) {
    // No dialog support: the search page itself.
    const form = document.querySelector<HTMLFormElement>('[data-search-form]');
    if (form) window.location.assign(form.action);
    return;
  }
  returnFocus = trigger;
  header.openSearch();
}

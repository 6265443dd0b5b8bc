/**
 * The page's part of the contact and customer-service forms, run with the page (their islands hydrate only
 * when a form comes into view, and then load React): the submit buttons work from the start, and a submit
 * before a form's island runs is held (stores/entry-forms.ts) instead of going nowhere. The island answers it
 * when it starts, with the form's errors or by sending, and keeps what was typed meanwhile. Without
 * JavaScript the buttons stay off, so the form is never sent natively to the page's own address.
 */
import { holdSubmit, isRunning } from '../../stores/entry-forms.ts';

let holding = false;

export function holdEarlySubmits(): void {
  if (holding) return;
  holding = true;
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-entry-form]')) {
    if (isRunning(form.id)) continue;
    for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) button.disabled = false;
  }
  // Capturing at the document, before the island's own listener: one submit is either held or the island's.
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches('[data-entry-form]') || isRunning(form.id)) return;
      event.preventDefault();
      event.stopPropagation();
      holdSubmit(form.id);
    },
    true,
  );
}

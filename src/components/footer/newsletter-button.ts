/**
 * Wires every `[data-newsletter-open]` button (the footer's sign-up, the newsletter block) to the newsletter store;
 * the newsletter gate mounts the newsletter island, which opens its modal from it. One delegated listener, so buttons rendered later
 * work too.
 */
import { newsletterModal } from '../../stores/newsletter.ts';

let wired = false;

export function wireNewsletterButtons(): void {
  if (wired) return;
  wired = true;
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-newsletter-open]') : null;
    if (!button) return;
    event.preventDefault();
    newsletterModal.open();
  });
}

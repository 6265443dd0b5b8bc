/**
 * Wires every `[data-newsletter-open]` button (the footer's sign-up, the newsletter block, the confirmation
 * page's "sign up again") to the newsletter: one delegated listener, so buttons rendered later work too. The
 * newsletter's store, React island and texts load on the first click (newsletter/open-newsletter.ts): this is
 * all a page carries of it until then, a few dozen bytes on every page's JavaScript budget.
 */
let wired = false;

export function wireNewsletterButtons(): void {
  if (wired) return;
  wired = true;
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-newsletter-open]') : null;
    if (!button) return;
    event.preventDefault();
    // Code that fails to load reloads the page (the app shell's chunk-reload guard) and the import resolves to
    // nothing meanwhile: `?.` lets that go quietly.
    import('../newsletter/open-newsletter.ts')
      .then((newsletter) => newsletter?.openNewsletter(button.dataset.newsletterOpen))
      .catch((error: unknown) => console.error('newsletter: the sign-up form could not be loaded', error));
  });
}

/**
 * Loads the newsletter island when the modal is first asked for (a `[data-newsletter-open]` button sets the
 * store): React, the form kit and the texts stay off every page until a visitor wants to sign up. Reads the
 * locale and the privacy page from the footer's host element.
 */
import { isLocale } from '#contract/locales.ts';
import { $newsletterModal } from '../../stores/newsletter.ts';

export function startNewsletterGate(): void {
  const host = document.querySelector<HTMLElement>('[data-newsletter-host]');
  if (!host) return;
  const { newsletterLocale, privacyHref } = host.dataset;
  let mounting: Promise<void> | null = null;
  const unlisten = $newsletterModal.subscribe((open) => {
    if (!open || mounting) return;
    mounting = import('./mount-newsletter.tsx')
      .then(({ mountNewsletter }) =>
        mountNewsletter(host, isLocale(newsletterLocale) ? newsletterLocale : 'pl', privacyHref || null),
      )
      .then(() => unlisten())
      .catch((error: unknown) => {
        mounting = null;
        console.error('newsletter: the sign-up form could not be loaded', error);
      });
  });
}

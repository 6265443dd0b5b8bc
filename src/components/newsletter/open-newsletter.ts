/**
 * Opens the newsletter modal: on the first call mounts the newsletter island into the footer's host (its
 * locale and privacy page read from the host), then sets the store the island renders from.
 */
import { isLocale } from '#contract/locales.ts';
import { newsletterModal } from '../../stores/newsletter.ts';

let mounted: Promise<void> | null = null;

export async function openNewsletter(): Promise<void> {
  const host = document.querySelector<HTMLElement>('[data-newsletter-host]');
  if (!host) return;
  const { newsletterLocale, privacyHref } = host.dataset;
  mounted ??= import('./mount-newsletter.tsx')
    .then(({ mountNewsletter }) =>
      mountNewsletter(host, isLocale(newsletterLocale) ? newsletterLocale : 'pl', privacyHref || null),
    )
    .catch((error: unknown) => {
      mounted = null;
      throw error;
    });
  await mounted;
  newsletterModal.open();
}

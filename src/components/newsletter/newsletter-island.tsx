/**
 * The newsletter island, opened by any `[data-newsletter-open]` button (footer/newsletter-button.ts, through
 * open-newsletter.ts): on the first open it mounts into the footer's host (locale and privacy page read from
 * the host) with its locale's texts and the newsletter controller; then the store opens the modal.
 */
import { localeOr } from '#contract/locales.ts';
import { createBrowserClient } from '../../data/browser-client.ts';
import { loadTexts } from '../../i18n/lazy-texts.ts';
import { type NewsletterView, newsletterModal } from '../../stores/newsletter.ts';
import { mountIsland } from '../ui/mount-island.tsx';
import { createNewsletterController } from './newsletter-controller.ts';
import NewsletterRoot from './NewsletterRoot.tsx';

export async function openNewsletterIsland(host: HTMLElement, view: NewsletterView = 'subscribe'): Promise<void> {
  await mountIsland(host, async () => {
    const { newsletterLocale, privacyHref } = host.dataset;
    const locale = localeOr(newsletterLocale);
    const { messages, fallback } = await loadTexts(locale, ['newsletter', 'form', 'common']);
    const controller = createNewsletterController(createBrowserClient(locale));
    const element = (
      <NewsletterRoot
        locale={locale}
        messages={messages}
        fallback={fallback}
        privacyHref={privacyHref || null}
        controller={controller}
      />
    );
    return { element, controller };
  });
  newsletterModal.open(view);
}

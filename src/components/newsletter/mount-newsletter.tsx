/** Mounts the newsletter island into the footer's host on the first open, with its locale's texts. */
import { createRoot } from 'react-dom/client';
import type { Locale } from '#contract/locales.ts';
import { loadTexts } from '../../i18n/lazy-texts.ts';
import NewsletterRoot from './NewsletterRoot.tsx';

export async function mountNewsletter(host: HTMLElement, locale: Locale, privacyHref: string | null): Promise<void> {
  const { messages, fallback } = await loadTexts(locale, ['newsletter', 'form', 'common']);
  createRoot(host).render(<NewsletterRoot locale={locale} messages={messages} fallback={fallback} privacyHref={privacyHref} />);
}

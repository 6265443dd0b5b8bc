/**
 * The newsletter confirmation page's script: reads the token from the address (the host serves this page for
 * every `{page}/{token}`), confirms it (newsletterConfirm, or
 * newsletterConfirmUnsubscribe) and shows the outcome: confirmed, the link invalid or already used (404, or no
 * token), or a failure with a retry. The visible state's heading takes focus, so a screen reader reads it.
 */
import * as endpoints from '#contract/endpoints/newsletter-confirmation.ts';
import { isLocale } from '#contract/locales.ts';
import { createBrowserClient } from '../../data/browser-client.ts';
import { ContentApiError } from '../../data/content-protocol.ts';
import { confirmationToken } from './confirmation-token.ts';

type State = 'pending' | 'done' | 'invalid' | 'error';

export function startNewsletterConfirmation(): void {
  const root = document.querySelector<HTMLElement>('[data-newsletter-confirmation]');
  if (!root) return;
  const { newsletterConfirmation: kind, pagePath = '', locale } = root.dataset;
  const client = createBrowserClient(isLocale(locale) ? locale : 'pl');
  const token = confirmationToken(window.location.pathname, pagePath);

  const show = (state: State) => {
    for (const block of root.querySelectorAll<HTMLElement>('[data-state]')) block.hidden = block.dataset.state !== state;
    root.setAttribute('aria-busy', String(state === 'pending'));
    if (state !== 'pending') root.querySelector<HTMLElement>(`[data-state="${state}"] h1`)?.focus();
  };

  const confirm = async () => {
    if (!token) return show('invalid');
    show('pending');
    const endpoint = kind === 'unsubscribe' ? endpoints.newsletterConfirmUnsubscribe : endpoints.newsletterConfirm;
    try {
      await client.send(endpoint, { token }, {});
      show('done');
    } catch (error) {
      show(error instanceof ContentApiError && error.status === 404 ? 'invalid' : 'error');
    }
  };

  root.querySelector('[data-confirmation-retry]')?.addEventListener('click', () => void confirm());
  void confirm();
}

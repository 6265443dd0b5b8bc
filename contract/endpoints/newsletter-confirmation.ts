/**
 * Endpoints of the newsletter confirmation page: a subscription or unsubscription confirmed by its token.
 * Apart from the form's (newsletter.ts), each in its own page's chunk.
 */
import { write } from '../endpoint.ts';

export const newsletterConfirm = write(
  'newsletter_subscriber_requests',
  'PUT',
  '/api/newsletter_subscriber_requests/{token}',
  null,
);
export const newsletterConfirmUnsubscribe = write(
  'newsletter_subscriber_requests',
  'PUT',
  '/api/newsletter_subscriber_requests/unsubscribe/{token}',
  null,
);

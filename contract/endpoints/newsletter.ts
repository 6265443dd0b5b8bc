/** Endpoints of the newsletter sign-up form: subscribe and unsubscribe requests (confirmed by token: newsletter-confirmation.ts). */
import { write } from '../endpoint.ts';

export const newsletterSubscribe = write('newsletter_subscriber_requests', 'POST', '/api/newsletter_subscriber_requests', null);
export const newsletterUnsubscribe = write(
  'newsletter_subscriber_requests',
  'POST',
  '/api/newsletter_subscriber_requests/unsubscribe',
  null,
);

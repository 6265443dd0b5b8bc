/**
 * The newsletter modal and its outcome. Any `[data-newsletter-open]` button (the footer's sign-up, the
 * newsletter block) opens the modal through this store; the newsletter island renders the modal from it, and
 * after a call closes it and shows the outcome in a small dialog: subscribed, unsubscribed, the address
 * already subscribed (409), or a failure.
 */
import { atom } from 'nanostores';

export type NewsletterOutcome = 'subscribed' | 'unsubscribed' | 'exists' | 'error';

export const $newsletterModal = atom<boolean>(false);
export const $newsletterOutcome = atom<NewsletterOutcome | null>(null);

export const newsletterModal = {
  open: () => {
    $newsletterOutcome.set(null);
    $newsletterModal.set(true);
  },
  close: () => $newsletterModal.set(false),
  /** After any call: the modal closes and the outcome shows. */
  finish: (outcome: NewsletterOutcome) => {
    $newsletterModal.set(false);
    $newsletterOutcome.set(outcome);
  },
  dismissOutcome: () => $newsletterOutcome.set(null),
};

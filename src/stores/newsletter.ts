/**
 * The newsletter modal and its outcome. Any `[data-newsletter-open]` button (the footer's sign-up, the
 * newsletter block) opens the modal through this store; the newsletter island renders the modal from it, and
 * after a call closes it and shows the outcome in a small dialog: subscribed, unsubscribed, the address
 * already subscribed (409), or a failure. A button may open it on the unsubscribe form
 * (`data-newsletter-open="unsubscribe"`, the confirmation page of a used unsubscribe link).
 */
import { atom } from 'nanostores';

export type NewsletterOutcome = 'subscribed' | 'unsubscribed' | 'exists' | 'error';
export type NewsletterView = 'subscribe' | 'unsubscribe';

export const $newsletterModal = atom<boolean>(false);
export const $newsletterView = atom<NewsletterView>('subscribe');
export const $newsletterOutcome = atom<NewsletterOutcome | null>(null);

/** The view a button's `data-newsletter-open` asks for: the unsubscribe form, else the sign-up. */
export function requestedView(value: string | undefined): NewsletterView {
  return value === 'unsubscribe' ? 'unsubscribe' : 'subscribe';
}

export const newsletterModal = {
  open: (view: NewsletterView = 'subscribe') => {
    $newsletterOutcome.set(null);
    $newsletterView.set(view);
    $newsletterModal.set(true);
  },
  /** The modal's link between the sign-up and the unsubscribe form. */
  switchView: (view: NewsletterView) => $newsletterView.set(view),
  close: () => $newsletterModal.set(false),
  /** After any call: the modal closes and the outcome shows. */
  finish: (outcome: NewsletterOutcome) => {
    $newsletterModal.set(false);
    $newsletterOutcome.set(outcome);
  },
  dismissOutcome: () => $newsletterOutcome.set(null),
};

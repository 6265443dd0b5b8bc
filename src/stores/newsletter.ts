/**
 * The newsletter modal's open flag.
 * The footer's sign-up button (and any `[data-newsletter-open]` button, e.g. the newsletter block) opens it
 * through this store; the newsletter island (forms issue) renders the modal from it and closes it.
 */
import { atom } from 'nanostores';

export const $newsletterModal = atom<boolean>(false);

export const newsletterModal = {
  open: () => $newsletterModal.set(true),
  close: () => $newsletterModal.set(false),
};

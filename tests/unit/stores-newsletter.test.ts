import { describe, expect, it } from 'vitest';
import { $newsletterModal, newsletterModal } from '#src/stores/newsletter.ts';

describe('newsletter modal store', () => {
  it('starts closed; the sign-up button opens it and the modal closes it', () => {
    expect($newsletterModal.get()).toBe(false);
    newsletterModal.open();
    expect($newsletterModal.get()).toBe(true);
    newsletterModal.close();
    expect($newsletterModal.get()).toBe(false);
  });
});

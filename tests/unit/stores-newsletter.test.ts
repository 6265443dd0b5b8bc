import { describe, expect, it } from 'vitest';
import { $newsletterModal, $newsletterOutcome, $newsletterView, newsletterModal, requestedView } from '#src/stores/newsletter.ts';

describe('newsletter store', () => {
  it('opens and closes the modal', () => {
    expect($newsletterModal.get()).toBe(false);
    newsletterModal.open();
    expect($newsletterModal.get()).toBe(true);
    newsletterModal.close();
    expect($newsletterModal.get()).toBe(false);
  });

  it('after a call the modal closes and the outcome shows; opening again clears it', () => {
    newsletterModal.open();
    newsletterModal.finish('exists');
    expect($newsletterModal.get()).toBe(false);
    expect($newsletterOutcome.get()).toBe('exists');
    newsletterModal.open();
    expect($newsletterOutcome.get()).toBeNull();
    newsletterModal.finish('subscribed');
    newsletterModal.dismissOutcome();
    expect($newsletterOutcome.get()).toBeNull();
    expect($newsletterModal.get()).toBe(false);
  });

  it('opens on the form a button asks for: the sign-up, or the unsubscribe form', () => {
    expect(requestedView('unsubscribe')).toBe('unsubscribe');
    expect(requestedView('')).toBe('subscribe');
    expect(requestedView(undefined)).toBe('subscribe');
    newsletterModal.open('unsubscribe');
    expect($newsletterView.get()).toBe('unsubscribe');
    newsletterModal.switchView('subscribe');
    expect($newsletterView.get()).toBe('subscribe');
    newsletterModal.open('unsubscribe');
    newsletterModal.open();
    expect($newsletterView.get()).toBe('subscribe');
    newsletterModal.close();
  });
});

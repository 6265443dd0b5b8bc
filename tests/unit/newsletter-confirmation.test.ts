/** The token of a newsletter confirmation address (src/components/newsletter/confirmation-token.ts). */
import { describe, expect, it } from 'vitest';
import { confirmationToken } from '#src/components/newsletter/confirmation-token.ts';

describe('confirmationToken', () => {
  it('takes what follows the page path, with or without a trailing slash', () => {
    expect(confirmationToken('/de/newsletter/confirmation/0a1b2c', '/de/newsletter/confirmation/')).toBe('0a1b2c');
    expect(confirmationToken('/newsletter/confirmation/unsubscribe/ab_C-9/', '/newsletter/confirmation/unsubscribe/')).toBe(
      'ab_C-9',
    );
  });

  it('has none on the page itself, under another page, or for what is not token-shaped', () => {
    expect(confirmationToken('/pl/newsletter/confirmation/', '/pl/newsletter/confirmation/')).toBeNull();
    expect(confirmationToken('/pl/kontakt/abc', '/pl/newsletter/confirmation/')).toBeNull();
    expect(confirmationToken('/pl/newsletter/confirmation/a/b', '/pl/newsletter/confirmation/')).toBeNull();
    expect(confirmationToken('/pl/newsletter/confirmation/%3Cscript%3E', '/pl/newsletter/confirmation/')).toBeNull();
    expect(confirmationToken('/pl/newsletter/confirmation/%E0%A4%A', '/pl/newsletter/confirmation/')).toBeNull();
    expect(confirmationToken(`/pl/newsletter/confirmation/${'a'.repeat(129)}`, '/pl/newsletter/confirmation/')).toBeNull();
  });
});

/**
 * The newsletter's calls with the browser content client: sign-up (newsletterSubscribe) and unsubscribe
 * (newsletterUnsubscribe), and what a failed call shows: the address already there (409, on
 * signing up) or the general failure. The island (NewsletterRoot.tsx) renders the store and sends through this.
 */
import type { WriteEndpoint } from '#contract/endpoint.ts';
import * as endpoints from '#contract/endpoints/newsletter.ts';
import { type BrowserContentClient, ContentApiError } from '../../data/browser-client.ts';
import type { NewsletterOutcome, NewsletterView } from '../../stores/newsletter.ts';

const ENDPOINTS: Record<NewsletterView, WriteEndpoint<string, null>> = {
  subscribe: endpoints.newsletterSubscribe,
  unsubscribe: endpoints.newsletterUnsubscribe,
};

/** What a failed call shows: the address already there (409, on subscribing) or the general failure. */
export function failureOutcome(error: unknown): NewsletterOutcome {
  return error instanceof ContentApiError && error.status === 409 ? 'exists' : 'error';
}

export interface NewsletterController {
  /** Sends the form's body for the view; throws what the API answered. */
  send(view: NewsletterView, body: Record<string, unknown>): Promise<void>;
}

export function createNewsletterController(client: BrowserContentClient): NewsletterController {
  return {
    async send(view, body) {
      await client.send(ENDPOINTS[view], {}, body);
    },
  };
}

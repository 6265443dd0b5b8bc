/**
 * The newsletter island's trigger, loaded on the first click of a sign-up button (footer/newsletter-button.ts):
 * finds the footer's host and opens the island (newsletter-island.tsx) in it. A step of its own because the
 * button's listener is on every page: the island's import names its dozen chunks (preloaded together), and
 * that list belongs here rather than in every page's script.
 */
import { requestedView } from '../../stores/newsletter.ts';
import { importChunk } from '../app-shell/chunk-reload.ts';

/** `requested`: the button's `data-newsletter-open` (`unsubscribe` opens that form). */
export async function openNewsletter(requested?: string): Promise<void> {
  const host = document.querySelector<HTMLElement>('[data-newsletter-host]');
  if (!host) return;
  const island = await importChunk(() => import('./newsletter-island.tsx'));
  await island.openNewsletterIsland(host, requestedView(requested));
}

/**
 * Consent signals to the tag manager in the browser. The head script (consent-mode.ts) has defined
 * `dataLayer` and `gtag()` on pages whose locale has a container; without them there is nothing to signal.
 */
import { CONSENT_UPDATE_EVENT, type ConsentChoice, TAG_MANAGER_POLL_MS, consentModeState } from './consent-mode.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    /** Defined by the tag manager once a container has loaded, keyed by container id. */
    google_tag_manager?: Record<string, unknown>;
  }
}

/** Polling stops after this long: a blocked or offline tag manager never loads, and nothing then listens. */
export const TAG_MANAGER_WAIT_LIMIT_MS = 60_000;

export function tagManagerLoaded(containerId: string): boolean {
  return Boolean(window.google_tag_manager?.[containerId]);
}

/** Resolves true once the container has loaded (checked every TAG_MANAGER_POLL_MS), false at the limit. */
export function whenTagManagerLoaded(
  containerId: string,
  { interval = TAG_MANAGER_POLL_MS, limit = TAG_MANAGER_WAIT_LIMIT_MS } = {},
): Promise<boolean> {
  if (tagManagerLoaded(containerId)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const started = Date.now();
    const timer = setInterval(() => {
      const loaded = tagManagerLoaded(containerId);
      if (!loaded && Date.now() - started < limit) return;
      clearInterval(timer);
      resolve(loaded);
    }, interval);
  });
}

/**
 * Signals a saved choice once the tag manager has loaded: `gtag('consent', 'update', …)` with every
 * parameter, and on a newly created consent the `cookie_consent_update` event. Resolves whether it was sent.
 */
export async function signalConsent(
  choice: ConsentChoice,
  { containerId, created }: { containerId: string | null; created: boolean },
): Promise<boolean> {
  if (!containerId || typeof window.gtag !== 'function') return false;
  if (!(await whenTagManagerLoaded(containerId))) return false;
  window.gtag('consent', 'update', consentModeState(choice));
  if (created) window.dataLayer?.push({ event: CONSENT_UPDATE_EVENT });
  return true;
}

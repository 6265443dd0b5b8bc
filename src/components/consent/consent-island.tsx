/**
 * The consent island, opened by the page's consent gate (consent-gate.ts) when a popup view is needed: on the
 * first open it mounts into the page's consent host with the `cookies` texts of its locale and the consent
 * controller; then the store names the view.
 */
import { loadTexts } from '../../i18n/lazy-texts.ts';
import { type ConsentView, consentUi } from '../../stores/consent.ts';
import { mountIsland } from '../ui/mount-island.tsx';
import type { ConsentOptions } from './consent-gate.ts';
import { createConsentController } from './consent-controller.ts';
import ConsentRoot from './ConsentRoot.tsx';

export async function openConsentIsland(
  host: HTMLElement,
  options: ConsentOptions,
  view: ConsentView,
  requested: boolean,
): Promise<void> {
  await mountIsland(host, async () => {
    const { messages } = await loadTexts(options.locale, ['cookies'], { fallback: false });
    const controller = createConsentController(options.locale, options.containerId);
    const element = (
      <ConsentRoot locale={options.locale} messages={messages} privacyHref={options.privacyHref} controller={controller} />
    );
    return { element, controller };
  });
  consentUi.open(view, requested);
}

/**
 * The sample request island, opened by the patterns page's "Order samples" button (sample-toggles.ts): on the
 * first opening it mounts into the page's host (locale, privacy page and the dialog's own texts read from the
 * host) with the form kit's texts and the sample request controller; then the store opens the dialog. React, the form kit and the texts
 * load only here, so the patterns page stays a content page until a visitor asks for samples.
 */
import { localeOr } from '#contract/locales.ts';
import { createBrowserClient } from '../../data/browser-client.ts';
import { loadTexts } from '../../i18n/lazy-texts.ts';
import { type Messages, createTranslator } from '../../i18n/translator.ts';
import { sampleRequest } from '../../stores/samples.ts';
import { mountIsland } from '../ui/mount-island.tsx';
import { type SampleRequestController, createSampleRequestController } from './sample-request-controller.ts';
import SampleRequest from './SampleRequest.tsx';

export async function openSampleRequestIsland(host: HTMLElement): Promise<SampleRequestController> {
  const controller = await mountIsland(host, async () => {
    const locale = localeOr(host.dataset.locale);
    // The dialog's own texts come with the patterns page, gaps already filled from Polish: loaded lazily they
    // would sit in every locale's dictionary chunk, which the consent popup loads on every first visit.
    const loaded = await loadTexts(locale, ['form', 'common']);
    const messages = { ...loaded.messages, ...(JSON.parse(host.dataset.messages ?? '{}') as Messages) };
    const { fallback } = loaded;
    // The desk's entry is worded with the same texts as the dialog.
    const t = createTranslator(locale, messages, fallback);
    const controller = createSampleRequestController(
      createBrowserClient(locale),
      t,
      () => `${location.origin}${location.pathname}`,
    );
    const element = (
      <SampleRequest
        locale={locale}
        messages={messages}
        fallback={fallback}
        privacyHref={host.dataset.privacyHref || null}
        controller={controller}
        returnFocus={() => document.querySelector<HTMLElement>('[data-sample-bar] h2')}
      />
    );
    return { element, controller };
  });
  sampleRequest.open();
  return controller;
}

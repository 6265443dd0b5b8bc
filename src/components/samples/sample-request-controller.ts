/**
 * The sample request's call with the browser content client: the basket's swatches and the form's values go to
 * the service desk as one customer-service entry (sample-entry.ts) through the customer-service form's own
 * call (entry-form-controller.ts). Once the desk has it, the swatches sent leave the basket; one added
 * meanwhile (in another tab) stays for the next request. A failure leaves the basket as it was.
 */
import type { BrowserContentClient } from '../../data/browser-client.ts';
import type { Translate } from '../../i18n/translator.ts';
import { $samples, type SampleSwatch, sampleKey } from '../../stores/samples.ts';
import { createEntryFormController } from '../forms/entry-form-controller.ts';
import { type SampleRequestValues, sampleRequestEntry } from './sample-entry.ts';

export interface SampleRequestController {
  /** Sends the request for the swatches in the basket; answers the swatches sent, or throws what the API answered. */
  send(values: SampleRequestValues): Promise<SampleSwatch[]>;
}

export function createSampleRequestController(
  client: BrowserContentClient,
  t: Translate,
  /** The address of the page the request is sent from, for the desk. */
  page: () => string,
): SampleRequestController {
  const desk = createEntryFormController(client, 'customerService');
  return {
    async send(values) {
      const swatches = $samples.get();
      if (swatches.length === 0) throw new Error('samples: nothing to request, the sample basket is empty');
      await desk.send(sampleRequestEntry(t, values, swatches, page()));
      const sent = new Set(swatches.map(sampleKey));
      $samples.set($samples.get().filter((swatch) => !sent.has(sampleKey(swatch))));
      return swatches;
    },
  };
}

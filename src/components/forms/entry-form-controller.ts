/**
 * The entry forms' calls with the browser content client: each form's entry goes to its endpoint
 * (contactFormEntry, customerServiceEntry). The department goes to the API as its id (a number), the rest as
 * the field rules left it.
 */
import type { WriteEndpoint } from '#contract/endpoint.ts';
import * as endpoints from '#contract/endpoints/forms.ts';
import type { Locale } from '#contract/locales.ts';
import { type BrowserContentClient, createBrowserClient } from '../../data/browser-client.ts';
import type { FormBody } from './use-form.ts';

export type EntryFormKind = 'contact' | 'customerService';

const ENDPOINTS: Record<EntryFormKind, WriteEndpoint<string, null>> = {
  contact: endpoints.contactFormEntry,
  customerService: endpoints.customerServiceEntry,
};

/** The department goes to the API as its id (a number), the rest as the rules left it. */
function requestBody(body: FormBody): FormBody | Record<string, unknown> {
  return typeof body.department === 'string' ? { ...body, department: Number(body.department) } : body;
}

export interface EntryFormController {
  /** Sends the form's entry; throws what the API answered. */
  send(body: FormBody): Promise<void>;
}

export function createEntryFormController(client: BrowserContentClient, kind: EntryFormKind): EntryFormController {
  return {
    async send(body) {
      await client.send(ENDPOINTS[kind], {}, requestBody(body));
    },
  };
}

/** The controller of a form on this page (the island loads with the page: its props are data only). */
export function entryFormController(kind: EntryFormKind, locale: Locale): EntryFormController {
  return createEntryFormController(createBrowserClient(locale), kind);
}

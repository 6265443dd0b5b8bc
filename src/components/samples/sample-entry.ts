/**
 * A sample request as the service desk receives it: the customer-service entry (the body of
 * `POST /api/contact_form_entries/customer_service`) composed from the request form's values and the chosen
 * swatches. The desk has no sample-request record of its own, so everything it needs to act is in the entry:
 * - `subject`: what, how many and for whom at a glance (count, company, city, country), for the desk's inbox;
 * - `message`: the swatches numbered, each with pattern name, code, colour and their ids (what the warehouse
 *   picks; the ids are the same in every language), the delivery address as it goes on the parcel, the contact
 *   for the courier, the visitor's note and the page it was sent from;
 * - `productName`: the pattern codes, so the desk can search entries by product;
 * - the sender (company, name, e-mail, phone) and the consents in the fields the call reads.
 * Labels are in the request's language (the entry is stored with its locale). Pure: unit-tested.
 */
import type { Translate } from '../../i18n/translator.ts';
import type { SampleSwatch } from '../../stores/samples.ts';

/** The request form's values as the field rules leave them (trimmed; an optional empty field undefined). */
export type SampleRequestValues = Record<string, string | boolean | undefined>;

/** The API's bound on the subject and the product name. */
const LINE_MAX = 255;

const text = (value: string | boolean | undefined): string => (typeof value === 'string' ? value : '');

function clip(value: string, max = LINE_MAX): string {
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}

/** A swatch as the basket and the request dialog name it: "Tessa 5646, Bordowy". */
export function swatchName(t: Translate, swatch: SampleSwatch): string {
  return t('samples.swatchName', { pattern: swatch.pattern.name, color: swatch.color.name });
}

export function sampleRequestEntry(
  t: Translate,
  values: SampleRequestValues,
  swatches: readonly SampleSwatch[],
  page: string,
): Record<string, string | boolean> {
  const v = (name: string) => text(values[name]);
  const swatchLines = swatches.map(
    (s, i) =>
      `${i + 1}. ${t('samples.entry.swatch', {
        pattern: s.pattern.name,
        code: s.pattern.code,
        color: s.color.name,
        patternId: s.pattern.id,
        colorId: s.color.id,
      })}`,
  );
  const address = [v('companyName'), v('name'), v('street'), `${v('postalCode')} ${v('city')}`, v('country')];
  const notes = v('notes');
  const message = [
    t('samples.entry.heading'),
    '',
    `${t('samples.entry.swatches', { count: swatches.length })}:`,
    ...swatchLines,
    '',
    `${t('samples.entry.deliverTo')}:`,
    ...address,
    '',
    `${t('samples.entry.contact')}: ${[v('name'), v('email'), v('phone')].join(', ')}`,
    ...(notes ? ['', `${t('samples.entry.notes')}:`, notes] : []),
    '',
    `${t('samples.entry.page')}: ${page}`,
  ].join('\n');
  const codes = [...new Set(swatches.map((s) => s.pattern.code))].join(', ');
  return {
    subject: clip(
      t('samples.entry.subject', { count: swatches.length, company: v('companyName'), city: v('city'), country: v('country') }),
    ),
    companyName: v('companyName'),
    name: v('name'),
    email: v('email'),
    phone: v('phone'),
    productName: clip(codes),
    message,
    termsConsent: values.termsConsent === true,
    policyConsent: values.policyConsent === true,
  };
}

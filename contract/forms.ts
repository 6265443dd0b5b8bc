/**
 * The visitor forms as the site and the content API agree on them: each form's fields (the JSON names the API
 * reads, kind, required, length bounds), the e-mail and phone rules, and the addresses of the newsletter
 * confirmation pages the API's e-mails link to. The site's form kit builds its valibot schemas from these
 * specs and the embedded API validates request bodies with the same ones, so a form never passes in the
 * browser what the API refuses (or the other way round).
 */

export type FieldKind = 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox';

export interface FieldSpec {
  /** The property of the request body (and the `propertyPath` of the API's violations). */
  readonly name: string;
  readonly kind: FieldKind;
  /** Text: not empty; select: a choice; checkbox: ticked. */
  readonly required: boolean;
  /** Checked only when there is a value. */
  readonly minLength?: number;
  readonly maxLength?: number;
}

const text = (name: string, required: boolean, bounds: { min?: number; max?: number } = {}): FieldSpec => ({
  name,
  kind: 'text',
  required,
  maxLength: bounds.max ?? 255,
  ...(bounds.min ? { minLength: bounds.min } : {}),
});
const email = (required = true): FieldSpec => ({ name: 'email', kind: 'email', required, maxLength: 180 });
const phone = (required: boolean): FieldSpec => ({ name: 'phone', kind: 'tel', required, maxLength: 40 });
const message = (): FieldSpec => ({ name: 'message', kind: 'textarea', required: true, minLength: 10, maxLength: 5000 });
const consent = (name: string, required = true): FieldSpec => ({ name, kind: 'checkbox', required });

/** POST /api/newsletter_subscriber_requests: everything required, the three consents included. */
export const NEWSLETTER_SUBSCRIBE_FIELDS: readonly FieldSpec[] = [
  text('name', true, { min: 2 }),
  email(),
  consent('marketingAgreement'),
  consent('acceptanceOfTheRules'),
  consent('confirmationOfReadingThePrivacyPolicy'),
];

/** POST /api/newsletter_subscriber_requests/unsubscribe: the e-mail only. */
export const NEWSLETTER_UNSUBSCRIBE_FIELDS: readonly FieldSpec[] = [email()];

/** POST /api/contact_form_entries/contact_us. `department`: an id (or IRI) of /api/contact_form_departments. */
export const CONTACT_FIELDS: readonly FieldSpec[] = [
  text('companyName', false),
  text('name', true, { min: 2 }),
  email(),
  phone(false),
  { name: 'department', kind: 'select', required: true },
  message(),
  consent('newsletterConsent', false),
  consent('termsConsent'),
  consent('policyConsent'),
];

/**
 * POST /api/contact_form_entries/customer_service: what a service desk needs to act on a report about a delivered
 * product: who (name, company, e-mail, and a phone for a call-back, required), which order (the number from
 * the order confirmation or invoice) and product, and what is wrong.
 */
export const CUSTOMER_SERVICE_FIELDS: readonly FieldSpec[] = [
  text('name', true, { min: 2 }),
  text('companyName', false),
  email(),
  phone(true),
  text('orderNumber', false, { max: 64 }),
  text('productName', false),
  message(),
  consent('termsConsent'),
  consent('policyConsent'),
];

/**
 * What `POST /api/contact_form_entries/customer_service` accepts besides the customer-service form's fields: a
 * subject line, set by requests that go to the service desk through the same call but are of another kind (a
 * sample request); without it the desk's subject names the sender and the order.
 */
export const CUSTOMER_SERVICE_ENTRY_FIELDS: readonly FieldSpec[] = [...CUSTOMER_SERVICE_FIELDS, text('subject', false)];

/**
 * The sample request (fabric and finish samples chosen on the patterns page): who orders, where the swatches go,
 * an optional note and the two consents. It is not a call of its own: the request reaches the service desk
 * through `POST /api/contact_form_entries/customer_service` (CUSTOMER_SERVICE_ENTRY_FIELDS), its subject and
 * message composed from these values and the chosen swatches (at most SAMPLE_LIMIT, contract/samples.ts);
 * company, name, e-mail and phone keep the names the call reads, so the API's violations of them land on these
 * fields. A courier needs the phone and the company.
 */
export const SAMPLE_REQUEST_FIELDS: readonly FieldSpec[] = [
  text('companyName', true, { min: 2 }),
  text('name', true, { min: 2 }),
  email(),
  phone(true),
  text('street', true, { min: 3 }),
  text('postalCode', true, { max: 16 }),
  text('city', true),
  text('country', true),
  { name: 'notes', kind: 'textarea', required: false, maxLength: 1000 },
  consent('termsConsent'),
  consent('policyConsent'),
];

/** A standard e-mail address (valibot's `email()` pattern, so the site and the API accept the same addresses). */
export const EMAIL_PATTERN = /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u;

export const PHONE_DIGITS = { min: 6, max: 20 } as const;

/** Phone: 6 to 20 digits, with optional spaces, parentheses, plus and minus signs. */
export function isValidPhone(value: string): boolean {
  if (!/^[0-9 ()+-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/**
 * The pages the newsletter e-mails link to, within a locale (under its prefix where the domain has one), with
 * the token as the last segment: `/newsletter/confirmation/{token}`, `/newsletter/confirmation/unsubscribe/{token}`.
 */
export const NEWSLETTER_CONFIRMATION_PATHS = {
  subscribe: '/newsletter/confirmation',
  unsubscribe: '/newsletter/confirmation/unsubscribe',
} as const;

export type NewsletterConfirmation = keyof typeof NEWSLETTER_CONFIRMATION_PATHS;

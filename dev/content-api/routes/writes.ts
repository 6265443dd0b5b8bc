/** Visitor writes: newsletter, contact forms, cookie consents. */
import { notFound } from '../errors.ts';
import { readJson } from './body.ts';
import { ERRORS, itemIri, ref, serves } from './helpers.ts';
import * as endpoints from '#contract/endpoints.ts';
import type { JsonSchema, ResponseDoc, RouteDef } from './types.ts';

const NEWSLETTER = 'newsletter';
const FORMS = 'forms';
const CONSENT = 'consent';

const WRITE_ERRORS: Record<string, ResponseDoc> = {
  400: { description: 'Malformed JSON, not an object, or unsupported locale', schema: ref('Error') },
  413: { description: 'Body over 1 MB', schema: ref('Error') },
  415: { description: 'Content type is not application/json', schema: ref('Error') },
  422: { description: 'Validation failed: violations [{ propertyPath, message }]', schema: ref('ConstraintViolationList') },
  503: ERRORS[503],
};

const str = (description: string, extra: JsonSchema = {}): JsonSchema => ({ type: 'string', description, ...extra });
const mustBeTrue = (description: string): JsonSchema => ({ type: 'boolean', const: true, description });

const subscribe: RouteDef = {
  ...serves(endpoints.newsletterSubscribe),
  operationId: 'subscribeNewsletter',
  summary: 'Subscribe to the newsletter (a confirmation token goes to the outbox)',
  tag: NEWSLETTER,
  kind: 'api',
  requestBody: {
    schema: {
      type: 'object',
      required: ['name', 'email', 'marketingAgreement', 'acceptanceOfTheRules', 'confirmationOfReadingThePrivacyPolicy'],
      properties: {
        name: str('Name', { maxLength: 255 }),
        email: str('E-mail', { format: 'email' }),
        marketingAgreement: mustBeTrue('Marketing agreement'),
        acceptanceOfTheRules: mustBeTrue('Acceptance of the rules'),
        confirmationOfReadingThePrivacyPolicy: mustBeTrue('Privacy policy read'),
      },
    },
  },
  responses: {
    201: {
      description: 'Pending subscription: { email, name, status: "pending", token, createdAt }',
      schema: ref('NewsletterRequest'),
    },
    409: { description: 'The address already exists (pending or confirmed, case-insensitive)', schema: ref('Error') },
    ...WRITE_ERRORS,
  },
  handler: async (rc) => ({ kind: 'body', status: 201, body: rc.state.writes.subscribe(await readJson(rc), rc.locale) }),
};

const unsubscribe: RouteDef = {
  ...serves(endpoints.newsletterUnsubscribe),
  operationId: 'unsubscribeNewsletter',
  summary: 'Ask to unsubscribe (a confirmation token goes to the outbox)',
  tag: NEWSLETTER,
  kind: 'api',
  requestBody: { schema: { type: 'object', required: ['email'], properties: { email: str('E-mail', { format: 'email' }) } } },
  responses: {
    201: { description: '{ email, status: "unsubscribe_pending", token, createdAt }', schema: ref('NewsletterRequest') },
    404: { description: 'No subscription for this address', schema: ref('Error') },
    ...WRITE_ERRORS,
  },
  handler: async (rc) => ({ kind: 'body', status: 201, body: rc.state.writes.unsubscribe(await readJson(rc), rc.locale) }),
};

const confirmSubscribe: RouteDef = {
  ...serves(endpoints.newsletterConfirm),
  operationId: 'confirmNewsletterSubscription',
  summary: 'Confirm a subscription by its token (body optional)',
  tag: NEWSLETTER,
  kind: 'api',
  pathParams: { token: 'The token from the confirmation message' },
  requestBody: { required: false, schema: { type: 'object' } },
  responses: {
    200: { description: '{ email, name, status: "confirmed", updatedAt }', schema: ref('NewsletterRequest') },
    404: { description: 'Unknown or already used token', schema: ref('Error') },
    ...WRITE_ERRORS,
  },
  handler: async (rc) => {
    await readJson(rc, { allowEmpty: true });
    return { kind: 'body', status: 200, body: rc.state.writes.confirm(rc.params.token ?? '', 'subscribe') };
  },
};

const confirmUnsubscribe: RouteDef = {
  ...serves(endpoints.newsletterConfirmUnsubscribe),
  operationId: 'confirmNewsletterUnsubscription',
  summary: 'Confirm an unsubscription by its token (body optional)',
  tag: NEWSLETTER,
  kind: 'api',
  pathParams: { token: 'The token from the unsubscribe message' },
  requestBody: { required: false, schema: { type: 'object' } },
  responses: {
    200: { description: '{ email, name, status: "unsubscribed", updatedAt }', schema: ref('NewsletterRequest') },
    404: { description: 'Unknown or already used token', schema: ref('Error') },
    ...WRITE_ERRORS,
  },
  handler: async (rc) => {
    await readJson(rc, { allowEmpty: true });
    return { kind: 'body', status: 200, body: rc.state.writes.confirm(rc.params.token ?? '', 'unsubscribe') };
  },
};

const contactUs: RouteDef = {
  ...serves(endpoints.contactFormEntry),
  operationId: 'sendContactForm',
  summary: 'Send the contact form',
  tag: FORMS,
  kind: 'api',
  requestBody: {
    schema: {
      type: 'object',
      required: ['name', 'email', 'message', 'department', 'termsConsent', 'policyConsent'],
      properties: {
        companyName: str('Company name (optional)', { maxLength: 255 }),
        name: str('Name', { maxLength: 255 }),
        email: str('E-mail', { format: 'email' }),
        phone: str('Phone (optional): 6-20 digits, spaces, parentheses, plus and minus allowed'),
        department: {
          oneOf: [{ type: 'integer' }, { type: 'string', pattern: `^${endpoints.contactDepartments.path}/\\d+$` }],
          description: `Department id (or IRI) from ${endpoints.contactDepartments.path}`,
        },
        message: str('Message', { maxLength: 5000 }),
        newsletterConsent: { type: 'boolean', description: 'Optional' },
        termsConsent: mustBeTrue('Terms consent'),
        policyConsent: mustBeTrue('Privacy policy consent'),
      },
    },
  },
  responses: {
    201: { description: 'The stored entry (id, kind, locale, createdAt, fields)', schema: ref('ContactEntry') },
    ...WRITE_ERRORS,
  },
  handler: async (rc) => ({
    kind: 'body',
    status: 201,
    body: rc.state.writes.contactUs(await readJson(rc), rc.locale, rc.loc()),
  }),
};

const customerService: RouteDef = {
  ...serves(endpoints.customerServiceEntry),
  operationId: 'sendCustomerServiceForm',
  summary: 'Send the customer-service form',
  tag: FORMS,
  kind: 'api',
  requestBody: {
    schema: {
      type: 'object',
      required: ['name', 'email', 'phone', 'message', 'termsConsent', 'policyConsent'],
      properties: {
        name: str('Name', { maxLength: 255 }),
        companyName: str('Company name (optional)', { maxLength: 255 }),
        email: str('E-mail', { format: 'email' }),
        phone: str('Phone: 6-20 digits, spaces, parentheses, plus and minus allowed'),
        orderNumber: str('Order number (optional)', { maxLength: 64 }),
        productName: str('Product name (optional)', { maxLength: 255 }),
        subject: str('Subject line for the service desk (optional; a sample request sets it)', { maxLength: 255 }),
        message: str('Message', { maxLength: 5000 }),
        termsConsent: mustBeTrue('Terms consent'),
        policyConsent: mustBeTrue('Privacy policy consent'),
      },
    },
  },
  responses: { 201: { description: 'The stored entry', schema: ref('ContactEntry') }, ...WRITE_ERRORS },
  handler: async (rc) => ({ kind: 'body', status: 201, body: rc.state.writes.customerService(await readJson(rc), rc.locale) }),
};

const consentBody: JsonSchema = {
  type: 'object',
  properties: {
    referral: str('Page address at the time'),
    necessaryConsent: { type: 'boolean', description: 'Always stored as true' },
    functionalConsent: { type: 'boolean', default: true },
    analyticConsent: { type: 'boolean', default: true },
    advertisingConsent: { type: 'boolean', default: true },
  },
};

const consentCreate: RouteDef = {
  ...serves(endpoints.cookieConsentCreate),
  operationId: 'createCookieConsent',
  summary: 'Store cookie consent; answers the created object with its id',
  tag: CONSENT,
  kind: 'api',
  requestBody: { schema: consentBody },
  responses: { 201: { description: 'CookieConsent', schema: ref('CookieConsent') }, ...WRITE_ERRORS },
  handler: async (rc) => ({ kind: 'body', status: 201, body: rc.state.writes.createConsent(await readJson(rc), rc.locale) }),
};

const consentUpdate: RouteDef = {
  ...serves(endpoints.cookieConsentReplace),
  operationId: 'updateCookieConsent',
  summary: 'Replace a cookie consent (the full object)',
  tag: CONSENT,
  kind: 'api',
  pathParams: { id: 'Consent id (a UUID)' },
  requestBody: { schema: consentBody },
  responses: {
    200: { description: 'CookieConsent', schema: ref('CookieConsent') },
    404: { description: 'Unknown id', schema: ref('Error') },
    ...WRITE_ERRORS,
  },
  handler: async (rc) => ({
    kind: 'body',
    status: 200,
    body: rc.state.writes.updateConsent(rc.params.id ?? '', await readJson(rc), rc.locale),
  }),
};

const consentGet: RouteDef = {
  ...serves(endpoints.cookieConsent),
  operationId: 'getCookieConsent',
  summary: 'A stored cookie consent',
  tag: CONSENT,
  kind: 'api',
  cache: false,
  pathParams: { id: 'Consent id (a UUID)' },
  responses: { 200: { description: 'CookieConsent', schema: ref('CookieConsent') }, ...ERRORS },
  handler: (rc) => {
    const raw = rc.params.id ?? '';
    const c = rc.state.writes.getConsent(raw);
    if (!c) throw notFound(`Cookie consent ${raw} not found.`);
    return { kind: 'item', type: 'CookieConsent', iri: itemIri(endpoints.cookieConsent, c.id), data: c };
  },
};

export const writeRoutes: RouteDef[] = [
  subscribe,
  unsubscribe,
  confirmUnsubscribe,
  confirmSubscribe,
  contactUs,
  customerService,
  consentCreate,
  consentUpdate,
  consentGet,
];

/**
 * The visitor writes: newsletter requests, contact and customer-service entries, cookie consents. State is kept
 * in JSON documents under `{dataDir}/state/`, written atomically after every change, so it survives restarts.
 * Validation failures answer 422 with API Platform's `violations: [{ propertyPath, message }]`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ApiError, notFound, unprocessable } from './errors.ts';
import type { Violation } from './errors.ts';
import { JsonFile } from './persist.ts';
import type { Outbox } from './outbox.ts';
import type { LocaleState } from './store.ts';
import type { LocaleCode } from './catalogue/types.ts';

/** valibot's e-mail pattern (the one the site validates with). */
export const EMAIL_PATTERN = /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u;

/** Phone: 6 to 20 digits, with optional spaces, parentheses, plus and minus signs. */
export function isValidPhone(value: string): boolean {
  if (!/^[0-9 ()+-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

const M = {
  blank: 'This value should not be blank.',
  email: 'This value is not a valid email address.',
  true: 'This value should be true.',
  phone: 'This value is not a valid phone number.',
  string: 'This value should be of type string.',
  bool: 'This value should be of type bool.',
  long: (n: number) => `This value is too long. It should have ${n} characters or less.`,
  control: 'This value must be on one line, without control characters.',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Control characters; line breaks and tabs are allowed only where a field may have several lines. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters this rule refuses
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters this rule refuses
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

type Body = Record<string, unknown>;

export function asObject(body: unknown): Body {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'The request body must be a JSON object.');
  }
  return body as Body;
}

class Check {
  readonly violations: Violation[] = [];
  readonly body: Body;
  constructor(body: Body) {
    this.body = body;
  }
  add(propertyPath: string, message: string): void {
    this.violations.push({ propertyPath, message });
  }
  /**
   * A string field; required → must be non-blank. Returns the trimmed value or null. A single-line field
   * (names, e-mails, subjects: what may end up in a mail header) refuses CR, LF and every control character.
   */
  string(field: string, required: boolean, max = 255, multiline = false): string | null {
    const v = this.body[field];
    if (v === undefined || v === null || v === '') {
      if (required) this.add(field, M.blank);
      return null;
    }
    if (typeof v !== 'string') {
      this.add(field, M.string);
      return null;
    }
    if ((multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(v)) {
      this.add(field, M.control);
      return null;
    }
    const t = v.trim();
    if (!t) {
      if (required) this.add(field, M.blank);
      return null;
    }
    if (t.length > max) this.add(field, M.long(max));
    return t;
  }
  email(field: string, required = true): string | null {
    const v = this.string(field, required, 180);
    if (v !== null && !EMAIL_PATTERN.test(v)) this.add(field, M.email);
    return v;
  }
  phone(field: string, required: boolean): string | null {
    const v = this.string(field, required, 40);
    if (v !== null && !isValidPhone(v)) this.add(field, M.phone);
    return v;
  }
  mustBeTrue(field: string): void {
    const v = this.body[field];
    if (v !== true) this.add(field, v === undefined || v === null || typeof v === 'boolean' ? M.true : M.bool);
  }
  optionalBool(field: string, fallback: boolean): boolean {
    const v = this.body[field];
    if (v === undefined || v === null) return fallback;
    if (typeof v !== 'boolean') {
      this.add(field, M.bool);
      return fallback;
    }
    return v;
  }
  done(): void {
    if (this.violations.length) throw unprocessable(this.violations);
  }
}

// ---------------------------------------------------------------------------------------------- newsletter

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribe_pending' | 'unsubscribed';

interface Subscriber {
  email: string;
  name: string;
  status: SubscriberStatus;
  locale: LocaleCode;
  marketingAgreement: boolean;
  acceptanceOfTheRules: boolean;
  confirmationOfReadingThePrivacyPolicy: boolean;
  createdAt: string;
  updatedAt: string;
}

interface NewsletterToken {
  token: string;
  type: 'subscribe' | 'unsubscribe';
  email: string;
  createdAt: string;
  usedAt: string | null;
}

interface NewsletterState {
  subscribers: Record<string, Subscriber>;
  tokens: Record<string, NewsletterToken>;
}

// ---------------------------------------------------------------------------------------------- contact

export interface ContactEntry {
  id: number;
  kind: 'contact_us' | 'customer_service';
  locale: LocaleCode;
  createdAt: string;
  [field: string]: unknown;
}

export interface CookieConsent {
  /** A random UUID: a consent is reachable only by whoever holds its id. */
  id: string;
  referral: string;
  necessaryConsent: true;
  functionalConsent: boolean;
  analyticConsent: boolean;
  advertisingConsent: boolean;
  locale: LocaleCode;
  createdAt: string;
  updatedAt: string;
}

const token = (): string => randomBytes(16).toString('hex');
const now = (): string => new Date().toISOString();

export class Writes {
  readonly #newsletter: JsonFile<NewsletterState>;
  readonly #entries: JsonFile<{ nextId: number; items: ContactEntry[] }>;
  readonly #consents: JsonFile<{ items: Record<string, CookieConsent> }>;
  readonly #outbox: Outbox;

  constructor(dataDir: string, outbox: Outbox) {
    const dir = join(dataDir, 'state');
    this.#newsletter = new JsonFile(join(dir, 'newsletter.json'), () => ({ subscribers: {}, tokens: {} }));
    this.#entries = new JsonFile(join(dir, 'contact-entries.json'), () => ({ nextId: 1, items: [] }));
    this.#consents = new JsonFile(join(dir, 'cookie-consents.json'), () => ({ items: {} }));
    this.#outbox = outbox;
  }

  // ------------------------------------------------------------------------------------------ newsletter

  subscribe(raw: unknown, locale: LocaleCode): Record<string, unknown> {
    const check = new Check(asObject(raw));
    const name = check.string('name', true);
    const email = check.email('email');
    check.mustBeTrue('marketingAgreement');
    check.mustBeTrue('acceptanceOfTheRules');
    check.mustBeTrue('confirmationOfReadingThePrivacyPolicy');
    check.done();
    const key = (email ?? '').toLowerCase();
    const state = this.#newsletter.data;
    const existing = state.subscribers[key];
    if (existing && existing.status !== 'unsubscribed') {
      throw new ApiError(409, 'The e-mail address you provided already exists in our database.', {
        status: existing.status === 'confirmed' ? 'confirmed' : 'pending',
      });
    }
    const at = now();
    state.subscribers[key] = {
      email: email ?? '',
      name: name ?? '',
      status: 'pending',
      locale,
      marketingAgreement: true,
      acceptanceOfTheRules: true,
      confirmationOfReadingThePrivacyPolicy: true,
      createdAt: existing?.createdAt ?? at,
      updatedAt: at,
    };
    const t = token();
    state.tokens[t] = { token: t, type: 'subscribe', email: key, createdAt: at, usedAt: null };
    this.#newsletter.save();
    this.#outbox.send({
      type: 'newsletter_subscribe',
      locale,
      to: email ?? '',
      subject: 'Confirm your newsletter subscription',
      text: `Hello ${name}, confirm your subscription: /newsletter/confirmation/${t}`,
      token: t,
      link: `/newsletter/confirmation/${t}`,
    });
    return { email, name, status: 'pending', token: t, createdAt: at };
  }

  unsubscribe(raw: unknown, locale: LocaleCode): Record<string, unknown> {
    const check = new Check(asObject(raw));
    const email = check.email('email');
    check.done();
    const key = (email ?? '').toLowerCase();
    const state = this.#newsletter.data;
    const sub = state.subscribers[key];
    if (!sub || sub.status === 'unsubscribed') throw notFound('No newsletter subscription exists for this e-mail address.');
    const at = now();
    const t = token();
    state.tokens[t] = { token: t, type: 'unsubscribe', email: key, createdAt: at, usedAt: null };
    sub.updatedAt = at;
    this.#newsletter.save();
    this.#outbox.send({
      type: 'newsletter_unsubscribe',
      locale,
      to: sub.email,
      subject: 'Confirm unsubscribing from the newsletter',
      text: `Confirm that you want to unsubscribe: /newsletter/confirmation/unsubscribe/${t}`,
      token: t,
      link: `/newsletter/confirmation/unsubscribe/${t}`,
    });
    return { email: sub.email, status: 'unsubscribe_pending', token: t, createdAt: at };
  }

  confirm(tokenValue: string, type: 'subscribe' | 'unsubscribe'): Record<string, unknown> {
    const state = this.#newsletter.data;
    const t = state.tokens[tokenValue];
    if (!t || t.type !== type || t.usedAt) throw notFound('Unknown or already used confirmation token.');
    const sub = state.subscribers[t.email];
    if (!sub) throw notFound('Unknown or already used confirmation token.');
    const at = now();
    t.usedAt = at;
    sub.status = type === 'subscribe' ? 'confirmed' : 'unsubscribed';
    sub.updatedAt = at;
    this.#newsletter.save();
    return { email: sub.email, name: sub.name, status: sub.status, updatedAt: at };
  }

  // ------------------------------------------------------------------------------------------ contact forms

  #saveEntry(
    kind: ContactEntry['kind'],
    locale: LocaleCode,
    fields: Record<string, unknown>,
    to: string,
    subject: string,
  ): ContactEntry {
    const doc = this.#entries.data;
    const entry: ContactEntry = { id: doc.nextId++, kind, locale, createdAt: now(), ...fields };
    doc.items.push(entry);
    this.#entries.save();
    this.#outbox.send({
      type: kind,
      locale,
      to,
      subject,
      text: Object.entries(fields)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\n'),
      data: { entryId: entry.id },
    });
    return entry;
  }

  /** Body: name, email, message, department (id or IRI), termsConsent, policyConsent, companyName?, phone?, newsletterConsent?. */
  contactUs(raw: unknown, locale: LocaleCode, loc: LocaleState): ContactEntry {
    const body = asObject(raw);
    const check = new Check(body);
    const companyName = check.string('companyName', false);
    const name = check.string('name', true);
    const email = check.email('email');
    const phone = check.phone('phone', false);
    const message = check.string('message', true, 5000, true);
    const dep = body.department ?? body.departmentId;
    let departmentId: number | null = null;
    if (dep === undefined || dep === null || dep === '') check.add('department', M.blank);
    else {
      const m = /^(?:\/api\/contact_form_departments\/)?(\d+)$/.exec(String(dep));
      const d = m ? loc.idx.byId.contactDepartments.get(Number(m[1])) : undefined;
      if (!d) check.add('department', 'This department does not exist.');
      else departmentId = d.id;
    }
    const newsletterConsent = check.optionalBool('newsletterConsent', false);
    check.mustBeTrue('termsConsent');
    check.mustBeTrue('policyConsent');
    check.done();
    const department = departmentId !== null ? loc.idx.byId.contactDepartments.get(departmentId) : undefined;
    return this.#saveEntry(
      'contact_us',
      locale,
      {
        companyName,
        name,
        email,
        phone,
        department: departmentId,
        message,
        newsletterConsent,
        termsConsent: true,
        policyConsent: true,
      },
      department?.email ?? 'contact@example.com',
      `Contact form: ${name}`,
    );
  }

  /** Body: name, email, phone, message, termsConsent, policyConsent, companyName?, orderNumber?, productName?. */
  customerService(raw: unknown, locale: LocaleCode): ContactEntry {
    const check = new Check(asObject(raw));
    const companyName = check.string('companyName', false);
    const name = check.string('name', true);
    const email = check.email('email');
    const phone = check.phone('phone', true);
    const orderNumber = check.string('orderNumber', false, 64);
    const productName = check.string('productName', false);
    const message = check.string('message', true, 5000, true);
    check.mustBeTrue('termsConsent');
    check.mustBeTrue('policyConsent');
    check.done();
    return this.#saveEntry(
      'customer_service',
      locale,
      { companyName, name, email, phone, orderNumber, productName, message, termsConsent: true, policyConsent: true },
      'service@example.com',
      `Customer service: ${name}${orderNumber ? ` (order ${orderNumber})` : ''}`,
    );
  }

  entries(): ContactEntry[] {
    return this.#entries.data.items;
  }

  // ------------------------------------------------------------------------------------------ cookie consents

  #consentFields(raw: unknown): Omit<CookieConsent, 'id' | 'locale' | 'createdAt' | 'updatedAt'> {
    const body = asObject(raw);
    const check = new Check(body);
    const referral = check.string('referral', false, 2048) ?? '';
    check.optionalBool('necessaryConsent', true); // validated, then forced on
    const functionalConsent = check.optionalBool('functionalConsent', true);
    const analyticConsent = check.optionalBool('analyticConsent', true);
    const advertisingConsent = check.optionalBool('advertisingConsent', true);
    check.done();
    return { referral, necessaryConsent: true, functionalConsent, analyticConsent, advertisingConsent };
  }

  #publicConsent(c: CookieConsent): Record<string, unknown> {
    return { ...c };
  }

  createConsent(raw: unknown, locale: LocaleCode): Record<string, unknown> {
    const fields = this.#consentFields(raw);
    const doc = this.#consents.data;
    const at = now();
    const consent: CookieConsent = { id: randomUUID(), ...fields, locale, createdAt: at, updatedAt: at };
    doc.items[consent.id] = consent;
    this.#consents.save();
    return this.#publicConsent(consent);
  }

  updateConsent(idRaw: string, raw: unknown, locale: LocaleCode): Record<string, unknown> {
    const existing = this.getConsent(idRaw);
    if (!existing) throw notFound(`Cookie consent ${idRaw} not found.`);
    const fields = this.#consentFields(raw);
    const updated: CookieConsent = { ...existing, ...fields, locale, updatedAt: now() };
    this.#consents.data.items[existing.id] = updated;
    this.#consents.save();
    return this.#publicConsent(updated);
  }

  /** The consent of a UUID; anything else (sequential numbers, `__proto__`) finds nothing. */
  getConsent(id: string): CookieConsent | undefined {
    if (!UUID.test(id)) return undefined;
    const items = this.#consents.data.items;
    return Object.hasOwn(items, id) ? items[id] : undefined;
  }
}

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
import {
  CONTACT_FIELDS,
  CUSTOMER_SERVICE_ENTRY_FIELDS,
  EMAIL_PATTERN,
  type FieldSpec,
  isValidPhone,
  NEWSLETTER_CONFIRMATION_PATHS,
  NEWSLETTER_SUBSCRIBE_FIELDS,
  NEWSLETTER_UNSUBSCRIBE_FIELDS,
} from '#contract/forms.ts';

/**
 * Violation messages in the visitor's language, as API Platform's validator translates them with the request
 * locale (Symfony's own wording); locales without a translation get English.
 */
interface ViolationMessages {
  blank: string;
  email: string;
  true: string;
  phone: string;
  string: string;
  bool: string;
  long: (n: number) => string;
  short: (n: number) => string;
  control: string;
  department: string;
}

const EN: ViolationMessages = {
  blank: 'This value should not be blank.',
  email: 'This value is not a valid email address.',
  true: 'This value should be true.',
  phone: 'This value is not a valid phone number.',
  string: 'This value should be of type string.',
  bool: 'This value should be of type bool.',
  long: (n) => `This value is too long. It should have ${n} characters or less.`,
  short: (n) => `This value is too short. It should have ${n} characters or more.`,
  control: 'This value must be on one line, without control characters.',
  department: 'This department does not exist.',
};

const MESSAGES: Partial<Record<LocaleCode, ViolationMessages>> = {
  en: EN,
  pl: {
    blank: 'Ta wartość nie powinna być pusta.',
    email: 'Ta wartość nie jest prawidłowym adresem email.',
    true: 'Ta wartość powinna mieć wartość true.',
    phone: 'Ta wartość nie jest prawidłowym numerem telefonu.',
    string: 'Ta wartość powinna być typu string.',
    bool: 'Ta wartość powinna być typu bool.',
    long: (n) => `Ta wartość jest zbyt długa. Powinna mieć ${n} lub mniej znaków.`,
    short: (n) => `Ta wartość jest zbyt krótka. Powinna mieć ${n} lub więcej znaków.`,
    control: 'Ta wartość musi mieścić się w jednym wierszu, bez znaków sterujących.',
    department: 'Ten dział nie istnieje.',
  },
  de: {
    blank: 'Dieser Wert sollte nicht leer sein.',
    email: 'Dieser Wert ist keine gültige E-Mail-Adresse.',
    true: 'Dieser Wert sollte true sein.',
    phone: 'Dieser Wert ist keine gültige Telefonnummer.',
    string: 'Dieser Wert sollte vom Typ string sein.',
    bool: 'Dieser Wert sollte vom Typ bool sein.',
    long: (n) => `Diese Zeichenkette ist zu lang. Sie sollte höchstens ${n} Zeichen haben.`,
    short: (n) => `Diese Zeichenkette ist zu kurz. Sie sollte mindestens ${n} Zeichen haben.`,
    control: 'Dieser Wert muss einzeilig sein und darf keine Steuerzeichen enthalten.',
    department: 'Diese Abteilung existiert nicht.',
  },
  cz: {
    blank: 'Tato hodnota nesmí být prázdná.',
    email: 'Tato hodnota není platná emailová adresa.',
    true: 'Tato hodnota musí být true.',
    phone: 'Tato hodnota není platné telefonní číslo.',
    string: 'Tato hodnota musí být typu string.',
    bool: 'Tato hodnota musí být typu bool.',
    long: (n) => `Tato hodnota je příliš dlouhá. Musí obsahovat maximálně ${n} znaků.`,
    short: (n) => `Tato hodnota je příliš krátká. Musí obsahovat minimálně ${n} znaků.`,
    control: 'Tato hodnota musí být na jednom řádku, bez řídicích znaků.',
    department: 'Toto oddělení neexistuje.',
  },
  fr: {
    blank: 'Cette valeur ne doit pas être vide.',
    email: "Cette valeur n'est pas une adresse email valide.",
    true: 'Cette valeur doit être vraie.',
    phone: "Cette valeur n'est pas un numéro de téléphone valide.",
    string: 'Cette valeur doit être de type string.',
    bool: 'Cette valeur doit être de type bool.',
    long: (n) => `Cette chaîne est trop longue. Elle doit avoir au maximum ${n} caractères.`,
    short: (n) => `Cette chaîne est trop courte. Elle doit avoir au minimum ${n} caractères.`,
    control: 'Cette valeur doit tenir sur une ligne, sans caractères de contrôle.',
    department: "Ce service n'existe pas.",
  },
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
  readonly #m: ViolationMessages;
  constructor(body: Body, locale: LocaleCode) {
    this.body = body;
    this.#m = MESSAGES[locale] ?? EN;
  }
  get messages(): ViolationMessages {
    return this.#m;
  }
  /**
   * Every field of a form spec (contract/forms.ts), in order; answers the values by name. A select is only
   * checked for presence here: what its choices are is the caller's to check.
   */
  fields(specs: readonly FieldSpec[]): Record<string, string | boolean | null> {
    const values: Record<string, string | boolean | null> = {};
    for (const spec of specs) {
      const { name } = spec;
      switch (spec.kind) {
        case 'email':
          values[name] = this.email(name, spec.required);
          break;
        case 'tel':
          values[name] = this.phone(name, spec.required);
          break;
        case 'checkbox':
          if (spec.required) values[name] = this.mustBeTrue(name);
          else values[name] = this.optionalBool(name, false);
          break;
        case 'select': {
          const v = this.body[name];
          if (spec.required && (v === undefined || v === null || v === '')) this.add(name, this.#m.blank);
          values[name] = v === undefined || v === null ? null : String(v);
          break;
        }
        default:
          values[name] = this.string(name, spec.required, spec.maxLength, spec.kind === 'textarea', spec.minLength);
      }
    }
    return values;
  }
  add(propertyPath: string, message: string): void {
    this.violations.push({ propertyPath, message });
  }
  /**
   * A string field; required → must be non-blank. Returns the trimmed value or null. A single-line field
   * (names, e-mails, subjects: what may end up in a mail header) refuses CR, LF and every control character.
   */
  string(field: string, required: boolean, max = 255, multiline = false, min = 0): string | null {
    const M = this.#m;
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
    else if (t.length < min) this.add(field, M.short(min));
    return t;
  }
  email(field: string, required = true): string | null {
    const v = this.string(field, required, 180);
    if (v !== null && !EMAIL_PATTERN.test(v)) this.add(field, this.#m.email);
    return v;
  }
  phone(field: string, required: boolean): string | null {
    const v = this.string(field, required, 40);
    if (v !== null && !isValidPhone(v)) this.add(field, this.#m.phone);
    return v;
  }
  mustBeTrue(field: string): true {
    const v = this.body[field];
    if (v !== true) this.add(field, v === undefined || v === null || typeof v === 'boolean' ? this.#m.true : this.#m.bool);
    return true;
  }
  optionalBool(field: string, fallback: boolean): boolean {
    const v = this.body[field];
    if (v === undefined || v === null) return fallback;
    if (typeof v !== 'boolean') {
      this.add(field, this.#m.bool);
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
    const check = new Check(asObject(raw), locale);
    const { name, email } = check.fields(NEWSLETTER_SUBSCRIBE_FIELDS) as { name: string | null; email: string | null };
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
      text: `Hello ${name}, confirm your subscription: ${NEWSLETTER_CONFIRMATION_PATHS.subscribe}/${t}`,
      token: t,
      link: `${NEWSLETTER_CONFIRMATION_PATHS.subscribe}/${t}`,
    });
    return { email, name, status: 'pending', token: t, createdAt: at };
  }

  unsubscribe(raw: unknown, locale: LocaleCode): Record<string, unknown> {
    const check = new Check(asObject(raw), locale);
    const { email } = check.fields(NEWSLETTER_UNSUBSCRIBE_FIELDS) as { email: string | null };
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
      text: `Confirm that you want to unsubscribe: ${NEWSLETTER_CONFIRMATION_PATHS.unsubscribe}/${t}`,
      token: t,
      link: `${NEWSLETTER_CONFIRMATION_PATHS.unsubscribe}/${t}`,
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
    const check = new Check(body, locale);
    const { companyName, name, email, phone, message, newsletterConsent } = check.fields(CONTACT_FIELDS);
    const dep = body.department;
    let departmentId: number | null = null;
    if (dep !== undefined && dep !== null && dep !== '') {
      const m = /^(?:\/api\/contact_form_departments\/)?(\d+)$/.exec(String(dep));
      const d = m ? loc.idx.byId.contactDepartments.get(Number(m[1])) : undefined;
      if (!d) check.add('department', check.messages.department);
      else departmentId = d.id;
    }
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

  /**
   * Body: name, email, phone, message, termsConsent, policyConsent, companyName?, orderNumber?, productName?,
   * subject? (the desk's subject line when the sender sets one: a sample request does).
   */
  customerService(raw: unknown, locale: LocaleCode): ContactEntry {
    const check = new Check(asObject(raw), locale);
    const { companyName, name, email, phone, orderNumber, productName, message, subject } =
      check.fields(CUSTOMER_SERVICE_ENTRY_FIELDS);
    check.done();
    return this.#saveEntry(
      'customer_service',
      locale,
      { subject, companyName, name, email, phone, orderNumber, productName, message, termsConsent: true, policyConsent: true },
      'service@example.com',
      typeof subject === 'string' && subject !== ''
        ? subject
        : `Customer service: ${name}${orderNumber ? ` (order ${orderNumber})` : ''}`,
    );
  }

  entries(): ContactEntry[] {
    return this.#entries.data.items;
  }

  // ------------------------------------------------------------------------------------------ cookie consents

  #consentFields(raw: unknown, locale: LocaleCode): Omit<CookieConsent, 'id' | 'locale' | 'createdAt' | 'updatedAt'> {
    const body = asObject(raw);
    const check = new Check(body, locale);
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
    const fields = this.#consentFields(raw, locale);
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
    const fields = this.#consentFields(raw, locale);
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

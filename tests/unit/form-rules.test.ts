/** The form kit's field rules (src/components/forms/field-rules.ts) on the forms' specs (contract/forms.ts). */
import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELDS,
  CUSTOMER_SERVICE_FIELDS,
  type FieldSpec,
  isValidPhone,
  NEWSLETTER_SUBSCRIBE_FIELDS,
  NEWSLETTER_UNSUBSCRIBE_FIELDS,
} from '#contract/forms.ts';
import { checkField, checkForm, violationErrors, violationsOf } from '#src/components/forms/field-rules.ts';

const text: FieldSpec = { name: 'name', kind: 'text', required: true, minLength: 2, maxLength: 255 };
const optionalText: FieldSpec = { name: 'companyName', kind: 'text', required: false, minLength: 3 };
const email: FieldSpec = { name: 'email', kind: 'email', required: true };
const optionalEmail: FieldSpec = { name: 'email', kind: 'email', required: false };
const phone: FieldSpec = { name: 'phone', kind: 'tel', required: true };
const optionalPhone: FieldSpec = { name: 'phone', kind: 'tel', required: false };
const select: FieldSpec = { name: 'department', kind: 'select', required: true };
const consent: FieldSpec = { name: 'termsConsent', kind: 'checkbox', required: true };
const optionalConsent: FieldSpec = { name: 'newsletterConsent', kind: 'checkbox', required: false };

describe('required', () => {
  it('fails an empty or blank text, and passes any other', () => {
    expect(checkField(text, '')).toEqual({ key: 'form.required' });
    expect(checkField(text, '   ')).toEqual({ key: 'form.required' });
    expect(checkField(text, 'Jo')).toBeNull();
  });

  it('is not checked on an optional field', () => {
    expect(checkField(optionalText, '')).toBeNull();
    expect(checkField(optionalEmail, '')).toBeNull();
    expect(checkField(optionalPhone, '')).toBeNull();
  });

  it("a required dropdown without a choice: 'form.required' (Pole obowiązkowe)", () => {
    expect(checkField(select, '')).toEqual({ key: 'form.required' });
    expect(checkField(select, '3')).toBeNull();
  });

  it('a required checkbox must be ticked; an optional one may not be', () => {
    expect(checkField(consent, false)).toEqual({ key: 'form.requiredConsent' });
    expect(checkField(consent, true)).toBeNull();
    expect(checkField(optionalConsent, false)).toBeNull();
  });
});

describe('minimum length', () => {
  it('is checked only when there is a value, on the trimmed value, with the minimum as its count', () => {
    expect(checkField(text, ' J ')).toEqual({ key: 'form.minLength', count: 2 });
    expect(checkField(optionalText, '')).toBeNull();
    expect(checkField(optionalText, 'AB')).toEqual({ key: 'form.minLength', count: 3 });
    expect(checkField(optionalText, 'ABC')).toBeNull();
  });
});

describe('e-mail', () => {
  it.each(['jan@example.com', 'jan.kowalski+news@sub.example.co.uk', 'a_b-c@x-y.pl'])('accepts %s', (value) => {
    expect(checkField(email, value)).toBeNull();
  });

  it.each(['jan', 'jan@', 'jan@example', '@example.com', 'jan@@example.com', 'jan @example.com', 'jan@example.c'])(
    'refuses %s with the e-mail message',
    (value) => {
      expect(checkField(email, value)).toEqual({ key: 'form.invalidEmail' });
    },
  );

  it('an empty required e-mail gets the required message, not the e-mail one', () => {
    expect(checkField(email, '')).toEqual({ key: 'form.required' });
  });
});

describe('phone', () => {
  it.each(['123456', '+48 600 700 800', '(22) 123-45-67', '+48 (22) 123-45-67', '12345678901234567890'])(
    'accepts %s',
    (value) => {
      expect(checkField(phone, value)).toBeNull();
      expect(isValidPhone(value)).toBe(true);
    },
  );

  it.each(['12345', '123456789012345678901', '600 700 80a', '600.700.800', '+48/600700800', '+-() '])(
    'refuses %s with the phone message',
    (value) => {
      expect(checkField(phone, value)).toEqual({ key: 'form.invalidPhone' });
    },
  );

  it('counts digits only: 6 digits among spaces and signs pass, 5 do not', () => {
    expect(checkField(phone, '+(1) 2-3 4 5 6')).toBeNull();
    expect(checkField(phone, '+(1) 2-3 4 5')).toEqual({ key: 'form.invalidPhone' });
  });
});

describe('one message per field', () => {
  it('a field with several failing rules shows the first: the format before the minimum length', () => {
    const short: FieldSpec = { ...email, minLength: 20 };
    expect(checkField(short, 'x@y')).toEqual({ key: 'form.invalidEmail' });
    expect(checkField(short, 'a@example.com')).toEqual({ key: 'form.minLength', count: 20 });
  });

  it('an empty submit of each form lists one error per failing field, in form order', () => {
    const contact = checkForm(CONTACT_FIELDS, {});
    expect(contact.ok).toBe(false);
    if (contact.ok) return;
    expect(contact.order).toEqual(['name', 'email', 'department', 'message', 'termsConsent', 'policyConsent']);
    expect(contact.errors).toEqual({
      name: { key: 'form.required' },
      email: { key: 'form.required' },
      department: { key: 'form.required' },
      message: { key: 'form.required' },
      termsConsent: { key: 'form.requiredConsent' },
      policyConsent: { key: 'form.requiredConsent' },
    });
    const newsletter = checkForm(NEWSLETTER_SUBSCRIBE_FIELDS, { name: '', email: '', marketingAgreement: false });
    expect(newsletter.ok || newsletter.order).toEqual([
      'name',
      'email',
      'marketingAgreement',
      'acceptanceOfTheRules',
      'confirmationOfReadingThePrivacyPolicy',
    ]);
    const unsubscribe = checkForm(NEWSLETTER_UNSUBSCRIBE_FIELDS, { email: 'no' });
    expect(unsubscribe.ok || unsubscribe.errors).toEqual({ email: { key: 'form.invalidEmail' } });
    const service = checkForm(CUSTOMER_SERVICE_FIELDS, {});
    expect(service.ok || service.order).toEqual(['name', 'email', 'phone', 'message', 'termsConsent', 'policyConsent']);
  });
});

describe('the request body', () => {
  it('trims text, leaves out empty optional text and keeps the booleans', () => {
    const result = checkForm(CONTACT_FIELDS, {
      companyName: '  ',
      name: ' Jan Kowalski ',
      email: 'jan@example.com ',
      phone: '',
      department: '2',
      message: 'A question about the chairs.',
      newsletterConsent: false,
      termsConsent: true,
      policyConsent: true,
    });
    expect(result).toEqual({
      ok: true,
      body: {
        companyName: undefined,
        name: 'Jan Kowalski',
        email: 'jan@example.com',
        phone: undefined,
        department: '2',
        message: 'A question about the chairs.',
        newsletterConsent: false,
        termsConsent: true,
        policyConsent: true,
      },
    });
  });
});

describe("the API's violations", () => {
  it('reads API Platform violation lists and ignores anything else', () => {
    expect(violationsOf({ violations: [{ propertyPath: 'email', message: 'Bad.' }, { nope: 1 }, null] })).toEqual([
      { propertyPath: 'email', message: 'Bad.' },
    ]);
    expect(violationsOf({ code: 500 })).toEqual([]);
    expect(violationsOf(null)).toEqual([]);
    expect(violationsOf('text')).toEqual([]);
  });

  it("puts each message on its field in form order (first per field) and keeps other properties' messages apart", () => {
    const result = violationErrors(CONTACT_FIELDS, [
      { propertyPath: 'message', message: 'Too short.' },
      { propertyPath: 'department', message: 'This department does not exist.' },
      { propertyPath: 'department', message: 'Second.' },
      { propertyPath: 'captcha', message: 'Solve it.' },
    ]);
    expect(result).toEqual({
      errors: { department: { text: 'This department does not exist.' }, message: { text: 'Too short.' } },
      order: ['department', 'message'],
      other: ['Solve it.'],
    });
  });
});

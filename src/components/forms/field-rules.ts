/**
 * The field rules of every visitor form, as valibot schemas built from the forms' specs (contract/forms.ts):
 * - a required field fails when empty (text trimmed, select without a choice, checkbox unticked);
 * - the minimum length, the e-mail pattern and the phone rule are checked only when there is a value;
 * - one message per field: the first rule that fails, phone, then e-mail, then required (the empty check
 *   comes first in the pipe, but an empty value never reaches the phone or e-mail rule, so a field shows
 *   either the format message or the required one), then the minimum length.
 * Messages are dictionary keys; `form.minLength` takes the field's minimum as its count.
 * Pure: the islands, the unit tests and anything else that validates a form share it.
 */
import * as v from 'valibot';
import { EMAIL_PATTERN, type FieldSpec, isValidPhone } from '#contract/forms.ts';

export type FormValues = Record<string, string | boolean>;

/** A field's message: a dictionary key (with a count for plurals), or the API's own wording of a violation. */
export type FieldError = { key: string; count?: number } | { text: string };

export type FieldErrors = Record<string, FieldError>;

export const MESSAGE_KEYS = {
  required: 'form.required',
  requiredConsent: 'form.requiredConsent',
  email: 'form.invalidEmail',
  phone: 'form.invalidPhone',
  minLength: 'form.minLength',
} as const;

const whenFilled = (test: (value: string) => boolean, message: string) =>
  v.check<string, string>((value) => value === '' || test(value), message);

/** The schema of one field: its input is what the control holds, its output what the request body carries. */
export function fieldSchema(spec: FieldSpec): v.GenericSchema<unknown, unknown> {
  if (spec.kind === 'checkbox') {
    const ticked = v.optional(v.boolean(), false);
    return spec.required
      ? v.pipe(
          ticked,
          v.check((value) => value, MESSAGE_KEYS.requiredConsent),
        )
      : ticked;
  }
  const rules: v.PipeItem<string, string, v.BaseIssue<unknown>>[] = [v.trim()];
  if (spec.required) rules.push(v.nonEmpty(MESSAGE_KEYS.required));
  if (spec.kind === 'tel') rules.push(whenFilled(isValidPhone, MESSAGE_KEYS.phone));
  if (spec.kind === 'email') rules.push(whenFilled((value) => EMAIL_PATTERN.test(value), MESSAGE_KEYS.email));
  const { minLength } = spec;
  if (minLength) rules.push(whenFilled((value) => value.length >= minLength, MESSAGE_KEYS.minLength));
  return v.pipe(v.optional(v.string(), ''), ...(rules as [v.PipeItem<string, string, v.BaseIssue<unknown>>]));
}

/** The schema of a whole form: an object of its fields. */
export function formSchema(specs: readonly FieldSpec[]) {
  return v.object(Object.fromEntries(specs.map((spec) => [spec.name, fieldSchema(spec)])));
}

export type FormCheck =
  | { ok: true; body: Record<string, string | boolean | undefined> }
  | { ok: false; errors: FieldErrors; order: string[] };

/**
 * Validates a form's values: the request body (trimmed strings, optional empty text left out, booleans), or
 * the first failing rule of each field and the failing fields in form order.
 */
export function checkForm(specs: readonly FieldSpec[], values: FormValues): FormCheck {
  const result = v.safeParse(formSchema(specs), values, { abortPipeEarly: true });
  if (result.success) {
    const body: Record<string, string | boolean | undefined> = {};
    for (const spec of specs) {
      const value = (result.output as Record<string, string | boolean>)[spec.name];
      body[spec.name] = value === '' && !spec.required ? undefined : value;
    }
    return { ok: true, body };
  }
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const name = String(issue.path?.[0]?.key ?? '');
    if (!name || errors[name]) continue;
    const spec = specs.find((s) => s.name === name);
    errors[name] =
      issue.message === MESSAGE_KEYS.minLength ? { key: issue.message, count: spec?.minLength } : { key: issue.message };
  }
  return { ok: false, errors, order: specs.map((s) => s.name).filter((name) => errors[name]) };
}

/** The first rule a single field fails, or null: for checking a field when the visitor leaves it. */
export function checkField(spec: FieldSpec, value: string | boolean): FieldError | null {
  const result = checkForm([spec], { [spec.name]: value });
  return result.ok ? null : (result.errors[spec.name] ?? null);
}

/** A violation of the API (API Platform's ConstraintViolationList): the field it names and the API's message. */
export interface Violation {
  propertyPath: string;
  message: string;
}

/** The violations of a failed call's body (400 or 422), or none. */
export function violationsOf(body: unknown): Violation[] {
  const list = body && typeof body === 'object' ? (body as { violations?: unknown }).violations : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is Violation =>
      !!item && typeof item === 'object' && typeof item.propertyPath === 'string' && typeof item.message === 'string',
  );
}

/**
 * The API's violations as field errors, in form order, for the fields the form has; the messages of any other
 * property (a rule the form does not know) come back in `other`, for the form's general error.
 */
export function violationErrors(
  specs: readonly FieldSpec[],
  violations: readonly Violation[],
): { errors: FieldErrors; order: string[]; other: string[] } {
  const errors: FieldErrors = {};
  const other: string[] = [];
  for (const { propertyPath, message } of violations) {
    if (specs.some((s) => s.name === propertyPath)) errors[propertyPath] ??= { text: message };
    else other.push(message);
  }
  return { errors, order: specs.map((s) => s.name).filter((name) => errors[name]), other };
}

/**
 * The state of one visitor form: its values, the message of each field, the error summary and the sending
 * flag. A submit validates with the field rules; a failing form keeps every value, marks its fields and moves
 * focus to the summary at the top of the form (which lists the errors and links to the fields), so the
 * visitor and a screen reader learn at once what to fix. A field with a message is checked again as it is
 * edited, so the message goes as soon as the value is right. The API's violations (400/422) are shown the
 * same way; any other failure is the form's own to show, and the values are kept for another try.
 */
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FieldSpec } from '#contract/forms.ts';
import { ContentApiError } from '../../data/content-protocol.ts';
import {
  type FieldError,
  type FieldErrors,
  type FormValues,
  checkField,
  checkForm,
  violationErrors,
  violationsOf,
} from './field-rules.ts';

export type FormBody = Record<string, string | boolean | undefined>;

export interface FormSummary {
  /** The fields with a message, in form order. */
  fields: string[];
  /** Messages of the API about properties the form has no field for. */
  other: string[];
  /** Counts submits, so that every failed one moves focus to the summary again. */
  attempt: number;
}

export interface FormState {
  values: FormValues;
  errors: FieldErrors;
  summary: FormSummary | null;
  sending: boolean;
  /** `${idPrefix}-${name}`: the control of a field, the target of the summary's links. */
  fieldId(name: string): string;
  setValue(name: string, value: string | boolean): void;
  /** Takes over values the page already holds (typed before the island ran). */
  adopt(values: FormValues): void;
  /**
   * Runs `send` with the request body when the values pass (`values` when given, else the form's); answers
   * whether it was sent. `event`: the form's submit event, whose native submission it stops.
   */
  submit(
    event: FormEvent | null,
    send: (body: FormBody) => Promise<void>,
    values?: FormValues,
  ): Promise<'invalid' | 'sent' | 'failed'>;
  /** Empties the form (after a success). */
  reset(): void;
  summaryRef: React.RefObject<HTMLElement | null>;
}

function emptyValues(specs: readonly FieldSpec[]): FormValues {
  return Object.fromEntries(specs.map((spec) => [spec.name, spec.kind === 'checkbox' ? false : '']));
}

/** The values of a form's controls as the page shows them, by field name (what was typed before hydration). */
export function valuesOfForm(form: HTMLFormElement, specs: readonly FieldSpec[]): FormValues {
  const values = emptyValues(specs);
  for (const spec of specs) {
    const control = form.elements.namedItem(spec.name);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') values[spec.name] = control.checked;
    else if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    )
      values[spec.name] = control.value;
  }
  return values;
}

/**
 * `onFailure` gets every failure that is not a list of violations (a 409, a 5xx, no answer); the form's values
 * stay as they are.
 */
export function useForm(specs: readonly FieldSpec[], onFailure: (error: unknown) => void): FormState {
  const idPrefix = useId();
  const [values, setValues] = useState<FormValues>(() => emptyValues(specs));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<FormSummary | null>(null);
  const [sending, setSending] = useState(false);
  const summaryRef = useRef<HTMLElement | null>(null);
  const attempts = useRef(0);

  useEffect(() => {
    if (summary) summaryRef.current?.focus();
  }, [summary]);

  const showErrors = useCallback((fieldErrors: FieldErrors, fields: string[], other: string[] = []) => {
    setErrors(fieldErrors);
    attempts.current += 1;
    setSummary({ fields, other, attempt: attempts.current });
  }, []);

  const setValue = useCallback(
    (name: string, value: string | boolean) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        if (!current[name]) return current;
        const spec = specs.find((s) => s.name === name);
        const error: FieldError | null = spec ? checkField(spec, value) : null;
        const next = { ...current };
        if (error) next[name] = error;
        else delete next[name];
        return next;
      });
    },
    [specs],
  );

  async function submit(
    event: FormEvent | null,
    send: (body: FormBody) => Promise<void>,
    submitted: FormValues = values,
  ): Promise<'invalid' | 'sent' | 'failed'> {
    event?.preventDefault();
    if (sending) return 'failed';
    const result = checkForm(specs, submitted);
    if (!result.ok) {
      showErrors(result.errors, result.order);
      return 'invalid';
    }
    setErrors({});
    setSummary(null);
    setSending(true);
    try {
      await send(result.body);
      return 'sent';
    } catch (error) {
      const violations =
        error instanceof ContentApiError && (error.status === 400 || error.status === 422) ? violationsOf(error.body) : [];
      if (violations.length > 0) {
        const found = violationErrors(specs, violations);
        showErrors(found.errors, found.order, found.other);
        return 'invalid';
      }
      onFailure(error);
      return 'failed';
    } finally {
      setSending(false);
    }
  }

  return {
    values,
    errors,
    summary,
    sending,
    fieldId: (name) => `${idPrefix}-${name}`,
    setValue,
    adopt: setValues,
    submit,
    reset: () => {
      setValues(emptyValues(specs));
      setErrors({});
      setSummary(null);
    },
    summaryRef,
  };
}

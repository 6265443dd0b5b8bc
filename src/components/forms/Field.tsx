/**
 * One field of a visitor form, any kind (text, e-mail, phone, message, dropdown, checkbox): its label with the
 * required asterisk (unless hidden), an optional hint, the control and its message. The control carries
 * `required`, `aria-invalid` and `aria-describedby` (hint and message), so a screen reader reads the label,
 * whether the field is required, the hint and what is wrong with it. The message sits right under the control.
 */
import type { ReactNode } from 'react';
import type { FieldSpec } from '#contract/forms.ts';
import type { Translate } from '../../i18n/translator.ts';
import type { FieldError } from './field-rules.ts';
import type { FormState } from './use-form.ts';

export interface FieldProps {
  spec: FieldSpec;
  form: FormState;
  t: Translate;
  label: ReactNode;
  hint?: string;
  placeholder?: string;
  /** Dropdown choices; the first, empty one is `placeholder`. */
  options?: readonly { value: string; label: string }[];
  autoComplete?: string;
  /** Where a required field's asterisk would be redundant (e.g. a form of one field). */
  hideAsterisk?: boolean;
  rows?: number;
}

/** A field's message in the visitor's language: a rule's text, or the API's own words. */
export function errorText(t: Translate, error: FieldError): string {
  return 'text' in error ? error.text : t(error.key, error.count === undefined ? undefined : { count: error.count });
}

const INPUT_TYPES = { text: 'text', email: 'email', tel: 'tel' } as const;

export default function Field({
  spec,
  form,
  t,
  label,
  hint,
  placeholder,
  options = [],
  autoComplete,
  hideAsterisk,
  rows = 6,
}: FieldProps) {
  const id = form.fieldId(spec.name);
  const error = form.errors[spec.name];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const value = form.values[spec.name];
  const common = {
    id,
    name: spec.name,
    required: spec.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  const asterisk =
    spec.required && !hideAsterisk ? (
      <span className="field__asterisk" aria-hidden="true">
        {' *'}
      </span>
    ) : null;
  const message = error && (
    <p className="field__error" id={errorId}>
      {errorText(t, error)}
    </p>
  );
  const hintText = hint && (
    <p className="field__hint" id={hintId}>
      {hint}
    </p>
  );

  if (spec.kind === 'checkbox') {
    return (
      <div className="field field--checkbox" data-invalid={error ? true : undefined}>
        <input
          {...common}
          type="checkbox"
          checked={value === true}
          onChange={(event) => form.setValue(spec.name, event.currentTarget.checked)}
        />
        <label htmlFor={id}>
          {label}
          {asterisk}
        </label>
        {hintText}
        {message}
      </div>
    );
  }

  const text = typeof value === 'string' ? value : '';
  const onChange = (event: { currentTarget: { value: string } }) => form.setValue(spec.name, event.currentTarget.value);
  let control: ReactNode;
  if (spec.kind === 'select') {
    control = (
      <select {...common} className="select" value={text} onChange={onChange}>
        <option value="">{placeholder ?? t('common.selectPlaceholder')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (spec.kind === 'textarea') {
    control = (
      <textarea
        {...common}
        className="input"
        value={text}
        onChange={onChange}
        placeholder={placeholder}
        maxLength={spec.maxLength}
        rows={rows}
      />
    );
  } else {
    control = (
      <input
        {...common}
        className="input"
        type={INPUT_TYPES[spec.kind]}
        value={text}
        onChange={onChange}
        placeholder={placeholder}
        maxLength={spec.maxLength}
        autoComplete={autoComplete}
        inputMode={spec.kind === 'tel' ? 'tel' : spec.kind === 'email' ? 'email' : undefined}
      />
    );
  }
  return (
    <div className={`field field--${spec.kind}`} data-invalid={error ? true : undefined}>
      <label htmlFor={id}>
        {label}
        {asterisk}
      </label>
      {hintText}
      {control}
      {message}
    </div>
  );
}

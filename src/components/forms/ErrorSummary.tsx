/**
 * The error summary at the top of a form after a failed submit: how many fields need fixing and a link to
 * each with its message (the label text says which). It takes focus, so the form scrolls to its top and a
 * screen reader reads the summary; a link moves focus to its field.
 */
import type { MouseEvent } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import { errorText } from './Field.tsx';
import type { FormState } from './use-form.ts';

interface Props {
  form: FormState;
  t: Translate;
  /** The visible label of each field, for the links. */
  labels: Record<string, string>;
}

export default function ErrorSummary({ form, t, labels }: Props) {
  const { summary } = form;
  // A field fixed since the submit leaves the list.
  const fields = summary?.fields.filter((name) => form.errors[name]) ?? [];
  const count = fields.length + (summary?.other.length ?? 0);
  if (!summary || count === 0) return null;
  const titleId = `${form.fieldId('summary')}-title`;

  function jump(event: MouseEvent<HTMLAnchorElement>, name: string) {
    event.preventDefault();
    const control = document.getElementById(form.fieldId(name));
    control?.focus();
    control?.scrollIntoView({ block: 'center' });
  }

  return (
    <section className="form-summary" ref={form.summaryRef} tabIndex={-1} aria-labelledby={titleId}>
      <p className="form-summary__title" id={titleId}>
        {t('form.validationSummary', { count })}
      </p>
      <ul className="form-summary__list">
        {fields.map((name) => (
          <li key={name}>
            <a href={`#${form.fieldId(name)}`} onClick={(event) => jump(event, name)}>
              {(labels[name] ?? name).replace(/[.:]\s*$/, '')}: {errorText(t, form.errors[name] ?? { text: '' })}
            </a>
          </li>
        ))}
        {summary.other.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </section>
  );
}

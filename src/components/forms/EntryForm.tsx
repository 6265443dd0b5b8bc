/**
 * The contact form and the customer-service form: one island, two field lists. Sends the entry to the content
 * API through its controller (entry-form-controller.ts); a success replaces the form with
 * the thank-you text (focus moves to it), a failure says so above the button and keeps every value, and the
 * API's violations appear next to their fields. Rendered in the page and hydrated when it comes into view; its
 * styles (forms.css) come with the page's stylesheet, imported by the blocks that render it.
 */
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { CONTACT_FIELDS, CUSTOMER_SERVICE_FIELDS, type FieldSpec } from '#contract/forms.ts';
import type { Locale } from '#contract/locales.ts';
import { type Messages, createTranslator, type Translate } from '../../i18n/translator.ts';
import { startForm } from '../../stores/entry-forms.ts';
import { type EntryFormKind, entryFormController } from './entry-form-controller.ts';
import ErrorSummary from './ErrorSummary.tsx';
import type { FormValues } from './field-rules.ts';
import Field, { type FieldProps } from './Field.tsx';
import { useForm, valuesOfForm } from './use-form.ts';
import { renderedByReact } from '../ui/rendered-by-react.ts';

export interface EntryFormProps {
  /** The form element's id, unique in the page: the page's script holds a submit by it (early-submit.ts). */
  id: string;
  kind: EntryFormKind;
  locale: Locale;
  /** `form` and `common` texts of the locale. */
  messages: Messages;
  /** The contact form's departments (read at build time by the contact_form block's loader). */
  departments?: readonly { id: number; name: string }[];
  privacyHref: string | null;
}

type Presentation = Omit<FieldProps, 'spec' | 'form' | 't' | 'label'> & { label: string };

interface EntryFormDefinition {
  fields: readonly FieldSpec[];
  submitKey: string;
  present(t: Translate, departments: EntryFormProps['departments']): Record<string, Presentation>;
}

const DEFINITIONS: Record<EntryFormKind, EntryFormDefinition> = {
  contact: {
    fields: CONTACT_FIELDS,
    submitKey: 'form.contact.submit',
    present: (t, departments = []) => ({
      companyName: { label: t('form.contact.companyName'), autoComplete: 'organization' },
      name: { label: t('form.contact.name'), autoComplete: 'name' },
      email: { label: t('form.contact.email'), autoComplete: 'email' },
      phone: { label: t('form.contact.phone'), autoComplete: 'tel' },
      department: {
        label: t('form.contact.department'),
        placeholder: t('form.contact.departmentPlaceholder'),
        options: departments.map((d) => ({ value: String(d.id), label: d.name })),
      },
      message: { label: t('form.contact.message'), placeholder: t('form.contact.messagePlaceholder') },
      newsletterConsent: { label: t('form.contact.newsletterConsent') },
      termsConsent: { label: t('form.contact.termsConsent') },
      policyConsent: { label: t('form.contact.policyConsent') },
    }),
  },
  customerService: {
    fields: CUSTOMER_SERVICE_FIELDS,
    submitKey: 'form.customerService.submit',
    present: (t) => ({
      name: { label: t('form.customerService.name'), autoComplete: 'name' },
      companyName: { label: t('form.customerService.company'), autoComplete: 'organization' },
      email: { label: t('form.customerService.email'), autoComplete: 'email' },
      phone: { label: t('form.customerService.phone'), autoComplete: 'tel' },
      orderNumber: { label: t('form.customerService.orderNumber'), hint: t('form.customerService.orderNumberHint') },
      productName: { label: t('form.customerService.product'), placeholder: t('form.customerService.productPlaceholder') },
      message: {
        label: t('form.customerService.problemDescription'),
        placeholder: t('form.customerService.problemDescriptionPlaceholder'),
      },
      termsConsent: { label: t('form.customerService.termsConsent') },
      policyConsent: { label: t('form.customerService.policyConsent') },
    }),
  },
};

export default function EntryForm({ id, kind, locale, messages, departments, privacyHref }: EntryFormProps) {
  const t = useMemo(() => createTranslator(locale, messages), [locale, messages]);
  const controller = useMemo(() => entryFormController(kind, locale), [kind, locale]);
  const definition = DEFINITIONS[kind];
  const presentation = useMemo(() => definition.present(t, departments), [definition, t, departments]);
  const [outcome, setOutcome] = useState<'form' | 'failed' | 'sent'>('form');
  const form = useForm(definition.fields, () => setOutcome('failed'));
  const successHeading = useRef<HTMLHeadingElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  // Rendered in the page before its code runs, with the button off: without JavaScript Enter in a field must
  // not send the form natively (to the page's own address, the values lost). With it, the page's script turns
  // the button on at once and holds a submit until this runs.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // What the visitor typed before the code arrived is in the page, not yet in the state: taken over.
    const typed = formElement.current ? valuesOfForm(formElement.current, definition.fields) : undefined;
    if (typed) form.adopt(typed);
    setReady(true);
    if (startForm(id)) void send(typed);
  }, []);
  // After the thank-you text is in the page (a frame callback could run before React committed it).
  useEffect(() => {
    if (outcome === 'sent') successHeading.current?.focus();
  }, [outcome]);

  async function send(values?: FormValues, event: React.FormEvent | null = null) {
    setOutcome('form');
    const result = await form.submit(event, (body) => controller.send(body), values);
    if (result === 'sent') {
      form.reset();
      setOutcome('sent');
    }
  }

  if (outcome === 'sent') {
    return (
      <div className="form-success" data-form-success>
        <h3 className="form-success__title" ref={successHeading} tabIndex={-1}>
          {t('form.successTitle')}
        </h3>
        <p>{t('form.successText')}</p>
        <p>
          <button className="btn" type="button" onClick={() => setOutcome('form')}>
            {t('form.sendAnother')}
          </button>
        </p>
      </div>
    );
  }

  const labels = Object.fromEntries(Object.entries(presentation).map(([name, p]) => [name, p.label]));
  const field = (spec: FieldSpec): ReactNode => {
    const { label, ...rest } = presentation[spec.name] ?? { label: spec.name };
    return <Field key={spec.name} spec={spec} form={form} t={t} label={label} {...rest} />;
  };

  return (
    <form
      id={id}
      ref={formElement}
      className="form"
      noValidate
      onSubmit={(event) => void send(undefined, event)}
      aria-busy={form.sending || undefined}
      data-entry-form={kind}
    >
      <p className="form__note">{t('common.requiredFieldsNote')}</p>
      <ErrorSummary form={form} t={t} labels={labels} />
      <div className="form__grid">{definition.fields.map(field)}</div>
      {privacyHref && (
        <p className="form__note">
          <a href={privacyHref}>{t('form.privacyPolicyLink')}</a>
        </p>
      )}
      {outcome === 'failed' && (
        <p className="form__failure" role="alert">
          {t('form.failure')}
        </p>
      )}
      <div className="form__actions">
        <button className="btn btn--primary" type="submit" disabled={!ready} aria-disabled={form.sending || undefined}>
          {form.sending ? t('form.sending') : t(definition.submitKey)}
        </button>
      </div>
    </form>
  );
}

// Server side only: the client bundle drops this (import.meta.env.SSR is false there).
if (import.meta.env.SSR) renderedByReact(EntryForm);

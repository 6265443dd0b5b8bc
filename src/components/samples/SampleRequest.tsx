/**
 * The sample request island: a modal with the chosen swatches (each removable) and the request form (company,
 * contact, delivery address, an optional note, the consents) in the form kit, opened by the patterns page's
 * "Order samples" button through the sample store. A submit that fails the field rules (or the API's) keeps the
 * dialog open with the error summary focused (and so scrolled into view) at the form's top; a failed call says
 * so above the button and keeps every value and swatch; a sent request shows the thank-you view with what was
 * ordered (focus on its heading) and the basket lets those swatches go. The form's values live in this root,
 * not in the dialog, so closing it to choose more swatches keeps what was typed. Mounted by
 * sample-request-island.tsx on the first opening.
 */
import { useStore } from '@nanostores/react';
import { type Dispatch, type SetStateAction, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type FieldSpec, SAMPLE_REQUEST_FIELDS } from '#contract/forms.ts';
import type { Locale } from '#contract/locales.ts';
import { type Messages, type Translate, createTranslator } from '../../i18n/translator.ts';
import {
  $sampleRequest,
  $samples,
  SAMPLE_LIMIT,
  type SampleSwatch,
  sampleKey,
  sampleRequest,
  samples,
} from '../../stores/samples.ts';
import ErrorSummary from '../forms/ErrorSummary.tsx';
import Field, { type FieldProps } from '../forms/Field.tsx';
import { type FormState, useForm } from '../forms/use-form.ts';
import CrossIcon from '../ui/CrossIcon.tsx';
import { injectStyles } from '../ui/inject-styles.ts';
import Modal from '../ui/Modal.tsx';
import { useFade } from '../ui/use-fade.ts';
import { swatchName } from './sample-entry.ts';
import type { SampleRequestController } from './sample-request-controller.ts';
import css from './sample-request.css?inline';

injectStyles('sample-request', css);

export interface SampleRequestProps {
  locale: Locale;
  messages: Messages;
  fallback?: Messages;
  privacyHref: string | null;
  controller: SampleRequestController;
  /** Where focus goes on close when the button that opened the dialog is hidden (the basket went with the request). */
  returnFocus: () => HTMLElement | null;
}

type Outcome = { kind: 'form' } | { kind: 'failed' } | { kind: 'sent'; swatches: SampleSwatch[]; email: string };

export default function SampleRequest({ locale, messages, fallback, privacyHref, controller, returnFocus }: SampleRequestProps) {
  const t = useMemo(() => createTranslator(locale, messages, fallback), [locale, messages, fallback]);
  const open = useStore($sampleRequest);
  const modal = useFade(open ? true : null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });
  const form = useForm(SAMPLE_REQUEST_FIELDS, () => setOutcome({ kind: 'failed' }));
  // The next opening after a sent request starts with the form again (once the dialog has faded out).
  useEffect(() => {
    if (!modal.rendered) setOutcome((current) => (current.kind === 'sent' ? { kind: 'form' } : current));
  }, [modal.rendered]);
  if (!modal.rendered) return null;
  return (
    <SampleRequestDialog
      t={t}
      form={form}
      outcome={outcome}
      setOutcome={setOutcome}
      controller={controller}
      shown={modal.shown}
      privacyHref={privacyHref}
      returnFocus={returnFocus}
    />
  );
}

interface DialogProps {
  t: Translate;
  form: FormState;
  outcome: Outcome;
  setOutcome: Dispatch<SetStateAction<Outcome>>;
  controller: SampleRequestController;
  shown: boolean;
  privacyHref: string | null;
  returnFocus: () => HTMLElement | null;
}

type Presentation = Omit<FieldProps, 'spec' | 'form' | 't' | 'label'> & { label: string };

function present(t: Translate): Record<string, Presentation> {
  return {
    companyName: { label: t('samples.request.companyName'), autoComplete: 'organization' },
    name: { label: t('samples.request.name'), autoComplete: 'name' },
    email: { label: t('samples.request.email'), autoComplete: 'email' },
    phone: { label: t('samples.request.phone'), autoComplete: 'tel', hint: t('samples.request.phoneHint') },
    street: { label: t('samples.request.street'), autoComplete: 'address-line1' },
    postalCode: { label: t('samples.request.postalCode'), autoComplete: 'postal-code' },
    city: { label: t('samples.request.city'), autoComplete: 'address-level2' },
    country: { label: t('samples.request.country'), autoComplete: 'country-name' },
    notes: { label: t('samples.request.notes'), placeholder: t('samples.request.notesPlaceholder'), rows: 3 },
    termsConsent: { label: t('samples.request.termsConsent') },
    policyConsent: { label: t('samples.request.policyConsent') },
  };
}

const CONTACT = ['companyName', 'name', 'email', 'phone'];
const ADDRESS = ['street', 'postalCode', 'city', 'country'];

function SampleRequestDialog({ t, form, outcome, setOutcome, controller, shown, privacyHref, returnFocus }: DialogProps) {
  const swatches = useStore($samples);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const presentation = useMemo(() => present(t), [t]);
  const sent = outcome.kind === 'sent';

  // Each view starts at its heading, read out as the dialog opens and when the request has gone.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [sent]);

  async function onSubmit(event: React.FormEvent) {
    setOutcome({ kind: 'form' });
    const done: { swatches?: SampleSwatch[]; email?: string } = {};
    const result = await form.submit(event, async (body) => {
      done.swatches = await controller.send(body);
      done.email = String(body.email ?? '');
    });
    if (result === 'sent') {
      form.reset();
      setOutcome({ kind: 'sent', swatches: done.swatches ?? [], email: done.email ?? '' });
    }
  }

  const field = (name: string) => {
    const spec = SAMPLE_REQUEST_FIELDS.find((s) => s.name === name) as FieldSpec;
    const { label, ...rest } = presentation[name] ?? { label: name };
    return <Field key={name} spec={spec} form={form} t={t} label={label} {...rest} />;
  };
  const labels = Object.fromEntries(Object.entries(presentation).map(([name, p]) => [name, p.label]));

  return (
    <Modal
      shown={shown}
      labelledBy={titleId}
      closeLabel={t('common.close')}
      onClose={sampleRequest.close}
      returnFocus={returnFocus}
      className="sample-request"
    >
      {outcome.kind === 'sent' ? (
        <>
          <h2 className="modal__title" id={titleId} ref={heading} tabIndex={-1} data-sample-request-sent>
            {t('samples.request.successTitle')}
          </h2>
          <p className="modal__text">{t('samples.request.successText', { email: outcome.email })}</p>
          <section className="sample-list" aria-labelledby={`${titleId}-sent`}>
            <h3 className="sample-list__title" id={`${titleId}-sent`}>
              {t('samples.request.sent')}
            </h3>
            <ul className="list-reset sample-list__items">
              {outcome.swatches.map((swatch) => (
                <SwatchItem key={sampleKey(swatch)} swatch={swatch} />
              ))}
            </ul>
          </section>
          <div className="form__actions">
            <button className="btn btn--primary" type="button" onClick={sampleRequest.close}>
              {t('common.close')}
            </button>
          </div>
        </>
      ) : (
        <>
          <h2 className="modal__title" id={titleId} ref={heading} tabIndex={-1}>
            {t('samples.request.title')}
          </h2>
          <p className="modal__text">{t('samples.request.intro')}</p>
          <ChosenSwatches t={t} swatches={swatches} />
          {swatches.length > 0 && (
            <form className="form" noValidate onSubmit={onSubmit} aria-busy={form.sending || undefined} data-sample-request-form>
              <p className="form__note">{t('common.requiredFieldsNote')}</p>
              <ErrorSummary form={form} t={t} labels={labels} />
              <fieldset className="sample-request__group">
                <legend>{t('samples.request.contact')}</legend>
                <div className="form__grid">{CONTACT.map(field)}</div>
              </fieldset>
              <fieldset className="sample-request__group">
                <legend>{t('samples.request.address')}</legend>
                <div className="form__grid">{ADDRESS.map(field)}</div>
              </fieldset>
              {field('notes')}
              {field('termsConsent')}
              {field('policyConsent')}
              {privacyHref && (
                <p className="form__note">
                  <a href={privacyHref}>{t('form.privacyPolicyLink')}</a>
                </p>
              )}
              {outcome.kind === 'failed' && (
                <p className="form__failure" role="alert">
                  {t('form.failure')}
                </p>
              )}
              <div className="form__actions">
                <button className="btn btn--primary" type="submit" aria-disabled={form.sending || undefined}>
                  {form.sending ? t('form.sending') : t('samples.request.submit')}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </Modal>
  );
}

function SwatchItem({ swatch, children }: { swatch: SampleSwatch; children?: React.ReactNode }) {
  return (
    <li className="sample-list__item" data-sample-item={sampleKey(swatch)}>
      <span className="sample-list__dot" style={{ '--swatch': swatch.color.hex } as React.CSSProperties} aria-hidden="true" />
      <span className="sample-list__name">
        <span>
          {swatch.pattern.name} <span className="sample-list__code">{swatch.pattern.code}</span>
        </span>
        <span className="sample-list__colour">{swatch.color.name}</span>
      </span>
      {children}
    </li>
  );
}

/**
 * The swatches in the basket, each with its remove button. Removing one moves focus to the next one's button
 * (or the previous one's, or the list's heading when it was the last), so a keyboard user stays in the list.
 */
function ChosenSwatches({ t, swatches }: { t: Translate; swatches: readonly SampleSwatch[] }) {
  const titleId = useId();
  const list = useRef<HTMLElement>(null);
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const button = target ? list.current?.querySelector<HTMLElement>(`[data-sample-item="${target}"] button`) : null;
    (button ?? list.current?.querySelector<HTMLElement>('h3'))?.focus();
  }, [swatches]);

  function remove(index: number) {
    const swatch = swatches[index] as SampleSwatch;
    const neighbour = swatches[index + 1] ?? swatches[index - 1];
    focusNext.current = neighbour ? sampleKey(neighbour) : '';
    samples.remove(sampleKey(swatch));
  }

  return (
    <section className="sample-list" aria-labelledby={titleId} ref={list}>
      <h3 className="sample-list__title" id={titleId} tabIndex={-1}>
        {t('samples.request.chosen', { count: swatches.length, max: SAMPLE_LIMIT })}
      </h3>
      {swatches.length === 0 ? (
        <p className="sample-list__empty">{t('samples.request.empty')}</p>
      ) : (
        <ul className="list-reset sample-list__items">
          {swatches.map((swatch, index) => (
            <SwatchItem key={sampleKey(swatch)} swatch={swatch}>
              <button
                className="icon-btn sample-list__remove"
                type="button"
                aria-label={t('samples.request.remove', { name: swatchName(t, swatch) })}
                onClick={() => remove(index)}
              >
                <CrossIcon size={18} />
              </button>
            </SwatchItem>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The newsletter island: the modal with the sign-up form (name, e-mail, the three required consents) and the
 * unsubscribe form (e-mail only), and the small dialog with the outcome of a call. Rendered from the
 * newsletter store: any `[data-newsletter-open]` button opens the modal; after a call the modal closes and the
 * outcome shows (subscribed, unsubscribed, the address already subscribed, a failure). A form that fails its
 * rules (or the API's) stays open with its messages, scrolled to the top. Mounted by newsletter-island.tsx on
 * the first open, so pages carry none of it until then; its calls go through the newsletter controller.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { NEWSLETTER_SUBSCRIBE_FIELDS, NEWSLETTER_UNSUBSCRIBE_FIELDS } from '#contract/forms.ts';
import type { Locale } from '#contract/locales.ts';
import { type Messages, type Translate, createTranslator } from '../../i18n/translator.ts';
import {
  $newsletterModal,
  $newsletterOutcome,
  $newsletterView,
  type NewsletterOutcome,
  newsletterModal,
} from '../../stores/newsletter.ts';
import { type NewsletterController, failureOutcome } from './newsletter-controller.ts';
import ErrorSummary from '../forms/ErrorSummary.tsx';
import Field from '../forms/Field.tsx';
import { useForm } from '../forms/use-form.ts';
import { NOTICE_FADE } from '../ui/fade.ts';
import Modal from '../ui/Modal.tsx';
import { useFade } from '../ui/use-fade.ts';

export interface NewsletterRootProps {
  locale: Locale;
  messages: Messages;
  fallback?: Messages;
  privacyHref: string | null;
  controller: NewsletterController;
}

export default function NewsletterRoot({ locale, messages, fallback, privacyHref, controller }: NewsletterRootProps) {
  const t = useMemo(() => createTranslator(locale, messages, fallback), [locale, messages, fallback]);
  const open = useStore($newsletterModal);
  const outcome = useStore($newsletterOutcome);
  const modal = useFade(open ? true : null);
  const notice = useFade(outcome, NOTICE_FADE);
  // The button that opened the modal: where focus returns after the outcome dialog (the element focused
  // when that dialog opened, the modal's submit button, is gone by then).
  const opener = useRef<HTMLElement | null>(null);

  return (
    <>
      {modal.rendered && (
        <NewsletterModal t={t} controller={controller} shown={modal.shown} privacyHref={privacyHref} opener={opener} />
      )}
      {notice.rendered && <OutcomeDialog t={t} outcome={notice.rendered} shown={notice.shown} opener={opener} />}
    </>
  );
}

interface ModalViewProps {
  t: Translate;
  controller: NewsletterController;
  shown: boolean;
  privacyHref: string | null;
  opener: React.RefObject<HTMLElement | null>;
}

function NewsletterModal({ t, controller, shown, privacyHref, opener }: ModalViewProps) {
  const view = useStore($newsletterView);
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const fields = view === 'subscribe' ? NEWSLETTER_SUBSCRIBE_FIELDS : NEWSLETTER_UNSUBSCRIBE_FIELDS;
  const form = useForm(fields, (error) => newsletterModal.finish(view === 'subscribe' ? failureOutcome(error) : 'error'));

  // A view starts at its heading, read out as the dialog opens or switches.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [view]);

  async function onSubmit(event: React.FormEvent) {
    const result = await form.submit(event, (body) => controller.send(view, body));
    if (result === 'sent') {
      form.reset();
      newsletterModal.finish(view === 'subscribe' ? 'subscribed' : 'unsubscribed');
    }
    // A form with errors scrolls to its top, where the summary (focused) lists them.
    if (result === 'invalid') dialog.current?.scrollTo({ top: 0 });
  }

  const labels: Record<string, string> = {
    name: t('newsletter.name'),
    email: t('newsletter.email'),
    marketingAgreement: t('newsletter.consents.marketingAgreement'),
    acceptanceOfTheRules: t('newsletter.consents.acceptanceOfTheRules'),
    confirmationOfReadingThePrivacyPolicy: t('newsletter.consents.confirmationOfReadingThePrivacyPolicy'),
  };
  const autoComplete: Record<string, string> = { name: 'given-name', email: 'email' };

  return (
    <Modal
      shown={shown}
      labelledBy={titleId}
      closeLabel={t('common.close')}
      onClose={newsletterModal.close}
      onOpener={(element) => {
        opener.current = element;
      }}
      dialogRef={dialog}
      className="newsletter-modal"
    >
      <h2 className="modal__title" id={titleId} ref={heading} tabIndex={-1}>
        {view === 'subscribe' ? t('newsletter.title') : t('newsletter.unsubscribe')}
      </h2>
      <p className="modal__text">{view === 'subscribe' ? t('newsletter.intro') : t('newsletter.unsubscribeIntro')}</p>
      <form className="form" noValidate onSubmit={onSubmit} aria-busy={form.sending || undefined} data-newsletter-form={view}>
        <p className="form__note">{t('common.requiredFieldsNote')}</p>
        <ErrorSummary form={form} t={t} labels={labels} />
        {fields.map((spec) => (
          <Field
            key={`${view}-${spec.name}`}
            spec={spec}
            form={form}
            t={t}
            label={labels[spec.name] ?? spec.name}
            autoComplete={autoComplete[spec.name]}
          />
        ))}
        {view === 'subscribe' && privacyHref && (
          <p className="form__note">
            <a href={privacyHref}>{t('form.privacyPolicyLink')}</a>
          </p>
        )}
        <div className="form__actions">
          <button className="btn btn--primary" type="submit" aria-disabled={form.sending || undefined}>
            {form.sending ? t('form.sending') : view === 'subscribe' ? t('newsletter.submit') : t('newsletter.unsubscribe')}
          </button>
          <button
            className="btn btn--link"
            type="button"
            onClick={() => {
              form.reset();
              newsletterModal.switchView(view === 'subscribe' ? 'unsubscribe' : 'subscribe');
            }}
          >
            {view === 'subscribe' ? t('newsletter.unsubscribeLink') : t('newsletter.backToSubscribe')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

const OUTCOME_TEXTS: Record<NewsletterOutcome, { title: string; subtitle: string | null }> = {
  subscribed: { title: 'newsletter.subscribeSuccessTitle', subtitle: 'newsletter.subscribeSuccessSubtitle' },
  unsubscribed: { title: 'newsletter.unsubscribeSuccessTitle', subtitle: 'newsletter.unsubscribeSuccessSubtitle' },
  exists: { title: 'newsletter.error409Title', subtitle: null },
  error: { title: 'newsletter.errorTitle', subtitle: 'newsletter.errorSubtitle' },
};

function OutcomeDialog({
  t,
  outcome,
  shown,
  opener,
}: {
  t: Translate;
  outcome: NewsletterOutcome;
  shown: boolean;
  opener: React.RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
  const textId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const texts = OUTCOME_TEXTS[outcome];
  return (
    <Modal
      shown={shown}
      labelledBy={titleId}
      describedBy={texts.subtitle ? textId : undefined}
      closeLabel={t('common.close')}
      onClose={newsletterModal.dismissOutcome}
      returnFocus={() => opener.current}
      initialFocus={closeButton}
      className="newsletter-outcome"
    >
      <h2 className="modal__title" id={titleId} data-outcome={outcome}>
        {t(texts.title)}
      </h2>
      {texts.subtitle && (
        <p className="modal__text" id={textId}>
          {t(texts.subtitle)}
        </p>
      )}
      <div className="form__actions">
        <button className="btn btn--primary" type="button" ref={closeButton} onClick={newsletterModal.dismissOutcome}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}

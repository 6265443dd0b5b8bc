/**
 * The cookie popup of the Polish locale (and the settings every locale's privacy page opens): a modal
 * <dialog> with two views. CookiesInfo offers "accept all" or the settings; CookiesSettings lists the four
 * categories (necessary always on, its switch disabled), saves the choice or accepts all, and links to the
 * privacy policy. Focus moves to the view's heading when a view opens, stays inside while open, and returns
 * to where it was when the dialog closes. Esc closes a popup the visitor asked for; a first-time popup
 * needs an answer, so there Esc only steps back from the settings to the info view.
 */
import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { CONSENT_CATEGORIES, type ConsentCategory, type ConsentChoice } from '../../analytics/consent-mode.ts';
import type { Translate } from '../../i18n/translator.ts';
import { focusables, trapTab } from '../ui/focus.ts';

export interface ConsentDialogProps {
  view: 'info' | 'settings';
  /** The fade state (data-shown drives the CSS). */
  shown: boolean;
  /** Opened on request (the privacy page button): Esc and the close button leave without a change. */
  requested: boolean;
  saving: boolean;
  /** Where the settings start: the saved choice, else every category on. */
  initialChoice: ConsentChoice;
  privacyHref: string | null;
  t: Translate;
  onAcceptAll(): void;
  onSave(choice: ConsentChoice): void;
  onShowSettings(): void;
  /** Esc on the info view of a first-time popup: nothing; elsewhere back to info or closed. */
  onDismiss(): void;
  /** The browser closed the dialog itself (a close request that could not be refused). */
  onClosedByBrowser(): void;
}

const CATEGORY_KEYS: Record<ConsentCategory, 'necessary' | 'functional' | 'analytic' | 'advertising'> = {
  necessaryConsent: 'necessary',
  functionalConsent: 'functional',
  analyticConsent: 'analytic',
  advertisingConsent: 'advertising',
};

export default function ConsentDialog(props: ConsentDialogProps) {
  const { view, shown, requested, saving, initialChoice, privacyHref, t } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const textId = useId();
  const labels: ViewLabels = { heading, titleId, textId };

  // Open as a modal on mount (the page behind becomes inert), close on unmount and give focus back.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      const target = returnTo?.isConnected && returnTo !== document.body ? returnTo : document.getElementById('main');
      target?.focus({ preventScroll: true });
    };
  }, []);

  // Each view starts at its heading: a screen reader reads the title, Tab goes on to the choices.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [view]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (dialog.current && trapTab(event.nativeEvent, focusables(dialog.current))) return;
    if (event.key !== 'Escape') return;
    // Handled here rather than by the dialog's own cancel: the store decides, and the fade runs.
    event.preventDefault();
    props.onDismiss();
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    props.onDismiss();
  }

  function onClose() {
    // Still mounted: the browser closed it (e.g. a repeated Back gesture); the store follows.
    if (dialog.current?.isConnected) props.onClosedByBrowser();
  }

  return (
    <dialog
      ref={dialog}
      className="modal consent-dialog"
      data-shown={shown || undefined}
      data-requested={requested || undefined}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onClose}
    >
      <div className="consent-dialog__sheet" aria-busy={saving || undefined}>
        {view === 'info' ? (
          <>
            <ViewIntro labels={labels} title={t('cookies.info.title')} text={t('cookies.info.text')} />
            <div className="consent-dialog__actions">
              <button className="btn btn--primary" type="button" disabled={saving} onClick={props.onAcceptAll}>
                {t('cookies.info.acceptAll')}
              </button>
              <button className="btn" type="button" onClick={props.onShowSettings}>
                {t('cookies.info.settings')}
              </button>
            </div>
          </>
        ) : (
          <ConsentSettings {...props} labels={labels} initialChoice={initialChoice} />
        )}
        {requested && (
          <button
            className="icon-btn consent-dialog__close"
            type="button"
            onClick={props.onDismiss}
            aria-label={t('cookies.banner.close')}
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" fill="none" />
            </svg>
          </button>
        )}
        {view === 'settings' && privacyHref && (
          <p className="consent-dialog__policy">
            <a href={privacyHref}>{t('cookies.settings.privacyPolicyLink')}</a>
          </p>
        )}
      </div>
    </dialog>
  );
}

/** What names the dialog: the heading that takes focus when a view opens (its label) and its text (description). */
interface ViewLabels {
  heading: RefObject<HTMLHeadingElement | null>;
  titleId: string;
  textId: string;
}

/** A view's heading and text, with the ids the dialog's aria-labelledby and aria-describedby point to. */
function ViewIntro({ labels, title, text }: { labels: ViewLabels; title: string; text: string }) {
  return (
    <>
      <h2 className="consent-dialog__title" id={labels.titleId} ref={labels.heading} tabIndex={-1}>
        {title}
      </h2>
      <p className="consent-dialog__text" id={labels.textId}>
        {text}
      </p>
    </>
  );
}

interface SettingsProps extends ConsentDialogProps {
  labels: ViewLabels;
}

function ConsentSettings({ labels, initialChoice, saving, t, onSave, onAcceptAll }: SettingsProps) {
  const [choice, setChoice] = useState<ConsentChoice>(initialChoice);
  const idPrefix = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSave(choice);
  }

  return (
    <form className="consent-settings" onSubmit={onSubmit}>
      <ViewIntro labels={labels} title={t('cookies.settings.title')} text={t('cookies.settings.intro')} />
      <fieldset className="consent-settings__categories">
        <legend className="visually-hidden">{t('cookies.settings.title')}</legend>
        {CONSENT_CATEGORIES.map((category) => {
          const key = CATEGORY_KEYS[category];
          const id = `${idPrefix}-${key}`;
          const necessary = category === 'necessaryConsent';
          return (
            <div className="consent-category" key={category}>
              <input
                className="consent-category__switch"
                type="checkbox"
                role="switch"
                id={id}
                name={category}
                checked={necessary || choice[category]}
                aria-checked={necessary || choice[category]}
                disabled={necessary}
                aria-describedby={`${id}-description`}
                onChange={(event) => setChoice({ ...choice, [category]: event.currentTarget.checked })}
              />
              <label className="consent-category__title" htmlFor={id}>
                {t(`cookies.settings.categories.${key}.title`)}
                {necessary && <span className="consent-category__always">{t('cookies.settings.alwaysOn')}</span>}
              </label>
              <p className="consent-category__description" id={`${id}-description`}>
                {t(`cookies.settings.categories.${key}.description`)}
              </p>
            </div>
          );
        })}
      </fieldset>
      <div className="consent-dialog__actions">
        <button className="btn btn--primary" type="submit" disabled={saving}>
          {t('cookies.settings.save')}
        </button>
        <button className="btn" type="button" disabled={saving} onClick={onAcceptAll}>
          {t('cookies.settings.acceptAll')}
        </button>
      </div>
    </form>
  );
}

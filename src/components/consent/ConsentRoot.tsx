/**
 * The consent island: renders the popup view the store names (CookiesInfo or CookiesSettings) with its
 * fade, and turns the visitor's answers into saves through the consent controller. Mounted by the page's
 * consent gate (consent-island.tsx) only when a view is needed (nothing saved yet in Polish, or the privacy
 * page button in any locale), so returning visitors load none of it. The older banner of the other locales
 * is plain DOM (cookie-banner.ts).
 */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { Locale } from '#contract/locales.ts';
import { type Messages, createTranslator } from '../../i18n/translator.ts';
import { $consentUi, $cookiesTypes, ALL_ACCEPTED, consentUi } from '../../stores/consent.ts';
import { useFade } from '../ui/use-fade.ts';
import ConsentDialog from './ConsentDialog.tsx';
import type { ConsentController } from './consent-controller.ts';
import consentCss from './consent.css?inline';
import { injectStyles } from '../ui/inject-styles.ts';
import modalCss from '../ui/modal.css?inline';

injectStyles('modal', modalCss);
injectStyles('consent', consentCss);

export interface ConsentRootProps {
  locale: Locale;
  /** `{ cookies: … }` of the locale's dictionary. */
  messages: Messages;
  privacyHref: string | null;
  controller: ConsentController;
}

export default function ConsentRoot({ locale, messages, privacyHref, controller }: ConsentRootProps) {
  const t = useMemo(() => createTranslator(locale, messages), [locale, messages]);
  const ui = useStore($consentUi);
  const stored = useStore($cookiesTypes);
  const { rendered, shown } = useFade(ui.activePopup);

  if (rendered === null) return null;
  return (
    <ConsentDialog
      view={rendered}
      shown={shown}
      requested={ui.requested}
      saving={ui.saving}
      initialChoice={stored ?? ALL_ACCEPTED}
      privacyHref={privacyHref}
      t={t}
      onAcceptAll={() => void controller.save(ALL_ACCEPTED)}
      onSave={(choice) => void controller.save(choice)}
      onShowSettings={() => consentUi.open('settings', ui.requested)}
      onDismiss={() => {
        if (ui.requested) consentUi.close();
        else if (rendered === 'settings') consentUi.open('info');
      }}
      onClosedByBrowser={consentUi.close}
    />
  );
}

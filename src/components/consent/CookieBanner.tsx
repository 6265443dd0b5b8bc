/**
 * The older cookie banner of the locales other than Polish: a notice fixed to the bottom of the window with
 * the privacy policy link and a close button, which stores `cookiesAllowed`. Not modal: it takes no focus
 * when it appears, and being a labelled region, screen-reader users find it among the landmarks (it sits
 * before the header in the document). When it closes with focus inside, focus goes to the main content.
 */
import { useRef } from 'react';
import type { Translate } from '../../i18n/translator.ts';

export interface CookieBannerProps {
  shown: boolean;
  privacyHref: string | null;
  t: Translate;
  onClose(): void;
}

export default function CookieBanner({ shown, privacyHref, t, onClose }: CookieBannerProps) {
  const region = useRef<HTMLElement>(null);

  function close() {
    if (region.current?.contains(document.activeElement)) document.getElementById('main')?.focus({ preventScroll: true });
    onClose();
  }

  return (
    <section ref={region} className="cookie-banner" data-shown={shown || undefined} aria-label={t('cookies.dialogLabel')}>
      <div className="container cookie-banner__inner">
        <p className="cookie-banner__text">
          {t('cookies.banner.text')} {privacyHref && <a href={privacyHref}>{t('cookies.banner.privacyPolicy')}</a>}
        </p>
        <button className="btn btn--primary cookie-banner__close" type="button" onClick={close}>
          {t('cookies.banner.close')}
        </button>
      </div>
    </section>
  );
}

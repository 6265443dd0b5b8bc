/**
 * The older cookie banner of the locales other than Polish: a notice fixed to the bottom of the window with
 * the privacy policy link and a close button, which stores `cookiesAllowed`. Plain DOM rather than the React
 * island: one paragraph and one button, and six of seven locales show it to every first-time visitor, who
 * would otherwise download React (65 KB gzip) for it. Not modal: it takes no focus when it appears, and as
 * a labelled region before the header, screen-reader users meet it first. When it closes with focus inside,
 * focus goes to the main content.
 */
import type { Locale } from '#contract/locales.ts';
import { createTranslator } from '../../i18n/translator.ts';
import { $cookiesAllowed } from '../../stores/consent.ts';
import { FADE_IN_DELAY_MS, FADE_OUT_MS } from '../ui/fade.ts';
import { loadTexts } from '../../i18n/lazy-texts.ts';
import bannerCss from './cookie-banner.css?inline';
import { injectStyles } from '../ui/inject-styles.ts';

/** The banner's height, on the root element while it is shown. */
const BANNER_HEIGHT = '--cookie-banner-height';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

export async function showCookieBanner(
  host: HTMLElement,
  { locale, privacyHref }: { locale: Locale; privacyHref: string | null },
): Promise<void> {
  injectStyles('cookie-banner', bannerCss);
  const t = createTranslator(locale, (await loadTexts(locale, ['cookies'], { fallback: false })).messages);
  const banner = element('section', 'cookie-banner');
  banner.setAttribute('aria-label', t('cookies.dialogLabel'));
  const inner = element('div', 'container cookie-banner__inner');
  const text = element('p', 'cookie-banner__text', `${t('cookies.banner.text')} `);
  if (privacyHref) {
    const link = element('a', '', t('cookies.banner.privacyPolicy'));
    link.href = privacyHref;
    text.append(link);
  }
  const close = element('button', 'btn btn--primary cookie-banner__close', t('cookies.banner.close'));
  close.type = 'button';
  inner.append(text, close);
  banner.append(inner);
  host.append(banner);
  setTimeout(() => banner.setAttribute('data-shown', ''), FADE_IN_DELAY_MS);
  // What else sits at the bottom of the window (the connection notice) stays above the banner.
  const root = document.documentElement.style;
  const heightObserver = new ResizeObserver(() => root.setProperty(BANNER_HEIGHT, `${banner.offsetHeight}px`));
  heightObserver.observe(banner);

  close.addEventListener('click', () => {
    $cookiesAllowed.set(true);
    if (banner.contains(document.activeElement)) document.getElementById('main')?.focus({ preventScroll: true });
    banner.removeAttribute('data-shown');
    heightObserver.disconnect();
    root.removeProperty(BANNER_HEIGHT);
    setTimeout(() => banner.remove(), FADE_OUT_MS);
  });
}

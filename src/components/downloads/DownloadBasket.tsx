/**
 * The download basket island of the files page: the chosen files (name as a download link, format, type and
 * size, remove), the count, emptying the basket, and the zip download of all of them with its progress. It
 * renders the basket and downloads stores, which the header panel and the file toggles share, and acts through
 * the downloads controller; nothing passes between them by props. The basket lives in localStorage, so the build renders only the frame (heading) and
 * the browser fills it once hydrated: the first client render matches the build's, then the stores show.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useSyncExternalStore } from 'react';
import type { Locale } from '#contract/locales.ts';
import { type Messages, createTranslator } from '../../i18n/translator.ts';
import { $basket, basket, fileExtension } from '../../stores/basket.ts';
import { $zip, zipPhase } from '../../stores/downloads.ts';
import { formatFileSize } from '../../utils/format.ts';
import { withDownloadQuery } from '../../utils/html.ts';
import { injectStyles } from '../ui/inject-styles.ts';
import basketCss from './download-basket.css?inline';
import { downloadZip, loadDownloadApi } from './downloads-controller.ts';
import { renderedByReact } from '../ui/rendered-by-react.ts';

injectStyles('download-basket', basketCss);

export interface DownloadBasketProps {
  locale: Locale;
  /** pickMessages(locale, ['basket']). */
  messages: Messages;
}

const noSubscription = () => () => {};

/** False at build time and while hydrating, true from the first render after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export default function DownloadBasket({ locale, messages }: DownloadBasketProps) {
  const t = useMemo(() => createTranslator(locale, messages), [locale, messages]);
  const hydrated = useHydrated();
  const files = useStore($basket);
  const zip = useStore($zip);
  const phase = zipPhase(zip);
  const count = files.length;
  const zipText = { idle: '', preparing: t('basket.preparing'), ready: t('basket.ready'), error: t('basket.zipError') }[phase];

  return (
    <section className="download-basket" data-download-basket>
      <div className="download-basket__head">
        <h3 id="download-basket-title" className="download-basket__title">
          {t('basket.title')}
        </h3>
        <p className="download-basket__count" role="status">
          {hydrated && count > 0 ? t('basket.count', { count }) : ''}
        </p>
      </div>

      {/* Before the code runs the basket is unknown; most visitors' is empty, and the list replaces the note. */}
      {!hydrated || count === 0 ? (
        <p className="download-basket__empty">{t('basket.empty')}</p>
      ) : (
        <>
          <ul className="download-basket__list">
            {files.map((file) => (
              <li key={file.file.url} className="download-basket__item">
                <span className="download-basket__format" aria-hidden="true">
                  {fileExtension(file.file.url) || '—'}
                </span>
                <span className="download-basket__body">
                  <a className="download-basket__name" href={withDownloadQuery(file.file.url)} title={file.name}>
                    {file.name}
                  </a>
                  <span className="download-basket__meta">
                    {[file.type.name, formatFileSize(file.file.size, locale)].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <button
                  className="icon-btn download-basket__remove"
                  type="button"
                  aria-label={t('basket.removeFile', { name: file.name })}
                  onClick={() => basket.remove(file.file.url)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>

          <div className="download-basket__zip" data-phase={phase}>
            <button
              className="btn btn--primary download-basket__start"
              type="button"
              aria-disabled={phase === 'preparing' || undefined}
              onClick={() => {
                if (phase !== 'preparing') void downloadZip(loadDownloadApi(locale));
              }}
            >
              {t('basket.downloadAll')}
            </button>
            {phase === 'preparing' ? <progress className="download-basket__progress" aria-label={t('basket.preparing')} /> : null}
            <p className="download-basket__zip-status" role="status">
              {zipText}
            </p>
            {phase === 'ready' ? (
              <a
                className="download-basket__zip-link"
                href={zip.saved?.href ?? zip.downloadLink ?? ''}
                download={zip.saved?.filename ?? ''}
              >
                {t('basket.downloadZip')}
              </a>
            ) : null}
          </div>

          <button className="download-basket__clear" type="button" onClick={() => basket.clear()}>
            {t('basket.clear')}
          </button>
        </>
      )}
    </section>
  );
}

// Server side only: the client bundle drops this (import.meta.env.SSR is false there).
if (import.meta.env.SSR) renderedByReact(DownloadBasket);

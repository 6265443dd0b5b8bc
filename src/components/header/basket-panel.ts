/**
 * The basket panel's contents, from the basket store: the count badges and accessible labels (Polish plurals
 * through `basket.count`), the list of files (name as a download link, format, type and size, a remove button)
 * or the empty state. Loaded by the header controller with the basket's first file or the first use of a basket button.
 */
import { createTranslator, type Messages } from '../../i18n/translator.ts';
import { localeOr } from '#contract/locales.ts';
import { formatFileSize } from '../../utils/format.ts';
import { withDownloadQuery } from '../../utils/html.ts';
import { $basket, type BasketFile, basket, fileExtension } from '../../stores/basket.ts';
import { $zip, type ZipPhase, zipPhase } from '../../stores/downloads.ts';
import { downloadZip, loadDownloadApi } from '../downloads/downloads-controller.ts';

let initialized = false;

function readMessages(root: HTMLElement): Messages {
  try {
    return JSON.parse(root.querySelector('[data-header-messages]')?.textContent ?? '{}') as Messages;
  } catch {
    return {};
  }
}

export function initBasketPanel(root: HTMLElement): void {
  if (initialized) return;
  initialized = true;
  const locale = localeOr(root.dataset.locale);
  const t = createTranslator(locale, readMessages(root));
  const list = root.querySelector<HTMLUListElement>('[data-basket-list]');
  const empty = root.querySelector<HTMLElement>('[data-basket-empty]');
  const status = root.querySelector<HTMLElement>('[data-basket-status]');
  const template = root.querySelector<HTMLTemplateElement>('template[data-basket-item]');
  const closeButton = root.querySelector<HTMLElement>('[data-basket-close]');
  const zip = root.querySelector<HTMLElement>('[data-basket-zip]');
  const zipStart = root.querySelector<HTMLButtonElement>('[data-zip-start]');
  const zipStatus = root.querySelector<HTMLElement>('[data-zip-status]');
  const zipLink = root.querySelector<HTMLAnchorElement>('[data-zip-link]');

  const row = (file: BasketFile): HTMLLIElement | null => {
    const item = template?.content.firstElementChild?.cloneNode(true);
    if (!(item instanceof HTMLLIElement)) return null;
    const field = (name: string) => item.querySelector<HTMLElement>(`[data-field="${name}"]`);
    const format = fileExtension(file.file.url);
    const formatField = field('format');
    if (formatField) formatField.textContent = format || '—';
    const name = field('name');
    if (name instanceof HTMLAnchorElement) {
      name.href = withDownloadQuery(file.file.url);
      name.textContent = file.name;
      name.title = file.name;
    }
    const meta = field('meta');
    if (meta) meta.textContent = [file.type.name, formatFileSize(file.file.size, locale)].filter(Boolean).join(' · ');
    const remove = item.querySelector<HTMLButtonElement>('[data-basket-remove]');
    if (remove) {
      remove.dataset.url = file.file.url;
      remove.setAttribute('aria-label', t('basket.removeFile', { name: file.name }));
    }
    return item;
  };

  const render = (files: readonly BasketFile[]) => {
    const count = files.length;
    const countText = count > 0 ? t('basket.count', { count }) : '';
    for (const badge of root.querySelectorAll<HTMLElement>('[data-basket-badge]')) {
      badge.textContent = String(count);
      badge.hidden = count === 0;
    }
    // Accessible names of the basket buttons: "Koszyk plików, 3 pliki w koszyku" (the badge itself is hidden).
    for (const label of root.querySelectorAll<HTMLElement>('[data-basket-label]')) {
      const base = label.dataset.basketLabel ?? '';
      label.textContent = countText ? `${base}, ${countText}` : base;
    }
    if (status) status.textContent = countText;
    if (empty) empty.hidden = count > 0;
    if (list) {
      list.replaceChildren(...files.map(row).filter((item): item is HTMLLIElement => item !== null));
      list.hidden = count === 0;
    }
    if (zip) zip.hidden = count === 0;
  };

  const zipTexts: Record<ZipPhase, string> = {
    idle: '',
    preparing: t('basket.preparing'),
    ready: t('basket.ready'),
    error: t('basket.zipError'),
  };
  const renderZip = () => {
    const state = $zip.get();
    const phase = zipPhase(state);
    if (zipStatus && zipStatus.textContent !== zipTexts[phase]) zipStatus.textContent = zipTexts[phase];
    if (zipStart) {
      if (phase === 'preparing') zipStart.setAttribute('aria-disabled', 'true');
      else zipStart.removeAttribute('aria-disabled');
    }
    if (zipLink) {
      // The archive the automatic download saved, else the API's address.
      zipLink.hidden = phase !== 'ready';
      zipLink.href = state.saved?.href ?? state.downloadLink ?? '';
      if (state.saved) zipLink.download = state.saved.filename;
    }
  };
  zipStart?.addEventListener('click', () => {
    if ($zip.get().isDownloading) return;
    void downloadZip(loadDownloadApi(locale));
  });

  list?.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-basket-remove]') : null;
    const url = button?.dataset.url;
    if (!button || !url) return;
    const buttons = [...list.querySelectorAll<HTMLButtonElement>('[data-basket-remove]')];
    const index = buttons.indexOf(button);
    basket.remove(url);
    // Focus stays in the list: on the row that took the removed one's place, else the close button.
    const remaining = [...list.querySelectorAll<HTMLButtonElement>('[data-basket-remove]')];
    (remaining[Math.min(index, remaining.length - 1)] ?? closeButton)?.focus();
  });

  $basket.subscribe(render);
  $zip.subscribe(renderZip);
}

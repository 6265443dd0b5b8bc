/**
 * Opens photos in the viewer. Gallery photo links stay links: without JavaScript, or with a modified click
 * (new tab), they open the image itself. A realization teaser's gallery button (hidden until this script runs,
 * as it does nothing without it) opens that realization's photos, fetched from the content API on demand.
 * The viewer's code (PhotoSwipe) loads on the first open, and starts loading as soon as a pointer or focus
 * reaches a photo or button, so a click seldom waits for it.
 */
import { localeOr } from '#contract/locales.ts';
import { loadOnce } from '../../utils/load-once.ts';
import { importChunk } from '../app-shell/chunk-reload.ts';
import { isPlainClick } from '../ui/plain-click.ts';
import { type ViewerTexts, slideFromLink } from './viewer-slides.ts';

const TRIGGERS = 'a[data-viewer-photo], button[data-viewer-realization]';

const loadViewer = loadOnce(() => importChunk(() => import('./gallery-viewer.ts')));

function textsOf(element: Element): ViewerTexts | null {
  const json = element.closest<HTMLElement>('[data-viewer-texts]')?.dataset.viewerTexts;
  try {
    return json ? (JSON.parse(json) as ViewerTexts) : null;
  } catch {
    return null;
  }
}

async function openPhoto(link: HTMLAnchorElement, texts: ViewerTexts): Promise<void> {
  const gallery = link.closest('[data-gallery]') ?? link.parentElement;
  const links = [...(gallery?.querySelectorAll<HTMLAnchorElement>('a[data-viewer-photo]') ?? [link])];
  try {
    const { openViewer } = await loadViewer();
    openViewer({ slides: links.map(slideFromLink), index: Math.max(0, links.indexOf(link)), texts });
  } catch (error) {
    console.error(error);
    location.assign(link.href);
  }
}

async function openRealization(button: HTMLButtonElement, texts: ViewerTexts): Promise<void> {
  const { viewerRealization: slug = '', locale } = button.dataset;
  button.setAttribute('aria-busy', 'true');
  try {
    const [{ openViewer }, slides] = await Promise.all([
      loadViewer(),
      importChunk(() => import('./realization-photos.ts')).then((m) => m.realizationSlides(localeOr(locale), slug)),
    ]);
    if (slides.length > 0) openViewer({ slides, index: 0, texts, label: button.dataset.viewerLabel });
  } catch (error) {
    console.error(error);
    // The realization's page shows its photos too.
    const page = button.closest('.teaser')?.querySelector<HTMLAnchorElement>('a[href]');
    if (page) location.assign(page.href);
  } finally {
    button.removeAttribute('aria-busy');
  }
}

const watched = new WeakSet<Document>();

/** Once per document, however many galleries' scripts ask. */
export function watchGalleries(root: Document = document): void {
  if (watched.has(root)) return;
  watched.add(root);
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-viewer-realization][hidden]')) button.hidden = false;

  root.addEventListener('click', (event) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>(TRIGGERS);
    const texts = trigger ? textsOf(trigger) : null;
    if (!trigger || !texts) return;
    event.preventDefault();
    if (trigger instanceof HTMLAnchorElement) void openPhoto(trigger, texts);
    else void openRealization(trigger as HTMLButtonElement, texts);
  });

  const warm = (event: Event) => {
    if ((event.target as Element | null)?.closest?.(TRIGGERS)) void loadViewer().catch(() => undefined);
  };
  root.addEventListener('pointerover', warm, { passive: true });
  root.addEventListener('focusin', warm);
}

/**
 * The photo viewer (PhotoSwipe), loaded on the first open: zoom, swipe and keyboard (arrows, Escape), focus
 * kept inside while open and given back to the photo link on close. The options bar shows the photo's label
 * or "current / total" (announced on every change) and a download link of the current image. Opening adds
 * a history entry with the same URL, so the back button closes the viewer instead of leaving the page.
 * The viewer element carries `data-viewer-index`, the current photo counted from 1, and `data-viewer-open`
 * once its opening transition has ended (PhotoSwipe takes keys from then on).
 */
import PhotoSwipe from 'photoswipe';
import photoswipeCss from 'photoswipe/style.css?inline';
import { ICONS } from '../ui/icons.ts';
import { injectStyles } from '../ui/inject-styles.ts';
import viewerCss from './viewer.css?inline';
import { type ViewerSlide, type ViewerTexts, downloadName, slideStatus } from './viewer-slides.ts';

export interface OpenViewerOptions {
  slides: readonly ViewerSlide[];
  /** The photo to start on, from 0. */
  index: number;
  texts: ViewerTexts;
  /** Name of the dialog; texts.dialog when not given. */
  label?: string;
}

// Added when this module loads (the first open), not linked on every page.
injectStyles('viewer', photoswipeCss + viewerCss);

const HISTORY_MARK = 'photoViewer';

const downloadIcon = `<path d="${ICONS.download[0]?.path ?? ''}" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`;

export function openViewer({ slides, index, texts, label }: OpenViewerOptions): PhotoSwipe {
  const pswp = new PhotoSwipe({
    dataSource: slides.map((slide) => ({ ...slide })),
    index,
    mainClass: 'viewer',
    bgOpacity: 0.94,
    showHideAnimationType: 'fade',
    counter: false,
    closeTitle: texts.close,
    zoomTitle: texts.zoom,
    arrowPrevTitle: texts.previous,
    arrowNextTitle: texts.next,
    errorMsg: texts.error,
  });
  const current = () => pswp.currSlide?.data as ViewerSlide | undefined;

  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'status',
      className: 'viewer__status',
      appendTo: 'bar',
      order: 5,
      onInit: (element) => {
        element.setAttribute('aria-live', 'polite');
        const update = () => {
          const slide = current();
          element.textContent = slide ? slideStatus(slide, pswp.currIndex, pswp.getNumItems(), texts.counter) : '';
        };
        pswp.on('change', update);
        update();
      },
    });
    pswp.ui?.registerElement({
      name: 'download',
      className: 'viewer__download',
      tagName: 'a',
      isButton: true,
      order: 8,
      title: texts.download,
      ariaLabel: texts.download,
      html: { isCustomSVG: true, inner: downloadIcon, outlineID: 'viewer-download', size: 24 },
      onInit: (element) => {
        const link = element as HTMLAnchorElement;
        const update = () => {
          const slide = current();
          if (!slide) return;
          link.href = slide.src;
          link.download = downloadName(slide.src);
        };
        pswp.on('change', update);
        update();
      },
    });
  });

  pswp.on('firstUpdate', () => {
    const root = pswp.element;
    if (!root) return;
    root.setAttribute('aria-modal', 'true');
    root.setAttribute('aria-label', label || texts.dialog);
  });
  pswp.on('change', () => {
    if (pswp.element) pswp.element.dataset.viewerIndex = String(pswp.currIndex + 1);
  });

  let opened = false;
  pswp.on('openingAnimationEnd', () => {
    opened = true;
    pswp.element?.setAttribute('data-viewer-open', '');
  });

  // Back closes the viewer: an entry with the same URL is added on open and taken off when it closes otherwise.
  // PhotoSwipe ignores a close during its opening transition: a back pressed then closes once it has ended.
  let closedByBack = false;
  const onPopState = () => {
    closedByBack = true;
    if (opened) pswp.close();
    else pswp.on('openingAnimationEnd', () => pswp.close());
  };
  history.pushState({ ...(history.state as object | null), [HISTORY_MARK]: true }, '');
  window.addEventListener('popstate', onPopState);
  pswp.on('destroy', () => {
    window.removeEventListener('popstate', onPopState);
    if (!closedByBack && (history.state as Record<string, unknown> | null)?.[HISTORY_MARK]) history.back();
  });

  pswp.init();
  if (pswp.element) pswp.element.dataset.viewerIndex = String(pswp.currIndex + 1);
  return pswp;
}

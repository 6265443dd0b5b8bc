/**
 * What the photo viewer shows: one slide per photo, the image at the general_desktop filter with its size
 * (the viewer lays a slide out before the image arrives), its alt text and an optional label. Gallery links
 * carry a slide in data attributes (built by `slideAttributes` at build time, read back by `slideFromLink`);
 * realization photos fetched on demand become slides through `slideOf`.
 */
import type { GalleryPhoto } from '#contract/schemas/media.ts';
import { interpolate } from '../../i18n/translator.ts';
import { filteredSize, imageUrl } from '../../utils/images.ts';

export interface ViewerSlide {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Shown in the options bar instead of the counter; '' for none. */
  label: string;
}

/** The texts of the viewer, in the page's language. */
export interface ViewerTexts {
  dialog: string;
  close: string;
  zoom: string;
  previous: string;
  next: string;
  download: string;
  error: string;
  /** With {{current}} and {{total}}. */
  counter: string;
}

export const VIEWER_FILTER = 'general_desktop';

export function slideOf(photo: GalleryPhoto, withLabel: boolean): ViewerSlide {
  return {
    src: imageUrl(photo.image.url, VIEWER_FILTER),
    ...filteredSize(photo.image, VIEWER_FILTER),
    alt: photo.image.alt || photo.name,
    label: withLabel ? (photo.label ?? '') || photo.name : '',
  };
}

/** The data attributes of a gallery photo link (its href is the slide's image). */
export function slideAttributes(slide: ViewerSlide): Record<string, string | undefined> {
  return {
    'data-viewer-photo': '',
    'data-width': String(slide.width),
    'data-height': String(slide.height),
    'data-label': slide.label || undefined,
  };
}

export function slideFromLink(link: HTMLAnchorElement): ViewerSlide {
  return {
    src: link.getAttribute('href') ?? '',
    width: Number(link.dataset.width) || 1920,
    height: Number(link.dataset.height) || 1280,
    alt: link.querySelector('img')?.alt ?? '',
    label: link.dataset.label ?? '',
  };
}

/** The options bar's text: the slide's label, else "current / total". */
export function slideStatus(slide: ViewerSlide, index: number, total: number, counter: string): string {
  return slide.label || interpolate(counter, { current: index + 1, total });
}

/** The file name a downloaded image is saved under: the last segment of its path. */
export function downloadName(src: string): string {
  const path = src.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || 'image.jpg';
}

/** The viewer's texts from the page's translator (build time; they travel in `data-viewer-texts`). */
export function viewerTexts(t: (key: string) => string): ViewerTexts {
  return {
    dialog: t('gallery.label'),
    close: t('gallery.close'),
    zoom: t('gallery.zoom'),
    previous: t('gallery.previous'),
    next: t('gallery.next'),
    download: t('gallery.download'),
    error: t('gallery.error'),
    counter: t('gallery.counter'),
  };
}

/**
 * The states of the site's images (`img.pic`): loading, loaded, error. An image still loading 50 ms after it
 * comes into view shows the loading indicator, so cached and quick images never flash it; an image that
 * fails keeps the indicator 100 ms more, then shows the placeholder. One delegated listener pair for the whole
 * page rather than inline onload/onerror per image, which a strict Content-Security-Policy forbids; images
 * that finished before this script ran are found by their state at start.
 */
import { PLACEHOLDER_IMAGE } from '../../utils/placeholder-image.ts';

/** How long an image in view may load before the indicator shows. */
export const LOADER_DELAY_MS = 50;
/** How long a failed image keeps the indicator before the placeholder replaces it. */
export const ERROR_DELAY_MS = 100;

const LOADING_CLASS = 'pic--loading';
const ERROR_CLASS = 'pic--error';

/** Swaps a failed image for the placeholder, once (srcset and sizes would win over src). */
export function showPlaceholder(img: HTMLImageElement): void {
  img.classList.remove(LOADING_CLASS);
  if (img.classList.contains(ERROR_CLASS)) return;
  img.classList.add(ERROR_CLASS);
  img.removeAttribute('srcset');
  img.removeAttribute('sizes');
  img.src = PLACEHOLDER_IMAGE;
}

/** Whether an image has finished trying and has nothing to show. */
export function hasFailed(img: HTMLImageElement): boolean {
  return img.complete && img.naturalWidth === 0 && img.getAttribute('src') !== '';
}

const isPic = (target: EventTarget | null): target is HTMLImageElement =>
  target instanceof HTMLImageElement && target.classList.contains('pic');

export function watchImageStates(root: Document = document): void {
  // Load and error events do not bubble: listen in the capture phase.
  root.addEventListener('load', (event) => isPic(event.target) && event.target.classList.remove(LOADING_CLASS), true);
  root.addEventListener(
    'error',
    (event) => {
      const img = event.target;
      if (!isPic(img) || img.classList.contains(ERROR_CLASS)) return;
      img.classList.add(LOADING_CLASS);
      setTimeout(() => showPlaceholder(img), ERROR_DELAY_MS);
    },
    true,
  );

  // Lazy images start loading as they near the view: the delay counts from when they are in it.
  const observer = new IntersectionObserver((entries) => {
    for (const { isIntersecting, target } of entries) {
      if (!isIntersecting) continue;
      observer.unobserve(target);
      setTimeout(() => (target as HTMLImageElement).complete || target.classList.add(LOADING_CLASS), LOADER_DELAY_MS);
    }
  });
  for (const img of root.querySelectorAll<HTMLImageElement>('img.pic')) {
    if (hasFailed(img)) showPlaceholder(img);
    else if (!img.complete) observer.observe(img);
  }
}

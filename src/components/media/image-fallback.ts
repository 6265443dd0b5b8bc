/**
 * An image that fails to load shows the placeholder instead (the image error state). One delegated listener
 * for the whole page rather than an inline onerror per image, which a strict Content-Security-Policy forbids;
 * images that failed before this script ran are found by their state at start.
 */
import { PLACEHOLDER_IMAGE } from '../../utils/images.ts';

const ERROR_CLASS = 'pic--error';

/** Swaps a failed image for the placeholder, once (srcset and sizes would win over src). */
export function showPlaceholder(img: HTMLImageElement): void {
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

export function watchImageErrors(root: Document = document): void {
  root.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && target.classList.contains('pic')) showPlaceholder(target);
    },
    // Error events do not bubble: listen in the capture phase.
    true,
  );
  for (const img of root.querySelectorAll<HTMLImageElement>('img.pic')) {
    if (hasFailed(img)) showPlaceholder(img);
  }
}

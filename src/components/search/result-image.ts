/**
 * The image of a search result as its card shows it. The page script preloads the first one with the same
 * attributes, so the browser reuses that download when React renders the card.
 */
import type { SearchItem } from '#contract/schemas/routing.ts';
import { altBesideText } from '../../utils/html.ts';
import { type ImageAttributes, SIZES, imageAttributes } from '../../utils/images.ts';

export function resultImage(item: SearchItem): ImageAttributes | null {
  if (!item.image) return null;
  return imageAttributes(item.image, {
    filter: 'product_teaser',
    ratio: [4, 3],
    sizes: SIZES.third,
    alt: altBesideText(item.image.alt, item.title),
  });
}

/**
 * Starts the download of a result image at high priority: a <link rel="preload"> with the image's srcset
 * and sizes, so the browser picks the same candidate the <img> will.
 */
export function preloadResultImage(image: ImageAttributes, doc: Document = document): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = image.src;
  if (image.srcset) {
    link.setAttribute('imagesrcset', image.srcset);
    link.setAttribute('imagesizes', image.sizes ?? '100vw');
  }
  link.setAttribute('fetchpriority', 'high');
  doc.head.append(link);
}

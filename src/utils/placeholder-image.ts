/**
 * Shown instead of an image that failed to load (image error state). A module of its own: the image-states
 * script of every page needs only this, not the rest of images.ts.
 */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

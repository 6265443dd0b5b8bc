/**
 * Every image of the site goes through this helper (image paths are rewritten to a cache-resolve form
 * with a filter name; default filter general_desktop). Pure functions, no I/O.
 *
 * - An upload path (`/uploads/...`) becomes `/media/cache/resolve/{filter}/uploads/...`: root-relative, because
 *   the CDN / local server proxies /media and /uploads to the content API on the site's own origin.
 * - Absolute http(s) URLs, data: URLs, already resolved cache paths and other site paths are left as they are
 *   (no srcset for them: the filters only exist for uploads).
 * - Most filters resize to a width and keep the original's aspect ratio; product_teaser and realization_list
 *   crop to a fixed box (CROPPING_FILTERS). An image whose box takes the shape of the picture that arrives
 *   offers only the aspect-keeping ones in its srcset, or names each crop with its own dimensions in a
 *   `<source>` (art direction), so the box reserved before loading is the box after.
 */

/** Filter name → output width in px (srcset `w` descriptors), widest first. */
export const IMAGE_FILTERS = {
  general_desktop: 1920,
  realization_lead: 1600,
  general_desktop_inset: 1200,
  general_tablet_inset: 900,
  realization_list: 800,
  product_teaser: 600,
} as const satisfies Record<string, number>;

export type ImageFilter = keyof typeof IMAGE_FILTERS;

/**
 * Filters that crop to a fixed box whatever the original's shape (as the content API configures them), by
 * output size.
 */
export const CROPPING_FILTERS: Partial<Record<ImageFilter, { width: number; height: number }>> = {
  product_teaser: { width: 600, height: 750 },
  realization_list: { width: 800, height: 600 },
};

/** The filters whose output has the original's aspect ratio. */
export const ASPECT_KEEPING_FILTERS = (Object.keys(IMAGE_FILTERS) as ImageFilter[]).filter((f) => !CROPPING_FILTERS[f]);

export const DEFAULT_IMAGE_FILTER: ImageFilter = 'general_desktop';

export { PLACEHOLDER_IMAGE } from './placeholder-image.ts';

const CACHE_RESOLVE_PREFIX = '/media/cache/resolve/';

/** Minimal image record (ImageSchema of the content API). */
export interface ImageRecord {
  url: string;
  alt?: string;
  width?: number;
  height?: number;
}

export function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/** Percent-encodes what is not URL-safe in a path (spaces, non-ASCII), keeping existing escapes. */
function encodePath(path: string): string {
  return path.replace(/[^A-Za-z0-9\-._~/%!$&'()*+,;=:@]/gu, (ch) => encodeURIComponent(ch));
}

/** The normalized upload path (`/uploads/...`) of an image source, or null when it is not an upload. */
export function uploadPath(src: string): string | null {
  const trimmed = src.trim();
  if (trimmed === '' || isAbsoluteUrl(trimmed)) return null;
  const rooted = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return rooted.startsWith('/uploads/') ? encodePath(rooted) : null;
}

/** URL of an image through a filter: `/media/cache/resolve/{filter}{uploadPath}`; other URLs untouched. */
export function imageUrl(src: string, filter: ImageFilter = DEFAULT_IMAGE_FILTER): string {
  const upload = uploadPath(src);
  if (upload === null) return src.trim();
  return `${CACHE_RESOLVE_PREFIX}${filter}${upload}`;
}

/** Absolute URL of an image (for og:image and JSON-LD): the filtered URL resolved against the site origin. */
export function absoluteImageUrl(src: string, origin: string, filter: ImageFilter = DEFAULT_IMAGE_FILTER): string {
  const url = imageUrl(src, filter);
  if (isAbsoluteUrl(url)) return url.startsWith('//') ? `https:${url}` : url;
  return `${origin.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

export interface SrcsetOptions {
  /** Filters to offer; all of IMAGE_FILTERS by default. */
  filters?: readonly ImageFilter[];
  /** Width of the original: wider filters are left out (they would not add pixels), keeping at least one. */
  originalWidth?: number;
}

/** The filters a srcset offers, narrowest first. */
export function srcsetFilters(options: SrcsetOptions = {}): ImageFilter[] {
  const chosen = [...(options.filters ?? (Object.keys(IMAGE_FILTERS) as ImageFilter[]))];
  chosen.sort((a, b) => IMAGE_FILTERS[a] - IMAGE_FILTERS[b]);
  const unique = chosen.filter((f, i) => chosen.indexOf(f) === i);
  const max = options.originalWidth;
  if (!max) return unique;
  const fitting = unique.filter((f) => IMAGE_FILTERS[f] <= max);
  return fitting.length > 0 ? fitting : unique.slice(0, 1);
}

/** `srcset` across the filters (`url 600w, url 800w, ...`), or '' for an image that is not an upload. */
export function imageSrcset(src: string, options: SrcsetOptions = {}): string {
  if (uploadPath(src) === null) return '';
  return srcsetFilters(options)
    .map((f) => `${imageUrl(src, f)} ${IMAGE_FILTERS[f]}w`)
    .join(', ');
}

/**
 * The size of an image through a filter: a cropping filter's box; otherwise the filter's width, or the
 * original's when narrower (filters do not enlarge), with the original's aspect ratio (`ratio`, 3:2 by
 * default, when the record has no size).
 */
export function filteredSize(image: ImageRecord, filter: ImageFilter, ratio?: Ratio): { width: number; height: number } {
  const crop = CROPPING_FILTERS[filter];
  if (crop) return { ...crop };
  const width = Math.min(IMAGE_FILTERS[filter], image.width || Number.POSITIVE_INFINITY);
  const aspect = image.width && image.height ? image.width / image.height : ratioValue(ratio ?? DEFAULT_RATIO);
  return { width, height: Math.round(width / aspect) };
}

/** A ratio given as width/height number or `[w, h]`. */
export type Ratio = number | readonly [number, number];

const DEFAULT_RATIO: Ratio = [3, 2];

export function ratioValue(ratio: Ratio): number {
  if (typeof ratio === 'number') return ratio;
  const [w, h] = ratio;
  return w / h;
}

export interface ImageAttributeOptions {
  /** Filter of `src` (the fallback for browsers without srcset); general_desktop by default. */
  filter?: ImageFilter;
  /** Filters offered in srcset; all by default. */
  filters?: readonly ImageFilter[];
  /** `sizes` of the layout slot; '100vw' when a srcset exists and nothing is given. */
  sizes?: string;
  /** Aspect ratio to reserve when the record has no width/height (3:2 when not given either). */
  ratio?: Ratio;
  /** The one largest above-the-fold image: eager + fetchpriority high. */
  priority?: boolean;
  /** Overrides the record's alt text ('' marks a decorative image). */
  alt?: string;
}

export interface ImageAttributes {
  src: string;
  srcset?: string;
  sizes?: string;
  width: number;
  height: number;
  alt: string;
  loading: 'lazy' | 'eager';
  decoding: 'async' | 'auto';
  fetchpriority?: 'high';
}

/** All attributes of an `<img>` for an image record: no layout shift, lazy by default. */
export function imageAttributes(image: ImageRecord, options: ImageAttributeOptions = {}): ImageAttributes {
  const filter = options.filter ?? DEFAULT_IMAGE_FILTER;
  let width: number;
  let height: number;
  if (image.width && image.height) {
    width = image.width;
    height = image.height;
  } else {
    width = IMAGE_FILTERS[filter];
    height = Math.round(width / ratioValue(options.ratio ?? DEFAULT_RATIO));
  }
  const srcset = imageSrcset(image.url, { filters: options.filters, originalWidth: image.width });
  const attributes: ImageAttributes = {
    src: imageUrl(image.url, filter),
    width,
    height,
    alt: options.alt ?? image.alt ?? '',
    loading: options.priority ? 'eager' : 'lazy',
    decoding: options.priority ? 'auto' : 'async',
  };
  if (srcset) {
    attributes.srcset = srcset;
    attributes.sizes = options.sizes ?? '100vw';
  }
  if (options.priority) attributes.fetchpriority = 'high';
  return attributes;
}

/** A source of art direction: where it applies (a media query) and the filter it shows there. */
export interface ArtDirection {
  media: string;
  filter: ImageFilter;
  /** `sizes` of the slot under that media query; '100vw' when not given. */
  sizes?: string;
}

export interface SourceAttributes {
  media: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
}

/**
 * The `<source>` attributes of art-directed images: each with its own width and height, so that the box
 * reserved under its media query has the shape of the picture it brings. None for an image that is not an
 * upload (no filters exist for it).
 */
export function artSources(image: ImageRecord, art: readonly ArtDirection[]): SourceAttributes[] {
  if (uploadPath(image.url) === null) return [];
  return art.map(({ media, filter, sizes }) => {
    const size = filteredSize(image, filter);
    return { media, srcset: `${imageUrl(image.url, filter)} ${size.width}w`, sizes: sizes ?? '100vw', ...size };
  });
}

/**
 * Art direction the layouts share. On phones the product's main image is its 4:5 teaser crop: a portrait
 * picture for a portrait screen, as the product teasers show it.
 */
export const ART_DIRECTION = {
  productPhone: [{ media: '(max-width: 599.98px)', filter: 'product_teaser' }],
} as const satisfies Record<string, readonly ArtDirection[]>;

/** Common `sizes` of the site's grids (container max 1440 px, gutters included). */
export const SIZES = {
  full: '100vw',
  container: '(min-width: 1500px) 1440px, 100vw',
  half: '(min-width: 1500px) 720px, (min-width: 900px) 50vw, 100vw',
  third: '(min-width: 1500px) 480px, (min-width: 900px) 33vw, (min-width: 640px) 50vw, 100vw',
  quarter: '(min-width: 1500px) 360px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
  /** The product grid: 6 columns ≥1210, 3 under 1210, 2 under 640, 1 under 375. */
  productGrid: '(min-width: 1500px) 240px, (min-width: 1210px) 17vw, (min-width: 640px) 33vw, (min-width: 375px) 50vw, 100vw',
} as const;

import { hasFailed, showPlaceholder } from '#src/components/media/image-states.ts';
import { describe, expect, it } from 'vitest';
import {
  ART_DIRECTION,
  ASPECT_KEEPING_FILTERS,
  IMAGE_FILTERS,
  artSources,
  filteredSize,
  PLACEHOLDER_IMAGE,
  absoluteImageUrl,
  imageAttributes,
  imageSrcset,
  imageUrl,
  srcsetFilters,
  uploadPath,
} from '#src/utils/images.ts';

describe('IMAGE_FILTERS', () => {
  it('lists the filters with their widths', () => {
    expect(IMAGE_FILTERS).toEqual({
      general_desktop: 1920,
      realization_lead: 1600,
      general_desktop_inset: 1200,
      general_tablet_inset: 900,
      realization_list: 800,
      product_teaser: 600,
    });
  });
});

describe('cropping filters', () => {
  const photo = { url: '/uploads/products/kora.jpg', width: 1920, height: 1280 };

  it('product_teaser and realization_list crop to a fixed box; the others keep the original shape', () => {
    expect(filteredSize(photo, 'product_teaser')).toEqual({ width: 600, height: 750 });
    expect(filteredSize(photo, 'realization_list')).toEqual({ width: 800, height: 600 });
    expect(filteredSize(photo, 'general_tablet_inset')).toEqual({ width: 900, height: 600 });
    expect(ASPECT_KEEPING_FILTERS).toEqual([
      'general_desktop',
      'realization_lead',
      'general_desktop_inset',
      'general_tablet_inset',
    ]);
  });

  it("an art-directed source names its crop with the crop's own width and height", () => {
    expect(artSources(photo, ART_DIRECTION.productPhone)).toEqual([
      {
        media: '(max-width: 599.98px)',
        srcset: '/media/cache/resolve/product_teaser/uploads/products/kora.jpg 600w',
        sizes: '100vw',
        width: 600,
        height: 750,
      },
    ]);
  });

  it('an image that is not an upload has no sources (no filters exist for it)', () => {
    expect(artSources({ url: 'https://cdn.example.com/a.jpg' }, ART_DIRECTION.productPhone)).toEqual([]);
  });
});

describe('imageUrl', () => {
  it('rewrites an upload path to the cache-resolve form with general_desktop by default', () => {
    expect(imageUrl('/uploads/products/kx-200.jpg')).toBe('/media/cache/resolve/general_desktop/uploads/products/kx-200.jpg');
  });

  it('uses the given filter', () => {
    expect(imageUrl('/uploads/products/kx-200.jpg', 'product_teaser')).toBe(
      '/media/cache/resolve/product_teaser/uploads/products/kx-200.jpg',
    );
  });

  it('adds the missing leading slash of an upload path', () => {
    expect(imageUrl('uploads/a.jpg', 'realization_list')).toBe('/media/cache/resolve/realization_list/uploads/a.jpg');
  });

  it('percent-encodes spaces and non-ASCII characters but keeps existing escapes', () => {
    expect(imageUrl('/uploads/Krzesło biurowe.jpg')).toBe(
      '/media/cache/resolve/general_desktop/uploads/Krzes%C5%82o%20biurowe.jpg',
    );
    expect(imageUrl('/uploads/a%20b.jpg')).toBe('/media/cache/resolve/general_desktop/uploads/a%20b.jpg');
  });

  it('leaves absolute, protocol-relative, data and non-upload URLs untouched', () => {
    expect(imageUrl('https://cdn.example.com/x.jpg', 'product_teaser')).toBe('https://cdn.example.com/x.jpg');
    expect(imageUrl('http://cdn.example.com/x.jpg')).toBe('http://cdn.example.com/x.jpg');
    expect(imageUrl('//cdn.example.com/x.jpg')).toBe('//cdn.example.com/x.jpg');
    expect(imageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(imageUrl('/media/cache/resolve/general_desktop/uploads/a.jpg', 'product_teaser')).toBe(
      '/media/cache/resolve/general_desktop/uploads/a.jpg',
    );
    expect(imageUrl('/images/placeholder.svg')).toBe('/images/placeholder.svg');
  });

  it('knows what an upload path is', () => {
    expect(uploadPath('/uploads/x.jpg')).toBe('/uploads/x.jpg');
    expect(uploadPath('https://a.example/uploads/x.jpg')).toBeNull();
    expect(uploadPath('')).toBeNull();
  });
});

describe('absoluteImageUrl', () => {
  it('resolves the filtered URL against the origin', () => {
    expect(absoluteImageUrl('/uploads/a.jpg', 'https://www.mebleoffice.example')).toBe(
      'https://www.mebleoffice.example/media/cache/resolve/general_desktop/uploads/a.jpg',
    );
    expect(absoluteImageUrl('/uploads/a.jpg', 'https://eu.mebleoffice.example/', 'realization_lead')).toBe(
      'https://eu.mebleoffice.example/media/cache/resolve/realization_lead/uploads/a.jpg',
    );
  });

  it('keeps absolute URLs', () => {
    expect(absoluteImageUrl('https://cdn.example.com/x.jpg', 'https://www.mebleoffice.example')).toBe(
      'https://cdn.example.com/x.jpg',
    );
    expect(absoluteImageUrl('//cdn.example.com/x.jpg', 'https://www.mebleoffice.example')).toBe('https://cdn.example.com/x.jpg');
  });
});

describe('imageSrcset', () => {
  it('offers every filter, narrowest first, with w descriptors', () => {
    expect(imageSrcset('/uploads/a.jpg')).toBe(
      [
        '/media/cache/resolve/product_teaser/uploads/a.jpg 600w',
        '/media/cache/resolve/realization_list/uploads/a.jpg 800w',
        '/media/cache/resolve/general_tablet_inset/uploads/a.jpg 900w',
        '/media/cache/resolve/general_desktop_inset/uploads/a.jpg 1200w',
        '/media/cache/resolve/realization_lead/uploads/a.jpg 1600w',
        '/media/cache/resolve/general_desktop/uploads/a.jpg 1920w',
      ].join(', '),
    );
  });

  it('limits to the given filters and to the original width', () => {
    expect(imageSrcset('/uploads/a.jpg', { filters: ['general_desktop', 'product_teaser'] })).toBe(
      '/media/cache/resolve/product_teaser/uploads/a.jpg 600w, /media/cache/resolve/general_desktop/uploads/a.jpg 1920w',
    );
    expect(srcsetFilters({ originalWidth: 1000 })).toEqual(['product_teaser', 'realization_list', 'general_tablet_inset']);
    // Smaller than every filter: still one candidate.
    expect(srcsetFilters({ originalWidth: 400 })).toEqual(['product_teaser']);
  });

  it('is empty for images that are not uploads', () => {
    expect(imageSrcset('https://cdn.example.com/x.jpg')).toBe('');
  });
});

describe('imageAttributes', () => {
  const record = { url: '/uploads/products/kx-200.jpg', alt: 'KX 200 chair', width: 1600, height: 1200 };

  it('takes size and alt from the record, lazy and async by default', () => {
    const attrs = imageAttributes(record, { sizes: '(min-width: 900px) 50vw, 100vw' });
    expect(attrs).toMatchObject({
      src: '/media/cache/resolve/general_desktop/uploads/products/kx-200.jpg',
      width: 1600,
      height: 1200,
      alt: 'KX 200 chair',
      loading: 'lazy',
      decoding: 'async',
      sizes: '(min-width: 900px) 50vw, 100vw',
    });
    expect(attrs.fetchpriority).toBeUndefined();
    // The original is 1600 px wide: the 1920 filter would add no pixels and is left out.
    expect(attrs.srcset?.split(', ').map((c) => c.split(' ')[1])).toEqual(['600w', '800w', '900w', '1200w', '1600w']);
  });

  it('loads the priority image eagerly with high fetch priority', () => {
    const attrs = imageAttributes(record, { priority: true, filter: 'general_desktop_inset' });
    expect(attrs.loading).toBe('eager');
    expect(attrs.fetchpriority).toBe('high');
    expect(attrs.src).toBe('/media/cache/resolve/general_desktop_inset/uploads/products/kx-200.jpg');
    expect(attrs.sizes).toBe('100vw');
  });

  it('reserves the box from the given ratio when the record has no dimensions', () => {
    const attrs = imageAttributes({ url: '/uploads/a.jpg' }, { filter: 'product_teaser', ratio: [4, 5] });
    expect(attrs.width).toBe(600);
    expect(attrs.height).toBe(750);
    expect(attrs.alt).toBe('');
    const fallback = imageAttributes({ url: '/uploads/a.jpg' });
    expect(fallback.width / fallback.height).toBeCloseTo(1.5);
  });

  it('lets the caller override the alt text and keeps absolute URLs without srcset', () => {
    const attrs = imageAttributes({ url: 'https://cdn.example.com/x.jpg', alt: 'x', width: 10, height: 10 }, { alt: '' });
    expect(attrs.alt).toBe('');
    expect(attrs.src).toBe('https://cdn.example.com/x.jpg');
    expect(attrs.srcset).toBeUndefined();
    expect(attrs.sizes).toBeUndefined();
  });

  it('swaps a failed image to the placeholder, once, dropping srcset and sizes', () => {
    const attributes = new Map([
      ['src', '/media/cache/resolve/general_desktop/uploads/a.jpg'],
      ['srcset', 'a 1x'],
      ['sizes', '100vw'],
    ]);
    const classes = new Set(['pic', 'pic--loading']);
    const img = {
      classList: {
        contains: (c: string) => classes.has(c),
        add: (c: string) => classes.add(c),
        remove: (c: string) => classes.delete(c),
      },
      removeAttribute: (name: string) => attributes.delete(name),
      getAttribute: (name: string) => attributes.get(name) ?? null,
      set src(value: string) {
        attributes.set('src', value);
      },
      complete: true,
      naturalWidth: 0,
    } as unknown as HTMLImageElement;
    expect(hasFailed(img)).toBe(true);
    showPlaceholder(img);
    expect(attributes.get('src')).toBe(PLACEHOLDER_IMAGE);
    expect([...classes]).toEqual(['pic', 'pic--error']);
    expect(attributes.has('srcset') || attributes.has('sizes')).toBe(false);
    attributes.set('src', 'again');
    showPlaceholder(img);
    expect(attributes.get('src')).toBe('again');
    expect({ ...imageAttributes(record) }).not.toHaveProperty('onerror');
  });
});

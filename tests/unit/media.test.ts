import { describe, expect, it } from 'vitest';
import { downloadName, slideOf, slideStatus } from '../../src/components/media/viewer-slides.ts';
import { creditLine, namesItsRole } from '../../src/components/realizations/credits.ts';
import { filteredSize } from '../../src/utils/images.ts';
import { fitShift } from '../../src/components/ui/tooltip.ts';

describe('realization credits', () => {
  const label = (name: string) => `Zdjęcia: ${name}`;

  it('shows a note that names its role as written, in every locale the CMS writes', () => {
    for (const note of ['Fot. Anna Nowak', 'Inwestor: Nordlys', 'Photo: Jon Berg', 'Maître d’ouvrage : Atelier', 'Фото: Иван']) {
      expect(namesItsRole(note)).toBe(true);
      expect(creditLine(note, label)).toBe(note);
    }
  });

  it('labels a bare name, initials included', () => {
    expect(creditLine('Anna Nowak', label)).toBe('Zdjęcia: Anna Nowak');
    expect(creditLine('J. Smith', label)).toBe('Zdjęcia: J. Smith');
    expect(creditLine('  Studio Nord  ', label)).toBe('Zdjęcia: Studio Nord');
    expect(namesItsRole('https://studio.example')).toBe(false);
  });
});

describe('tooltip placement', () => {
  it('leaves a bubble inside the viewport where it is', () => {
    expect(fitShift({ left: 20, right: 220 }, 375)).toBe(0);
  });

  it('moves a bubble past the right edge left, keeping the margin', () => {
    expect(fitShift({ left: 300, right: 550 }, 375)).toBe(375 - 8 - 550);
  });

  it('moves a bubble past the left edge right', () => {
    expect(fitShift({ left: -30, right: 200 }, 375)).toBe(38);
  });

  it('keeps the start of a bubble wider than the viewport in view', () => {
    expect(fitShift({ left: 100, right: 500 }, 320)).toBe(8 - 100);
  });
});

describe('viewer slides', () => {
  const photo = {
    image: { url: '/uploads/products/sofa 1.jpg', alt: '', width: 3000, height: 2000 },
    name: 'Sofa Cubo',
    tags: [],
    label: 'Showroom Oslo',
  };

  it('sizes a slide as the filter delivers it: never wider than the original, same aspect', () => {
    expect(filteredSize({ url: 'x', width: 3000, height: 2000 }, 'general_desktop')).toEqual({ width: 1920, height: 1280 });
    expect(filteredSize({ url: 'x', width: 800, height: 1000 }, 'general_desktop')).toEqual({ width: 800, height: 1000 });
    expect(filteredSize({ url: 'x' }, 'general_desktop')).toEqual({ width: 1920, height: 1280 });
  });

  it('builds a slide from a gallery photo: the general_desktop image, alt from the name when empty, label optional', () => {
    expect(slideOf(photo, true)).toEqual({
      src: '/media/cache/resolve/general_desktop/uploads/products/sofa%201.jpg',
      width: 1920,
      height: 1280,
      alt: 'Sofa Cubo',
      label: 'Showroom Oslo',
    });
    expect(slideOf(photo, false).label).toBe('');
    expect(slideOf({ ...photo, label: null }, true).label).toBe('Sofa Cubo');
  });

  it('shows the label in the options bar, else the counter from 1', () => {
    const slide = slideOf(photo, false);
    expect(slideStatus(slide, 0, 12, '{{current}} / {{total}}')).toBe('1 / 12');
    expect(slideStatus({ ...slide, label: 'Oslo' }, 4, 12, '{{current}} / {{total}}')).toBe('Oslo');
  });

  it('saves a download under the image file name', () => {
    expect(downloadName('/media/cache/resolve/general_desktop/uploads/products/sofa%201.jpg?v=2')).toBe('sofa 1.jpg');
    expect(downloadName('/')).toBe('image.jpg');
  });
});

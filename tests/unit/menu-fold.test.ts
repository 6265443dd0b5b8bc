import { describe, expect, it } from 'vitest';
import { foldedAt, itemWidth, visibleCounts } from '#src/components/header/menu-fold.ts';

const item = (label: string, megamenu = false) => ({ label, megamenu, separator: false });
const more = item('Mehr', true);
// The German main menu of the stand-in catalogue: 12 items, about 1,350 px on DejaVu Sans at 1440 px.
const german = [
  item('Produkte', true),
  item('Kollektionen'),
  item('Designer'),
  item('Referenzen'),
  item('Inspirationen'),
  item('Über uns', true),
  item('Kontakt'),
  item('Stoffe und Oberflächen'),
  item('Showrooms und Händler'),
  item('Suche'),
  item('Onlineshop'),
  item('Händlerbereich'),
];

describe('menu fold', () => {
  it('estimates a label at least as wide as DejaVu Sans draws it (measured in Chromium at 1440 px)', () => {
    expect(itemWidth(item('Stoffe und Oberflächen'), 1440)).toBeGreaterThanOrEqual(190);
    expect(itemWidth(item('Kontakt'), 1440)).toBeGreaterThanOrEqual(73);
    expect(itemWidth(item('Образцы материалов'), 1440)).toBeGreaterThanOrEqual(183);
    expect(itemWidth(item('Produkte', true), 1440)).toBeGreaterThanOrEqual(97);
    // ...and not wildly wider (the row would fold items that fit).
    expect(itemWidth(item('Stoffe und Oberflächen'), 1440)).toBeLessThan(190 * 1.1);
  });

  it('keeps a short menu whole at every width', () => {
    expect(visibleCounts(german.slice(0, 5), more)).toEqual({ 1024: 5, 1280: 5, 1440: 5 });
  });

  it('folds a long menu from its end, fewer items the wider the screen, leaving room for "more"', () => {
    const counts = visibleCounts(german, more);
    expect(counts[1024]).toBeLessThanOrEqual(counts[1280]);
    expect(counts[1280]).toBeLessThanOrEqual(counts[1440]);
    expect(counts[1440]).toBeLessThan(german.length);
    expect(counts[1024]).toBeGreaterThanOrEqual(6);
    // The row at 1024 px is 958 px wide (gutters of 33 px): what it shows and "more" fit in it.
    const shown = german.slice(0, counts[1024]);
    const used = [...shown, more].reduce((sum, i) => sum + itemWidth(i, 1024), 0) + shown.length * 10.24;
    expect(used).toBeLessThanOrEqual(958);
    expect(used + itemWidth(german[counts[1024]]!, 1024) + 10.24).toBeGreaterThan(958);
  });

  it('names the widths at which an item is under "more"', () => {
    const counts = { 1024: 7, 1280: 8, 1440: 10 } as const;
    expect(foldedAt(6, counts)).toEqual([]);
    expect(foldedAt(7, counts)).toEqual([1024]);
    expect(foldedAt(9, counts)).toEqual([1024, 1280]);
    expect(foldedAt(11, counts)).toEqual([1024, 1280, 1440]);
  });
});

/** The contact page's pure parts: people grouped by region, the route planner's directions URL. */
import { describe, expect, it } from 'vitest';
import { peopleByRegion } from '#src/components/contact/people-by-region.ts';
import { directionsFields, directionsUrl } from '#src/components/contact/route-planner.ts';

describe('peopleByRegion', () => {
  const regions = [
    { id: 1, name: 'Północ', slug: 'polnoc' },
    { id: 2, name: 'Południe', slug: 'poludnie' },
    { id: 3, name: 'Wschód', slug: 'wschod' },
  ];
  it('lists people under every region they cover, in region order; empty regions out; the rest last', () => {
    const people = [
      { name: 'A', regionIds: [2] },
      { name: 'B', regionIds: [1, 2] },
      { name: 'C', regionIds: [] },
      { name: 'D', regionIds: [99] },
    ];
    const groups = peopleByRegion(regions, people, 'Inni');
    expect(groups.map((g) => [g.id, g.name, g.people.map((p) => p.name)])).toEqual([
      ['polnoc', 'Północ', ['B']],
      ['poludnie', 'Południe', ['A', 'B']],
      ['other', 'Inni', ['C', 'D']],
    ]);
  });
});

describe('route planner', () => {
  it('sends the office coordinates as the destination and the typed start as the origin', () => {
    expect(directionsFields({ lat: 52.4, lng: 16.9 })).toEqual({ api: '1', destination: '52.4,16.9' });
    expect(directionsUrl({ lat: 52.4, lng: 16.9 }, '  Łódź, Piotrkowska 1 ')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=52.4%2C16.9&origin=%C5%81%C3%B3d%C5%BA%2C+Piotrkowska+1',
    );
  });
});

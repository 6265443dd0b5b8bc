import { describe, expect, it } from 'vitest';
import { orderFromUrl, urlWithOrder } from '../../src/components/content/news-sort.ts';
import { nextStep } from '../../src/components/content/step-list.ts';
import {
  EMPTY_QUERY,
  foldText,
  isEmptyQuery,
  matchesStore,
  queryFromSearch,
  searchWithQuery,
} from '../../src/components/showrooms/showroom-filter.ts';
import { POPUP_LIMITS, relatedListQuery } from '../../src/data/related-list.ts';

describe('show more, step by step', () => {
  const items = (n: number, shown: number) => Array.from({ length: n }, (_, i) => ({ i, hidden: i >= shown }));

  it('reveals the next 4 hidden items, then what is left', () => {
    const list = items(11, 4);
    const first = nextStep(list, 4);
    expect(first.map((x) => x.i)).toEqual([4, 5, 6, 7]);
    for (const x of first) x.hidden = false;
    expect(nextStep(list, 4).map((x) => x.i)).toEqual([8, 9, 10]);
    expect(nextStep(items(4, 4), 4)).toEqual([]);
  });
});

describe('news order in the URL', () => {
  it('reads oldest only when asked, latest otherwise', () => {
    expect(orderFromUrl('?sort=oldest')).toBe('oldest');
    expect(orderFromUrl('?sort=latest')).toBe('latest');
    expect(orderFromUrl('?sort=zzz')).toBe('latest');
    expect(orderFromUrl('')).toBe('latest');
  });

  it('writes oldest as a parameter and drops it for the default, keeping the rest', () => {
    expect(urlWithOrder('https://s.test/pl/aktualnosci/?utm=x', 'oldest')).toBe(
      'https://s.test/pl/aktualnosci/?utm=x&sort=oldest',
    );
    expect(urlWithOrder('https://s.test/pl/aktualnosci/?sort=oldest', 'latest')).toBe('https://s.test/pl/aktualnosci/');
  });
});

describe('showroom finder', () => {
  const lodz = { city: 'Łódź', postalCode: '90-001', region: 'lodzkie' };
  const krakow = { city: 'Kraków', postalCode: '31-042', region: 'malopolskie' };

  it('compares cities without case or diacritics, anywhere in the name', () => {
    expect(foldText('  Łódź  Bałuty ')).toBe('lodz baluty');
    expect(matchesStore(lodz, { ...EMPTY_QUERY, city: 'lodz' })).toBe(true);
    expect(matchesStore(lodz, { ...EMPTY_QUERY, city: 'ÓDŹ' })).toBe(true);
    expect(matchesStore(krakow, { ...EMPTY_QUERY, city: 'lodz' })).toBe(false);
  });

  it('matches postal codes by their leading digits, however they are typed', () => {
    for (const postalCode of ['90', '90-0', '900', '90 001', '90-001']) {
      expect(matchesStore(lodz, { ...EMPTY_QUERY, postalCode })).toBe(true);
    }
    expect(matchesStore(lodz, { ...EMPTY_QUERY, postalCode: '31' })).toBe(false);
    expect(matchesStore(lodz, { ...EMPTY_QUERY, postalCode: '0-001' })).toBe(false);
  });

  it('narrows to the chosen region, and every criterion must hold', () => {
    expect(matchesStore(lodz, { ...EMPTY_QUERY, region: 'lodzkie' })).toBe(true);
    expect(matchesStore(krakow, { ...EMPTY_QUERY, region: 'lodzkie' })).toBe(false);
    expect(matchesStore(lodz, { city: 'lodz', postalCode: '31', region: '' })).toBe(false);
    expect(matchesStore(krakow, EMPTY_QUERY)).toBe(true);
    expect(isEmptyQuery({ city: ' ', postalCode: '-', region: '' })).toBe(true);
  });

  it('keeps the search in the URL, only the fields that hold something', () => {
    const query = { city: 'Łódź', postalCode: '', region: 'lodzkie' };
    const search = searchWithQuery('?x=1&postalCode=22', query);
    expect(search).toBe('?x=1&city=%C5%81%C3%B3d%C5%BA&region=lodzkie');
    expect(queryFromSearch(search)).toEqual(query);
    expect(searchWithQuery('?city=a', EMPTY_QUERY)).toBe('');
  });
});

describe('breadcrumb popup list', () => {
  it('asks for the type limit by position: 40 collections, 10 products, one more when the page is one of them', () => {
    expect(POPUP_LIMITS).toEqual({ productcollection: 40, product: 10, post: 10 });
    expect(relatedListQuery('productcollection')).toEqual({ itemsPerPage: 40, order: { position: 'asc' } });
    expect(relatedListQuery('product', 7)).toEqual({ itemsPerPage: 11, order: { position: 'asc' } });
  });
});

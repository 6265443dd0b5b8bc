import { describe, expect, it } from 'vitest';
import { orderFromUrl, urlWithOrder } from '../../src/components/content/news-sort.ts';
import {
  APPEAR_MARGIN_PX,
  GLIDE_MAX_MS,
  GLIDE_MIN_MS,
  GROW_MARGIN_PX,
  easeInOut,
  glideDuration,
  glideStop,
  isNearEnd,
  startsHidden,
} from '../../src/components/content/scroll-rules.ts';
import { nextStep } from '../../src/components/content/step-list.ts';
import { categoryFromSearch, offeredCategories, searchWithCategory } from '../../src/components/realizations/category-filter.ts';
import {
  EMPTY_QUERY,
  foldText,
  matchesStore,
  queryFromSearch,
  searchWithQuery,
} from '../../src/components/showrooms/showroom-filter.ts';
import { POPUP_LIMITS, relatedListQuery } from '../../src/blocks/related-list.ts';
import { NO_FILTERS, categoryProductsQuery } from '../../src/data/product-list-query.ts';
import { filtersFromSearch, hasFilters, searchWithFilters, showsBuildList } from '../../src/stores/category-products.ts';

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

  it('reveals only items of the selection (a category chosen), in order', () => {
    const list = items(10, 2);
    const even = (x: { i: number }) => x.i % 2 === 0;
    expect(nextStep(list, 3, even).map((x) => x.i)).toEqual([2, 4, 6]);
    expect(nextStep(items(3, 3), 3, even)).toEqual([]);
  });

  it('a list grows when its button is within 300 px below the viewport, not before, not once scrolled past', () => {
    expect(GROW_MARGIN_PX).toBe(300);
    expect(isNearEnd({ top: 800 + 300, bottom: 1140 }, 800)).toBe(true);
    expect(isNearEnd({ top: 800 + 301, bottom: 1141 }, 800)).toBe(false);
    expect(isNearEnd({ top: 200, bottom: 240 }, 800)).toBe(true);
    expect(isNearEnd({ top: -60, bottom: -20 }, 800)).toBe(false);
  });
});

describe('realizations by category', () => {
  const categories = [
    { slug: 'biura', name: 'Biura' },
    { slug: 'hotele', name: 'Hotele' },
    { slug: 'edukacja', name: 'Edukacja' },
  ];
  const of = (...slugs: (string | null)[]) => slugs.map((slug) => ({ category: slug ? { slug } : null }));

  it('offers the categories the realizations have, in the API order, with their counts', () => {
    expect(offeredCategories(categories, of('hotele', 'biura', 'hotele', null, 'inne'))).toEqual([
      { slug: 'biura', name: 'Biura', count: 1 },
      { slug: 'hotele', name: 'Hotele', count: 2 },
    ]);
  });

  it('offers none when there is nothing to choose between', () => {
    expect(offeredCategories(categories, of('biura', 'biura', null))).toEqual([]);
    expect(offeredCategories([], of('biura', 'hotele'))).toEqual([]);
  });

  it('reads the category from the URL; an unknown one is all, corrected', () => {
    expect(categoryFromSearch('?category=hotele', ['biura', 'hotele'])).toEqual({ category: 'hotele', corrected: false });
    expect(categoryFromSearch('', ['biura'])).toEqual({ category: null, corrected: false });
    expect(categoryFromSearch('?category=x', ['biura'])).toEqual({ category: null, corrected: true });
  });

  it('writes the category into the query, keeping other parameters; all leaves none', () => {
    expect(searchWithCategory('?utm=a', 'biura')).toBe('?utm=a&category=biura');
    expect(searchWithCategory('?category=biura&utm=a', null)).toBe('?utm=a');
    expect(searchWithCategory('?category=biura', null)).toBe('');
  });
});

describe('motion on scroll', () => {
  it('only cards below the first screen, or not laid out yet, start hidden', () => {
    expect(APPEAR_MARGIN_PX).toBe(100);
    expect(startsHidden({ top: 799, width: 300, height: 400 }, 800)).toBe(false);
    expect(startsHidden({ top: -500, width: 300, height: 400 }, 800)).toBe(false);
    expect(startsHidden({ top: 800, width: 300, height: 400 }, 800)).toBe(true);
    expect(startsHidden({ top: 0, width: 0, height: 0 }, 800)).toBe(true);
  });

  it('a glide takes 400 ms for a short way, growing with the distance to 500 ms at 2000 px and beyond', () => {
    expect([GLIDE_MIN_MS, GLIDE_MAX_MS]).toEqual([400, 500]);
    expect(glideDuration(0)).toBe(400);
    expect(glideDuration(1000)).toBe(450);
    expect(glideDuration(-1000)).toBe(450);
    expect(glideDuration(2000)).toBe(500);
    expect(glideDuration(20_000)).toBe(500);
  });

  it('a glide stops 64 px under the top, or under a taller fixed header', () => {
    expect(glideStop(0)).toBe(64);
    expect(glideStop(57)).toBe(64);
    expect(glideStop(85)).toBe(85);
  });

  it('eases in and out, from 0 to 1, symmetric about the middle', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.5)).toBeCloseTo(0.5);
    expect(easeInOut(0.1)).toBeLessThan(0.1);
    expect(easeInOut(0.9)).toBeGreaterThan(0.9);
    expect(easeInOut(0.25) + easeInOut(0.75)).toBeCloseTo(1);
    expect(easeInOut(-1)).toBe(0);
    expect(easeInOut(2)).toBe(1);
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

describe('category products: filters in the URL and the products call', () => {
  it('reads dropdown options by id and checkbox ids, ignoring empty and malformed values', () => {
    expect(filtersFromSearch('?options[1]=stal-czarna&options[7]=&checkboxs[]=4&checkboxs[]=x&checkboxs[]=4&q=1')).toEqual({
      options: { '1': 'stal-czarna' },
      checkboxs: ['4'],
    });
    expect(hasFilters(filtersFromSearch('?q=1'))).toBe(false);
  });

  it('writes the filters back in the form names, keeping other parameters, nothing for no filters', () => {
    const filters = { options: { '7': 'tkanina', '1': 'stal-czarna' }, checkboxs: ['4'] };
    const search = searchWithFilters('?utm=x&options[9]=old', filters);
    expect(decodeURIComponent(search)).toBe('?utm=x&options[1]=stal-czarna&options[7]=tkanina&checkboxs[]=4');
    expect(filtersFromSearch(search)).toEqual({ options: { '1': 'stal-czarna', '7': 'tkanina' }, checkboxs: ['4'] });
    expect(searchWithFilters(search, NO_FILTERS)).toBe('?utm=x');
    expect(searchWithFilters('?options[1]=a', NO_FILTERS)).toBe('');
  });

  it('asks for the category and its sub-categories in the list order, 37 at first, all for "load more"', () => {
    const filters = { options: { '1': 'stal-czarna' }, checkboxs: ['4', '9'] };
    expect(categoryProductsQuery([1, 2], filters, false)).toEqual({
      order: { 'collection.position': 'asc', name: 'asc' },
      categories: [1, 2],
      options: ['stal-czarna'],
      checkboxs: [4, 9],
      itemsPerPage: 37,
      page: 1,
    });
    expect(categoryProductsQuery([1], NO_FILTERS, true)).toEqual({
      order: { 'collection.position': 'asc', name: 'asc' },
      categories: [1],
      pagination: false,
    });
  });

  it('keeps the build list on screen until another list has arrived', () => {
    expect(showsBuildList({ status: 'static' })).toBe(true);
    const base = { filters: NO_FILTERS, items: [], total: null, all: true };
    expect(showsBuildList({ ...base, status: 'loading' })).toBe(true);
    expect(showsBuildList({ ...base, status: 'error' })).toBe(true);
    expect(showsBuildList({ ...base, status: 'loading', filters: { options: { '1': 'a' }, checkboxs: [] } })).toBe(false);
    expect(showsBuildList({ ...base, status: 'ready', total: 0, firstAdded: null })).toBe(false);
  });
});

/**
 * Showroom finder rules (pure): a store matches when its city contains the typed city, its postal code starts
 * with the typed digits, and it lies in the chosen region (voivodeship). Letters compare without case or
 * diacritics ("lodz" finds Łódź); postal codes compare by digits ("00-1", "001" and "00 1" are the same).
 */
import { searchWith } from '../ui/search-params.ts';

export interface FinderQuery {
  city: string;
  postalCode: string;
  /** Region slug, '' for every region. */
  region: string;
}

export interface FinderStore {
  city: string;
  postalCode: string;
  region: string;
}

export const EMPTY_QUERY: FinderQuery = { city: '', postalCode: '', region: '' };

/** Lower case without diacritics; ł and đ have no decomposition, so they are mapped by hand. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd')
    .replace(/\s+/g, ' ')
    .trim();
}

const digits = (value: string) => value.replace(/\D/g, '');

export function matchesStore(store: FinderStore, query: FinderQuery): boolean {
  if (query.region && store.region !== query.region) return false;
  const city = foldText(query.city);
  if (city && !foldText(store.city).includes(city)) return false;
  const code = digits(query.postalCode);
  if (code && !digits(store.postalCode).startsWith(code)) return false;
  return true;
}

/** The query kept in the URL (`?city=…&postalCode=…&region=…`), so a search can be shared. */
export function queryFromSearch(search: string): FinderQuery {
  const params = new URLSearchParams(search);
  return { city: params.get('city') ?? '', postalCode: params.get('postalCode') ?? '', region: params.get('region') ?? '' };
}

export function searchWithQuery(search: string, query: FinderQuery): string {
  return searchWith(search, { city: query.city.trim(), postalCode: query.postalCode.trim(), region: query.region.trim() });
}

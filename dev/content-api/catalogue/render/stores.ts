/** Showrooms and dealers, and the regions they serve. */
import { slugify } from '../slug.ts';
import { VOIVODESHIP_KEYS } from '../taxonomy.ts';
import type { StoreRecord } from '../types.ts';
import type { LocaleContext } from './context.ts';

export function renderStores(ctx: LocaleContext) {
  const { skel, bank } = ctx;
  const regions = VOIVODESHIP_KEYS.map((key, i) => ({
    id: i + 1,
    name: bank.voivodeships[key],
    slug: slugify(bank.voivodeships[key]),
  }));
  const stores: StoreRecord[] = skel.stores.map((s) => ({
    id: s.id,
    name: s.type === 'showroom' ? bank.stores.showroom(bank.cities[s.city]) : s.dealer!,
    type: s.type,
    street: s.street,
    city: bank.cities[s.city],
    postalCode: s.postalCode,
    regionId: s.regionId,
    phone: s.phone,
    fax: s.fax,
    email: s.email,
    website: s.website,
    lat: s.lat,
    lng: s.lng,
  }));
  return { regions, stores };
}

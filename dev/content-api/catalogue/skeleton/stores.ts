/** Showrooms and dealers. */
import { slugify } from '../slug.ts';
import { CITIES, CITY_BY_KEY, DEALER_NAMES, VOIVODESHIP_KEYS, type CityKey, type VoivodeshipKey } from '../taxonomy.ts';
import { pl } from '../text/pl.ts';
import type { SkelStore } from './model.ts';
import type { DraftContext } from './context.ts';

export function draftStores({ root, counts }: DraftContext): SkelStore[] {
  const sRng = root.fork('stores');
  const stores: SkelStore[] = [];
  {
    const regionId = (v: VoivodeshipKey) => VOIVODESHIP_KEYS.indexOf(v) + 1;
    const polish = CITIES.filter((c) => c.country === 'poland' && 'voivodeship' in c);
    const cityOf = (key: CityKey) => CITY_BY_KEY[key];
    const usedStreets = new Set<string>();
    const addStore = (type: 'showroom' | 'dealer', city: CityKey, dealer: string | null) => {
      const def = cityOf(city);
      let street = '';
      do {
        street = `${sRng.pick(def.streets ?? ['ul. Główna'])} ${sRng.int(1, 240)}${sRng.chance(0.15) ? sRng.pick(['a', 'b', 'c']) : ''}`;
      } while (usedStreets.has(`${city}|${street}`));
      usedStreets.add(`${city}|${street}`);
      const slug = dealer ? slugify(dealer) : 'formanta';
      const phonePrefix = def.phone ?? '61';
      const phone = () =>
        `+48 ${phonePrefix} ${sRng.int(200, 899)} ${String(sRng.int(0, 99)).padStart(2, '0')} ${String(sRng.int(0, 99)).padStart(2, '0')}`;
      stores.push({
        id: stores.length + 1,
        type,
        dealer,
        city,
        street,
        postalCode: `${def.postal ?? '00'}-${String(sRng.int(1, 999)).padStart(3, '0')}`,
        regionId: regionId(def.voivodeship!),
        phone: phone(),
        fax: sRng.chance(type === 'showroom' ? 0.3 : 0.45) ? phone() : null,
        email:
          type === 'showroom'
            ? `salon.${slugify(pl.cities[city])}@formanta.example.com`
            : sRng.chance(0.9)
              ? `${sRng.pick(['biuro', 'kontakt', 'sprzedaz', 'info'])}@${slug}.example.com`
              : null,
        website:
          type === 'showroom' ? 'https://www.formanta.example.com' : sRng.chance(0.8) ? `https://www.${slug}.example.com` : null,
        lat: Math.round((def.lat + sRng.float(-0.04, 0.04)) * 1e6) / 1e6,
        lng: Math.round((def.lng + sRng.float(-0.06, 0.06)) * 1e6) / 1e6,
      });
    };
    for (const city of ['warszawa', 'krakow', 'gdansk', 'poznan', 'wroclaw', 'katowice'] as CityKey[])
      addStore('showroom', city, null);
    const dealerNames = sRng.shuffle(DEALER_NAMES);
    const legal = ['Sp. z o.o.', 's.c.', 'Sp. j.', 'Sp. z o.o. Sp. k.'];
    let dn = 0;
    const nextDealer = () => {
      const base = dealerNames[dn % dealerNames.length]!;
      const round = Math.floor(dn / dealerNames.length);
      dn++;
      return `${base}${round ? ` ${round + 1}` : ''} ${sRng.pick(legal)}`;
    };
    // One dealer in the capital of every voivodeship...
    const capitals: Record<VoivodeshipKey, CityKey> = {
      dolnoslaskie: 'wroclaw',
      kujawskoPomorskie: 'bydgoszcz',
      lubelskie: 'lublin',
      lubuskie: 'zielonaGora',
      lodzkie: 'lodz',
      malopolskie: 'krakow',
      mazowieckie: 'warszawa',
      opolskie: 'opole',
      podkarpackie: 'rzeszow',
      podlaskie: 'bialystok',
      pomorskie: 'gdansk',
      slaskie: 'katowice',
      swietokrzyskie: 'kielce',
      warminskoMazurskie: 'olsztyn',
      wielkopolskie: 'poznan',
      zachodniopomorskie: 'szczecin',
    };
    for (const v of VOIVODESHIP_KEYS) addStore('dealer', capitals[v], nextDealer());
    // ...plus a few in other cities, plus the scale's extra dealers.
    for (const city of ['gdynia', 'torun', 'radom', 'gliwice', 'gorzow'] as CityKey[]) addStore('dealer', city, nextDealer());
    for (let i = 0; i < counts.extraStores; i++)
      addStore('dealer', sRng.pick(polish.filter((c) => c.key !== 'swarzedz')).key as CityKey, nextDealer());
  }
  return stores;
}

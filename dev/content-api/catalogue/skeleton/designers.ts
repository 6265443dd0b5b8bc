/** Designers: names drawn per country of origin; the last one unpublished. */
import { slugify } from '../slug.ts';
import { AWARDS, DESIGNER_ORIGINS, type CityKey, type CountryKey } from '../taxonomy.ts';
import { PORTRAIT, pickDim, type SkelDesigner } from './model.ts';
import type { DraftContext } from './context.ts';

export function draftDesigners({ root, counts }: DraftContext): SkelDesigner[] {
  const dRng = root.fork('designers');
  const designers: SkelDesigner[] = [];
  {
    const taken = new Set<string>();
    const origins: readonly {
      country: CountryKey;
      cities: readonly CityKey[];
      first: readonly (readonly [string, string, 'f' | 'm'])[];
      last: readonly (readonly [string, string, string, string])[];
    }[] = DESIGNER_ORIGINS;
    const weights = origins.map((o) => (o.country === 'poland' ? 4 : 1));
    let guard = 0;
    while (designers.length < counts.designers && guard++ < counts.designers * 200) {
      const origin =
        designers.length < origins.length && counts.designers >= origins.length
          ? origins[designers.length]!
          : dRng.weighted(origins, weights);
      const [first, ruFirst, g] = dRng.pick(origin.first);
      const [lastM, lastF, ruLastM, ruLastF] = dRng.pick(origin.last);
      const last = g === 'f' ? lastF : lastM;
      const key = `${first} ${last}`;
      if (taken.has(key)) continue;
      taken.add(key);
      const id = designers.length + 1;
      designers.push({
        id,
        first,
        last,
        ruFirst,
        ruLast: g === 'f' ? ruLastF : ruLastM,
        g,
        country: origin.country,
        city: dRng.pick(origin.cities),
        year: dRng.int(1998, 2019),
        award: dRng.pick(AWARDS),
        published: true,
        imageKey: slugify(key),
        image: pickDim(dRng, PORTRAIT),
      });
    }
    // Fallback for tiny pools: numbered names.
    while (designers.length < counts.designers) {
      const id = designers.length + 1;
      designers.push({
        ...designers[(id - 1) % Math.max(1, designers.length)]!,
        id,
        last: `${designers[0]!.last}-${id}`,
        ruLast: `${designers[0]!.ruLast}-${id}`,
        imageKey: `designer-${id}`,
      });
    }
    designers[designers.length - 1]!.published = false;
  }
  return designers;
}

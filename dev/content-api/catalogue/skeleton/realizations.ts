/** Realizations: fit-outs with their products, photos and credits. */
import { slugify } from '../slug.ts';
import {
  CLIENTS,
  CLINIC_NAMES,
  HOTEL_NAMES,
  PHOTOGRAPHERS,
  REALIZATION_CATEGORY_KEYS,
  REALIZATION_CITIES,
  REALIZATION_KINDS,
  SPACE_KEYS,
  STUDIOS,
} from '../taxonomy.ts';
import { pl } from '../text/pl.ts';
import {
  LANDSCAPE,
  PORTRAIT,
  WIDE,
  pickDim,
  type PhotoSpec,
  type SkelCollection,
  type SkelProduct,
  type SkelRealization,
} from './model.ts';
import type { DraftContext } from './context.ts';

const FOREIGN_PHOTOGRAPHERS = PHOTOGRAPHERS;

export function draftRealizations(
  { root, counts }: DraftContext,
  {
    collections,
    products,
    publishedProductIds,
  }: { collections: SkelCollection[]; products: SkelProduct[]; publishedProductIds: number[] },
): SkelRealization[] {
  const rRng = root.fork('realizations');
  const realizations: SkelRealization[] = [];
  {
    const used = new Set<string>();
    const kindWeights = REALIZATION_KINDS.map((k) => (k.category === 'offices' ? 4 : k.category === 'hotels' ? 2 : 1));
    let guard = 0;
    while (realizations.length < counts.realizations && guard++ < counts.realizations * 100) {
      // The first realizations cover every realization category.
      const first =
        realizations.length < REALIZATION_CATEGORY_KEYS.length
          ? REALIZATION_KINDS.filter((k) => k.category === REALIZATION_CATEGORY_KEYS[realizations.length])
          : null;
      const kind = first ? rRng.pick(first) : rRng.weighted(REALIZATION_KINDS, kindWeights);
      const client =
        kind.client === 'company'
          ? rRng.pick(CLIENTS)
          : kind.client === 'hotel'
            ? rRng.pick(HOTEL_NAMES)
            : kind.client === 'clinic'
              ? rRng.pick(CLINIC_NAMES)
              : null;
      const city = rRng.pick(REALIZATION_CITIES);
      const key = `${kind.key}|${client}|${city}`;
      if (
        used.has(key) ||
        (client && [...used].some((u) => u.startsWith(`${kind.key}|${client}|`)) && guard < counts.realizations * 20)
      )
        continue;
      used.add(key);
      const id = realizations.length + 1;
      const plName = pl.realizations.name(pl.realizations.kinds[kind.key], client, pl.cities[city]);
      const imageKey = slugify(plName);
      const photoCount = rRng.int(6, 12);
      const photos: PhotoSpec[] = [];
      for (let n = 1; n <= photoCount; n++) {
        photos.push({
          url: `/uploads/realizations/${imageKey}-${n}.jpg`,
          dim: pickDim(rRng, rRng.chance(0.7) ? LANDSCAPE : PORTRAIT),
          view: rRng.pick(SPACE_KEYS),
          label: null,
          tagKey: null,
        });
      }
      const productIds = rRng.sample(publishedProductIds, rRng.int(3, 8));
      const withCollection =
        productIds.map((pid) => products[pid - 1]!.collectionId).find((c) => c != null && collections[c - 1]!.published) ?? null;
      const ctaRoll = rRng.next();
      realizations.push({
        id,
        kind: kind.key,
        categoryIndex: REALIZATION_CATEGORY_KEYS.indexOf(kind.category) + 1,
        client,
        city,
        area: rRng.int(6, 240) * 50,
        seats: rRng.int(3, 90) * 10,
        year: rRng.int(2018, 2025),
        studio: rRng.pick(STUDIOS),
        photographer: rRng.pick(FOREIGN_PHOTOGRAPHERS),
        productIds,
        imageKey,
        hero: pickDim(rRng, WIDE),
        teaser: pickDim(rRng, LANDSCAPE),
        photos,
        cta: ctaRoll < 0.2 ? 'contact' : ctaRoll < 0.35 && withCollection ? 'collection' : null,
        ctaCollectionId: withCollection,
        published: true,
      });
    }
    realizations[realizations.length - 1]!.published = false;
    for (const r of realizations) {
      if (!r.published) continue;
      for (const pid of r.productIds) {
        const p = products[pid - 1]!;
        if (p.realizationIds.length < 4) p.realizationIds.push(r.id);
      }
    }
  }
  return realizations;
}

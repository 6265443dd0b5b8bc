/** Realizations, their categories, and the names posts refer to them by. */
import { p } from '../html.ts';
import { slugify, uniqueSlug } from '../slug.ts';
import { CITY_BY_KEY, REALIZATION_CATEGORY_KEYS, type SpaceKey } from '../taxonomy.ts';
import type { RealizationRecord } from '../types.ts';
import { type LocaleContext, image, personName } from './context.ts';

export function renderRealizations(ctx: LocaleContext) {
  const { skel, locale, bank, path, productNames, collectionSlugs, okProduct, okCollection, photo, seo } = ctx;
  const realizationNames = new Map<number, string>();
  const realizationRecords: RealizationRecord[] = [];
  {
    const taken = new Set<string>();
    for (const r of skel.realizations) {
      const kind = bank.realizations.kinds[r.kind];
      const city = bank.cities[r.city];
      const name = bank.realizations.name(kind, r.client, city);
      realizationNames.set(r.id, name);
      const country = bank.countries[CITY_BY_KEY[r.city].country];
      const productIds = r.productIds.filter(okProduct);
      const rctx = {
        name,
        kind,
        client: r.client,
        city,
        country,
        area: r.area,
        seats: r.seats,
        year: r.year,
        studio: r.studio,
        products: productIds.slice(0, 3).map((id) => productNames.get(id)!),
      };
      const spaceName = (s: string) => bank.inspirations.spaces[s as SpaceKey];
      const ctaCollection =
        r.cta === 'collection' && r.ctaCollectionId && okCollection(r.ctaCollectionId) ? r.ctaCollectionId : null;
      const heroUrl = `/uploads/realizations/${r.imageKey}-hero.jpg`;
      realizationRecords.push({
        id: r.id,
        name,
        slug: uniqueSlug(taken, slugify(name)),
        location: `${city}, ${country}`,
        categoryId: r.categoryIndex,
        image: image(heroUrl, r.hero, name),
        teaserImage: image(`/uploads/realizations/${r.imageKey}-teaser.jpg`, r.teaser, name),
        photographerNote: `${bank.realizations.photo} ${personName(r.photographer, locale)}`,
        investorNote: r.client
          ? `${bank.realizations.investor}${bank.colon} ${r.client}`
          : `${bank.realizations.interiorDesign}${bank.colon} ${r.studio}`,
        ctaUrl:
          r.cta === 'contact'
            ? path('contact')
            : ctaCollection
              ? `${path('collections')}/${collectionSlugs.get(ctaCollection)}`
              : null,
        ctaLabel: r.cta === 'contact' ? bank.realizations.cta.contact : ctaCollection ? bank.realizations.cta.collection : null,
        description: bank.realizations.descriptions.map((d) => p(d(rctx))).join(''),
        images: r.photos
          .map((ph) => photo(ph, spaceName(ph.view), `${name} – ${spaceName(ph.view).toLowerCase()}`))
          .map((g, i) => (i % 3 === 0 ? { ...g, label: g.name } : g)),
        productIds,
        published: r.published,
        ...seo(name, `${kind} – ${city}`, heroUrl, false),
      });
    }
  }
  const realizationCategories = REALIZATION_CATEGORY_KEYS.map((key, i) => ({
    id: i + 1,
    slug: slugify(bank.realizations.categories[key]),
    name: bank.realizations.categories[key],
  }));
  return { realizationNames, realizationRecords, realizationCategories };
}

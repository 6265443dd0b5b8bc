/** Collections with their texts, photos, movies and products. */
import { p } from '../html.ts';
import type { PhraseBank } from '../text/types.ts';
import type { CollectionRecord } from '../types.ts';
import { type LocaleContext, image } from './context.ts';

export function renderCollections(ctx: LocaleContext) {
  const { skel, bank, collectionSlugs, designerNames, products, collections, okProduct, photo, movie, seo } = ctx;
  const collectionRecords: CollectionRecord[] = collections
    .filter((c) => ctx.presentCollection(c.id))
    .map((c) => {
      const designer = c.designerId ? skel.designers[c.designerId - 1]! : null;
      const own = c.productIds.filter(okProduct);
      const types = [...new Set(own.map((id) => bank.productTypes[products[id - 1]!.typeKey]))].slice(0, 4);
      const cctx = {
        name: c.family,
        designer: designer ? designerNames.get(designer.id)! : null,
        g: designer ? designer.g : null,
        types: types.length ? types : [bank.productTypes.conferenceChair],
        material: bank.materials[c.material].noun,
        year: c.year,
        count: own.length,
      };
      const description = bank.collections.descriptions.map((d) => p(d(cctx))).join('');
      const heroUrl = `/uploads/collections/${c.imageKey}-hero.jpg`;
      return {
        id: c.id,
        name: c.family,
        slug: collectionSlugs.get(c.id)!,
        position: c.position,
        description,
        image: image(heroUrl, c.hero, bank.collections.heroAlt(c.family)),
        teaserImage: image(`/uploads/collections/${c.imageKey}-teaser.jpg`, c.teaser, bank.collections.heroAlt(c.family)),
        designerId: c.designerId,
        images: c.photos.map((ph) =>
          photo(
            ph,
            `${c.family} – ${bank.views[ph.view as keyof PhraseBank['views']]}`,
            `${bank.collections.heroAlt(c.family)} – ${bank.views[ph.view as keyof PhraseBank['views']]}`,
          ),
        ),
        movies: c.movies.map((m) => movie(m, c.family)),
        published: c.published,
        ...seo(c.family, cctx.designer ? `${c.family} – ${cctx.designer}` : c.family, heroUrl, false),
      };
    });
  return collectionRecords;
}

/** Inspirations: a space in a style, its photos and products. */
import { slugify, uniqueSlug } from '../slug.ts';
import type { InspirationRecord } from '../types.ts';
import { type LocaleContext, image } from './context.ts';

export function renderInspirations(ctx: LocaleContext) {
  const { skel, bank, okProduct, photo, seo } = ctx;
  const inspirationRecords: InspirationRecord[] = [];
  {
    const taken = new Set<string>();
    for (const insp of skel.inspirations) {
      const space = bank.inspirations.spaces[insp.space];
      const style = bank.inspirations.styles[insp.style];
      const title = bank.inspirations.title(space, style);
      const lead = bank.inspirations.lead(space, style);
      const heroUrl = `/uploads/inspirations/${insp.imageKey}-hero.jpg`;
      inspirationRecords.push({
        id: insp.id,
        title,
        slug: uniqueSlug(taken, slugify(title)),
        lead,
        image: image(heroUrl, insp.hero, title),
        images: insp.photos.map((ph, i) => photo(ph, `${title} ${i + 1}`, title)),
        productIds: insp.productIds.filter(okProduct),
        published: true,
        ...seo(title, lead, heroUrl, false),
      });
    }
  }
  return inspirationRecords;
}

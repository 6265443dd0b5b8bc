/** Designers with their biographies and collections. */
import { p } from '../html.ts';
import { slugify, uniqueSlug } from '../slug.ts';
import type { DesignerRecord } from '../types.ts';
import { type LocaleContext, image } from './context.ts';

export function renderDesigners(ctx: LocaleContext) {
  const { skel, bank, designerNames, collections, seo } = ctx;
  const designerRecords: DesignerRecord[] = skel.designers.map((d) => {
    const name = designerNames.get(d.id)!;
    const own = collections
      .filter((c) => c.designerId === d.id && c.published && ctx.presentCollection(c.id))
      .map((c) => c.family);
    const dctx = {
      name,
      g: d.g,
      city: bank.cities[d.city],
      country: bank.countries[d.country],
      year: d.year,
      collections: own,
      award: d.award,
    };
    const content = bank.designers.bios.map((bio) => p(bio(dctx))).join('');
    const url = `/uploads/designers/${d.imageKey}.jpg`;
    return {
      id: d.id,
      name,
      slug: slugify(name),
      image: image(url, d.image, bank.designers.portraitAlt(name)),
      content,
      published: d.published,
      ...seo(name, null, url, false),
    };
  });
  {
    const taken = new Set<string>();
    for (const d of designerRecords) d.slug = uniqueSlug(taken, d.slug);
  }
  return designerRecords;
}

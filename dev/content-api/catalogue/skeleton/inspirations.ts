/** Inspirations: a space in a style, with photos and the products in them. */
import { slugify } from '../slug.ts';
import { SPACE_KEYS, STYLE_KEYS } from '../taxonomy.ts';
import { pl } from '../text/pl.ts';
import { LANDSCAPE, PORTRAIT, WIDE, pickDim, type PhotoSpec, type SkelInspiration } from './model.ts';
import type { DraftContext } from './context.ts';

export function draftInspirations({ root, counts }: DraftContext, publishedProductIds: number[]): SkelInspiration[] {
  const iRng = root.fork('inspirations');
  const inspirations: SkelInspiration[] = [];
  {
    const combos = iRng.shuffle(SPACE_KEYS.flatMap((space) => STYLE_KEYS.map((style) => ({ space, style }))));
    for (let i = 0; i < counts.inspirations; i++) {
      const combo = combos[i % combos.length]!;
      const id = i + 1;
      const imageKey = `inspiration-${id}-${slugify(pl.inspirations.title(pl.inspirations.spaces[combo.space], pl.inspirations.styles[combo.style]))}`;
      const photos: PhotoSpec[] = [];
      for (let n = 1; n <= iRng.int(4, 8); n++)
        photos.push({
          url: `/uploads/inspirations/${imageKey}-${n}.jpg`,
          dim: pickDim(iRng, iRng.chance(0.6) ? LANDSCAPE : PORTRAIT),
          view: combo.space,
          label: null,
          tagKey: null,
        });
      inspirations.push({
        id,
        ...combo,
        imageKey,
        hero: pickDim(iRng, WIDE),
        photos,
        productIds: iRng.sample(publishedProductIds, iRng.int(4, 8)),
      });
    }
  }
  return inspirations;
}

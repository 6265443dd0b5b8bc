/** Stories: designers, collections and the factory told in blocks. */
import { slugify } from '../slug.ts';
import { STORY_KEYS, type PhotoView } from '../taxonomy.ts';
import { pl } from '../text/pl.ts';
import {
  LANDSCAPE,
  PORTRAIT,
  pickDim,
  type PhotoSpec,
  type SkelDesigner,
  type SkelCollection,
  type SkelProduct,
  type BlockSpec,
  type SkelStory,
} from './model.ts';
import type { DraftContext } from './context.ts';
import { makeMovie } from './movies.ts';

export function draftStories(
  { root, counts, ids }: DraftContext,
  drafted: {
    collections: SkelCollection[];
    products: SkelProduct[];
    publishedCollections: SkelCollection[];
    publishedDesigners: SkelDesigner[];
    publishedProductIds: number[];
  },
): SkelStory[] {
  const { collections, products, publishedCollections, publishedDesigners, publishedProductIds } = drafted;
  const stRng = root.fork('stories');
  const stories: SkelStory[] = [];
  {
    const plan: Pick<SkelStory, 'kind' | 'key' | 'collectionId' | 'designerId'>[] = [];
    const fixedCount = Math.min(STORY_KEYS.length, Math.max(1, counts.stories - 2));
    for (const key of STORY_KEYS.slice(0, fixedCount)) plan.push({ kind: 'fixed', key, collectionId: null, designerId: null });
    let fi = 0;
    let di = 0;
    while (plan.length < counts.stories) {
      if (plan.length % 2 === 0 && fi < publishedCollections.length) {
        const col = publishedCollections[fi++]!;
        plan.push({ kind: 'family', key: null, collectionId: col.id, designerId: col.designerId });
      } else if (di < publishedDesigners.length) {
        const d = publishedDesigners[di++]!;
        const col = publishedCollections.find((c) => c.designerId === d.id) ?? null;
        plan.push({ kind: 'interview', key: null, collectionId: col?.id ?? null, designerId: d.id });
      } else if (fi < publishedCollections.length) {
        const col = publishedCollections[fi++]!;
        plan.push({ kind: 'family', key: null, collectionId: col.id, designerId: col.designerId });
      } else break;
    }
    plan.forEach((entry, i) => {
      const id = i + 1;
      const rng = stRng.fork(id);
      const imageKey = `story-${id}-${entry.key ? slugify(pl.stories.fixed[entry.key].title) : entry.kind}`;
      const blocks: BlockSpec[] = [{ id: ids.block(), type: 'rich_text', part: 'body' }];
      blocks.push({
        id: ids.block(),
        type: 'image',
        url: `/uploads/stories/${imageKey}-1.jpg`,
        dim: pickDim(rng, LANDSCAPE),
        tagKeys: [],
      });
      if (entry.designerId) blocks.push({ id: ids.block(), type: 'designer_details', designerId: entry.designerId });
      if (entry.collectionId) blocks.push({ id: ids.block(), type: 'collection', collectionId: entry.collectionId });
      const photos: PhotoSpec[] = [];
      for (let n = 2; n <= rng.int(4, 7); n++)
        photos.push({
          url: `/uploads/stories/${imageKey}-${n}.jpg`,
          dim: pickDim(rng, rng.chance(0.6) ? LANDSCAPE : PORTRAIT),
          view: rng.pick(['detail', 'interior', 'closeUp'] as PhotoView[]),
          label: null,
          tagKey: null,
        });
      blocks.push({ id: ids.block(), type: 'image_gallery', photos, limit: 6, showLabels: false, subject: 'story' });
      if (i % 2 === 0)
        blocks.push({
          id: ids.block(),
          type: 'movie',
          movie: makeMovie(
            rng,
            ids.movie(),
            imageKey,
            rng.pick(['file', 'youtube', 'vimeo'] as const),
            'makingOf',
            rng.chance(0.5),
          ),
        });
      const related = entry.collectionId
        ? collections[entry.collectionId - 1]!.productIds.filter((p) => products[p - 1]!.published)
        : rng.sample(publishedProductIds, 4);
      blocks.push({ id: ids.block(), type: 'related-items', productIds: related.slice(0, 6) });
      stories.push({
        id,
        ...entry,
        imageKey,
        teaser: pickDim(rng, rng.chance(0.5) ? LANDSCAPE : PORTRAIT),
        blocks,
        published: true,
      });
    });
    if (stories.length > 1) stories[stories.length - 1]!.published = false;
  }
  return stories;
}

/** News posts of every kind with their blocks; one left unpublished and one missing in some locales. */
import type { Rng } from '../random.ts';
import { slugify } from '../slug.ts';
import { AWARDS, COMPANY_NEWS_KEYS, FAIRS, GUIDE_KEYS, SPACE_KEYS, TAG_DEFS, type CityKey } from '../taxonomy.ts';
import {
  LANDSCAPE,
  pickDim,
  type PhotoSpec,
  type SkelCollection,
  type SkelProduct,
  type SkelRealization,
  type BlockSpec,
  type PostKind,
  type SkelPost,
  type SkelStore,
  daysBefore,
} from './model.ts';
import type { DraftContext } from './context.ts';
import { makeMovie } from './movies.ts';

export function draftPosts(
  { root, counts, ids }: DraftContext,
  mRng: Rng,
  drafted: {
    collections: SkelCollection[];
    products: SkelProduct[];
    publishedCollections: SkelCollection[];
    publishedProductIds: number[];
    publishedRealizations: SkelRealization[];
    realizations: SkelRealization[];
    stores: SkelStore[];
  },
): { posts: SkelPost[]; missingPostId: number } {
  const { collections, products, publishedCollections, publishedProductIds, publishedRealizations, realizations, stores } =
    drafted;
  const poRng = root.fork('posts');
  const posts: SkelPost[] = [];
  {
    type Candidate = Omit<SkelPost, 'id' | 'dateMs' | 'imageKey' | 'teaser' | 'blocks' | 'published' | 'seoNull'> & {
      uniq: string;
      fairYear?: number;
    };
    const base = (kind: PostKind): Candidate => ({
      kind,
      collectionId: null,
      designerId: null,
      family: '',
      award: '',
      fairIndex: 0,
      city: 'poznan',
      street: '',
      realizationId: null,
      productId: null,
      guide: null,
      company: null,
      uniq: '',
    });
    const byKind: Record<PostKind, Candidate[]> = {
      launch: [],
      award: [],
      fair: [],
      showroom: [],
      realization: [],
      guide: [],
      company: [],
    };
    for (const col of publishedCollections)
      byKind.launch.push({
        ...base('launch'),
        collectionId: col.id,
        designerId: col.designerId,
        family: col.family,
        uniq: `launch|${col.id}`,
      });
    for (const r of publishedRealizations)
      byKind.realization.push({
        ...base('realization'),
        realizationId: r.id,
        productId: r.productIds[0] ?? null,
        city: r.city,
        uniq: `real|${r.id}`,
      });
    for (const col of poRng.shuffle(publishedCollections)) {
      for (const award of poRng.sample(AWARDS, 2))
        byKind.award.push({
          ...base('award'),
          collectionId: col.id,
          designerId: col.designerId,
          family: col.family,
          award,
          uniq: `award|${col.id}|${award}`,
        });
    }
    for (let y = 0; y < 2; y++) {
      FAIRS.forEach((fair, fi) => {
        byKind.fair.push({
          ...base('fair'),
          fairIndex: fi,
          city: fair.city as CityKey,
          family: poRng.pick(publishedCollections).family,
          uniq: `fair|${fi}|${y}`,
          fairYear: 2024 + y,
        });
      });
    }
    for (const store of stores.filter((s) => s.type === 'showroom'))
      byKind.showroom.push({ ...base('showroom'), city: store.city, street: store.street, uniq: `showroom|${store.id}` });
    for (const g of GUIDE_KEYS) byKind.guide.push({ ...base('guide'), guide: g, uniq: `guide|${g}` });
    for (const c of COMPANY_NEWS_KEYS) byKind.company.push({ ...base('company'), company: c, uniq: `company|${c}` });
    const shares: Record<PostKind, number> = {
      launch: 0.2,
      realization: 0.2,
      award: 0.1,
      fair: 0.15,
      showroom: 0.08,
      guide: 0.12,
      company: 0.15,
    };
    const chosen: Candidate[] = [];
    const leftovers: Candidate[] = [];
    for (const kind of Object.keys(byKind) as PostKind[]) {
      const pool = poRng.shuffle(byKind[kind]);
      const take = Math.min(pool.length, Math.max(1, Math.round(counts.posts * shares[kind])));
      chosen.push(...pool.slice(0, take));
      leftovers.push(...pool.slice(take));
    }
    const extra = poRng.shuffle(leftovers);
    while (chosen.length < counts.posts && extra.length) chosen.push(extra.shift()!);
    while (chosen.length > counts.posts) chosen.splice(poRng.int(0, chosen.length - 1), 1);
    // Dates across the two years before the epoch (2024 and 2025); a fair's post falls in the fair's year.
    // Ids ascend with dates, oldest first.
    const dated = poRng.shuffle(chosen).map((cand) => ({
      cand,
      days: cand.fairYear === 2025 ? poRng.int(1, 364) : cand.fairYear === 2024 ? poRng.int(366, 730) : poRng.int(1, 730),
    }));
    dated.sort((a, b) => b.days - a.days);
    const ordered = dated.map((d) => d.cand);
    const days = dated.map((d) => d.days);
    ordered.forEach((cand, i) => {
      const id = i + 1;
      const rng = poRng.fork(`post-${id}`);
      const dateMs = daysBefore(days[i]!, rng);
      const param =
        cand.kind === 'launch'
          ? cand.family
          : cand.kind === 'award'
            ? `${cand.family} ${cand.award}`
            : cand.kind === 'fair'
              ? FAIRS[cand.fairIndex]!.key
              : cand.kind === 'showroom'
                ? cand.city
                : cand.kind === 'realization'
                  ? realizations[cand.realizationId! - 1]!.imageKey
                  : cand.kind === 'guide'
                    ? cand.guide!
                    : cand.company!;
      const imageKey = `${id}-${cand.kind}-${slugify(param)}`.slice(0, 80).replace(/-+$/, '');
      const blocks: BlockSpec[] = [];
      const col = cand.collectionId ? collections[cand.collectionId - 1]! : null;
      const real = cand.realizationId ? realizations[cand.realizationId - 1]! : null;
      blocks.push({ id: ids.block(), type: 'rich_text', part: cand.kind === 'guide' ? 'guide' : 'body' });
      blocks.push({
        id: ids.block(),
        type: 'image',
        url: `/uploads/posts/${imageKey}-1.jpg`,
        dim: pickDim(rng, LANDSCAPE),
        tagKeys: rng.chance(0.2) ? [{ key: rng.pick(TAG_DEFS).key, x: rng.int(10, 90), y: rng.int(10, 90) }] : [],
      });
      if (cand.kind === 'launch' && col) {
        blocks.push({ id: ids.block(), type: 'collection', collectionId: col.id });
        blocks.push({
          id: ids.block(),
          type: 'related-items',
          productIds: col.productIds.filter((p) => products[p - 1]!.published).slice(0, 8),
        });
        if (col.movies.length) blocks.push({ id: ids.block(), type: 'movie', movie: col.movies[0]! });
      } else if (cand.kind === 'realization' && real) {
        blocks.push({ id: ids.block(), type: 'realization_intro', realizationId: real.id });
        blocks.push({
          id: ids.block(),
          type: 'image_gallery',
          photos: real.photos.slice(0, 8),
          limit: 6,
          showLabels: false,
          subject: 'realization',
        });
        blocks.push({ id: ids.block(), type: 'products-list', productIds: real.productIds.slice() });
      } else if (cand.kind === 'award' && col) {
        blocks.push({
          id: ids.block(),
          type: 'related-items',
          productIds: col.productIds.filter((p) => products[p - 1]!.published).slice(0, 6),
        });
      } else if (cand.kind === 'fair') {
        if (rng.chance(0.5))
          blocks.push({
            id: ids.block(),
            type: 'movie',
            movie: makeMovie(rng, ids.movie(), `post-${id}`, 'youtube', 'film', rng.chance(0.5)),
          });
        blocks.push({ id: ids.block(), type: 'related-items', productIds: rng.sample(publishedProductIds, 4) });
      } else if (cand.kind === 'showroom') {
        const photos: PhotoSpec[] = [];
        for (let n = 1; n <= 6; n++)
          photos.push({
            url: `/uploads/posts/${imageKey}-${n + 1}.jpg`,
            dim: pickDim(rng, LANDSCAPE),
            view: rng.pick(SPACE_KEYS),
            label: null,
            tagKey: null,
          });
        blocks.push({ id: ids.block(), type: 'image_gallery', photos, limit: 6, showLabels: true, subject: 'showroom' });
      } else if (cand.kind === 'guide') {
        blocks.push({ id: ids.block(), type: 'related-items', productIds: rng.sample(publishedProductIds, 4) });
      } else if (cand.kind === 'company' && rng.chance(0.3)) {
        blocks.push({
          id: ids.block(),
          type: 'movie',
          movie: makeMovie(rng, ids.movie(), `post-${id}`, rng.pick(['file', 'vimeo'] as const), 'film', true),
        });
      }
      blocks.push({ id: ids.block(), type: 'rich_text', part: 'closing' });
      const { uniq: _uniq, fairYear: _fairYear, ...rest } = cand;
      posts.push({
        ...rest,
        id,
        dateMs,
        imageKey,
        teaser: pickDim(rng, LANDSCAPE),
        blocks,
        published: true,
        seoNull: rng.chance(0.15),
      });
    });
    posts[posts.length - 1]!.published = false;
  }
  const missingPostId = mRng.pick(posts.filter((p) => p.published && p.kind !== 'launch').map((p) => p.id));
  return { posts, missingPostId };
}

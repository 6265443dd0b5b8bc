/**
 * Stage 1 of the generator: the locale-independent skeleton of the catalogue, drawn from the seed. It decides
 * everything that is the same in every language — ids, relations, counts, numbers, image sizes, file sizes,
 * which template/feature/material each item uses, which items are unpublished or missing in a locale. Stage 2
 * (render.ts) turns it into each locale's records with that locale's phrase bank.
 *
 * One module per resource under skeleton/, called here in the order their relations need.
 */
import { createRng } from './random.ts';
import type { PhotoView } from './taxonomy.ts';
import { draftCategories } from './skeleton/categories.ts';
import { draftCollections } from './skeleton/collections.ts';
import { type DraftContext, IdSequences } from './skeleton/context.ts';
import { draftDesigners } from './skeleton/designers.ts';
import { draftFiles } from './skeleton/files.ts';
import { draftInspirations } from './skeleton/inspirations.ts';
import { draftJobOffers } from './skeleton/job-offers.ts';
import { type Counts, LANDSCAPE, PORTRAIT, WIDE, pickDim, type PhotoSpec, type Skeleton } from './skeleton/model.ts';
import { makeMovie } from './skeleton/movies.ts';
import { draftPatterns } from './skeleton/patterns.ts';
import { draftPosts } from './skeleton/posts.ts';
import { draftProducts } from './skeleton/products.ts';
import { draftRealizations } from './skeleton/realizations.ts';
import { draftStores } from './skeleton/stores.ts';
import { draftStories } from './skeleton/stories.ts';

export function buildSkeleton(seed: number, counts: Counts): Skeleton {
  const root = createRng(seed);
  const ids = new IdSequences();
  const ctx: DraftContext = { root, counts, ids };
  // Two streams span stages: product slots and products draw from one; the unpublished product, the
  // products and the post missing in some locales from another, in this order.
  const pRng = root.fork('products');
  const mRng = root.fork('missing');

  const designers = draftDesigners(ctx);
  const publishedDesigners = designers.filter((d) => d.published);
  const { categories, categoryByKey, leaves } = draftCategories(ctx);
  const { collections, publishedCollections, familyOf } = draftCollections(ctx, pRng, { leaves, publishedDesigners });
  const { patterns, labelPatterns, labelPatternsFor } = draftPatterns(ctx);
  const { files, fileIdsByKey, certFileIds, categoryModelFile } = draftFiles(ctx, {
    categories,
    leaves,
    patterns,
    publishedCollections,
  });
  const products = draftProducts(pRng, mRng, {
    categoryByKey,
    categoryModelFile,
    certFileIds,
    collections,
    familyOf,
    fileIdsByKey,
    labelPatterns,
    labelPatternsFor,
    publishedDesigners,
  });

  // Missing in some locales: two products (ru, no), one post (ru, no), one collection (fr).
  const missingProductIds = mRng.sample(
    products.filter((p) => p.published).map((p) => p.id),
    2,
  );
  const missingCollectionId = publishedCollections[publishedCollections.length - 1]!.id;
  const isAvailableEverywhere = (productId: number) =>
    products[productId - 1]!.published && !missingProductIds.includes(productId);
  const publishedProductIds = products.filter((p) => p.published).map((p) => p.id);

  const realizations = draftRealizations(ctx, { collections, products, publishedProductIds });
  const publishedRealizations = realizations.filter((r) => r.published);
  const stores = draftStores(ctx);
  const { posts, missingPostId } = draftPosts(ctx, mRng, {
    collections,
    products,
    publishedCollections,
    publishedProductIds,
    publishedRealizations,
    realizations,
    stores,
  });
  const stories = draftStories(ctx, { collections, products, publishedCollections, publishedDesigners, publishedProductIds });
  const inspirations = draftInspirations(ctx, publishedProductIds);
  const jobOffers = draftJobOffers(ctx);

  // Site selections: what the home, landing and about pages show.
  const hRng = root.fork('home');
  const everywhere = publishedProductIds.filter(isAvailableEverywhere);
  const aboutPhotos: PhotoSpec[] = [];
  for (let n = 1; n <= 6; n++)
    aboutPhotos.push({
      url: `/uploads/pages/o-firmie-${n}.jpg`,
      dim: pickDim(hRng, n % 3 === 0 ? PORTRAIT : LANDSCAPE),
      view: hRng.pick(['detail', 'interior', 'set'] as PhotoView[]),
      label: null,
      tagKey: null,
    });
  const skel: Skeleton = {
    seed,
    counts,
    categories,
    designers,
    collections,
    products,
    realizations,
    posts,
    stories,
    inspirations,
    patterns,
    stores,
    jobOffers,
    files,
    fileIdsByKey,
    missing: {
      pl: { products: new Set(), posts: new Set(), collections: new Set() },
      en: { products: new Set(), posts: new Set(), collections: new Set() },
      de: { products: new Set(), posts: new Set(), collections: new Set() },
      cz: { products: new Set(), posts: new Set(), collections: new Set() },
      ru: { products: new Set(missingProductIds), posts: new Set([missingPostId]), collections: new Set() },
      no: { products: new Set(missingProductIds), posts: new Set([missingPostId]), collections: new Set() },
      fr: { products: new Set(), posts: new Set(), collections: new Set([missingCollectionId]) },
    },
    sliderImages: [[0, 1, 2, 3].map(() => pickDim(hRng, WIDE)), [0, 1, 2].map(() => pickDim(hRng, WIDE))],
    pageImages: Object.fromEntries(
      [
        'home',
        'products',
        'collections',
        'designers',
        'realizations',
        'news',
        'stories',
        'inspirations',
        'contact',
        'patterns',
        'about',
        'careers',
        'showrooms',
        'files',
        'sustainability',
        'customerService',
        'warranty',
        'hybridOffice',
        'newsletter',
        'draft',
        'factory',
        'sustainabilityMap',
      ].map((k) => [k, pickDim(hRng, k === 'sustainabilityMap' ? LANDSCAPE : WIDE)]),
    ),
    aboutPhotos,
    aboutMovie: makeMovie(hRng, ids.movie(), 'o-firmie', 'file', 'film', true),
    hybridMovie: makeMovie(hRng, ids.movie(), 'biuro-hybrydowe', 'youtube', 'film', false),
    homeProductIds: hRng.sample(everywhere, 8),
    homeCollectionIds: publishedCollections
      .filter((c) => c.id !== missingCollectionId)
      .slice(0, 6)
      .map((c) => c.id),
    homeRealizationIds: publishedRealizations.slice(0, 6).map((r) => r.id),
    homePostIds: posts
      .filter((p) => p.published && p.id !== missingPostId)
      .slice(-3)
      .reverse()
      .map((p) => p.id),
    landingProductIds: hRng.sample(
      everywhere.filter((id) => ['acoustics', 'soft', 'storage'].includes(products[id - 1]!.group)),
      8,
    ),
    landingRelatedIds: hRng.sample(
      everywhere.filter((id) => products[id - 1]!.group === 'tables'),
      6,
    ),
  };
  return skel;
}

/**
 * Stage 2 of the generator: one locale's records from the skeleton and the locale's phrase bank.
 * Everything here is deterministic given the skeleton; no randomness is drawn. One renderer per resource
 * under render/, called in the order their references need.
 */
import type { Skeleton } from './skeleton/model.ts';
import type { PhraseBank } from './text/types.ts';
import type { LocaleCatalogue, LocaleCode } from './types.ts';
import { renderSite } from './site.ts';
import { blockRenderer } from './render/blocks.ts';
import { renderCategories } from './render/categories.ts';
import { renderCollections } from './render/collections.ts';
import { renderContacts } from './render/contact.ts';
import { localeContext } from './render/context.ts';
import { renderDesigners } from './render/designers.ts';
import { renderFiles } from './render/files.ts';
import { renderInspirations } from './render/inspirations.ts';
import { renderJobOffers } from './render/job-offers.ts';
import { renderPatterns } from './render/patterns.ts';
import { renderPosts } from './render/posts.ts';
import { renderProducts } from './render/products.ts';
import { renderRealizations } from './render/realizations.ts';
import { renderSliders } from './render/sliders.ts';
import { renderStores } from './render/stores.ts';
import { renderStories } from './render/stories.ts';

export function renderLocale(skel: Skeleton, locale: LocaleCode, bank: PhraseBank): LocaleCatalogue {
  const ctx = localeContext(skel, locale, bank);
  const { tags } = ctx;
  const { files, fileTypes, looseFileCategories } = renderFiles(ctx);
  const categories = renderCategories(ctx);
  const productRecords = renderProducts(ctx);
  const designerRecords = renderDesigners(ctx);
  const collectionRecords = renderCollections(ctx);
  const { realizationNames, realizationRecords, realizationCategories } = renderRealizations(ctx);
  const blockFromSpec = blockRenderer(ctx);
  const postRecords = renderPosts(ctx, blockFromSpec, realizationNames);
  const storyRecords = renderStories(ctx, blockFromSpec);
  const inspirationRecords = renderInspirations(ctx);
  const sliders = renderSliders(ctx);
  const { patternCategories, patternColors, patternPriceGroups, patternRecords } = renderPatterns(ctx);
  const { regions, stores } = renderStores(ctx);
  const jobOffers = renderJobOffers(ctx);
  const { contacts, contactDepartments, contactRegions, contactPeople } = renderContacts(ctx, regions);

  const site = renderSite(ctx, {
    productRecords,
    collectionRecords,
    designerRecords,
    realizationRecords,
    postRecords,
    tags,
    files,
  });

  return {
    menus: site.menus,
    sitemapNodes: site.nodes,
    pages: site.pages,
    categories,
    products: productRecords,
    tags,
    collections: collectionRecords,
    designers: designerRecords,
    posts: postRecords,
    realizations: realizationRecords,
    realizationCategories,
    stories: storyRecords,
    inspirations: inspirationRecords,
    sliders,
    patternCategories,
    patterns: patternRecords,
    patternColors,
    patternPriceGroups,
    stores,
    regions,
    jobOffers,
    fileTypes,
    looseFileCategories,
    files,
    contacts,
    contactDepartments,
    contactPeople,
    contactRegions,
  };
}

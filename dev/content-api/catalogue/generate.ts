/**
 * Deterministic, multilingual catalogue generator for the embedded content API.
 *
 *   generateCatalogue({ seed, scale }) → Catalogue   (pure: same seed and scale → deep-equal output)
 *
 * Two stages: skeleton.ts draws everything locale-independent from the seed (ids, relations, numbers, sizes),
 * render.ts/site.ts turn it into each locale's records with that locale's phrase bank (text/{locale}.ts).
 * Scales: 'default' (≈64 products, 11 collections, 32 posts... per locale), 'large' (≈2,600 products, 120
 * collections, 300 posts, 200 realizations per locale: > 3,000 routable pages per locale), or a number that
 * multiplies the default counts (the category tree, tags, regions and other taxonomies stay fixed).
 *
 * ================================================================================ conventions for the server
 *
 * Ids: per resource, equal across locales. A record missing in a locale is absent from its arrays, and every
 * reference to it in that locale is already removed (a product whose collection is missing in fr has
 * `collectionId: null` in fr). Deliberately missing: 2 products and 1 post in ru and no, 1 collection in fr.
 * Unpublished (`published: false`, preview GETs only): 1 product, 1 collection (without products), 1 designer
 * (without collections), 1 realization, 1 post (the newest), 1 story and 1 page (DRAFT_PAGE_ID, no node).
 * No record's reference list points at an unpublished record, except an unpublished record's own references.
 * Categories: two STATUS_DRAFT leaves without products; they are left out of the menus.
 *
 * Block records (pages, posts, stories) are the API block minus embedded items; the serializer expands:
 *   page_header            API shape: title, titleTag ('h1'|'div'), subtitle, image, iconTheme ('', 'light', 'onModal')
 *   rich_text              API shape: title, content (safe HTML)
 *   image                  API shape: image, caption, tags: [{ tag: Tag, x, y }] (tags embedded, like GalleryPhoto.tags)
 *   breadcrumbs            API shape: popupListType ('', 'product', 'productcollection', 'post')
 *   image_gallery          API shape: title, photos: GalleryPhoto[], limit, showLabels
 *   movie                  API shape: movie: Movie
 *   products-list          title, productIds: number[]                  → products: ProductTeaser[]
 *   related-items          title, itemType: 'product', productIds       → products: ProductTeaser[]
 *   collection             collectionId                                 → collection: CollectionTeaser
 *   collections_list       title, collectionIds: number[]               → collections: CollectionTeaser[]
 *   designer_details       designerId                                   → designer: Designer (with collections)
 *   designers_list         title, designerIds: number[]                 → designers: {id,name,slug,image}[]
 *   realization_intro      realizationId                                → realization: Realization
 *   realizations           title, realizationIds: number[]              → realizations: RealizationTeaser[]
 *   news_list              title, postIds: number[] | 'all'             → posts: PostTeaser[] ('all': every published
 *                                                                          post of the locale, newest first)
 *   slider                 sliderId                                     → slider: Slider
 *   showroom_finder        title, storeIds: 'all', regionIds: 'all'     → stores: Store[] (region embedded), regions: Region[]
 *   job_offers             title, jobOfferIds: 'all'                    → offers: JobOffer[]
 *   download_center, contact_form (contactId), customer_service_form, contact_people, newsletter,
 *   stories_list, inspirations_list: API shape (the site fetches their data itself).
 * Id lists only hold records present and published in the locale, in display order.
 *
 * Other record conventions (types.ts): ProductRecord.tabs of type product_file_list hold `groups` of
 * `{ category, fileIds }` (→ `content: FileGroup[]` with DownloadableFiles); `tagIds` → `tags`;
 * `categoryId` → `category` (path from CategoryRecord slugs: `path` = ancestors' slugs joined by '/');
 * CategoryRecord.pdfFileId → `pdfSrc` (the file's path); option ids and checkbox ids are shared by every
 * category offering the same filter dimension (so a parent category's filter matches its subcategories'
 * products); ProductRecord.filterOptionSlugs/checkboxIds are values of its own (leaf) category's options.
 * Files: `path` is `/uploads/files/{id}-{filename}`, identical in every locale (only `name` is translated);
 * total size stays under ~280 MB at any scale. Images: locale-independent paths under /uploads/{kind}/…,
 * unique and ASCII, with width/height; alt text is localized.
 * Menus: main_menu, footer_top, footer_bottom; item urls are locale paths without prefix, external ones are
 * absolute https URLs under *.formanta.example.com; `type` is 'Category' (typeReferenceId = category id, url =
 * products node + category path), 'Node' (typeReferenceId = page id, url = the node's slug), 'Link' (external)
 * or 'File' (typeReferenceId = file id, url = the file's /uploads path). Menu item ids are equal in every locale.
 * `regionIds: 'all'` on showroom_finder is an addition to the id fields listed in types.ts.
 * Sitemap: node ids and page ids (nodeReference) are equal in every locale; show nodes have nodeReference null.
 */
import { buildSkeleton } from './skeleton.ts';
import { resolveCounts, type Counts } from './skeleton/model.ts';
import { renderLocale } from './render.ts';
import { LOCALES } from './taxonomy.ts';
import { BANKS } from './text/index.ts';
import type { Catalogue, LocaleCatalogue, LocaleCode } from './types.ts';

export { LOCALES, BRAND, BRAND_DOMAIN } from './taxonomy.ts';
export { DRAFT_PAGE_ID, NODE_PLAN, PAGE_ID } from './site.ts';
export { resolveCounts, DEFAULT_COUNTS, LARGE_COUNTS, type Counts } from './skeleton/model.ts';

export interface GenerateOptions {
  seed: number;
  scale: 'default' | 'large' | number;
}

export function generateCatalogue(options: GenerateOptions): Catalogue {
  const counts: Counts = resolveCounts(options.scale);
  const skeleton = buildSkeleton(options.seed >>> 0, counts);
  const locales = {} as Record<LocaleCode, LocaleCatalogue>;
  for (const locale of LOCALES) locales[locale] = renderLocale(skeleton, locale, BANKS[locale]);
  return { seed: options.seed, scale: options.scale, locales };
}

/**
 * Routable pages of a locale: published products, published categories, collections, designers,
 * realizations, posts, stories and inspirations (each has a detail page), plus the index nodes.
 */
export function countRoutablePages(lc: LocaleCatalogue): number {
  const pub = (items: { published: boolean }[]) => items.filter((i) => i.published).length;
  return (
    pub(lc.products) +
    lc.categories.filter((c) => c.status === 'STATUS_PUBLISHED').length +
    pub(lc.collections) +
    pub(lc.designers) +
    pub(lc.realizations) +
    pub(lc.posts) +
    pub(lc.stories) +
    pub(lc.inspirations) +
    lc.sitemapNodes.filter((n) => n.action === 'index').length
  );
}

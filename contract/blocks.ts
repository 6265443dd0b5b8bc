/**
 * Data of each page block type, as the content API sends it inside `blocks` of pages, posts and stories.
 * The block registry validates a block with its type's schema before rendering it; an unknown type is
 * skipped with a build warning. Blocks that show items (products, posts...) carry them embedded, as API
 * Platform serialization groups do, so a page's response changes whenever an item it shows changes.
 */
import * as v from 'valibot';
import { DesignerSchema } from './schemas/catalogue.ts';
import { html, ImageSchema } from './schemas/common.ts';
import { JobOfferSchema, RegionSchema, StoreSchema } from './schemas/company.ts';
import { RealizationSchema, SliderSchema } from './schemas/content.ts';
import { GalleryPhotoSchema, MovieSchema, TagSchema } from './schemas/media.ts';
import { CollectionTeaserSchema, PostTeaserSchema, ProductTeaserSchema, RealizationTeaserSchema } from './schemas/teasers.ts';

const base = { id: v.union([v.number(), v.string()]) };
const optionalTitle = v.nullish(v.string(), null);

export const BLOCK_SCHEMAS = {
  /** Title tag must be h1 or div; icon themes: '', light, onModal. */
  page_header: v.looseObject({
    ...base,
    type: v.literal('page_header'),
    title: v.string(),
    titleTag: v.optional(v.picklist(['h1', 'div']), 'h1'),
    subtitle: v.nullish(v.string(), null),
    image: v.nullish(ImageSchema, null),
    iconTheme: v.optional(v.picklist(['', 'light', 'onModal']), ''),
  }),
  rich_text: v.looseObject({ ...base, type: v.literal('rich_text'), title: optionalTitle, content: html }),
  image: v.looseObject({
    ...base,
    type: v.literal('image'),
    image: ImageSchema,
    caption: v.nullish(v.string(), null),
    /** Tags pinned on the image at x/y percent. */
    tags: v.optional(v.array(v.looseObject({ tag: TagSchema, x: v.number(), y: v.number() })), []),
  }),
  /** Breadcrumbs: the crumbs come from the page plan; the last may open a popup list of this type. */
  breadcrumbs: v.looseObject({
    ...base,
    type: v.literal('breadcrumbs'),
    popupListType: v.optional(v.picklist(['', 'product', 'productcollection', 'post']), ''),
  }),
  image_gallery: v.looseObject({
    ...base,
    type: v.literal('image_gallery'),
    title: optionalTitle,
    photos: v.array(GalleryPhotoSchema),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 6),
    showLabels: v.optional(v.boolean(), false),
  }),
  'products-list': v.looseObject({
    ...base,
    type: v.literal('products-list'),
    title: optionalTitle,
    products: v.array(ProductTeaserSchema),
  }),
  movie: v.looseObject({ ...base, type: v.literal('movie'), movie: MovieSchema }),
  collection: v.looseObject({ ...base, type: v.literal('collection'), collection: CollectionTeaserSchema }),
  collections_list: v.looseObject({
    ...base,
    type: v.literal('collections_list'),
    title: optionalTitle,
    collections: v.array(CollectionTeaserSchema),
  }),
  'related-items': v.looseObject({
    ...base,
    type: v.literal('related-items'),
    title: optionalTitle,
    itemType: v.picklist(['product', 'productcollection', 'post']),
    products: v.optional(v.array(ProductTeaserSchema), []),
  }),
  designer_details: v.looseObject({ ...base, type: v.literal('designer_details'), designer: DesignerSchema }),
  designers_list: v.looseObject({
    ...base,
    type: v.literal('designers_list'),
    title: optionalTitle,
    designers: v.array(
      v.looseObject({ id: v.number(), name: v.string(), slug: v.string(), image: v.nullish(ImageSchema, null) }),
    ),
  }),
  realization_intro: v.looseObject({
    ...base,
    type: v.literal('realization_intro'),
    realization: RealizationSchema,
  }),
  realizations: v.looseObject({
    ...base,
    type: v.literal('realizations'),
    title: optionalTitle,
    realizations: v.array(RealizationTeaserSchema),
  }),
  news_list: v.looseObject({
    ...base,
    type: v.literal('news_list'),
    title: optionalTitle,
    posts: v.array(PostTeaserSchema),
  }),
  slider: v.looseObject({ ...base, type: v.literal('slider'), slider: SliderSchema }),
  showroom_finder: v.looseObject({
    ...base,
    type: v.literal('showroom_finder'),
    title: optionalTitle,
    stores: v.array(StoreSchema),
    regions: v.array(RegionSchema),
  }),
  job_offers: v.looseObject({
    ...base,
    type: v.literal('job_offers'),
    title: optionalTitle,
    offers: v.array(JobOfferSchema),
  }),
  /** Blocks whose data the layout fetches itself (download centre, forms, patterns, search, stories). */
  download_center: v.looseObject({ ...base, type: v.literal('download_center'), title: optionalTitle }),
  contact_form: v.looseObject({
    ...base,
    type: v.literal('contact_form'),
    title: optionalTitle,
    contactId: v.optional(v.number()),
  }),
  customer_service_form: v.looseObject({ ...base, type: v.literal('customer_service_form'), title: optionalTitle }),
  contact_people: v.looseObject({ ...base, type: v.literal('contact_people'), title: optionalTitle }),
  newsletter: v.looseObject({ ...base, type: v.literal('newsletter'), title: optionalTitle }),
  stories_list: v.looseObject({ ...base, type: v.literal('stories_list'), title: optionalTitle }),
  inspirations_list: v.looseObject({ ...base, type: v.literal('inspirations_list'), title: optionalTitle }),
} as const;

export type BlockType = keyof typeof BLOCK_SCHEMAS;
/** Types of item a breadcrumb popup can list ('' in a block means no popup). */
export type PopupListType = 'product' | 'productcollection' | 'post';
export type BlockData<T extends BlockType> = v.InferOutput<(typeof BLOCK_SCHEMAS)[T]>;
export const BLOCK_TYPES = Object.keys(BLOCK_SCHEMAS) as BlockType[];

/**
 * valibot schemas of every payload the site reads from the content API (spec section 3 of both documents).
 *
 * These schemas are the contract between the site and the API: the content client validates every response
 * with them, and the embedded content API (dev/content-api) is tested against them. Where the spec says
 * "not shown", the shape here is our design of what an API Platform backend of a furniture manufacturer
 * returns; dev/content-api/README.md documents it.
 *
 * Objects are loose (unknown extra fields pass through untouched) because a real API adds fields over time;
 * what the site relies on is required and typed.
 */
import * as v from 'valibot';

const id = v.pipe(v.number(), v.integer());
const nullableString = v.nullish(v.string(), null);
const html = v.string();
const isoDate = v.pipe(v.string(), v.isoTimestamp());

/** An uploaded image: `url` is the upload path (e.g. /uploads/products/x.jpg); the site rewrites it to the
 * cache-resolve form. width/height are the original's, so pages can reserve the box (no layout shift). */
export const ImageSchema = v.looseObject({
  url: v.string(),
  alt: v.optional(v.string(), ''),
  width: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type Image = v.InferOutput<typeof ImageSchema>;
const nullableImage = v.nullish(ImageSchema, null);

/** SEO fields every routable entity carries (page data fields of the spec). */
const seoFields = {
  seoTitle: nullableString,
  seoDescription: nullableString,
  seoImageSrc: nullableString,
};

// ---------------------------------------------------------------------------------------------- routing

export const SitemapNodeSchema = v.looseObject({
  id,
  /** article, article_with_crumbs, root, search, contact, pattern, privacy, product, post, and the section
   * types productcollection, designer, realization, story, inspiration. Unknown types are allowed: an index
   * node of a type that is not special is an article. */
  nodeType: v.pipe(v.string(), v.minLength(1)),
  action: v.picklist(['index', 'show']),
  /** Path pattern; parameters are `:name`, a trailing `:name*` takes several segments. */
  slug: v.pipe(v.string(), v.startsWith('/')),
  /** Id of the page (GET /api/pages/{id}) an index node renders; null for show nodes. */
  nodeReference: v.nullish(id, null),
  layout: nullableString,
  /** Name of the node, used for breadcrumbs of detail pages under it. */
  title: v.optional(v.string(), ''),
});
export type SitemapNode = v.InferOutput<typeof SitemapNodeSchema>;

export const SEARCH_OBJECT_TYPES = [
  'Product',
  'ProductCategory',
  'ProductCollection',
  'Designer',
  'Realization',
  'Post',
  'Story',
  'Inspiration',
] as const;
export type SearchObjectType = (typeof SEARCH_OBJECT_TYPES)[number];

export const SearchItemSchema = v.looseObject({
  id,
  objectType: v.picklist(SEARCH_OBJECT_TYPES),
  title: v.string(),
  /** The value of the show node's slug parameter: for products and categories the category path
   * (`chairs/office-chairs/kx-200`), for the others the item slug. */
  slug: v.pipe(v.string(), v.minLength(1)),
  image: nullableImage,
  alternativePresentationContent: v.nullish(
    v.looseObject({
      collection: v.nullish(v.looseObject({ id: v.optional(id), name: v.string(), slug: v.optional(v.string()) }), null),
    }),
    null,
  ),
});
export type SearchItem = v.InferOutput<typeof SearchItemSchema>;

// ---------------------------------------------------------------------------------------------- menus

export interface MenuItem {
  id: number;
  name: string;
  url: string;
  target: string | null;
  locale: string | null;
  cssClass: string | null;
  type: string | null;
  group: string | null;
  typeReferenceId: number | null;
  children: MenuItem[];
}
export const MenuItemSchema: v.GenericSchema<MenuItem> = v.looseObject({
  id,
  name: v.string(),
  url: v.string(),
  target: nullableString,
  locale: nullableString,
  /** Space-separated classes; hr, nofollow and additional have a meaning. */
  cssClass: nullableString,
  /** 'Category' marks category items (megamenu). */
  type: nullableString,
  group: nullableString,
  typeReferenceId: v.nullish(id, null),
  children: v.optional(v.array(v.lazy(() => MenuItemSchema)), []),
}) as unknown as v.GenericSchema<MenuItem>;

export const MenuSchema = v.looseObject({
  id,
  /** main_menu, footer_top, footer_bottom (the header menu's name was not shown; ours is main_menu). */
  name: v.string(),
  children: v.array(MenuItemSchema),
});
export type Menu = v.InferOutput<typeof MenuSchema>;

// ---------------------------------------------------------------------------------------------- catalogue

export const TagSchema = v.looseObject({
  id,
  name: v.string(),
  color: v.string(),
  textColor: v.string(),
  description: v.optional(v.string(), ''),
});
export type Tag = v.InferOutput<typeof TagSchema>;

export const GalleryPhotoSchema = v.looseObject({
  image: ImageSchema,
  name: v.optional(v.string(), ''),
  tags: v.optional(v.array(TagSchema), []),
  label: nullableString,
});
export type GalleryPhoto = v.InferOutput<typeof GalleryPhotoSchema>;

export const MovieSchema = v.looseObject({
  id,
  name: v.string(),
  movieUrl: v.string(),
  type: v.picklist(['file', 'youtube', 'vimeo']),
  wide: v.optional(v.boolean(), false),
  poster: nullableImage,
});
export type Movie = v.InferOutput<typeof MovieSchema>;

export const DownloadableFileSchema = v.looseObject({
  id,
  name: v.string(),
  path: v.string(),
  filename: v.string(),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  mime: v.string(),
  url: v.string(),
  format: v.string(),
  isInDownloadCenter: v.optional(v.boolean(), false),
});
export type DownloadableFile = v.InferOutput<typeof DownloadableFileSchema>;

export const FileGroupSchema = v.looseObject({ category: v.string(), files: v.array(DownloadableFileSchema) });
export type FileGroup = v.InferOutput<typeof FileGroupSchema>;

export const DropdownOptionSchema = v.looseObject({ slug: v.string(), name: v.string() });

/** A product tab: rich text (product_dropdown_tab) or groups of downloadable files (product_file_list). */
export const DropdownBlockSchema = v.variant('type', [
  v.looseObject({
    id,
    name: v.string(),
    type: v.literal('product_dropdown_tab'),
    is_row: v.optional(v.boolean(), false),
    content: html,
  }),
  v.looseObject({
    id,
    name: v.string(),
    type: v.literal('product_file_list'),
    is_row: v.optional(v.boolean(), false),
    content: v.array(FileGroupSchema),
  }),
]);
export type DropdownBlock = v.InferOutput<typeof DropdownBlockSchema>;

export const DesignerRefSchema = v.looseObject({ id: v.optional(id), name: v.string(), slug: v.string() });

export const CollectionRefSchema = v.looseObject({
  id,
  name: v.string(),
  slug: v.string(),
  designers: v.optional(v.array(DesignerRefSchema), []),
});

export const ProductTeaserSchema = v.looseObject({
  id,
  name: v.string(),
  slug: v.string(),
  /** Link slug under the products node: category path plus product slug. */
  path: v.string(),
  teaserImage: nullableImage,
  tags: v.optional(v.array(TagSchema), []),
  collection: v.nullish(CollectionRefSchema, null),
  ecoFriendlyProduct: v.optional(v.boolean(), false),
});
export type ProductTeaser = v.InferOutput<typeof ProductTeaserSchema>;

export const RealizationTeaserSchema = v.looseObject({
  id,
  name: v.string(),
  slug: v.string(),
  teaserImage: nullableImage,
  location: nullableString,
});
export type RealizationTeaser = v.InferOutput<typeof RealizationTeaserSchema>;

export const CollectionTeaserSchema = v.looseObject({
  id,
  name: v.string(),
  slug: v.string(),
  teaserImage: nullableImage,
  designer: v.nullish(v.looseObject({ name: v.string(), link: v.string() }), null),
});
export type CollectionTeaser = v.InferOutput<typeof CollectionTeaserSchema>;

export const PostTeaserSchema = v.looseObject({
  id,
  title: v.string(),
  slug: v.string(),
  published: isoDate,
  lead: v.optional(v.string(), ''),
  teaserImage: nullableImage,
});
export type PostTeaser = v.InferOutput<typeof PostTeaserSchema>;

export const CategoryRefSchema = v.looseObject({ id, slug: v.string(), path: v.string(), name: v.string() });

export interface ProductCategoryBranch {
  id: number;
  slug: string;
  path: string;
  name: string;
  parentBranch: ProductCategoryBranch | null;
}
const ParentBranchSchema: v.GenericSchema<ProductCategoryBranch | null> = v.nullish(
  v.looseObject({
    id,
    slug: v.string(),
    path: v.string(),
    name: v.string(),
    parentBranch: v.lazy(() => ParentBranchSchema),
  }),
  null,
) as unknown as v.GenericSchema<ProductCategoryBranch | null>;

export const ProductCategorySchema = v.looseObject({
  id,
  slug: v.string(),
  /** Built from the ancestors' slugs: `chairs/office-chairs/task-chairs`. */
  path: v.string(),
  name: v.string(),
  description: v.optional(html, ''),
  updated: isoDate,
  status: v.optional(v.picklist(['STATUS_DRAFT', 'STATUS_PUBLISHED']), 'STATUS_DRAFT'),
  parentBranch: ParentBranchSchema,
  children: v.optional(v.array(CategoryRefSchema), []),
  pdfSrc: nullableString,
  image: nullableImage,
  /** Filter dropdowns of the category page. */
  options: v.optional(v.array(v.looseObject({ id, name: v.string(), options: v.array(DropdownOptionSchema) })), []),
  /** Filter checkboxes (the API's spelling). */
  checkboxs: v.optional(v.array(v.looseObject({ id, label: v.string() })), []),
  ...seoFields,
});
export type ProductCategory = v.InferOutput<typeof ProductCategorySchema>;

export const ProductSchema = v.looseObject({
  ...ProductTeaserSchema.entries,
  shortDescription: v.optional(v.string(), ''),
  description: v.optional(html, ''),
  category: CategoryRefSchema,
  images: v.optional(v.array(GalleryPhotoSchema), []),
  tabs: v.optional(v.array(DropdownBlockSchema), []),
  similarProducts: v.optional(v.array(ProductTeaserSchema), []),
  realizations: v.optional(v.array(RealizationTeaserSchema), []),
  designers: v.optional(v.array(DesignerRefSchema), []),
  productConfiguratorUrl: nullableString,
  ...seoFields,
});
export type Product = v.InferOutput<typeof ProductSchema>;

export const CollectionSchema = v.looseObject({
  ...CollectionTeaserSchema.entries,
  position: v.optional(v.number(), 0),
  description: v.optional(html, ''),
  image: nullableImage,
  products: v.optional(v.array(ProductTeaserSchema), []),
  /** Realizations of the collection's products, as the API lists them per product (may repeat). */
  realizations: v.optional(v.array(RealizationTeaserSchema), []),
  images: v.optional(v.array(GalleryPhotoSchema), []),
  movies: v.optional(v.array(MovieSchema), []),
  ...seoFields,
});
export type Collection = v.InferOutput<typeof CollectionSchema>;

export const DesignerSchema = v.looseObject({
  id,
  name: v.string(),
  slug: v.string(),
  image: nullableImage,
  content: v.optional(html, ''),
  collections: v.optional(v.array(CollectionTeaserSchema), []),
  ...seoFields,
});
export type Designer = v.InferOutput<typeof DesignerSchema>;

// Blocks are validated one by one by the block registry (src/blocks); a page carries them loosely.
export const BlockSchema = v.looseObject({
  id: v.union([id, v.string()]),
  type: v.pipe(v.string(), v.minLength(1)),
});
export type Block = v.InferOutput<typeof BlockSchema> & Record<string, unknown>;

export const PostSchema = v.looseObject({
  ...PostTeaserSchema.entries,
  blocks: v.optional(v.array(BlockSchema), []),
  ...seoFields,
});
export type Post = v.InferOutput<typeof PostSchema>;

export const RealizationSchema = v.looseObject({
  ...RealizationTeaserSchema.entries,
  image: nullableImage,
  photographerNote: nullableString,
  investorNote: nullableString,
  /** Optional call to action of the intro block. */
  ctaUrl: nullableString,
  ctaLabel: nullableString,
  description: v.optional(html, ''),
  category: v.nullish(v.looseObject({ id, slug: v.string(), name: v.string() }), null),
  images: v.optional(v.array(GalleryPhotoSchema), []),
  products: v.optional(v.array(ProductTeaserSchema), []),
  ...seoFields,
});
export type Realization = v.InferOutput<typeof RealizationSchema>;

export const RealizationCategorySchema = v.looseObject({ id, slug: v.string(), name: v.string() });

export const StorySchema = v.looseObject({
  id,
  title: v.string(),
  slug: v.string(),
  lead: v.optional(v.string(), ''),
  teaserImage: nullableImage,
  blocks: v.optional(v.array(BlockSchema), []),
  ...seoFields,
});
export type Story = v.InferOutput<typeof StorySchema>;

export const InspirationSchema = v.looseObject({
  id,
  title: v.string(),
  slug: v.string(),
  lead: v.optional(v.string(), ''),
  image: nullableImage,
  images: v.optional(v.array(GalleryPhotoSchema), []),
  products: v.optional(v.array(ProductTeaserSchema), []),
  ...seoFields,
});
export type Inspiration = v.InferOutput<typeof InspirationSchema>;

export const SliderSchema = v.looseObject({
  id,
  name: v.string(),
  slides: v.array(
    v.looseObject({
      id,
      title: v.string(),
      subtitle: v.optional(v.string(), ''),
      image: ImageSchema,
      url: nullableString,
      linkLabel: nullableString,
    }),
  ),
});
export type Slider = v.InferOutput<typeof SliderSchema>;

// ---------------------------------------------------------------------------------------------- patterns

export const PatternCategorySchema = v.looseObject({ id, slug: v.string(), name: v.string(), position: v.number() });
export type PatternCategory = v.InferOutput<typeof PatternCategorySchema>;

export const PatternColorSchema = v.looseObject({
  id,
  name: v.string(),
  /** #rrggbb */
  hex: v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i)),
  image: nullableImage,
});
export const PatternPriceGroupSchema = v.looseObject({ id, name: v.string(), position: v.number() });

export const PatternSchema = v.looseObject({
  id,
  name: v.string(),
  slug: v.string(),
  code: v.string(),
  category: v.looseObject({ id, slug: v.string(), name: v.string() }),
  image: nullableImage,
  composition: v.string(),
  /** Weight in g/m². */
  weight: v.number(),
  care: v.string(),
  priceGroup: PatternPriceGroupSchema,
  colors: v.array(PatternColorSchema),
  certifications: v.array(v.string()),
  files: v.optional(v.array(DownloadableFileSchema), []),
});
export type Pattern = v.InferOutput<typeof PatternSchema>;

// ---------------------------------------------------------------------------------------------- company

export const RegionSchema = v.looseObject({ id, name: v.string(), slug: v.string() });
export type Region = v.InferOutput<typeof RegionSchema>;

export const StoreSchema = v.looseObject({
  id,
  name: v.string(),
  type: v.optional(v.picklist(['showroom', 'dealer']), 'showroom'),
  street: v.string(),
  city: v.string(),
  postalCode: v.string(),
  region: RegionSchema,
  phone: nullableString,
  fax: nullableString,
  email: nullableString,
  website: nullableString,
  lat: v.optional(v.number()),
  lng: v.optional(v.number()),
});
export type Store = v.InferOutput<typeof StoreSchema>;

export const JobOfferSchema = v.looseObject({
  id,
  position: v.string(),
  /** Office or production staff. */
  worktype: v.picklist(['office', 'production']),
  region: v.string(),
  publicationDate: isoDate,
  workplace: v.string(),
  description: v.optional(html, ''),
});
export type JobOffer = v.InferOutput<typeof JobOfferSchema>;

// ---------------------------------------------------------------------------------------------- downloads

export const DownloadCenterFileTypeSchema = v.looseObject({ id, name: v.string(), slug: v.string() });
export const LooseFileCategorySchema = v.looseObject({
  id,
  name: v.string(),
  slug: v.string(),
  fileType: v.nullish(v.looseObject({ id, name: v.string(), slug: v.string() }), null),
  files: v.array(DownloadableFileSchema),
});
export type LooseFileCategory = v.InferOutput<typeof LooseFileCategorySchema>;

/** GET /api/download_center?fileSrc=: the basket lookup; the first item carries the file. */
export const DownloadCenterItemSchema = v.looseObject({
  id,
  name: v.string(),
  type: v.looseObject({ name: v.string() }),
  file: v.looseObject({ url: v.string(), mime: v.string(), lastModified: v.string(), size: v.number() }),
});
export type DownloadCenterItem = v.InferOutput<typeof DownloadCenterItemSchema>;

// ---------------------------------------------------------------------------------------------- contact

export const ContactDepartmentSchema = v.looseObject({ id, name: v.string(), email: nullableString });
export const ContactPersonSchema = v.looseObject({
  id,
  name: v.string(),
  position: v.string(),
  email: nullableString,
  phone: nullableString,
  image: nullableImage,
  regionIds: v.optional(v.array(id), []),
});
export const ContactRegionSchema = v.looseObject({
  id,
  name: v.string(),
  slug: v.string(),
  /** Voivodeships (region slugs) the region's people cover. */
  regions: v.optional(v.array(v.string()), []),
});
export const ContactSchema = v.looseObject({
  id,
  name: v.string(),
  street: v.string(),
  city: v.string(),
  postalCode: v.string(),
  country: v.string(),
  phone: nullableString,
  email: nullableString,
  lat: v.number(),
  lng: v.number(),
  openingHours: nullableString,
});

export const CookieConsentSchema = v.looseObject({
  id,
  referral: v.string(),
  necessaryConsent: v.boolean(),
  functionalConsent: v.boolean(),
  analyticConsent: v.boolean(),
  advertisingConsent: v.boolean(),
});
export type CookieConsent = v.InferOutput<typeof CookieConsentSchema>;

// ---------------------------------------------------------------------------------------------- pages

/** Page data (GET /api/pages/{id}). */
export const PageDataSchema = v.looseObject({
  id,
  title: v.string(),
  ...seoFields,
  blocks: v.array(BlockSchema),
  layout: nullableString,
});
export type PageData = v.InferOutput<typeof PageDataSchema>;

/** API Platform error body. */
export const ApiErrorSchema = v.looseObject({
  code: v.union([v.number(), v.string()]),
  message: v.optional(v.string()),
});

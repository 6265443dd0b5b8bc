/** The catalogue: product categories, products, collections, designers, their teasers and product tabs. */
import * as v from 'valibot';
import { html, id, isoDate, nullableImage, nullableUrl, seoFields } from './common.ts';
import { FileGroupSchema } from './downloads.ts';
import { GalleryPhotoSchema, MovieSchema } from './media.ts';
import {
  CategoryRefSchema,
  CollectionTeaserSchema,
  DesignerRefSchema,
  ProductTeaserSchema,
  RealizationTeaserSchema,
} from './teasers.ts';

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
  pdfSrc: nullableUrl,
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
  productConfiguratorUrl: nullableUrl,
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

/** References and teasers: the short forms of products, collections, designers, categories, realizations and posts that lists and other records embed. */
import * as v from 'valibot';
import { id, isoDate, nullableImage, nullableString, url } from './common.ts';
import { TagSchema } from './media.ts';

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

/** A realization category (`/api/realization_categories`): offices, hotels, public spaces… */
export const RealizationCategorySchema = v.looseObject({ id, slug: v.string(), name: v.string() });

export type RealizationCategory = v.InferOutput<typeof RealizationCategorySchema>;

export const RealizationTeaserSchema = v.looseObject({
  id,
  name: v.string(),
  slug: v.string(),
  teaserImage: nullableImage,
  location: nullableString,
  /** What visitors browse realizations by; an API that leaves it out lists them all together. */
  category: v.nullish(RealizationCategorySchema, null),
});

export type RealizationTeaser = v.InferOutput<typeof RealizationTeaserSchema>;

export const CollectionTeaserSchema = v.looseObject({
  id,
  name: v.string(),
  slug: v.string(),
  teaserImage: nullableImage,
  designer: v.nullish(v.looseObject({ name: v.string(), link: url }), null),
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

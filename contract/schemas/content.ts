/** Pages and editorial content: page data, blocks, posts, realizations, stories, inspirations, sliders. */
import * as v from 'valibot';
import { blockMark, html, id, ImageSchema, nullableImage, nullableString, nullableUrl, seoFields } from './common.ts';
import { GalleryPhotoSchema } from './media.ts';
import { PostTeaserSchema, ProductTeaserSchema, RealizationTeaserSchema } from './teasers.ts';

export { RealizationCategorySchema } from './teasers.ts';

// Blocks are validated one by one by the block registry (src/blocks); a page carries them loosely.
export const BlockSchema = v.pipe(
  v.looseObject({
    id: v.union([id, v.string()]),
    type: v.pipe(v.string(), v.minLength(1)),
  }),
  blockMark<{ id: string | number; type: string }>(),
);

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
  ctaUrl: nullableUrl,
  ctaLabel: nullableString,
  description: v.optional(html, ''),
  category: v.nullish(v.looseObject({ id, slug: v.string(), name: v.string() }), null),
  images: v.optional(v.array(GalleryPhotoSchema), []),
  products: v.optional(v.array(ProductTeaserSchema), []),
  ...seoFields,
});

export type Realization = v.InferOutput<typeof RealizationSchema>;

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
      url: nullableUrl,
      linkLabel: nullableString,
    }),
  ),
});

export type Slider = v.InferOutput<typeof SliderSchema>;

/** Page data (GET /api/pages/{id}). */
export const PageDataSchema = v.looseObject({
  id,
  title: v.string(),
  ...seoFields,
  blocks: v.array(BlockSchema),
  layout: nullableString,
});

export type PageData = v.InferOutput<typeof PageDataSchema>;

/** Tags, gallery photos and movies shown on catalogue and content pages. */
import * as v from 'valibot';
import { id, ImageSchema, nullableImage, nullableString, url } from './common.ts';

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
  movieUrl: url,
  type: v.picklist(['file', 'youtube', 'vimeo']),
  wide: v.optional(v.boolean(), false),
  poster: nullableImage,
});

export type Movie = v.InferOutput<typeof MovieSchema>;

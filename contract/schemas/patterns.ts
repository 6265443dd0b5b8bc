/** Patterns (fabrics and colour palettes): categories, colours, price groups, patterns. */
import * as v from 'valibot';
import { id, nullableImage } from './common.ts';
import { DownloadableFileSchema } from './downloads.ts';

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

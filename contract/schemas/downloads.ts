/** Downloadable files, file groups and the download centre (file types, loose categories, basket lookup). */
import * as v from 'valibot';
import { id, url } from './common.ts';

export const DownloadableFileSchema = v.looseObject({
  id,
  name: v.string(),
  path: url,
  filename: v.string(),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  mime: v.string(),
  url,
  format: v.string(),
  isInDownloadCenter: v.optional(v.boolean(), false),
});

export type DownloadableFile = v.InferOutput<typeof DownloadableFileSchema>;

export const FileGroupSchema = v.looseObject({ category: v.string(), files: v.array(DownloadableFileSchema) });

export type FileGroup = v.InferOutput<typeof FileGroupSchema>;

export const DownloadCenterFileTypeSchema = v.looseObject({ id, name: v.string(), slug: v.string() });

export type DownloadCenterFileType = v.InferOutput<typeof DownloadCenterFileTypeSchema>;

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
  file: v.looseObject({ url, mime: v.string(), lastModified: v.string(), size: v.number() }),
});

export type DownloadCenterItem = v.InferOutput<typeof DownloadCenterItemSchema>;

/** GET /api/download_center_zip/{id}/status: `status` 200 when ready (202 while building, >= 400 failed). */
export const ZipStatusSchema = v.looseObject({ status: v.optional(v.number()) });

/** Small facts about stored records shared by the store, the serializer and the routes. */

/** Unpublished records are only returned by the preview GETs by numeric id. Records without the flag
 * (categories, stores, patterns...) are always public. */
export const isPublished = (r: unknown): boolean => (r as { published?: unknown }).published !== false;

/**
 * A stored downloadable file, spelled out: catalogue/types.ts declares FileRecord as
 * `Omit<DownloadableFile, 'url'> & ...`, and Omit over valibot's loose (index-signature) output type drops
 * every known key, so FileRecord's own fields type as unknown. The server reads files through this type.
 */
export interface FileRec {
  id: number;
  name: string;
  path: string;
  filename: string;
  size: number;
  mime: string;
  format: string;
  isInDownloadCenter?: boolean;
  fileTypeId: number;
  looseCategoryId: number | null;
  lastModified: string;
}

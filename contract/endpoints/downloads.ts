/** Endpoints of the download centre's content: files, file types, loose file categories. */
import { contentList, WHOLE } from '../resource-endpoint.ts';
import { DownloadCenterFileTypeSchema, DownloadableFileSchema, LooseFileCategorySchema } from '../schemas/downloads.ts';

export const files = contentList('files', DownloadableFileSchema);
export const fileTypes = contentList('file_types', DownloadCenterFileTypeSchema, WHOLE);
export const looseFileCategories = contentList('loose_file_categories', LooseFileCategorySchema, WHOLE);

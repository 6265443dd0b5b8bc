/**
 * The files page's order: one section per download-centre file type (in the API's order) holding its loose
 * file categories with files, then the categories of no known type under "other files". Empty categories and
 * types are left out. Pure: rendered at build time.
 */
import type { FileGroup } from '#contract/schemas/downloads.ts';
import type { DownloadCentre } from '../../view/page-model.ts';

export interface FileTypeSection {
  /** In-page anchor: `files-<type slug>`, `files-other` for the untyped categories. */
  anchor: string;
  name: string;
  groups: FileGroup[];
  fileCount: number;
}

export function fileTypeSections({ fileTypes, categories }: DownloadCentre, otherName: string): FileTypeSection[] {
  const known = new Set(fileTypes.map((type) => type.id));
  const section = (anchor: string, name: string, of: DownloadCentre['categories']): FileTypeSection => {
    const groups = of.filter((c) => c.files.length > 0).map((c) => ({ category: c.name, files: c.files }));
    return { anchor, name, groups, fileCount: groups.reduce((sum, g) => sum + g.files.length, 0) };
  };
  return [
    ...fileTypes.map((type) =>
      section(
        `files-${type.slug}`,
        type.name,
        categories.filter((c) => c.fileType?.id === type.id),
      ),
    ),
    section(
      'files-other',
      otherName,
      categories.filter((c) => !c.fileType || !known.has(c.fileType.id)),
    ),
  ].filter((s) => s.fileCount > 0);
}

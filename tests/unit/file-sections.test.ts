import { describe, expect, it } from 'vitest';
import { fileTypeSections } from '#src/components/downloads/file-sections.ts';
import type { DownloadableFile } from '#contract/schemas/downloads.ts';

const f = (id: number): DownloadableFile => ({
  id,
  name: `File ${id}`,
  path: `/uploads/files/${id}.pdf`,
  filename: `${id}.pdf`,
  size: 10,
  mime: 'application/pdf',
  url: `/uploads/files/${id}.pdf`,
  format: 'PDF',
  isInDownloadCenter: true,
});
const type = (id: number, slug: string) => ({ id, name: slug.toUpperCase(), slug });

describe('files page sections', () => {
  it('groups categories under their file type in the API order, untyped last, empty ones left out', () => {
    const sections = fileTypeSections(
      {
        fileTypes: [type(2, 'models'), type(1, 'catalogues'), type(3, 'empty')],
        categories: [
          { id: 1, name: 'Catalogues 2026', slug: 'c', fileType: type(1, 'catalogues'), files: [f(1), f(2)] },
          { id: 2, name: 'Press', slug: 'p', fileType: null, files: [f(3)] },
          { id: 3, name: 'For architects', slug: 'a', fileType: type(2, 'models'), files: [f(4)] },
          { id: 4, name: 'Nothing yet', slug: 'n', fileType: type(1, 'catalogues'), files: [] },
          { id: 5, name: 'Unknown type', slug: 'u', fileType: type(9, 'gone'), files: [f(5)] },
          { id: 6, name: 'Empty type', slug: 'e', fileType: type(3, 'empty'), files: [] },
        ],
      },
      'Other files',
    );
    expect(sections.map((s) => [s.anchor, s.name, s.fileCount, s.groups.map((g) => g.category)])).toEqual([
      ['files-models', 'MODELS', 1, ['For architects']],
      ['files-catalogues', 'CATALOGUES', 2, ['Catalogues 2026']],
      ['files-other', 'Other files', 2, ['Press', 'Unknown type']],
    ]);
    expect(sections[1]?.groups[0]?.files.map((x) => x.id)).toEqual([1, 2]);
  });

  it('no files: no sections', () => {
    expect(fileTypeSections({ fileTypes: [type(1, 'a')], categories: [] }, 'Other')).toEqual([]);
  });
});

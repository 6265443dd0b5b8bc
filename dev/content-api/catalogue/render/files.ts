/** Downloadable files, their types and the loose file categories of the download centre. */
import type { Skeleton } from '../skeleton/model.ts';
import { FORMATS } from '../skeleton/model.ts';
import { slugify } from '../slug.ts';
import {
  FILE_TYPE_KEYS,
  LOOSE_CATEGORY_KEYS,
  type PATTERN_CATEGORY_KEYS,
  type CategoryKey,
  type FileTypeKey,
  type LooseCategoryKey,
} from '../taxonomy.ts';
import type { PhraseBank } from '../text/types.ts';
import type { FileRecord } from '../types.ts';
import { type LocaleContext, isoDaysBefore } from './context.ts';

export function renderFiles(ctx: LocaleContext) {
  const { skel, bank } = ctx;
  const fileTypeIndex = (key: FileTypeKey) => FILE_TYPE_KEYS.indexOf(key) + 1;
  const looseIndex = (key: LooseCategoryKey) => LOOSE_CATEGORY_KEYS.indexOf(key) + 1;
  const fileName = (f: Skeleton['files'][number]): string => {
    switch (f.kind) {
      case 'catalogue':
        return bank.files.catalogues[f.param as 'general' | 'seating' | 'softAcoustics'];
      case 'categoryCatalogue':
        return bank.files.categoryCatalogue(bank.categories[f.param as CategoryKey].name);
      case 'categoryModels':
        return bank.files.categoryModels(bank.categories[f.param as CategoryKey].name);
      case 'productSheet':
        return bank.files.productSheet(f.param);
      case 'model3d':
        return bank.files.model3d(f.param, FORMATS[f.ext].format);
      case 'assembly':
        return bank.files.assembly(f.param);
      case 'photos':
        return bank.files.photos(f.param);
      case 'certificate':
        return bank.files.certificate(f.param);
      case 'brochure':
        return bank.files.brochures[f.param as keyof PhraseBank['files']['brochures']];
      case 'document':
        return bank.files.documents[f.param as keyof PhraseBank['files']['documents']];
      case 'patternCard':
        return f.param.startsWith('category:')
          ? bank.files.patternCard(bank.patterns.categories[f.param.slice(9) as (typeof PATTERN_CATEGORY_KEYS)[number]])
          : bank.files.patternCard(f.param);
      case 'logo':
        return bank.files.logo;
      case 'favicon':
        return bank.files.favicon;
      case 'factoryPhoto':
        return bank.files.factoryPhoto;
      case 'pressPack':
        return bank.files.pressPack;
    }
  };
  const files: FileRecord[] = skel.files.map((f) => ({
    id: f.id,
    name: fileName(f),
    path: `/uploads/files/${f.id}-${f.filename}`,
    filename: f.filename,
    size: f.size,
    mime: FORMATS[f.ext].mime,
    format: FORMATS[f.ext].format,
    isInDownloadCenter: f.inDownloadCenter,
    fileTypeId: fileTypeIndex(f.typeKey),
    looseCategoryId: f.looseKey ? looseIndex(f.looseKey) : null,
    lastModified: isoDaysBefore(f.lastModifiedDays),
  }));
  const fileTypes = FILE_TYPE_KEYS.map((key, i) => ({
    id: i + 1,
    name: bank.files.types[key],
    slug: slugify(bank.files.types[key]),
  }));
  const LOOSE_TYPE: Record<LooseCategoryKey, FileTypeKey | null> = {
    catalogues2026: 'catalogues',
    qualityCerts: 'certificates',
    environmentalCerts: 'certificates',
    forArchitects: 'models3d',
    productPhotos: 'photos',
    pressKit: null,
    forms: 'documents',
    patternCards: 'patternCards',
  };
  const looseFileCategories = LOOSE_CATEGORY_KEYS.map((key, i) => ({
    id: i + 1,
    name: bank.files.loose[key],
    slug: slugify(bank.files.loose[key]),
    fileTypeId: LOOSE_TYPE[key] ? fileTypeIndex(LOOSE_TYPE[key]) : null,
  }));
  return { files, fileTypes, looseFileCategories };
}

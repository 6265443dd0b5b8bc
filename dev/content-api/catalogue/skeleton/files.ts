/** Downloadable files: catalogues, certificates, documents, 3D models and pattern cards, kept under a size budget. */
import { slugify } from '../slug.ts';
import {
  CERTIFICATE_FILES,
  DOCUMENT_KEYS,
  BROCHURE_KEYS,
  PATTERN_CATEGORY_KEYS,
  PATTERN_FAMILIES,
  type CategoryKey,
  type FileTypeKey,
  type LooseCategoryKey,
} from '../taxonomy.ts';
import { en } from '../text/en.ts';
import {
  type SkelCategory,
  type SkelCollection,
  type SkelPattern,
  type FileKind,
  type SkelFile,
  FORMATS,
  KB,
  MB,
  logUniform,
} from './model.ts';
import type { DraftContext } from './context.ts';

export function draftFiles(
  { root }: DraftContext,
  {
    categories,
    leaves,
    patterns,
    publishedCollections,
  }: { categories: SkelCategory[]; leaves: SkelCategory[]; patterns: SkelPattern[]; publishedCollections: SkelCollection[] },
): {
  files: SkelFile[];
  fileIdsByKey: Record<string, number>;
  certFileIds: Map<string, number>;
  categoryModelFile: Map<CategoryKey, number>;
} {
  const fRng = root.fork('files');
  const files: SkelFile[] = [];
  const fileIdsByKey: Record<string, number> = {};
  const addFile = (
    kind: FileKind,
    param: string,
    ext: keyof typeof FORMATS,
    typeKey: FileTypeKey,
    looseKey: LooseCategoryKey | null,
    size: number,
    inDownloadCenter: boolean,
    enName: string,
  ): number => {
    const id = files.length + 1;
    files.push({
      id,
      kind,
      param,
      ext,
      typeKey,
      looseKey,
      size,
      inDownloadCenter,
      lastModifiedDays: fRng.int(3, 700),
      filename: `${slugify(enName)}.${ext}`,
    });
    return id;
  };
  fileIdsByKey.catalogueGeneral = addFile(
    'catalogue',
    'general',
    'pdf',
    'catalogues',
    'catalogues2026',
    logUniform(fRng, 16 * MB, 24 * MB),
    true,
    en.files.catalogues.general,
  );
  fileIdsByKey.catalogueSeating = addFile(
    'catalogue',
    'seating',
    'pdf',
    'catalogues',
    'catalogues2026',
    logUniform(fRng, 8 * MB, 13 * MB),
    true,
    en.files.catalogues.seating,
  );
  fileIdsByKey.catalogueSoft = addFile(
    'catalogue',
    'softAcoustics',
    'pdf',
    'catalogues',
    'catalogues2026',
    logUniform(fRng, 5 * MB, 9 * MB),
    true,
    en.files.catalogues.softAcoustics,
  );
  fileIdsByKey.priceList = addFile(
    'document',
    'priceList',
    'xlsx',
    'documents',
    null,
    logUniform(fRng, 180 * KB, 600 * KB),
    true,
    en.files.documents.priceList,
  );
  for (const key of BROCHURE_KEYS) {
    fileIdsByKey[`brochure_${key}`] = addFile(
      'brochure',
      key,
      'pdf',
      'brochures',
      key === 'sustainabilityReport' ? 'pressKit' : null,
      logUniform(fRng, 1.2 * MB, 6 * MB),
      true,
      en.files.brochures[key],
    );
  }
  const certFileIds = new Map<string, number>();
  for (const cert of CERTIFICATE_FILES) {
    certFileIds.set(
      cert.key,
      addFile(
        'certificate',
        cert.name,
        'pdf',
        'certificates',
        cert.env ? 'environmentalCerts' : 'qualityCerts',
        logUniform(fRng, 140 * KB, 900 * KB),
        true,
        en.files.certificate(cert.name),
      ),
    );
  }
  const DOC_EXT: Record<(typeof DOCUMENT_KEYS)[number], { ext: keyof typeof FORMATS; min: number; max: number }> = {
    priceList: { ext: 'xlsx', min: 180 * KB, max: 600 * KB },
    complaintForm: { ext: 'docx', min: 28 * KB, max: 80 * KB },
    warrantyTerms: { ext: 'pdf', min: 90 * KB, max: 300 * KB },
    dealerList: { ext: 'xlsx', min: 18 * KB, max: 60 * KB },
    tenderSpec: { ext: 'docx', min: 40 * KB, max: 120 * KB },
    sampleOrder: { ext: 'docx', min: 24 * KB, max: 60 * KB },
  };
  for (const key of DOCUMENT_KEYS) {
    if (key === 'priceList') continue;
    const d = DOC_EXT[key];
    fileIdsByKey[`document_${key}`] = addFile(
      'document',
      key,
      d.ext,
      'documents',
      key === 'complaintForm' || key === 'sampleOrder' ? 'forms' : null,
      logUniform(fRng, d.min, d.max),
      true,
      en.files.documents[key],
    );
  }
  // Category catalogues on most published categories (a few have none), 3D model packs on leaves.
  const noPdf = new Set(
    fRng.sample(
      categories.filter((c) => !c.draft && c.depth > 1).map((c) => c.id),
      3,
    ),
  );
  for (const cat of categories) {
    if (cat.draft || noPdf.has(cat.id)) continue;
    cat.pdfFileId = addFile(
      'categoryCatalogue',
      cat.key,
      'pdf',
      'catalogues',
      null,
      logUniform(fRng, 700 * KB, 5 * MB),
      true,
      en.files.categoryCatalogue(en.categories[cat.key].name),
    );
  }
  const categoryModelFile = new Map<CategoryKey, number>();
  for (const leaf of leaves) {
    categoryModelFile.set(
      leaf.key,
      addFile(
        'categoryModels',
        leaf.key,
        'zip',
        'models3d',
        'forArchitects',
        logUniform(fRng, 1.5 * MB, 9 * MB),
        true,
        en.files.categoryModels(en.categories[leaf.key].name),
      ),
    );
  }
  const modelFormats: (keyof typeof FORMATS)[] = ['dwg', 'skp', '3ds', 'dxf'];
  const modelSize: Record<string, [number, number]> = {
    dwg: [300 * KB, 8 * MB],
    skp: [1.5 * MB, 14 * MB],
    '3ds': [700 * KB, 9 * MB],
    dxf: [90 * KB, 3 * MB],
  };
  publishedCollections.forEach((col, i) => {
    col.sheetFileId = addFile(
      'productSheet',
      col.family,
      'pdf',
      'productSheets',
      null,
      logUniform(fRng, 220 * KB, 2 * MB),
      true,
      en.files.productSheet(col.family),
    );
    const formats = fRng.chance(0.4) ? fRng.sample(modelFormats, 2) : [modelFormats[i % modelFormats.length]!];
    for (const fmt of formats) {
      const [min, max] = modelSize[fmt]!;
      col.modelFileIds.push(
        addFile(
          'model3d',
          col.family,
          fmt,
          'models3d',
          'forArchitects',
          logUniform(fRng, min, max),
          true,
          en.files.model3d(col.family, FORMATS[fmt].format),
        ),
      );
    }
    if (fRng.chance(0.5))
      col.assemblyFileId = addFile(
        'assembly',
        col.family,
        'pdf',
        'assembly',
        null,
        logUniform(fRng, 300 * KB, 3 * MB),
        fRng.chance(0.5),
        en.files.assembly(col.family),
      );
    if (fRng.chance(0.3))
      addFile(
        'photos',
        col.family,
        'zip',
        'photos',
        'productPhotos',
        logUniform(fRng, 6 * MB, 25 * MB),
        true,
        en.files.photos(col.family),
      );
  });
  const patternCardFile = new Map<string, number>();
  for (const cat of PATTERN_CATEGORY_KEYS) {
    const fam = PATTERN_FAMILIES[cat];
    if (fam.names.length) {
      for (const name of fam.names.filter((n) => patterns.some((p) => p.baseName === n))) {
        patternCardFile.set(
          `${cat}:${name}`,
          addFile(
            'patternCard',
            name,
            'pdf',
            'patternCards',
            'patternCards',
            logUniform(fRng, 80 * KB, 600 * KB),
            true,
            en.files.patternCard(name),
          ),
        );
      }
    } else {
      patternCardFile.set(
        `${cat}:*`,
        addFile(
          'patternCard',
          `category:${cat}`,
          'pdf',
          'patternCards',
          'patternCards',
          logUniform(fRng, 80 * KB, 600 * KB),
          true,
          en.files.patternCard(en.patterns.categories[cat]),
        ),
      );
    }
  }
  fileIdsByKey.logo = addFile(
    'logo',
    'logo',
    'png',
    'photos',
    'pressKit',
    logUniform(fRng, 24 * KB, 160 * KB),
    true,
    en.files.logo,
  );
  fileIdsByKey.favicon = addFile('favicon', 'favicon', 'png', 'photos', 'pressKit', fRng.int(380, 900), false, en.files.favicon);
  fileIdsByKey.factoryPhoto = addFile(
    'factoryPhoto',
    'factory',
    'jpg',
    'photos',
    'pressKit',
    logUniform(fRng, 2.5 * MB, 8 * MB),
    true,
    en.files.factoryPhoto,
  );
  fileIdsByKey.pressPack = addFile(
    'pressPack',
    'press',
    'docx',
    'documents',
    'pressKit',
    logUniform(fRng, 35 * KB, 90 * KB),
    true,
    en.files.pressPack,
  );
  // Budget: keep the whole set under ~280 MB at any scale. Per-collection and per-category files shrink first
  // (a large catalogue has hundreds of them); the catalogues and brochures keep their size when possible.
  {
    const budget = 280 * MB;
    const floor = 64 * KB;
    const shrinkable = new Set<FileKind>([
      'productSheet',
      'model3d',
      'assembly',
      'photos',
      'categoryModels',
      'categoryCatalogue',
    ]);
    for (const pass of [0, 1]) {
      const total = files.reduce((sum, f) => sum + f.size, 0);
      if (total <= budget) break;
      const candidates = files.filter((f) => f.size > floor && (pass === 1 || shrinkable.has(f.kind)));
      const movable = candidates.reduce((sum, f) => sum + f.size, 0);
      const fixed = total - movable;
      const factor = Math.max(0.01, (budget - fixed) / movable);
      for (const f of candidates) f.size = Math.max(floor, Math.round(f.size * factor));
    }
  }
  for (const p of patterns) {
    const card = patternCardFile.get(`${p.category}:${p.baseName}`) ?? patternCardFile.get(`${p.category}:*`);
    if (card) p.fileIds.push(card);
    if (p.certifications.includes('OEKO-TEX Standard 100')) p.fileIds.push(certFileIds.get('oekotex')!);
    if (p.certifications.includes('FSC')) p.fileIds.push(certFileIds.get('fsc')!);
  }
  return { files, fileIdsByKey, certFileIds, categoryModelFile };
}

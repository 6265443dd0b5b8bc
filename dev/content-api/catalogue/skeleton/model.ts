/** The shapes of the catalogue skeleton, its scales and the size tables every stage draws from. */
import type { Rng } from '../random.ts';
import {
  EPOCH_MS,
  type CategoryDef,
  type CategoryKey,
  type CheckboxKey,
  type CityKey,
  type ColourKey,
  type CompanyNewsKey,
  type CompositionKey,
  type CountryKey,
  type DecorKey,
  type DimOptionKey,
  type FeatureKey,
  type FileTypeKey,
  type GroupKey,
  type GuideKey,
  type JobKey,
  type LooseCategoryKey,
  type MaterialKey,
  type MetalFinishKey,
  type PatternCategoryKey,
  type PhotoView,
  type ProductTypeKey,
  type RealizationKindKey,
  type SpaceKey,
  type SpecKey,
  type StoryKey,
  type StyleKey,
  type TagKey,
  type PersonName,
} from '../taxonomy.ts';
import type { LocaleCode } from '../types.ts';

export interface Counts {
  /** Including one unpublished product. */
  products: number;
  /** Including one unpublished collection (a collection in preparation, without products). */
  collections: number;
  /** Including one unpublished designer (without collections). */
  designers: number;
  /** Including one unpublished realization. */
  realizations: number;
  /** Including one unpublished (scheduled) post. */
  posts: number;
  /** Including one unpublished story. */
  stories: number;
  inspirations: number;
  patterns: number;
  /** Dealers added on top of the base network (one per voivodeship plus showrooms). */
  extraStores: number;
  jobOffers: number;
}

export const DEFAULT_COUNTS: Counts = {
  products: 110,
  collections: 11,
  designers: 8,
  realizations: 16,
  posts: 32,
  stories: 6,
  inspirations: 6,
  patterns: 40,
  extraStores: 0,
  jobOffers: 10,
};

export const LARGE_COUNTS: Counts = {
  products: 2600,
  collections: 120,
  designers: 36,
  realizations: 200,
  posts: 300,
  stories: 30,
  inspirations: 30,
  patterns: 200,
  extraStores: 40,
  jobOffers: 30,
};

const MIN_COUNTS: Counts = {
  products: 24,
  collections: 4,
  designers: 3,
  realizations: 4,
  posts: 8,
  stories: 3,
  inspirations: 2,
  patterns: 10,
  extraStores: 0,
  jobOffers: 2,
};

export function resolveCounts(scale: 'default' | 'large' | number): Counts {
  if (scale === 'default') return { ...DEFAULT_COUNTS };
  if (scale === 'large') return { ...LARGE_COUNTS };
  if (typeof scale !== 'number' || !Number.isFinite(scale) || scale <= 0)
    throw new Error(`invalid catalogue scale: ${String(scale)}`);
  const out = {} as Counts;
  for (const key of Object.keys(DEFAULT_COUNTS) as (keyof Counts)[]) {
    out[key] = Math.max(MIN_COUNTS[key], Math.round(DEFAULT_COUNTS[key] * scale));
  }
  out.extraStores = scale > 1 ? Math.round(8 * (scale - 1)) : 0;
  return out;
}

// ---------------------------------------------------------------------------------------------- shapes

export interface Dim {
  w: number;
  h: number;
}
export const LANDSCAPE: Dim[] = [
  { w: 2400, h: 1600 },
  { w: 1920, h: 1280 },
  { w: 2560, h: 1440 },
  { w: 2000, h: 1333 },
];
export const PORTRAIT: Dim[] = [
  { w: 1600, h: 2000 },
  { w: 1200, h: 1500 },
  { w: 1440, h: 1800 },
];
export const SQUARE: Dim[] = [
  { w: 2000, h: 2000 },
  { w: 1600, h: 1600 },
  { w: 1200, h: 1200 },
];
export const WIDE: Dim[] = [
  { w: 2560, h: 1080 },
  { w: 2880, h: 1200 },
];
export const pickDim = (rng: Rng, set: Dim[]): Dim => ({ ...rng.pick(set) });

export interface SpecValue {
  key: SpecKey;
  min: number;
  max?: number;
  unit: 'cm' | 'kg' | 'mm' | null;
  text?: string;
}

export interface PhotoSpec {
  url: string;
  dim: Dim;
  view: PhotoView | SpaceKey;
  /** Label kind and value (value is a locale-neutral pattern name). */
  label: { kind: 'upholstery' | 'finish' | 'version'; value: string } | null;
  tagKey: TagKey | null;
}

export interface MovieSpec {
  id: number;
  kind: 'film' | 'makingOf' | 'howTo';
  type: 'file' | 'youtube' | 'vimeo';
  url: string;
  wide: boolean;
  poster: { url: string; dim: Dim };
}

export interface SkelCategory {
  id: number;
  key: CategoryKey;
  def: CategoryDef;
  parentId: number | null;
  depth: number;
  position: number;
  leaf: boolean;
  draft: boolean;
  imageKey: string;
  image: Dim;
  pdfFileId: number | null;
  updatedDays: number;
  seoNull: boolean;
}

export interface SkelDesigner extends PersonName {
  id: number;
  country: CountryKey;
  city: CityKey;
  year: number;
  award: string;
  published: boolean;
  imageKey: string;
  image: Dim;
}

export interface SkelCollection {
  id: number;
  family: string;
  designerId: number | null;
  position: number;
  year: number;
  published: boolean;
  material: MaterialKey;
  imageKey: string;
  hero: Dim;
  teaser: Dim;
  photos: PhotoSpec[];
  movies: MovieSpec[];
  productIds: number[];
  sheetFileId: number | null;
  modelFileIds: number[];
  assemblyFileId: number | null;
}

export interface SkelProduct {
  id: number;
  leafKey: CategoryKey;
  categoryId: number;
  group: GroupKey;
  typeKey: ProductTypeKey;
  family: string;
  modelNo: number;
  collectionId: number | null;
  designerIds: number[];
  tagKeys: TagKey[];
  eco: boolean;
  configurator: boolean;
  materials: [MaterialKey, MaterialKey];
  features: FeatureKey[];
  specs: SpecValue[];
  colours: ColourKey[];
  warranty: number;
  imageKey: string;
  teaser: Dim;
  photos: PhotoSpec[];
  optionKeys: DimOptionKey[];
  checkboxKeys: CheckboxKey[];
  similarIds: number[];
  realizationIds: number[];
  fileGroups: { type: FileTypeKey; fileIds: number[] }[];
  published: boolean;
  updatedDays: number;
  seoNull: boolean;
  introIdx: number;
}

export interface SkelRealization {
  id: number;
  kind: RealizationKindKey;
  categoryIndex: number;
  client: string | null;
  city: CityKey;
  area: number;
  seats: number;
  year: number;
  studio: string;
  photographer: PersonName;
  productIds: number[];
  imageKey: string;
  hero: Dim;
  teaser: Dim;
  photos: PhotoSpec[];
  cta: 'contact' | 'collection' | null;
  ctaCollectionId: number | null;
  published: boolean;
}

export type BlockSpec =
  | { id: number; type: 'rich_text'; part: 'body' | 'guide' | 'closing' }
  | { id: number; type: 'image'; url: string; dim: Dim; tagKeys: { key: TagKey; x: number; y: number }[] }
  | {
      id: number;
      type: 'image_gallery';
      photos: PhotoSpec[];
      limit: number;
      showLabels: boolean;
      subject: 'collection' | 'realization' | 'showroom' | 'story';
    }
  | { id: number; type: 'movie'; movie: MovieSpec }
  | { id: number; type: 'collection'; collectionId: number }
  | { id: number; type: 'related-items'; productIds: number[] }
  | { id: number; type: 'products-list'; productIds: number[] }
  | { id: number; type: 'realization_intro'; realizationId: number }
  | { id: number; type: 'designer_details'; designerId: number };

export type PostKind = 'launch' | 'award' | 'fair' | 'showroom' | 'realization' | 'guide' | 'company';

export interface SkelPost {
  id: number;
  kind: PostKind;
  dateMs: number;
  collectionId: number | null;
  designerId: number | null;
  family: string;
  award: string;
  fairIndex: number;
  city: CityKey;
  street: string;
  realizationId: number | null;
  productId: number | null;
  guide: GuideKey | null;
  company: CompanyNewsKey | null;
  imageKey: string;
  teaser: Dim;
  blocks: BlockSpec[];
  published: boolean;
  seoNull: boolean;
}

export interface SkelStory {
  id: number;
  kind: 'fixed' | 'family' | 'interview';
  key: StoryKey | null;
  collectionId: number | null;
  designerId: number | null;
  imageKey: string;
  teaser: Dim;
  blocks: BlockSpec[];
  published: boolean;
}

export interface SkelInspiration {
  id: number;
  space: SpaceKey;
  style: StyleKey;
  imageKey: string;
  hero: Dim;
  photos: PhotoSpec[];
  productIds: number[];
}

export interface SkelPattern {
  id: number;
  category: PatternCategoryKey;
  /** Locale-neutral name for fabrics/leathers/meshes; decor or metal finish key for the others. */
  baseName: string;
  decor: DecorKey | null;
  metal: MetalFinishKey | null;
  code: string;
  composition: CompositionKey;
  weight: number;
  priceGroupId: number;
  colorIds: number[];
  certifications: string[];
  fileIds: number[];
  image: Dim;
}

export interface SkelStore {
  id: number;
  type: 'showroom' | 'dealer';
  dealer: string | null;
  city: CityKey;
  street: string;
  postalCode: string;
  regionId: number;
  phone: string | null;
  fax: string | null;
  email: string | null;
  website: string | null;
  lat: number;
  lng: number;
}

export interface SkelJobOffer {
  id: number;
  worktype: 'office' | 'production';
  position: JobKey;
  city: CityKey;
  site: 'office' | 'factory';
  dateMs: number;
  duties: number[];
  requirements: number[];
  offer: number[];
}

export type FileKind =
  | 'catalogue'
  | 'categoryCatalogue'
  | 'categoryModels'
  | 'productSheet'
  | 'model3d'
  | 'assembly'
  | 'photos'
  | 'certificate'
  | 'brochure'
  | 'document'
  | 'patternCard'
  | 'logo'
  | 'favicon'
  | 'factoryPhoto'
  | 'pressPack';

export interface SkelFile {
  id: number;
  kind: FileKind;
  /** Family, category key, certificate name, brochure/document/catalogue key or pattern family. */
  param: string;
  ext: keyof typeof FORMATS;
  typeKey: FileTypeKey;
  looseKey: LooseCategoryKey | null;
  size: number;
  inDownloadCenter: boolean;
  lastModifiedDays: number;
  filename: string;
}

export const FORMATS = {
  pdf: { mime: 'application/pdf', format: 'PDF' },
  zip: { mime: 'application/zip', format: 'ZIP' },
  dwg: { mime: 'image/vnd.dwg', format: 'DWG' },
  dxf: { mime: 'image/vnd.dxf', format: 'DXF' },
  '3ds': { mime: 'application/x-3ds', format: '3DS' },
  skp: { mime: 'application/vnd.sketchup.skp', format: 'SKP' },
  jpg: { mime: 'image/jpeg', format: 'JPG' },
  png: { mime: 'image/png', format: 'PNG' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', format: 'DOCX' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', format: 'XLSX' },
} as const;

export interface Missing {
  products: Set<number>;
  posts: Set<number>;
  collections: Set<number>;
}

export interface Skeleton {
  seed: number;
  counts: Counts;
  categories: SkelCategory[];
  designers: SkelDesigner[];
  collections: SkelCollection[];
  products: SkelProduct[];
  realizations: SkelRealization[];
  posts: SkelPost[];
  stories: SkelStory[];
  inspirations: SkelInspiration[];
  patterns: SkelPattern[];
  stores: SkelStore[];
  jobOffers: SkelJobOffer[];
  files: SkelFile[];
  /** Ids of a few files the site pages use (catalogue, logo, factory photo...). */
  fileIdsByKey: Record<string, number>;
  /** Per-locale ids of records deliberately missing in that locale. */
  missing: Record<LocaleCode, Missing>;
  /** Home and landing sliders: image sizes. */
  sliderImages: Dim[][];
  /** Shared numbers for pages (image sizes of page headers, gallery photos of the about page...). */
  pageImages: Record<string, Dim>;
  aboutPhotos: PhotoSpec[];
  aboutMovie: MovieSpec;
  hybridMovie: MovieSpec;
  homeProductIds: number[];
  homeCollectionIds: number[];
  homeRealizationIds: number[];
  homePostIds: number[];
  landingProductIds: number[];
  landingRelatedIds: number[];
}

// ---------------------------------------------------------------------------------------------- helpers

const DAY = 86_400_000;
/** A date `days` (plus a seeded time of day) before the epoch. */
export const daysBefore = (days: number, rng?: Rng): number =>
  EPOCH_MS - days * DAY - (rng ? rng.int(7, 17) * 3_600_000 + rng.int(0, 59) * 60_000 : 0);
export const logUniform = (rng: Rng, min: number, max: number): number =>
  Math.round(Math.exp(rng.float(Math.log(min), Math.log(max))));
export const KB = 1024;
export const MB = 1024 * 1024;

/** Display name of a fabric, leather or mesh pattern (locale-neutral): "Tessa 6071". */
export function patternLabel(p: SkelPattern): string {
  return `${p.baseName} ${p.code.split('-')[1] ?? p.code}`;
}

/** A product slot of a leaf category, given its family and, when it belongs to one, its collection. */
export interface FamilySlot {
  slot: SkelCategory;
  family: string;
  collectionId: number | null;
}

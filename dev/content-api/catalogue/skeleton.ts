/**
 * Stage 1 of the generator: the locale-independent skeleton of the catalogue, drawn from the seed. It decides
 * everything that is the same in every language — ids, relations, counts, numbers, image sizes, file sizes,
 * which template/feature/material each item uses, which items are unpublished or missing in a locale. Stage 2
 * (render.ts) turns it into each locale's records with that locale's phrase bank.
 */
import { createRng, type Rng } from './random.ts';
import { slugify } from './slug.ts';
import {
  AWARDS,
  CATEGORY_TREE,
  CERTIFICATE_FILES,
  CITIES,
  CITY_BY_KEY,
  CLIENTS,
  CLINIC_NAMES,
  COLOUR_DEFS,
  COMPANY_NEWS_KEYS,
  DEALER_NAMES,
  DESIGNER_ORIGINS,
  DIM_OPTIONS,
  DOCUMENT_KEYS,
  BROCHURE_KEYS,
  DECOR_KEYS,
  EPOCH_MS,
  FAIRS,
  FAMILY_NAMES,
  FAMILY_SYLLABLES,
  FEATURE_KEYS,
  FEATURE_TYPES,
  GROUP_MATERIALS,
  GUIDE_KEYS,
  HOTEL_NAMES,
  JOB_KEYS,
  METAL_FINISHES,
  PATTERN_CATEGORY_KEYS,
  PATTERN_FAMILIES,
  PHOTOGRAPHERS,
  PHOTO_VIEWS,
  REALIZATION_CATEGORY_KEYS,
  REALIZATION_CITIES,
  REALIZATION_KINDS,
  SPACE_KEYS,
  STORY_KEYS,
  STUDIOS,
  STYLE_KEYS,
  TAG_DEFS,
  VOIVODESHIP_KEYS,
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
  type VoivodeshipKey,
  type PersonName,
} from './taxonomy.ts';
import { en } from './text/en.ts';
import { pl } from './text/pl.ts';
import type { LocaleCode } from './types.ts';

// ---------------------------------------------------------------------------------------------- counts

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
  products: 64,
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
const LANDSCAPE: Dim[] = [
  { w: 2400, h: 1600 },
  { w: 1920, h: 1280 },
  { w: 2560, h: 1440 },
  { w: 2000, h: 1333 },
];
const PORTRAIT: Dim[] = [
  { w: 1600, h: 2000 },
  { w: 1200, h: 1500 },
  { w: 1440, h: 1800 },
];
const SQUARE: Dim[] = [
  { w: 2000, h: 2000 },
  { w: 1600, h: 1600 },
  { w: 1200, h: 1200 },
];
const WIDE: Dim[] = [
  { w: 2560, h: 1080 },
  { w: 2880, h: 1200 },
];
const pickDim = (rng: Rng, set: Dim[]): Dim => ({ ...rng.pick(set) });

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
const logUniform = (rng: Rng, min: number, max: number): number => Math.round(Math.exp(rng.float(Math.log(min), Math.log(max))));
const KB = 1024;
const MB = 1024 * 1024;

const FOREIGN_PHOTOGRAPHERS = PHOTOGRAPHERS;

function familyNames(rng: Rng, count: number): string[] {
  const names: string[] = rng.shuffle<string>(FAMILY_NAMES);
  const taken = new Set<string>(names.map((n) => n.toLowerCase()));
  let guard = 0;
  while (names.length < count && guard++ < count * 50) {
    const syllables = rng.int(2, 3);
    let name = '';
    for (let i = 0; i < syllables; i++) name += rng.pick(FAMILY_SYLLABLES);
    name = name.charAt(0).toUpperCase() + name.slice(1);
    if (taken.has(name.toLowerCase())) continue;
    taken.add(name.toLowerCase());
    names.push(name);
  }
  // Beyond the syllable space (huge numeric scales): suffix with a roman-like ordinal.
  let n = 2;
  while (names.length < count) {
    for (const base of FAMILY_NAMES) {
      if (names.length >= count) break;
      names.push(`${base} ${n}`);
    }
    n++;
  }
  return names.slice(0, count);
}

function youtubeId(rng: Rng): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let id = '';
  for (let i = 0; i < 11; i++) id += chars.charAt(rng.int(0, chars.length - 1));
  return id;
}

function makeMovie(
  rng: Rng,
  id: number,
  key: string,
  type: MovieSpec['type'],
  kind: MovieSpec['kind'],
  wide: boolean,
): MovieSpec {
  const url =
    type === 'file'
      ? `/uploads/movies/${key}-${kind === 'makingOf' ? 'making-of' : kind === 'howTo' ? 'how-to' : 'film'}.mp4`
      : type === 'youtube'
        ? `https://www.youtube.com/watch?v=${youtubeId(rng)}`
        : `https://vimeo.com/${rng.int(100_000_000, 999_999_999)}`;
  return {
    id,
    kind,
    type,
    url,
    wide,
    poster: {
      url: `/uploads/movies/${key}-${kind === 'makingOf' ? 'making-of' : kind === 'howTo' ? 'how-to' : 'film'}-poster.jpg`,
      dim: pickDim(rng, wide ? WIDE : LANDSCAPE),
    },
  };
}

/** Flattens the category tree depth-first. */
function flattenTree(): { def: CategoryDef; parent: CategoryDef | null; depth: number; position: number }[] {
  const out: { def: CategoryDef; parent: CategoryDef | null; depth: number; position: number }[] = [];
  const walk = (defs: CategoryDef[], parent: CategoryDef | null, depth: number) => {
    defs.forEach((def, i) => {
      out.push({ def, parent, depth, position: i + 1 });
      if (def.children) walk(def.children, def, depth + 1);
    });
  };
  walk(CATEGORY_TREE, null, 1);
  return out;
}

const GROUP_CERT_FILES: Record<GroupKey, string[]> = {
  chairs: ['en1335', 'bifma', 'qualityOffice', 'en1021'],
  tables: ['fsc', 'pefc', 'mobelfakta', 'iso9001'],
  soft: ['en1021', 'oekotex', 'ecolabel'],
  storage: ['fsc', 'pefc', 'iso9001'],
  acoustics: ['greenguard', 'iso14001', 'ecolabel'],
};

const MATERIAL_OPTION: Partial<Record<MaterialKey, DimOptionKey>> = {
  uphLeather: 'uphLeather',
  uphEcoLeather: 'uphEcoLeather',
  uphBoucle: 'uphBoucle',
  uphMerino: 'uphFabric',
  uphRecycled: 'uphFabric',
  uphVelvet: 'uphFabric',
  baseAluminium: 'frameAluminium',
  frameOak: 'frameOak',
  topOak: 'topOak',
  topFenix: 'topFenix',
  topLinoleum: 'topLinoleum',
  bodyOak: 'carcVeneer',
  bodyLaminate: 'carcLaminate',
  bodySteel: 'carcSteel',
  fillPetFelt: 'finPetFelt',
  fillWoolFelt: 'finWoolFelt',
  coverFabric: 'finFabric',
  legsOak: 'legsWood',
};

function specsFor(rng: Rng, group: GroupKey, type: ProductTypeKey): SpecValue[] {
  switch (group) {
    case 'chairs': {
      const stool = type === 'barStool' || type === 'stool';
      const h = stool ? rng.int(7, 10) * 10 : rng.int(80, 98);
      const specs: SpecValue[] = [
        { key: 'height', min: h, max: stool ? undefined : h + rng.int(8, 16), unit: 'cm' },
        { key: 'width', min: rng.int(45, 72), unit: 'cm' },
        { key: 'depth', min: rng.int(48, 68), unit: 'cm' },
        {
          key: 'seatHeight',
          min: stool ? rng.int(60, 80) : rng.int(40, 46),
          max: stool ? undefined : rng.int(51, 56),
          unit: 'cm',
        },
        { key: 'weight', min: rng.int(5, 19), unit: 'kg' },
        { key: 'maxLoad', min: rng.pick([110, 120, 150, 180]), unit: 'kg' },
      ];
      return specs;
    }
    case 'tables': {
      const sitStand = type === 'sitStandDesk';
      const h = type === 'highTable' ? 105 : 74;
      return [
        { key: 'width', min: rng.int(6, 32) * 10, unit: 'cm' },
        { key: 'depth', min: rng.int(6, 14) * 10, unit: 'cm' },
        { key: 'height', min: sitStand ? 62 : h, max: sitStand ? 127 : undefined, unit: 'cm' },
        { key: 'topThickness', min: rng.pick([18, 25, 28, 38]), unit: 'mm' },
        { key: 'maxLoad', min: rng.pick([80, 100, 120, 150]), unit: 'kg' },
      ];
    }
    case 'soft':
      return [
        { key: 'width', min: rng.int(6, 28) * 10, unit: 'cm' },
        { key: 'depth', min: rng.int(60, 95), unit: 'cm' },
        { key: 'height', min: type === 'highBackChair' ? rng.int(120, 145) : rng.int(70, 90), unit: 'cm' },
        { key: 'seatHeight', min: rng.int(40, 46), unit: 'cm' },
      ];
    case 'storage':
      return [
        { key: 'width', min: rng.pick([40, 60, 80, 100, 120]), unit: 'cm' },
        { key: 'depth', min: rng.pick([44, 50, 60]), unit: 'cm' },
        { key: 'height', min: rng.pick([58, 74, 113, 150, 188]), unit: 'cm' },
        { key: 'shelves', min: rng.int(1, 5), unit: null },
      ];
    case 'acoustics': {
      const booth = type === 'phoneBooth' || type === 'meetingPod';
      return [
        { key: 'width', min: booth ? rng.int(10, 24) * 10 : rng.int(6, 16) * 10, unit: 'cm' },
        { key: 'height', min: booth ? rng.int(220, 235) : rng.int(4, 12) * 10, unit: 'cm' },
        {
          key: booth ? 'depth' : 'thickness',
          min: booth ? rng.int(10, 24) * 10 : rng.pick([20, 40, 60]),
          unit: booth ? 'cm' : 'mm',
        },
        { key: 'absorption', min: 0, unit: null, text: rng.pick(['A', 'A', 'B', 'C']) },
      ];
    }
  }
}

// ---------------------------------------------------------------------------------------------- build

export function buildSkeleton(seed: number, counts: Counts): Skeleton {
  const root = createRng(seed);
  let movieId = 1;
  let blockId = 100_001;
  const nextBlock = () => blockId++;

  // --------------------------------------------------------------------------------- designers
  const dRng = root.fork('designers');
  const designers: SkelDesigner[] = [];
  {
    const taken = new Set<string>();
    const origins: readonly {
      country: CountryKey;
      cities: readonly CityKey[];
      first: readonly (readonly [string, string, 'f' | 'm'])[];
      last: readonly (readonly [string, string, string, string])[];
    }[] = DESIGNER_ORIGINS;
    const weights = origins.map((o) => (o.country === 'poland' ? 4 : 1));
    let guard = 0;
    while (designers.length < counts.designers && guard++ < counts.designers * 200) {
      const origin =
        designers.length < origins.length && counts.designers >= origins.length
          ? origins[designers.length]!
          : dRng.weighted(origins, weights);
      const [first, ruFirst, g] = dRng.pick(origin.first);
      const [lastM, lastF, ruLastM, ruLastF] = dRng.pick(origin.last);
      const last = g === 'f' ? lastF : lastM;
      const key = `${first} ${last}`;
      if (taken.has(key)) continue;
      taken.add(key);
      const id = designers.length + 1;
      designers.push({
        id,
        first,
        last,
        ruFirst,
        ruLast: g === 'f' ? ruLastF : ruLastM,
        g,
        country: origin.country,
        city: dRng.pick(origin.cities),
        year: dRng.int(1998, 2019),
        award: dRng.pick(AWARDS),
        published: true,
        imageKey: slugify(key),
        image: pickDim(dRng, PORTRAIT),
      });
    }
    // Fallback for tiny pools: numbered names.
    while (designers.length < counts.designers) {
      const id = designers.length + 1;
      designers.push({
        ...designers[(id - 1) % Math.max(1, designers.length)]!,
        id,
        last: `${designers[0]!.last}-${id}`,
        ruLast: `${designers[0]!.ruLast}-${id}`,
        imageKey: `designer-${id}`,
      });
    }
    designers[designers.length - 1]!.published = false;
  }
  const publishedDesigners = designers.filter((d) => d.published);

  // --------------------------------------------------------------------------------- categories
  const flat = flattenTree();
  const categories: SkelCategory[] = [];
  const catRng = root.fork('categories');
  const idByDef = new Map<CategoryDef, number>();
  flat.forEach((entry, i) => {
    const id = i + 1;
    idByDef.set(entry.def, id);
    categories.push({
      id,
      key: entry.def.key,
      def: entry.def,
      parentId: entry.parent ? (idByDef.get(entry.parent) ?? null) : null,
      depth: entry.depth,
      position: entry.position,
      leaf: !entry.def.children,
      draft: entry.def.draft === true,
      imageKey: slugify(pl.categories[entry.def.key].name),
      image: pickDim(catRng, LANDSCAPE),
      pdfFileId: null,
      updatedDays: catRng.int(5, 400),
      seoNull: catRng.chance(0.15),
    });
  });
  const categoryByKey = new Map(categories.map((c) => [c.key, c]));
  const leaves = categories.filter((c) => c.leaf && !c.draft);

  // --------------------------------------------------------------------------------- families & collections
  const colRng = root.fork('collections');
  const publishedCollectionCount = counts.collections - 1;
  const collectionProductTarget = Math.round(counts.products * 0.85);
  // Standalone families: roughly one per 2 standalone products.
  const standaloneEstimate = Math.max(4, Math.ceil((counts.products - collectionProductTarget) / 1.6) + leaves.length);
  const names = familyNames(colRng, counts.collections + standaloneEstimate);
  const collections: SkelCollection[] = [];
  for (let i = 0; i < counts.collections; i++) {
    const id = i + 1;
    const family = names[i]!;
    const key = slugify(family);
    const published = i < publishedCollectionCount;
    const designer = published ? publishedDesigners[i % publishedDesigners.length]! : null;
    const photoCount = colRng.int(4, 8);
    const photos: PhotoSpec[] = [];
    for (let p = 1; p <= photoCount; p++) {
      photos.push({
        url: `/uploads/collections/${key}-${p}.jpg`,
        dim: pickDim(colRng, colRng.chance(0.6) ? LANDSCAPE : PORTRAIT),
        view: colRng.pick(['interior', 'set', 'detail', 'variant'] as PhotoView[]),
        label: null,
        tagKey: null,
      });
    }
    // Movies: the first three collections cover every movie type; later ones get 0–2.
    const movies: MovieSpec[] = [];
    if (i === 0) {
      movies.push(makeMovie(colRng, movieId++, key, 'file', 'film', true));
      movies.push(makeMovie(colRng, movieId++, key, 'youtube', 'makingOf', false));
      movies.push(makeMovie(colRng, movieId++, key, 'vimeo', 'howTo', false));
    } else if (i === 1) {
      movies.push(makeMovie(colRng, movieId++, key, 'vimeo', 'film', true));
    } else if (i === 2) {
      movies.push(makeMovie(colRng, movieId++, key, 'youtube', 'film', false));
    } else {
      const n = colRng.weighted([0, 1, 2], [4, 4, 2]);
      const kinds: MovieSpec['kind'][] = colRng.shuffle(['film', 'makingOf', 'howTo']);
      for (let m = 0; m < n; m++) {
        movies.push(
          makeMovie(
            colRng,
            movieId++,
            key,
            colRng.weighted(['file', 'youtube', 'vimeo'] as const, [2, 5, 3]),
            kinds[m]!,
            colRng.chance(0.35),
          ),
        );
      }
    }
    collections.push({
      id,
      family,
      designerId: designer ? designer.id : i === counts.collections - 1 ? (publishedDesigners[0]?.id ?? null) : null,
      position: id,
      year: colRng.int(2016, 2025),
      published,
      material: 'uphMerino',
      imageKey: key,
      hero: pickDim(colRng, WIDE),
      teaser: pickDim(colRng, PORTRAIT),
      photos,
      movies,
      productIds: [],
      sheetFileId: null,
      modelFileIds: [],
      assemblyFileId: null,
    });
  }
  const publishedCollections = collections.filter((c) => c.published);

  // --------------------------------------------------------------------------------- product slots
  const pRng = root.fork('products');
  const totalWeight = leaves.reduce((s, l) => s + (l.def.weight ?? 1), 0);
  const perLeaf = leaves.map((l) => Math.max(1, Math.floor((counts.products * (l.def.weight ?? 1)) / totalWeight)));
  let assigned = perLeaf.reduce((s, n) => s + n, 0);
  for (let i = 0; assigned < counts.products; i = (i + 1) % leaves.length) {
    perLeaf[i]!++;
    assigned++;
  }
  for (let i = leaves.length - 1; assigned > counts.products; i = (i - 1 + leaves.length) % leaves.length) {
    if (perLeaf[i]! > 1) {
      perLeaf[i]!--;
      assigned--;
    }
  }
  const slots: SkelCategory[] = [];
  leaves.forEach((leaf, i) => {
    for (let n = 0; n < perLeaf[i]!; n++) slots.push(leaf);
  });

  // Assign slots to collections: each collection takes products from one or two product groups.
  const remaining = pRng.shuffle(slots);
  const familyOf: { slot: SkelCategory; family: string; collectionId: number | null }[] = [];
  const groupsOfSlots = [...new Set(slots.map((s) => s.def.group))];
  publishedCollections.forEach((col, ci) => {
    const base = Math.floor(collectionProductTarget / publishedCollections.length);
    const size = Math.max(2, base + (ci < collectionProductTarget % publishedCollections.length ? 1 : 0) + pRng.int(-1, 1));
    const groups = pRng.sample(groupsOfSlots, pRng.chance(0.6) ? 1 : 2);
    col.material = pRng.pick(GROUP_MATERIALS[groups[0]!].primary);
    for (let k = 0; k < size && remaining.length > 0; k++) {
      let idx = remaining.findIndex((s) => groups.includes(s.def.group));
      if (idx < 0) idx = 0;
      const [slot] = remaining.splice(idx, 1);
      familyOf.push({ slot: slot!, family: col.family, collectionId: col.id });
    }
  });
  // The rest: standalone families of 1–3 products in one leaf.
  let nameIdx = counts.collections;
  const byLeaf = new Map<CategoryKey, SkelCategory[]>();
  for (const slot of remaining) byLeaf.set(slot.key, [...(byLeaf.get(slot.key) ?? []), slot]);
  for (const leaf of leaves) {
    const list = byLeaf.get(leaf.key) ?? [];
    while (list.length > 0) {
      const take = Math.min(list.length, pRng.int(1, 3));
      const family = names[nameIdx++] ?? `${names[nameIdx % names.length]} ${nameIdx}`;
      for (const slot of list.splice(0, take)) familyOf.push({ slot, family, collectionId: null });
    }
  }
  // Products ordered by category (as a CMS listing would be), then by family.
  familyOf.sort((a, b) => a.slot.id - b.slot.id || a.family.localeCompare(b.family));

  // --------------------------------------------------------------------------------- patterns (before files/products: labels)
  const patRng = root.fork('patterns');
  const patterns: SkelPattern[] = [];
  {
    const shares: Record<PatternCategoryKey, number> = { fabrics: 0.45, leathers: 0.15, meshes: 0.1, laminates: 0.2, metal: 0.1 };
    const caps: Partial<Record<PatternCategoryKey, number>> = { laminates: DECOR_KEYS.length * 4, metal: METAL_FINISHES.length };
    const perCat = {} as Record<PatternCategoryKey, number>;
    let total = 0;
    for (const cat of PATTERN_CATEGORY_KEYS) {
      perCat[cat] = Math.max(1, Math.min(caps[cat] ?? Number.POSITIVE_INFINITY, Math.round(counts.patterns * shares[cat])));
      total += perCat[cat];
    }
    perCat.fabrics += Math.max(0, counts.patterns - total);
    const usedCodes = new Set<string>();
    for (const cat of PATTERN_CATEGORY_KEYS) {
      const fam = PATTERN_FAMILIES[cat];
      for (let i = 0; i < perCat[cat]; i++) {
        let baseName = '';
        let decor: DecorKey | null = null;
        let metal: MetalFinishKey | null = null;
        let code = '';
        let colours: ColourKey[];
        if (cat === 'laminates') {
          decor = DECOR_KEYS[i % DECOR_KEYS.length]!;
          code = `L${String(100 + i * 7 + patRng.int(0, 6)).padStart(3, '0')}`;
          baseName = decor;
          colours = [decorColour(decor)];
        } else if (cat === 'metal') {
          const finish = METAL_FINISHES[i % METAL_FINISHES.length]!;
          metal = finish.key;
          code = finish.ral;
          baseName = finish.key;
          colours = [finish.colour];
        } else {
          baseName = fam.names[i % fam.names.length]!;
          do {
            code = `${baseName.slice(0, 3).toUpperCase()}-${patRng.int(10, 99)}${patRng.int(10, 99)}`;
          } while (usedCodes.has(code));
          colours = patRng.sample(
            COLOUR_DEFS.map((c) => c.key),
            patRng.int(1, 3),
          );
        }
        usedCodes.add(code);
        patterns.push({
          id: patterns.length + 1,
          category: cat,
          baseName,
          decor,
          metal,
          code,
          composition: patRng.pick(fam.compositions),
          weight: patRng.int(fam.weight[0], fam.weight[1]),
          priceGroupId: cat === 'metal' ? 1 : patRng.int(1, 5),
          colorIds: colours.map((k) => COLOUR_DEFS.findIndex((c) => c.key === k) + 1),
          certifications: patRng.sample(fam.certs, patRng.int(1, Math.min(3, fam.certs.length))),
          fileIds: [],
          image: { w: 800, h: 800 },
        });
      }
    }
  }
  const labelPatterns = patterns.filter((p) => p.category === 'fabrics' || p.category === 'leathers' || p.category === 'meshes');
  /** Patterns a product photo label may name: leathers for leather, meshes for mesh, fabrics otherwise. */
  const labelPatternsFor = (material: MaterialKey): SkelPattern[] => {
    const cat: PatternCategoryKey =
      material === 'uphLeather' || material === 'uphEcoLeather' ? 'leathers' : material === 'backMesh' ? 'meshes' : 'fabrics';
    const list = labelPatterns.filter((p) => p.category === cat);
    return list.length ? list : labelPatterns;
  };

  // --------------------------------------------------------------------------------- files
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

  // --------------------------------------------------------------------------------- products
  const products: SkelProduct[] = [];
  const modelNos = new Map<string, Set<number>>();
  const imageKeys = new Set<string>();
  familyOf.forEach((entry, i) => {
    const id = i + 1;
    const leaf = entry.slot;
    const group = leaf.def.group;
    const rng = pRng.fork(id);
    const typeKey = rng.pick<ProductTypeKey>(leaf.def.types ?? ['taskChair']);
    const used = modelNos.get(entry.family) ?? new Set<number>();
    modelNos.set(entry.family, used);
    let modelNo = 0;
    do {
      modelNo = rng.int(1, 9) * 100 + rng.int(0, 9) * 10;
    } while (used.has(modelNo) || modelNo < 100);
    used.add(modelNo);
    const col = entry.collectionId ? collections[entry.collectionId - 1]! : null;
    const designerIds: number[] = [];
    if (col?.designerId) designerIds.push(col.designerId);
    else designerIds.push(rng.pick(publishedDesigners).id);
    if (rng.chance(0.25)) {
      const second = rng.pick(publishedDesigners).id;
      if (!designerIds.includes(second)) designerIds.push(second);
    }
    const eco = rng.chance(0.3);
    const mats = GROUP_MATERIALS[group];
    const m1 = col && mats.primary.includes(col.material) && rng.chance(0.6) ? col.material : rng.pick(mats.primary);
    const m2 = rng.pick(mats.secondary);
    const tagPool = TAG_DEFS.map((t) => t.key).filter(
      (k) => k !== 'eco' && (k !== 'acoustic' || group === 'acoustics' || group === 'soft'),
    );
    const tagKeys = rng.sample(tagPool, rng.int(eco ? 1 : 2, eco ? 4 : 5));
    if (eco) tagKeys.unshift('eco');
    if (col && col.year >= 2025 && !tagKeys.includes('new')) tagKeys.splice(1, 0, 'new');
    while (tagKeys.length > 5) tagKeys.pop();
    const optionKeys: DimOptionKey[] = leaf.def.dims.map((dim) => {
      const options = DIM_OPTIONS[dim] as readonly DimOptionKey[];
      const fromMaterial = [MATERIAL_OPTION[m1], MATERIAL_OPTION[m2]].find((o) => o && options.includes(o));
      return fromMaterial ?? rng.pick(options);
    });
    const checkboxKeys = leaf.def.checks.filter(() => rng.chance(0.5));
    let imageKey = slugify(pl.productName(pl.productTypes[typeKey], `${entry.family} ${modelNo}`));
    if (imageKeys.has(imageKey)) imageKey = `${imageKey}-${id}`;
    imageKeys.add(imageKey);
    const photoCount = rng.int(4, 8);
    const views = rng.sample(PHOTO_VIEWS, photoCount);
    const photos: PhotoSpec[] = views.map((view, n) => ({
      url: `/uploads/products/${imageKey}-${n + 1}.jpg`,
      dim: pickDim(rng, view === 'interior' || view === 'set' ? LANDSCAPE : rng.chance(0.5) ? SQUARE : PORTRAIT),
      view,
      label:
        (view === 'variant' || view === 'closeUp') && labelPatterns.length
          ? {
              kind: group === 'chairs' || group === 'soft' ? 'upholstery' : 'finish',
              value: patternLabel(rng.pick(labelPatternsFor(m1))),
            }
          : view === 'set' && rng.chance(0.5)
            ? { kind: 'version', value: `${entry.family} ${modelNo}` }
            : null,
      tagKey: n === 0 || rng.chance(0.2) ? (tagKeys[rng.int(0, tagKeys.length - 1)] ?? null) : null,
    }));
    const fileGroups: { type: FileTypeKey; fileIds: number[] }[] = [];
    fileGroups.push({
      type: 'productSheets',
      fileIds: [
        col?.sheetFileId ?? leaf.pdfFileId ?? categoryByKey.get(leaf.def.key)!.pdfFileId ?? fileIdsByKey.catalogueGeneral!,
      ].filter((x): x is number => x != null),
    });
    fileGroups.push({
      type: 'models3d',
      fileIds: col?.modelFileIds.length ? col.modelFileIds.slice() : [categoryModelFile.get(leaf.key)!],
    });
    if (rng.chance(0.7))
      fileGroups.push({ type: 'certificates', fileIds: rng.sample(GROUP_CERT_FILES[group], 2).map((k) => certFileIds.get(k)!) });
    if (col?.assemblyFileId && rng.chance(0.5)) fileGroups.push({ type: 'assembly', fileIds: [col.assemblyFileId] });
    while (fileGroups.length > 3) fileGroups.pop();
    const colourPool = COLOUR_DEFS.map((c) => c.key);
    products.push({
      id,
      leafKey: leaf.key,
      categoryId: leaf.id,
      group,
      typeKey,
      family: entry.family,
      modelNo,
      collectionId: entry.collectionId,
      designerIds,
      tagKeys,
      eco,
      configurator: rng.chance(0.25),
      materials: [m1, m2],
      features: rng.sample(
        FEATURE_KEYS[group].filter((f: FeatureKey) => !FEATURE_TYPES[f] || FEATURE_TYPES[f]!.includes(typeKey)),
        rng.int(3, 4),
      ),
      specs: specsFor(rng, group, typeKey),
      colours: rng.sample(colourPool, rng.int(3, 6)),
      warranty: group === 'chairs' && rng.chance(0.6) ? 10 : 5,
      imageKey,
      teaser: pickDim(rng, rng.chance(0.5) ? SQUARE : PORTRAIT),
      photos,
      optionKeys,
      checkboxKeys,
      similarIds: [],
      realizationIds: [],
      fileGroups,
      published: true,
      updatedDays: rng.int(1, 500),
      seoNull: rng.chance(0.12),
      introIdx: rng.int(0, 5),
    });
    if (col) col.productIds.push(id);
  });
  // One unpublished product (preview only); nothing else refers to it.
  const mRng = root.fork('missing');
  const unpublishedProduct = products[mRng.int(Math.floor(products.length / 2), products.length - 1)]!;
  unpublishedProduct.published = false;
  // Similar products: 3–6 published ones from the same leaf, topped up from the same group.
  {
    const byLeafIds = new Map<CategoryKey, number[]>();
    const byGroupIds = new Map<GroupKey, number[]>();
    for (const p of products) {
      if (!p.published) continue;
      byLeafIds.set(p.leafKey, [...(byLeafIds.get(p.leafKey) ?? []), p.id]);
      byGroupIds.set(p.group, [...(byGroupIds.get(p.group) ?? []), p.id]);
    }
    for (const p of products) {
      const rng = pRng.fork(`similar-${p.id}`);
      const n = rng.int(3, 6);
      const sameLeaf = rng.sample(
        (byLeafIds.get(p.leafKey) ?? []).filter((x) => x !== p.id),
        n,
      );
      const rest = rng.sample(
        (byGroupIds.get(p.group) ?? []).filter((x) => x !== p.id && !sameLeaf.includes(x)),
        n - sameLeaf.length,
      );
      p.similarIds = [...sameLeaf, ...rest];
      if (p.similarIds.length < 3)
        p.similarIds.push(
          ...rng.sample(
            products.filter((o) => o.published && o.id !== p.id && !p.similarIds.includes(o.id)).map((o) => o.id),
            3 - p.similarIds.length,
          ),
        );
    }
  }

  // --------------------------------------------------------------------------------- unpublished & missing
  const missingProductIds = mRng.sample(
    products.filter((p) => p.published).map((p) => p.id),
    2,
  );
  const missingCollectionId = publishedCollections[publishedCollections.length - 1]!.id;
  const isAvailableEverywhere = (productId: number) =>
    products[productId - 1]!.published && !missingProductIds.includes(productId);
  const publishedProductIds = products.filter((p) => p.published).map((p) => p.id);

  // --------------------------------------------------------------------------------- realizations
  const rRng = root.fork('realizations');
  const realizations: SkelRealization[] = [];
  {
    const used = new Set<string>();
    const kindWeights = REALIZATION_KINDS.map((k) => (k.category === 'offices' ? 4 : k.category === 'hotels' ? 2 : 1));
    let guard = 0;
    while (realizations.length < counts.realizations && guard++ < counts.realizations * 100) {
      // The first realizations cover every realization category.
      const first =
        realizations.length < REALIZATION_CATEGORY_KEYS.length
          ? REALIZATION_KINDS.filter((k) => k.category === REALIZATION_CATEGORY_KEYS[realizations.length])
          : null;
      const kind = first ? rRng.pick(first) : rRng.weighted(REALIZATION_KINDS, kindWeights);
      const client =
        kind.client === 'company'
          ? rRng.pick(CLIENTS)
          : kind.client === 'hotel'
            ? rRng.pick(HOTEL_NAMES)
            : kind.client === 'clinic'
              ? rRng.pick(CLINIC_NAMES)
              : null;
      const city = rRng.pick(REALIZATION_CITIES);
      const key = `${kind.key}|${client}|${city}`;
      if (
        used.has(key) ||
        (client && [...used].some((u) => u.startsWith(`${kind.key}|${client}|`)) && guard < counts.realizations * 20)
      )
        continue;
      used.add(key);
      const id = realizations.length + 1;
      const plName = pl.realizations.name(pl.realizations.kinds[kind.key], client, pl.cities[city]);
      const imageKey = slugify(plName);
      const photoCount = rRng.int(6, 12);
      const photos: PhotoSpec[] = [];
      for (let n = 1; n <= photoCount; n++) {
        photos.push({
          url: `/uploads/realizations/${imageKey}-${n}.jpg`,
          dim: pickDim(rRng, rRng.chance(0.7) ? LANDSCAPE : PORTRAIT),
          view: rRng.pick(SPACE_KEYS),
          label: null,
          tagKey: null,
        });
      }
      const productIds = rRng.sample(publishedProductIds, rRng.int(3, 8));
      const withCollection =
        productIds.map((pid) => products[pid - 1]!.collectionId).find((c) => c != null && collections[c - 1]!.published) ?? null;
      const ctaRoll = rRng.next();
      realizations.push({
        id,
        kind: kind.key,
        categoryIndex: REALIZATION_CATEGORY_KEYS.indexOf(kind.category) + 1,
        client,
        city,
        area: rRng.int(6, 240) * 50,
        seats: rRng.int(3, 90) * 10,
        year: rRng.int(2018, 2025),
        studio: rRng.pick(STUDIOS),
        photographer: rRng.pick(FOREIGN_PHOTOGRAPHERS),
        productIds,
        imageKey,
        hero: pickDim(rRng, WIDE),
        teaser: pickDim(rRng, LANDSCAPE),
        photos,
        cta: ctaRoll < 0.2 ? 'contact' : ctaRoll < 0.35 && withCollection ? 'collection' : null,
        ctaCollectionId: withCollection,
        published: true,
      });
    }
    realizations[realizations.length - 1]!.published = false;
    for (const r of realizations) {
      if (!r.published) continue;
      for (const pid of r.productIds) {
        const p = products[pid - 1]!;
        if (p.realizationIds.length < 4) p.realizationIds.push(r.id);
      }
    }
  }
  const publishedRealizations = realizations.filter((r) => r.published);

  // --------------------------------------------------------------------------------- stores
  const sRng = root.fork('stores');
  const stores: SkelStore[] = [];
  {
    const regionId = (v: VoivodeshipKey) => VOIVODESHIP_KEYS.indexOf(v) + 1;
    const polish = CITIES.filter((c) => c.country === 'poland' && 'voivodeship' in c);
    const cityOf = (key: CityKey) => CITY_BY_KEY[key];
    const usedStreets = new Set<string>();
    const addStore = (type: 'showroom' | 'dealer', city: CityKey, dealer: string | null) => {
      const def = cityOf(city);
      let street = '';
      do {
        street = `${sRng.pick(def.streets ?? ['ul. Główna'])} ${sRng.int(1, 240)}${sRng.chance(0.15) ? sRng.pick(['a', 'b', 'c']) : ''}`;
      } while (usedStreets.has(`${city}|${street}`));
      usedStreets.add(`${city}|${street}`);
      const slug = dealer ? slugify(dealer) : 'formanta';
      const phonePrefix = def.phone ?? '61';
      const phone = () =>
        `+48 ${phonePrefix} ${sRng.int(200, 899)} ${String(sRng.int(0, 99)).padStart(2, '0')} ${String(sRng.int(0, 99)).padStart(2, '0')}`;
      stores.push({
        id: stores.length + 1,
        type,
        dealer,
        city,
        street,
        postalCode: `${def.postal ?? '00'}-${String(sRng.int(1, 999)).padStart(3, '0')}`,
        regionId: regionId(def.voivodeship!),
        phone: phone(),
        fax: sRng.chance(type === 'showroom' ? 0.3 : 0.45) ? phone() : null,
        email:
          type === 'showroom'
            ? `salon.${slugify(pl.cities[city])}@formanta.example.com`
            : sRng.chance(0.9)
              ? `${sRng.pick(['biuro', 'kontakt', 'sprzedaz', 'info'])}@${slug}.example.com`
              : null,
        website:
          type === 'showroom' ? 'https://www.formanta.example.com' : sRng.chance(0.8) ? `https://www.${slug}.example.com` : null,
        lat: Math.round((def.lat + sRng.float(-0.04, 0.04)) * 1e6) / 1e6,
        lng: Math.round((def.lng + sRng.float(-0.06, 0.06)) * 1e6) / 1e6,
      });
    };
    for (const city of ['warszawa', 'krakow', 'gdansk', 'poznan', 'wroclaw', 'katowice'] as CityKey[])
      addStore('showroom', city, null);
    const dealerNames = sRng.shuffle(DEALER_NAMES);
    const legal = ['Sp. z o.o.', 's.c.', 'Sp. j.', 'Sp. z o.o. Sp. k.'];
    let dn = 0;
    const nextDealer = () => {
      const base = dealerNames[dn % dealerNames.length]!;
      const round = Math.floor(dn / dealerNames.length);
      dn++;
      return `${base}${round ? ` ${round + 1}` : ''} ${sRng.pick(legal)}`;
    };
    // One dealer in the capital of every voivodeship...
    const capitals: Record<VoivodeshipKey, CityKey> = {
      dolnoslaskie: 'wroclaw',
      kujawskoPomorskie: 'bydgoszcz',
      lubelskie: 'lublin',
      lubuskie: 'zielonaGora',
      lodzkie: 'lodz',
      malopolskie: 'krakow',
      mazowieckie: 'warszawa',
      opolskie: 'opole',
      podkarpackie: 'rzeszow',
      podlaskie: 'bialystok',
      pomorskie: 'gdansk',
      slaskie: 'katowice',
      swietokrzyskie: 'kielce',
      warminskoMazurskie: 'olsztyn',
      wielkopolskie: 'poznan',
      zachodniopomorskie: 'szczecin',
    };
    for (const v of VOIVODESHIP_KEYS) addStore('dealer', capitals[v], nextDealer());
    // ...plus a few in other cities, plus the scale's extra dealers.
    for (const city of ['gdynia', 'torun', 'radom', 'gliwice', 'gorzow'] as CityKey[]) addStore('dealer', city, nextDealer());
    for (let i = 0; i < counts.extraStores; i++)
      addStore('dealer', sRng.pick(polish.filter((c) => c.key !== 'swarzedz')).key as CityKey, nextDealer());
  }

  // --------------------------------------------------------------------------------- posts
  const poRng = root.fork('posts');
  const posts: SkelPost[] = [];
  {
    type Candidate = Omit<SkelPost, 'id' | 'dateMs' | 'imageKey' | 'teaser' | 'blocks' | 'published' | 'seoNull'> & {
      uniq: string;
      fairYear?: number;
    };
    const base = (kind: PostKind): Candidate => ({
      kind,
      collectionId: null,
      designerId: null,
      family: '',
      award: '',
      fairIndex: 0,
      city: 'poznan',
      street: '',
      realizationId: null,
      productId: null,
      guide: null,
      company: null,
      uniq: '',
    });
    const byKind: Record<PostKind, Candidate[]> = {
      launch: [],
      award: [],
      fair: [],
      showroom: [],
      realization: [],
      guide: [],
      company: [],
    };
    for (const col of publishedCollections)
      byKind.launch.push({
        ...base('launch'),
        collectionId: col.id,
        designerId: col.designerId,
        family: col.family,
        uniq: `launch|${col.id}`,
      });
    for (const r of publishedRealizations)
      byKind.realization.push({
        ...base('realization'),
        realizationId: r.id,
        productId: r.productIds[0] ?? null,
        city: r.city,
        uniq: `real|${r.id}`,
      });
    for (const col of poRng.shuffle(publishedCollections)) {
      for (const award of poRng.sample(AWARDS, 2))
        byKind.award.push({
          ...base('award'),
          collectionId: col.id,
          designerId: col.designerId,
          family: col.family,
          award,
          uniq: `award|${col.id}|${award}`,
        });
    }
    for (let y = 0; y < 2; y++) {
      FAIRS.forEach((fair, fi) => {
        byKind.fair.push({
          ...base('fair'),
          fairIndex: fi,
          city: fair.city as CityKey,
          family: poRng.pick(publishedCollections).family,
          uniq: `fair|${fi}|${y}`,
          fairYear: 2024 + y,
        });
      });
    }
    for (const store of stores.filter((s) => s.type === 'showroom'))
      byKind.showroom.push({ ...base('showroom'), city: store.city, street: store.street, uniq: `showroom|${store.id}` });
    for (const g of GUIDE_KEYS) byKind.guide.push({ ...base('guide'), guide: g, uniq: `guide|${g}` });
    for (const c of COMPANY_NEWS_KEYS) byKind.company.push({ ...base('company'), company: c, uniq: `company|${c}` });
    const shares: Record<PostKind, number> = {
      launch: 0.2,
      realization: 0.2,
      award: 0.1,
      fair: 0.15,
      showroom: 0.08,
      guide: 0.12,
      company: 0.15,
    };
    const chosen: Candidate[] = [];
    const leftovers: Candidate[] = [];
    for (const kind of Object.keys(byKind) as PostKind[]) {
      const pool = poRng.shuffle(byKind[kind]);
      const take = Math.min(pool.length, Math.max(1, Math.round(counts.posts * shares[kind])));
      chosen.push(...pool.slice(0, take));
      leftovers.push(...pool.slice(take));
    }
    const extra = poRng.shuffle(leftovers);
    while (chosen.length < counts.posts && extra.length) chosen.push(extra.shift()!);
    while (chosen.length > counts.posts) chosen.splice(poRng.int(0, chosen.length - 1), 1);
    // Dates across the two years before the epoch (2024 and 2025); a fair's post falls in the fair's year.
    // Ids ascend with dates, oldest first.
    const dated = poRng.shuffle(chosen).map((cand) => ({
      cand,
      days: cand.fairYear === 2025 ? poRng.int(1, 364) : cand.fairYear === 2024 ? poRng.int(366, 730) : poRng.int(1, 730),
    }));
    dated.sort((a, b) => b.days - a.days);
    const ordered = dated.map((d) => d.cand);
    const days = dated.map((d) => d.days);
    ordered.forEach((cand, i) => {
      const id = i + 1;
      const rng = poRng.fork(`post-${id}`);
      const dateMs = daysBefore(days[i]!, rng);
      const param =
        cand.kind === 'launch'
          ? cand.family
          : cand.kind === 'award'
            ? `${cand.family} ${cand.award}`
            : cand.kind === 'fair'
              ? FAIRS[cand.fairIndex]!.key
              : cand.kind === 'showroom'
                ? cand.city
                : cand.kind === 'realization'
                  ? realizations[cand.realizationId! - 1]!.imageKey
                  : cand.kind === 'guide'
                    ? cand.guide!
                    : cand.company!;
      const imageKey = `${id}-${cand.kind}-${slugify(param)}`.slice(0, 80).replace(/-+$/, '');
      const blocks: BlockSpec[] = [];
      const col = cand.collectionId ? collections[cand.collectionId - 1]! : null;
      const real = cand.realizationId ? realizations[cand.realizationId - 1]! : null;
      blocks.push({ id: nextBlock(), type: 'rich_text', part: cand.kind === 'guide' ? 'guide' : 'body' });
      blocks.push({
        id: nextBlock(),
        type: 'image',
        url: `/uploads/posts/${imageKey}-1.jpg`,
        dim: pickDim(rng, LANDSCAPE),
        tagKeys: rng.chance(0.2) ? [{ key: rng.pick(TAG_DEFS).key, x: rng.int(10, 90), y: rng.int(10, 90) }] : [],
      });
      if (cand.kind === 'launch' && col) {
        blocks.push({ id: nextBlock(), type: 'collection', collectionId: col.id });
        blocks.push({
          id: nextBlock(),
          type: 'related-items',
          productIds: col.productIds.filter((p) => products[p - 1]!.published).slice(0, 8),
        });
        if (col.movies.length) blocks.push({ id: nextBlock(), type: 'movie', movie: col.movies[0]! });
      } else if (cand.kind === 'realization' && real) {
        blocks.push({ id: nextBlock(), type: 'realization_intro', realizationId: real.id });
        blocks.push({
          id: nextBlock(),
          type: 'image_gallery',
          photos: real.photos.slice(0, 8),
          limit: 6,
          showLabels: false,
          subject: 'realization',
        });
        blocks.push({ id: nextBlock(), type: 'products-list', productIds: real.productIds.slice() });
      } else if (cand.kind === 'award' && col) {
        blocks.push({
          id: nextBlock(),
          type: 'related-items',
          productIds: col.productIds.filter((p) => products[p - 1]!.published).slice(0, 6),
        });
      } else if (cand.kind === 'fair') {
        if (rng.chance(0.5))
          blocks.push({
            id: nextBlock(),
            type: 'movie',
            movie: makeMovie(rng, movieId++, `post-${id}`, 'youtube', 'film', rng.chance(0.5)),
          });
        blocks.push({ id: nextBlock(), type: 'related-items', productIds: rng.sample(publishedProductIds, 4) });
      } else if (cand.kind === 'showroom') {
        const photos: PhotoSpec[] = [];
        for (let n = 1; n <= 6; n++)
          photos.push({
            url: `/uploads/posts/${imageKey}-${n + 1}.jpg`,
            dim: pickDim(rng, LANDSCAPE),
            view: rng.pick(SPACE_KEYS),
            label: null,
            tagKey: null,
          });
        blocks.push({ id: nextBlock(), type: 'image_gallery', photos, limit: 6, showLabels: true, subject: 'showroom' });
      } else if (cand.kind === 'guide') {
        blocks.push({ id: nextBlock(), type: 'related-items', productIds: rng.sample(publishedProductIds, 4) });
      } else if (cand.kind === 'company' && rng.chance(0.3)) {
        blocks.push({
          id: nextBlock(),
          type: 'movie',
          movie: makeMovie(rng, movieId++, `post-${id}`, rng.pick(['file', 'vimeo'] as const), 'film', true),
        });
      }
      blocks.push({ id: nextBlock(), type: 'rich_text', part: 'closing' });
      const { uniq: _uniq, fairYear: _fairYear, ...rest } = cand;
      posts.push({
        ...rest,
        id,
        dateMs,
        imageKey,
        teaser: pickDim(rng, LANDSCAPE),
        blocks,
        published: true,
        seoNull: rng.chance(0.15),
      });
    });
    posts[posts.length - 1]!.published = false;
  }
  const missingPostId = mRng.pick(posts.filter((p) => p.published && p.kind !== 'launch').map((p) => p.id));

  // --------------------------------------------------------------------------------- stories
  const stRng = root.fork('stories');
  const stories: SkelStory[] = [];
  {
    const plan: Pick<SkelStory, 'kind' | 'key' | 'collectionId' | 'designerId'>[] = [];
    const fixedCount = Math.min(STORY_KEYS.length, Math.max(1, counts.stories - 2));
    for (const key of STORY_KEYS.slice(0, fixedCount)) plan.push({ kind: 'fixed', key, collectionId: null, designerId: null });
    let fi = 0;
    let di = 0;
    while (plan.length < counts.stories) {
      if (plan.length % 2 === 0 && fi < publishedCollections.length) {
        const col = publishedCollections[fi++]!;
        plan.push({ kind: 'family', key: null, collectionId: col.id, designerId: col.designerId });
      } else if (di < publishedDesigners.length) {
        const d = publishedDesigners[di++]!;
        const col = publishedCollections.find((c) => c.designerId === d.id) ?? null;
        plan.push({ kind: 'interview', key: null, collectionId: col?.id ?? null, designerId: d.id });
      } else if (fi < publishedCollections.length) {
        const col = publishedCollections[fi++]!;
        plan.push({ kind: 'family', key: null, collectionId: col.id, designerId: col.designerId });
      } else break;
    }
    plan.forEach((entry, i) => {
      const id = i + 1;
      const rng = stRng.fork(id);
      const imageKey = `story-${id}-${entry.key ? slugify(pl.stories.fixed[entry.key].title) : entry.kind}`;
      const blocks: BlockSpec[] = [{ id: nextBlock(), type: 'rich_text', part: 'body' }];
      blocks.push({
        id: nextBlock(),
        type: 'image',
        url: `/uploads/stories/${imageKey}-1.jpg`,
        dim: pickDim(rng, LANDSCAPE),
        tagKeys: [],
      });
      if (entry.designerId) blocks.push({ id: nextBlock(), type: 'designer_details', designerId: entry.designerId });
      if (entry.collectionId) blocks.push({ id: nextBlock(), type: 'collection', collectionId: entry.collectionId });
      const photos: PhotoSpec[] = [];
      for (let n = 2; n <= rng.int(4, 7); n++)
        photos.push({
          url: `/uploads/stories/${imageKey}-${n}.jpg`,
          dim: pickDim(rng, rng.chance(0.6) ? LANDSCAPE : PORTRAIT),
          view: rng.pick(['detail', 'interior', 'closeUp'] as PhotoView[]),
          label: null,
          tagKey: null,
        });
      blocks.push({ id: nextBlock(), type: 'image_gallery', photos, limit: 6, showLabels: false, subject: 'story' });
      if (i % 2 === 0)
        blocks.push({
          id: nextBlock(),
          type: 'movie',
          movie: makeMovie(
            rng,
            movieId++,
            imageKey,
            rng.pick(['file', 'youtube', 'vimeo'] as const),
            'makingOf',
            rng.chance(0.5),
          ),
        });
      const related = entry.collectionId
        ? collections[entry.collectionId - 1]!.productIds.filter((p) => products[p - 1]!.published)
        : rng.sample(publishedProductIds, 4);
      blocks.push({ id: nextBlock(), type: 'related-items', productIds: related.slice(0, 6) });
      stories.push({
        id,
        ...entry,
        imageKey,
        teaser: pickDim(rng, rng.chance(0.5) ? LANDSCAPE : PORTRAIT),
        blocks,
        published: true,
      });
    });
    if (stories.length > 1) stories[stories.length - 1]!.published = false;
  }

  // --------------------------------------------------------------------------------- inspirations
  const iRng = root.fork('inspirations');
  const inspirations: SkelInspiration[] = [];
  {
    const combos = iRng.shuffle(SPACE_KEYS.flatMap((space) => STYLE_KEYS.map((style) => ({ space, style }))));
    for (let i = 0; i < counts.inspirations; i++) {
      const combo = combos[i % combos.length]!;
      const id = i + 1;
      const imageKey = `inspiration-${id}-${slugify(pl.inspirations.title(pl.inspirations.spaces[combo.space], pl.inspirations.styles[combo.style]))}`;
      const photos: PhotoSpec[] = [];
      for (let n = 1; n <= iRng.int(4, 8); n++)
        photos.push({
          url: `/uploads/inspirations/${imageKey}-${n}.jpg`,
          dim: pickDim(iRng, iRng.chance(0.6) ? LANDSCAPE : PORTRAIT),
          view: combo.space,
          label: null,
          tagKey: null,
        });
      inspirations.push({
        id,
        ...combo,
        imageKey,
        hero: pickDim(iRng, WIDE),
        photos,
        productIds: iRng.sample(publishedProductIds, iRng.int(4, 8)),
      });
    }
  }

  // --------------------------------------------------------------------------------- job offers
  const jRng = root.fork('jobs');
  const jobOffers: SkelJobOffer[] = [];
  for (let i = 0; i < counts.jobOffers; i++) {
    const worktype = i % 2 === 0 ? 'office' : 'production';
    const site = worktype === 'production' ? 'factory' : 'office';
    const city: CityKey = worktype === 'production' ? 'swarzedz' : jRng.chance(0.75) ? 'poznan' : 'warszawa';
    jobOffers.push({
      id: i + 1,
      worktype,
      position: jRng.pick(JOB_KEYS[worktype]),
      city,
      site,
      dateMs: daysBefore(jRng.int(1, 90), jRng),
      duties: jRng.sample([0, 1, 2, 3, 4], 3),
      requirements: jRng.sample([0, 1, 2, 3, 4], 3),
      offer: jRng.sample([0, 1, 2, 3, 4], 4),
    });
  }

  // --------------------------------------------------------------------------------- site selections
  const hRng = root.fork('home');
  const everywhere = publishedProductIds.filter(isAvailableEverywhere);
  const aboutPhotos: PhotoSpec[] = [];
  for (let n = 1; n <= 6; n++)
    aboutPhotos.push({
      url: `/uploads/pages/o-firmie-${n}.jpg`,
      dim: pickDim(hRng, n % 3 === 0 ? PORTRAIT : LANDSCAPE),
      view: hRng.pick(['detail', 'interior', 'set'] as PhotoView[]),
      label: null,
      tagKey: null,
    });
  const skel: Skeleton = {
    seed,
    counts,
    categories,
    designers,
    collections,
    products,
    realizations,
    posts,
    stories,
    inspirations,
    patterns,
    stores,
    jobOffers,
    files,
    fileIdsByKey,
    missing: {
      pl: { products: new Set(), posts: new Set(), collections: new Set() },
      en: { products: new Set(), posts: new Set(), collections: new Set() },
      de: { products: new Set(), posts: new Set(), collections: new Set() },
      cz: { products: new Set(), posts: new Set(), collections: new Set() },
      ru: { products: new Set(missingProductIds), posts: new Set([missingPostId]), collections: new Set() },
      no: { products: new Set(missingProductIds), posts: new Set([missingPostId]), collections: new Set() },
      fr: { products: new Set(), posts: new Set(), collections: new Set([missingCollectionId]) },
    },
    sliderImages: [[0, 1, 2, 3].map(() => pickDim(hRng, WIDE)), [0, 1, 2].map(() => pickDim(hRng, WIDE))],
    pageImages: Object.fromEntries(
      [
        'home',
        'products',
        'collections',
        'designers',
        'realizations',
        'news',
        'stories',
        'inspirations',
        'contact',
        'patterns',
        'about',
        'careers',
        'showrooms',
        'files',
        'sustainability',
        'customerService',
        'warranty',
        'hybridOffice',
        'newsletter',
        'draft',
        'factory',
        'sustainabilityMap',
      ].map((k) => [k, pickDim(hRng, k === 'sustainabilityMap' ? LANDSCAPE : WIDE)]),
    ),
    aboutPhotos,
    aboutMovie: makeMovie(hRng, movieId++, 'o-firmie', 'file', 'film', true),
    hybridMovie: makeMovie(hRng, movieId++, 'biuro-hybrydowe', 'youtube', 'film', false),
    homeProductIds: hRng.sample(everywhere, 8),
    homeCollectionIds: publishedCollections
      .filter((c) => c.id !== missingCollectionId)
      .slice(0, 6)
      .map((c) => c.id),
    homeRealizationIds: publishedRealizations.slice(0, 6).map((r) => r.id),
    homePostIds: posts
      .filter((p) => p.published && p.id !== missingPostId)
      .slice(-3)
      .reverse()
      .map((p) => p.id),
    landingProductIds: hRng.sample(
      everywhere.filter((id) => ['acoustics', 'soft', 'storage'].includes(products[id - 1]!.group)),
      8,
    ),
    landingRelatedIds: hRng.sample(
      everywhere.filter((id) => products[id - 1]!.group === 'tables'),
      6,
    ),
  };
  return skel;
}

/** Display name of a fabric, leather or mesh pattern (locale-neutral): "Tessa 6071". */
export function patternLabel(p: SkelPattern): string {
  return `${p.baseName} ${p.code.split('-')[1] ?? p.code}`;
}

function decorColour(decor: DecorKey): ColourKey {
  const map: Record<DecorKey, ColourKey> = {
    naturalOak: 'sand',
    smokedOak: 'beige',
    walnut: 'terracotta',
    ash: 'cream',
    alpineWhite: 'white',
    pearlGrey: 'lightGrey',
    anthracite: 'graphite',
    sandBeige: 'beige',
    fenixBlack: 'black',
    sageGreen: 'green',
  };
  return map[decor];
}

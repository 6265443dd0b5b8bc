/**
 * The shape of a locale's phrase bank. Every keyed record must be complete (TypeScript checks it), so the
 * same item reads the same in every language; template functions take an already localized context.
 *
 * Markup allowed in page section strings: `**bold**` and `[[nodeKey|link text]]` (a link to that node's path
 * in the locale). Everything else is plain text and is HTML-escaped by the generator.
 */
import type {
  BrochureKey,
  CategoryKey,
  CheckboxKey,
  CityKey,
  ColourKey,
  CompanyNewsKey,
  CompositionKey,
  ContactPositionKey,
  CountryKey,
  DecorKey,
  DepartmentKey,
  DimKey,
  DimOptionKey,
  DocumentKey,
  FeatureKey,
  FileTypeKey,
  GroupKey,
  GuideKey,
  JobKey,
  LooseCategoryKey,
  MaterialKey,
  MetalFinishKey,
  NodeKey,
  PatternCategoryKey,
  PhotoView,
  ProductTypeKey,
  RealizationCategoryKey,
  RealizationKindKey,
  SalesRegionKey,
  SpaceKey,
  SpecKey,
  StoryKey,
  StyleKey,
  TagKey,
  VoivodeshipKey,
} from '../taxonomy.ts';
import type { LocaleCode } from '../types.ts';

export type Gender = 'f' | 'm';

export interface Section {
  heading?: string;
  paras: string[];
  list?: string[];
}

export interface ProductCtx {
  /** Full product name ("Krzesło obrotowe Kora 210"). */
  name: string;
  family: string;
  /** Family name plus model number ("Kora 210"). */
  model: string;
  /** Localized product type, lowercase ("krzesło obrotowe"). */
  type: string;
  m1: string;
  m1Noun: string;
  m2: string;
  m2Noun: string;
  designers: string;
  collection: string | null;
  warranty: number;
  year: number;
}

export interface CollectionCtx {
  name: string;
  designer: string | null;
  g: Gender | null;
  /** Localized product types in the collection. */
  types: string[];
  material: string;
  year: number;
  count: number;
}

export interface DesignerCtx {
  name: string;
  g: Gender;
  city: string;
  country: string;
  year: number;
  collections: string[];
  award: string;
}

export interface RealizationCtx {
  name: string;
  kind: string;
  client: string | null;
  city: string;
  country: string;
  area: number;
  seats: number;
  year: number;
  studio: string;
  products: string[];
}

export interface PostCtx {
  family: string;
  designer: string;
  g: Gender;
  award: string;
  fair: string;
  city: string;
  street: string;
  year: number;
  realization: string;
  client: string;
  seats: number;
  area: number;
  product: string;
}

export interface PostKindTexts {
  title(c: PostCtx): string;
  lead(c: PostCtx): string;
  body: ((c: PostCtx) => string)[];
}

export interface PhraseBank {
  locale: LocaleCode;
  /** Conjunction for lists ("i", "and", "und"...). */
  and: string;
  /** Label separator: ':' (' :' in French, with the space French typography wants). */
  colon: string;
  seoSuffix: string;
  nodes: Record<NodeKey, { title: string; path: string; lead: string }>;

  // ------------------------------------------------------------------------------------------ catalogue
  categories: Record<CategoryKey, { name: string; description: string }>;
  productTypes: Record<ProductTypeKey, string>;
  productName(type: string, model: string): string;
  shortDescription(c: ProductCtx): string;
  materials: Record<MaterialKey, { phrase: string; noun: string }>;
  dims: Record<DimKey, string>;
  dimOptions: Record<DimOptionKey, string>;
  checkboxes: Record<CheckboxKey, string>;
  features: Record<FeatureKey, string>;
  intros: Record<GroupKey, ((c: ProductCtx) => string)[]>;
  closings: ((c: ProductCtx) => string)[];
  specs: Record<SpecKey, string>;
  units: { cm: string; kg: string; mm: string; m2: string };
  care: Record<GroupKey, string[]>;
  warranty(years: number): string;
  tabs: { specs: string; care: string; downloads: string; materials: string };
  tags: Record<TagKey, { name: string; description: string }>;
  colours: Record<ColourKey, string>;
  views: Record<PhotoView, string>;
  photoLabels: { upholstery: string; finish: string; version: string };

  collections: {
    descriptions: ((c: CollectionCtx) => string)[];
    movies: { film: string; makingOf: string; howTo: string };
    heroAlt(name: string): string;
  };
  designers: { bios: ((c: DesignerCtx) => string)[]; portraitAlt(name: string): string };

  // ------------------------------------------------------------------------------------------ places
  countries: Record<CountryKey, string>;
  cities: Record<CityKey, string>;
  voivodeships: Record<VoivodeshipKey, string>;

  // ------------------------------------------------------------------------------------------ editorial
  realizations: {
    categories: Record<RealizationCategoryKey, string>;
    kinds: Record<RealizationKindKey, string>;
    name(kind: string, client: string | null, city: string): string;
    photo: string;
    investor: string;
    interiorDesign: string;
    descriptions: ((c: RealizationCtx) => string)[];
    cta: { contact: string; collection: string };
  };
  posts: {
    launch: PostKindTexts;
    award: PostKindTexts;
    fair: PostKindTexts;
    showroom: PostKindTexts;
    realization: PostKindTexts;
    guides: Record<GuideKey, { title: string; lead: string; tips: string[] }>;
    guideIntro: string;
    company: Record<CompanyNewsKey, { title: string; lead: string }>;
    companyBody: ((c: PostCtx) => string)[];
    closing: string[];
  };
  stories: {
    fixed: Record<StoryKey, { title: string; lead: string; body: string[] }>;
    family: PostKindTexts;
    interview: PostKindTexts;
  };
  inspirations: {
    spaces: Record<SpaceKey, string>;
    styles: Record<StyleKey, string>;
    title(space: string, style: string): string;
    lead(space: string, style: string): string;
  };
  /** The home page's slider (`name`) and the hybrid-office landing page's (`landingName`): names in the locale's words. */
  slider: { name: string; landingName: string; slides: { title: string; subtitle: string; linkLabel: string }[] };

  // ------------------------------------------------------------------------------------------ patterns
  patterns: {
    categories: Record<PatternCategoryKey, string>;
    compositions: Record<CompositionKey, string>;
    care: Record<PatternCategoryKey, string>;
    priceGroup(n: number): string;
    decors: Record<DecorKey, string>;
    metals: Record<MetalFinishKey, string>;
  };

  // ------------------------------------------------------------------------------------------ company
  stores: { showroom(city: string): string };
  jobs: {
    positions: Record<JobKey, string>;
    office: string;
    factory: string;
    headings: { duties: string; requirements: string; offer: string };
    duties: Record<'office' | 'production', string[]>;
    requirements: Record<'office' | 'production', string[]>;
    offer: string[];
  };
  files: {
    types: Record<FileTypeKey, string>;
    loose: Record<LooseCategoryKey, string>;
    productSheet(family: string): string;
    model3d(family: string, format: string): string;
    assembly(family: string): string;
    photos(family: string): string;
    categoryCatalogue(category: string): string;
    categoryModels(category: string): string;
    certificate(name: string): string;
    brochures: Record<BrochureKey, string>;
    documents: Record<DocumentKey, string>;
    catalogues: { general: string; seating: string; softAcoustics: string };
    patternCard(name: string): string;
    logo: string;
    favicon: string;
    factoryPhoto: string;
    pressPack: string;
  };
  contact: {
    departments: Record<DepartmentKey, string>;
    positions: Record<ContactPositionKey, string>;
    salesRegions: Record<SalesRegionKey, string>;
    headOffice: string;
    factory: string;
    openingHours: string;
  };

  // ------------------------------------------------------------------------------------------ site
  blocks: {
    featuredProducts: string;
    newCollections: string;
    allCollections: string;
    latestNews: string;
    realizations: string;
    designers: string;
    jobOffers: string;
    findShowroom: string;
    downloadCenter: string;
    contactForm: string;
    customerServiceForm: string;
    contactPeople: string;
    newsletter: string;
    stories: string;
    inspirations: string;
    gallery: string;
    relatedProducts: string;
    productsInProject: string;
    aboutMovie: string;
    factoryCaption: string;
  };
  menus: {
    allProducts: string;
    shop: string;
    dealerZone: string;
    catalogues: string;
    groups: { offer: string; inspiration: string; company: string; help: string };
  };
  pages: {
    home: Section;
    products: Section;
    contact: Section;
    patterns: Section;
    privacy: Section[];
    about: Section[];
    careers: Section;
    files: Section;
    sustainability: Section[];
    customerService: Section;
    warranty: Section[];
    hybridOffice: Section[];
    newsletter: Section;
    draft: Section;
  };
}

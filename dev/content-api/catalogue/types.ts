/**
 * The embedded content API's stored data: normalized records per locale, the way a CMS database holds them.
 * The generator (catalogue/generate.ts) produces them from a seed; the server's serializers (serialize.ts)
 * compose the API responses from them (embedding referenced items), so a CMS edit of one record shows in
 * every response that embeds it — which is what the site's incremental rebuilds rely on.
 *
 * Ids of the same item are equal across locales (a translation shares the id); a record missing in a
 * locale is simply absent from that locale's arrays.
 */
import type { Image } from '#contract/schemas/common.ts';
import type { JobOffer, Region } from '#contract/schemas/company.ts';
import type { GalleryPhoto, Movie, Tag } from '#contract/schemas/media.ts';
import type { Menu } from '#contract/schemas/menus.ts';
import type { PatternCategory } from '#contract/schemas/patterns.ts';
import type { SitemapNode } from '#contract/schemas/routing.ts';

export type LocaleCode = 'pl' | 'en' | 'de' | 'cz' | 'ru' | 'no' | 'fr';

interface Seo {
  seoTitle: string | null;
  seoDescription: string | null;
  seoImageSrc: string | null;
}

interface Publishable {
  /** Unpublished records are only returned by the preview GETs by numeric id. */
  published: boolean;
}

/**
 * A stored block: the block as the API sends it (see contract/blocks.ts), except that blocks showing items
 * hold ids (`productIds`, `postIds`, `realizationIds`, `collectionIds`, `designerIds`, `storeIds`,
 * `jobOfferIds`, `designerId`, `realizationId`, `collectionId`, `sliderId`) that the serializer expands into
 * the embedded arrays/objects (`products`, `posts`, ...). `postIds: 'all'` / `storeIds: 'all'` /
 * `jobOfferIds: 'all'` mean every published one of the locale.
 */
export type BlockRecord = { id: number; type: string } & Record<string, unknown>;

export interface PageRecord extends Seo, Publishable {
  id: number;
  title: string;
  layout: string | null;
  blocks: BlockRecord[];
}

export interface CategoryRecord extends Seo {
  id: number;
  slug: string;
  name: string;
  description: string;
  parentId: number | null;
  position: number;
  updated: string;
  status: 'STATUS_DRAFT' | 'STATUS_PUBLISHED';
  pdfFileId: number | null;
  image: Image | null;
  options: { id: number; name: string; options: { slug: string; name: string }[] }[];
  checkboxs: { id: number; label: string }[];
}

export type TabRecord =
  | { id: number; name: string; type: 'product_dropdown_tab'; is_row: boolean; content: string }
  | { id: number; name: string; type: 'product_file_list'; is_row: boolean; groups: { category: string; fileIds: number[] }[] };

export interface ProductRecord extends Seo, Publishable {
  id: number;
  name: string;
  slug: string;
  shortDescription: string;
  description: string;
  categoryId: number;
  collectionId: number | null;
  designerIds: number[];
  tagIds: number[];
  teaserImage: Image;
  images: GalleryPhoto[];
  tabs: TabRecord[];
  similarProductIds: number[];
  realizationIds: number[];
  ecoFriendlyProduct: boolean;
  productConfiguratorUrl: string | null;
  /** Filter values: option slugs and checkbox ids of its category the product matches. */
  filterOptionSlugs: string[];
  checkboxIds: number[];
}

export interface CollectionRecord extends Seo, Publishable {
  id: number;
  name: string;
  slug: string;
  position: number;
  description: string;
  image: Image;
  teaserImage: Image;
  designerId: number | null;
  images: GalleryPhoto[];
  movies: Movie[];
}

export interface DesignerRecord extends Seo, Publishable {
  id: number;
  name: string;
  slug: string;
  image: Image;
  content: string;
}

export interface PostRecord extends Seo, Publishable {
  id: number;
  title: string;
  slug: string;
  published_at: string;
  lead: string;
  teaserImage: Image;
  blocks: BlockRecord[];
}

export interface RealizationRecord extends Seo, Publishable {
  id: number;
  name: string;
  slug: string;
  location: string;
  categoryId: number | null;
  image: Image;
  teaserImage: Image;
  photographerNote: string | null;
  investorNote: string | null;
  ctaUrl: string | null;
  ctaLabel: string | null;
  description: string;
  images: GalleryPhoto[];
  productIds: number[];
}

export interface StoryRecord extends Seo, Publishable {
  id: number;
  title: string;
  slug: string;
  lead: string;
  teaserImage: Image;
  blocks: BlockRecord[];
}

export interface InspirationRecord extends Seo, Publishable {
  id: number;
  title: string;
  slug: string;
  lead: string;
  image: Image;
  images: GalleryPhoto[];
  productIds: number[];
}

export interface SliderRecord {
  id: number;
  name: string;
  slides: { id: number; title: string; subtitle: string; image: Image; url: string | null; linkLabel: string | null }[];
}

export interface PatternRecord {
  id: number;
  name: string;
  slug: string;
  code: string;
  categoryId: number;
  image: Image;
  composition: string;
  weight: number;
  care: string;
  priceGroupId: number;
  colorIds: number[];
  certifications: string[];
  fileIds: number[];
}

export interface StoreRecord {
  id: number;
  name: string;
  type: 'showroom' | 'dealer';
  street: string;
  city: string;
  postalCode: string;
  regionId: number;
  phone: string | null;
  fax: string | null;
  email: string | null;
  website: string | null;
  lat: number;
  lng: number;
}

/** A downloadable file. `bytes` is its real size; the server produces deterministic content of that size
 * with the right magic number for its format (PDF, ZIP, DWG, JPG...). */
export interface FileRecord {
  id: number;
  name: string;
  path: string;
  filename: string;
  size: number;
  mime: string;
  format: string;
  isInDownloadCenter: boolean;
  fileTypeId: number;
  looseCategoryId: number | null;
  lastModified: string;
}

export interface LocaleCatalogue {
  menus: Menu[];
  sitemapNodes: SitemapNode[];
  pages: PageRecord[];
  categories: CategoryRecord[];
  products: ProductRecord[];
  tags: Tag[];
  collections: CollectionRecord[];
  designers: DesignerRecord[];
  posts: PostRecord[];
  realizations: RealizationRecord[];
  realizationCategories: { id: number; slug: string; name: string }[];
  stories: StoryRecord[];
  inspirations: InspirationRecord[];
  sliders: SliderRecord[];
  patternCategories: PatternCategory[];
  patterns: PatternRecord[];
  patternColors: { id: number; name: string; hex: string; image: Image | null }[];
  patternPriceGroups: { id: number; name: string; position: number }[];
  stores: StoreRecord[];
  regions: Region[];
  jobOffers: JobOffer[];
  fileTypes: { id: number; name: string; slug: string }[];
  looseFileCategories: { id: number; name: string; slug: string; fileTypeId: number | null }[];
  files: FileRecord[];
  contacts: {
    id: number;
    name: string;
    street: string;
    city: string;
    postalCode: string;
    country: string;
    phone: string | null;
    email: string | null;
    lat: number;
    lng: number;
    openingHours: string | null;
  }[];
  contactDepartments: { id: number; name: string; email: string | null }[];
  contactPeople: {
    id: number;
    name: string;
    position: string;
    email: string | null;
    phone: string | null;
    image: Image | null;
    regionIds: number[];
  }[];
  contactRegions: { id: number; name: string; slug: string; regions: string[] }[];
}

export interface Catalogue {
  seed: number;
  scale: 'default' | 'large' | number;
  locales: Record<LocaleCode, LocaleCatalogue>;
}

export type { GalleryPhoto, Image, Movie };

/**
 * The page model: what a page renders from. A content page's view (PageView: its planned page, content and
 * entity, menus, links and texts), the view of a page every locale has besides its content (LocaleView,
 * ErrorView), and the document frame every page renders through (DocumentContext), with what each kind of
 * entity says about itself (description, share image). Built by src/data/load-page.ts at build time; layouts,
 * blocks and components only render it (no fetching in components).
 */
import type { BuildTarget } from '#contract/domains.ts';
import type { BlockType } from '#contract/blocks.ts';
import type { ContentReader } from '#contract/endpoint.ts';
import type { Collection, Designer, Product, ProductCategory } from '#contract/schemas/catalogue.ts';
import type { Image } from '#contract/schemas/common.ts';
import type { Block, Inspiration, Post, Realization, Story } from '#contract/schemas/content.ts';
import type { DownloadCenterFileType, LooseFileCategory } from '#contract/schemas/downloads.ts';
import type { Menu } from '#contract/schemas/menus.ts';
import type { Pattern, PatternCategory } from '#contract/schemas/patterns.ts';
import type { ProductTeaser } from '#contract/schemas/teasers.ts';
import { type Locale, toBcp47 } from '#contract/locales.ts';
import type { Translate } from '../i18n/translator.ts';
import type { Links } from '../routing/links.ts';
import type { Alternate, Crumb, PlannedPage } from '../routing/page-plan.ts';
import { stripTags } from '../utils/rich-text-html.ts';

export type PageEntity =
  | { kind: 'page' }
  | { kind: 'categories'; categories: ProductCategory[] }
  | {
      kind: 'category';
      category: ProductCategory;
      /** First page of products (36). */
      products: ProductTeaser[];
      /** The products after the first page, by name and path (links for visitors without JavaScript). */
      moreProducts: { name: string; path: string }[];
      /** The category and its sub-categories (the products call's `categories[]`). */
      categoryIds: number[];
      totalProducts: number;
      subcategories: ProductCategory[];
    }
  | { kind: 'product'; product: Product /** Other products of the same collection. */; complementary: ProductTeaser[] }
  | { kind: 'collection'; collection: Collection /** Its products, by name. */; products: ProductTeaser[] }
  | { kind: 'designer'; designer: Designer }
  | { kind: 'post'; post: Post }
  | { kind: 'realization'; realization: Realization }
  | { kind: 'story'; story: Story /** Sibling stories for the sub navigation. */; siblings: { title: string; href: string }[] }
  | { kind: 'inspiration'; inspiration: Inspiration }
  | { kind: 'patterns'; categories: PatternCategory[]; patterns: Pattern[] };

export interface PageContent {
  title: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoImageSrc: string | null;
  blocks: Block[];
  /** Category chain under the products node (root first), for breadcrumbs of categories and products. */
  trail?: { name: string; path: string }[];
  entity: PageEntity;
  /** What the page's blocks loaded at build time, by block type (src/blocks/data.ts: the loaders, and `loadedData`). */
  blockData?: BlockDataStore;
}

/** By block type, what its loader returned (src/blocks/data.ts fills it and reads it typed). */
export type BlockDataStore = Readonly<Partial<Record<BlockType, unknown>>>;

/**
 * Runs the data loaders of a page's blocks (src/blocks/data.ts `loadBlockData`). The page loader receives it
 * from the render context rather than importing it: blocks render through components that use src/data/.
 */
export type BlockDataLoader = (
  context: { client: ContentReader; locale: Locale; links: Links; layout: string },
  blocks: readonly Block[],
) => Promise<BlockDataStore>;

/** A link to a related item (breadcrumb popup). */
export interface RelatedLink {
  name: string;
  href: string;
}

export interface DownloadCentre {
  fileTypes: DownloadCenterFileType[];
  categories: LooseFileCategory[];
}

export interface ChromeContent {
  mainMenu: Menu | null;
  footerTop: Menu | null;
  footerBottom: Menu | null;
}

export interface PageView {
  target: BuildTarget;
  page: PlannedPage;
  locale: Locale;
  /** BCP-47 language tag (cs, nb...). */
  lang: string;
  content: PageContent;
  chrome: ChromeContent;
  links: Links;
  t: Translate;
  /** Home, parents, then the page itself (last, without link). */
  breadcrumbs: Crumb[];
}

/** A page every locale has besides its content (error, offline and newsletter confirmation pages): menus and links. */
export interface LocaleView {
  locale: Locale;
  target: BuildTarget;
  chrome: ChromeContent;
  links: Links;
}

/** What a locale's error page (404, 500) renders from. */
export interface ErrorView extends LocaleView {
  status: 404 | 500;
  /** A 404 under a list's detail pages: the item asked for does not exist (else nothing is at the address). */
  itemMissing: boolean;
}

// ------------------------------------------------------------------------------------------ what an entity says

/** Text that describes the page's entity: the meta description when the editors wrote none. */
export function entityDescription(entity: PageEntity): string {
  switch (entity.kind) {
    case 'product':
      return entity.product.shortDescription || stripTags(entity.product.description);
    case 'category':
      return stripTags(entity.category.description);
    case 'collection':
      return stripTags(entity.collection.description);
    case 'designer':
      return stripTags(entity.designer.content);
    case 'post':
      return entity.post.lead;
    case 'realization':
      return stripTags(entity.realization.description);
    case 'story':
      return entity.story.lead;
    case 'inspiration':
      return entity.inspiration.lead;
    case 'page':
    case 'categories':
    case 'patterns':
      return '';
  }
}

/** The image that stands for the page's entity (the share image when the editors chose none); a page: its header's. */
export function entityImage(entity: PageEntity, blocks: readonly Block[]): Image | null {
  switch (entity.kind) {
    case 'product':
      return entity.product.teaserImage ?? entity.product.images[0]?.image ?? null;
    case 'category':
      return entity.category.image;
    case 'collection':
      return entity.collection.image ?? entity.collection.teaserImage;
    case 'designer':
      return entity.designer.image;
    case 'post':
      return entity.post.teaserImage;
    case 'realization':
      return entity.realization.image ?? entity.realization.teaserImage;
    case 'story':
      return entity.story.teaserImage;
    case 'inspiration':
      return entity.inspiration.image;
    case 'page':
    case 'categories':
    case 'patterns': {
      const header = blocks.find((b) => b.type === 'page_header' && b.image && typeof b.image === 'object');
      return (header?.image as Image | undefined) ?? null;
    }
  }
}

// ------------------------------------------------------------------------------------------ the document frame

/**
 * What the document frame (BaseDocument, Header, Footer) needs: a subset of PageView, so that the locale pages
 * (error, offline, newsletter confirmation) and the block catalogue render the same frame, with or without menus.
 */
export interface DocumentContext {
  target: BuildTarget;
  locale: Locale;
  /** BCP-47 language of the page (html lang). */
  lang: string;
  links: Links;
  t: Translate;
  /** Menus; null renders the frame without navigation (error pages before menus are known). */
  chrome: ChromeContent | null;
  /** Translations of the page (language switcher). */
  alternates: readonly Alternate[];
  /** Build path of the page (aria-current in menus). */
  currentPath: string;
  /** Layout and page type, exposed on <body> for styling hooks and the quality gates' page types. */
  layout: string;
  pageType: string;
  /** An editor's preview of unpublished content: the frame says so. */
  preview?: boolean;
}

/**
 * The frame of a page every locale has besides its content (error pages, newsletter confirmations): no
 * translations to switch to; `chrome` null renders it without menus.
 */
export function localeDocumentContext(input: {
  target: BuildTarget;
  locale: Locale;
  links: Links;
  t: Translate;
  chrome: ChromeContent | null;
  path: string;
  layout: string;
  pageType: string;
}): DocumentContext {
  const { path, ...rest } = input;
  return { ...rest, lang: toBcp47(input.locale), alternates: [], currentPath: path };
}

export function documentContext(view: PageView): DocumentContext {
  return {
    target: view.target,
    locale: view.locale,
    lang: view.lang,
    links: view.links,
    t: view.t,
    chrome: view.chrome,
    alternates: view.page.alternates,
    currentPath: view.page.path,
    layout: view.page.layout,
    pageType: view.page.pageType,
    preview: view.page.preview === true,
  };
}

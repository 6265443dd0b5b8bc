/**
 * What a layout receives to render one page. Built by src/data/load-page.ts at build time; layouts and
 * blocks only render it (no fetching in components).
 */
import type { BuildTarget } from '#contract/domains.ts';
import type { Collection, Designer, Product, ProductCategory } from '#contract/schemas/catalogue.ts';
import type { Block, Inspiration, Post, Realization, Story } from '#contract/schemas/content.ts';
import type { Contact, ContactDepartment, ContactPerson, ContactRegion } from '#contract/schemas/contact.ts';
import type { DownloadCenterFileType, LooseFileCategory } from '#contract/schemas/downloads.ts';
import type { Menu } from '#contract/schemas/menus.ts';
import type { Pattern, PatternCategory } from '#contract/schemas/patterns.ts';
import type { ProductTeaser } from '#contract/schemas/teasers.ts';
import type { Translate } from '../i18n/translator.ts';
import type { Locale } from '#contract/locales.ts';
import type { Links } from '../routing/links.ts';
import type { Crumb, PlannedPage } from '../routing/page-plan.ts';

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
  /** Pages with a download_center block: the files they list. */
  downloads?: DownloadCentre;
  /** Pages with a stories_list / inspirations_list block: every published story / inspiration. */
  stories?: Story[];
  inspirations?: Inspiration[];
  /** The list the last breadcrumb opens (breadcrumbs block with a popup list type). */
  crumbPopup?: RelatedLink[];
  /** Pages with a contact_form / contact_people block: what they show. */
  contact?: ContactContent;
}

export interface ContactContent {
  /** The contact form's department dropdown. */
  departments: ContactDepartment[];
  /** The offices the contact_form blocks name (contactId), by id: the route planner's destinations. */
  offices: Record<number, Contact>;
  people: ContactPerson[];
  regions: ContactRegion[];
}

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

/** What a locale's error page (404, 500) renders from. */
/** A page every locale has besides its content (error pages, newsletter confirmations): menus and links. */
export interface LocaleView {
  locale: Locale;
  target: BuildTarget;
  chrome: ChromeContent;
  links: Links;
}

export interface ErrorView extends LocaleView {
  status: 404 | 500;
}

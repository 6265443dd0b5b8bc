/**
 * Everything the document head says about a page: title, description, canonical, Open Graph, hreflang
 * alternates and JSON-LD. Pure functions of the PageView (or of the error page's inputs); SeoHead.astro only
 * prints the result.
 */
import { type BuildTarget, originUrl } from '#contract/domains.ts';
import type { Product } from '#contract/schemas/catalogue.ts';
import type { Image } from '#contract/schemas/common.ts';
import type { Post } from '#contract/schemas/content.ts';
import { DEFAULT_LOCALE, type Locale } from '#contract/locales.ts';
import { type PageView, entityDescription, entityImage } from '../view/page-model.ts';
import { loadedData } from '../blocks/data.ts';
import type { Links } from '../routing/links.ts';
import { type Alternate, type Crumb, type LayoutName, xDefaultAlternate } from '../routing/page-plan.ts';
import { LOGO_PATH, SOCIAL_LINKS, siteName as siteNameOf } from '../config/brand.ts';
import { truncate } from '../utils/html.ts';
import { stripTags } from '../utils/rich-text-html.ts';
import { type Translate, tOptional } from '../i18n/translator.ts';
import { absoluteImageUrl } from '../utils/images.ts';

export const DESCRIPTION_MAX = 160;
const DEFAULT_TITLE_TEMPLATE = '{{title}} | {{siteName}}';

export interface HreflangLink {
  hreflang: string;
  href: string;
}

export type JsonLd = Record<string, unknown>;

export interface SeoData {
  title: string;
  description: string;
  canonical: string;
  siteName: string;
  ogType: 'website' | 'article';
  ogLocale: string;
  ogLocaleAlternates: string[];
  /** Absolute URL of the share image, or null. */
  image: string | null;
  imageAlt: string;
  alternates: HreflangLink[];
  jsonLd: JsonLd[];
  noindex: boolean;
  /** article:published_time for posts. */
  publishedTime?: string;
}

// ---------------------------------------------------------------------------------------------- basics

/** `<title>`: the page title with the site name (once), through the locale's template. */
export function composeTitle(pageTitle: string | null | undefined, siteName: string, template = DEFAULT_TITLE_TEMPLATE): string {
  const title = (pageTitle ?? '').trim();
  if (!title) return siteName;
  if (title.toLowerCase().includes(siteName.toLowerCase())) return title;
  return template.replaceAll('{{title}}', title).replaceAll('{{siteName}}', siteName);
}

/**
 * `<link rel="alternate" hreflang>` entries: one per alternate (first per language wins) plus x-default, the
 * default locale's (pl) alternate when it exists, else the first.
 */
export function hreflangLinks(alternates: readonly Alternate[], defaultLocale: Locale = DEFAULT_LOCALE): HreflangLink[] {
  const links: HreflangLink[] = [];
  const seen = new Set<string>();
  for (const alternate of alternates) {
    if (seen.has(alternate.hreflang)) continue;
    seen.add(alternate.hreflang);
    links.push({ hreflang: alternate.hreflang, href: alternate.url });
  }
  const fallback = xDefaultAlternate(alternates, defaultLocale);
  if (fallback) links.push({ hreflang: 'x-default', href: fallback.url });
  return links;
}

/** Open Graph locale (language_TERRITORY) of a site locale. */
export const OG_LOCALES: Record<Locale, string> = {
  pl: 'pl_PL',
  en: 'en_GB',
  de: 'de_DE',
  cz: 'cs_CZ',
  ru: 'ru_RU',
  no: 'nb_NO',
  fr: 'fr_FR',
};

function titleTemplateOf(t: Translate): string {
  // Placeholders are passed through so that the raw template comes back; Astro escapes the final text.
  return tOptional(
    t,
    'seo.titleTemplate',
    { title: '{{title}}', siteName: '{{siteName}}', interpolation: { escapeValue: false } },
    DEFAULT_TITLE_TEMPLATE,
  );
}

// ---------------------------------------------------------------------------------------------- JSON-LD

const CONTEXT = 'https://schema.org';

export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string, links: Pick<Links, 'path'>): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: originUrl(origin, links.path(crumb.localPath)),
    })),
  };
}

export function organizationJsonLd(input: { siteName: string; origin: string; homeUrl: string }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${input.homeUrl}#organization`,
    name: input.siteName,
    url: input.homeUrl,
    logo: originUrl(input.origin, LOGO_PATH),
    sameAs: SOCIAL_LINKS.map((s) => s.url),
  };
}

export function websiteJsonLd(input: {
  siteName: string;
  origin: string;
  homeUrl: string;
  lang: string;
  /** Build path of the search page, or null when the locale has none. */
  searchPath: string | null;
}): JsonLd {
  const data: JsonLd = {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: input.siteName,
    url: input.homeUrl,
    inLanguage: input.lang,
    publisher: { '@id': `${input.homeUrl}#organization` },
  };
  if (input.searchPath) {
    data.potentialAction = {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${originUrl(input.origin, input.searchPath)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    };
  }
  return data;
}

export function productJsonLd(
  product: Pick<Product, 'name' | 'shortDescription' | 'description' | 'teaserImage' | 'images' | 'category'>,
  input: { siteName: string; origin: string; url: string },
): JsonLd {
  const images = [product.teaserImage, ...product.images.map((p) => p.image)]
    .filter((i): i is Image => Boolean(i))
    .map((i) => absoluteImageUrl(i.url, input.origin));
  const description = product.shortDescription || stripTags(product.description);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    ...(description ? { description: truncate(description, 5000) } : {}),
    ...(images.length ? { image: [...new Set(images)] } : {}),
    brand: { '@type': 'Brand', name: input.siteName },
    category: product.category.name,
    url: input.url,
  };
}

export function articleJsonLd(
  post: Pick<Post, 'title' | 'published' | 'teaserImage' | 'seoImageSrc'>,
  input: { siteName: string; origin: string; url: string; homeUrl: string; lang: string },
): JsonLd {
  const imageSrc = post.seoImageSrc ?? post.teaserImage?.url ?? null;
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: truncate(post.title, 110),
    datePublished: post.published,
    inLanguage: input.lang,
    mainEntityOfPage: input.url,
    ...(imageSrc ? { image: [absoluteImageUrl(imageSrc, input.origin)] } : {}),
    author: { '@type': 'Organization', name: input.siteName, url: input.homeUrl },
    publisher: {
      '@type': 'Organization',
      name: input.siteName,
      logo: { '@type': 'ImageObject', url: originUrl(input.origin, LOGO_PATH) },
    },
  };
}

export interface ListItemRef {
  name: string;
  /** Build path or absolute URL. */
  href: string;
}

export function itemListJsonLd(input: { name: string; url: string; origin: string; items: readonly ListItemRef[] }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    name: input.name,
    url: input.url,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: input.items.length,
      itemListElement: input.items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        url: /^https?:/.test(item.href) ? item.href : originUrl(input.origin, item.href),
      })),
    },
  };
}

// ---------------------------------------------------------------------------------------------- page facts

/** Layouts that show the breadcrumb trail (and so carry BreadcrumbList JSON-LD). */
export const BREADCRUMB_LAYOUTS: readonly LayoutName[] = [
  'with_breadcrumbs',
  'with sub navigation',
  'product',
  'product_list',
  'collection',
  'designer',
];

/** Whether a page shows breadcrumbs: by layout, a realization detail page, or a breadcrumbs block. */
export function showsBreadcrumbs(view: Pick<PageView, 'page' | 'content'>): boolean {
  if (BREADCRUMB_LAYOUTS.includes(view.page.layout)) return true;
  if (view.page.layout === 'realizations' && view.content.entity.kind === 'realization') return true;
  return view.content.blocks.some((b) => b.type === 'breadcrumbs');
}

export function isHomePage(view: Pick<PageView, 'page'>): boolean {
  return view.page.pageType === 'root' || view.page.localPath === '/';
}

/** Items a list page shows, for its ItemList (products of a category or collection, tiles, list blocks). */
export function listItems(view: Pick<PageView, 'content' | 'links'>): ListItemRef[] | null {
  const { entity, blocks } = view.content;
  const { links } = view;
  const refs = (items: { name: string; href: string | null }[]) => items.filter((i): i is ListItemRef => i.href !== null);
  switch (entity.kind) {
    case 'category':
      return refs(entity.products.map((p) => ({ name: p.name, href: links.detail('product', p.path) })));
    case 'categories':
      return refs(entity.categories.map((c) => ({ name: c.name, href: links.detail('product', c.path) })));
    case 'collection':
      return refs(entity.products.map((p) => ({ name: p.name, href: links.detail('product', p.path) })));
    case 'page':
      break;
    default:
      return null;
  }
  for (const block of blocks) {
    const list = (key: string) => (Array.isArray(block[key]) ? (block[key] as Record<string, unknown>[]) : []);
    let items: { name: string; href: string | null }[] = [];
    if (block.type === 'products-list') {
      items = list('products').map((p) => ({ name: String(p.name), href: links.detail('product', String(p.path)) }));
    } else if (block.type === 'collections_list') {
      items = list('collections').map((c) => ({ name: String(c.name), href: links.detail('productcollection', String(c.slug)) }));
    } else if (block.type === 'designers_list') {
      items = list('designers').map((d) => ({ name: String(d.name), href: links.detail('designer', String(d.slug)) }));
    } else if (block.type === 'realizations') {
      items = list('realizations').map((r) => ({ name: String(r.name), href: links.detail('realization', String(r.slug)) }));
    } else if (block.type === 'news_list') {
      items = list('posts').map((p) => ({ name: String(p.title), href: links.detail('post', String(p.slug)) }));
    } else if (block.type === 'stories_list') {
      items = (loadedData(view, 'stories_list') ?? []).map((s) => ({ name: s.title, href: links.detail('story', s.slug) }));
    } else if (block.type === 'inspirations_list') {
      items = (loadedData(view, 'inspirations_list') ?? []).map((i) => ({
        name: i.title,
        href: links.detail('inspiration', i.slug),
      }));
    }
    const found = refs(items);
    if (found.length > 0) return found;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------- assembly

/** Head data of a content page. */
export function pageSeo(view: PageView): SeoData {
  const { target, page, content, links, t } = view;
  const siteName = siteNameOf(t);
  const origin = target.url;
  const canonical = originUrl(origin, page.path);
  const homeUrl = originUrl(origin, links.home());
  const pageTitle = content.seoTitle || content.title || page.title;
  const home = isHomePage(view);
  const title = home && !content.seoTitle ? siteName : composeTitle(pageTitle, siteName, titleTemplateOf(t));

  const description = truncate(
    content.seoDescription?.trim() ||
      entityDescription(content.entity).trim() ||
      tOptional(t, 'seo.defaultDescription') ||
      siteName,
    DESCRIPTION_MAX,
  );

  const shareImage = content.seoImageSrc ?? entityImage(content.entity, content.blocks)?.url ?? null;
  const image = shareImage ? absoluteImageUrl(shareImage, origin) : null;

  const jsonLd: JsonLd[] = [];
  if (home) {
    jsonLd.push(organizationJsonLd({ siteName, origin, homeUrl }));
    jsonLd.push(websiteJsonLd({ siteName, origin, homeUrl, lang: view.lang, searchPath: links.search() }));
  }
  if (showsBreadcrumbs(view) && view.breadcrumbs.length > 1) {
    jsonLd.push(breadcrumbJsonLd(view.breadcrumbs, origin, links));
  }
  const { entity } = content;
  if (entity.kind === 'product') {
    jsonLd.push(productJsonLd(entity.product, { siteName, origin, url: canonical }));
  } else if (entity.kind === 'post') {
    jsonLd.push(articleJsonLd(entity.post, { siteName, origin, url: canonical, homeUrl, lang: view.lang }));
  } else if (!home) {
    const items = listItems(view);
    if (items && items.length > 0)
      jsonLd.push(itemListJsonLd({ name: content.title || page.title, url: canonical, origin, items }));
  }

  const seo: SeoData = {
    title,
    description,
    canonical,
    siteName,
    ogType: entity.kind === 'post' ? 'article' : 'website',
    ogLocale: OG_LOCALES[view.locale],
    ogLocaleAlternates: [...new Set(page.alternates.filter((a) => a.locale !== view.locale).map((a) => OG_LOCALES[a.locale]))],
    image,
    imageAlt: pageTitle,
    alternates: hreflangLinks(
      page.alternates.length > 0 ? page.alternates : [{ locale: view.locale, hreflang: view.lang, url: canonical }],
    ),
    jsonLd,
    noindex: page.preview === true,
  };
  if (entity.kind === 'post') seo.publishedTime = entity.post.published;
  return seo;
}

/** Head data of an error page (404/500): noindex, no alternates, no structured data; its message describes it. */
export function errorPageSeo(input: {
  status: number;
  message: string;
  target: Pick<BuildTarget, 'url'>;
  locale: Locale;
  t: Translate;
  /** Build path of the error page (e.g. /en/404), for og:url. */
  path: string;
}): SeoData {
  const heading = tOptional(input.t, 'errors.heading', undefined, 'error');
  return utilityPageSeo({ ...input, title: `${input.status} ${heading}`, description: input.message });
}

/**
 * The message of an error page: an address that matches nothing says 'This page could not be found'
 * (`errors.notFound`), a missing item 'Page you requested does not exist' (`errors.404`), other statuses their
 * own (`errors.500`), else the general one.
 */
export function errorMessage(t: Translate, status: number, itemMissing: boolean): string {
  const key = status === 404 && !itemMissing ? 'errors.notFound' : `errors.${status}`;
  return tOptional(t, key) || tOptional(t, 'errors.general', undefined, String(status));
}

/** SEO of a page that is not content (error pages, newsletter confirmations): its own title, noindex, no alternates. */
export function utilityPageSeo(input: {
  title: string;
  description: string;
  target: Pick<BuildTarget, 'url'>;
  locale: Locale;
  t: Translate;
  path: string;
}): SeoData {
  const siteName = siteNameOf(input.t);
  return {
    title: composeTitle(input.title, siteName, titleTemplateOf(input.t)),
    description: input.description,
    canonical: originUrl(input.target.url, input.path),
    siteName,
    ogType: 'website',
    ogLocale: OG_LOCALES[input.locale],
    ogLocaleAlternates: [],
    image: null,
    imageAlt: '',
    alternates: [],
    jsonLd: [],
    noindex: true,
  };
}

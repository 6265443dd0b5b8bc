/**
 * Loads everything one page renders from: its page data or detail entity, the related lists its layout
 * shows, what its blocks load (their loaders, src/blocks/data.ts) and the menus. Runs at build time through
 * the content client (cached per build, reads recorded).
 */
import type { ContentClient, RequestOptions } from './content-client.ts';
import * as endpoints from '#contract/endpoints.ts';
import type { Menu } from '#contract/schemas/menus.ts';
import type { BuildTarget } from '#contract/domains.ts';
import { getT } from '../i18n/index.ts';
import { trackedChrome } from '../view/chrome-use.ts';
import { type Locale, toBcp47 } from '#contract/locales.ts';
import { createLinks, type Links } from '../routing/links.ts';
import type { Crumb, LocaleContent, PlannedPage } from '../routing/page-plan.ts';
import type { SitemapNode } from '#contract/schemas/routing.ts';
import type { BlockDataLoader, ChromeContent, LocaleView, PageContent, PageView } from '../view/page-model.ts';
import { ancestors, categoryWithDescendants, directChildren } from './categories.ts';
import { CATEGORY_PAGE_SIZE, NO_FILTERS, categoryProductsQuery } from './product-list-query.ts';

/** The chrome of each menus response: one object per response, which the frame renders once per state. */
const chromes = new WeakMap<readonly Menu[], ChromeContent>();

/**
 * The menus of the page frame. Every page of a locale gets the same object while the menus response is the
 * same (the client validates a response once), so the frame can render its parts once for all of them
 * (components/ui/RenderOnce.astro); its menus are read through getters that record how a page used them
 * (view/chrome-use.ts).
 */
export async function loadChrome(client: ContentClient, locale: Locale): Promise<ChromeContent> {
  const { items } = await client.list(endpoints.menus, { locale });
  let chrome = chromes.get(items);
  if (!chrome) {
    const byName = (name: string): Menu | null => items.find((m) => m.name === name) ?? null;
    chrome = trackedChrome({
      mainMenu: byName('main_menu'),
      footerTop: byName('footer_top'),
      footerBottom: byName('footer_bottom'),
    });
    chromes.set(items, chrome);
  }
  return chrome;
}

/** A collection's products by name, all of them (the collection page and a product's complementary list). */
async function collectionProducts(client: ContentClient, locale: Locale, collectionId: number) {
  const list = await client.list(endpoints.products, {
    locale,
    query: { 'collection.id': collectionId, order: { name: 'asc' }, pagination: false },
  });
  return list.items;
}

function categories(client: ContentClient, locale: Locale) {
  return client.list(endpoints.productCategories, { locale }).then((r) => r.items);
}

/** Page data and the entity of a page, by its data source (path parameters plus locale, or nodeReference). */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one case per data source, each a few lines; splitting it would spread one decision over files
export async function loadPageContent(
  client: ContentClient,
  page: PlannedPage,
  links: Links,
  loadBlockData: BlockDataLoader,
): Promise<PageContent> {
  const { locale, source } = page;
  const options: RequestOptions = { locale };
  if (source.kind === 'page') {
    const data = await client.get(endpoints.page, { id: source.id }, options);
    const base = {
      title: data.title,
      seoTitle: data.seoTitle,
      seoDescription: data.seoDescription,
      seoImageSrc: data.seoImageSrc,
      blocks: data.blocks,
    };
    if (page.pageType === 'product') {
      return { ...base, entity: { kind: 'categories', categories: directChildren(await categories(client, locale), null) } };
    }
    if (page.pageType === 'pattern') {
      const [patternCategories, patterns] = await Promise.all([
        client.list(endpoints.patternCategories, { locale, query: { order: { position: 'asc' } } }),
        client.list(endpoints.patterns, { locale }),
      ]);
      return { ...base, entity: { kind: 'patterns', categories: patternCategories.items, patterns: patterns.items } };
    }
    const blockData = await loadBlockData({ client, locale, links, layout: page.layout }, data.blocks);
    return { ...base, entity: { kind: 'page' }, blockData };
  }

  const slug = { slugOrId: source.slug };
  const seo = (e: { seoTitle: string | null; seoDescription: string | null; seoImageSrc: string | null }) => ({
    seoTitle: e.seoTitle,
    seoDescription: e.seoDescription,
    seoImageSrc: e.seoImageSrc,
  });
  switch (source.resource) {
    case 'products': {
      const [product, all] = await Promise.all([client.get(endpoints.product, slug, options), categories(client, locale)]);
      const category = all.find((c) => c.id === product.category.id);
      const complementary = product.collection
        ? (await collectionProducts(client, locale, product.collection.id)).filter((p) => p.id !== product.id)
        : [];
      return {
        title: product.name,
        ...seo(product),
        seoImageSrc: product.seoImageSrc ?? product.teaserImage?.url ?? null,
        blocks: [],
        trail: category ? [...ancestors(category), category] : [],
        entity: { kind: 'product', product, complementary },
      };
    }
    case 'product_categories': {
      const [category, all] = await Promise.all([
        client.get(endpoints.productCategory, slug, options),
        categories(client, locale),
      ]);
      const categoryIds = categoryWithDescendants(all, category.id);
      const list = await client.list(endpoints.products, {
        locale,
        accept: 'ld+json',
        query: categoryProductsQuery(categoryIds, NO_FILTERS, false),
      });
      // Beyond the first page: the rest as plain links for visitors without JavaScript (load-more needs it).
      const rest =
        list.totalItems > CATEGORY_PAGE_SIZE
          ? (
              await client.list(endpoints.products, { locale, query: categoryProductsQuery(categoryIds, NO_FILTERS, true) })
            ).items.slice(CATEGORY_PAGE_SIZE)
          : [];
      return {
        title: category.name,
        ...seo(category),
        blocks: [],
        trail: ancestors(category),
        entity: {
          kind: 'category',
          category,
          products: list.items.slice(0, CATEGORY_PAGE_SIZE),
          moreProducts: rest.map((p) => ({ name: p.name, path: p.path })),
          totalProducts: list.totalItems,
          categoryIds,
          subcategories: directChildren(all, category.id),
        },
      };
    }
    case 'product_collections': {
      const collection = await client.get(endpoints.productCollection, slug, options);
      // The embedded product list has no defined order; the collection page lists them by name.
      const products = await collectionProducts(client, locale, collection.id);
      return { title: collection.name, ...seo(collection), blocks: [], entity: { kind: 'collection', collection, products } };
    }
    case 'designers': {
      const designer = await client.get(endpoints.designer, slug, options);
      return { title: designer.name, ...seo(designer), blocks: [], entity: { kind: 'designer', designer } };
    }
    case 'posts': {
      const post = await client.get(endpoints.post, slug, options);
      return { title: post.title, ...seo(post), blocks: post.blocks, entity: { kind: 'post', post } };
    }
    case 'realizations': {
      const realization = await client.get(endpoints.realization, slug, options);
      return { title: realization.name, ...seo(realization), blocks: [], entity: { kind: 'realization', realization } };
    }
    case 'stories': {
      const [story, all] = await Promise.all([
        client.get(endpoints.story, slug, options),
        client.list(endpoints.stories, { locale }),
      ]);
      return {
        title: story.title,
        ...seo(story),
        blocks: story.blocks,
        entity: {
          kind: 'story',
          story,
          siblings: all.items.map((s) => ({ title: s.title, href: links.detail('story', s.slug) ?? '#' })),
        },
      };
    }
    case 'inspirations': {
      const inspiration = await client.get(endpoints.inspiration, slug, options);
      return { title: inspiration.title, ...seo(inspiration), blocks: [], entity: { kind: 'inspiration', inspiration } };
    }
  }
}

/** Breadcrumbs: home, the aggregator (and category ancestors), then the page itself. */
export function breadcrumbsFor(page: PlannedPage, content: PageContent, homeName: string): Crumb[] {
  if (page.localPath === '/') return [{ name: homeName, localPath: '/' }];
  const crumbs: Crumb[] = [{ name: homeName, localPath: '/' }, ...page.parents];
  const aggregator = page.parents[0]?.localPath;
  for (const step of aggregator ? (content.trail ?? []) : []) {
    crumbs.push({ name: step.name, localPath: `${aggregator}/${step.path}` });
  }
  crumbs.push({ name: content.title, localPath: page.localPath });
  return crumbs;
}

export async function loadPageView(
  client: ContentClient,
  target: BuildTarget,
  page: PlannedPage,
  locale: LocaleContent,
  loadBlockData: BlockDataLoader,
): Promise<PageView> {
  const links = createLinks(target, page.locale, locale.nodes);
  const [content, chrome] = await Promise.all([
    loadPageContent(client, page, links, loadBlockData),
    loadChrome(client, page.locale),
  ]);
  const t = getT(page.locale);
  return {
    target,
    page,
    locale: page.locale,
    lang: toBcp47(page.locale),
    content,
    chrome,
    links,
    t,
    breadcrumbs: breadcrumbsFor(page, content, t('breadcrumbs.home')),
  };
}

/** The view of a page every locale has besides its content (error, offline, newsletter confirmation): menus and links. */
export async function loadLocaleView(
  client: ContentClient,
  target: BuildTarget,
  locale: Locale,
  nodes: readonly SitemapNode[],
): Promise<LocaleView> {
  return { locale, target, chrome: await loadChrome(client, locale), links: createLinks(target, locale, nodes) };
}

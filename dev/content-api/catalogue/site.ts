/**
 * Sitemap nodes, pages (with their blocks) and menus of one locale. Node ids, page ids, block ids and menu item
 * ids come from fixed plans, so they are equal in every locale.
 */
import type { Tag } from '#contract/schemas/media.ts';
import type { Menu, MenuItem } from '#contract/schemas/menus.ts';
import type { SitemapNode } from '#contract/schemas/routing.ts';
import { p, renderSections } from './html.ts';
import { image, type RenderCtx } from './render/context.ts';
import { BRAND_DOMAIN, type NodeKey } from './taxonomy.ts';
import type { Section } from './text/types.ts';
import type {
  BlockRecord,
  CollectionRecord,
  DesignerRecord,
  FileRecord,
  PageRecord,
  PostRecord,
  ProductRecord,
  RealizationRecord,
} from './types.ts';

interface NodePlan {
  key: NodeKey;
  nodeType: string;
  layout: string;
  /** Layout of the detail (show) node, when the section has one. */
  show?: { layout: string; param: string };
}

/** Every node type, action and layout name of the spec, plus one unknown type and layout (`landing`,
 * `landing_wide`) that the site must treat as an article with the default layout. */
export const NODE_PLAN: readonly NodePlan[] = [
  { key: 'home', nodeType: 'root', layout: 'default' },
  { key: 'products', nodeType: 'product', layout: 'product_list', show: { layout: 'product', param: ':product*' } },
  {
    key: 'collections',
    nodeType: 'productcollection',
    layout: 'with_breadcrumbs',
    show: { layout: 'collection', param: ':slug' },
  },
  { key: 'designers', nodeType: 'designer', layout: 'with_breadcrumbs', show: { layout: 'designer', param: ':slug' } },
  { key: 'realizations', nodeType: 'realization', layout: 'realizations', show: { layout: 'realizations', param: ':slug' } },
  { key: 'news', nodeType: 'post', layout: 'with_breadcrumbs', show: { layout: 'post', param: ':slug' } },
  { key: 'stories', nodeType: 'story', layout: 'with sub navigation', show: { layout: 'with sub navigation', param: ':slug' } },
  { key: 'inspirations', nodeType: 'inspiration', layout: 'default', show: { layout: 'default', param: ':slug' } },
  { key: 'search', nodeType: 'search', layout: 'search' },
  { key: 'contact', nodeType: 'contact', layout: 'default' },
  { key: 'patterns', nodeType: 'pattern', layout: 'patterns' },
  { key: 'privacy', nodeType: 'privacy', layout: 'default' },
  { key: 'about', nodeType: 'article', layout: 'default' },
  { key: 'careers', nodeType: 'article', layout: 'default' },
  { key: 'showrooms', nodeType: 'article', layout: 'default' },
  { key: 'files', nodeType: 'article', layout: 'default' },
  { key: 'sustainability', nodeType: 'article', layout: 'default' },
  { key: 'customerService', nodeType: 'article_with_crumbs', layout: 'with_breadcrumbs' },
  { key: 'warranty', nodeType: 'article_with_crumbs', layout: 'with_breadcrumbs' },
  { key: 'hybridOffice', nodeType: 'landing', layout: 'landing_wide' },
  { key: 'newsletter', nodeType: 'article', layout: 'default' },
];

/** Page id of each index node (1-based position in NODE_PLAN); the unpublished draft page comes after them. */
export const PAGE_ID: Record<NodeKey, number> = Object.fromEntries(NODE_PLAN.map((n, i) => [n.key, i + 1])) as Record<
  NodeKey,
  number
>;
export const DRAFT_PAGE_ID = NODE_PLAN.length + 1;

interface SiteData {
  productRecords: ProductRecord[];
  collectionRecords: CollectionRecord[];
  designerRecords: DesignerRecord[];
  realizationRecords: RealizationRecord[];
  postRecords: PostRecord[];
  tags: Tag[];
  files: FileRecord[];
}

export function renderSite(ctx: RenderCtx, data: SiteData): { nodes: SitemapNode[]; pages: PageRecord[]; menus: Menu[] } {
  const { bank, skel, path, locale } = ctx;
  const link = (key: string) => (key in bank.nodes ? path(key as NodeKey) : null);
  const title = (key: NodeKey) => bank.nodes[key].title;

  // ------------------------------------------------------------------------------------------- nodes
  const nodes: SitemapNode[] = [];
  for (const plan of NODE_PLAN) {
    nodes.push({
      id: nodes.length + 1,
      nodeType: plan.nodeType,
      action: 'index',
      slug: path(plan.key),
      nodeReference: PAGE_ID[plan.key],
      layout: plan.layout,
      title: title(plan.key),
    });
    if (plan.show) {
      nodes.push({
        id: nodes.length + 1,
        nodeType: plan.nodeType,
        action: 'show',
        slug: `${path(plan.key)}/${plan.show.param}`,
        nodeReference: null,
        layout: plan.show.layout,
        title: title(plan.key),
      });
    }
  }

  // ------------------------------------------------------------------------------------------- pages
  let blockId = 1;
  const block = (type: string, data: Record<string, unknown> = {}): BlockRecord => ({ id: blockId++, type, ...data });
  /** Page images are shared by every locale: their path uses the node key, not the localized path. */
  const headerImage = (key: NodeKey) =>
    image(
      `/uploads/pages/${key.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)}-header.jpg`,
      skel.pageImages[key] ?? { w: 2560, h: 1080 },
      title(key),
    );
  const header = (key: NodeKey, extra: Record<string, unknown> = {}) =>
    block('page_header', {
      title: title(key),
      titleTag: 'h1',
      subtitle: bank.nodes[key].lead,
      image: headerImage(key),
      iconTheme: '',
      ...extra,
    });
  const rich = (sections: Section | Section[], blockTitle: string | null = null) =>
    block('rich_text', { title: blockTitle, content: renderSections(Array.isArray(sections) ? sections : [sections], link) });

  const published = <T extends { id: number; published: boolean }>(items: T[]) =>
    items.filter((i) => i.published).map((i) => i.id);
  const present = (ids: number[], records: { id: number; published: boolean }[]) => {
    const ok = new Set(published(records));
    return ids.filter((id) => ok.has(id));
  };

  const pageBlocks: Record<NodeKey, () => BlockRecord[]> = {
    home: () => [
      block('slider', { sliderId: 1 }),
      block('collections_list', {
        title: bank.blocks.newCollections,
        collectionIds: present(skel.homeCollectionIds, data.collectionRecords),
      }),
      block('products-list', {
        title: bank.blocks.featuredProducts,
        productIds: present(skel.homeProductIds, data.productRecords),
      }),
      block('realizations', {
        title: bank.blocks.realizations,
        realizationIds: present(skel.homeRealizationIds, data.realizationRecords),
      }),
      block('news_list', { title: bank.blocks.latestNews, postIds: present(skel.homePostIds, data.postRecords) }),
      rich(bank.pages.home, bank.pages.home.heading ?? null),
    ],
    products: () => [header('products'), rich(bank.pages.products)],
    collections: () => [
      block('breadcrumbs', { popupListType: 'productcollection' }),
      header('collections'),
      block('collections_list', { title: bank.blocks.allCollections, collectionIds: published(data.collectionRecords) }),
    ],
    designers: () => [
      block('breadcrumbs', { popupListType: '' }),
      header('designers'),
      block('designers_list', { title: bank.blocks.designers, designerIds: published(data.designerRecords) }),
    ],
    realizations: () => [
      header('realizations'),
      block('realizations', { title: bank.blocks.realizations, realizationIds: published(data.realizationRecords) }),
    ],
    news: () => [
      block('breadcrumbs', { popupListType: 'post' }),
      header('news'),
      block('news_list', { title: bank.blocks.latestNews, postIds: 'all' }),
    ],
    stories: () => [header('stories'), block('stories_list', { title: bank.blocks.stories })],
    inspirations: () => [header('inspirations'), block('inspirations_list', { title: bank.blocks.inspirations })],
    search: () => [header('search', { titleTag: 'div', iconTheme: 'onModal', image: null })],
    contact: () => [
      header('contact'),
      rich(bank.pages.contact),
      block('contact_form', { title: bank.blocks.contactForm, contactId: 1 }),
      block('contact_people', { title: bank.blocks.contactPeople }),
    ],
    patterns: () => [header('patterns'), rich(bank.pages.patterns)],
    privacy: () => [header('privacy', { image: null }), rich(bank.pages.privacy)],
    about: () => [
      header('about'),
      rich(bank.pages.about.slice(0, 1)),
      block('image', {
        image: image('/uploads/pages/factory-upholstery.jpg', skel.pageImages.factory!, bank.blocks.factoryCaption),
        caption: bank.blocks.factoryCaption,
        tags: [],
      }),
      rich(bank.pages.about.slice(1)),
      block('image_gallery', {
        title: bank.blocks.gallery,
        photos: skel.aboutPhotos.map((ph, i) => ({
          image: image(ph.url, ph.dim, `${title('about')} – ${bank.views[ph.view as keyof typeof bank.views]}`),
          name: `${title('about')} ${i + 1}`,
          tags: [],
          label: i % 2 === 0 ? bank.views[ph.view as keyof typeof bank.views] : null,
        })),
        limit: 6,
        showLabels: true,
      }),
      block('movie', {
        movie: {
          id: skel.aboutMovie.id,
          name: bank.blocks.aboutMovie,
          movieUrl: skel.aboutMovie.url,
          type: skel.aboutMovie.type,
          wide: skel.aboutMovie.wide,
          poster: image(skel.aboutMovie.poster.url, skel.aboutMovie.poster.dim, bank.blocks.aboutMovie),
        },
      }),
    ],
    careers: () => [
      header('careers'),
      rich(bank.pages.careers),
      block('job_offers', { title: bank.blocks.jobOffers, jobOfferIds: 'all' }),
    ],
    showrooms: () => [
      header('showrooms'),
      block('showroom_finder', { title: bank.blocks.findShowroom, storeIds: 'all', regionIds: 'all' }),
    ],
    files: () => [header('files'), rich(bank.pages.files), block('download_center', { title: bank.blocks.downloadCenter })],
    sustainability: () => {
      const eco = data.tags[2]!;
      const recycled = data.tags[7]!;
      const madeInPoland = data.tags[5]!;
      return [
        header('sustainability'),
        rich(bank.pages.sustainability),
        block('image', {
          image: image(
            '/uploads/pages/zrownowazony-rozwoj-fabryka.jpg',
            skel.pageImages.sustainabilityMap!,
            title('sustainability'),
          ),
          caption: bank.blocks.factoryCaption,
          tags: [
            { tag: { ...eco }, x: 24, y: 38 },
            { tag: { ...recycled }, x: 61, y: 55 },
            { tag: { ...madeInPoland }, x: 80, y: 22 },
          ],
        }),
      ];
    },
    customerService: () => [
      block('breadcrumbs', { popupListType: 'product' }),
      header('customerService'),
      rich(bank.pages.customerService),
      block('customer_service_form', { title: bank.blocks.customerServiceForm }),
    ],
    warranty: () => [block('breadcrumbs', { popupListType: 'productcollection' }), header('warranty'), rich(bank.pages.warranty)],
    hybridOffice: () => [
      header('hybridOffice', { titleTag: 'div', iconTheme: 'light' }),
      rich(bank.pages.hybridOffice.slice(0, 2)),
      block('slider', { sliderId: 2 }),
      block('products-list', {
        title: bank.blocks.featuredProducts,
        productIds: present(skel.landingProductIds, data.productRecords),
      }),
      block('related-items', {
        title: bank.blocks.relatedProducts,
        itemType: 'product',
        productIds: present(skel.landingRelatedIds, data.productRecords),
      }),
      block('movie', {
        movie: {
          id: skel.hybridMovie.id,
          name: title('hybridOffice'),
          movieUrl: skel.hybridMovie.url,
          type: skel.hybridMovie.type,
          wide: skel.hybridMovie.wide,
          poster: image(skel.hybridMovie.poster.url, skel.hybridMovie.poster.dim, title('hybridOffice')),
        },
      }),
      rich(bank.pages.hybridOffice.slice(2)),
      block('newsletter', { title: bank.blocks.newsletter }),
    ],
    newsletter: () => [header('newsletter'), rich(bank.pages.newsletter), block('newsletter', { title: bank.blocks.newsletter })],
  };

  const pages: PageRecord[] = NODE_PLAN.map((plan) => {
    const blocks = pageBlocks[plan.key]();
    const lead = bank.nodes[plan.key].lead;
    return {
      id: PAGE_ID[plan.key],
      title: title(plan.key),
      layout: plan.layout,
      blocks,
      published: true,
      seoTitle: `${title(plan.key)}${bank.seoSuffix}`,
      seoDescription: lead,
      seoImageSrc: plan.key === 'privacy' || plan.key === 'search' ? null : headerImage(plan.key).url,
    };
  });
  const draft = bank.pages.draft;
  pages.push({
    id: DRAFT_PAGE_ID,
    title: draft.heading ?? '',
    layout: 'default',
    blocks: [
      block('page_header', {
        title: draft.heading ?? '',
        titleTag: 'h1',
        subtitle: null,
        image: image('/uploads/pages/draft-header.jpg', skel.pageImages.draft!, draft.heading ?? ''),
        iconTheme: '',
      }),
      block('rich_text', { title: null, content: draft.paras.map(p).join('') }),
    ],
    published: false,
    seoTitle: null,
    seoDescription: null,
    seoImageSrc: null,
  });

  // ------------------------------------------------------------------------------------------- menus
  let menuItemId = 1;
  const item = (name: string, url: string, extra: Partial<MenuItem> = {}): MenuItem => ({
    id: menuItemId++,
    name,
    url,
    target: null,
    locale,
    cssClass: null,
    type: 'Node',
    group: null,
    typeReferenceId: null,
    children: [],
    ...extra,
  });
  const nodeItem = (key: NodeKey, extra: Partial<MenuItem> = {}) =>
    item(title(key), path(key), { typeReferenceId: PAGE_ID[key], ...extra });

  const categoryItem = (catId: number): MenuItem => {
    const cat = skel.categories[catId - 1]!;
    const it = item(bank.categories[cat.key].name, `${path('products')}/${ctx.categoryPaths.get(cat.id)}`, {
      type: 'Category',
      typeReferenceId: cat.id,
    });
    it.children = skel.categories.filter((c) => c.parentId === cat.id && !c.draft).map((c) => categoryItem(c.id));
    return it;
  };
  const mainMenu: Menu = { id: 1, name: 'main_menu', children: [] };
  {
    // Items are created in document order, so their ids read top to bottom.
    const add = (it: MenuItem) => {
      mainMenu.children.push(it);
      return it;
    };
    const products = add(nodeItem('products'));
    products.children = skel.categories.filter((c) => c.parentId === null && !c.draft).map((c) => categoryItem(c.id));
    products.children.push(
      item(bank.menus.allProducts, path('products'), { cssClass: 'additional', typeReferenceId: PAGE_ID.products }),
    );
    add(nodeItem('collections'));
    add(nodeItem('designers'));
    add(nodeItem('realizations'));
    add(nodeItem('inspirations'));
    const about = add(nodeItem('about'));
    about.children = [
      nodeItem('about'),
      nodeItem('stories'),
      nodeItem('careers'),
      nodeItem('sustainability'),
      nodeItem('news'),
      nodeItem('files', { cssClass: 'hr' }),
    ];
    add(nodeItem('contact'));
    add(nodeItem('patterns', { cssClass: 'additional' }));
    add(nodeItem('showrooms', { cssClass: 'additional' }));
    add(nodeItem('search', { cssClass: 'additional nofollow' }));
    add(
      item(bank.menus.shop, `https://sklep.${BRAND_DOMAIN}/${locale}`, {
        target: '_blank',
        type: 'Link',
        cssClass: 'additional',
      }),
    );
    add(item(bank.menus.dealerZone, `https://dealer.${BRAND_DOMAIN}/login`, { type: 'Link', cssClass: 'nofollow' }));
  }
  const footerTop: Menu = { id: 2, name: 'footer_top', children: [] };
  {
    const column = (group: keyof typeof bank.menus.groups, first: NodeKey, keys: NodeKey[]) => {
      const col = item(bank.menus.groups[group], path(first), { group, typeReferenceId: PAGE_ID[first] });
      col.children = keys.map((k) => nodeItem(k, { group }));
      return col;
    };
    footerTop.children = [column('offer', 'products', ['products', 'collections', 'patterns', 'files'])];
    // The general catalogue PDF as a direct download link in the offer column.
    const catalogue = data.files.find((f) => f.id === skel.fileIdsByKey.catalogueGeneral);
    if (catalogue)
      footerTop.children[0]!.children.push(
        item(bank.menus.catalogues, catalogue.path, {
          type: 'File',
          group: 'offer',
          target: '_blank',
          typeReferenceId: catalogue.id,
        }),
      );
    footerTop.children.push(
      column('inspiration', 'realizations', ['realizations', 'inspirations', 'stories', 'designers']),
      column('company', 'about', ['about', 'sustainability', 'careers', 'news']),
      column('help', 'contact', ['contact', 'showrooms', 'customerService', 'newsletter']),
    );
  }
  const footerBottom: Menu = {
    id: 3,
    name: 'footer_bottom',
    children: [
      nodeItem('privacy'),
      nodeItem('files'),
      nodeItem('customerService'),
      nodeItem('warranty'),
      nodeItem('careers'),
      nodeItem('hybridOffice', { cssClass: 'nofollow' }),
    ],
  };

  return { nodes, pages, menus: [mainMenu, footerTop, footerBottom] };
}

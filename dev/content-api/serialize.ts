/**
 * Records → API shapes (contract/schemas/, contract/blocks.ts).
 *
 * One Serializer per locale state; every shape is memoized by id until a CMS write to the locale drops the state.
 * Returned objects are shared: callers must not mutate them (copy first, as hydra.ts and the faults do).
 *
 * Referenced items are embedded the way API Platform serialization groups embed them; unpublished or missing
 * referenced items are left out of embedded lists (a product's unpublished collection becomes `collection: null`).
 */
import { memoTagged, type Tagged } from './cache-tags.ts';
import { endpointPath } from '#contract/endpoint.ts';
import * as endpoints from '#contract/endpoints.ts';
import { fold, isoDate, stripHtml } from './text.ts';
import { isPublished } from './model.ts';
import type { FileRecord } from './catalogue/types.ts';
import type { LocaleState } from './store.ts';
import type {
  BlockRecord,
  CategoryRecord,
  CollectionRecord,
  DesignerRecord,
  Image,
  InspirationRecord,
  PageRecord,
  PatternRecord,
  PostRecord,
  ProductRecord,
  RealizationRecord,
  StoreRecord,
  StoryRecord,
  TabRecord,
} from './catalogue/types.ts';

type Obj = Record<string, unknown>;

const img = (i: Image | null | undefined): Image | null => i ?? null;

const seo = (r: { seoTitle?: string | null; seoDescription?: string | null; seoImageSrc?: string | null }): Obj => ({
  seoTitle: r.seoTitle ?? null,
  seoDescription: r.seoDescription ?? null,
  seoImageSrc: r.seoImageSrc ?? null,
});

/** Search object types in their default order. */
export const SEARCH_TYPES = [
  'Product',
  'ProductCategory',
  'ProductCollection',
  'Designer',
  'Realization',
  'Post',
  'Story',
  'Inspiration',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export interface SearchEntry {
  id: number;
  objectType: SearchType;
  typeRank: number;
  title: string;
  /** Folded title (see text.ts fold). */
  titleFolded: string;
  /** Folded title + short description. */
  haystack: string;
  record: unknown;
}

export class Serializer {
  readonly #s: LocaleState;
  /** Shapes by kind and id, with the cache tags they were composed with. */
  readonly #memo = new Map<string, Map<number, Tagged<unknown>>>();

  constructor(state: LocaleState) {
    this.#s = state;
  }

  #m<T>(kind: string, id: number, fn: () => T): T {
    let map = this.#memo.get(kind);
    if (!map) {
      map = new Map();
      this.#memo.set(kind, map);
    }
    return memoTagged(map as Map<number, Tagged<T>>, id, fn);
  }

  get #idx() {
    return this.#s.idx;
  }

  /** Published records of the ids, in the given order, unknown ids skipped. */
  #published<T>(map: Map<number, T>, ids: readonly number[]): T[] {
    const out: T[] = [];
    for (const id of ids) {
      const r = map.get(id);
      if (r && isPublished(r)) out.push(r);
    }
    return out;
  }

  position(r: { id: number; position?: number }): number {
    // Records without a stored position sort by id, like an auto-increment key: a stable value, so deleting
    // one record does not renumber (and re-tag) every other.
    return typeof r.position === 'number' ? r.position : r.id;
  }

  // ------------------------------------------------------------------------------------------ tags, files

  tags(ids: readonly number[]): unknown[] {
    const out: unknown[] = [];
    for (const id of ids) {
      const t = this.#idx.byId.tags.get(id);
      if (t) out.push(t);
    }
    return out;
  }

  fileType(id: number | null): Obj | null {
    if (id === null) return null;
    const t = this.#idx.byId.fileTypes.get(id);
    return t ? { id: t.id, name: t.name, slug: t.slug } : null;
  }

  /** DownloadableFileSchema; `url` is the upload path (same origin through the site's proxy). */
  file(f: FileRecord): Obj {
    return this.#m('file', f.id, () => {
      const { fileTypeId, looseCategoryId, ...rest } = f;
      return {
        ...rest,
        url: f.path,
        isInDownloadCenter: f.isInDownloadCenter ?? false,
        lastModified: isoDate(f.lastModified),
        fileType: this.fileType(fileTypeId),
        looseCategoryId: looseCategoryId ?? null,
      };
    });
  }

  files(ids: readonly number[]): Obj[] {
    const out: Obj[] = [];
    for (const id of ids) {
      const f = this.#idx.byId.files.get(id);
      if (f) out.push(this.file(f));
    }
    return out;
  }

  /** DownloadCenterItemSchema: the basket lookup's item. */
  downloadCenterItem(f: FileRecord): Obj {
    const type = this.fileType(f.fileTypeId);
    return {
      id: f.id,
      name: f.name,
      type: type ?? { id: 0, name: f.format.toUpperCase(), slug: f.format },
      file: {
        url: f.path,
        mime: f.mime,
        lastModified: isoDate(f.lastModified),
        size: f.size,
        filename: f.filename,
        format: f.format,
      },
    };
  }

  looseFileCategory(c: { id: number; name: string; slug: string; fileTypeId: number | null }): Obj {
    return this.#m('looseFileCategory', c.id, () => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      fileType: this.fileType(c.fileTypeId),
      files: this.#s.cat.files.filter((f) => f.looseCategoryId === c.id).map((f) => this.file(f)),
    }));
  }

  // ------------------------------------------------------------------------------------------ categories

  categoryRef(id: number): Obj {
    return this.#m('categoryRef', id, () => {
      const c = this.#idx.byId.categories.get(id);
      if (!c) return { id, slug: '', path: '', name: '' };
      return { id: c.id, slug: c.slug, path: this.#idx.categoryPath.get(c.id) ?? c.slug, name: c.name };
    });
  }

  parentBranch(id: number | null, depth = 0): Obj | null {
    if (id === null || depth > 32) return null;
    return this.#m('parentBranch', id, () => {
      const c = this.#idx.byId.categories.get(id);
      if (!c) return null;
      return { ...this.categoryRef(id), parentBranch: this.parentBranch(c.parentId, depth + 1) };
    });
  }

  pdfSrc(c: CategoryRecord): string {
    if (c.pdfFileId !== null) {
      const f = this.#idx.byId.files.get(c.pdfFileId);
      if (f) return f.path;
    }
    return endpointPath(endpoints.categoryPdf, { id: c.id });
  }

  category(c: CategoryRecord): Obj {
    return this.#m('category', c.id, () => ({
      ...this.categoryRef(c.id),
      description: c.description ?? '',
      updated: isoDate(c.updated),
      status: c.status ?? 'STATUS_DRAFT',
      position: this.position(c),
      parentId: c.parentId,
      parentBranch: this.parentBranch(c.parentId),
      children: (this.#idx.categoryChildren.get(c.id) ?? [])
        .filter((ch) => ch.status !== 'STATUS_DRAFT')
        .map((ch) => this.categoryRef(ch.id)),
      pdfSrc: this.pdfSrc(c),
      image: img(c.image),
      options: c.options ?? [],
      checkboxs: c.checkboxs ?? [],
      ...seo(c),
    }));
  }

  /** Ids of a category and all its descendants. */
  categoryAndDescendants(id: number): number[] {
    const out: number[] = [];
    const walk = (cid: number, depth: number) => {
      out.push(cid);
      if (depth > 32) return;
      for (const ch of this.#idx.categoryChildren.get(cid) ?? []) walk(ch.id, depth + 1);
    };
    walk(id, 0);
    return out;
  }

  // ------------------------------------------------------------------------------------------ designers

  designerRef(d: DesignerRecord): Obj {
    return { id: d.id, name: d.name, slug: d.slug };
  }

  designerListItem(d: DesignerRecord): Obj {
    return this.#m('designerListItem', d.id, () => ({ id: d.id, name: d.name, slug: d.slug, image: img(d.image), ...seo(d) }));
  }

  designer(d: DesignerRecord): Obj {
    return this.#m('designer', d.id, () => ({
      id: d.id,
      name: d.name,
      slug: d.slug,
      image: img(d.image),
      content: d.content ?? '',
      collections: (this.#idx.collectionsByDesigner.get(d.id) ?? [])
        .filter(isPublished)
        .sort((a, b) => this.position(a) - this.position(b) || a.id - b.id)
        .map((c) => this.collectionTeaser(c)),
      ...seo(d),
    }));
  }

  // ------------------------------------------------------------------------------------------ collections

  /** CollectionRefSchema (product.collection) plus `position` (for order[collection.position]). */
  collectionRef(id: number | null): Obj | null {
    if (id === null) return null;
    return this.#m('collectionRef', id, () => {
      const c = this.#idx.byId.collections.get(id);
      if (!c || !isPublished(c)) return null;
      const d = c.designerId !== null ? this.#idx.byId.designers.get(c.designerId) : undefined;
      return {
        id: c.id,
        name: c.name,
        slug: c.slug,
        position: this.position(c),
        designers: d && isPublished(d) ? [this.designerRef(d)] : [],
      };
    });
  }

  /** designer.link is the designer's slug (the value of the designer show node's parameter). */
  collectionDesigner(c: CollectionRecord): Obj | null {
    const d = c.designerId !== null ? this.#idx.byId.designers.get(c.designerId) : undefined;
    if (!d || !isPublished(d)) return null;
    return { id: d.id, name: d.name, slug: d.slug, link: d.slug };
  }

  collectionTeaser(c: CollectionRecord): Obj {
    return this.#m('collectionTeaser', c.id, () => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      position: this.position(c),
      teaserImage: img(c.teaserImage),
      designer: this.collectionDesigner(c),
    }));
  }

  collectionProducts(c: CollectionRecord): ProductRecord[] {
    return (this.#idx.productsByCollection.get(c.id) ?? [])
      .filter(isPublished)
      .sort((a, b) => this.position(a) - this.position(b) || a.id - b.id);
  }

  collection(c: CollectionRecord): Obj {
    return this.#m('collection', c.id, () => {
      const products = this.collectionProducts(c);
      return {
        ...this.collectionTeaser(c),
        description: c.description ?? '',
        image: img(c.image),
        products: products.map((p) => this.productTeaser(p)),
        realizations: products.flatMap((p) =>
          this.#published(this.#idx.byId.realizations, p.realizationIds).map((r) => this.realizationTeaser(r)),
        ),
        images: c.images ?? [],
        movies: c.movies ?? [],
        ...seo(c),
      };
    });
  }

  // ------------------------------------------------------------------------------------------ products

  productPath(p: ProductRecord): string {
    const cp = this.#idx.categoryPath.get(p.categoryId);
    return cp ? `${cp}/${p.slug}` : p.slug;
  }

  productTeaser(p: ProductRecord): Obj {
    return this.#m('productTeaser', p.id, () => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      path: this.productPath(p),
      teaserImage: img(p.teaserImage),
      tags: this.tags(p.tagIds ?? []),
      collection: this.collectionRef(p.collectionId),
      ecoFriendlyProduct: p.ecoFriendlyProduct ?? false,
    }));
  }

  productDesigners(p: ProductRecord): Obj[] {
    return this.#published(this.#idx.byId.designers, p.designerIds ?? []).map((d) => this.designerRef(d));
  }

  /** List member of /api/products: a teaser plus what list pages filter and sort on. Valid for both
   * ProductTeaserSchema and ProductSchema. */
  productListItem(p: ProductRecord): Obj {
    return this.#m('productListItem', p.id, () => ({
      ...this.productTeaser(p),
      position: this.position(p),
      shortDescription: p.shortDescription ?? '',
      category: this.categoryRef(p.categoryId),
      designers: this.productDesigners(p),
      filterOptionSlugs: p.filterOptionSlugs ?? [],
      checkboxIds: p.checkboxIds ?? [],
    }));
  }

  tab(t: TabRecord): Obj {
    if (t.type === 'product_file_list') {
      const { groups, ...rest } = t;
      return { ...rest, content: groups.map((g) => ({ category: g.category, files: this.files(g.fileIds) })) };
    }
    return t;
  }

  product(p: ProductRecord): Obj {
    return this.#m('product', p.id, () => ({
      ...this.productListItem(p),
      description: p.description ?? '',
      images: p.images ?? [],
      tabs: (p.tabs ?? []).map((t) => this.tab(t)),
      similarProducts: this.#published(this.#idx.byId.products, p.similarProductIds ?? []).map((s) => this.productTeaser(s)),
      realizations: this.#published(this.#idx.byId.realizations, p.realizationIds ?? []).map((r) => this.realizationTeaser(r)),
      productConfiguratorUrl: p.productConfiguratorUrl ?? null,
      ...seo(p),
    }));
  }

  // ------------------------------------------------------------------------------------------ realizations

  realizationCategory(id: number | null): Obj | null {
    if (id === null) return null;
    const c = this.#idx.byId.realizationCategories.get(id);
    return c ? { id: c.id, slug: c.slug, name: c.name } : null;
  }

  realizationTeaser(r: RealizationRecord): Obj {
    return this.#m('realizationTeaser', r.id, () => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      teaserImage: img(r.teaserImage),
      location: r.location ?? null,
      category: this.realizationCategory(r.categoryId),
    }));
  }

  realization(r: RealizationRecord): Obj {
    return this.#m('realization', r.id, () => ({
      ...this.realizationTeaser(r),
      image: img(r.image),
      photographerNote: r.photographerNote ?? null,
      investorNote: r.investorNote ?? null,
      ctaUrl: r.ctaUrl ?? null,
      ctaLabel: r.ctaLabel ?? null,
      description: r.description ?? '',
      images: r.images ?? [],
      products: this.#published(this.#idx.byId.products, r.productIds ?? []).map((p) => this.productTeaser(p)),
      ...seo(r),
    }));
  }

  // ------------------------------------------------------------------------------------------ posts, stories, inspirations

  postTeaser(p: PostRecord): Obj {
    return this.#m('postTeaser', p.id, () => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      published: isoDate(p.published_at),
      lead: p.lead ?? '',
      teaserImage: img(p.teaserImage),
    }));
  }

  post(p: PostRecord): Obj {
    return this.#m('post', p.id, () => ({ ...this.postTeaser(p), blocks: this.blocks(p.blocks ?? []), ...seo(p) }));
  }

  storyTeaser(s: StoryRecord): Obj {
    return this.#m('storyTeaser', s.id, () => ({
      id: s.id,
      title: s.title,
      slug: s.slug,
      lead: s.lead ?? '',
      teaserImage: img(s.teaserImage),
      ...seo(s),
    }));
  }

  story(s: StoryRecord): Obj {
    return this.#m('story', s.id, () => ({ ...this.storyTeaser(s), blocks: this.blocks(s.blocks ?? []) }));
  }

  inspirationTeaser(i: InspirationRecord): Obj {
    return this.#m('inspirationTeaser', i.id, () => ({
      id: i.id,
      title: i.title,
      slug: i.slug,
      lead: i.lead ?? '',
      image: img(i.image),
      ...seo(i),
    }));
  }

  inspiration(i: InspirationRecord): Obj {
    return this.#m('inspiration', i.id, () => ({
      ...this.inspirationTeaser(i),
      images: i.images ?? [],
      products: this.#published(this.#idx.byId.products, i.productIds ?? []).map((p) => this.productTeaser(p)),
    }));
  }

  // ------------------------------------------------------------------------------------------ pages and blocks

  page(p: PageRecord): Obj {
    return this.#m('page', p.id, () => ({
      id: p.id,
      title: p.title,
      ...seo(p),
      blocks: this.blocks(p.blocks ?? []),
      layout: p.layout ?? null,
    }));
  }

  /** The published records a block names: `'all'` of them (reads the whole set), or these ids. */
  #refs<T extends { id: number }>(map: Map<number, T>, all: () => readonly T[], ids: unknown): T[] {
    if (ids === 'all') return all().filter(isPublished);
    if (!Array.isArray(ids)) return [];
    return this.#published(
      map,
      ids.filter((i): i is number => typeof i === 'number'),
    );
  }

  /**
   * Expands a stored block's id fields into the embedded items its schema names, and drops the id fields.
   * A block whose single required item (designerId, realizationId, collectionId, sliderId) is missing or
   * unpublished is left out.
   */
  block(b: BlockRecord): Obj | null {
    const {
      productIds,
      postIds,
      realizationIds,
      collectionIds,
      designerIds,
      storeIds,
      regionIds,
      jobOfferIds,
      designerId,
      realizationId,
      collectionId,
      sliderId,
      ...rest
    } = b;
    const out: Obj = { ...rest };
    const idx = this.#idx;
    const cat = this.#s.cat;
    if (productIds !== undefined)
      out.products = this.#refs(idx.byId.products, () => cat.products, productIds).map((p) => this.productTeaser(p));
    if (postIds !== undefined) {
      const posts = this.#refs(idx.byId.posts, () => cat.posts, postIds);
      if (postIds === 'all') posts.sort((a, c) => isoDate(c.published_at).localeCompare(isoDate(a.published_at)) || c.id - a.id);
      out.posts = posts.map((p) => this.postTeaser(p));
    }
    if (realizationIds !== undefined) {
      out.realizations = this.#refs(idx.byId.realizations, () => cat.realizations, realizationIds).map((r) =>
        this.realizationTeaser(r),
      );
    }
    if (collectionIds !== undefined) {
      out.collections = this.#refs(idx.byId.collections, () => cat.collections, collectionIds).map((c) =>
        this.collectionTeaser(c),
      );
    }
    if (designerIds !== undefined) {
      out.designers = this.#refs(idx.byId.designers, () => cat.designers, designerIds).map((d) => ({
        id: d.id,
        name: d.name,
        slug: d.slug,
        image: img(d.image),
      }));
    }
    if (storeIds !== undefined) {
      const stores = this.#refs(idx.byId.stores, () => cat.stores, storeIds);
      out.stores = stores.map((s) => this.store(s));
      if (regionIds === undefined) {
        const used = new Set(stores.map((s) => s.regionId));
        out.regions = cat.regions.filter((r) => used.has(r.id)).sort((a, c) => this.#s.collator.compare(a.name, c.name));
      }
    }
    if (regionIds !== undefined) {
      out.regions = regionIds === 'all' ? cat.regions : this.#refs(idx.byId.regions, () => cat.regions, regionIds);
    }
    if (jobOfferIds !== undefined) out.offers = this.#refs(idx.byId.jobOffers, () => cat.jobOffers, jobOfferIds);
    if (designerId !== undefined) {
      const d = typeof designerId === 'number' ? idx.byId.designers.get(designerId) : undefined;
      if (!d || !isPublished(d)) return null;
      out.designer = this.designer(d);
    }
    if (realizationId !== undefined) {
      const r = typeof realizationId === 'number' ? idx.byId.realizations.get(realizationId) : undefined;
      if (!r || !isPublished(r)) return null;
      out.realization = this.realization(r);
    }
    if (collectionId !== undefined) {
      const c = typeof collectionId === 'number' ? idx.byId.collections.get(collectionId) : undefined;
      if (!c || !isPublished(c)) return null;
      out.collection = this.collectionTeaser(c);
    }
    if (sliderId !== undefined) {
      const s = typeof sliderId === 'number' ? idx.byId.sliders.get(sliderId) : undefined;
      if (!s) return null;
      out.slider = s;
    }
    return out;
  }

  blocks(list: readonly BlockRecord[]): Obj[] {
    const out: Obj[] = [];
    for (const b of list) {
      const s = this.block(b);
      if (s) out.push(s);
    }
    return out;
  }

  // ------------------------------------------------------------------------------------------ patterns, stores

  pattern(p: PatternRecord): Obj {
    return this.#m('pattern', p.id, () => {
      const c = this.#idx.byId.patternCategories.get(p.categoryId);
      const g = this.#idx.byId.patternPriceGroups.get(p.priceGroupId);
      return {
        id: p.id,
        name: p.name,
        slug: p.slug,
        code: p.code,
        position: this.position(p as PatternRecord & { position?: number }),
        category: c
          ? { id: c.id, slug: c.slug, name: c.name, position: c.position }
          : { id: p.categoryId, slug: '', name: '', position: 0 },
        image: img(p.image),
        composition: p.composition,
        weight: p.weight,
        care: p.care,
        priceGroup: g ?? { id: p.priceGroupId, name: '', position: 0 },
        colors: p.colorIds.map((id) => this.#idx.byId.patternColors.get(id)).filter((x) => x !== undefined),
        certifications: p.certifications ?? [],
        files: this.files(p.fileIds ?? []),
      };
    });
  }

  store(s: StoreRecord): Obj {
    return this.#m('store', s.id, () => {
      const { regionId, ...rest } = s;
      const r = this.#idx.byId.regions.get(regionId);
      return { ...rest, region: r ?? { id: regionId, name: '', slug: '' } };
    });
  }

  // ------------------------------------------------------------------------------------------ search

  /** SearchItemSchema. */
  searchItem(e: SearchEntry): Obj {
    return this.#m(`search${e.objectType}`, e.id, () => {
      const r = e.record as Record<string, unknown>;
      const base = { id: e.id, objectType: e.objectType, title: e.title };
      switch (e.objectType) {
        case 'Product': {
          const p = e.record as ProductRecord;
          const col = this.collectionRef(p.collectionId);
          return {
            ...base,
            slug: this.productPath(p),
            image: img(p.teaserImage),
            shortDescription: p.shortDescription ?? '',
            alternativePresentationContent: { collection: col ? { id: col.id, name: col.name, slug: col.slug } : null },
          };
        }
        case 'ProductCategory': {
          const c = e.record as CategoryRecord;
          return {
            ...base,
            slug: this.#idx.categoryPath.get(c.id) ?? c.slug,
            image: img(c.image),
            alternativePresentationContent: null,
          };
        }
        case 'Designer':
        case 'Inspiration':
          return { ...base, slug: r.slug, image: img(r.image as Image | null), alternativePresentationContent: null };
        default:
          return { ...base, slug: r.slug, image: img(r.teaserImage as Image | null), alternativePresentationContent: null };
      }
    });
  }

  /** The search index of the locale: every published searchable item, with folded text. */
  searchEntries(): SearchEntry[] {
    return this.#s.memoize('searchEntries', () => {
      const cat = this.#s.cat;
      const out: SearchEntry[] = [];
      const add = (objectType: SearchType, record: { id: number }, title: string, extra: string) => {
        const titleFolded = foldCached(title);
        out.push({
          id: record.id,
          objectType,
          typeRank: SEARCH_TYPES.indexOf(objectType),
          title,
          titleFolded,
          haystack: extra ? `${titleFolded} ${foldCached(stripHtml(extra))}` : titleFolded,
          record,
        });
      };
      for (const p of cat.products) if (isPublished(p)) add('Product', p, p.name, p.shortDescription ?? '');
      for (const c of cat.categories) if (c.status !== 'STATUS_DRAFT') add('ProductCategory', c, c.name, '');
      for (const c of cat.collections) if (isPublished(c)) add('ProductCollection', c, c.name, '');
      for (const d of cat.designers) if (isPublished(d)) add('Designer', d, d.name, '');
      for (const r of cat.realizations) if (isPublished(r)) add('Realization', r, r.name, r.location ?? '');
      for (const p of cat.posts) if (isPublished(p)) add('Post', p, p.title, p.lead ?? '');
      for (const s of cat.stories) if (isPublished(s)) add('Story', s, s.title, s.lead ?? '');
      for (const i of cat.inspirations) if (isPublished(i)) add('Inspiration', i, i.title, i.lead ?? '');
      return out;
    });
  }
}

const foldMemo = new Map<string, string>();
function foldCached(s: string): string {
  let f = foldMemo.get(s);
  if (f === undefined) {
    f = fold(s);
    if (foldMemo.size > 200_000) foldMemo.clear();
    foldMemo.set(s, f);
  }
  return f;
}

import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BLOCK_SCHEMAS, BLOCK_TYPES } from '#contract/blocks.ts';
import {
  CollectionSchema,
  DesignerSchema,
  type ProductCategoryBranch,
  ProductCategorySchema,
  ProductSchema,
} from '#contract/schemas/catalogue.ts';
import { JobOfferSchema, RegionSchema, StoreSchema } from '#contract/schemas/company.ts';
import { ContactDepartmentSchema, ContactPersonSchema, ContactRegionSchema, ContactSchema } from '#contract/schemas/contact.ts';
import {
  InspirationSchema,
  PageDataSchema,
  PostSchema,
  RealizationCategorySchema,
  RealizationSchema,
  SliderSchema,
  StorySchema,
} from '#contract/schemas/content.ts';
import { DownloadCenterFileTypeSchema, DownloadableFileSchema, LooseFileCategorySchema } from '#contract/schemas/downloads.ts';
import { TagSchema } from '#contract/schemas/media.ts';
import { type MenuItem, MenuSchema } from '#contract/schemas/menus.ts';
import { PatternCategorySchema, PatternColorSchema, PatternPriceGroupSchema, PatternSchema } from '#contract/schemas/patterns.ts';
import { type SitemapNode, SitemapNodeSchema } from '#contract/schemas/routing.ts';
import { DRAFT_PAGE_ID, LOCALES, countRoutablePages, generateCatalogue } from '#dev/content-api/catalogue/generate.ts';
import { SLUG_RE } from '#dev/content-api/catalogue/slug.ts';
import { BANKS } from '#dev/content-api/catalogue/text/index.ts';
import type { BlockRecord, LocaleCatalogue, LocaleCode } from '#dev/content-api/catalogue/types.ts';
import { LAYOUT_NAMES } from '#src/routing/page-plan.ts';

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
/** Any seed must pass; CATALOGUE_TEST_SEED runs the suite against another one. */
const SEED = Number(process.env.CATALOGUE_TEST_SEED ?? 1);
const catalogue = generateCatalogue({ seed: SEED, scale: 'default' });
const byId = <T extends { id: number }>(items: readonly T[]) => new Map(items.map((i) => [i.id, i]));
const filesOf = (lc: LocaleCatalogue) => lc.files;

// ------------------------------------------------------------------------------------------------------
// A minimal composer, standing in for the server's serializers: expands the records' ids into the API
// shapes of contract/schemas/ so the records can be validated with the real schemas.
// ------------------------------------------------------------------------------------------------------
function composer(lc: LocaleCatalogue) {
  const products = byId(lc.products);
  const categories = byId(lc.categories);
  const collections = byId(lc.collections);
  const designers = byId(lc.designers);
  const realizations = byId(lc.realizations);
  const posts = byId(lc.posts);
  const tags = byId(lc.tags);
  const files = byId(filesOf(lc));
  const regions = byId(lc.regions);
  const sliders = byId(lc.sliders);
  const node = (nodeType: string) => lc.sitemapNodes.find((n) => n.nodeType === nodeType && n.action === 'index')!.slug;

  const categoryPath = (id: number): string => {
    const c = categories.get(id)!;
    return c.parentId ? `${categoryPath(c.parentId)}/${c.slug}` : c.slug;
  };
  const categoryRef = (id: number) => ({
    id,
    slug: categories.get(id)!.slug,
    path: categoryPath(id),
    name: categories.get(id)!.name,
  });
  const branch = (id: number | null): ProductCategoryBranch | null =>
    id ? { ...categoryRef(id), parentBranch: branch(categories.get(id)!.parentId) } : null;
  const file = (id: number) => {
    const f = files.get(id)!;
    return { ...f, url: f.path };
  };
  const designerRef = (id: number) => ({ id, name: designers.get(id)!.name, slug: designers.get(id)!.slug });
  const collectionRef = (id: number) => {
    const c = collections.get(id)!;
    return { id, name: c.name, slug: c.slug, designers: c.designerId ? [designerRef(c.designerId)] : [] };
  };
  const productTeaser = (id: number) => {
    const p = products.get(id)!;
    return {
      id,
      name: p.name,
      slug: p.slug,
      path: `${categoryPath(p.categoryId)}/${p.slug}`,
      teaserImage: p.teaserImage,
      tags: p.tagIds.map((t) => tags.get(t)!),
      collection: p.collectionId ? collectionRef(p.collectionId) : null,
      ecoFriendlyProduct: p.ecoFriendlyProduct,
    };
  };
  const collectionTeaser = (id: number) => {
    const c = collections.get(id)!;
    const d = c.designerId ? designers.get(c.designerId)! : null;
    return {
      id,
      name: c.name,
      slug: c.slug,
      teaserImage: c.teaserImage,
      designer: d ? { name: d.name, link: `${node('designer')}/${d.slug}` } : null,
    };
  };
  const realizationTeaser = (id: number) => {
    const r = realizations.get(id)!;
    return { id, name: r.name, slug: r.slug, teaserImage: r.teaserImage, location: r.location };
  };
  const postTeaser = (id: number) => {
    const p = posts.get(id)!;
    return { id, title: p.title, slug: p.slug, published: p.published_at, lead: p.lead, teaserImage: p.teaserImage };
  };
  const designer = (id: number) => ({
    ...designers.get(id)!,
    collections: lc.collections.filter((c) => c.designerId === id && c.published).map((c) => collectionTeaser(c.id)),
  });
  const realization = (id: number) => {
    const r = realizations.get(id)!;
    const cat = lc.realizationCategories.find((c) => c.id === r.categoryId) ?? null;
    return { ...r, category: cat, products: r.productIds.map(productTeaser) };
  };
  const store = (s: LocaleCatalogue['stores'][number]) => ({ ...s, region: regions.get(s.regionId)! });
  const ids = (value: unknown, all: number[]): number[] => (value === 'all' ? all : (value as number[]));
  const block = (b: BlockRecord): Record<string, unknown> => {
    const {
      productIds,
      collectionIds,
      designerIds,
      realizationIds,
      postIds,
      storeIds,
      regionIds,
      jobOfferIds,
      collectionId,
      designerId,
      realizationId,
      sliderId,
      ...rest
    } = b as Record<string, unknown> & BlockRecord;
    const out: Record<string, unknown> = { ...rest };
    if (productIds !== undefined) out.products = (productIds as number[]).map(productTeaser);
    if (collectionIds !== undefined) out.collections = (collectionIds as number[]).map(collectionTeaser);
    if (designerIds !== undefined)
      out.designers = (designerIds as number[]).map((id) => ({
        id,
        name: designers.get(id)!.name,
        slug: designers.get(id)!.slug,
        image: designers.get(id)!.image,
      }));
    if (realizationIds !== undefined) out.realizations = (realizationIds as number[]).map(realizationTeaser);
    if (postIds !== undefined)
      out.posts = ids(
        postIds,
        lc.posts.filter((p) => p.published).map((p) => p.id),
      ).map(postTeaser);
    if (storeIds !== undefined)
      out.stores = ids(
        storeIds,
        lc.stores.map((s) => s.id),
      ).map((id) => store(lc.stores.find((s) => s.id === id)!));
    if (regionIds !== undefined)
      out.regions = ids(
        regionIds,
        lc.regions.map((r) => r.id),
      ).map((id) => regions.get(id)!);
    if (jobOfferIds !== undefined)
      out.offers = ids(
        jobOfferIds,
        lc.jobOffers.map((j) => j.id),
      ).map((id) => lc.jobOffers.find((j) => j.id === id)!);
    if (collectionId !== undefined) out.collection = collectionTeaser(collectionId as number);
    if (designerId !== undefined) out.designer = designer(designerId as number);
    if (realizationId !== undefined) out.realization = realization(realizationId as number);
    if (sliderId !== undefined) out.slider = sliders.get(sliderId as number)!;
    return out;
  };
  const product = (id: number) => {
    const p = products.get(id)!;
    return {
      ...productTeaser(id),
      shortDescription: p.shortDescription,
      description: p.description,
      category: categoryRef(p.categoryId),
      images: p.images,
      tabs: p.tabs.map((t) =>
        t.type === 'product_file_list'
          ? {
              id: t.id,
              name: t.name,
              type: t.type,
              is_row: t.is_row,
              content: t.groups.map((g) => ({ category: g.category, files: g.fileIds.map(file) })),
            }
          : t,
      ),
      similarProducts: p.similarProductIds.map(productTeaser),
      realizations: p.realizationIds.map(realizationTeaser),
      designers: p.designerIds.map(designerRef),
      productConfiguratorUrl: p.productConfiguratorUrl,
      seoTitle: p.seoTitle,
      seoDescription: p.seoDescription,
      seoImageSrc: p.seoImageSrc,
    };
  };
  const category = (id: number) => {
    const c = categories.get(id)!;
    return {
      ...c,
      path: categoryPath(id),
      parentBranch: branch(c.parentId),
      children: lc.categories.filter((x) => x.parentId === id).map((x) => categoryRef(x.id)),
      pdfSrc: c.pdfFileId ? files.get(c.pdfFileId)!.path : null,
    };
  };
  const collection = (id: number) => {
    const c = collections.get(id)!;
    const own = lc.products.filter((p) => p.collectionId === id && p.published);
    return {
      ...collectionTeaser(id),
      ...c,
      designer: collectionTeaser(id).designer,
      products: own.map((p) => productTeaser(p.id)),
      realizations: own.flatMap((p) => p.realizationIds.map(realizationTeaser)),
    };
  };
  const pattern = (p: LocaleCatalogue['patterns'][number]) => ({
    ...p,
    category: lc.patternCategories.find((c) => c.id === p.categoryId)!,
    priceGroup: lc.patternPriceGroups.find((g) => g.id === p.priceGroupId)!,
    colors: p.colorIds.map((cid) => lc.patternColors.find((c) => c.id === cid)!),
    files: p.fileIds.map(file),
  });
  const looseCategory = (lcat: LocaleCatalogue['looseFileCategories'][number]) => ({
    ...lcat,
    fileType: lcat.fileTypeId ? lc.fileTypes.find((t) => t.id === lcat.fileTypeId)! : null,
    files: filesOf(lc)
      .filter((f) => f.looseCategoryId === lcat.id)
      .map((f) => file(f.id)),
  });
  return {
    product,
    category,
    collection,
    designer,
    realization,
    block,
    pattern,
    looseCategory,
    store,
    postTeaser,
    categoryPath,
    file,
  };
}

/** Collects valibot issues as readable lines. */
function check(errors: string[], where: string, schema: v.GenericSchema, value: unknown) {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    for (const issue of result.issues.slice(0, 3)) errors.push(`${where}: ${v.getDotPath(issue) ?? ''} ${issue.message}`);
  }
}

function walkBlocks(lc: LocaleCatalogue): { owner: string; block: BlockRecord }[] {
  return [
    ...lc.pages.flatMap((p) => p.blocks.map((block) => ({ owner: `page ${p.id}`, block }))),
    ...lc.posts.flatMap((p) => p.blocks.map((block) => ({ owner: `post ${p.id}`, block }))),
    ...lc.stories.flatMap((s) => s.blocks.map((block) => ({ owner: `story ${s.id}`, block }))),
  ];
}

function menuItems(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((i) => [i, ...menuItems(i.children)]);
}

// ------------------------------------------------------------------------------------------------------

describe('catalogue generator: determinism', () => {
  it('gives deep-equal output for the same seed and different output for another seed', () => {
    const again = generateCatalogue({ seed: SEED, scale: 'default' });
    expect(hash(again)).toBe(hash(catalogue));
    const other = generateCatalogue({ seed: SEED + 1, scale: 'default' });
    expect(hash(other)).not.toBe(hash(catalogue));
    expect(other.locales.pl.products.map((p) => p.name)).not.toEqual(catalogue.locales.pl.products.map((p) => p.name));
  });

  it('a numeric scale multiplies the default counts', () => {
    const double = generateCatalogue({ seed: SEED, scale: 2 });
    expect(double.locales.pl.products.length).toBe(catalogue.locales.pl.products.length * 2);
    expect(double.locales.pl.posts.length).toBe(catalogue.locales.pl.posts.length * 2);
  });
});

describe.each(LOCALES)('catalogue locale %s', (locale: LocaleCode) => {
  const lc = catalogue.locales[locale];
  const compose = composer(lc);

  it('validates what is already in API shape (menus, nodes, tags, regions, job offers, pattern taxonomies, contact)', () => {
    const errors: string[] = [];
    for (const m of lc.menus) check(errors, `menu ${m.name}`, MenuSchema, m);
    for (const n of lc.sitemapNodes) check(errors, `node ${n.id}`, SitemapNodeSchema, n);
    for (const t of lc.tags) check(errors, `tag ${t.id}`, TagSchema, t);
    for (const r of lc.regions) check(errors, `region ${r.id}`, RegionSchema, r);
    for (const j of lc.jobOffers) check(errors, `job ${j.id}`, JobOfferSchema, j);
    for (const c of lc.patternCategories) check(errors, `pattern category ${c.id}`, PatternCategorySchema, c);
    for (const c of lc.patternColors) check(errors, `pattern color ${c.id}`, PatternColorSchema, c);
    for (const g of lc.patternPriceGroups) check(errors, `price group ${g.id}`, PatternPriceGroupSchema, g);
    for (const c of lc.realizationCategories) check(errors, `realization category ${c.id}`, RealizationCategorySchema, c);
    for (const t of lc.fileTypes) check(errors, `file type ${t.id}`, DownloadCenterFileTypeSchema, t);
    for (const c of lc.contacts) check(errors, `contact ${c.id}`, ContactSchema, c);
    for (const d of lc.contactDepartments) check(errors, `department ${d.id}`, ContactDepartmentSchema, d);
    for (const p of lc.contactPeople) check(errors, `person ${p.id}`, ContactPersonSchema, p);
    for (const r of lc.contactRegions) check(errors, `contact region ${r.id}`, ContactRegionSchema, r);
    for (const s of lc.sliders) check(errors, `slider ${s.id}`, SliderSchema, s);
    for (const m of menuItems(lc.menus.flatMap((x) => x.children))) {
      if (m.locale !== locale) errors.push(`menu item ${m.id} has locale ${m.locale}`);
    }
    expect(errors).toEqual([]);
  });

  it('validates every record once composed into its API shape, and every block with its block schema', () => {
    const errors: string[] = [];
    for (const p of lc.products) check(errors, `product ${p.id}`, ProductSchema, compose.product(p.id));
    for (const c of lc.categories) check(errors, `category ${c.id}`, ProductCategorySchema, compose.category(c.id));
    for (const c of lc.collections) check(errors, `collection ${c.id}`, CollectionSchema, compose.collection(c.id));
    for (const d of lc.designers) check(errors, `designer ${d.id}`, DesignerSchema, compose.designer(d.id));
    for (const r of lc.realizations) check(errors, `realization ${r.id}`, RealizationSchema, compose.realization(r.id));
    for (const p of lc.posts)
      check(errors, `post ${p.id}`, PostSchema, {
        ...compose.postTeaser(p.id),
        blocks: p.blocks.map(compose.block),
        seoTitle: p.seoTitle,
      });
    for (const s of lc.stories) check(errors, `story ${s.id}`, StorySchema, { ...s, blocks: s.blocks.map(compose.block) });
    for (const i of lc.inspirations)
      check(errors, `inspiration ${i.id}`, InspirationSchema, {
        ...i,
        products: i.productIds.map((id) => compose.product(id)),
      });
    for (const p of lc.patterns) check(errors, `pattern ${p.id}`, PatternSchema, compose.pattern(p));
    for (const s of lc.stores) check(errors, `store ${s.id}`, StoreSchema, compose.store(s));
    for (const c of lc.looseFileCategories)
      check(errors, `loose category ${c.id}`, LooseFileCategorySchema, compose.looseCategory(c));
    for (const f of filesOf(lc)) check(errors, `file ${f.id}`, DownloadableFileSchema, compose.file(f.id));
    for (const p of lc.pages) check(errors, `page ${p.id}`, PageDataSchema, { ...p, blocks: p.blocks.map(compose.block) });
    for (const { owner, block } of walkBlocks(lc)) {
      const schema = BLOCK_SCHEMAS[block.type as keyof typeof BLOCK_SCHEMAS];
      if (!schema) errors.push(`${owner}: unknown block type ${block.type}`);
      else check(errors, `${owner} block ${block.id} (${block.type})`, schema as v.GenericSchema, compose.block(block));
    }
    expect(errors).toEqual([]);
  });

  it('resolves every reference within the locale', () => {
    const errors: string[] = [];
    const has = (map: Map<number, unknown>, id: number | null, what: string) => {
      if (id !== null && !map.has(id)) errors.push(what);
    };
    const products = byId(lc.products);
    const categories = byId(lc.categories);
    const collections = byId(lc.collections);
    const designers = byId(lc.designers);
    const realizations = byId(lc.realizations);
    const posts = byId(lc.posts);
    const tags = byId(lc.tags);
    const files = byId(filesOf(lc));
    const pages = byId(lc.pages);
    const sliders = byId(lc.sliders);
    const published = (map: Map<number, { published: boolean }>, id: number, what: string) => {
      if (map.get(id)?.published === false) errors.push(`${what} points at an unpublished record`);
    };
    for (const c of lc.categories) {
      has(categories, c.parentId, `category ${c.id} parent`);
      has(files, c.pdfFileId, `category ${c.id} pdf`);
    }
    for (const p of lc.products) {
      has(categories, p.categoryId, `product ${p.id} category`);
      has(collections, p.collectionId, `product ${p.id} collection`);
      for (const id of p.designerIds) has(designers, id, `product ${p.id} designer ${id}`);
      for (const id of p.tagIds) has(tags, id, `product ${p.id} tag ${id}`);
      for (const id of p.similarProductIds) {
        has(products, id, `product ${p.id} similar ${id}`);
        published(products, id, `product ${p.id} similar`);
      }
      for (const id of p.realizationIds) {
        has(realizations, id, `product ${p.id} realization ${id}`);
        published(realizations, id, `product ${p.id} realization`);
      }
      for (const t of p.tabs)
        if (t.type === 'product_file_list')
          for (const g of t.groups) for (const id of g.fileIds) has(files, id, `product ${p.id} file ${id}`);
      const cat = categories.get(p.categoryId)!;
      const optionSlugs = new Set(cat.options.flatMap((o) => o.options.map((x) => x.slug)));
      for (const slug of p.filterOptionSlugs)
        if (!optionSlugs.has(slug)) errors.push(`product ${p.id} option ${slug} not in its category`);
      if (p.filterOptionSlugs.length !== cat.options.length) errors.push(`product ${p.id} should have one option per dropdown`);
      const checkIds = new Set(cat.checkboxs.map((c) => c.id));
      for (const id of p.checkboxIds) if (!checkIds.has(id)) errors.push(`product ${p.id} checkbox ${id} not in its category`);
      if (lc.categories.some((c) => c.parentId === p.categoryId)) errors.push(`product ${p.id} is not in a leaf category`);
    }
    for (const c of lc.collections) has(designers, c.designerId, `collection ${c.id} designer`);
    for (const r of lc.realizations) {
      for (const id of r.productIds) has(products, id, `realization ${r.id} product ${id}`);
      if (!lc.realizationCategories.some((c) => c.id === r.categoryId)) errors.push(`realization ${r.id} category`);
    }
    for (const i of lc.inspirations) for (const id of i.productIds) has(products, id, `inspiration ${i.id} product ${id}`);
    for (const p of lc.patterns) {
      if (!lc.patternCategories.some((c) => c.id === p.categoryId)) errors.push(`pattern ${p.id} category`);
      if (!lc.patternPriceGroups.some((g) => g.id === p.priceGroupId)) errors.push(`pattern ${p.id} price group`);
      for (const id of p.colorIds) if (!lc.patternColors.some((c) => c.id === id)) errors.push(`pattern ${p.id} color ${id}`);
      for (const id of p.fileIds) has(files, id, `pattern ${p.id} file ${id}`);
    }
    for (const s of lc.stores) if (!lc.regions.some((r) => r.id === s.regionId)) errors.push(`store ${s.id} region`);
    for (const f of filesOf(lc)) {
      if (!lc.fileTypes.some((t) => t.id === f.fileTypeId)) errors.push(`file ${f.id} type`);
      if (f.looseCategoryId !== null && !lc.looseFileCategories.some((c) => c.id === f.looseCategoryId))
        errors.push(`file ${f.id} loose category`);
    }
    for (const p of lc.contactPeople)
      for (const id of p.regionIds) if (!lc.contactRegions.some((r) => r.id === id)) errors.push(`person ${p.id} region ${id}`);
    const regionSlugs = new Set(lc.regions.map((r) => r.slug));
    for (const r of lc.contactRegions)
      for (const slug of r.regions) if (!regionSlugs.has(slug)) errors.push(`contact region ${r.id} voivodeship ${slug}`);
    for (const { owner, block } of walkBlocks(lc)) {
      const b = block as Record<string, unknown>;
      const list = (key: string, map: Map<number, { published: boolean }>) => {
        const value = b[key];
        if (value === undefined || value === 'all') return;
        if (!Array.isArray(value)) errors.push(`${owner} ${key} is not a list`);
        else
          for (const id of value as number[]) {
            has(map, id, `${owner} ${block.type} ${key} ${id}`);
            published(map, id, `${owner} ${block.type} ${key}`);
          }
      };
      list('productIds', products);
      list('collectionIds', collections);
      list('designerIds', designers);
      list('realizationIds', realizations);
      list('postIds', posts);
      if (b.collectionId !== undefined) has(collections, b.collectionId as number, `${owner} collectionId`);
      if (b.designerId !== undefined) has(designers, b.designerId as number, `${owner} designerId`);
      if (b.realizationId !== undefined) has(realizations, b.realizationId as number, `${owner} realizationId`);
      if (b.sliderId !== undefined) has(sliders, b.sliderId as number, `${owner} sliderId`);
      if (b.contactId !== undefined && !lc.contacts.some((c) => c.id === b.contactId)) errors.push(`${owner} contactId`);
      for (const key of ['storeIds', 'jobOfferIds', 'regionIds'])
        if (b[key] !== undefined && b[key] !== 'all') errors.push(`${owner} ${key} should be 'all'`);
    }
    for (const n of lc.sitemapNodes) {
      if (n.action === 'index') {
        has(pages, n.nodeReference ?? -1, `node ${n.id} page ${n.nodeReference}`);
        if (pages.get(n.nodeReference ?? -1)?.published === false) errors.push(`node ${n.id} renders an unpublished page`);
      } else if (n.nodeReference !== null) errors.push(`show node ${n.id} has a nodeReference`);
    }
    expect(errors).toEqual([]);
  });

  it('has unique ASCII slugs per resource and unique image paths', () => {
    const errors: string[] = [];
    const resources: [string, { slug: string }[]][] = [
      ['categories', lc.categories],
      ['products', lc.products],
      ['collections', lc.collections],
      ['designers', lc.designers],
      ['realizations', lc.realizations],
      ['posts', lc.posts],
      ['stories', lc.stories],
      ['inspirations', lc.inspirations],
      ['patterns', lc.patterns],
      ['regions', lc.regions],
      ['realizationCategories', lc.realizationCategories],
      ['patternCategories', lc.patternCategories],
      ['fileTypes', lc.fileTypes],
      ['looseFileCategories', lc.looseFileCategories],
      ['contactRegions', lc.contactRegions],
    ];
    for (const [name, items] of resources) {
      const seen = new Set<string>();
      for (const i of items) {
        if (!SLUG_RE.test(i.slug)) errors.push(`${name}: bad slug ${i.slug}`);
        if (seen.has(i.slug)) errors.push(`${name}: duplicate slug ${i.slug}`);
        seen.add(i.slug);
      }
    }
    for (const [name, items] of [
      ['products', lc.products.map((p) => p.name)],
      ['posts', lc.posts.map((p) => p.title)],
      ['realizations', lc.realizations.map((r) => r.name)],
      ['stories', lc.stories.map((s) => s.title)],
      ['inspirations', lc.inspirations.map((i) => i.title)],
      ['patterns', lc.patterns.map((p) => p.name)],
      ['designers', lc.designers.map((d) => d.name)],
    ] as const) {
      if (new Set(items).size !== items.length) errors.push(`${name}: duplicate titles`);
    }
    for (const c of lc.categories) {
      const optionSlugs = c.options.flatMap((o) => o.options.map((x) => x.slug));
      if (new Set(optionSlugs).size !== optionSlugs.length) errors.push(`category ${c.id}: duplicate option slugs`);
    }
    const productImages = lc.products.flatMap((p) => [p.teaserImage.url, ...p.images.map((i) => i.image.url)]);
    if (new Set(productImages).size !== productImages.length) errors.push('duplicate product image paths');
    const everyImage = [
      ...productImages,
      ...lc.collections.flatMap((c) => [c.image.url, c.teaserImage.url, ...c.images.map((i) => i.image.url)]),
      ...lc.realizations.flatMap((r) => [r.image.url, r.teaserImage.url, ...r.images.map((i) => i.image.url)]),
    ];
    if (new Set(everyImage).size !== everyImage.length) errors.push('duplicate catalogue image paths');
    for (const url of everyImage) if (!/^\/uploads\/[a-z0-9/._-]+$/.test(url)) errors.push(`image path not ASCII: ${url}`);
    const paths = filesOf(lc).map((f) => f.path);
    if (new Set(paths).size !== paths.length) errors.push('duplicate file paths');
    for (const f of filesOf(lc)) if (f.path !== `/uploads/files/${f.id}-${f.filename}`) errors.push(`file ${f.id} path`);
    expect(errors).toEqual([]);
  });

  it('has menus with real paths, category items and every cssClass variant', () => {
    const main = lc.menus.find((m) => m.name === 'main_menu')!;
    expect(lc.menus.map((m) => m.name).sort()).toEqual(['footer_bottom', 'footer_top', 'main_menu']);
    const all = menuItems(lc.menus.flatMap((m) => m.children));
    const classes = new Set(all.map((i) => i.cssClass));
    for (const c of ['hr', 'nofollow', 'additional', 'additional nofollow']) expect(classes).toContain(c);
    expect(all.some((i) => i.target === '_blank' && i.url.startsWith('https://'))).toBe(true);
    const productsPath = lc.sitemapNodes.find((n) => n.nodeType === 'product' && n.action === 'index')!.slug;
    const categoryItems = menuItems(main.children).filter((i) => i.type === 'Category');
    expect(categoryItems.length).toBe(lc.categories.filter((c) => c.status === 'STATUS_PUBLISHED').length);
    for (const item of categoryItems) expect(item.url).toBe(`${productsPath}/${compose.categoryPath(item.typeReferenceId!)}`);
    expect(menuItems(main.children[0]!.children).some((i) => i.type === 'Category' && i.children.length > 0)).toBe(true);
    const slugs = new Set(lc.sitemapNodes.map((n) => n.slug));
    for (const item of all)
      if (item.url.startsWith('/') && !item.url.startsWith('/uploads/') && item.type !== 'Category')
        expect(slugs).toContain(item.url);
    const topLevel = main.children.map((i) => i.url);
    for (const type of ['product', 'productcollection', 'designer', 'realization', 'inspiration', 'contact']) {
      expect(topLevel).toContain(lc.sitemapNodes.find((n) => n.nodeType === type && n.action === 'index')!.slug);
    }
    expect(lc.menus.find((m) => m.name === 'footer_top')!.children.every((c) => c.children.length > 0 && c.group)).toBe(true);
    const bottom = lc.menus.find((m) => m.name === 'footer_bottom')!.children.map((i) => i.url);
    expect(bottom).toContain(lc.sitemapNodes.find((n) => n.nodeType === 'privacy')!.slug);
  });
});

describe('catalogue structure across locales', () => {
  const pl = catalogue.locales.pl;

  it('uses the same node ids, page ids and menu item ids in every locale', () => {
    for (const locale of LOCALES) {
      const lc = catalogue.locales[locale];
      expect(lc.sitemapNodes.map((n) => [n.id, n.nodeType, n.action, n.nodeReference, n.layout])).toEqual(
        pl.sitemapNodes.map((n) => [n.id, n.nodeType, n.action, n.nodeReference, n.layout]),
      );
      expect(lc.pages.map((p) => p.id)).toEqual(pl.pages.map((p) => p.id));
      expect(menuItems(lc.menus.flatMap((m) => m.children)).map((i) => i.id)).toEqual(
        menuItems(pl.menus.flatMap((m) => m.children)).map((i) => i.id),
      );
      expect(lc.categories.map((c) => c.id)).toEqual(pl.categories.map((c) => c.id));
    }
  });

  it('covers every node type, action and layout of the spec, plus an unknown type and layout', () => {
    const nodeTypes = new Set(pl.sitemapNodes.map((n) => n.nodeType));
    for (const t of [
      'article',
      'article_with_crumbs',
      'root',
      'search',
      'contact',
      'pattern',
      'privacy',
      'product',
      'post',
      'productcollection',
      'designer',
      'realization',
      'story',
      'inspiration',
    ])
      expect(nodeTypes).toContain(t);
    expect(new Set(pl.sitemapNodes.map((n) => n.action))).toEqual(new Set(['index', 'show']));
    const layouts = new Set(pl.sitemapNodes.map((n) => n.layout));
    for (const l of LAYOUT_NAMES) expect(layouts).toContain(l);
    const landing = pl.sitemapNodes.find((n) => n.nodeType === 'landing')!;
    expect(landing).toMatchObject({ action: 'index', layout: 'landing_wide' });
    expect(pl.sitemapNodes.find((n) => n.nodeType === 'root')).toMatchObject({ slug: '/', action: 'index' });
    expect(pl.sitemapNodes.find((n) => n.nodeType === 'product' && n.action === 'show')!.slug).toBe('/produkty/:product*');
  });

  it('has the exact privacy, files and products paths', () => {
    const slug = (locale: LocaleCode, pred: (n: SitemapNode) => boolean) =>
      catalogue.locales[locale].sitemapNodes.find(pred)?.slug;
    const privacy = (n: SitemapNode) => n.nodeType === 'privacy';
    const files = (n: SitemapNode) =>
      n.action === 'index' &&
      catalogue.locales.pl.pages.find((p) => p.id === n.nodeReference)?.blocks.some((b) => b.type === 'download_center') === true;
    expect(slug('pl', privacy)).toBe('/polityka-prywatnosci');
    for (const l of ['en', 'de', 'fr', 'no'] as const) expect(slug(l, privacy)).toBe('/privacy-and-cookie-policy');
    expect(slug('pl', files)).toBe('/pliki');
    for (const l of LOCALES.filter((x) => x !== 'pl')) expect(slug(l, files)).toBe('/files');
    const products = {
      pl: '/produkty',
      en: '/products',
      de: '/produkte',
      fr: '/produits',
      cz: '/produkty',
      no: '/produkter',
      ru: '/produktsiya',
    };
    for (const l of LOCALES) expect(slug(l, (n) => n.nodeType === 'product' && n.action === 'index')).toBe(products[l]);
    for (const l of LOCALES)
      for (const n of catalogue.locales[l].sitemapNodes)
        expect(n.slug).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*(\/:[a-z]+\*?)?)?$/);
  });

  it('uses every block type of BLOCK_SCHEMAS, with each popupListType, a div title and a light icon theme', () => {
    const blocks = LOCALES.flatMap((l) => walkBlocks(catalogue.locales[l]).map((b) => b.block));
    const used = new Set(blocks.map((b) => b.type));
    for (const type of BLOCK_TYPES) expect(used, `block type ${type}`).toContain(type);
    const plBlocks = walkBlocks(pl).map((b) => b.block as Record<string, unknown>);
    expect(new Set(plBlocks.filter((b) => b.type === 'breadcrumbs').map((b) => b.popupListType))).toEqual(
      new Set(['', 'product', 'productcollection', 'post']),
    );
    expect(plBlocks.some((b) => b.type === 'page_header' && b.titleTag === 'div' && b.iconTheme === 'light')).toBe(true);
    expect(plBlocks.some((b) => b.type === 'news_list' && b.postIds === 'all')).toBe(true);
    expect(plBlocks.some((b) => b.type === 'job_offers' && b.jobOfferIds === 'all')).toBe(true);
    expect(plBlocks.some((b) => b.type === 'showroom_finder' && b.storeIds === 'all')).toBe(true);
    expect(plBlocks.some((b) => b.type === 'related-items' && b.itemType === 'product' && Array.isArray(b.productIds))).toBe(
      true,
    );
    expect(plBlocks.some((b) => b.type === 'image' && Array.isArray(b.tags) && b.tags.length > 0)).toBe(true);
    const ids = plBlocks.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes real text in each language', () => {
    const text = (l: LocaleCode) => {
      const lc = catalogue.locales[l];
      return [
        ...lc.products.map((p) => `${p.name} ${p.shortDescription} ${p.description}`),
        ...lc.posts.map((p) => `${p.title} ${p.lead}`),
        ...lc.categories.map((c) => c.name),
      ].join(' ');
    };
    expect(text('pl')).toMatch(/[ąćęłńóśźż]/);
    expect(text('cz')).toMatch(/[ěščřžýáíéůú]/);
    expect(text('de')).toMatch(/[äöüß]/);
    expect(text('fr')).toMatch(/[éèêàçô]/);
    expect(text('no')).toMatch(/[æøå]/);
    expect(text('ru')).toMatch(/[а-яё]{4,}/i);
    const ruWords = text('ru').match(/[А-Яа-яЁё]+/g) ?? [];
    expect(ruWords.length).toBeGreaterThan(2000);
    for (const l of LOCALES) expect(text(l).toLowerCase()).not.toMatch(/lorem|ipsum|dolor sit/);
    const firstNames = LOCALES.map((l) => catalogue.locales[l].products[0]!.name);
    expect(new Set(firstNames).size).toBeGreaterThanOrEqual(6);
    expect(pl.products.every((p) => p.name.includes(String(p.name.match(/\d{3}/)?.[0])))).toBe(true);
  });

  it("words every locale's sliders in its own language: each line is one of its own text bank's", () => {
    const words = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(words) : [];
    for (const locale of LOCALES) {
      const bank = new Set(words(BANKS[locale]));
      for (const slider of catalogue.locales[locale].sliders) {
        const lines = [slider.name, ...slider.slides.flatMap((s) => [s.title, s.subtitle, s.linkLabel, s.image.alt])].filter(
          (line): line is string => Boolean(line),
        );
        expect(
          lines.filter((line) => !bank.has(line)),
          `${locale} slider ${slider.id}`,
        ).toEqual([]);
      }
    }
  });

  it('leaves some items missing in some locales, with no reference to them there', () => {
    const ids = (l: LocaleCode, key: 'products' | 'posts' | 'collections') => new Set(catalogue.locales[l][key].map((x) => x.id));
    for (const l of ['ru', 'no'] as const) {
      expect(pl.products.length - catalogue.locales[l].products.length).toBe(2);
      expect(pl.posts.length - catalogue.locales[l].posts.length).toBe(1);
    }
    expect(pl.collections.length - catalogue.locales.fr.collections.length).toBe(1);
    for (const l of LOCALES) {
      for (const key of ['products', 'posts', 'collections'] as const)
        for (const id of ids(l, key)) expect(ids('pl', key).has(id)).toBe(true);
    }
  });

  it('has unpublished records for the preview GETs and draft categories', () => {
    for (const key of ['products', 'posts', 'collections', 'designers', 'realizations', 'stories', 'pages'] as const) {
      expect(pl[key].filter((x) => !x.published).length, key).toBeGreaterThanOrEqual(1);
    }
    expect(pl.pages.find((p) => p.id === DRAFT_PAGE_ID)!.published).toBe(false);
    expect(pl.categories.filter((c) => c.status === 'STATUS_DRAFT').length).toBeGreaterThanOrEqual(2);
    expect(pl.categories.filter((c) => c.status === 'STATUS_PUBLISHED').length).toBeGreaterThan(pl.categories.length / 2);
  });
});

describe('catalogue counts at default scale', () => {
  it.each(LOCALES)('%s has the required counts and shapes', (locale) => {
    const lc = catalogue.locales[locale];
    const categories = byId(lc.categories);
    const depth = (id: number): number => (categories.get(id)!.parentId ? 1 + depth(categories.get(id)!.parentId!) : 1);
    expect(lc.categories.length).toBeGreaterThanOrEqual(20);
    expect(Math.max(...lc.categories.map((c) => depth(c.id)))).toBeGreaterThanOrEqual(3);
    expect(lc.categories.every((c) => c.options.length >= 2 && c.options.length <= 3 && c.checkboxs.length >= 1)).toBe(true);
    expect(lc.categories.filter((c) => c.pdfFileId !== null).length).toBeGreaterThan(lc.categories.length / 2);

    expect(lc.products.length).toBeGreaterThanOrEqual(60);
    for (const p of lc.products) {
      expect(p.tagIds.length).toBeGreaterThanOrEqual(2);
      expect(p.tagIds.length).toBeLessThanOrEqual(5);
      expect(p.images.length).toBeGreaterThanOrEqual(4);
      expect(p.images.length).toBeLessThanOrEqual(8);
      expect(new Set(p.tabs.map((t) => t.type))).toEqual(new Set(['product_dropdown_tab', 'product_file_list']));
      const fileTab = p.tabs.find((t) => t.type === 'product_file_list')!;
      expect(fileTab.type === 'product_file_list' && fileTab.groups.length >= 2 && fileTab.groups.length <= 3).toBe(true);
      expect(p.similarProductIds.length).toBeLessThanOrEqual(6);
      if (locale === 'pl') expect(p.similarProductIds.length).toBeGreaterThanOrEqual(3);
      expect(p.realizationIds.length).toBeLessThanOrEqual(4);
      expect(p.designerIds.length).toBeGreaterThanOrEqual(1);
      expect(p.designerIds.length).toBeLessThanOrEqual(2);
      if (p.productConfiguratorUrl) expect(p.productConfiguratorUrl).toMatch(/^https:\/\//);
    }
    const share = (pred: (p: (typeof lc.products)[number]) => boolean) => lc.products.filter(pred).length / lc.products.length;
    expect(share((p) => p.ecoFriendlyProduct)).toBeGreaterThan(0.15);
    expect(share((p) => p.ecoFriendlyProduct)).toBeLessThan(0.45);
    expect(share((p) => p.productConfiguratorUrl !== null)).toBeGreaterThan(0.1);
    expect(share((p) => p.productConfiguratorUrl !== null)).toBeLessThan(0.4);
    expect(share((p) => p.realizationIds.length > 0)).toBeGreaterThan(0.3);

    expect(lc.collections.filter((c) => c.published).length).toBeGreaterThanOrEqual(locale === 'fr' ? 9 : 10);
    for (const c of lc.collections) {
      expect(c.designerId).not.toBeNull();
      expect(c.images.length).toBeGreaterThanOrEqual(4);
      expect(c.images.length).toBeLessThanOrEqual(8);
    }
    const movies = lc.collections.flatMap((c) => c.movies);
    expect(new Set(movies.map((m) => m.type))).toEqual(new Set(['file', 'youtube', 'vimeo']));
    expect(movies.some((m) => m.wide)).toBe(true);
    for (const m of movies) {
      if (m.type === 'file') expect(m.movieUrl).toMatch(/^\/uploads\/movies\/[a-z0-9-]+\.mp4$/);
      if (m.type === 'youtube') expect(m.movieUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
      if (m.type === 'vimeo') expect(m.movieUrl).toMatch(/^https:\/\/vimeo\.com\/\d+$/);
    }

    expect(lc.designers.length).toBeGreaterThanOrEqual(6);
    expect(lc.realizations.length).toBeGreaterThanOrEqual(15);
    for (const r of lc.realizations) {
      expect(r.images.length).toBeGreaterThanOrEqual(6);
      expect(r.images.length).toBeLessThanOrEqual(12);
      expect(r.photographerNote).toBeTruthy();
      expect(r.investorNote).toBeTruthy();
      expect(r.location).toContain(',');
    }
    expect(lc.realizations.some((r) => r.ctaUrl && r.ctaLabel)).toBe(true);
    expect(new Set(lc.realizations.map((r) => r.categoryId)).size).toBeGreaterThanOrEqual(4);
    expect(lc.realizationCategories.length).toBe(5);

    expect(lc.posts.length).toBeGreaterThanOrEqual(30);
    const years = new Set(lc.posts.map((p) => p.published_at.slice(0, 4)));
    expect(years).toEqual(new Set(['2024', '2025']));
    expect(lc.posts.every((p) => p.lead.length > 20 && p.blocks.length >= 2)).toBe(true);
    expect(lc.stories.length).toBeGreaterThanOrEqual(5);
    expect(lc.inspirations.length).toBeGreaterThanOrEqual(6);
    expect(lc.sliders.length).toBeGreaterThanOrEqual(1);
    expect(lc.sliders.length).toBeLessThanOrEqual(2);
    for (const s of lc.sliders) expect(s.slides.length).toBeGreaterThanOrEqual(3);

    expect(lc.patternCategories.map((c) => c.position)).toEqual([1, 2, 3, 4, 5]);
    expect(lc.patterns.length).toBeGreaterThanOrEqual(40);
    for (const p of lc.patterns) {
      expect(p.code).toBeTruthy();
      expect(p.composition).toBeTruthy();
      expect(p.weight).toBeGreaterThan(0);
      expect(p.care.length).toBeGreaterThan(10);
      expect(p.colorIds.length).toBeGreaterThanOrEqual(1);
      expect(p.certifications.length).toBeGreaterThanOrEqual(1);
      expect(p.fileIds.length).toBeGreaterThanOrEqual(1);
    }
    expect(lc.patternPriceGroups.length).toBe(5);

    expect(lc.regions.length).toBe(16);
    expect(new Set(lc.stores.map((s) => s.regionId)).size).toBe(16);
    expect(new Set(lc.stores.map((s) => s.type))).toEqual(new Set(['showroom', 'dealer']));
    for (const s of lc.stores) {
      expect(s.postalCode).toMatch(/^\d{2}-\d{3}$/);
      for (const url of [s.website, s.email]) if (url) expect(url).toMatch(/example\.com$/);
    }
    expect(lc.jobOffers.length).toBeGreaterThanOrEqual(8);
    expect(new Set(lc.jobOffers.map((j) => j.worktype))).toEqual(new Set(['office', 'production']));

    const files = filesOf(lc);
    expect(files.length).toBeGreaterThanOrEqual(100);
    expect(files.length).toBeLessThanOrEqual(160);
    const formats = new Set(files.map((f) => f.format));
    for (const f of ['PDF', 'ZIP', 'DWG', 'DXF', '3DS', 'SKP', 'JPG', 'PNG', 'DOCX', 'XLSX']) expect(formats).toContain(f);
    const sizes = files.map((f) => f.size);
    expect(Math.min(...sizes)).toBeLessThan(1000);
    expect(Math.max(...sizes)).toBeGreaterThan(15 * 1024 * 1024);
    expect(sizes.reduce((s, x) => s + x, 0)).toBeLessThan(300 * 1024 * 1024);
    expect(files.some((f) => f.isInDownloadCenter) && files.some((f) => !f.isInDownloadCenter)).toBe(true);
    expect(lc.fileTypes.length).toBeGreaterThanOrEqual(6);

    expect(lc.contacts.length).toBe(2);
    expect(lc.contactDepartments.length).toBe(6);
    expect(lc.contactPeople.length).toBe(12);
    expect(lc.contactRegions.some((r) => r.regions.length > 0)).toBe(true);
  });
});

describe('catalogue at large scale', () => {
  it('has ≥ 3,000 routable pages per locale and ≥ 20,000 in total, generated in under 30 s', () => {
    const t0 = performance.now();
    const large = generateCatalogue({ seed: 7, scale: 'large' });
    const seconds = (performance.now() - t0) / 1000;
    const perLocale = LOCALES.map((l) => countRoutablePages(large.locales[l]));
    for (const n of perLocale) expect(n).toBeGreaterThanOrEqual(3000);
    expect(perLocale.reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(20_000);
    expect(seconds).toBeLessThan(30);
    const pl = large.locales.pl;
    const slugs = pl.products.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(filesOf(pl).reduce((s, f) => s + f.size, 0)).toBeLessThan(300 * 1024 * 1024);
  }, 60_000);
});

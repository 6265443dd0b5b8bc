/**
 * The schema sweep: every GET endpoint of the spec's call tables, validated against the site's valibot schemas
 * (contract/schemas/) and page blocks against contract/blocks.ts. Used with the fixture catalogue and
 * with the generated one.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { BLOCK_SCHEMAS } from '#contract/blocks.ts';
import type { BlockType } from '#contract/blocks.ts';
import { CollectionSchema, DesignerSchema, ProductCategorySchema, ProductSchema } from '#contract/schemas/catalogue.ts';
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
import {
  DownloadCenterFileTypeSchema,
  DownloadCenterItemSchema,
  DownloadableFileSchema,
  LooseFileCategorySchema,
} from '#contract/schemas/downloads.ts';
import { MenuSchema } from '#contract/schemas/menus.ts';
import { PatternCategorySchema, PatternColorSchema, PatternPriceGroupSchema, PatternSchema } from '#contract/schemas/patterns.ts';
import { SearchItemSchema, type SitemapNode, SitemapNodeSchema } from '#contract/schemas/routing.ts';
import {
  CollectionTeaserSchema,
  PostTeaserSchema,
  ProductTeaserSchema,
  RealizationTeaserSchema,
} from '#contract/schemas/teasers.ts';
import { call, check } from './helpers.ts';

export interface ListEndpoint {
  path: string;
  schemas: v.GenericSchema[];
  /** Detail URLs to visit for a list item, with the detail schema. */
  details?: { urls: (item: any) => string[]; schema: v.GenericSchema };
}

export const LIST_ENDPOINTS: ListEndpoint[] = [
  { path: '/api/menus', schemas: [MenuSchema] },
  { path: '/api/sitemap_nodes', schemas: [SitemapNodeSchema] },
  {
    path: '/api/products',
    schemas: [ProductTeaserSchema, ProductSchema],
    details: { urls: (p) => [`/api/products/${p.slug}`, `/api/products/${p.id}`], schema: ProductSchema },
  },
  {
    path: '/api/product_categories',
    schemas: [ProductCategorySchema],
    details: {
      urls: (c) => [
        `/api/product_categories/${c.slug}`,
        `/api/product_categories/${c.id}`,
        `/api/product_categories/${encodeURIComponent(c.path)}`,
      ],
      schema: ProductCategorySchema,
    },
  },
  {
    path: '/api/product_collections',
    schemas: [CollectionTeaserSchema, CollectionSchema],
    details: {
      urls: (c) => [`/api/product_collections/${c.slug}`, `/api/product_collections/${c.id}`],
      schema: CollectionSchema,
    },
  },
  {
    path: '/api/designers',
    schemas: [DesignerSchema],
    details: { urls: (d) => [`/api/designers/${d.slug}`, `/api/designers/${d.id}`], schema: DesignerSchema },
  },
  {
    path: '/api/posts',
    schemas: [PostTeaserSchema, PostSchema],
    details: { urls: (p) => [`/api/posts/${p.slug}`, `/api/posts/${p.id}`], schema: PostSchema },
  },
  {
    path: '/api/realizations',
    schemas: [RealizationTeaserSchema, RealizationSchema],
    details: { urls: (r) => [`/api/realizations/${r.slug}`, `/api/realizations/${r.id}`], schema: RealizationSchema },
  },
  {
    path: '/api/realization_categories',
    schemas: [RealizationCategorySchema],
    details: { urls: (c) => [`/api/realization_categories/${c.slug}`], schema: RealizationCategorySchema },
  },
  {
    path: '/api/stories',
    schemas: [StorySchema],
    details: { urls: (s) => [`/api/stories/${s.slug}`, `/api/stories/${s.id}`], schema: StorySchema },
  },
  {
    path: '/api/inspirations',
    schemas: [InspirationSchema],
    details: { urls: (i) => [`/api/inspirations/${i.slug}`], schema: InspirationSchema },
  },
  { path: '/api/sliders', schemas: [SliderSchema] },
  { path: '/api/search?phrase=%20', schemas: [SearchItemSchema] },
  { path: '/api/patterns', schemas: [PatternSchema] },
  { path: '/api/pattern_categories', schemas: [PatternCategorySchema] },
  {
    path: '/api/pattern_colors',
    schemas: [PatternColorSchema],
    details: { urls: (c) => [`/api/pattern_colors/${c.id}`], schema: PatternColorSchema },
  },
  { path: '/api/pattern_price_groups', schemas: [PatternPriceGroupSchema] },
  { path: '/api/stores', schemas: [StoreSchema] },
  { path: '/api/regions', schemas: [RegionSchema] },
  {
    path: '/api/job_offers',
    schemas: [JobOfferSchema],
    details: { urls: (o) => [`/api/career/${o.id}`, `/api/career/${o.id}.json`], schema: JobOfferSchema },
  },
  {
    path: '/api/files',
    schemas: [DownloadableFileSchema],
    details: {
      urls: (f) => [`/api/download_center?fileSrc=${encodeURIComponent(f.url)}`],
      schema: v.pipe(v.array(DownloadCenterItemSchema), v.minLength(1)),
    },
  },
  { path: '/api/files.json', schemas: [DownloadableFileSchema] },
  { path: '/api/download_center_file_types', schemas: [DownloadCenterFileTypeSchema] },
  { path: '/api/loose_file_categories', schemas: [LooseFileCategorySchema] },
  { path: '/api/contact_people', schemas: [ContactPersonSchema] },
  { path: '/api/contact_regions', schemas: [ContactRegionSchema] },
  { path: '/api/contact_form_departments', schemas: [ContactDepartmentSchema] },
];

export function checkBlocks(blocks: unknown[], what: string): void {
  for (const b of blocks) {
    const type = (b as { type: string }).type;
    const schema = BLOCK_SCHEMAS[type as BlockType];
    if (!schema) throw new Error(`${what}: block type "${type}" has no schema in contract/blocks.ts`);
    check(schema, b, `${what} block ${type}`);
    for (const idField of [
      'productIds',
      'postIds',
      'realizationIds',
      'collectionIds',
      'designerIds',
      'storeIds',
      'regionIds',
      'jobOfferIds',
      'designerId',
      'realizationId',
      'collectionId',
      'sliderId',
    ]) {
      expect(b, `${what} block ${type} still carries ${idField}`).not.toHaveProperty(idField);
    }
  }
}

/** Sweeps one locale. `maxDetails` bounds the detail requests per list (Infinity = all). Returns the request count. */
export async function sweepLocale(base: string, locale: string, maxDetails = Number.POSITIVE_INFINITY): Promise<number> {
  let requests = 0;
  const get = async (path: string, accept = 'application/json') => {
    requests++;
    const r = await call(base, path, { locale, accept });
    if (r.status !== 200) throw new Error(`${locale} ${path}: HTTP ${r.status} ${r.text.slice(0, 200)}`);
    return r.body;
  };
  for (const ep of LIST_ENDPOINTS) {
    const sep = ep.path.includes('?') ? '&' : '?';
    const items = (await get(`${ep.path}${sep}pagination=false`)) as unknown[];
    expect(Array.isArray(items), `${ep.path} answers an array`).toBe(true);
    for (const item of items) for (const schema of ep.schemas) check(schema, item, `${locale} ${ep.path}`);
    if (ep.path.includes('.json')) continue; // the .json suffix forces plain JSON
    const ld = (await get(`${ep.path}${sep}pagination=false`, 'application/ld+json')) as Record<string, unknown>;
    expect(ld['@type']).toBe('hydra:Collection');
    expect(ld['hydra:totalItems']).toBe(items.length);
    expect((ld['hydra:member'] as unknown[]).length).toBe(items.length);
    if (ep.details) {
      for (const item of items.slice(0, maxDetails)) {
        for (const url of ep.details.urls(item)) {
          const body = await get(url);
          check(ep.details.schema, body, `${locale} ${url}`);
          const blocks = (body as { blocks?: unknown[] }).blocks;
          if (Array.isArray(blocks)) checkBlocks(blocks, `${locale} ${url}`);
        }
      }
    }
  }
  // pages of every index node, with their blocks
  const nodes = (await get('/api/sitemap_nodes?pagination=false')) as SitemapNode[];
  const pageIds = [...new Set(nodes.map((n) => n.nodeReference).filter((id): id is number => typeof id === 'number'))];
  for (const id of pageIds) {
    const page = check(PageDataSchema, await get(`/api/pages/${id}`), `${locale} /api/pages/${id}`);
    checkBlocks(page.blocks, `${locale} /api/pages/${id}`);
  }
  // contact offices referenced by contact_form blocks, or id 1
  const contact = await call(base, '/api/contact/1', { locale });
  requests++;
  if (contact.status === 200) check(ContactSchema, contact.body, `${locale} /api/contact/1`);
  return requests;
}

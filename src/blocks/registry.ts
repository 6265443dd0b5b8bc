/**
 * The block registry: block type → component, and the decision what BlockList renders (pure, unit-tested).
 * A block is rendered when its type is known and it passes BLOCK_SCHEMAS[type]; an unknown type or an invalid
 * block is skipped with a build warning naming the page, the type, the block id and the failing field.
 *
 * Components are referenced through loaders (`() => import(...)`) so that this module stays importable by the
 * unit tests without the Astro compiler; BlockList awaits the loader while rendering.
 */
import * as v from 'valibot';
import type { HeadingTag } from './types.ts';
import { BLOCK_SCHEMAS, type BlockData, type BlockType } from '#contract/blocks.ts';

// biome-ignore lint/suspicious/noExplicitAny: Astro components take any props.
export type BlockComponent = (props: any) => any;
/** Loads a block component module; its default export is an Astro component (typed by astro check). */
export type BlockLoader = () => Promise<{ default: unknown }>;

export const BLOCK_COMPONENTS: Record<BlockType, BlockLoader> = {
  page_header: () => import('./PageHeader.astro'),
  rich_text: () => import('./RichText.astro'),
  image: () => import('./ImageBlock.astro'),
  breadcrumbs: () => import('./Breadcrumbs.astro'),
  image_gallery: () => import('./ImageGallery.astro'),
  'products-list': () => import('./ProductsList.astro'),
  movie: () => import('./Movie.astro'),
  collection: () => import('./CollectionTile.astro'),
  collections_list: () => import('./CollectionsList.astro'),
  'related-items': () => import('./RelatedItems.astro'),
  designer_details: () => import('./DesignerDetails.astro'),
  designers_list: () => import('./DesignersList.astro'),
  realization_intro: () => import('./RealizationIntro.astro'),
  realizations: () => import('./Realizations.astro'),
  news_list: () => import('./NewsList.astro'),
  slider: () => import('./Slider.astro'),
  showroom_finder: () => import('./ShowroomFinder.astro'),
  job_offers: () => import('./JobOffers.astro'),
  download_center: () => import('./DownloadCenter.astro'),
  contact_form: () => import('./ContactForm.astro'),
  customer_service_form: () => import('./CustomerServiceForm.astro'),
  contact_people: () => import('./ContactPeople.astro'),
  newsletter: () => import('./Newsletter.astro'),
  stories_list: () => import('./StoriesList.astro'),
  inspirations_list: () => import('./InspirationsList.astro'),
};

export function isBlockType(type: unknown): type is BlockType {
  return typeof type === 'string' && Object.hasOwn(BLOCK_SCHEMAS, type);
}

export type BlockDecision = { render: true; type: BlockType; data: BlockData<BlockType> } | { render: false; warning: string };

function describeId(block: unknown): string {
  const id = (block as { id?: unknown } | null)?.id;
  return typeof id === 'number' || typeof id === 'string' ? `#${id}` : '#?';
}

/** Whether and how one block renders: the validated data, or the warning of why it is skipped. */
export function decideBlock(block: unknown, pagePath: string): BlockDecision {
  const type = block !== null && typeof block === 'object' ? (block as { type?: unknown }).type : undefined;
  if (!isBlockType(type)) {
    return { render: false, warning: `[blocks] ${pagePath}: skipped unknown block type "${String(type ?? '')}"` };
  }
  const result = v.safeParse(BLOCK_SCHEMAS[type], block);
  if (!result.success) {
    const issue = result.issues[0];
    const field = (issue && v.getDotPath(issue)) || '(block)';
    return {
      render: false,
      warning: `[blocks] ${pagePath}: skipped invalid block "${type}" ${describeId(block)}: ${field}: ${issue?.message ?? 'invalid'}`,
    };
  }
  return { render: true, type, data: result.output as BlockData<BlockType> };
}

/** Block types whose first instance can hold the page's largest above-the-fold image. */
const HERO_TYPES: readonly BlockType[] = ['page_header', 'slider', 'image'];

export interface PlannedBlock {
  type: BlockType;
  data: BlockData<BlockType>;
  priority: boolean;
  /** page_header only: the tag of its title. */
  headingTag?: HeadingTag;
}

export interface BlockPlanOptions {
  /** Build path of the page, for warnings. */
  pagePath: string;
  /** Whether the layout leaves the page's h1 to the blocks (a page_header with titleTag h1). */
  h1Available?: boolean;
  /** Whether the first block may load its image with high priority (nothing larger above it). */
  priorityFirst?: boolean;
  /**
   * The layout shows no title of its own: the first page_header's title is the page's h1 whatever its
   * titleTag ('div' only asks not to compete with an h1 the layout would render), so the title shows once.
   */
  headerIsTitle?: boolean;
}

export interface BlockPlan {
  blocks: PlannedBlock[];
  warnings: string[];
}

/**
 * The blocks a page renders, in order: invalid and unknown ones left out (with warnings), the first
 * page_header asking for h1 keeps it when the layout has none (one h1 per page; later ones become h2), and
 * the first block, when it is a hero type, gets the image priority.
 */
export function planBlocks(blocks: readonly unknown[], options: BlockPlanOptions): BlockPlan {
  const planned: PlannedBlock[] = [];
  const warnings: string[] = [];
  let h1Free = options.h1Available ?? true;
  for (const block of blocks) {
    const decision = decideBlock(block, options.pagePath);
    if (!decision.render) {
      warnings.push(decision.warning);
      continue;
    }
    const item: PlannedBlock = {
      type: decision.type,
      data: decision.data,
      priority: Boolean(options.priorityFirst) && planned.length === 0 && HERO_TYPES.includes(decision.type),
    };
    if (decision.type === 'page_header') {
      const wanted = (decision.data as BlockData<'page_header'>).titleTag;
      if ((wanted === 'h1' || options.headerIsTitle) && h1Free) {
        item.headingTag = 'h1';
        h1Free = false;
      } else {
        item.headingTag = wanted === 'h1' ? 'h2' : 'div';
      }
    }
    planned.push(item);
  }
  return { blocks: planned, warnings };
}

/** Whether the blocks will render the page's h1 (a valid page_header with titleTag h1). */
export function blocksProvideH1(
  blocks: readonly unknown[],
  pagePath = '',
  options: Pick<BlockPlanOptions, 'headerIsTitle'> = {},
): boolean {
  return planBlocks(blocks, { ...options, pagePath, h1Available: true }).blocks.some((b) => b.headingTag === 'h1');
}

/** Leading page_header/breadcrumbs blocks (rendered above a layout's own content) and the rest. */
export function splitLeadingBlocks<T extends { type: string }>(blocks: readonly T[]): { head: T[]; tail: T[] } {
  const index = blocks.findIndex((b) => b.type !== 'page_header' && b.type !== 'breadcrumbs');
  return index === -1 ? { head: [...blocks], tail: [] } : { head: blocks.slice(0, index), tail: blocks.slice(index) };
}

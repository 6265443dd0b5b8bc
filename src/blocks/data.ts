/**
 * What blocks load, beside the components that render it: for each block type that shows data of the content
 * API beyond its own fields, a loader. The page loader runs, at build time and through the content client,
 * the loaders of the types a page has (each once, with all the page's blocks of its type); a component reads
 * what its type loaded with `loadedData(view, type)` and only renders it.
 *
 * A block that needs data is therefore its schema (contract/blocks.ts), its component and registry line, and
 * its loader here; the page loader does not know block types.
 */
import type { BlockType } from '#contract/blocks.ts';
import type { ContentReader } from '#contract/endpoint.ts';
import * as endpoints from '#contract/endpoints.ts';
import type { Locale } from '#contract/locales.ts';
import type { Block } from '#contract/schemas/content.ts';
import type { Links } from '../routing/links.ts';
import type { BlockDataStore, DownloadCentre, PageView } from '../view/page-model.ts';
import { isPopupListType, loadRelatedList } from './related-list.ts';

export interface BlockDataContext {
  client: ContentReader;
  locale: Locale;
  links: Links;
  /** The page's layout (a block may load more where its page is about it: realizations on theirs). */
  layout: string;
  /** The page's blocks of the loader's type, as the API sent them (each is validated when it renders). */
  blocks: readonly Block[];
}

const BY_POSITION = { order: { position: 'asc' } } as const;

export const BLOCK_DATA_LOADERS = {
  /** The files page: the download-centre file types and the loose file categories with their files. */
  download_center: async ({ client, locale }): Promise<DownloadCentre> => {
    const [types, categories] = await Promise.all([
      client.list(endpoints.fileTypes, { locale }),
      client.list(endpoints.looseFileCategories, { locale }),
    ]);
    return { fileTypes: types.items, categories: categories.items };
  },
  /** Every published story, by position. */
  stories_list: async ({ client, locale }) => (await client.list(endpoints.stories, { locale, query: BY_POSITION })).items,
  /** Every published inspiration, by position. */
  inspirations_list: async ({ client, locale }) =>
    (await client.list(endpoints.inspirations, { locale, query: BY_POSITION })).items,
  /** The list the last crumb opens, when the page's first breadcrumbs block asks for one (popupListType). */
  breadcrumbs: async ({ client, locale, links, blocks }) => {
    const type = blocks[0]?.popupListType;
    return isPopupListType(type) ? loadRelatedList(client, locale, links, type) : undefined;
  },
  /** The form's department dropdown and the offices the blocks name (contactId): the route planner's destinations. */
  contact_form: async ({ client, locale, blocks }) => {
    const officeIds = [...new Set(blocks.map((b) => b.contactId).filter((id): id is number => typeof id === 'number'))];
    const [departments, offices] = await Promise.all([
      client.list(endpoints.contactDepartments, { locale }),
      Promise.all(officeIds.map((id) => client.get(endpoints.contact, { id }, { locale }))),
    ]);
    return { departments: departments.items, offices: Object.fromEntries(offices.map((office) => [office.id, office])) };
  },
  /** The realization categories, in the API's order, on the realizations page (where they are browsed by). */
  realizations: async ({ client, locale, layout }) =>
    layout === 'realizations' ? (await client.list(endpoints.realizationCategories, { locale })).items : undefined,
  /** The sales advisers and the contact regions they cover. */
  contact_people: async ({ client, locale }) => {
    const [people, regions] = await Promise.all([
      client.list(endpoints.contactPeople, { locale }),
      client.list(endpoints.contactRegions, { locale }),
    ]);
    return { people: people.items, regions: regions.items };
  },
} satisfies { [T in BlockType]?: (context: BlockDataContext) => Promise<unknown> };

export type BlockWithData = keyof typeof BLOCK_DATA_LOADERS;
export type LoadedData<T extends BlockWithData> = Awaited<ReturnType<(typeof BLOCK_DATA_LOADERS)[T]>>;

/** Runs, at once, the loaders of the block types among `blocks`: what each loaded, by type (nothing: left out). */
export async function loadBlockData(
  context: Omit<BlockDataContext, 'blocks'>,
  blocks: readonly Block[],
): Promise<BlockDataStore> {
  const loaded = await Promise.all(
    (Object.keys(BLOCK_DATA_LOADERS) as BlockWithData[]).map(async (type) => {
      const own = blocks.filter((block) => block.type === type);
      return own.length === 0 ? undefined : ([type, await BLOCK_DATA_LOADERS[type]({ ...context, blocks: own })] as const);
    }),
  );
  return Object.fromEntries(
    loaded.filter((entry) => entry !== undefined && entry[1] !== undefined) as [BlockWithData, unknown][],
  );
}

/** What the loader of `type` loaded for this page; undefined when the page has no such block or nothing came. */
export function loadedData<T extends BlockWithData>(view: Pick<PageView, 'content'>, type: T): LoadedData<T> | undefined {
  // The store holds, under each type, what that type's loader returned (loadBlockData).
  return view.content.blockData?.[type] as LoadedData<T> | undefined;
}

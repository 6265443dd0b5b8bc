/** Props every block component receives from BlockList (and from layouts that render a block directly). */
import type { PageView } from '../view/page-model.ts';
import type { BlockData, BlockType } from '#contract/blocks.ts';

export type HeadingTag = 'h1' | 'h2' | 'div';

export interface BlockProps<T extends BlockType> {
  /** The block, validated with BLOCK_SCHEMAS[type] (defaults applied). */
  block: BlockData<T>;
  view: PageView;
  /** The block holds the page's one largest above-the-fold image: load it eagerly with high priority. */
  priority?: boolean;
  /** page_header only: the tag its title renders with (one h1 per page). */
  headingTag?: HeadingTag;
}

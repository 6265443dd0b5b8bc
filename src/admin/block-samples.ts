/**
 * Samples for the block catalogue (/admin/preview/test, /admin/preview/{block}): for each block type of the
 * registry, its first instance in the locale's own content (pages by id, then posts and stories, whose bodies
 * are blocks too), with the view of the page it came from, so it renders exactly as it does there. Content is
 * the best sample data an editor can get: it shows what a block looks like with real texts and images.
 */
import type { BuildTarget } from '#contract/domains.ts';
import type { BlockType } from '#contract/blocks.ts';
import type { ContentClient } from '../data/content-client.ts';
import { loadPageView } from '../data/load-page.ts';
import { loadBlockData } from '../blocks/data.ts';
import { type PlannedBlock, planBlocks } from '../blocks/registry.ts';
import type { LocaleContent, PlannedPage } from '../routing/page-plan.ts';
import type { PageView } from '../view/page-model.ts';

export interface BlockSample {
  block: PlannedBlock;
  view: PageView;
}

/** Pages whose bodies are blocks: index pages first (most block types), then posts and stories. */
export function sampleSources(pages: readonly PlannedPage[], locale: string): PlannedPage[] {
  const own = pages.filter((p) => p.locale === locale);
  const rank = (p: PlannedPage) =>
    p.source.kind === 'page' ? 0 : p.source.resource === 'posts' ? 1 : p.source.resource === 'stories' ? 2 : 3;
  return own.filter((p) => rank(p) < 3).sort((a, b) => rank(a) - rank(b));
}

export async function loadBlockSamples(
  client: ContentClient,
  target: BuildTarget,
  content: LocaleContent,
  pages: readonly PlannedPage[],
  wanted: readonly BlockType[],
): Promise<Map<BlockType, BlockSample>> {
  const samples = new Map<BlockType, BlockSample>();
  const sources = sampleSources(pages, content.locale);
  // A few pages at a time, until every wanted type has a sample or the content is exhausted.
  for (let i = 0; i < sources.length && samples.size < wanted.length; i += 4) {
    const views = await Promise.all(
      sources.slice(i, i + 4).map((page) => loadPageView(client, target, page, content, loadBlockData)),
    );
    for (const view of views) {
      const { blocks } = planBlocks(view.content.blocks, { pagePath: view.page.path, h1Available: false, priorityFirst: false });
      for (const block of blocks) {
        if (wanted.includes(block.type) && !samples.has(block.type)) samples.set(block.type, { block, view });
      }
    }
  }
  return samples;
}

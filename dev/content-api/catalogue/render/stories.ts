/** Stories and their blocks. */
import { slugify, uniqueSlug } from '../slug.ts';
import type { PostCtx } from '../text/types.ts';
import type { BlockRecord, StoryRecord } from '../types.ts';
import { type LocaleContext, image } from './context.ts';
import type { BlockFromSpec } from './blocks.ts';

export function renderStories(ctx: LocaleContext, blockFromSpec: BlockFromSpec) {
  const { skel, bank, designerNames, collections, seo } = ctx;
  const storyRecords: StoryRecord[] = [];
  {
    const taken = new Set<string>();
    for (const story of skel.stories) {
      const designer = story.designerId ? skel.designers[story.designerId - 1]! : null;
      const col = story.collectionId ? collections[story.collectionId - 1]! : null;
      const pc = {
        family: col?.family ?? '',
        designer: designer ? designerNames.get(designer.id)! : '',
        g: designer?.g ?? 'f',
      } as PostCtx;
      let t: { title: string; lead: string; body: string[] };
      if (story.kind === 'fixed') {
        const f = bank.stories.fixed[story.key!];
        t = { title: f.title, lead: f.lead, body: f.body };
      } else {
        const k = story.kind === 'family' ? bank.stories.family : bank.stories.interview;
        t = { title: k.title(pc), lead: k.lead(pc), body: k.body.map((b) => b(pc)) };
      }
      const blocks = story.blocks.map((b) => blockFromSpec(b, { ...t, closing: '' })).filter((b): b is BlockRecord => b !== null);
      const teaserUrl = `/uploads/stories/${story.imageKey}-teaser.jpg`;
      storyRecords.push({
        id: story.id,
        title: t.title,
        slug: uniqueSlug(taken, slugify(t.title)),
        lead: t.lead,
        teaserImage: image(teaserUrl, story.teaser, t.title),
        blocks,
        published: story.published,
        ...seo(t.title, t.lead, teaserUrl, false),
      });
    }
  }
  return storyRecords;
}

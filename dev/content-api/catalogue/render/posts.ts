/** News posts of every kind, their texts by kind and their blocks. */
import type { SkelPost } from '../skeleton/model.ts';
import { slugify, uniqueSlug } from '../slug.ts';
import { FAIRS } from '../taxonomy.ts';
import type { PostCtx, PostKindTexts } from '../text/types.ts';
import type { BlockRecord, PostRecord } from '../types.ts';
import { type LocaleContext, image, iso } from './context.ts';
import type { BlockFromSpec } from './blocks.ts';

export function renderPosts(ctx: LocaleContext, blockFromSpec: BlockFromSpec, realizationNames: Map<number, string>) {
  const { skel, bank, productNames, designerNames, seo } = ctx;
  const postTexts = (
    post: SkelPost,
  ): { title: string; lead: string; body: string[]; guide?: { intro: string; tips: string[]; heading: string } } => {
    const designer = post.designerId ? skel.designers[post.designerId - 1]! : null;
    const real = post.realizationId ? skel.realizations[post.realizationId - 1]! : null;
    const pc: PostCtx = {
      family: post.family,
      designer: designer ? designerNames.get(designer.id)! : '',
      g: designer?.g ?? 'f',
      award: post.award,
      fair: FAIRS[post.fairIndex]!.name,
      city: bank.cities[post.city],
      street: post.street,
      year: new Date(post.dateMs).getUTCFullYear(),
      realization: real ? realizationNames.get(real.id)! : '',
      client: real?.client ?? '',
      seats: real?.seats ?? 0,
      area: real?.area ?? 0,
      product:
        post.productId && productNames.has(post.productId)
          ? productNames.get(post.productId)!
          : ((real ? productNames.get(real.productIds.find((id) => productNames.has(id)) ?? -1) : undefined) ??
            bank.productTypes.taskChair),
    };
    const fromKind = (t: PostKindTexts) => ({ title: t.title(pc), lead: t.lead(pc), body: t.body.map((b) => b(pc)) });
    switch (post.kind) {
      case 'launch':
        return fromKind(bank.posts.launch);
      case 'award':
        return fromKind(bank.posts.award);
      case 'fair':
        return fromKind(bank.posts.fair);
      case 'showroom':
        return fromKind(bank.posts.showroom);
      case 'realization':
        return fromKind(bank.posts.realization);
      case 'guide': {
        const g = bank.posts.guides[post.guide!];
        return {
          title: g.title,
          lead: g.lead,
          body: [],
          guide: { intro: bank.posts.guideIntro, tips: g.tips, heading: g.title },
        };
      }
      case 'company': {
        const c = bank.posts.company[post.company!];
        return { title: c.title, lead: c.lead, body: [c.lead, ...bank.posts.companyBody.map((b) => b(pc))] };
      }
    }
  };
  const postRecords: PostRecord[] = [];
  {
    const taken = new Set<string>();
    for (const post of skel.posts) {
      if (!ctx.presentPost(post.id)) continue;
      const t = postTexts(post);
      const closing = bank.posts.closing[post.id % bank.posts.closing.length]!;
      const blocks = post.blocks.map((b) => blockFromSpec(b, { ...t, closing })).filter((b): b is BlockRecord => b !== null);
      const teaserUrl = `/uploads/posts/${post.imageKey}-teaser.jpg`;
      postRecords.push({
        id: post.id,
        title: t.title,
        slug: uniqueSlug(taken, slugify(t.title)),
        published_at: iso(post.dateMs),
        lead: t.lead,
        teaserImage: image(teaserUrl, post.teaser, t.title),
        blocks,
        published: post.published,
        ...seo(t.title, t.lead, teaserUrl, post.seoNull),
      });
    }
  }
  return postRecords;
}

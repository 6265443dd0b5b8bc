/** Content blocks of posts and stories, from their block specs. */
import { a, esc, h, p, ul } from '../html.ts';
import type { BlockSpec } from '../skeleton/model.ts';
import type { SpaceKey } from '../taxonomy.ts';
import type { PhraseBank } from '../text/types.ts';
import type { BlockRecord } from '../types.ts';
import { type LocaleContext, image } from './context.ts';

export function blockRenderer(ctx: LocaleContext) {
  const { skel, bank, path, tagCopy, okProduct, okCollection, okRealization, photo, movie } = ctx;
  const blockFromSpec = (
    spec: BlockSpec,
    texts: {
      title: string;
      lead: string;
      body: string[];
      closing: string;
      guide?: { intro: string; tips: string[]; heading: string };
    },
  ): BlockRecord | null => {
    switch (spec.type) {
      case 'rich_text': {
        if (spec.part === 'closing') {
          return {
            id: spec.id,
            type: 'rich_text',
            title: null,
            content: `<p>${esc(texts.closing)} ${a(path('showrooms'), bank.nodes.showrooms.title)}</p>`,
          };
        }
        if (spec.part === 'guide' && texts.guide) {
          return {
            id: spec.id,
            type: 'rich_text',
            title: null,
            content: p(texts.guide.intro) + h(2, texts.guide.heading) + ul(texts.guide.tips) + texts.body.map(p).join(''),
          };
        }
        return { id: spec.id, type: 'rich_text', title: null, content: texts.body.map(p).join('') };
      }
      case 'image':
        return {
          id: spec.id,
          type: 'image',
          image: image(spec.url, spec.dim, texts.title),
          caption: texts.lead,
          tags: spec.tagKeys.map((t) => ({ tag: tagCopy(t.key), x: t.x, y: t.y })),
        };
      case 'image_gallery':
        return {
          id: spec.id,
          type: 'image_gallery',
          title: bank.blocks.gallery,
          photos: spec.photos.map((ph) => {
            const viewName =
              spec.subject === 'realization' || spec.subject === 'showroom'
                ? bank.inspirations.spaces[ph.view as SpaceKey]
                : bank.views[ph.view as keyof PhraseBank['views']];
            return photo(ph, viewName, `${texts.title} – ${viewName.toLowerCase()}`);
          }),
          limit: spec.limit,
          showLabels: spec.showLabels,
        };
      case 'movie':
        return { id: spec.id, type: 'movie', movie: movie(spec.movie, texts.title) };
      case 'collection':
        return okCollection(spec.collectionId) ? { id: spec.id, type: 'collection', collectionId: spec.collectionId } : null;
      case 'related-items': {
        const ids = spec.productIds.filter(okProduct);
        return ids.length
          ? { id: spec.id, type: 'related-items', title: bank.blocks.relatedProducts, itemType: 'product', productIds: ids }
          : null;
      }
      case 'products-list': {
        const ids = spec.productIds.filter(okProduct);
        return ids.length ? { id: spec.id, type: 'products-list', title: bank.blocks.productsInProject, productIds: ids } : null;
      }
      case 'realization_intro':
        return okRealization(spec.realizationId)
          ? { id: spec.id, type: 'realization_intro', realizationId: spec.realizationId }
          : null;
      case 'designer_details':
        return skel.designers[spec.designerId - 1]!.published
          ? { id: spec.id, type: 'designer_details', designerId: spec.designerId }
          : null;
    }
  };
  return blockFromSpec;
}

export type BlockFromSpec = ReturnType<typeof blockRenderer>;

/**
 * The related-items list of a breadcrumb popup: items of one type (products, collections or posts) by position,
 * as many as the type's limit, the page's own item left out. Fetched at build time so the popup works without
 * JavaScript.
 */
import type { PopupListType } from '#contract/blocks.ts';
import type { ContentReader } from '#contract/endpoint.ts';
import * as endpoints from '#contract/endpoints.ts';
import type { Locale } from '#contract/locales.ts';
import type { Links } from '../routing/links.ts';
import type { RelatedLink } from '../view/page-model.ts';

/** Items a popup lists: 40 collections, 10 products, 10 posts. */
export const POPUP_LIMITS: Record<PopupListType, number> = { productcollection: 40, product: 10, post: 10 };

export function isPopupListType(type: unknown): type is PopupListType {
  return typeof type === 'string' && Object.hasOwn(POPUP_LIMITS, type);
}

/** The typed-list query: itemsPerPage as the limit (one more when the current item will be filtered out). */
export function relatedListQuery(type: PopupListType, excludeId?: number) {
  return { itemsPerPage: POPUP_LIMITS[type] + (excludeId === undefined ? 0 : 1), order: { position: 'asc' } } as const;
}

export async function loadRelatedList(
  client: ContentReader,
  locale: Locale,
  links: Links,
  type: PopupListType,
  excludeId?: number,
): Promise<RelatedLink[]> {
  const options = { locale, query: relatedListQuery(type, excludeId) };
  const items: { id: number; name: string; href: string | null }[] =
    type === 'product'
      ? (await client.list(endpoints.products, options)).items.map((p) => ({
          id: p.id,
          name: p.name,
          href: links.detail('product', p.path),
        }))
      : type === 'productcollection'
        ? (await client.list(endpoints.productCollections, options)).items.map((c) => ({
            id: c.id,
            name: c.name,
            href: links.detail('productcollection', c.slug),
          }))
        : (await client.list(endpoints.posts, options)).items.map((p) => ({
            id: p.id,
            name: p.title,
            href: links.detail('post', p.slug),
          }));
  return items
    .filter((i): i is typeof i & { href: string } => i.href !== null && i.id !== excludeId)
    .slice(0, POPUP_LIMITS[type])
    .map(({ name, href }) => ({ name, href }));
}

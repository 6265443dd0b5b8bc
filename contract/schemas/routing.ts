/** Sitemap nodes and search items: what the page plan is built from. */
import * as v from 'valibot';
import { id, nullableImage, nullableString } from './common.ts';

export const SitemapNodeSchema = v.looseObject({
  id,
  /** article, article_with_crumbs, root, search, contact, pattern, privacy, product, post, and the section
   * types productcollection, designer, realization, story, inspiration. Unknown types are allowed: an index
   * node of a type that is not special is an article. */
  nodeType: v.pipe(v.string(), v.minLength(1)),
  action: v.picklist(['index', 'show']),
  /** Path pattern; parameters are `:name`, a trailing `:name*` takes several segments. */
  slug: v.pipe(v.string(), v.startsWith('/')),
  /** Id of the page (GET /api/pages/{id}) an index node renders; null for show nodes. */
  nodeReference: v.nullish(id, null),
  layout: nullableString,
  /** Name of the node, used for breadcrumbs of detail pages under it. */
  title: v.optional(v.string(), ''),
});

export type SitemapNode = v.InferOutput<typeof SitemapNodeSchema>;

export const SEARCH_OBJECT_TYPES = [
  'Product',
  'ProductCategory',
  'ProductCollection',
  'Designer',
  'Realization',
  'Post',
  'Story',
  'Inspiration',
] as const;

export type SearchObjectType = (typeof SEARCH_OBJECT_TYPES)[number];

export const SearchItemSchema = v.looseObject({
  id,
  objectType: v.picklist(SEARCH_OBJECT_TYPES),
  title: v.string(),
  /** The value of the show node's slug parameter: for products and categories the category path
   * (`chairs/office-chairs/kx-200`), for the others the item slug. */
  slug: v.pipe(v.string(), v.minLength(1)),
  image: nullableImage,
  alternativePresentationContent: v.nullish(
    v.looseObject({
      collection: v.nullish(v.looseObject({ id: v.optional(id), name: v.string(), slug: v.optional(v.string()) }), null),
    }),
    null,
  ),
});

export type SearchItem = v.InferOutput<typeof SearchItemSchema>;

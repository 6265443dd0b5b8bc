/** The lists whose members are teasers: products, collections, posts, realizations (filtered, ordered, paged by the caller). */
import { contentList } from '../resource-endpoint.ts';
import { CollectionTeaserSchema, PostTeaserSchema, ProductTeaserSchema, RealizationTeaserSchema } from '../schemas/teasers.ts';

/** Product list items (teasers with what list pages filter and sort on). */
export const products = contentList('products', ProductTeaserSchema);
export const productCollections = contentList('collections', CollectionTeaserSchema);
export const posts = contentList('posts', PostTeaserSchema);
export const realizations = contentList('realizations', RealizationTeaserSchema);

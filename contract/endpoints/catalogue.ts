/** Endpoints of the product catalogue's records: products, categories, collections, designers (lists of teasers: teaser-lists.ts). */
import { file } from '../endpoint.ts';
import { contentItem, contentList, under, WHOLE } from '../resource-endpoint.ts';
import { CollectionSchema, DesignerSchema, ProductCategorySchema, ProductSchema } from '../schemas/catalogue.ts';

export const product = contentItem('products', 'slugOrId', ProductSchema);
/** A category's product list as a PDF (the pdfSrc of a category without an uploaded one). */
export const categoryPdf = file('products', under('products', 'pdf/{id}'));
export const productCategories = contentList('categories', ProductCategorySchema, WHOLE);
export const productCategory = contentItem('categories', 'slugOrId', ProductCategorySchema);
export const productCollection = contentItem('collections', 'slugOrId', CollectionSchema);
export const designers = contentList('designers', DesignerSchema);
export const designer = contentItem('designers', 'slugOrId', DesignerSchema);

/** Endpoints of what the page plan and the page chrome are built from: menus, sitemap nodes, pages. */
import { contentItem, contentList, WHOLE } from '../resource-endpoint.ts';
import { PageDataSchema } from '../schemas/content.ts';
import { MenuSchema } from '../schemas/menus.ts';
import { SitemapNodeSchema } from '../schemas/routing.ts';

export const menus = contentList('menus', MenuSchema, WHOLE);
export const sitemapNodes = contentList('sitemap_nodes', SitemapNodeSchema, WHOLE);
export const page = contentItem('pages', 'id', PageDataSchema);

import type { APIRoute } from 'astro';
import { getSite } from '../render/site.ts';
import { sitemapIndexXml } from '../seo/sitemap.ts';

export const prerender = false;

export const GET: APIRoute = async () => {
  const { target } = await getSite();
  return new Response(sitemapIndexXml(target), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};

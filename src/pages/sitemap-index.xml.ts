import type { APIRoute } from 'astro';
import { sitemapIndexXml } from '../seo/sitemap.ts';

export const prerender = false;

export const GET: APIRoute = ({ locals }) => {
  const { target } = locals.render.site;
  return new Response(sitemapIndexXml(target), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};

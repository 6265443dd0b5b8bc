import type { APIRoute } from 'astro';
import { getSite } from '../render/site.ts';
import { robotsTxt } from '../seo/sitemap.ts';

export const prerender = false;

export const GET: APIRoute = async () => {
  const { target } = await getSite();
  return new Response(robotsTxt(target), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};

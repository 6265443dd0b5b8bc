import type { APIRoute } from 'astro';
import { robotsTxt } from '../seo/sitemap.ts';

export const prerender = false;

export const GET: APIRoute = ({ locals }) => {
  const { target } = locals.render.site;
  return new Response(robotsTxt(target), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};

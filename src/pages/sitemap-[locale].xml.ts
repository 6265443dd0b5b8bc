import type { APIRoute } from 'astro';
import { isLocale } from '#contract/locales.ts';
import { sitemapXml } from '../seo/sitemap.ts';

export const prerender = false;

export const GET: APIRoute = ({ params, locals }) => {
  const { target, plan } = locals.render.site;
  if (!isLocale(params.locale) || !target.locales.includes(params.locale)) return new Response('Not found', { status: 404 });
  const pages = plan.pages.filter((p) => p.locale === params.locale);
  return new Response(sitemapXml(target, pages), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};

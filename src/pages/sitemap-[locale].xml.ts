import type { APIRoute, GetStaticPaths } from 'astro';
import { getSite } from '../build/site.ts';
import { sitemapXml } from '../seo/sitemap.ts';

export const getStaticPaths = (async () => {
  const { target } = await getSite();
  return target.locales.map((locale) => ({ params: { locale } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const { target, plan } = await getSite();
  const pages = plan.pages.filter((p) => p.locale === params.locale);
  return new Response(sitemapXml(target, pages), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};

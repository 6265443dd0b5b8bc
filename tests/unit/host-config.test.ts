import { describe, expect, it } from 'vitest';
import { headersFile, matchRedirect, parseRedirects, redirectRules, redirectsFile } from '#builder/hosting.ts';
import { resolveBuildTarget } from '#contract/domains.ts';
import { robotsTxt, sitemapIndexXml, sitemapXml } from '#src/seo/sitemap.ts';
import type { PlannedPage } from '#src/routing/page-plan.ts';
import { ancestors, categoryWithDescendants, directChildren } from '#src/data/categories.ts';
import type { ProductCategory } from '#contract/schemas/catalogue.ts';

const eu = resolveBuildTarget('live', 'eu.mebleoffice.example');
const pl = resolveBuildTarget('live', 'www.mebleoffice.example');

describe('_redirects', () => {
  it('proxies the API, sends the eu root to a served language, and serves per-locale 404s', () => {
    const text = redirectsFile(redirectRules(eu, 'https://api.mebleoffice.example/'));
    expect(text).toContain('/api/*  https://api.mebleoffice.example/api/:splat  200\n');
    expect(text).toContain('/  /de/  302  Language=de\n');
    expect(text).toContain('/  /en/  302\n');
    expect(text).toContain('/de/*  /de/404/  404\n');
    expect(text.trim().split('\n').at(-1)).toBe('/*  /en/404/  404');
    const rules = parseRedirects(text);
    expect(matchRedirect(rules, '/de/nicht-da')?.to).toBe('/de/404/');
    expect(matchRedirect(rules, '/api/products')?.to).toBe('https://api.mebleoffice.example/api/products');
    expect(matchRedirect(rules, '/', 'de-DE,de;q=0.9')?.to).toBe('/de/');
    expect(matchRedirect(rules, '/', 'pl')?.to).toBe('/en/');
    expect(matchRedirect(rules, '/media/cache/resolve/product_teaser/uploads/a.jpg')?.rule.status).toBe(200);
  });

  it('serves the single-locale domain at the root', () => {
    const rules = redirectRules(pl, 'http://127.0.0.1:4010');
    expect(rules.at(-1)).toEqual({ from: '/*', to: '/404/', status: 404 });
    expect(rules.some((r) => r.status === 302)).toBe(false);
  });
});

describe('_headers', () => {
  it('sets security headers and immutable assets without joining Cache-Control on pages', () => {
    const text = headersFile(pl);
    expect(text).toMatch(/^\/\*\n( {2}.+\n)+\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable\n/);
    expect(text).toContain('X-Content-Type-Options: nosniff');
    expect(text).toContain("frame-ancestors 'none'");
    expect(text).toContain('Strict-Transport-Security');
    expect(text.split('/_astro/*')[0]).not.toContain('Cache-Control');
    expect(headersFile({ url: 'http://localhost:4321' })).not.toContain('Strict-Transport-Security');
  });
});

describe('sitemaps and robots', () => {
  const page = (path: string, alternates: PlannedPage['alternates']) => ({ path, alternates }) as PlannedPage;
  it('lists pages with reciprocal alternates and x-default', () => {
    const xml = sitemapXml(eu, [
      page('/en/files', [
        { locale: 'pl', hreflang: 'pl', url: 'https://www.mebleoffice.example/pliki' },
        { locale: 'en', hreflang: 'en', url: 'https://eu.mebleoffice.example/en/files' },
      ]),
      page('/en/only-english?&', [{ locale: 'en', hreflang: 'en', url: 'https://eu.mebleoffice.example/en/only' }]),
    ]);
    expect(xml).toContain(
      '<loc>https://eu.mebleoffice.example/en/files</loc><xhtml:link rel="alternate" hreflang="pl" href="https://www.mebleoffice.example/pliki"/>',
    );
    expect(xml).toContain('hreflang="x-default" href="https://www.mebleoffice.example/pliki"');
    expect(xml).toContain('<loc>https://eu.mebleoffice.example/en/only-english?&amp;</loc></url>');
    expect(sitemapIndexXml(eu)).toContain('<loc>https://eu.mebleoffice.example/sitemap-fr.xml</loc>');
  });

  it('opens only live domains to crawlers', () => {
    expect(robotsTxt(pl)).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://www.mebleoffice.example/sitemap-index.xml\n',
    );
    expect(robotsTxt(resolveBuildTarget('dev', 'dev.pl.mebleoffice.example'))).toContain('Disallow: /\n');
  });
});

describe('category tree', () => {
  const cat = (id: number, parent: ProductCategory['parentBranch'], path: string) =>
    ({ id, slug: path.split('/').pop(), path, name: `C${id}`, parentBranch: parent }) as ProductCategory;
  const root = cat(1, null, 'krzesla');
  const office = cat(2, { id: 1, slug: 'krzesla', path: 'krzesla', name: 'C1', parentBranch: null }, 'krzesla/biurowe');
  const task = cat(
    3,
    {
      id: 2,
      slug: 'biurowe',
      path: 'krzesla/biurowe',
      name: 'C2',
      parentBranch: { id: 1, slug: 'krzesla', path: 'krzesla', name: 'C1', parentBranch: null },
    },
    'krzesla/biurowe/obrotowe',
  );
  const tables = cat(4, null, 'stoly');
  const all = [root, office, task, tables];
  it('finds a category with its descendants, children and ancestors', () => {
    expect(categoryWithDescendants(all, 1)).toEqual([1, 2, 3]);
    expect(categoryWithDescendants(all, 3)).toEqual([3]);
    expect(directChildren(all, null).map((c) => c.id)).toEqual([1, 4]);
    expect(ancestors(task).map((a) => a.path)).toEqual(['krzesla', 'krzesla/biurowe']);
  });
});

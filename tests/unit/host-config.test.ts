import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, undeclaredScripts } from '#builder/hosting/csp.ts';
import { headerRules, headersFile, headersFor, parseHeaders } from '#builder/hosting/headers.ts';
import { matchRedirect, parseRedirects, redirectRules, redirectsFile } from '#builder/hosting/redirects.ts';
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

  it('serves every newsletter token its confirmation page (a 200 rewrite), before the 404 rules', () => {
    const rules = parseRedirects(redirectsFile(redirectRules(eu, 'https://api.mebleoffice.example')));
    const confirm = matchRedirect(rules, '/de/newsletter/confirmation/0a1b2c');
    expect(confirm?.rule.status).toBe(200);
    expect(confirm?.to).toBe('/de/newsletter/confirmation/');
    expect(matchRedirect(rules, '/fr/newsletter/confirmation/unsubscribe/0a1b2c')?.to).toBe(
      '/fr/newsletter/confirmation/unsubscribe/',
    );
    expect(matchRedirect(rules, '/en/newsletter/confirmation/unsubscribe/')?.to).toBe('/en/newsletter/confirmation/unsubscribe/');
    const single = parseRedirects(redirectsFile(redirectRules(pl, 'http://127.0.0.1:4010')));
    expect(matchRedirect(single, '/newsletter/confirmation/abc')?.to).toBe('/newsletter/confirmation/');
    expect(matchRedirect(single, '/newsletter/confirmation/unsubscribe/abc')?.to).toBe('/newsletter/confirmation/unsubscribe/');
    expect(matchRedirect(single, '/newsletterx/abc')?.rule.status).toBe(404);
  });

  it("answers an unknown address under a list's detail pages with the locale's missing-item 404 page", () => {
    const rules = parseRedirects(
      redirectsFile(redirectRules(eu, 'https://api.mebleoffice.example', [{ locale: 'de', prefix: '/de/referenzen' }])),
    );
    expect(matchRedirect(rules, '/de/referenzen/keine-solche/')).toEqual({
      rule: { from: '/de/referenzen/*', to: '/de/404/item/', status: 404 },
      to: '/de/404/item/',
    });
    expect(matchRedirect(rules, '/de/404/item/')?.rule).toMatchObject({ status: 404, force: true });
    expect(matchRedirect(rules, '/de/nichts/')?.to).toBe('/de/404/');
  });

  it("sends the e-mails' locale-less newsletter links to the visitor's language with their token, where locales have prefixes", () => {
    const rules = parseRedirects(redirectsFile(redirectRules(eu, 'https://api.mebleoffice.example')));
    const subscribe = matchRedirect(rules, '/newsletter/confirmation/0a1b2c', 'cs-CZ,cs;q=0.9');
    expect(subscribe?.rule.status).toBe(302);
    expect(subscribe?.to).toBe('/cz/newsletter/confirmation/0a1b2c');
    expect(matchRedirect(rules, '/newsletter/confirmation/unsubscribe/0a1b2c', 'fr')?.to).toBe(
      '/fr/newsletter/confirmation/unsubscribe/0a1b2c',
    );
    // A language the domain does not serve: its first locale.
    expect(matchRedirect(rules, '/newsletter/confirmation/unsubscribe/0a1b2c', 'pl')?.to).toBe(
      '/en/newsletter/confirmation/unsubscribe/0a1b2c',
    );
    // The target is the token's page, which the rewrite above serves.
    expect(matchRedirect(rules, '/cz/newsletter/confirmation/0a1b2c')?.rule.status).toBe(200);
    // A domain with one locale serves the e-mails' links as they are: no redirect.
    const single = parseRedirects(redirectsFile(redirectRules(pl, 'http://127.0.0.1:4010')));
    expect(matchRedirect(single, '/newsletter/confirmation/0a1b2c', 'de')?.rule.status).toBe(200);
  });

  it('gives each error page its status wherever it is asked for (forced rules), the root ones the default locale', () => {
    const text = redirectsFile(redirectRules(eu, 'https://api.mebleoffice.example'));
    expect(text).toContain('/de/500/  /de/500/index.html  500!\n');
    expect(text).toContain('/en/404/  /en/404/index.html  404!\n');
    expect(text).toContain('/500/  /en/500/index.html  500!\n');
    // Before the catch-all 404 rules, which would otherwise answer /de/500/ as a missing page.
    expect(text.indexOf('/de/500/  ')).toBeLessThan(text.indexOf('/de/*  /de/404/'));
    const rules = parseRedirects(text);
    const forced = matchRedirect(rules, '/de/500');
    expect(forced?.rule).toEqual({ from: '/de/500/', to: '/de/500/index.html', status: 500, force: true });
    expect(matchRedirect(rules, '/500')?.to).toBe('/en/500/index.html');
    const single = redirectsFile(redirectRules(pl, 'http://127.0.0.1:4010'));
    expect(single).toContain('/500/  /500/index.html  500!\n');
    expect(single.match(/\/500\/ {2}/g)).toHaveLength(1);
  });

  it('serves the single-locale domain at the root', () => {
    const rules = redirectRules(pl, 'http://127.0.0.1:4010');
    expect(rules.at(-1)).toEqual({ from: '/*', to: '/404/', status: 404 });
    expect(rules.some((r) => r.status === 302)).toBe(false);
  });
});

/** sha256 of the empty string, as a CSP source. */
const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

describe('_headers', () => {
  it('sets security headers and immutable assets without joining Cache-Control on pages', () => {
    const text = headersFile(headerRules(pl, []));
    expect(text).toMatch(/^\/\*\n( {2}.+\n)+\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable\n/);
    expect(text).toContain('X-Content-Type-Options: nosniff');
    expect(text).toContain("frame-ancestors 'none'");
    expect(text).toContain('Strict-Transport-Security');
    expect(text.split('/_astro/*')[0]).not.toContain('Cache-Control');
    expect(headersFile(headerRules({ url: 'http://localhost:4321' }, []))).not.toContain('Strict-Transport-Security');
  });

  it('reads back what it writes, and gives each path the headers of every rule that matches it', () => {
    const rules = parseHeaders(headersFile(headerRules(pl, [hash])));
    expect(rules.map((r) => r.path)).toEqual(['/*', '/_astro/*', '/images/*']);
    const page = headersFor(rules, '/produkty/');
    expect(page['Content-Security-Policy']).toContain(hash);
    expect(page['Cache-Control']).toBeUndefined();
    const asset = headersFor(rules, '/_astro/header.js');
    expect(asset['Cache-Control']).toContain('immutable');
    expect(asset['X-Content-Type-Options']).toBe('nosniff');
  });
});

describe('Content-Security-Policy', () => {
  it('allows scripts from the site, the listed third parties and the hashed inline scripts only', () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"], https: true });
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) as string;
    expect(scriptSrc).toBe("script-src 'self' 'sha256-a' 'sha256-b' https://www.googletagmanager.com");
    expect(csp).not.toContain("'unsafe-inline' https://www.googletagmanager.com");
    expect(scriptSrc).not.toContain('unsafe');
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    // Forms post to the site; the route planner's GET form opens the map service's directions.
    expect(csp.split('; ')).toContain("form-action 'self' https://www.google.com");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ scriptHashes: [], https: false })).not.toContain('upgrade-insecure-requests');
  });

  it('hashes the executable inline scripts of a page, not external, JSON or JSON-LD ones', () => {
    const html = [
      '<script type="module" src="/_astro/a.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="application/json" data-x>{}</script>',
      '<script>alert(1)</script>',
      '<script type="module">import("/x.js")</script>',
    ].join('');
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    // The hash is of the exact text: a script added without a rebuild of the headers would not match.
    expect(inlineScriptHashes('<script>alert(2)</script>')[0]).not.toBe(hashes[0]);
    expect(inlineScriptHashes('<script></script>')).toEqual([hash]);
  });

  it('hashes a page read as its bytes (one character per byte) as the browser hashes its text', () => {
    const html = '<title>Żółw</title><script>document.title="Łódź – Стул"</script>';
    const bytes = Buffer.from(html, 'utf8').toString('latin1');
    expect(inlineScriptHashes(bytes, 'latin1')).toEqual(inlineScriptHashes(html));
    expect(undeclaredScripts(bytes, new Set(), 'latin1')).toEqual(['document.title="Łódź – Стул"']);
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

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../quality.config.ts';
import { memoryDist, openDist, resolvePath } from '#quality/dist.ts';
import { checkIntegrity } from '#quality/integrity.ts';
import { documentProblems } from '#quality/integrity/document.ts';
import { readPageDoc } from '#quality/integrity/page-doc.ts';
import { formatProblem } from '#quality/integrity/problems.ts';
import { sitemapUrls } from '#quality/integrity/sitemaps.ts';
import { parseRedirects } from '#builder/hosting/redirects.ts';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/quality');

describe('resolving URL paths like the CDN', () => {
  const dist = memoryDist({ 'pl/index.html': '', 'pl/x/index.html': '', 'robots.txt': '', 'old.html': '' });
  const rules = parseRedirects('/api/*  http://api/api/:splat  200\n/  /pl/  302\n/*  /pl/404/  404\n');
  it('serves directory pages at /x/, answers /x with a redirect, follows 3xx rules only', () => {
    expect(resolvePath(dist, '/pl/x/')).toEqual({ file: 'pl/x/index.html', servedPath: '/pl/x/', redirect: null });
    expect(resolvePath(dist, '/pl/x')).toEqual({ file: 'pl/x/index.html', servedPath: '/pl/x/', redirect: '/pl/x/' });
    expect(resolvePath(dist, '/robots.txt')?.file).toBe('robots.txt');
    expect(resolvePath(dist, '/old')?.file).toBe('old.html');
    expect(resolvePath(dist, '/', rules)).toEqual({ file: 'pl/index.html', servedPath: '/pl/', redirect: '/pl/' });
    expect(resolvePath(dist, '/')).toBeNull();
    expect(resolvePath(dist, '/pl/y/', rules)).toBeNull();
    expect(resolvePath(dist, '/../etc/passwd')).toBeNull();
  });
});

describe('page documents', () => {
  it('reads title, description, canonical, alternates and every reference', () => {
    const doc = readPageDoc(
      'pl/x/index.html',
      `<!doctype html><html lang="pl"><head><title> A &amp; B </title><meta name="description" content="Opis">
      <link rel="canonical" href="https://s.test/pl/x/"><link rel="alternate" hreflang="en" href="https://s.test/en/x/">
      <link rel="stylesheet" href="/_astro/a.css"><link rel="alternate" type="application/rss+xml" href="/feed.xml">
      <meta property="og:image" content="https://s.test/media/og.jpg"></head>
      <body><a href="/pl/">x</a><img src="/a.jpg" srcset="/a-1.jpg 1x, /a-2.jpg 2x"><picture><source srcset="/b.webp 640w"></picture>
      <script src="/_astro/s.js"></script><video poster="/p.jpg"></video></body></html>`,
    );
    expect(doc).toMatchObject({
      path: '/pl/x/',
      error: false,
      title: 'A & B',
      description: 'Opis',
      lang: 'pl',
      canonicals: ['https://s.test/pl/x/'],
      alternates: [{ hreflang: 'en', href: 'https://s.test/en/x/' }],
    });
    expect(doc.refs.map((r) => `${r.via} ${r.url}`)).toEqual([
      'link stylesheet /_astro/a.css',
      'og:image https://s.test/media/og.jpg',
      'a href /pl/',
      'img src /a.jpg',
      'img srcset /a-1.jpg',
      'img srcset /a-2.jpg',
      'source srcset /b.webp',
      'script src /_astro/s.js',
      'video poster /p.jpg',
    ]);
    expect(readPageDoc('en/404/index.html', '<title>404</title>').error).toBe(true);
    expect(readPageDoc('404.html', '<title>404</title>').error).toBe(true);
    expect(readPageDoc('pl/produkty/k404/index.html', '').error).toBe(false);
  });

  it('reads sitemap entries with their alternates', () => {
    expect(
      sitemapUrls(
        '<urlset><url><loc>https://s.test/a?x=1&amp;y=2</loc><xhtml:link rel="alternate" hreflang="en" href="https://s.test/en/a"/></url></urlset>',
      ),
    ).toEqual([{ loc: 'https://s.test/a?x=1&y=2', alternates: [{ hreflang: 'en', href: 'https://s.test/en/a' }] }]);
  });
});

/** The other rules' fixtures are a few pages that link nowhere; ORPHAN has its own test. */
const check = (dist: Parameters<typeof checkIntegrity>[0], options: Parameters<typeof checkIntegrity>[1] = {}) =>
  checkIntegrity(dist, { ...options, config: { ...config.integrity, requireInboundLinks: false, ...options.config } });

describe('integrity of the clean fixture', async () => {
  const report = await checkIntegrity(await openDist(path.join(fixtures, 'clean')));
  it('has no problems', () => {
    expect(report.problems.map(formatProblem)).toEqual([]);
  });
  it('reads the site URL from canonical links and counts proxied and external references', () => {
    expect(report.stats).toMatchObject({
      siteUrl: 'https://www.example.test',
      pages: 14,
      errorPages: 4,
      sitemapUrls: 10,
      proxied: 8,
      proxiedChecked: false,
      external: { 'https://www.youtube.com': 1 },
      redirectingLinks: 0,
    });
  });
});

describe('integrity problems of the broken fixture', async () => {
  const dist = await openDist(path.join(fixtures, 'integrity-broken'));
  const report = await check(dist);

  it('fails every rule once, naming the page and the target', () => {
    expect(report.problems.map(formatProblem)).toEqual([
      'DOCUMENT /pl/skrypt-po-html/: content after </html>: <script type="module" src="/_astro/ProductListLayout.astro_astro_type_script_ind…',
      'LINK /pl/ → /pl/nie-ma/: no such file (a href)',
      'ASSET /pl/ → /images/brak.png: no such file (img src)',
      'TITLE /pl/a/: "Ta sama | Test" is also the title of /pl/b/',
      'DESCRIPTION /pl/bez-opisu/: no <meta name="description">',
      'CANONICAL /pl/zly-kanoniczny/ → http://localhost:4321/pl/zly-kanoniczny/: not on the site URL https://www.example.test',
      'HREFLANG /pl/kontakt/ → https://www.example.test/en/contact/: hreflang en: no such page',
      'HREFLANG /pl/o-nas/ → https://www.example.test/en/about/: not reciprocal: /en/about/ has no alternate back to this page',
      'SITEMAP /pl/sierota/: built page is in no sitemap',
      'SITEMAP /sitemap-pl.xml → https://www.example.test/pl/usunieta/: lists a page that was not built',
      'URLFORM /pl/bez-ukosnika/ → https://www.example.test/pl/bez-ukosnika: answers with a redirect to https://www.example.test/pl/bez-ukosnika/; named as canonical',
    ]);
    expect(report.stats.redirectingLinks).toBe(1); // <a href="/pl/b">
  });

  it('accepts /x for /x/ when served URLs are not required', async () => {
    const lenient = await check(dist, { config: { ...config.integrity, requireServedUrls: false, requireInboundLinks: false } });
    expect(lenient.problems.filter((p) => p.kind === 'URLFORM' || p.page === '/pl/bez-ukosnika/')).toEqual([]);
  });

  it('checks proxied URLs against the content API when asked', async () => {
    const asked: string[] = [];
    const checked = await check(dist, {
      checkProxied: async (url) => {
        asked.push(url);
        return 404;
      },
    });
    expect(asked).toEqual(['/media/x.jpg']);
    expect(checked.problems.filter((p) => p.kind === 'PROXIED').map(formatProblem)).toEqual([
      'PROXIED /pl/ → /media/x.jpg: HTTP 404 from the content API',
    ]);
  });

  it('takes the site URL from the command line', async () => {
    const other = await check(dist, { siteUrl: 'http://localhost:4321' });
    expect(other.problems.filter((p) => p.kind === 'CANONICAL').length).toBeGreaterThan(5);
  });
});

describe('hreflang across domains', () => {
  const page = (lang: string, self: string, alternates: [string, string][]) =>
    `<!doctype html><html lang="${lang}"><head><title>${self}</title><meta name="description" content="d"><link rel="canonical" href="${self}">` +
    alternates.map(([h, u]) => `<link rel="alternate" hreflang="${h}" href="${u}">`).join('') +
    '</head><body></body></html>';
  const sitemap = (origin: string, paths: string[]) => ({
    'sitemap-index.xml': `<sitemapindex><sitemap><loc>${origin}/sitemap-x.xml</loc></sitemap></sitemapindex>`,
    'sitemap-x.xml': `<urlset>${paths.map((p) => `<url><loc>${origin}${p}</loc></url>`).join('')}</urlset>`,
  });
  const PL = 'https://pl.test';
  const EU = 'https://eu.test';
  const plDist = memoryDist({
    'index.html': page('pl', `${PL}/`, [
      ['pl', `${PL}/`],
      ['en', `${EU}/en/`],
      ['x-default', `${PL}/`],
    ]),
    'o-nas/index.html': page('pl', `${PL}/o-nas/`, [
      ['pl', `${PL}/o-nas/`],
      ['en', `${EU}/en/about/`],
      ['de', `${EU}/de/uber/`],
    ]),
    ...sitemap(PL, ['/', '/o-nas/']),
  });
  const euDist = memoryDist({
    'en/index.html': page('en', `${EU}/en/`, [
      ['pl', `${PL}/`],
      ['en', `${EU}/en/`],
    ]),
    'en/about/index.html': page('en', `${EU}/en/about/`, [['en', `${EU}/en/about/`]]),
    ...sitemap(EU, ['/en/', '/en/about/']),
  });

  it('counts alternates on other domains without their dist', async () => {
    const report = await check(plDist);
    expect(report.problems).toEqual([]);
    expect(report.stats.otherDomainAlternates).toEqual({ [EU]: { count: 3, verified: false } });
  });

  it('verifies existence and reciprocity in the other dist', async () => {
    const report = await check(plDist, { others: new Map([[EU, euDist]]) });
    expect(report.problems.map(formatProblem)).toEqual([
      `HREFLANG /o-nas/ → ${EU}/de/uber/: hreflang de: no such page on ${EU}`,
      `HREFLANG /o-nas/ → ${EU}/en/about/: not reciprocal: /en/about/ on ${EU} has no alternate back to this page`,
    ]);
    expect(report.stats.otherDomainAlternates).toEqual({ [EU]: { count: 3, verified: true } });
  });

  it('lets translations share a title, not unrelated pages', async () => {
    const titled = (lang: string, self: string, title: string, alternates: [string, string][]) =>
      page(lang, self, alternates).replace(`<title>${self}</title>`, `<title>${title}</title>`);
    const pair: [string, string][] = [
      ['de', `${EU}/de/sofas/`],
      ['en', `${EU}/en/sofas/`],
    ];
    const dist = memoryDist({
      'de/sofas/index.html': titled('de', `${EU}/de/sofas/`, 'Sofas', pair),
      'en/sofas/index.html': titled('en', `${EU}/en/sofas/`, 'Sofas', pair),
      'en/lounge/index.html': titled('en', `${EU}/en/lounge/`, 'Sofas', []),
      ...sitemap(EU, ['/de/sofas/', '/en/sofas/', '/en/lounge/']),
    });
    const report = await check(dist);
    expect(report.problems.map(formatProblem)).toEqual(['TITLE /de/sofas/: "Sofas" is also the title of /en/lounge/']);
    const translationsOnly = await check(
      memoryDist({
        'de/sofas/index.html': titled('de', `${EU}/de/sofas/`, 'Sofas', pair),
        'en/sofas/index.html': titled('en', `${EU}/en/sofas/`, 'Sofas', pair),
        ...sitemap(EU, ['/de/sofas/', '/en/sofas/']),
      }),
    );
    expect(translationsOnly.problems).toEqual([]);
    expect(translationsOnly.stats.titlesSharedByTranslations).toBe(1);
  });

  it('flags an alternate that calls a page by another language than the page calls itself', async () => {
    const dist = memoryDist({
      'pl/index.html': page('pl', `${PL}/pl/`, [
        ['pl', `${PL}/pl/`],
        ['de', `${PL}/en/`],
      ]),
      'en/index.html': page('en', `${PL}/en/`, [
        ['pl', `${PL}/pl/`],
        ['en', `${PL}/en/`],
      ]),
      ...sitemap(PL, ['/pl/', '/en/']),
    });
    const report = await check(dist);
    expect(report.problems.map(formatProblem)).toEqual([
      `HREFLANG /en/ → ${PL}/pl/: not reciprocal: /pl/ names this page as de, this page calls itself en`,
      `HREFLANG /pl/ → ${PL}/en/: calls /en/ de, the page calls itself en`,
    ]);
  });
});

describe('pages no other page links (ORPHAN)', () => {
  const S = 'https://s.test';
  const page = (self: string, body: string, alternates: string[] = []) =>
    `<!doctype html><html lang="pl"><head><title>${self}</title><meta name="description" content="d"><link rel="canonical" href="${S}${self}">` +
    alternates.map((a) => `<link rel="alternate" hreflang="${a.startsWith('/en') ? 'en' : 'pl'}" href="${S}${a}">`).join('') +
    `</head><body>${body}</body></html>`;

  it("flags a page reachable only by its URL or through its translation's language switcher", async () => {
    const dist = memoryDist({
      'pl/index.html': page('/pl/', '<a href="/pl/lista/">lista</a>'),
      'pl/lista/index.html': page('/pl/lista/', '<a href="/pl/">home</a><a href="/pl/lista/a/">a</a>'),
      'pl/lista/a/index.html': page('/pl/lista/a/', '<a href="/en/list/a/">EN</a>', ['/pl/lista/a/', '/en/list/a/']),
      'en/list/a/index.html': page('/en/list/a/', '<a href="/pl/lista/a/">PL</a><a href="/pl/lista/a/">self-loop</a>', [
        '/pl/lista/a/',
        '/en/list/a/',
      ]),
      'pl/sierota/index.html': page('/pl/sierota/', '<a href="/pl/sierota/">self</a>'),
      'sitemap-index.xml': `<sitemapindex><sitemap><loc>${S}/sitemap-x.xml</loc></sitemap></sitemapindex>`,
      'sitemap-x.xml': `<urlset>${['/pl/', '/pl/lista/', '/pl/lista/a/', '/en/list/a/', '/pl/sierota/'].map((p) => `<url><loc>${S}${p}</loc></url>`).join('')}</urlset>`,
    });
    const report = await checkIntegrity(dist);
    expect(report.problems.map(formatProblem)).toEqual([
      'ORPHAN /en/list/a/: no other page links here (language switchers aside)',
      'ORPHAN /pl/sierota/: no other page links here (language switchers aside)',
    ]);
  });
});

describe('pages as documents (DOCUMENT)', () => {
  const page = (body: string, after = '') =>
    `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>T</title></head><body>${body}</body></html>${after}\n`;

  it('fails a page with a script after </html>, naming the page', async () => {
    const S = 'https://s.test';
    const dist = memoryDist({
      'pl/index.html': page('<a href="/pl/lista/">lista</a>'),
      'pl/lista/index.html': page(
        '<a href="/pl/">home</a>',
        '<script type="module" src="/_astro/ProductListLayout.js"></script>',
      ),
      'sitemap-index.xml': `<sitemapindex><sitemap><loc>${S}/sitemap-x.xml</loc></sitemap></sitemapindex>`,
      'sitemap-x.xml': `<urlset><url><loc>${S}/pl/</loc></url><url><loc>${S}/pl/lista/</loc></url></urlset>`,
    });
    const report = await check(dist, { siteUrl: S });
    expect(report.problems.filter((p) => p.kind === 'DOCUMENT').map(formatProblem)).toEqual([
      'DOCUMENT /pl/lista/: content after </html>: <script type="module" src="/_astro/ProductListLayout.js"></script>',
    ]);
  });

  it('passes a well-formed page', () => {
    expect(documentProblems(page('<main><p>Tekst</p></main>'))).toEqual([]);
  });

  it('counts the frame tags a browser would merge and names parse errors by position', () => {
    expect(documentProblems(page('<p>x</p><body class="b">'))).toEqual(['2 <body> tags']);
    expect(documentProblems('<!doctype html><p>x</p>')).toEqual(['no <html> tag', 'no <head> tag', 'no <body> tag']);
    expect(documentProblems(page('<div/>', '<!-- end -->'))).toEqual([
      'content after </html>: <!-- end -->',
      'parse error non-void-html-element-start-tag-with-trailing-solidus at line 1, column 89: <div/></body></html><!-- end -->',
    ]);
    expect(documentProblems('<html><head></head><body></body></html>')[0]).toBe(
      'parse error missing-doctype at line 1, column 1: <html><head></head><body></body></html>',
    );
  });
});

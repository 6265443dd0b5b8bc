import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import config from '../../quality.config.ts';
import {
  analyzePage,
  checkPage,
  classifyPage,
  cssImports,
  formatViolation,
  quickPageType,
  runBudgets,
  sampleEvenly,
  walkJsGraph,
} from '#quality/budgets.ts';
import { staticImports } from '#builder/generator/module-preload.ts';
import { memoryDist, openDist } from '#quality/dist.ts';
import { parseHtml } from '#quality/html.ts';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/quality');
const gz = (s: string | Buffer) => zlib.gzipSync(s, { level: config.gzipLevel }).length;

describe('static import graph', () => {
  it('finds static imports and re-exports in minified modules, not dynamic imports', () => {
    const code =
      'import{j as e}from"./jsx-runtime.D4.js";import"./index.B1.js";export*from\'./all.js\';export{a as b}from"./re.js";' +
      'const l=()=>import("./Lightbox.F1.js");const m=import.meta.url;import*as ns from"/_astro/ns.js";';
    expect(staticImports(code)).toEqual(['./jsx-runtime.D4.js', './index.B1.js', './all.js', './re.js', '/_astro/ns.js']);
  });

  it('walks a graph once per file and reports files that are not in dist', async () => {
    const dist = memoryDist({
      '_astro/a.js': 'import"./b.js";import"./c.js";',
      '_astro/b.js': 'import"./c.js";import"./gone.js";',
      '_astro/c.js': 'import"./a.js";export const c=1;',
    });
    const graph = await walkJsGraph(['/_astro/a.js'], dist);
    expect(graph.files.sort()).toEqual(['/_astro/a.js', '/_astro/b.js', '/_astro/c.js']);
    expect(graph.missing).toEqual(['/_astro/gone.js']);
  });

  it('reads @import of stylesheets', () => {
    expect(cssImports('@import "./a.css";@import url(b.css);@import url("/c.css") screen;body{}')).toEqual([
      './a.css',
      'b.css',
      '/c.css',
    ]);
  });
});

describe('classification', () => {
  const classify = (html: string) => classifyPage(parseHtml(html), config.classify);
  it('is content without forms, interactive with a posting form, a form island or an interactive page type', () => {
    expect(
      classify('<body data-page-type="product"><form action="/szukaj" method="get"><input name="q"></form>').budgetClass,
    ).toBe('content');
    expect(classify('<body><form method="POST" action="/x"></form>')).toEqual({
      budgetClass: 'interactive',
      because: '<form method=post action=/x>',
    });
    expect(classify('<body><form action="/api/newsletter"></form>').budgetClass).toBe('interactive');
    expect(
      classify('<body><astro-island opts="{&quot;name&quot;:&quot;Gallery&quot;}"><form></form></astro-island>').because,
    ).toBe('<form> in an island');
    expect(classify('<body><astro-island component-url="/_astro/DownloadBasket.B1.js" opts="{}"></astro-island>').because).toBe(
      'island DownloadBasket',
    );
    expect(classify('<body><astro-island component-url="/_astro/Gallery.B1.js" opts="{}"></astro-island>').budgetClass).toBe(
      'content',
    );
    expect(classify('<body><astro-island component-url="/_astro/NewsletterForm.B1.js" opts="{}"></astro-island>').because).toBe(
      'island NewsletterForm',
    );
    expect(classify('<body data-page-type="search">').because).toBe('page type search');
  });

  it('reads the page type from the body without a full parse', () => {
    expect(quickPageType('<html><body class="x" data-layout="product_list" data-page-type="product">')).toBe('product');
    expect(quickPageType('<body data-layout="with sub navigation">')).toBe('with sub navigation');
    expect(quickPageType('<body>')).toBe('?home');
    expect(quickPageType('<body>', '/pl/produkty/krzesla/')).toBe('?produkty');
    expect(quickPageType('<body>', '/kolekcje/arca/')).toBe('?kolekcje');
  });
});

describe('page analysis on the clean fixture', async () => {
  const dist = await openDist(path.join(fixtures, 'clean'));
  const options = { dist, gzipLevel: config.gzipLevel, classify: config.classify };
  const read = async (rel: string) => ((await dist.read(rel)) as Buffer).toString('utf8');

  it('counts every script a product page loads once: entry, imports, island component and renderer, inline', async () => {
    const html = await read('pl/produkty/krzesla/kora/index.html');
    const page = await analyzePage('/pl/produkty/krzesla/kora/', html, options);
    expect(page.budgetClass).toBe('content');
    expect([...page.jsFiles].sort()).toEqual([
      '/_astro/Gallery.B7d2a1c9.js',
      '/_astro/client.C3f1e8a0.js',
      '/_astro/index.B1c2d3e4.js',
      '/_astro/jsx-runtime.D4e5f6a7.js',
      '/_astro/page.E5f6a7b8.js',
      '/_astro/store.A9b8c7d6.js',
    ]); // Lightbox is a dynamic import: loaded on demand, not counted
    const files = await Promise.all(page.jsFiles.map(async (f) => gz((await dist.read(f.slice(1))) as Buffer)));
    const inline = parseHtml(html)
      .filter((e) => e.tag === 'script' && !e.attrs.src && !e.attrs.type)
      .map((e) => e.text)
      .join('\n');
    expect(page.inlineJsGzip).toBe(gz(inline));
    expect(page.jsGzip).toBe(files.reduce((a, b) => a + b, 0) + gz(inline));
    const raw = await Promise.all(page.jsFiles.map(async (f) => ((await dist.read(f.slice(1))) as Buffer).length));
    expect(page.jsRaw).toBe(raw.reduce((a, b) => a + b, 0) + Buffer.byteLength(inline));
    expect(page.cssFiles).toEqual(['/_astro/style.A1b2c3d4.css']);
    expect(page.htmlGzip).toBe(gz(html));
    // document + 6 scripts + 1 stylesheet + 2 images + favicon
    expect(page.requests).toBe(11);
    expect(page.renderBlocking).toEqual([]);
    expect(page.imagesWithoutSize).toEqual([]);
  });

  it('budgets the contact page as interactive: by its page type, else by its form island', async () => {
    const html = await read('pl/kontakt/index.html');
    expect(await analyzePage('/pl/kontakt/', html, options)).toMatchObject({
      budgetClass: 'interactive',
      interactiveBecause: 'page type contact',
    });
    const byHtml = await analyzePage('/pl/kontakt/', html, {
      ...options,
      classify: { ...config.classify, interactivePageTypes: [] },
    });
    expect(byHtml).toMatchObject({ budgetClass: 'interactive', interactiveBecause: 'island ContactForm' });
  });

  it('passes every budget', async () => {
    const report = await runBudgets(dist);
    expect(report.totalPages).toBe(14);
    expect(report.violations).toEqual([]);
    expect(report.groups.map((g) => `${g.pageType}/${g.budgetClass}:${g.pages}`)).toEqual([
      'contact/interactive:2',
      'error/content:4',
      'product/content:4',
      'root/content:2',
      'search/interactive:2',
    ]);
  });
});

describe('budget violations on the broken fixture', async () => {
  const dist = await openDist(path.join(fixtures, 'budgets-broken'));
  const report = await runBudgets(dist);

  it('names the page and the figure of every violation, and nothing else', () => {
    expect(report.violations.map((v) => `${v.page} ${v.figure}`)).toEqual([
      '/arkusze/ stylesheets',
      '/blokujacy/ render-blocking-scripts',
      '/ciezka/ js-gzip',
      '/duzy-html/ html-gzip',
      '/obrazy/ img-without-size',
      '/style/ css-gzip',
    ]);
  });

  it('prints BUDGET lines with the measured value and the limit', () => {
    const lines = report.violations.map(formatViolation);
    expect(lines).toContainEqual(expect.stringMatching(/^BUDGET \/ciezka\/ js-gzip 29\.\d KB > 25 KB/));
    expect(lines).toContainEqual(expect.stringMatching(/^BUDGET \/style\/ css-gzip 22\.\d KB > 20 KB$/));
    expect(lines).toContainEqual(expect.stringMatching(/^BUDGET \/duzy-html\/ html-gzip 41\.\d KB > 40 KB/));
    expect(lines).toContain('BUDGET /blokujacy/ render-blocking-scripts 1 > 0  (/_astro/legacy.E4e4e4e4.js)');
    expect(lines).toContain(
      'BUDGET /arkusze/ stylesheets 3 > 1  (/_astro/base.A0a0a0a0.css, /_astro/island.H8h8h8h8.css, /_astro/viewer.G7g7g7g7.css)',
    );
    expect(lines).toContain(
      'BUDGET /obrazy/ img-without-size 2 > 0  (/images/no-height.webp no height; /images/no-size.webp no width/height)',
    );
  });

  it('allows the same script on an interactive page (60 KB), not on a content page (25 KB)', () => {
    const form = report.pages.find((p) => p.path === '/formularz/');
    const heavy = report.pages.find((p) => p.path === '/ciezka/');
    expect(form?.budgetClass).toBe('interactive');
    expect(form?.jsGzip).toBe(heavy?.jsGzip);
    expect(form?.jsGzip).toBeGreaterThan(config.budgets.jsGzip.content);
  });

  it('does not count async, defer, module or body scripts as render-blocking', () => {
    expect(report.pages.find((p) => p.path === '/blokujacy/')?.renderBlocking).toEqual(['/_astro/legacy.E4e4e4e4.js']);
    expect(report.pages.find((p) => p.path === '/')?.renderBlocking).toEqual([]);
  });

  it('reports scripts a page names that are not in dist', () => {
    const page = {
      ...(report.pages[0] as (typeof report.pages)[number]),
      missingAssets: ['/_astro/gone.js'],
    };
    expect(checkPage(page, config.budgets).map((v) => v.figure)).toContain('missing-assets');
  });

  it('samples evenly per page type', async () => {
    expect(sampleEvenly([1, 2, 3, 4, 5, 6], 3)).toEqual([1, 3, 5]);
    expect(sampleEvenly([1, 2], 5)).toEqual([1, 2]);
    const sampled = await runBudgets(dist, { sample: 1 });
    expect(sampled.pages.length).toBe(3); // article, product, root
    expect(sampled.groups.find((g) => g.pageType === 'article')).toMatchObject({ checked: 1, pages: 6 });
  });
});

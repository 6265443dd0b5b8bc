import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import config from '../../quality.config.ts';
import {
  assertTargets,
  distPages,
  findPage,
  formatFailure,
  medianScores,
  pageInfo,
  performanceIsBorderline,
  prefixLocales,
  type RunScores,
  scoresOf,
  startCdnFront,
} from '#quality/lighthouse.ts';
import { parseRedirects } from '#builder/hosting/redirects.ts';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/quality');

describe('finding pages by kind', () => {
  it('reads prefixed locales and the default from _redirects', () => {
    const rules = parseRedirects(
      '/api/*  http://a/api/:splat  200\n/  /en/  302  Language=en\n/  /pl/  302\n/pl/*  /pl/404/  404\n/en/*  /en/404/  404\n/*  /pl/404/  404\n',
    );
    expect(prefixLocales(rules)).toEqual({ locales: ['pl', 'en'], defaultLocale: 'pl' });
    expect(prefixLocales(parseRedirects('/*  /404/  404\n'))).toEqual({ locales: [], defaultLocale: null });
  });

  it('reads locale, local path and body data attributes of a page', () => {
    expect(
      pageInfo('/en/products/chairs/', '<html lang="en"><body data-layout="product_list" data-page-type=product>', ['pl', 'en']),
    ).toEqual({
      path: '/en/products/chairs/',
      locale: 'en',
      localPath: '/products/chairs/',
      pageType: 'product',
      layout: 'product_list',
      jsonLdTypes: [],
    });
    expect(pageInfo('/pliki/', '<html lang="pl-PL"><body>', [])).toMatchObject({
      locale: 'pl-PL',
      localPath: '/pliki/',
      pageType: null,
    });
  });

  it('finds each kind in the default locale of the clean fixture', async () => {
    const { pages, defaultLocale } = await distPages(path.join(fixtures, 'clean'));
    const pl = pages.filter((p) => p.locale === defaultLocale);
    const find = (kind: string) => findPage(pl, config.lighthouse.selectors[kind] ?? [])?.path ?? null;
    expect(defaultLocale).toBe('pl');
    expect(find('home')).toBe('/pl/');
    expect(find('category')).toBe('/pl/produkty/krzesla/');
    expect(find('product')).toBe('/pl/produkty/krzesla/kora/');
    expect(find('search')).toBe('/pl/szukaj/');
    expect(find('collection')).toBeNull();
    expect(find('files')).toBeNull();
  });

  it('prefers earlier selectors and skips error pages', () => {
    const page = (p: string, layout: string) => ({ path: p, locale: 'pl', localPath: p, pageType: 'x', layout, jsonLdTypes: [] });
    const pages = [page('/404/', 'product_list'), page('/produkty/', 'product_list'), page('/produkty/krzesla/', 'product_list')];
    expect(findPage(pages, config.lighthouse.selectors.category ?? [])?.path).toBe('/produkty/krzesla/');
    expect(findPage(pages.slice(0, 2), config.lighthouse.selectors.category ?? [])?.path).toBe('/produkty/');
  });

  it('falls back to JSON-LD types and paths when the body carries no data attributes', () => {
    const html =
      '<html lang="pl"><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","brand":{"@type":"Brand"}}</script></head><body>';
    const product = pageInfo('/produkty/krzesla/kx-200/', html, []);
    expect(product.jsonLdTypes).toEqual(['Product', 'Brand']);
    const plain = (p: string) => pageInfo(p, '<body>', []);
    const pages = [plain('/'), plain('/pliki/'), plain('/szukaj/'), product];
    const find = (kind: string) => findPage(pages, config.lighthouse.selectors[kind] ?? [])?.path;
    expect([find('home'), find('product'), find('search'), find('files')]).toEqual([
      '/',
      '/produkty/krzesla/kx-200/',
      '/szukaj/',
      '/pliki/',
    ]);
  });
});

describe('scores', () => {
  const lhr = {
    categories: {
      performance: {
        score: 0.87,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'total-blocking-time', weight: 30 },
          { id: 'unused', weight: 0 },
        ],
      },
      accessibility: {
        score: 0.96,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'image-alt', weight: 10 },
        ],
      },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 0.92, auditRefs: [{ id: 'is-crawlable', weight: 4.04 }] },
    },
    audits: {
      'largest-contentful-paint': {
        id: 'largest-contentful-paint',
        title: 'LCP',
        score: 0.6,
        displayValue: '3.1 s',
        numericValue: 3100,
      },
      'total-blocking-time': { id: 'total-blocking-time', title: 'TBT', score: 1, numericValue: 20 },
      'render-blocking-insight': {
        id: 'render-blocking-insight',
        title: 'x',
        score: 0,
        scoreDisplayMode: 'metricSavings',
        displayValue: 'Est savings of 300 ms',
      },
      'color-contrast': { id: 'color-contrast', title: 'c', score: 0 },
      'image-alt': { id: 'image-alt', title: 'i', score: 1 },
      'is-crawlable': { id: 'is-crawlable', title: 'crawl', score: 0 },
      unused: { id: 'unused', title: 'u', score: 0 },
    },
  };

  it('turns a Lighthouse result into scores, metrics and the audits that cost points', () => {
    const scores = scoresOf(lhr);
    expect(scores.scores).toEqual({ performance: 87, accessibility: 96, 'best-practices': 100, seo: 92 });
    expect(scores.metrics.LCP).toBe(3100);
    expect(scores.failing.performance).toEqual([
      'largest-contentful-paint (score 0.6, 3.1 s; −18.2)',
      'render-blocking-insight (Est savings of 300 ms)',
    ]);
    expect(scores.failing.accessibility).toEqual(['color-contrast (score 0; −41.2)']);
    expect(scores.failing['best-practices']).toEqual([]);
  });

  it('takes medians across runs and asserts them against the targets', () => {
    const run = (performance: number): RunScores => ({
      scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
      metrics: { LCP: performance * 10 },
      failing: { performance: [`perf ${performance}`], accessibility: [], 'best-practices': [], seo: [] },
    });
    const runs = [run(99), run(90), run(94)];
    const result = { kind: 'home', path: '/', url: 'http://localhost/', runs, ...medianScores(runs) };
    expect(result.median.performance).toBe(94);
    expect(result.medianMetrics.LCP).toBe(940);
    const failures = assertTargets([result], config.lighthouse.targets);
    expect(failures.map(formatFailure)).toEqual(['LIGHTHOUSE home / performance 94 < 95: perf 94']);
    expect(assertTargets([{ ...result, ...medianScores([run(95)]) }], config.lighthouse.targets)).toEqual([]);
  });

  it('measures a page more when its performance median is near the target, on either side', () => {
    const median = (performance: number | null) => ({ performance, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(performanceIsBorderline(median(93), 95, 2)).toBe(true);
    expect(performanceIsBorderline(median(97), 95, 2)).toBe(true);
    expect(performanceIsBorderline(median(92), 95, 2)).toBe(false);
    expect(performanceIsBorderline(median(98), 95, 2)).toBe(false);
    expect(performanceIsBorderline(median(null), 95, 2)).toBe(false);
  });
});

describe('the CDN front Lighthouse measures through', () => {
  it('serves over HTTP/2 and TLS, gzips text and drops the HTTP/1.1 connection headers', async () => {
    const upstream = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Keep-Alive': 'timeout=5', 'X-Path': req.url ?? '' });
      res.end('<p>'.repeat(500));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const front = await startCdnFront(`http://127.0.0.1:${(upstream.address() as { port: number }).port}`);
    const session = http2.connect(front.url, { rejectUnauthorized: false });
    try {
      expect(front.url).toMatch(/^https:\/\/localhost:\d+$/);
      const { headers, body } = await new Promise<{ headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const request = session.request({ ':path': '/en/?q=a', 'accept-encoding': 'gzip' });
        const chunks: Buffer[] = [];
        let headers: http2.IncomingHttpHeaders = {};
        request.on('response', (h) => {
          headers = h;
        });
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }));
        request.on('error', reject);
        request.end();
      });
      expect(headers[':status']).toBe(200);
      expect(headers['x-path']).toBe('/en/?q=a');
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers['keep-alive']).toBeUndefined();
      expect(zlib.gunzipSync(body).toString()).toBe('<p>'.repeat(500));
      expect(session.alpnProtocol).toBe('h2');
    } finally {
      session.close();
      await front.close();
      upstream.close();
    }
  });
});

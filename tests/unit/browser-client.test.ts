/**
 * The browser content client sends what the build client sends (same encoder, Accept-Locale, Accept), reads
 * hydra collections, fails on a 4xx/5xx body code, validates with the contract's schemas, guards URLs and
 * gives up a request when its signal aborts. Detail links of browser results follow the build's patterns.
 */
import { describe, expect, it } from 'vitest';
import * as endpoints from '#contract/endpoints.ts';
import { ContentApiError, createBrowserClient, isAbort } from '#src/data/browser-client.ts';
import { ContentValidationError } from '#src/data/content-protocol.ts';
import { detailHref } from '#src/routing/detail-href.ts';

const item = (over: Record<string, unknown> = {}) => ({
  id: 1,
  objectType: 'Product',
  title: 'Krzesło KX 200',
  slug: 'krzesla/biurowe/kx-200',
  image: { url: '/uploads/products/kx.jpg', alt: '' },
  ...over,
});

function recordingFetch(body: unknown, status = 200) {
  const seen: { url: string; headers: Headers }[] = [];
  const impl = (async (url: string, init?: RequestInit) => {
    seen.push({ url, headers: new Headers(init?.headers) });
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
  return { impl, seen };
}

describe('browser content client', () => {
  it('sends the query as the build does, with the locale and the Accept asked for, and reads hydra', async () => {
    const { impl, seen } = recordingFetch({ 'hydra:member': [item()], 'hydra:totalItems': 43 });
    const client = createBrowserClient('de', impl);
    const result = await client.list(endpoints.search, {
      accept: 'ld+json',
      query: {
        objectType: 'Product',
        phrase: 'stuhl grün',
        page: 2,
        itemsPerPage: 18,
        categories: [3, 4],
        order: { name: 'asc' },
      },
    });
    expect(seen[0]!.url).toBe(
      '/api/search?objectType=Product&phrase=stuhl%20gr%C3%BCn&page=2&itemsPerPage=18&categories[]=3&categories[]=4&order[name]=asc',
    );
    expect(seen[0]!.headers.get('Accept')).toBe('application/ld+json');
    expect(seen[0]!.headers.get('Accept-Locale')).toBe('de');
    expect(result.totalItems).toBe(43);
    expect(result.items[0]!.title).toBe('Krzesło KX 200');
  });

  it('fails on a body code beginning with 4 or 5, whatever the HTTP status', async () => {
    const client = createBrowserClient('pl', recordingFetch({ code: 503, message: 'down' }, 200).impl);
    await expect(client.list(endpoints.search)).rejects.toBeInstanceOf(ContentApiError);
    const http = createBrowserClient('pl', recordingFetch({ detail: 'x' }, 500).impl);
    await expect(http.list(endpoints.search)).rejects.toMatchObject({ status: 500 });
  });

  it('validates with the contract schema and guards URLs', async () => {
    const bad = createBrowserClient('pl', recordingFetch([item({ slug: '' })]).impl);
    await expect(bad.list(endpoints.search)).rejects.toBeInstanceOf(ContentValidationError);
    const hostile = createBrowserClient('pl', recordingFetch([item({ image: { url: 'javascript:alert(1)' } })]).impl);
    const original = console.warn;
    console.warn = () => {};
    try {
      const { items } = await hostile.list(endpoints.search);
      expect(items[0]!.image?.url).toBe('');
    } finally {
      console.warn = original;
    }
  });

  it('stops when its signal aborts', async () => {
    const never = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch;
    const controller = new AbortController();
    const pending = createBrowserClient('pl', never).list(endpoints.search, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
  });
});

describe('detail links of browser results', () => {
  it('fills the pattern the build handed over', () => {
    expect(detailHref('/pl/produkty/:slug*/', 'krzesla/biurowe/kx-200')).toBe('/pl/produkty/krzesla/biurowe/kx-200/');
    expect(detailHref('/kolekcje/:slug/', 'nova')).toBe('/kolekcje/nova/');
    expect(detailHref('/en/news/:slug/', 'zażółć')).toBe('/en/news/za%C5%BC%C3%B3%C5%82%C4%87/');
  });

  it('refuses a slug that cannot fill the pattern', () => {
    expect(detailHref('/kolekcje/:slug/', 'a/b')).toBeNull();
    expect(detailHref('/pl/produkty/:slug*/', '../admin')).toBeNull();
  });
});

import { createHash } from 'node:crypto';
import http from 'node:http';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ContentApiError,
  ContentClient,
  ContentNotFoundError,
  ContentValidationError,
  readCollection,
} from '#src/data/content-client.ts';
import { backoffDelay, encodeQuery, failureCode, isTransientStatus } from '#contract/query.ts';
import { collection, item } from '#contract/endpoint.ts';
import { TagSchema } from '#contract/schemas/media.ts';
import { ProductTeaserSchema } from '#contract/schemas/teasers.ts';

describe('query encoding', () => {
  it('encodes lists as name[]=v and ordering as order[f]=asc, in order', () => {
    expect(
      encodeQuery({ order: { 'collection.position': 'asc', name: 'asc' }, categories: [3, 7], itemsPerPage: 37, page: 1 }),
    ).toBe('?order[collection.position]=asc&order[name]=asc&categories[]=3&categories[]=7&itemsPerPage=37&page=1');
    expect(encodeQuery({ phrase: ' ', pagination: false })).toBe('?phrase=%20&pagination=false');
    expect(encodeQuery({ 'collection.id': 4, skip: undefined, none: null })).toBe('?collection.id=4');
    expect(encodeQuery({ phrase: 'krzesło & stół' })).toBe('?phrase=krzes%C5%82o%20%26%20st%C3%B3%C5%82');
    expect(encodeQuery(undefined)).toBe('');
  });
});

describe('failure rules', () => {
  it('treats a body code of up to three characters beginning with 4 or 5 as failure', () => {
    expect(failureCode({ code: 404, message: 'x' })).toBe('404');
    expect(failureCode({ code: '500' })).toBe('500');
    expect(failureCode({ code: 4 })).toBe('4');
    expect(failureCode({ code: 200 })).toBeNull();
    expect(failureCode({ code: 'PL-01' })).toBeNull();
    expect(failureCode({ code: 4001 })).toBeNull();
    expect(failureCode([{ code: 404 }])).toBeNull();
    expect(failureCode(null)).toBeNull();
  });

  it('retries only transient statuses, with growing capped backoff', () => {
    expect([503, 502, 500, 429, 408].every(isTransientStatus)).toBe(true);
    expect([400, 401, 404, 422].some(isTransientStatus)).toBe(false);
    expect(backoffDelay(1, 100, () => 1)).toBe(100);
    expect(backoffDelay(3, 100, () => 1)).toBe(400);
    expect(backoffDelay(10, 100, () => 1)).toBe(5000);
    expect(backoffDelay(3, 100, () => 0.5)).toBe(200);
  });

  it('reads plain arrays and hydra collections', () => {
    expect(readCollection([1, 2], '/x')).toEqual({ members: [1, 2], total: null, next: null, bare: true });
    expect(readCollection({ 'hydra:member': [1], 'hydra:totalItems': 40 }, '/x')).toEqual({
      members: [1],
      total: 40,
      next: null,
      bare: false,
    });
    expect(() => readCollection({ items: [] }, '/x')).toThrow(/expected a collection/);
  });
});

describe('ContentClient against a scripted server', () => {
  let server: http.Server;
  let baseUrl = '';
  const seen: { url: string; locale: string; accept: string }[] = [];
  let flaky = 0;
  let inFlight = 0;
  let maxInFlight = 0;

  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      seen.push({ url: req.url ?? '', locale: String(req.headers['accept-locale']), accept: String(req.headers.accept) });
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
      const path = (req.url ?? '').split('?')[0];
      if (path === '/api/tags')
        return json(200, [{ id: 1, name: 'Nowość', color: '#000', textColor: '#fff' }], { 'Cache-Tags': '/api/tags' });
      if (path === '/api/hydra')
        return json(200, { 'hydra:member': [{ id: 1, name: 'A', color: '#000', textColor: '#fff' }], 'hydra:totalItems': 9 });
      if (path === '/api/flaky')
        return ++flaky < 3
          ? json(503, { code: 503, message: 'busy' })
          : json(200, { id: 1, name: 'ok', color: '#000', textColor: '#fff' });
      if (path === '/api/down') return json(503, { code: 503, message: 'down' });
      if (path === '/api/body-code') return json(200, { code: 404, message: 'Not Found' });
      if (path === '/api/bad-product') return json(200, [{ id: 7, name: 12, slug: 'x', path: 'a/x' }]);
      if (path === '/api/slow') return json(200, [{ id: 1, name: 'a', color: '#000', textColor: '#fff' }]);
      return json(404, { code: 404, message: 'No route' });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const client = () => new ContentClient({ baseUrl, backoffMs: 1, concurrency: 2 });
  const tags = collection('tags', '/api/tags', TagSchema);
  const hydraTags = collection('tags', '/api/hydra', TagSchema);

  it('sends Accept-Locale and Accept, validates and caches per request', async () => {
    const c = client();
    const first = await c.list(tags, { locale: 'cz' });
    await c.list(tags, { locale: 'cz' });
    expect(first.items[0]?.name).toBe('Nowość');
    expect(first.items[0]?.description).toBe('');
    const requests = seen.filter((s) => s.url === '/api/tags');
    expect(requests).toEqual([{ url: '/api/tags', locale: 'cz', accept: 'application/json' }]);
    const hydra = await c.list(hydraTags, { locale: 'pl', accept: 'ld+json' });
    expect(hydra.totalItems).toBe(9);
    expect(seen.at(-1)?.accept).toBe('application/ld+json');
  });

  it('retries transient failures and then succeeds', async () => {
    const c = client();
    const tag = await c.get(item('flaky', '/api/flaky', TagSchema), {}, { locale: 'pl' });
    expect(tag.name).toBe('ok');
    expect(flaky).toBe(3);
  });

  it('gives up after the last attempt', async () => {
    const c = new ContentClient({ baseUrl, backoffMs: 1, attempts: 3 });
    const before = seen.filter((s) => s.url === '/api/down').length;
    await expect(c.get(item('down', '/api/down', TagSchema), {}, { locale: 'pl' })).rejects.toThrow(ContentApiError);
    expect(seen.filter((s) => s.url === '/api/down').length - before).toBe(3);
  });

  it('treats a body code as failure even with HTTP 200, and 404 as not found without retry', async () => {
    const c = client();
    await expect(c.get(item('body-code', '/api/body-code', TagSchema), {}, { locale: 'pl' })).rejects.toThrow(
      ContentNotFoundError,
    );
    const before = seen.filter((s) => s.url === '/api/missing').length;
    await expect(c.get(item('missing', '/api/missing', TagSchema), {}, { locale: 'pl' })).rejects.toThrow(/404 No route/);
    expect(seen.filter((s) => s.url === '/api/missing').length - before).toBe(1);
  });

  it('fails validation with one line naming locale, resource, id and field', async () => {
    const c = client();
    const error = await c.list(collection('products', '/api/bad-product', ProductTeaserSchema), { locale: 'de' }).catch((e) => e);
    expect(error).toBeInstanceOf(ContentValidationError);
    expect(error.message).toBe(
      'Invalid content: locale de, resource products, id 7, field name: Invalid type: Expected string but received 12',
    );
    expect(error.message).not.toContain('\n');
  });

  it('bounds concurrency', async () => {
    const c = client();
    maxInFlight = 0;
    await Promise.all(Array.from({ length: 8 }, (_, i) => c.request(`/api/slow?i=${i}`, { locale: 'pl' })));
    expect(maxInFlight).toBe(2);
  });

  it('keeps the most recently used responses when the cache is full', async () => {
    const c = new ContentClient({ baseUrl, cacheSize: 2 });
    const count = (q: string) => seen.filter((s) => s.url === `/api/slow?lru=${q}`).length;
    for (const q of ['a', 'b', 'a', 'c', 'a', 'b']) await c.request(`/api/slow?lru=${q}`, { locale: 'pl' });
    expect([count('a'), count('b'), count('c')]).toEqual([1, 2, 1]);
  });

  it('rechecks an earlier read by the hash of its bytes, parsing the body only when a page reads it', async () => {
    const first = client();
    const { reads } = await first.track(() => first.request('/api/tags', { locale: 'pl' }));
    const earlier = reads[0];
    if (!earlier) throw new Error('no read recorded');
    // the hash is of the body's bytes, as sent
    const sent = Buffer.from(JSON.stringify([{ id: 1, name: 'Nowość', color: '#000', textColor: '#fff' }]));
    expect(earlier.hash).toBe(createHash('sha256').update(sent).digest('hex').slice(0, 32));

    const c = client();
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const same = await c.track(() => c.recheck(earlier));
      expect(same.reads).toEqual([earlier]);
      expect(c.cacheTags(earlier.key)).toEqual(['/api/tags']);
      expect(parse).not.toHaveBeenCalled();
      // a page reading it later gets the parsed, validated body from the cache, with no second request
      const before = seen.length;
      const listed = await c.list(tags, { locale: 'pl' });
      expect(listed.items.map((tag) => tag.name)).toEqual(['Nowość']);
      expect(parse).toHaveBeenCalledTimes(1);
      expect(seen.length).toBe(before);

      // an answer whose bytes changed since is read as any response: parsed and checked at once
      parse.mockClear();
      const other = client();
      const changed = await other.track(() => other.recheck({ ...earlier, hash: '0'.repeat(32) }));
      expect(changed.reads[0]?.hash).toBe(earlier.hash);
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });

  it('records what a tracked function read, cached or not', async () => {
    const c = client();
    await c.request('/api/tags', { locale: 'en' });
    const { reads } = await c.track(async () => {
      await c.request('/api/tags', { locale: 'en' });
      await c.get(item('hydra', '/api/hydra', v.any()), {}, { locale: 'en', query: { page: 2 } });
    });
    expect(reads.map((r) => r.key)).toEqual(['en json /api/hydra?page=2', 'en json /api/tags']);
    expect(reads[0]?.hash).toMatch(/^[0-9a-f]{32}$/);
    // the cache tags of each response, none when the API sent no header
    expect(c.cacheTags('en json /api/tags')).toEqual(['/api/tags']);
    expect(c.cacheTags('en json /api/hydra?page=2')).toBeNull();
  });
});

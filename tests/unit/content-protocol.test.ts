/**
 * One reading of the content API's answers for the build and the browser, whatever API Platform version
 * answers: collection envelopes with and without the hydra prefix, partial pagination, bare arrays that a server
 * may have cut, IRI members, JSON-LD keywords in every form, error bodies of every dialect, and the switch to
 * JSON-LD when plain JSON is refused (406).
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCacheTags } from '#contract/content-change.ts';
import { collection } from '#contract/endpoint.ts';
import { TagSchema } from '#contract/schemas/media.ts';
import { CONTACT_FIELDS } from '#contract/forms.ts';
import { violationErrors, violationsOf } from '#src/components/forms/field-rules.ts';
import { createBrowserClient } from '#src/data/browser-client.ts';
import { linkPath } from '#src/data/whole-list.ts';
import { ContentClient } from '#src/data/content-client.ts';
import {
  AcceptNegotiation,
  ContentApiError,
  type ListTransport,
  errorMessage,
  isJsonMediaType,
  JSON_REFUSED_LINE,
  learnApi,
  parseAcceptSetting,
  readCollection,
  readList,
  withoutJsonLd,
} from '#src/data/content-protocol.ts';

/** A transport answering from a table of paths; keeps what was asked, and what was recorded as read. */
function transport(pages: Record<string, unknown>): ListTransport & { asked: string[]; recorded: string[] } {
  const asked: string[] = [];
  const recorded: string[] = [];
  const answer = async (pathAndQuery: string) => {
    asked.push(pathAndQuery);
    if (!(pathAndQuery in pages)) throw new ContentApiError(`${pathAndQuery}: 404`, 404, pathAndQuery);
    return structuredClone(pages[pathAndQuery]);
  };
  return {
    asked,
    recorded,
    unpaged: new Set(),
    get(pathAndQuery) {
      recorded.push(pathAndQuery);
      return answer(pathAndQuery);
    },
    peek: answer,
  };
}

const items = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i }));

describe('collection envelopes', () => {
  it('reads prefixed and unprefixed hydra, the prefix taken from @type (string or array), both read without it', () => {
    const prefixed = {
      '@context': '/contexts/Book',
      '@type': 'hydra:Collection',
      'hydra:member': [{ '@id': '/books/1', '@type': 'https://schema.org/Book', id: 1 }],
      'hydra:totalItems': 50,
      'hydra:view': { '@type': 'hydra:PartialCollectionView', 'hydra:next': '/books?page=2' },
    };
    const unprefixed = {
      '@context': { '@vocab': '/docs.jsonld#', hydra: 'http://www.w3.org/ns/hydra/core#' },
      '@type': ['Collection'],
      member: [{ '@id': '/books/1', '@type': ['https://schema.org/Book', 'https://schema.org/Offer'], id: 1 }],
      totalItems: 50,
      view: { '@type': 'PartialCollectionView', next: '/books?page=2' },
    };
    const expected = { members: [{ id: 1 }], total: 50, next: '/books?page=2', bare: false };
    expect(readCollection(prefixed, '/books')).toEqual(expected);
    expect(readCollection(unprefixed, '/books')).toEqual(expected);
    // No @type (or another one): whichever key set is there.
    expect(readCollection({ member: [{ id: 1 }] }, '/books')).toEqual({ ...expected, total: null, next: null });
    expect(readCollection({ '@type': 'Other', 'hydra:member': [{ id: 1 }] }, '/books')).toEqual({
      ...expected,
      total: null,
      next: null,
    });
    expect(readCollection([{ id: 1 }], '/books')).toEqual({ members: [{ id: 1 }], total: null, next: null, bare: true });
    expect(() => readCollection({ items: [] }, '/books')).toThrow('/books: expected a collection');
  });

  it('drops JSON-LD keywords at every depth and keeps objects without them as they are', () => {
    const plain = { id: 1, tags: [{ id: 2 }] };
    expect(withoutJsonLd(plain)).toBe(plain);
    expect(
      withoutJsonLd({
        '@context': ['http://www.w3.org/ns/hydra/context.jsonld', {}],
        '@id': '/p/1',
        id: 1,
        collection: { '@id': '/c/2', id: 2 },
      }),
    ).toEqual({ id: 1, collection: { id: 2 } });
  });

  it('turns links and IRIs of every URL strategy into paths of the same API, and refuses what it cannot request', () => {
    expect(linkPath('/api/products?page=2')).toBe('/api/products?page=2');
    expect(linkPath('http://example.com/api/products/1')).toBe('/api/products/1');
    expect(linkPath('//example.com/api/products/1')).toBe('/api/products/1');
    expect(linkPath('/.well-known/genid/1a2b')).toBeNull();
    expect(linkPath('urn:uuid:1')).toBeNull();
    expect(linkPath('products/1')).toBeNull();
  });
});

describe('reading a list', () => {
  it('reads a partial-pagination list whole by its next links, with no total stated', async () => {
    // What API Platform answers with paginationPartial: no totalItems, no first/last; next only on a full page.
    const page = (n: number, members: { id: number }[], next: boolean) => ({
      '@type': 'Collection',
      member: members,
      view: {
        '@id': `/api/posts?pagination=false&page=${n}`,
        '@type': 'PartialCollectionView',
        ...(next && { next: `/api/posts?pagination=false&page=${n + 1}` }),
      },
    });
    const api = transport({
      '/api/posts?pagination=false': page(1, items(1, 30), true),
      '/api/posts?pagination=false&page=2': page(2, items(31, 60), true),
      '/api/posts?pagination=false&page=3': page(3, items(61, 72), false),
    });
    const { members, totalItems } = await readList({ path: '/api/posts', query: { pagination: false } }, api);
    expect(members).toEqual(items(1, 72));
    expect(totalItems).toBe(72);
    expect(api.asked).toHaveLength(3);
  });

  it('a page of a partial-pagination list counts at least one more item when a next page is linked', async () => {
    const api = transport({
      '/api/search?page=2&itemsPerPage=18': { member: items(19, 36), view: { next: '/api/search?page=3&itemsPerPage=18' } },
    });
    const read = await readList({ path: '/api/search', query: { page: 2, itemsPerPage: 18 } }, api);
    expect(read.totalItems).toBe(37);
    expect(api.asked).toHaveLength(1);
  });

  it('refuses a whole list whose pages do not add up to the total stated, or whose links loop', async () => {
    const cut = transport({ '/api/posts?pagination=false': { 'hydra:member': items(1, 30), 'hydra:totalItems': 45 } });
    await expect(readList({ path: '/api/posts', query: { pagination: false } }, cut)).rejects.toThrow(
      '/api/posts?pagination=false: the API states 45 items but its pages hold 30; a list cut short is not published',
    );
    const loop = transport({
      '/api/posts?pagination=false': { member: items(1, 2), view: { next: '/api/posts?page=2' } },
      '/api/posts?page=2': { member: items(3, 4), view: { next: '/api/posts?page=2' } },
    });
    await expect(readList({ path: '/api/posts', query: { pagination: false } }, loop)).rejects.toThrow(
      /leads back to a page already read/,
    );
  });

  it('pages a bare array the API cut although the call asked for pagination=false', async () => {
    const api = transport({
      '/api/patterns?pagination=false': items(1, 30),
      '/api/patterns?pagination=false&page=2': items(31, 60),
      '/api/patterns?pagination=false&page=3': items(61, 65),
      '/api/patterns?pagination=false&page=4': [],
    });
    const { members } = await readList({ path: '/api/patterns', query: { pagination: false } }, api);
    expect(members).toEqual(items(1, 65));
    expect(api.unpaged.has('/api/patterns')).toBe(false);
  });

  it('asks once per path whether a bare array is whole: the same answer for page 2 means pagination is off', async () => {
    const whole = items(1, 40);
    const api = transport({
      '/api/stores?pagination=false': whole,
      '/api/stores?pagination=false&page=2': whole,
      '/api/stores?region=1&pagination=false': items(1, 3),
    });
    expect((await readList({ path: '/api/stores', query: { pagination: false } }, api)).members).toEqual(whole);
    expect(api.unpaged.has('/api/stores')).toBe(true);
    await readList({ path: '/api/stores', query: { region: 1, pagination: false } }, api);
    expect(api.asked).toEqual([
      '/api/stores?pagination=false',
      '/api/stores?pagination=false&page=2',
      '/api/stores?region=1&pagination=false',
    ]);
    // What a page read does not depend on which page asked first: the probe that found the list whole is no read.
    expect(api.recorded).toEqual(['/api/stores?pagination=false', '/api/stores?region=1&pagination=false']);
    // A list that fits one page: page 2 is empty.
    const short = transport({ '/api/menus?pagination=false': items(1, 3), '/api/menus?pagination=false&page=2': [] });
    expect((await readList({ path: '/api/menus', query: { pagination: false } }, short)).members).toEqual(items(1, 3));
  });

  it('refuses bare pages that overlap (the API paged a list it had answered whole)', async () => {
    const api = transport({
      '/api/nodes?pagination=false': items(1, 40),
      '/api/nodes?pagination=false&page=2': items(31, 40),
    });
    await expect(readList({ path: '/api/nodes', query: { pagination: false } }, api)).rejects.toThrow(/page 2 repeats items/);
  });

  it('reads members listed as IRIs one by one, and refuses one with a single line when it cannot be read', async () => {
    const api = transport({
      '/api/products?pagination=false': {
        'hydra:member': ['/api/products/1', 'http://api.example/api/products/2'],
        'hydra:totalItems': 2,
      },
      '/api/products/1': { '@id': '/api/products/1', id: 1 },
      '/api/products/2': { '@id': '/api/products/2', id: 2 },
    });
    expect((await readList({ path: '/api/products', query: { pagination: false } }, api)).members).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
    const missing = transport({ '/api/products?pagination=false': { member: ['/api/products/9'], totalItems: 1 } });
    await expect(readList({ path: '/api/products', query: { pagination: false } }, missing)).rejects.toThrow(
      '/api/products?pagination=false: member /api/products/9 is an IRI and reading it failed: /api/products/9: 404',
    );
    const skolem = transport({ '/api/products?pagination=false': { member: ['/.well-known/genid/ab12'], totalItems: 1 } });
    await expect(readList({ path: '/api/products', query: { pagination: false } }, skolem)).rejects.toThrow(
      'member /.well-known/genid/ab12 is an IRI the content API does not serve; refused',
    );
  });
});

describe('errors and media types', () => {
  it('reads the message of every dialect: detail ?? description ?? hydra:description, then message and titles', () => {
    const problem = {
      type: '/errors/404',
      title: 'An error occurred',
      status: 404,
      detail: 'Not Found',
      description: 'Not Found',
    };
    expect(errorMessage(problem)).toBe('Not Found');
    // 4.2+ with the prefix on: no title, no description.
    expect(
      errorMessage({ '@type': 'hydra:Error', 'hydra:title': 'An error occurred', detail: 'Gone', 'hydra:description': 'Gone' }),
    ).toBe('Gone');
    // 2.x–3.x legacy.
    expect(errorMessage({ '@type': 'hydra:Error', 'hydra:title': 'An error occurred', 'hydra:description': 'No route' })).toBe(
      'No route',
    );
    expect(errorMessage({ code: 404, message: 'Product "x" not found.' })).toBe('Product "x" not found.');
    expect(errorMessage({ 'hydra:title': 'An error occurred' })).toBe('An error occurred');
    expect(errorMessage({ detail: 'name: This value should not be blank.\nemail: Invalid.' })).toBe(
      'name: This value should not be blank.',
    );
    expect(errorMessage(null)).toBeNull();
  });

  it('maps the violations of ConstraintViolationList (≤ 4.0) and ConstraintViolation (4.1+) onto the form fields alike', () => {
    const violations = [
      {
        propertyPath: 'email',
        message: 'This value is not a valid email address.',
        code: 'bd79c0ab-ddba-46cc-a703-a7a4b08de310',
      },
      { propertyPath: '', message: 'Too many requests from you.', code: 'x' },
    ];
    const legacy = { '@type': 'ConstraintViolationList', 'hydra:title': 'An error occurred', violations };
    const current = { '@type': 'ConstraintViolation', status: 422, detail: 'email: …', violations };
    for (const body of [legacy, current]) {
      const mapped = violationErrors(CONTACT_FIELDS, violationsOf(body));
      expect(mapped.order).toEqual(['email']);
      expect(mapped.other).toEqual(['Too many requests from you.']);
    }
  });

  it('reads the cache tags of every purger: Cache-Tags (commas), xkey (spaces), Surrogate-Key (commas and spaces)', () => {
    expect(parseCacheTags('/api/a/1,/api/b/2,/api/a')).toEqual(['/api/a/1', '/api/b/2', '/api/a']);
    expect(parseCacheTags('/api/a/1 /api/b/2')).toEqual(['/api/a/1', '/api/b/2']);
    expect(parseCacheTags('/api/a/1, /api/b/2')).toEqual(['/api/a/1', '/api/b/2']);
    expect(parseCacheTags(null)).toBeNull();
  });

  it('takes every +json media type for JSON', () => {
    for (const type of [
      'application/json',
      'application/ld+json; charset=utf-8',
      'application/problem+json',
      'application/vnd.api+json',
    ]) {
      expect(isJsonMediaType(type), type).toBe(true);
    }
    for (const type of ['text/html; charset=utf-8', 'application/zip', null]) expect(isJsonMediaType(type)).toBe(false);
  });
});

describe('negotiation', () => {
  it('switches to JSON-LD for good on the first 406 to plain JSON, once, only under auto', () => {
    const switched: string[] = [];
    const auto = new AcceptNegotiation('auto', { onSwitch: () => switched.push('switch') });
    expect(auto.accept('json')).toBe('json');
    expect(auto.refusesJson(404, 'json')).toBe(false);
    expect(auto.refusesJson(406, 'ld+json')).toBe(false);
    expect(auto.refusesJson(406, 'json')).toBe(true);
    expect(auto.refusesJson(406, 'json')).toBe(true);
    expect(switched).toEqual(['switch']);
    expect(auto.accept('json')).toBe('ld+json');
    expect(new AcceptNegotiation('json').refusesJson(406, 'json')).toBe(false);
    expect(new AcceptNegotiation('ld+json').accept('json')).toBe('ld+json');
    expect(parseAcceptSetting(undefined)).toBe('auto');
    expect(() => parseAcceptSetting('xml')).toThrow('CONTENT_API_ACCEPT must be auto, json, ld+json, got "xml"');
  });

  describe('against a JSON-LD-only server (API Platform 4 by default)', () => {
    let server: http.Server;
    let baseUrl = '';
    const seen: { url: string; accept: string; contentType: string }[] = [];
    const tags = collection('tags', '/api/tags', TagSchema);

    beforeAll(async () => {
      server = http.createServer((req, res) => {
        seen.push({ url: req.url ?? '', accept: String(req.headers.accept), contentType: String(req.headers['content-type']) });
        if (!String(req.headers.accept).includes('application/ld+json')) {
          res.writeHead(406, { 'Content-Type': 'application/problem+json' });
          res.end(
            JSON.stringify({
              title: 'An error occurred',
              status: 406,
              detail: 'Requested format "application/json" is not supported.',
            }),
          );
          return;
        }
        res.writeHead(200, { 'Content-Type': 'application/ld+json; charset=utf-8', xkey: '/api/tags /api/tags/1' });
        res.end(
          JSON.stringify({
            '@context': '/api/contexts/Tag',
            '@type': 'Collection',
            member: [{ '@id': '/api/tags/1', '@type': 'Tag', id: 1, name: 'Nowość', color: '#000', textColor: '#fff' }],
            totalItems: 1,
          }),
        );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('the build client asks again as JSON-LD, says so once in the log, and sends JSON-LD from then on', async () => {
      seen.length = 0;
      const log: string[] = [];
      const client = new ContentClient({ baseUrl, log: (line) => log.push(line), cacheTagsHeader: 'xkey' });
      const { result, reads } = await client.track(() => client.list(tags, { locale: 'pl', query: { pagination: false } }));
      expect(result.items).toEqual([{ id: 1, name: 'Nowość', color: '#000', textColor: '#fff', description: '' }]);
      await client.list(tags, { locale: 'en', query: { pagination: false } });
      expect(seen.map((s) => s.accept)).toEqual(['application/json', 'application/ld+json', 'application/ld+json']);
      expect(log).toEqual([JSON_REFUSED_LINE]);
      // The read is recorded under what was sent, with the tags of the purger's header.
      expect(reads.map((r) => r.key)).toEqual(['pl ld+json /api/tags?pagination=false']);
      expect(client.cacheTags('pl ld+json /api/tags?pagination=false')).toEqual(['/api/tags', '/api/tags/1']);
    });

    it("a client forced to plain JSON fails with the API's own message", async () => {
      const client = new ContentClient({ baseUrl, accept: 'json', log: () => {} });
      await expect(client.list(tags, { locale: 'pl' })).rejects.toThrow(
        '/api/tags: 406 Requested format "application/json" is not supported.',
      );
    });

    it('the browser client does the same, and sends a body as JSON-LD once it knows', async () => {
      seen.length = 0;
      const api = learnApi();
      const client = createBrowserClient(
        'pl',
        ((url: string, init?: RequestInit) => fetch(`${baseUrl}${url}`, init)) as typeof fetch,
        api,
      );
      expect((await client.list(tags)).items).toHaveLength(1);
      await client.send({ method: 'POST', path: '/api/tags', shape: 'item', schema: null, resource: 'tags' }, {}, { name: 'x' });
      expect(seen.map((s) => `${s.accept} ${s.contentType}`)).toEqual([
        'application/json undefined',
        'application/ld+json undefined',
        'application/ld+json application/ld+json',
      ]);
    });
  });
});

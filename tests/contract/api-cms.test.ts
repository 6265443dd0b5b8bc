/** The CMS side: merge-patch in one locale, create, delete, auth, the journal across restarts, signed webhooks. */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DesignerSchema, ProductSchema } from '#contract/schemas/catalogue.ts';
import type { RunningContentApi } from '#dev/content-api/server.ts';
import { call, check, cleanupTempDirs, startApi, tempDir } from './helpers.ts';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  raw: string;
}

const TOKEN = 'test-token';
const SECRET = 'test-secret';

let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
let failNext = 0;
const waiters: (() => void)[] = [];

function waitFor(count: number, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`only ${received.length} webhooks received, wanted ${count}`)), timeoutMs);
    const check = () => {
      if (received.length >= count) {
        clearTimeout(t);
        resolve();
      } else waiters.push(check);
    };
    check();
  });
}

let api: RunningContentApi;
let base: string;
let dataDir: string;
const auth = { Authorization: `Bearer ${TOKEN}` };

async function start(): Promise<void> {
  api = await startApi({
    dataDir,
    cmsToken: TOKEN,
    webhookUrl: receiverUrl,
    webhookSecret: SECRET,
    webhookRetryDelaysMs: [50, 100],
  });
  base = api.url;
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      if (failNext > 0) {
        failNext--;
        res.writeHead(500).end('fail');
        return;
      }
      received.push({ headers: req.headers, raw });
      res.writeHead(204).end();
      for (const w of waiters.splice(0)) w();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  dataDir = tempDir();
  await start();
});

afterAll(async () => {
  await api?.close();
  await new Promise<void>((r) => receiver.close(() => r()));
  cleanupTempDirs();
});

describe('CMS', () => {
  it('401 without or with a wrong token', async () => {
    expect((await call(base, '/__cms/products/100')).status).toBe(401);
    const wrong = await call(base, '/__cms/products/100', {
      method: 'PATCH',
      body: { name: 'x' },
      headers: { Authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe(401);
    expect((await call(base, '/__cms/products/100?locale=en', { headers: auth })).body.name).toBe('KX 200 Chair');
  });

  it('PATCH changes a product name in one locale only, everywhere it is embedded, and fires a signed webhook', async () => {
    const before = received.length;
    const plBefore = await call(base, '/api/products/kx-200');
    const enBefore = await call(base, '/api/products/kx-200', { locale: 'en' });
    const collectionBefore = await call(base, '/api/product_collections/kx', { locale: 'en' });
    const r = await call(base, '/__cms/products/100', {
      method: 'PATCH',
      locale: 'en',
      body: { name: 'KX 200 Chair Mk II', seoTitle: 'New SEO' },
      contentType: 'application/merge-patch+json',
      headers: auth,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: 100, name: 'KX 200 Chair Mk II', seoTitle: 'New SEO' });

    const en = await call(base, '/api/products/kx-200', { locale: 'en' });
    expect(check(ProductSchema, en.body, 'en').name).toBe('KX 200 Chair Mk II');
    expect(en.headers.get('etag')).not.toBe(enBefore.headers.get('etag'));
    const pl = await call(base, '/api/products/kx-200');
    expect(pl.body.name).toBe('KX 200 Krzesło');
    expect(pl.headers.get('etag')).toBe(plBefore.headers.get('etag')); // other locales untouched
    const collection = await call(base, '/api/product_collections/kx', { locale: 'en' });
    expect(collection.body.products.find((p: { id: number }) => p.id === 100).name).toBe('KX 200 Chair Mk II');
    expect(collection.headers.get('etag')).not.toBe(collectionBefore.headers.get('etag'));
    const search = await call(base, '/api/search?phrase=mk%20ii', { locale: 'en' });
    expect(search.body.map((i: { id: number }) => i.id)).toEqual([100]);

    await waitFor(before + 1);
    const hook = received[before] as Received;
    expect(JSON.parse(hook.raw)).toEqual({ locale: 'en', resource: 'products', id: 100, action: 'update' });
    const ts = String(hook.headers['x-webhook-timestamp']);
    expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(10);
    const expected = `sha256=${createHmac('sha256', SECRET).update(`${ts}.${hook.raw}`).digest('hex')}`;
    expect(hook.headers['x-webhook-signature']).toBe(expected);
    expect(String(hook.headers['x-webhook-id'])).toMatch(/^[0-9a-f-]{36}$/);
    expect(hook.headers['content-type']).toBe('application/json');
  });

  it('merge-patch: nested objects merge, null removes, arrays replace; type changes 422; id immutable; slug conflicts 409', async () => {
    const r = await call(base, '/__cms/products/101?locale=de', {
      method: 'PATCH',
      body: { teaserImage: { alt: 'Neu' }, tagIds: [2], seoTitle: null },
      headers: auth,
    });
    expect(r.status).toBe(200);
    expect(r.body.teaserImage).toMatchObject({ url: '/uploads/products/kx-300.jpg', alt: 'Neu', width: 1600 });
    expect(r.body.tagIds).toEqual([2]);
    expect('seoTitle' in r.body).toBe(false);
    const de = check(ProductSchema, (await call(base, '/api/products/kx-300', { locale: 'de' })).body, 'de');
    expect(de.tags.map((t) => t.id)).toEqual([2]);
    expect(de.seoTitle).toBeNull();

    const typeChange = await call(base, '/__cms/products/101', { method: 'PATCH', body: { name: 42 }, headers: auth });
    expect(typeChange.status).toBe(422);
    expect(typeChange.body.violations[0].propertyPath).toBe('name');
    expect((await call(base, '/__cms/products/101', { method: 'PATCH', body: { id: 5 }, headers: auth })).status).toBe(400);
    expect((await call(base, '/__cms/products/101', { method: 'PATCH', body: { slug: 'kx-200' }, headers: auth })).status).toBe(
      409,
    );
    expect((await call(base, '/__cms/products/999', { method: 'PATCH', body: { name: 'x' }, headers: auth })).status).toBe(404);
    expect((await call(base, '/__cms/nonsense/1', { method: 'PATCH', body: { name: 'x' }, headers: auth })).status).toBe(404);
    expect(
      (await call(base, '/__cms/products/101', { method: 'PATCH', body: 'name=x', contentType: 'text/plain', headers: auth }))
        .status,
    ).toBe(415);
  });

  it('unpublishing hides an item from lists and slug GETs, not from preview', async () => {
    await call(base, '/__cms/posts/300?locale=en', { method: 'PATCH', body: { published: false }, headers: auth });
    expect((await call(base, '/api/posts/fair-news', { locale: 'en' })).status).toBe(404);
    expect((await call(base, '/api/posts/300', { locale: 'en' })).status).toBe(200);
    expect((await call(base, '/api/posts', { locale: 'en' })).body.map((p: { id: number }) => p.id)).toEqual([301]);
    expect((await call(base, '/api/posts/fair-news', { locale: 'pl' })).status).toBe(200);
  });

  it('POST creates (new id or a translation), DELETE removes from one locale; both fire webhooks', async () => {
    const before = received.length;
    const created = await call(base, '/__cms/designers?locale=en', {
      body: {
        name: 'Nina Nowa',
        slug: 'nina-nowa',
        image: { url: '/uploads/designers/nina.jpg', alt: 'Nina', width: 800, height: 800 },
      },
      headers: auth,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(id).toBe(23); // max id across locales + 1
    const d = check(DesignerSchema, (await call(base, '/api/designers/nina-nowa', { locale: 'en' })).body, 'designer');
    expect(d.id).toBe(id);
    expect((await call(base, '/api/designers/nina-nowa', { locale: 'pl' })).status).toBe(404);
    // the new image is served
    expect((await fetch(`${base}/uploads/designers/nina.jpg`)).status).toBe(200);

    // a translation of product 103 into ru (missing there) takes the other locale's record as its template
    const ru = await call(base, '/__cms/products?locale=ru', { body: { id: 103, name: 'Жёлтое кресло' }, headers: auth });
    expect(ru.status).toBe(201);
    const p = check(ProductSchema, (await call(base, '/api/products/zolty-fotel', { locale: 'ru' })).body, 'ru product');
    expect(p.name).toBe('Жёлтое кресло');
    expect((await call(base, '/__cms/products?locale=ru', { body: { id: 103 }, headers: auth })).status).toBe(409);

    const del = await call(base, '/__cms/products/102?locale=fr', { method: 'DELETE', headers: auth });
    expect(del.status).toBe(200);
    expect((await call(base, '/api/products/nova-table', { locale: 'fr' })).status).toBe(404);
    expect((await call(base, '/api/products/nova-table', { locale: 'en' })).status).toBe(200);

    await waitFor(before + 3);
    const events = received.slice(before).map((h) => JSON.parse(h.raw));
    expect(events).toEqual([
      { locale: 'en', resource: 'designers', id, action: 'create' },
      { locale: 'ru', resource: 'products', id: 103, action: 'create' },
      { locale: 'fr', resource: 'products', id: 102, action: 'delete' },
    ]);
  });

  it('retries a failed webhook with the same X-Webhook-Id', async () => {
    const before = received.length;
    failNext = 1;
    await call(base, '/__cms/tags/1?locale=cz', { method: 'PATCH', body: { name: 'Eko' }, headers: auth });
    await waitFor(before + 1);
    const deliveries = (await call(base, '/__cms/_webhooks?flush', { headers: auth })).body as {
      webhookId: string;
      attempts: number;
      delivered: boolean;
    }[];
    const last = deliveries[deliveries.length - 1];
    expect(last).toMatchObject({ attempts: 2, delivered: true });
    expect(received[before]?.headers['x-webhook-id']).toBe(last?.webhookId);
  });

  it('changes persist: the journal is replayed after a restart', async () => {
    await api.close();
    await start();
    expect((await call(base, '/api/products/kx-200', { locale: 'en' })).body.name).toBe('KX 200 Chair Mk II');
    expect((await call(base, '/api/designers/nina-nowa', { locale: 'en' })).status).toBe(200);
    expect((await call(base, '/api/products/nova-table', { locale: 'fr' })).status).toBe(404);
    expect((await call(base, '/api/products/kx-200')).body.name).toBe('KX 200 Krzesło');
    const list = await call(base, '/__cms/designers?locale=en', { headers: auth });
    expect(list.body.map((d: { id: number }) => d.id)).toContain(23);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import webhook, { type WebhookFunctionEnv, config, handleWebhookRequest } from '#netlify/functions/webhook.ts';
import { signedHeaders } from '#builder/webhook/signature.ts';
import { type DeliveryLedger, type KeyStore, keyStoreLedger, memoryLedger } from '#builder/webhook/delivery-ledger.ts';

const secret = 'netlify-secret';
const hook = 'https://api.netlify.com/build_hooks/abc123';
const env: WebhookFunctionEnv = {
  WEBHOOK_SECRET: secret,
  SITE_ENV: 'live',
  SITE_DOMAIN: 'eu.mebleoffice.example',
  NETLIFY_BUILD_HOOK_URL: hook,
};
const now = Date.UTC(2026, 10, 22, 10);

function request(body: unknown, headers?: Record<string, string>, method = 'POST'): Request {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Request('https://eu.mebleoffice.example/webhook', {
    method,
    headers: headers ?? signedHeaders(secret, text, { now, deliveryId: 'delivery-9' }),
    body: method === 'GET' ? undefined : text,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Each call with a fresh replay memory, unless a test shares one on purpose. */
const handle = (
  req: Request,
  e: WebhookFunctionEnv,
  f: Parameters<typeof handleWebhookRequest>[2],
  n: number,
  ledger?: DeliveryLedger,
) => handleWebhookRequest(req, e, f, n, ledger ?? memoryLedger(660_000));

const okFetch = () => vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 200 }));

describe('Netlify webhook function', () => {
  it('calls the build hook with the locale, titled after the change', async () => {
    const fetch = okFetch();
    const res = await handle(request({ locale: 'de', resource: 'products', id: 12, action: 'update' }), env, fetch, now);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: true, locale: 'de', build: 'triggered', domain: 'eu.mebleoffice.example' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(new URL(url).origin + new URL(url).pathname).toBe(hook);
    expect(new URL(url).searchParams.get('trigger_title')).toBe('CMS update: de products 12');
    expect(init.method).toBe('POST');
    // The locale is all a build hook build uses: it rechecks the locale whole (see builder/cli.ts).
    expect(JSON.parse(init.body as string)).toEqual({ locales: ['de'] });
  });

  it('answers 401 to a bad signature or a stale timestamp, without calling the hook', async () => {
    const fetch = okFetch();
    const body = JSON.stringify({ locale: 'de', resource: 'products', id: 12, action: 'update' });
    const wrong = await handle(request(body, signedHeaders('wrong', body, { now })), env, fetch, now);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'invalid signature', reason: 'signature does not match the body and timestamp' });
    const missing = await handle(request(body, { 'content-type': 'application/json' }), env, fetch, now);
    expect(missing.status).toBe(401);
    const stale = await handle(request(body, signedHeaders(secret, body, { now: now - 600_000 })), env, fetch, now);
    expect(stale.status).toBe(401);
    expect((await stale.json()).error).toBe('stale timestamp');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('acknowledges and ignores a locale of another domain', async () => {
    const fetch = okFetch();
    const res = await handle(request({ locale: 'pl', resource: 'pages', id: 1, action: 'update' }), env, fetch, now);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({
      accepted: false,
      ignored: true,
      reason: 'locale pl is not built on domain eu.mebleoffice.example',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers 400 with the reason to a bad payload', async () => {
    const fetch = okFetch();
    const res = await handle(request({ locale: 'de', resource: 'products', action: 'update' }), env, fetch, now);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid payload', reason: 'id: is required for resource products' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers 400, not 500, to a signed body of 40 KB of nested arrays', async () => {
    const fetch = okFetch();
    const res = await handle(request(`${'['.repeat(20_000)}${']'.repeat(20_000)}`), env, fetch, now);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid payload',
      reason: 'the body nests deeper than 32 levels; expected JSON {locale, resource, id, action}',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers 502 when the build hook fails, so that the CMS retries', async () => {
    const body = { locale: 'en', resource: 'menus', id: 2, action: 'update' };
    const down = vi.fn(async () => new Response('nope', { status: 500 }));
    expect((await handle(request(body), env, down, now)).status).toBe(502);
    const unreachable = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const res = await handle(request(body), env, unreachable, now);
    expect(res.status).toBe(502);
    expect((await res.json()).reason).toBe('unreachable: fetch failed');
    expect(console.error).toHaveBeenCalledWith('webhook: build hook unreachable: fetch failed');
  });

  it('refuses to work unconfigured and accepts POST only', async () => {
    const fetch = okFetch();
    const body = { locale: 'en', resource: 'menus', id: 2, action: 'update' };
    const noSecret = await handle(request(body), { ...env, WEBHOOK_SECRET: '' }, fetch, now);
    expect(noSecret.status).toBe(500);
    expect((await noSecret.json()).reason).toBe('WEBHOOK_SECRET not set');
    expect((await handle(request(body), { ...env, NETLIFY_BUILD_HOOK_URL: undefined }, fetch, now)).status).toBe(500);
    const badDomain = await handle(request(body), { ...env, SITE_DOMAIN: 'example.org' }, fetch, now);
    expect((await badDomain.json()).reason).toMatch(/SITE_DOMAIN must name one domain/);
    expect((await handle(request(body, {}, 'GET'), env, fetch, now)).status).toBe(405);
    const big = JSON.stringify({ ...body, padding: 'x'.repeat(70_000) });
    expect((await handle(request(big, signedHeaders(secret, big, { now })), env, fetch, now)).status).toBe(413);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is a modern Netlify Function on /webhook reading process.env', async () => {
    expect(config).toEqual({ path: '/webhook' });
    vi.stubEnv('WEBHOOK_SECRET', '');
    vi.stubEnv('NETLIFY_BUILD_HOOK_URL', '');
    try {
      const res = await webhook(request({ locale: 'en', resource: 'menus', id: 2, action: 'update' }));
      expect(res.status).toBe(500);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('triggers one build for 20 identical signed deliveries, and lets a retry through after a failed hook', async () => {
    const fetch = okFetch();
    const ledger = memoryLedger(660_000);
    const body = JSON.stringify({ locale: 'de', resource: 'products', id: 12, action: 'update' });
    const headers = signedHeaders(secret, body, { now, deliveryId: 'delivery-20' });
    const replies = await Promise.all(Array.from({ length: 20 }, () => handle(request(body, headers), env, fetch, now, ledger)));
    expect(replies.map((r) => r.status).sort()).toEqual([202, ...Array(19).fill(409)]);
    expect(fetch).toHaveBeenCalledTimes(1);
    // A failed build hook gives the delivery back: the CMS's retry of it is acted on.
    const other = JSON.stringify({ locale: 'de', resource: 'products', id: 13, action: 'update' });
    const otherHeaders = signedHeaders(secret, other, { now, deliveryId: 'delivery-21' });
    const down = vi.fn(async () => new Response('nope', { status: 500 }));
    expect((await handle(request(other, otherHeaders), env, down, now, ledger)).status).toBe(502);
    expect((await handle(request(other, otherHeaders), env, fetch, now, ledger)).status).toBe(202);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('claims deliveries in a blob store with create-only writes; old claims do not count', async () => {
    const blobs = new Map<string, string>();
    const store: KeyStore = {
      async set(key, value) {
        if (blobs.has(key)) return { modified: false };
        blobs.set(key, value);
        return { modified: true };
      },
      async get(key) {
        return blobs.get(key) ?? null;
      },
      async delete(key) {
        blobs.delete(key);
      },
    };
    const ledger = keyStoreLedger(store, 1000);
    expect(await ledger.claim(['id:a', 'sig:x'], 0)).toBeNull();
    expect(await ledger.claim(['id:b', 'sig:x'], 10)).toEqual({ key: 'sig:x', acceptedAt: 0 });
    // The refused claim took nothing for good: id:b is still free.
    expect(await ledger.claim(['id:b', 'sig:y'], 20)).toBeNull();
    expect(await ledger.claim(['id:a', 'sig:z'], 5000)).toBeNull();
    await ledger.release(['id:a', 'sig:z']);
    expect(await ledger.claim(['id:a', 'sig:z'], 5001)).toBeNull();
  });

  describe('replay memory across instances', () => {
    const body = JSON.stringify({ locale: 'de', resource: 'products', id: 12, action: 'update' });
    const headers = signedHeaders(secret, body, { now: Date.now(), deliveryId: 'delivery-across' });

    let hook: Server;
    let hookCalls = 0;
    beforeEach(async () => {
      hookCalls = 0;
      hook = createServer((_req, res) => {
        hookCalls++;
        res.end();
      });
      await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    });
    afterEach(async () => {
      vi.unstubAllEnvs();
      await new Promise((resolve) => hook.close(resolve));
    });

    /** Two instances of the deployed function, each with its own module state, reading process.env. */
    async function twoInstances(extra: Record<string, string>) {
      const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/abc123`;
      const vars = { ...env, NETLIFY_BUILD_HOOK_URL: hookUrl, NETLIFY_BLOBS_CONTEXT: '', ...extra };
      for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
      const instances: ((request: Request) => Promise<Response>)[] = [];
      for (let i = 0; i < 2; i++) {
        vi.resetModules();
        instances.push((await import('#netlify/functions/webhook.ts')).default);
      }
      return instances;
    }

    it('refuses to run without Netlify Blobs rather than let a second instance accept a replay', async () => {
      const instances = await twoInstances({});
      const first = await instances[0]?.(request(body, headers));
      const second = await instances[1]?.(request(body, headers));
      expect([first?.status, second?.status], 'the second instance accepted a replay').not.toEqual([202, 202]);
      expect([first?.status, second?.status]).toEqual([500, 500]);
      expect(await first?.json()).toEqual({
        error: 'not configured',
        reason: expect.stringMatching(/^no replay store: Netlify Blobs is not available to this function/),
      });
      expect(hookCalls).toBe(0);
      expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^webhook: no replay store: .*NETLIFY_BLOBS_CONTEXT/));
    });

    it('shares its replay memory between instances through Netlify Blobs', async () => {
      const { BlobsServer } = await import('@netlify/blobs/server');
      const directory = await mkdtemp(path.join(tmpdir(), 'webhook-blobs-'));
      const token = 'blobs-test-token';
      const blobs = new BlobsServer({ directory, token });
      const { port } = await blobs.start();
      try {
        const url = `http://127.0.0.1:${port}`;
        const context = { siteID: 'site-1', token, edgeURL: url, uncachedEdgeURL: url };
        const instances = await twoInstances({
          NETLIFY_BLOBS_CONTEXT: Buffer.from(JSON.stringify(context)).toString('base64'),
        });
        expect((await instances[0]?.(request(body, headers)))?.status).toBe(202);
        expect((await instances[1]?.(request(body, headers)))?.status).toBe(409);
        expect(hookCalls).toBe(1);
      } finally {
        await blobs.stop();
        await rm(directory, { recursive: true, force: true });
      }
    });

    it('keeps its replay memory in the instance only when told so explicitly (a single local instance)', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const instances = await twoInstances({ WEBHOOK_REPLAY_STORE: 'memory' });
      expect((await instances[0]?.(request(body, headers)))?.status).toBe(202);
      expect((await instances[0]?.(request(body, headers)))?.status).toBe(409);
      expect(hookCalls).toBe(1);
      expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/WEBHOOK_REPLAY_STORE=memory/));
    });
  });

  it('answers 413 to a chunked body over the limit without reading it all', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(16 * 1024));
        if (pulled > 10_000) controller.close();
      },
    });
    const req = new Request('https://eu.mebleoffice.example/webhook', {
      method: 'POST',
      body: stream,
      // @ts-expect-error duplex is required for streamed request bodies
      duplex: 'half',
    });
    expect((await handle(req, env, okFetch(), now)).status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });
});

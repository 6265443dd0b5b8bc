import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import webhook, { type WebhookFunctionEnv, config, handleWebhookRequest } from '#netlify/functions/webhook.ts';
import { signedHeaders } from '#builder/webhook/signature.ts';

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

const okFetch = () => vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 200 }));

describe('Netlify webhook function', () => {
  it('calls the build hook with the locale and the change, titled after the change', async () => {
    const fetch = okFetch();
    const res = await handleWebhookRequest(
      request({ locale: 'de', resource: 'products', id: 12, action: 'update' }),
      env,
      fetch,
      now,
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: true, locale: 'de', build: 'triggered', domain: 'eu.mebleoffice.example' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(new URL(url).origin + new URL(url).pathname).toBe(hook);
    expect(new URL(url).searchParams.get('trigger_title')).toBe('CMS update: de products 12');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      locales: ['de'],
      changes: [{ locale: 'de', resource: 'products', id: 12, action: 'update', deliveryId: 'delivery-9' }],
    });
  });

  it('answers 401 to a bad signature or a stale timestamp, without calling the hook', async () => {
    const fetch = okFetch();
    const body = JSON.stringify({ locale: 'de', resource: 'products', id: 12, action: 'update' });
    const wrong = await handleWebhookRequest(request(body, signedHeaders('wrong', body, { now })), env, fetch, now);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'invalid signature', reason: 'signature does not match the body and timestamp' });
    const missing = await handleWebhookRequest(request(body, { 'content-type': 'application/json' }), env, fetch, now);
    expect(missing.status).toBe(401);
    const stale = await handleWebhookRequest(request(body, signedHeaders(secret, body, { now: now - 600_000 })), env, fetch, now);
    expect(stale.status).toBe(401);
    expect((await stale.json()).error).toBe('stale timestamp');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('acknowledges and ignores a locale of another domain', async () => {
    const fetch = okFetch();
    const res = await handleWebhookRequest(
      request({ locale: 'pl', resource: 'pages', id: 1, action: 'update' }),
      env,
      fetch,
      now,
    );
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
    const res = await handleWebhookRequest(request({ locale: 'de', resource: 'products', action: 'update' }), env, fetch, now);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid payload', reason: 'id: is required for resource products' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers 502 when the build hook fails, so that the CMS retries', async () => {
    const body = { locale: 'en', resource: 'menus', id: 2, action: 'update' };
    const down = vi.fn(async () => new Response('nope', { status: 500 }));
    expect((await handleWebhookRequest(request(body), env, down, now)).status).toBe(502);
    const unreachable = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const res = await handleWebhookRequest(request(body), env, unreachable, now);
    expect(res.status).toBe(502);
    expect((await res.json()).reason).toBe('unreachable: fetch failed');
    expect(console.error).toHaveBeenCalledWith('webhook: build hook unreachable: fetch failed');
  });

  it('refuses to work unconfigured and accepts POST only', async () => {
    const fetch = okFetch();
    const body = { locale: 'en', resource: 'menus', id: 2, action: 'update' };
    const noSecret = await handleWebhookRequest(request(body), { ...env, WEBHOOK_SECRET: '' }, fetch, now);
    expect(noSecret.status).toBe(500);
    expect((await noSecret.json()).reason).toBe('WEBHOOK_SECRET not set');
    expect((await handleWebhookRequest(request(body), { ...env, NETLIFY_BUILD_HOOK_URL: undefined }, fetch, now)).status).toBe(
      500,
    );
    const badDomain = await handleWebhookRequest(request(body), { ...env, SITE_DOMAIN: 'example.org' }, fetch, now);
    expect((await badDomain.json()).reason).toMatch(/SITE_DOMAIN must name one domain/);
    expect((await handleWebhookRequest(request(body, {}, 'GET'), env, fetch, now)).status).toBe(405);
    const big = JSON.stringify({ ...body, padding: 'x'.repeat(70_000) });
    expect((await handleWebhookRequest(request(big, signedHeaders(secret, big, { now })), env, fetch, now)).status).toBe(413);
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
});

import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Change, RECHECK_ALL, type RebuildFn } from '#builder/webhook/queue.ts';
import { type WebhookServer, type WebhookServerOptions, startWebhookServer } from '#builder/webhook/server.ts';
import { sign, signedHeaders } from '#builder/webhook/signature.ts';

const secret = 'server-test-secret';
let stateDir: string;
let servers: WebhookServer[] = [];

interface Rebuilds {
  calls: { locale: string; changes: Change[] }[];
  rebuild: RebuildFn;
  /** Resolves when `n` rebuilds have finished. */
  finished(n: number): Promise<void>;
}

/** Rebuilds that record their calls; `behaviour` decides how each ends (a receiver closing aborts it). */
function rebuilds(behaviour: (locale: string) => Promise<void> = () => Promise.resolve()): Rebuilds {
  const calls: Rebuilds['calls'] = [];
  let done = 0;
  const waiters: { n: number; resolve: () => void }[] = [];
  return {
    calls,
    rebuild: async (locale, changes, { signal }) => {
      calls.push({ locale, changes: [...changes] });
      try {
        await new Promise<void>((resolve, reject) => {
          behaviour(locale).then(resolve, reject);
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        });
      } finally {
        done++;
        for (const w of waiters.filter((x) => x.n <= done)) w.resolve();
      }
    },
    finished: (n) => (done >= n ? Promise.resolve() : new Promise((resolve) => waiters.push({ n, resolve }))),
  };
}

async function start(options: Partial<WebhookServerOptions> = {}): Promise<WebhookServer> {
  const server = await startWebhookServer({
    secret,
    port: 0,
    stateDir,
    env: 'live',
    domain: 'eu.mebleoffice.example',
    debounceMs: 20,
    maxWaitMs: 200,
    fsync: false,
    rebuild: () => Promise.resolve(),
    // Rechecks of every locale would add rebuilds the tests below do not expect; their own tests turn them on.
    reconcileAtStart: false,
    reconcileIntervalMs: 0,
    ...options,
  });
  servers.push(server);
  return server;
}

function post(server: WebhookServer, body: unknown, headers: Record<string, string> | null = null, raw?: string) {
  const text = raw ?? JSON.stringify(body);
  return fetch(`${server.url}/webhook`, {
    method: 'POST',
    headers: headers ?? signedHeaders(secret, text, { deliveryId: randomUUID() }),
    body: text,
  });
}

const edit = (locale: string, id: number | string = 1, resource = 'products') => ({ locale, resource, id, action: 'update' });

beforeEach(() => {
  stateDir = mkdtempSync(path.join(tmpdir(), 'webhook-server-'));
});
afterEach(async () => {
  for (const s of servers) await s.close();
  servers = [];
  rmSync(stateDir, { recursive: true, force: true });
});

describe('webhook receiver over HTTP', () => {
  it('accepts a signed change with 202, persists it, and rebuilds the locale', async () => {
    const r = rebuilds();
    const server = await start({ rebuild: r.rebuild });
    const res = await post(server, edit('de', 12));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: true, locale: 'de', queued: 1 });
    // On disk before the answer.
    const state = JSON.parse(readFileSync(server.stateFile, 'utf8'));
    expect(state.locales.de.pending.length + state.locales.de.inflight.length).toBe(1);
    await r.finished(1);
    expect(r.calls).toEqual([
      { locale: 'de', changes: [expect.objectContaining({ resource: 'products', id: 12, action: 'update' })] },
    ]);
  });

  it('coalesces a burst into one rebuild per locale', async () => {
    const r = rebuilds();
    const server = await start({ rebuild: r.rebuild, debounceMs: 800, maxWaitMs: 4000 });
    const replies = await Promise.all([1, 2, 3, 4, 5].map((id) => post(server, edit('en', id))));
    expect(replies.map((x) => x.status)).toEqual([202, 202, 202, 202, 202]);
    await post(server, edit('fr', 9));
    await r.finished(2);
    // One rebuild per locale with every change of its burst; which locale's quiet period ends first is timing.
    expect(r.calls.map((c) => [c.locale, c.changes.length]).sort()).toEqual([
      ['en', 5],
      ['fr', 1],
    ]);
  });

  it('answers 401 to a missing, wrong or stale signature', async () => {
    const server = await start();
    const body = JSON.stringify(edit('en'));
    const noSig = await post(
      server,
      null,
      { 'content-type': 'application/json', 'x-webhook-timestamp': String(Math.floor(Date.now() / 1000)) },
      body,
    );
    expect(noSig.status).toBe(401);
    expect(await noSig.json()).toEqual({ error: 'invalid signature', reason: 'missing X-Webhook-Signature header' });

    const wrong = await post(server, null, signedHeaders('another-secret', body), body);
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).reason).toMatch(/does not match/);

    const tampered = await post(server, null, signedHeaders(secret, body), body.replace('"en"', '"de"'));
    expect(tampered.status).toBe(401);

    const stale = await post(server, null, signedHeaders(secret, body, { now: Date.now() - 3_600_000 }), body);
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({
      error: 'stale timestamp',
      reason: expect.stringMatching(/^timestamp is 36\d\d s old \(tolerance 300 s\)$/),
    });
    expect(server.status().deliveries.rejected).toEqual({ 'invalid signature': 3, 'stale timestamp': 1 });
  });

  it('answers 400 with the reason to bad JSON and bad payloads', async () => {
    const server = await start();
    const badJson = await post(server, null, null, '{"locale": "en",');
    expect(badJson.status).toBe(400);
    expect((await badJson.json()).reason).toMatch(/^the body is not valid JSON/);
    const bad = await post(server, { locale: 'en', resource: 'widgets', id: 1, action: 'update' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'invalid payload',
      reason: expect.stringMatching(/^resource: unknown resource "widgets"/),
    });
  });

  it('answers 400, not 500, to a signed body of 40 KB of nested arrays', async () => {
    const server = await start();
    const res = await post(server, null, null, `${'['.repeat(20_000)}${']'.repeat(20_000)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid payload',
      reason: 'the body nests deeper than 32 levels; expected JSON {locale, resource, id, action}',
    });
  });

  it('acknowledges and ignores a locale not built on this domain', async () => {
    const r = rebuilds();
    const server = await start({ rebuild: r.rebuild });
    const res = await post(server, edit('ru'));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({
      accepted: false,
      ignored: true,
      reason: 'locale ru is not built on domain eu.mebleoffice.example',
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(r.calls).toEqual([]);
    expect(server.status().deliveries).toMatchObject({ accepted: 0, ignored: 1 });
  });

  it('rejects a replayed delivery: same id, or same signature under another id', async () => {
    const server = await start();
    const body = JSON.stringify(edit('en'));
    const headers = signedHeaders(secret, body, { deliveryId: 'delivery-1' });
    expect((await post(server, null, headers, body)).status).toBe(202);
    const again = await post(server, null, headers, body);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: 'replayed delivery',
      reason: expect.stringMatching(/^delivery delivery-1 was already received at /),
    });
    // The same delivery id, freshly signed (a retry of something already accepted)
    const later = signedHeaders(secret, body, { deliveryId: 'delivery-1', now: Date.now() + 2000 });
    expect((await post(server, null, later, body)).status).toBe(409);
    // A captured request resent with a made-up id: the signature gives it away.
    expect((await post(server, null, { ...headers, 'x-webhook-id': 'forged' }, body)).status).toBe(409);
    expect((await post(server, null, { ...headers, 'x-webhook-id': '' }, body)).status).toBe(409);
  });

  it('answers 413, not a reset connection, to a 10 MB body', async () => {
    const server = await start();
    const big = JSON.stringify({ ...edit('en'), padding: 'x'.repeat(10 * 1024 * 1024) });
    const res = await post(server, null, signedHeaders(secret, big), big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'payload too large' });
  });

  it('answers 413 to a body over 64 KB without reading it all', async () => {
    const server = await start();
    const big = JSON.stringify({ ...edit('en'), padding: 'x'.repeat(70 * 1024) });
    const res = await post(server, null, signedHeaders(secret, big), big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'payload too large', reason: 'the body exceeds 65536 bytes' });
    // The connection stays usable for the next delivery.
    expect((await post(server, edit('en'))).status).toBe(202);
  });

  it('serves the status: pending per locale, the running rebuild with elapsed time, the last rebuilds', async () => {
    let release: () => void = () => {};
    const r = rebuilds(
      (locale) =>
        new Promise<void>((resolve, reject) => {
          if (locale === 'cz') reject(new Error('build failed: boom'));
          else release = resolve;
        }),
    );
    const server = await start({ rebuild: r.rebuild, retryBaseMs: 60_000 });
    await post(server, edit('cz'));
    await r.finished(1);
    await post(server, edit('en', 1));
    await new Promise((resolve) => setTimeout(resolve, 80));
    await post(server, edit('en', 2));
    const res = await fetch(`${server.url}/status`);
    expect(res.status).toBe(200);
    const status = await res.json();
    expect(status).toMatchObject({
      domain: 'eu.mebleoffice.example',
      env: 'live',
      builtLocales: ['en', 'de', 'cz', 'fr'],
      settings: { debounceMs: 20, maxWaitMs: 200, concurrency: 1 },
      deliveries: { accepted: 3, ignored: 0 },
      totals: { accepted: 3, rebuilds: 1, failed: 1 },
    });
    expect(status.locales.en).toMatchObject({
      pending: 1,
      changes: [{ resource: 'products', id: 2 }],
      running: { changes: 1, attempt: 1 },
    });
    expect(status.locales.en.running.elapsedMs).toBeGreaterThanOrEqual(30);
    expect(status.running).toEqual([expect.objectContaining({ locale: 'en', changes: 1 })]);
    expect(status.locales.cz).toMatchObject({
      pending: 1,
      failures: 1,
      lastError: 'build failed: boom',
      nextRebuildAt: expect.any(String),
    });
    expect(status.history).toEqual([
      {
        locale: 'cz',
        changes: 1,
        attempt: 1,
        ok: false,
        error: 'build failed: boom',
        startedAt: expect.any(String),
        finishedAt: expect.any(String),
        durationMs: expect.any(Number),
      },
    ]);
    release();
    await r.finished(2);
    const after = await (await fetch(`${server.url}/status`)).json();
    expect(after.history[0]).toMatchObject({ locale: 'en', ok: true, changes: 1 });
  });

  it('keeps the queue across a restart: accepted changes are rebuilt by the next receiver', async () => {
    const never = rebuilds(() => new Promise<void>(() => {}));
    const first = await start({ rebuild: never.rebuild, debounceMs: 10_000, maxWaitMs: 10_000 });
    const body = JSON.stringify(edit('de', 7));
    const headers = signedHeaders(secret, body, { deliveryId: 'persisted-delivery' });
    expect((await post(first, null, headers, body)).status).toBe(202);
    expect((await post(first, edit('de', 8))).status).toBe(202);
    expect((await post(first, edit('en', 1))).status).toBe(202);
    await first.close();
    expect(never.calls).toEqual([]);

    const r = rebuilds();
    const second = await start({ rebuild: r.rebuild });
    expect(second.queue.resumed).toEqual({ de: 2, en: 1 });
    await r.finished(2);
    // Both locales are due at the same moment: either may go first.
    expect(r.calls.map((c) => [c.locale, c.changes.map((x) => x.id)]).sort()).toEqual([
      ['de', [7, 8]],
      ['en', [1]],
    ]);
    // The replay memory survived too.
    expect((await post(second, null, headers, body)).status).toBe(409);
  });

  it('reruns a rebuild interrupted by a shutdown', async () => {
    const stuck = rebuilds((_locale) => new Promise<void>(() => {}));
    const first = await start({ rebuild: stuck.rebuild });
    await post(first, edit('fr', 3));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(first.status().running).toHaveLength(1);
    await first.close();
    const r = rebuilds();
    await start({ rebuild: r.rebuild });
    await r.finished(1);
    expect(r.calls).toEqual([{ locale: 'fr', changes: [expect.objectContaining({ id: 3 })] }]);
  });

  it('routes only POST /webhook, GET /status and GET /healthz', async () => {
    const server = await start();
    expect((await fetch(`${server.url}/webhook`)).status).toBe(405);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/nope`)).status).toBe(404);
  });

  it('refuses to start without a secret, refuses a second receiver on its queue, and releases its lock on close', async () => {
    await expect(startWebhookServer({ secret: '', port: 0, stateDir })).rejects.toThrow(/secret is required/);
    const server = await start();
    expect(server.stateFile).toBe(path.join(stateDir, 'queue-live-eu.mebleoffice.example.json'));
    await expect(start()).rejects.toThrow(/another webhook receiver uses/);
    await server.close();
    const next = await start();
    expect(next.stateFile).toBe(server.stateFile);
  });

  it('rechecks every locale whole at start and periodically, so that a lost webhook costs at most one interval', async () => {
    const r = rebuilds();
    const server = await start({ rebuild: r.rebuild, reconcileAtStart: true, reconcileIntervalMs: 400 });
    await r.finished(4);
    expect(
      r.calls
        .slice(0, 4)
        .map((call) => call.locale)
        .sort(),
    ).toEqual(['cz', 'de', 'en', 'fr']);
    expect(r.calls[0]?.changes).toEqual([expect.objectContaining({ resource: RECHECK_ALL, id: null })]);
    await r.finished(8);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.status().history.filter((h) => h.ok).length).toBeGreaterThanOrEqual(8);
  });

  it('holds rebuilds back while paused (npm start: until its first build is in place), accepting changes', async () => {
    const r = rebuilds();
    const server = await start({ rebuild: r.rebuild, paused: true });
    expect((await post(server, edit('en', 1))).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(r.calls).toEqual([]);
    expect(server.status()).toMatchObject({ paused: true, locales: { en: { pending: 1 } } });
    server.resume();
    await r.finished(1);
    expect(r.calls.map((c) => c.locale)).toEqual(['en']);
    // Idle locales of the domain are listed too.
    expect(Object.keys(server.status().locales)).toEqual(['en', 'de', 'cz', 'fr']);
    expect(server.status().locales.de).toMatchObject({ pending: 0, running: null, lastRebuild: null });
  });

  it('runs the rebuild command by default, with the environment of the moment', async () => {
    writeFileSync(
      path.join(stateDir, 'stub.mjs'),
      "import { writeFileSync } from 'node:fs'; writeFileSync(process.argv[2], JSON.stringify([process.argv.slice(3), process.env.CONTENT_API_URL]));",
    );
    const out = path.join(stateDir, 'out.json');
    const env: Record<string, string> = {};
    const server = await start({
      rebuild: undefined,
      rebuildCommand: `node ${JSON.stringify(path.join(stateDir, 'stub.mjs'))} ${JSON.stringify(out)} --locale {locale} {changes}`,
      rebuildEnv: () => env,
    });
    expect(server.rebuildCommand).toContain('--locale {locale} {changes}');
    env.CONTENT_API_URL = 'http://127.0.0.1:4999';
    await post(server, edit('cz', 42, 'stores'));
    for (let i = 0; i < 100 && server.status().history.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.status().history[0]).toMatchObject({ locale: 'cz', ok: true });
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual([['--locale', 'cz', '--', 'stores:42'], 'http://127.0.0.1:4999']);
  });

  it('signs exactly as the embedded CMS: a delivery from its format is accepted', async () => {
    const server = await start();
    const body = JSON.stringify({ locale: 'cz', resource: 'menus', id: 4, action: 'delete' });
    const timestamp = Math.floor(Date.now() / 1000);
    const res = await fetch(`${server.url}/webhook`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'content-api-webhook/1',
        'X-Webhook-Id': randomUUID(),
        'X-Webhook-Timestamp': String(timestamp),
        'X-Webhook-Signature': sign(secret, timestamp, body),
      },
      body,
    });
    expect(res.status).toBe(202);
  });
});

/**
 * What the embedded API must refuse, as a developer's machine is exposed to it: web pages (CORS, the
 * internal endpoints), oversized and endless bodies, prototype keys, mail header injection, enumerable
 * consents, secrets on the command line.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningContentApi } from '#dev/content-api/server.ts';
import { spawnContentApi } from '#dev/content-api/spawn.ts';
import { call, cleanupTempDirs, startApi, tempDir } from './helpers.ts';

let api: RunningContentApi;
let base = '';
let dataDir = '';

beforeAll(async () => {
  dataDir = tempDir();
  api = await startApi({ dataDir });
  base = api.url;
});
afterAll(async () => {
  await api?.close();
  cleanupTempDirs();
});

describe('the CMS and the outbox are not for browsers', () => {
  it('generates a random token per data dir, readable by its owner only, and refuses any other', async () => {
    const file = path.join(dataDir, 'cms-token');
    const token = readFileSync(file, 'utf8').trim();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(api.state.options.cmsToken).toBe(token);
    expect((await call(base, '/__cms/products/100', { headers: { Authorization: 'Bearer dev-cms-token' } })).status).toBe(401);
    expect((await call(base, '/__cms/products/100?locale=en', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(
      200,
    );
  });

  it('refuses a request with an Origin header, whatever token it carries', async () => {
    const token = api.state.options.cmsToken as string;
    for (const origin of ['https://evil.example', 'http://localhost:4321', 'null']) {
      const patch = await fetch(`${base}/__cms/products/100?locale=en`, {
        method: 'PATCH',
        headers: { Origin: origin, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Defaced' }),
      });
      expect(patch.status, origin).toBe(403);
      expect(patch.headers.get('access-control-allow-origin')).toBeNull();
      expect((await fetch(`${base}/__outbox`, { headers: { Origin: origin } })).status).toBe(403);
    }
    const name = (await call(base, '/__cms/products/100?locale=en', { headers: { Authorization: `Bearer ${token}` } })).body.name;
    expect(name).not.toBe('Defaced');
  });
});

/** A GET with the Host header a page served by DNS rebinding would send (no Origin on a same-origin GET). */
function getWithHost(pathAndQuery: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(pathAndQuery, base), { headers: { Host: host } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

describe('DNS rebinding', () => {
  it('answers the outbox and the CMS only under a loopback host name', async () => {
    const { port } = new URL(base);
    for (const host of [`rebind.example:${port}`, 'rebind.example', `127.0.0.1.nip.example:${port}`]) {
      expect(await getWithHost('/__outbox', host), host).toBe(403);
      expect(await getWithHost('/__cms/products/100?locale=en', host), host).toBe(403);
    }
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'localhost']) {
      expect(await getWithHost('/__outbox', host), host).toBe(200);
    }
    // The public API is reached through proxies and other names: only the internal paths are bound to loopback.
    expect(await getWithHost('/api/menus?locale=pl', `rebind.example:${port}`)).toBe(200);
  });
});

describe('bodies', () => {
  it('stops reading a chunked body at 1 MB: 413, without holding the rest in memory', async () => {
    const url = new URL(`${base}/api/newsletter_subscriber_requests`);
    const before = process.memoryUsage().rss;
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
        },
        (res) => {
          resolve(res.statusCode ?? 0);
          res.resume();
          req.destroy();
        },
      );
      req.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve(-1) : reject(error)));
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      let sent = 0;
      const write = () => {
        while (sent < 200 && req.write(chunk)) sent++;
        if (sent < 200 && !req.destroyed) req.once('drain', write);
        else req.end();
      };
      write();
    });
    expect(status).toBe(413);
    // The server runs in this process: 200 MB read whole would show here.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses CR/LF and control characters in single-line fields, so nothing reaches a mail header', async () => {
    const body = {
      name: 'A\r\nBcc: victim@example.com',
      email: 'a@example.com',
      marketingAgreement: true,
      acceptanceOfTheRules: true,
      confirmationOfReadingThePrivacyPolicy: true,
    };
    const res = await call(base, '/api/newsletter_subscriber_requests', { locale: 'en', body });
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([
      { propertyPath: 'name', message: 'This value must be on one line, without control characters.' },
    ]);
    const contact = await call(base, '/api/contact_form_entries/customer_service', {
      body: {
        name: 'Anna',
        email: 'a@example.com',
        phone: '+48 600 100 200',
        orderNumber: 'ZK-1\nX-Injected: 1',
        message: 'Line one\nline two is fine in a message',
        termsConsent: true,
        policyConsent: true,
      },
    });
    expect(contact.status).toBe(422);
    expect(contact.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['orderNumber']);
  });
});

describe('ids', () => {
  it('issues consents under random UUIDs and finds nothing by a sequential or a prototype id', async () => {
    const consent = (await call(base, '/api/cookie_consents', { body: { referral: 'https://example.com/' } })).body;
    expect(consent.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    for (const id of ['1', '2', '__proto__', 'constructor']) {
      expect((await call(base, `/api/cookie_consents/${id}`)).status, id).toBe(404);
      expect((await call(base, `/api/cookie_consents/${id}`, { method: 'PUT', body: {} })).status, id).toBe(404);
    }
  });

  it('answers 404 for zip ids that name the prototype, and limits what one zip may hold', async () => {
    for (const id of ['__proto__', 'constructor', 'toString']) {
      expect((await call(base, `/api/download_center_zip/${id}/status`)).status, id).toBe(404);
    }
    const many = await call(base, '/api/download_center_zip?locale=pl', {
      body: { identifiers: Array.from({ length: 201 }, (_, i) => i + 1) },
    });
    expect(many.status).toBe(400);
    expect(many.body.message).toBe('At most 200 files per zip.');
  });
});

describe('secrets', () => {
  it('are passed to a spawned API by environment, never on its command line', async () => {
    const secret = `s3cret-${Date.now()}`;
    const spawned = await spawnContentApi(['--data-dir', tempDir(), '--webhook-url', 'http://127.0.0.1:9/hook'], {
      WEBHOOK_SECRET: secret,
    });
    try {
      const cmdline = readFileSync(`/proc/${spawned.pid}/cmdline`, 'utf8');
      expect(cmdline).toContain('--webhook-url');
      expect(cmdline).not.toContain(secret);
    } finally {
      await spawned.close();
    }
  });

  it('refuses the old --webhook-secret and --cms-token options', async () => {
    const cli = path.resolve(import.meta.dirname, '../../dev/content-api/cli.ts');
    for (const option of ['--webhook-secret', '--cms-token']) {
      const child = spawn(process.execPath, [cli, option, 'x'], { stdio: ['ignore', 'ignore', 'pipe'] });
      const [code] = await once(child, 'exit');
      expect(code, option).toBe(2);
    }
  });
});

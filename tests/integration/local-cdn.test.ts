import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteServer, startSiteServer } from '#dev/serve.ts';
import { type RunningContentApi, startContentApi } from '#dev/content-api/server.ts';

// The local CDN server in front of the real stand-in API: what the API answers reaches the visitor as the
// CDN would pass it, whatever the size of the request.
let work = '';
let api: RunningContentApi;
let site: SiteServer;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'local-cdn-'));
  api = await startContentApi({ port: 0, dataDir: path.join(work, 'api'), quiet: true });
  const dist = path.join(work, 'dist');
  await mkdir(path.join(dist, 'pl'), { recursive: true });
  await writeFile(path.join(dist, 'pl', 'index.html'), '<!doctype html><title>pl</title>');
  await writeFile(path.join(dist, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  await writeFile(path.join(dist, '_redirects'), `/api/*  ${api.url}/api/:splat  200\n/*  /pl/  404\n`);
  site = await startSiteServer({ distDir: dist, port: 0 });
});
afterAll(async () => {
  await site?.close();
  await api?.close();
  await rm(work, { recursive: true, force: true });
});

/**
 * POSTs `size` bytes to the site, with a Content-Length or chunked, and resolves with the status the site
 * answers (the server may stop reading the body once it has answered, as real servers do).
 */
function post(size: number, chunked: boolean): Promise<{ status: number; body: string }> {
  const url = new URL('/api/newsletter_subscriber_requests', site.url);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Locale': 'pl',
        ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(size) }),
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    // Once the answer is in, the rest of the upload may be refused: that is not the test's failure.
    request.on('error', (error) => setTimeout(() => reject(error), 2000));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!request.write(part)) return void request.once('drain', pump);
      }
      request.end();
    };
    pump();
  });
}

describe('local CDN proxy', () => {
  for (const [label, size, chunked] of [
    ['2 MB', 2 * 1024 * 1024, false],
    ['10 MB', 10 * 1024 * 1024, false],
    ['10 MB chunked', 10 * 1024 * 1024, true],
  ] as const) {
    it(`passes the API's 413 through for a ${label} body`, async () => {
      const started = performance.now();
      const { status, body } = await post(size, chunked);
      expect(status).toBe(413);
      expect(body).toContain('larger than');
      expect(performance.now() - started).toBeLessThan(5000);
    });
  }

  it('still proxies a normal write after the refused ones', async () => {
    const response = await fetch(`${site.url}/api/newsletter_subscriber_requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Locale': 'pl' },
      body: '{}',
    });
    expect(response.status).toBe(422);
  });
});

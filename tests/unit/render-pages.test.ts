import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRendering, renderPages } from '#builder/generator/render-pages.ts';

let server: http.Server;
let url = '';
let work = '';

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'render-pages-'));
  // /bad fails at once; the other pages answer slowly, as pages of a busy renderer do.
  server = http.createServer((req, res) => {
    if (req.url === '/bad/') res.writeHead(500).end('');
    else setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${req.url}</p>`), 150);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(work, { recursive: true, force: true });
});

describe('renderPages', () => {
  it('fails with the error the page reported, once every worker has stopped writing', async () => {
    const out = path.join(work, 'staging');
    const rendering = newRendering();
    rendering.errors.set('/bad/', new Error('Invalid content: locale pl, resource products, id 7, field name'));
    const jobs = [
      ...Array.from({ length: 6 }, (_, i) => ({ path: `/p${i}/`, status: 200 })),
      { path: '/bad/', status: 200 },
      ...Array.from({ length: 6 }, (_, i) => ({ path: `/q${i}/`, status: 200 })),
    ];
    await expect(renderPages(url, jobs, out, rendering, { concurrency: 4 })).rejects.toThrow(
      'Invalid content: locale pl, resource products',
    );
    // Nothing is still being written: removing the staging tree now cannot race a worker (no ENOTEMPTY).
    const written = await readdir(out);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await readdir(out)).toEqual(written);
    await rm(out, { recursive: true });
  });
});

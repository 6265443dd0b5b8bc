import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteServer, resolveInside, startSiteServer } from '#dev/serve.ts';

let work = '';
let site: SiteServer;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'serve-'));
  const dist = path.join(work, 'dist');
  await mkdir(path.join(dist, 'pl'), { recursive: true });
  await writeFile(path.join(dist, 'pl', 'index.html'), '<!doctype html><title>pl</title>');
  await writeFile(path.join(dist, '_headers'), "/*\n  Content-Security-Policy: script-src 'self'\n  X-Frame-Options: DENY\n");
  await writeFile(path.join(dist, '_redirects'), '/*  /pl/  404\n');
  // A file beside the served folder whose name starts like it: the prefix check must not let it through.
  await writeFile(path.join(work, 'dist.manifest.json'), '{"secret":true}');
  site = await startSiteServer({ distDir: dist, port: 0 });
});
afterAll(async () => {
  await site?.close();
  await rm(work, { recursive: true, force: true });
});

const get = (p: string) => fetch(`${site.url}${p}`, { redirect: 'manual' });

describe('local CDN server', () => {
  it('never serves a file outside its folder', async () => {
    for (const p of ['/..%2fdist.manifest.json', '/%2e%2e/dist.manifest.json', '/pl/..%2f..%2fdist.manifest.json']) {
      const response = await get(p);
      expect(response.status, p).toBe(404);
      expect(await response.text(), p).not.toContain('secret');
    }
    expect(resolveInside('/srv/dist', '/..%2fdist.manifest.json')).toBeNull();
    expect(resolveInside('/srv/dist', '/pl/')).toBe('/srv/dist/pl');
  });

  it('answers 400 to a bad escape', async () => {
    expect((await get('/pl/%E0%A4%A')).status).toBe(400);
    expect((await get('/%')).status).toBe(400);
  });

  it('sends the headers of _headers, as the CDN does', async () => {
    const response = await get('/pl/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const missing = await get('/nowhere/');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe("script-src 'self'");
  });

  it('prints its usage for --help, and refuses an unknown option', () => {
    const cli = path.resolve(import.meta.dirname, '../../dev/serve.ts');
    const help = spawnSync(process.execPath, [cli, '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: npm run preview');
    const bad = spawnSync(process.execPath, [cli, '--nope'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Usage: npm run preview');
  });

  it("never serves the CDN's own configuration files", async () => {
    for (const p of ['/_headers', '/_redirects']) expect((await get(p)).status, p).toBe(404);
  });

  it('as `npm run preview`, answers /admin/* as the deployed admin function does, not from the files', async () => {
    const cli = path.resolve(import.meta.dirname, '../../dev/serve.ts');
    const preview = spawn(process.execPath, [cli, '--dir', path.join(work, 'dist'), '--port', '0'], {
      env: { ...process.env, SITE_ENV: 'local', SITE_DOMAIN: '', PREVIEW_SECRET: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [line] = (await once(preview.stdout, 'data')) as [Buffer];
      const origin = /https?:\/\/\S+/.exec(line.toString())?.[0];
      expect(origin).toBeTruthy();
      // This folder was not built here, so no renderer exists for it: the function's "not available".
      const response = await fetch(`${origin}/admin/pages/1?locale=pl`);
      expect(response.status).toBe(503);
      expect(await response.text()).toBe('Previews are not available on this deploy');
      expect((await fetch(`${origin}/_redirects`)).status).toBe(404);
    } finally {
      preview.kill();
    }
  });

  // A rebuild swaps a locale's folder (or dist/) in with two renames, and `npm start` serves while the
  // webhook rebuilds: a visitor landing between them gets the new page, not a 404, a 502 or a dead server.
  describe('while a rebuild swaps folders in', () => {
    const dist = () => path.join(work, 'dist');
    const stage = async (name: string, text: string) => {
      const staged = path.join(work, name);
      await mkdir(staged, { recursive: true });
      await writeFile(path.join(staged, 'index.html'), `<!doctype html><title>${text}</title>`);
      return staged;
    };
    const swapIn = async (staged: string, replaced: string) => {
      await rename(path.join(dist(), 'pl'), replaced);
      await rename(staged, path.join(dist(), 'pl'));
    };

    it("answers a request that finds the locale's folder gone from the folder swapped in", async () => {
      const staged = await stage('staged-pl', 'new pl');
      await rename(path.join(dist(), 'pl'), path.join(work, 'old-pl'));
      const request = get('/pl/');
      await new Promise((resolve) => setTimeout(resolve, 15));
      await rename(staged, path.join(dist(), 'pl'));
      const response = await request;
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('new pl');
      await rm(path.join(work, 'old-pl'), { recursive: true });
    });

    it('answers every request 200 through a hundred swaps, and keeps serving', async () => {
      let swapping = true;
      const statuses = new Map<number, number>();
      const visitor = (async () => {
        while (swapping) {
          const response = await get('/pl/');
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      })();
      for (let i = 0; i < 100; i++) {
        const staged = await stage(`staged-${i}`, `pl ${i}`);
        await swapIn(staged, path.join(work, `replaced-${i}`));
        await rm(path.join(work, `replaced-${i}`), { recursive: true });
      }
      swapping = false;
      await visitor;
      expect([...statuses.keys()]).toEqual([200]);
      expect(await (await get('/pl/')).text()).toContain('pl 99');
    });
  });
});

/**
 * The build against the embedded API's fault mode: transient errors are retried and the build passes; a
 * malformed payload fails it with one line naming locale, resource, id and field, and dist/ keeps the
 * previous good build. Builds the single-locale live pl domain to stay quick.
 */
import http from 'node:http';
import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentApi } from '#dev/content-api/server.ts';
import { runScript } from '../fixtures/node-script.ts';

let work = '';

function runBuild(
  apiUrl: string,
  distDir: string,
  extraEnv: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  return runScript('builder/cli.ts', [], {
    SITE_ENV: 'live',
    SITE_DOMAIN: 'www.mebleoffice.example',
    CONTENT_API_URL: apiUrl,
    DIST_DIR: distDir,
    ...extraEnv,
  });
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'build-faults-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('build against a faulty content API', () => {
  const dist = () => path.join(work, 'dist');

  it('retries transient errors and builds the whole site', async () => {
    const api = await startContentApi({ port: 0, dataDir: path.join(work, 'api-flaky'), faults: 'error-rate=0.2', quiet: true });
    try {
      const result = await runBuild(api.url, dist());
      expect(result.output).toMatch(/\[content-api\] retry 1 /);
      expect(result.code, result.output).toBe(0);
      expect(result.output).toMatch(/built \d+ pages of www\.mebleoffice\.example/);
      const home = await readFile(path.join(dist(), 'index.html'), 'utf8');
      expect(home).toContain('<html lang="pl"');
    } finally {
      await api.close();
    }
  }, 300_000);

  it('fails on a malformed payload with one line, keeping the previous dist/', async () => {
    const before = (await readdir(dist())).sort();
    const home = await readFile(path.join(dist(), 'index.html'), 'utf8');
    const api = await startContentApi({
      port: 0,
      dataDir: path.join(work, 'api-malformed'),
      faults: 'malformed=products',
      quiet: true,
    });
    try {
      const result = await runBuild(api.url, dist());
      expect(result.code).toBe(1);
      expect(result.output).toMatch(/^build failed: Invalid content: locale pl, resource products, id [^,]+, field [^:]+: .+$/m);
      expect((await readdir(dist())).sort()).toEqual(before);
      expect(await readFile(path.join(dist(), 'index.html'), 'utf8')).toBe(home);
      expect((await readdir(work)).filter((f) => f.startsWith('dist.next'))).toEqual([]);
    } finally {
      await api.close();
    }
  }, 300_000);

  it('fails within its deadline against a hanging API, naming the request, and clears what failed builds left', async () => {
    // Leftovers of a killed build: its staging tree and a replaced tree whose removal never finished.
    await mkdir(path.join(work, 'dist.next-999999', 'pl'), { recursive: true });
    await mkdir(path.join(work, '.dist.previous-999999-1'), { recursive: true });
    const hanging = http.createServer(() => {
      // never answers
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const { port } = hanging.address() as { port: number };
    try {
      const started = performance.now();
      const result = await runBuild(`http://127.0.0.1:${port}`, dist(), {
        CONTENT_API_TIMEOUT_MS: '1000',
        CONTENT_API_DEADLINE_MS: '3000',
      });
      const seconds = (performance.now() - started) / 1000;
      expect(result.code).toBe(1);
      expect(result.output).toMatch(
        /^build failed: http:\/\/127\.0\.0\.1:\d+\/api\/[^ ]+: no answer within 1 s \(\d attempts? in \d s, giving up\)$/m,
      );
      expect(seconds).toBeLessThan(15);
      expect((await readdir(work)).filter((f) => f.includes('.next-') || f.includes('.previous-'))).toEqual([]);
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  }, 60_000);
});

/**
 * The site does not change with its content API's dialect: full builds of the local environment (every pre-live
 * locale) against the stand-in playing the specification's API, API Platform 3.x and API Platform 4.2's defaults
 * (JSON-LD only: the build switches after the first 406) print the same page count and write byte-identical
 * files. Only the service worker differs: its version is a hash of every response the pages were built from, and
 * JSON-LD answers are other bytes than plain JSON.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DialectVersion } from '#dev/content-api/dialect.ts';
import { startContentApi } from '#dev/content-api/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
let work = '';

/** Builds the local environment against a stand-in playing `version`; its output and files (path → sha256). */
async function buildAgainst(version: DialectVersion): Promise<{ output: string; files: Map<string, string> }> {
  const api = await startContentApi({ port: 0, dataDir: path.join(work, `api-${version}`), quiet: true, dialect: { version } });
  const dist = path.join(work, `dist-${version}`);
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(root, 'builder/cli.ts')], {
        env: {
          ...process.env,
          SITE_ENV: 'local',
          SITE_DOMAIN: 'localhost',
          CONTENT_API_URL: api.url,
          // What the CDN proxies to is written into _redirects: the same for every build.
          CONTENT_API_PUBLIC_URL: 'https://api.example.com',
          DIST_DIR: dist,
        },
      });
      let text = '';
      child.stdout.on('data', (d) => (text += d));
      child.stderr.on('data', (d) => (text += d));
      child.on('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`build against ${version} exited ${code}: ${text}`)),
      );
    });
    return { output, files: await hashes(dist) };
  } finally {
    await api.close();
  }
}

async function hashes(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const walk = async (relative: string) => {
    for (const entry of await readdir(path.join(dir, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) await walk(child);
      else
        files.set(
          child,
          createHash('sha256')
            .update(await readFile(path.join(dir, child)))
            .digest('hex'),
        );
    }
  };
  await walk('');
  return files;
}

const pageCount = (output: string) => Number(/built (\d+) pages/.exec(output)?.[1]);

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'dialects-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('builds against every dialect', () => {
  it('print the same page count and write the same pages', { timeout: 15 * 60_000 }, async () => {
    const spec = await buildAgainst('spec');
    expect(pageCount(spec.output)).toBeGreaterThan(1000);
    for (const version of ['3', '4'] as const) {
      const other = await buildAgainst(version);
      expect(pageCount(other.output), version).toBe(pageCount(spec.output));
      // Said once, in the build log, when the API turns out to refuse plain JSON.
      expect(other.output.split('\n').filter((line) => line.includes('answers 406')).length, version).toBe(
        version === '4' ? 1 : 0,
      );
      expect([...other.files.keys()].sort(), version).toEqual([...spec.files.keys()].sort());
      const differing = [...spec.files].filter(([file, hash]) => other.files.get(file) !== hash).map(([file]) => file);
      expect(differing, version).toEqual(['sw.js']);
    }
  });
});

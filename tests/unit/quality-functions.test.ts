import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import config from '../../quality.config.ts';
import { functionViolations, functionsTable, measureFunctions } from '#quality/functions.ts';

let dir: string;
const bytes = (n: number, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * 7919 * seed) % 251);

function writeFunction(name: string, files: Record<string, Uint8Array>) {
  writeFileSync(path.join(dir, `${name}.zip`), zipSync(files));
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'quality-functions-'));
  // As `netlify build` writes it: the zip paths of the machine that built.
  const functions = ['admin', 'webhook'].map((name) => ({ name, path: `/elsewhere/.netlify/functions/${name}.zip` }));
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ functions, version: 1 }));
  writeFunction('webhook', { 'netlify/functions/webhook.mjs': bytes(1000) });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('function size gate', () => {
  it('measures each zip and its unpacked files, and passes within the budgets', async () => {
    writeFunction('admin', {
      'admin.mjs': bytes(3000),
      'renderer/standalone/server/entry.mjs': bytes(5000, 3),
      _headers: bytes(10),
    });
    const sizes = await measureFunctions(dir);
    expect(sizes.map((f) => [f.name, f.unzippedBytes, f.files.length])).toEqual([
      ['admin', 8010, 3],
      ['webhook', 1000, 1],
    ]);
    expect(sizes[0]?.files[0]?.file).toBe('renderer/standalone/server/entry.mjs');
    expect(functionViolations(sizes, config.functions)).toEqual([]);
    expect(functionsTable(sizes)).toContain('admin');
  });

  it('fails a function that ships more than it runs, or has no budget', async () => {
    // The admin function once packed every page of dist/ beside its code: incompressible bytes fill the zip,
    // zeros the unpacked size.
    const pages = Object.fromEntries(
      Array.from({ length: 24 }, (_, i) => [`dist/en/p${i}/index.html`, new Uint8Array(256 * 1024)]),
    );
    writeFunction('admin', { 'admin.mjs': randomBytes(2.5 * 1024 * 1024), ...pages });
    const violations = functionViolations(await measureFunctions(dir), {
      webhook: config.functions.webhook as { zipBytes: number; unzippedBytes: number },
      admin: config.functions.admin as { zipBytes: number; unzippedBytes: number },
    });
    expect(violations).toEqual([
      expect.stringMatching(/^BUDGET function admin zip [\d.]+ MB > 2\.00 MB$/),
      expect.stringMatching(/^BUDGET function admin unzipped 8\.50 MB > 8\.00 MB$/),
    ]);
    const { admin: _, ...withoutAdmin } = config.functions;
    expect(functionViolations(await measureFunctions(dir), withoutAdmin)).toContain(
      'BUDGET function admin: no budget in quality.config.ts (functions)',
    );
  });
});

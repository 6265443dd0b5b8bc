/** The CLI: one readiness line on stdout, the URL in it, graceful shutdown, argument errors. */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupTempDirs, tempDir } from './helpers.ts';

const CLI = fileURLToPath(new URL('../../dev/content-api/cli.ts', import.meta.url));
afterAll(() => cleanupTempDirs());

describe('cli', () => {
  it('prints its readiness line and its token, serves, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [CLI, '--port', '0', '--data-dir', tempDir(), '--seed', '3'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    const url = await new Promise<string>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`no readiness line: ${stdout}`)), 60_000);
      child.stdout.on('data', (d) => {
        stdout += d;
        const m =
          /content-api ready (http:\/\/127\.0\.0\.1:\d+) \(scale default, seed 3, 7 locales, \d+ records\) in \d+ ms\n/.exec(
            stdout,
          );
        if (m?.[1]) {
          clearTimeout(t);
          resolve(m[1]);
        }
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}`)));
    });
    const res = await fetch(`${url}/api/menus`, { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(200);
    const exit = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    // The readiness line, then the generated CMS token (the only secret the developer needs to use the CMS).
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^content-api CMS token: [A-Za-z0-9_-]{32} \(Authorization: Bearer …; kept in .+\/cms-token\)$/);
  });

  it('--help exits 0; a bad option or fault spec exits 2 with a message', () => {
    const help = spawnSync(process.execPath, [CLI, '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--faults SPEC');
    const bad = spawnSync(process.execPath, [CLI, '--faults', 'explode=1'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('unknown key "explode"');
    const unknown = spawnSync(process.execPath, [CLI, '--nope'], { encoding: 'utf8' });
    expect(unknown.status).toBe(2);
  });
});

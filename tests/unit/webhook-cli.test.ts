import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const cli = path.resolve(import.meta.dirname, '../../builder/webhook/cli.ts');
let dir: string;
let child: ChildProcess | null = null;

function run(args: string[], env: Record<string, string | undefined>, stateDir?: string) {
  dir = stateDir ?? mkdtempSync(path.join(tmpdir(), 'webhook-cli-'));
  const proc = spawn(process.execPath, [cli, '--port', '0', '--state-dir', dir, ...args], {
    env: { ...process.env, WEBHOOK_SECRET: undefined, SITE_ENV: undefined, SITE_DOMAIN: undefined, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let out = '';
  proc.stdout.on('data', (d) => {
    out += d;
  });
  proc.stderr.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const output = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = out.match(pattern);
        if (match) resolve(match);
      };
      proc.stdout.on('data', check);
      proc.once('exit', () => reject(new Error(`exited without ${pattern}: ${out}`)));
      check();
    });
  return { proc, exited, output, text: () => out };
}

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = null;
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run webhook', () => {
  it('refuses to start without a secret', async () => {
    const { exited, text } = run([], {});
    expect(await exited).toBe(2);
    expect(text()).toMatch(/refusing to start without a secret: set WEBHOOK_SECRET/);
  });

  it('prints its readiness line, serves the status of its domain and stops cleanly', async () => {
    const { proc, output, exited } = run(['--domain', 'eu.mebleoffice.example', '--env', 'live'], { WEBHOOK_SECRET: 's' });
    const [, url] = await output(/webhook ready (http:\/\/127\.0\.0\.1:\d+)\n/);
    const status = await (await fetch(`${url}/status`)).json();
    expect(status).toMatchObject({ domain: 'eu.mebleoffice.example', env: 'live', builtLocales: ['en', 'de', 'cz', 'fr'] });
    proc.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('names the choices of an unknown domain', async () => {
    const { exited, text } = run(['--env', 'live', '--domain', 'nope.example'], { WEBHOOK_SECRET: 's' });
    expect(await exited).toBe(1);
    expect(text()).toMatch(/SITE_DOMAIN must name one domain of the live environment/);
  });

  it('restarts at once after a SIGKILL: the lock died with the process', async () => {
    const args = ['--domain', 'eu.mebleoffice.example', '--env', 'live', '--reconcile-s', '0'];
    const first = run(args, { WEBHOOK_SECRET: 's' });
    await first.output(/webhook ready/);
    const stateDir = dir;
    first.proc.kill('SIGKILL');
    await first.exited;
    const restartedAt = performance.now();
    const second = run(args, { WEBHOOK_SECRET: 's' }, stateDir);
    await second.output(/webhook ready/);
    // Node's own start-up is most of it; nothing waits for the killed receiver's lock to go stale.
    expect(performance.now() - restartedAt).toBeLessThan(5000);
    second.proc.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});

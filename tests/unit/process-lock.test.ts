import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireProcessLock, tryProcessLock } from '#builder/process-lock.ts';

const lockModule = path.resolve(import.meta.dirname, '../../builder/process-lock.ts');

describe('process lock', () => {
  it('lets one holder in at a time; the next gets in once it is released', async () => {
    const name = `/tmp/lock-test-a-${process.pid}`;
    const first = await acquireProcessLock(name);
    let waited = false;
    let secondIn = false;
    const second = acquireProcessLock(name, { onWait: () => (waited = true), pollMs: 50 }).then((release) => {
      secondIn = true;
      return release;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(waited).toBe(true);
    expect(secondIn).toBe(false);
    expect(await tryProcessLock(name)).toBeNull();
    await first?.();
    await (await second)?.();
    expect(secondIn).toBe(true);
  });

  it('is free as soon as its holder is killed, whatever became of its pid', async () => {
    const name = `/tmp/lock-test-b-${process.pid}`;
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(lockModule)}); await m.tryProcessLock(${JSON.stringify(name)}); console.log('held'); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await once(holder.stdout, 'data');
    expect(await tryProcessLock(name)).toBeNull();
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const release = await tryProcessLock(name);
    expect(release).toBeTypeOf('function');
    await release?.();
  });

  it('returns null when the work was done by the holder it waited for', async () => {
    const name = `/tmp/lock-test-c-${process.pid}`;
    const first = await acquireProcessLock(name);
    let done = false;
    const second = acquireProcessLock(name, { done: () => done, pollMs: 50 });
    done = true;
    await first?.();
    expect(await second).toBeNull();
  });
});

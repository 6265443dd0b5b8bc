import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDirLock } from '#builder/dir-lock.ts';

const work = await mkdtemp(path.join(os.tmpdir(), 'dir-lock-'));
afterAll(() => rm(work, { recursive: true, force: true }));

describe('directory lock', () => {
  it('lets one holder in at a time; the next gets in once it is released', async () => {
    const dir = path.join(work, 'a.lock');
    const first = await acquireDirLock(dir);
    let waited = false;
    let secondIn = false;
    const second = acquireDirLock(dir, { onWait: () => (waited = true) }).then((release) => {
      secondIn = true;
      return release;
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(waited).toBe(true);
    expect(secondIn).toBe(false);
    await first?.();
    await (await second)?.();
    expect(secondIn).toBe(true);
  });

  it('takes over a lock whose process is gone', async () => {
    const dir = path.join(work, 'b.lock');
    await mkdir(dir);
    await writeFile(path.join(dir, 'pid'), '999999999');
    const release = await acquireDirLock(dir);
    expect(release).toBeTypeOf('function');
    await release?.();
  });

  it('returns null when the work was done by the holder it waited for', async () => {
    const dir = path.join(work, 'c.lock');
    const first = await acquireDirLock(dir);
    let done = false;
    const second = acquireDirLock(dir, { done: () => done });
    done = true;
    await first?.();
    expect(await second).toBeNull();
  });
});

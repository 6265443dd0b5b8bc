/**
 * A directory as a cross-process lock (mkdir is atomic). The holder's pid is written inside: a lock whose
 * process is gone, or older than `staleMs`, is taken as abandoned.
 */
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function abandoned(dir: string, staleMs: number): Promise<boolean> {
  const pid = Number(await readFile(path.join(dir, 'pid'), 'utf8').catch(() => ''));
  if (pid > 0 && !alive(pid)) return true;
  const age = Date.now() - (await stat(dir).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
  return age > staleMs;
}

/**
 * Waits for the lock and returns its release, or null when `done()` became true while waiting (another
 * process did the work).
 */
export async function acquireDirLock(
  dir: string,
  options: { done?: () => boolean; staleMs?: number; onWait?: () => void } = {},
): Promise<(() => Promise<void>) | null> {
  const done = options.done ?? (() => false);
  let waited = false;
  for (;;) {
    try {
      await mkdir(dir);
      await writeFile(path.join(dir, 'pid'), String(process.pid));
      const release = () => rm(dir, { recursive: true, force: true });
      if (!done()) return release;
      await release();
      return null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (done()) return null;
    if (await abandoned(dir, options.staleMs ?? 10 * 60_000)) {
      await rm(dir, { recursive: true, force: true });
      continue;
    }
    if (!waited) options.onWait?.();
    waited = true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

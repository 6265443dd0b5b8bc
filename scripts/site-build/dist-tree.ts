/**
 * dist/ is only ever replaced whole: a build is staged beside it and swapped in with two renames, so no
 * reader sees a half-written tree. Incremental rebuilds stage a hard-link clone (instant, shares the bytes
 * of unchanged files) and replace changed files through new inodes, never writing through a shared one.
 */
import { existsSync } from 'node:fs';
import { link, mkdir, readdir, rename, rm, rmdir, unlink } from 'node:fs/promises';
import path from 'node:path';

export async function cloneTree(source: string, target: string): Promise<number> {
  let files = 0;
  const walk = async (relative: string): Promise<void> => {
    await mkdir(path.join(target, relative), { recursive: true });
    const entries = await readdir(path.join(source, relative), { withFileTypes: true });
    await Promise.all(
      entries.map(async (entry) => {
        const child = path.join(relative, entry.name);
        if (entry.isDirectory()) return walk(child);
        files++;
        return link(path.join(source, child), path.join(target, child));
      }),
    );
  };
  await walk('');
  return files;
}

/** Replaces outDir by the staged tree. */
export async function swapIn(staging: string, outDir: string): Promise<void> {
  const previous = `${outDir}.previous-${process.pid}`;
  const hadPrevious = existsSync(outDir);
  if (hadPrevious) await rename(outDir, previous);
  await rename(staging, outDir);
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
}

/** Removes a rendered file and the directories it leaves empty (up to, not including, root). */
export async function removeFile(root: string, relativeFile: string): Promise<void> {
  await unlink(path.join(root, relativeFile)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  for (let dir = path.dirname(relativeFile); dir !== '.' && dir !== ''; dir = path.dirname(dir)) {
    try {
      await rmdir(path.join(root, dir));
    } catch {
      break;
    }
  }
}

export function stagingDir(outDir: string): string {
  return `${outDir}.next-${process.pid}`;
}

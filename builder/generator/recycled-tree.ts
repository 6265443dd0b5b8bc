/**
 * A full build writes into the tree the build before it replaced, instead of into a new one. On ext4 without
 * a journal (these build machines) the allocator of a new inode skips every inode deleted in the last few
 * minutes, one by one: a build creating 2,800 files and folders right after one that deleted as many spent
 * a sixth of its CPU in the kernel finding inodes. Overwriting a file keeps its inode, and its folder is
 * already there.
 *
 * The kept tree (`.dist.spare` beside dist/) is written in place, so none of its files may be another
 * tree's: it is only the tree a full build replaced (an incremental rebuild's replaced tree shares its
 * files with the live one), and it is used only when every file has a single link. What the new build did
 * not write (a page that is gone, an asset of older code) is removed before the tree is swapped in.
 */
import { existsSync } from 'node:fs';
import { readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { removeFile, removeLater } from './dist-tree.ts';

/** A file as it was found: its inode and last status change (ns). Writing it changes one of them. */
export interface FileMark {
  ino: bigint;
  ctimeNs: bigint;
}

/** The files of a tree by relative path. */
export type TreeMarks = Map<string, FileMark>;

export function spareDir(outDir: string): string {
  return path.join(path.dirname(outDir), `.${path.basename(outDir)}.spare`);
}

/** Every file of a tree with its mark, and whether each has a single link. */
async function markTree(root: string): Promise<{ marks: TreeMarks; shared: boolean }> {
  const marks: TreeMarks = new Map();
  let shared = false;
  const walk = async (relative: string): Promise<void> => {
    const entries = await readdir(path.join(root, relative), { withFileTypes: true });
    await Promise.all(
      entries.map(async (entry) => {
        const child = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) return walk(child);
        const info = await stat(path.join(root, child), { bigint: true });
        if (info.nlink > 1n) shared = true;
        marks.set(child, { ino: info.ino, ctimeNs: info.ctimeNs });
      }),
    );
  };
  await walk('');
  return { marks, shared };
}

/** A spare tree that can be written in place, and its files as found. */
export interface SpareTree {
  dir: string;
  marks: TreeMarks;
}

/** Moves a tree out of the way under a name of this process and deletes it in the background. */
async function setAside(dir: string, why: string): Promise<void> {
  const aside = `${dir}-${why}-${process.pid}`;
  await rename(dir, aside);
  await removeLater([aside]);
}

/**
 * The spare tree of outDir when it can be written in place; null when there is none, or when it links files
 * with another tree (it is then removed, and the build writes a new tree). Only looks: recycleInto moves it.
 */
export async function spareToRecycle(outDir: string): Promise<SpareTree | null> {
  const dir = spareDir(outDir);
  if (!existsSync(dir)) return null;
  const { marks, shared } = await markTree(dir);
  if (!shared) return { dir, marks };
  await setAside(dir, 'linked');
  return null;
}

/** Makes the spare tree the build's staging tree. */
export async function recycleInto(spare: SpareTree, staging: string): Promise<void> {
  await rename(spare.dir, staging);
}

/** The files found before a build that it neither rewrote nor replaced (same inode, no status change since). */
export function unwrittenFiles(before: TreeMarks, after: TreeMarks): string[] {
  const unwritten: string[] = [];
  for (const [file, mark] of after) {
    const found = before.get(file);
    if (found && found.ino === mark.ino && found.ctimeNs === mark.ctimeNs) unwritten.push(file);
  }
  return unwritten.sort();
}

/** Removes from a recycled tree what this build did not write (and the folders that leaves empty). */
export async function removeUnwritten(staging: string, recycled: SpareTree): Promise<string[]> {
  const { marks } = await markTree(staging);
  const unwritten = unwrittenFiles(recycled.marks, marks);
  // One at a time: removeFile also removes the folders a file leaves empty, which the next file may share.
  for (const file of unwritten) await removeFile(staging, file);
  return unwritten;
}

/** Keeps the tree a full build replaced as the next full build's tree (replacing an older spare). */
export async function keepAsSpare(replaced: string | null, outDir: string): Promise<void> {
  if (replaced === null) return;
  const spare = spareDir(outDir);
  if (existsSync(spare)) await setAside(spare, 'older');
  await rename(replaced, spare);
}

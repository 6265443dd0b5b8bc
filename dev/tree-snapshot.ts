/** A built tree, file by file: what the incremental rebuild tests and the deploy rehearsal compare. */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export type TreeSnapshot = Map<string, { hash: string; ino: number }>;

/** Every file of a tree: relative path → { sha256, inode }. */
export async function snapshot(dir: string): Promise<TreeSnapshot> {
  const files: TreeSnapshot = new Map();
  const walk = async (relative: string) => {
    for (const entry of await readdir(path.join(dir, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) await walk(child);
      else {
        const full = path.join(dir, child);
        files.set(child, {
          hash: createHash('sha256')
            .update(await readFile(full))
            .digest('hex'),
          ino: (await stat(full)).ino,
        });
      }
    }
  };
  await walk('');
  return files;
}

/** The files whose bytes differ between two snapshots, or exist in one only (sorted). */
export function differingFiles(a: TreeSnapshot, b: TreeSnapshot): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => a.get(name)?.hash !== b.get(name)?.hash).sort();
}

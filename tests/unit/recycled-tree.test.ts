import { link, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type SpareTree,
  type TreeMarks,
  keepAsSpare,
  recycleInto,
  removeUnwritten,
  spareDir,
  spareToRecycle,
  unwrittenFiles,
} from '#builder/generator/recycled-tree.ts';

const mark = (ino: number, ctimeNs: number) => ({ ino: BigInt(ino), ctimeNs: BigInt(ctimeNs) });

describe('unwrittenFiles', () => {
  it('names the files whose inode and status change are as found', () => {
    const before: TreeMarks = new Map([
      ['a/index.html', mark(1, 100)],
      ['b/index.html', mark(2, 100)],
      ['c/index.html', mark(3, 100)],
      ['gone/index.html', mark(4, 100)],
    ]);
    const after: TreeMarks = new Map([
      ['a/index.html', mark(1, 200)], // rewritten in place
      ['b/index.html', mark(9, 100)], // replaced through a new inode
      ['c/index.html', mark(3, 100)], // not written by this build
      ['new/index.html', mark(5, 200)], // new
    ]);
    expect(unwrittenFiles(before, after)).toEqual(['c/index.html']);
  });
});

describe('the spare tree', () => {
  let work = '';
  const out = () => path.join(work, 'dist');
  const staging = () => path.join(work, 'dist.next-1');
  const put = async (root: string, file: string, text: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  };
  beforeEach(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'recycled-tree-'));
  });
  afterEach(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('is the tree a full build replaced, moved to staging, and loses what the next build did not write', async () => {
    const replaced = path.join(work, '.dist.previous-1');
    await put(replaced, 'en/kept/index.html', 'old kept');
    await put(replaced, 'en/gone/deeper/index.html', 'old gone');
    await put(replaced, '_astro/old.js', 'old asset');
    await keepAsSpare(replaced, out());
    expect(spareDir(out())).toBe(path.join(work, '.dist.spare'));
    const inode = (await stat(path.join(spareDir(out()), 'en/kept/index.html'))).ino;

    const spare = await spareToRecycle(out());
    expect(spare && [...spare.marks.keys()].sort()).toEqual(['_astro/old.js', 'en/gone/deeper/index.html', 'en/kept/index.html']);
    await recycleInto(spare as SpareTree, staging());
    // A build rewrites a file at least one build after it was written; here the write must not fall in the
    // same tick of the file system's clock as the setup's, or it would not show as a status change.
    await new Promise((resolve) => setTimeout(resolve, 30));
    await writeFile(path.join(staging(), 'en/kept/index.html'), 'new kept');
    await put(staging(), 'en/new/index.html', 'new');

    expect(await removeUnwritten(staging(), spare as SpareTree)).toEqual(['_astro/old.js', 'en/gone/deeper/index.html']);
    expect((await readdir(staging())).sort()).toEqual(['en']);
    expect((await readdir(path.join(staging(), 'en'))).sort()).toEqual(['kept', 'new']);
    expect(await readFile(path.join(staging(), 'en/kept/index.html'), 'utf8')).toBe('new kept');
    // Written in place: the same inode, no new one allocated.
    expect((await stat(path.join(staging(), 'en/kept/index.html'))).ino).toBe(inode);
    expect(await spareToRecycle(out())).toBeNull();
  });

  it('is not written through when a file of it is linked from another tree', async () => {
    await put(spareDir(out()), 'en/index.html', 'shared');
    await mkdir(path.join(work, 'live'));
    await link(path.join(spareDir(out()), 'en/index.html'), path.join(work, 'live/index.html'));
    expect(await spareToRecycle(out())).toBeNull();
    expect((await readdir(work)).filter((name) => name === '.dist.spare' || name === 'dist.next-1')).toEqual([]);
    expect(await readFile(path.join(work, 'live/index.html'), 'utf8')).toBe('shared');
  });

  it('replaces an older spare', async () => {
    await put(spareDir(out()), 'older.html', 'older');
    const replaced = path.join(work, '.dist.previous-2');
    await put(replaced, 'newer.html', 'newer');
    await keepAsSpare(replaced, out());
    expect(await readdir(spareDir(out()))).toEqual(['newer.html']);
  });
});

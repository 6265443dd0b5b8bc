import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_INPUTS, hashFiles } from '#builder/code-hash.js';
import { CODE_HASH_CACHE, DICTIONARY_DIR, codeHash } from '#builder/generator/code-hash.ts';

// The build's code hash decides between an incremental and a full build: kept with the files' stats, it
// must still be the hash of their contents (the Netlify plugin's stamp) and move with any edit.
let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'code-hash-'));
  await mkdir(path.join(root, 'src/components'), { recursive: true });
  await mkdir(path.join(root, DICTIONARY_DIR), { recursive: true });
  await writeFile(path.join(root, 'src/components/Card.astro'), '<article>card</article>');
  await writeFile(path.join(root, 'package.json'), '{"name":"site"}');
  await writeFile(path.join(root, DICTIONARY_DIR, 'pl.json'), '{"a":"b"}');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const plainHash = () => hashFiles(root, BUILD_INPUTS, [DICTIONARY_DIR]);

describe('codeHash', () => {
  it('is the hash of the contents, the same with or without the kept one', async () => {
    const expected = await plainHash();
    expect(await codeHash(root)).toBe(expected);
    expect(await codeHash(root)).toBe(expected);
  });

  it('takes the kept hash while no stat moved, without reading the files', async () => {
    await codeHash(root);
    const cacheFile = path.join(root, CODE_HASH_CACHE);
    const kept = JSON.parse(await readFile(cacheFile, 'utf8'));
    await writeFile(cacheFile, JSON.stringify({ ...kept, code: 'kept' }));
    expect(await codeHash(root)).toBe('kept');
  });

  it('moves with an edit of the same size, a new file and a removed one; not with a dictionary', async () => {
    const first = await codeHash(root);
    await writeFile(path.join(root, 'src/components/Card.astro'), '<article>CARD</article>');
    const edited = await codeHash(root);
    expect(edited).not.toBe(first);
    expect(edited).toBe(await plainHash());

    await writeFile(path.join(root, 'src/components/List.astro'), '<ul></ul>');
    const added = await codeHash(root);
    expect(added).not.toBe(edited);
    expect(added).toBe(await plainHash());

    await rm(path.join(root, 'src/components/List.astro'));
    expect(await codeHash(root)).toBe(edited);

    await writeFile(path.join(root, DICTIONARY_DIR, 'pl.json'), '{"a":"c"}');
    expect(await codeHash(root)).toBe(edited);
  });
});

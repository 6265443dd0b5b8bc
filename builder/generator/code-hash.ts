/**
 * What a page's HTML depends on besides content: the site's code (one hash over BUILD_INPUTS, the list the
 * Netlify plugin stamps cached builds with) and its locale's dictionary (plus Polish, the fallback). The
 * renderer is compiled once per code + dictionaries and reused until they change.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_INPUTS, hashListedFiles, listFileStats } from '../code-hash.js';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#contract/locales.ts';
import { writeFileAtomic } from './render-pages.ts';

/** The interface texts: hashed per locale, so that a text change re-renders its locale only. */
export const DICTIONARY_DIR = 'src/i18n/dictionaries';

export interface CodeVersion {
  /** Everything but the dictionaries: a change falls back to a full build. */
  code: string;
  /** Per locale: its dictionary and the fallback's; a change re-renders that locale. */
  dictionaries: Record<Locale, string>;
  /** Key of the compiled renderer: code and every dictionary. */
  renderer: string;
}

/**
 * Where the last code hash is kept with the stats of the files it was taken over: reading about 370 files
 * and hashing them (the lockfile alone is 650 KB) was 50 ms of a 0.7 s rebuild; their stats take 8.
 */
export const CODE_HASH_CACHE = '.cache/code-hash.json';

interface CachedCodeHash {
  stats: string;
  code: string;
}

/** The hash of BUILD_INPUTS but the dictionaries, read again only when a file's stat moved. */
export async function codeHash(root: string): Promise<string> {
  const files = await listFileStats(root, BUILD_INPUTS, [DICTIONARY_DIR]);
  const stats = createHash('sha256')
    .update(files.map((f) => `${f.file}\0${f.stat}`).join('\n'))
    .digest('hex');
  const cacheFile = path.join(root, CODE_HASH_CACHE);
  const cached = await readFile(cacheFile, 'utf8')
    .then((text) => JSON.parse(text) as CachedCodeHash)
    .catch(() => null);
  if (cached?.stats === stats && typeof cached.code === 'string') return cached.code;
  // Stats are taken before the contents are read: a file written in between leaves stats that no longer
  // match, so the next build reads it again.
  const code = await hashListedFiles(
    root,
    files.map((f) => f.file),
  );
  // A cache that cannot be written (a read-only checkout) only costs the next build the reading.
  await writeFileAtomic(cacheFile, JSON.stringify({ stats, code } satisfies CachedCodeHash)).catch(() => {});
  return code;
}

export async function codeVersion(root: string): Promise<CodeVersion> {
  const code = await codeHash(root);
  const raw = Object.fromEntries(
    await Promise.all(LOCALES.map(async (l) => [l, await readFile(path.join(root, DICTIONARY_DIR, `${l}.json`))] as const)),
  ) as Record<Locale, Buffer>;
  const dictionaries = Object.fromEntries(
    LOCALES.map((l) => [l, createHash('sha256').update(raw[l]).update('\0').update(raw[DEFAULT_LOCALE]).digest('hex')]),
  ) as Record<Locale, string>;
  const renderer = createHash('sha256')
    .update(code)
    .update(LOCALES.map((l) => dictionaries[l]).join())
    .digest('hex')
    .slice(0, 16);
  return { code, dictionaries, renderer };
}

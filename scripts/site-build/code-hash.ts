/**
 * What a page's HTML depends on besides content: the site's code (one hash) and its locale's dictionary
 * (plus Polish, the fallback). The renderer is compiled once per code + dictionaries and reused until they
 * change.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/i18n/locales.ts';

/** Inputs of the compiled renderer other than dictionaries. */
export const CODE_INPUTS = ['src', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

async function listFiles(root: string, entry: string): Promise<string[]> {
  const full = path.join(root, entry);
  const entries = await readdir(full, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOTDIR') return null;
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries === null) return [entry];
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? listFiles(root, path.join(entry, e.name)) : Promise.resolve([path.join(entry, e.name)]),
    ),
  );
  return nested.flat();
}

export async function hashFiles(root: string, entries: readonly string[]): Promise<string> {
  const files = (await Promise.all(entries.map((e) => listFiles(root, e)))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file.split(path.sep).join('/')).update('\0');
    hash.update(await readFile(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

export interface CodeVersion {
  /** Everything but the dictionaries: a change falls back to a full build. */
  code: string;
  /** Per locale: its dictionary and the fallback's; a change re-renders that locale. */
  dictionaries: Record<Locale, string>;
  /** Key of the compiled renderer: code and every dictionary. */
  renderer: string;
}

export async function codeVersion(root: string): Promise<CodeVersion> {
  const code = await hashFiles(root, CODE_INPUTS);
  const raw = Object.fromEntries(
    await Promise.all(LOCALES.map(async (l) => [l, await readFile(path.join(root, 'i18n', `${l}.json`))] as const)),
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

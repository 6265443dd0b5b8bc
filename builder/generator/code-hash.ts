/**
 * What a page's HTML depends on besides content: the site's code (one hash over BUILD_INPUTS, the list the
 * Netlify plugin stamps cached builds with) and its locale's dictionary (plus Polish, the fallback). The
 * renderer is compiled once per code + dictionaries and reused until they change.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_INPUTS, hashFiles } from '../code-hash.js';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#contract/locales.ts';

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

export async function codeVersion(root: string): Promise<CodeVersion> {
  const code = await hashFiles(root, BUILD_INPUTS, [DICTIONARY_DIR]);
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

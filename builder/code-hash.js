// @ts-check
/**
 * The code hash: sha256 over the paths and contents of files and folders. The build keys its compiled
 * renderer and manifest by it, and the Netlify build plugin stamps cached builds with it, so both must hash
 * the same way. Plain JavaScript with JSDoc types: the plugin is loaded by Netlify without a compiler.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const SKIPPED_NAMES = new Set(['node_modules', '.DS_Store']);

/**
 * Everything a deploy is made of besides content: a change to any of it makes the next build a full one. The
 * one list both sides hash: the build's code version (builder/generator/code-hash.ts: manifest entries and the
 * renderer key) and the Netlify plugin's stamp of a cached build (netlify/plugins/incremental/decide.js). A
 * tracked top-level entry must be here or named as not shaping a deploy (tests/unit/build-inputs.test.ts).
 * @type {readonly string[]}
 */
export const BUILD_INPUTS = Object.freeze([
  'contract',
  'src',
  'builder',
  'netlify',
  'public',
  'astro.config.mjs',
  'netlify.toml',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
]);

/**
 * @typedef {object} ListedFile
 * @property {string} file relative to root
 * @property {string} stat what the file system says of its content: size, modification and change times,
 *   inode. A write always moves the change time, so an equal stat means an unchanged file (git's index
 *   trusts the same fields).
 */

/**
 * Every file under `entries` (files or folders, relative to root; missing ones are skipped), except under
 * `exclude` (relative folders), sorted, each with its stat.
 * @param {string} root
 * @param {readonly string[]} entries
 * @param {readonly string[]} [exclude]
 * @returns {Promise<ListedFile[]>}
 */
export async function listFileStats(root, entries, exclude = []) {
  const excluded = new Set(exclude.map((e) => path.normalize(e)));
  /** @param {string} rel @returns {Promise<ListedFile[]>} */
  const walk = async (rel) => {
    if (excluded.has(path.normalize(rel))) return [];
    const info = await stat(path.join(root, rel), { bigint: true }).catch(() => null);
    if (!info) return [];
    if (!info.isDirectory()) return [{ file: rel, stat: `${info.size}:${info.mtimeNs}:${info.ctimeNs}:${info.ino}` }];
    const names = (await readdir(path.join(root, rel))).filter((n) => !SKIPPED_NAMES.has(n));
    return (await Promise.all(names.map((n) => walk(path.join(rel, n))))).flat();
  };
  const byFile = new Map((await Promise.all(entries.map(walk))).flat().map((f) => [f.file, f]));
  return [...byFile.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/**
 * Every file under `entries`, except under `exclude`, sorted.
 * @param {string} root
 * @param {readonly string[]} entries
 * @param {readonly string[]} [exclude]
 * @returns {Promise<string[]>}
 */
export async function listFiles(root, entries, exclude = []) {
  return (await listFileStats(root, entries, exclude)).map((f) => f.file);
}

/**
 * @param {string} root
 * @param {readonly string[]} entries
 * @param {readonly string[]} [exclude]
 * @returns {Promise<string>} hex sha256
 */
export async function hashFiles(root, entries, exclude = []) {
  return hashListedFiles(root, await listFiles(root, entries, exclude));
}

/**
 * The code hash of files already listed (listFiles' order).
 * @param {string} root
 * @param {readonly string[]} files
 * @returns {Promise<string>} hex sha256
 */
export async function hashListedFiles(root, files) {
  // Read side by side, hashed in order: one read after another made this most of a small rebuild's start
  // (150 ms of 375 files on these machines, 25 ms at once).
  const contents = await Promise.all(files.map((file) => readFile(path.join(root, file))));
  const hash = createHash('sha256');
  files.forEach((file, i) => {
    hash.update(file.split(path.sep).join('/')).update('\0');
    hash.update(/** @type {Buffer} */ (contents[i])).update('\0');
  });
  return hash.digest('hex');
}

// @ts-check
/**
 * The incremental build request: the file the Netlify build plugin leaves in the build cache folder when a
 * build hook named the locales to rebuild and the previous dist/ and manifest were restored, and that the
 * build (builder/cli.ts) honours. It names locales only: the build rechecks them whole (builder/cli.ts says
 * why), so the changes behind it would be carried for nothing. Plain JavaScript with JSDoc types, so that
 * the plugin, which Netlify loads without a compiler, and the TypeScript build share this one declaration.
 */
import path from 'node:path';

export const REQUEST_VERSION = 1;
/** Inside the build cache folder (.cache/build). */
export const REQUEST_FILE = 'incremental-request.json';

/**
 * @typedef {object} IncrementalRequest
 * @property {1} version
 * @property {'netlify-build-hook'} source
 * @property {string} env               SITE_ENV of the build it is meant for
 * @property {string} domain            SITE_DOMAIN of the build it is meant for
 * @property {string[]} locales         the locales to rebuild (all of this domain), in domain order
 * @property {string} createdAt         ISO time
 */

/** @param {string} buildCacheDir */
export function requestPath(buildCacheDir) {
  return path.join(buildCacheDir, REQUEST_FILE);
}

/** @param {IncrementalRequest} request */
export function serializeRequest(request) {
  return `${JSON.stringify(request, null, 2)}\n`;
}

/**
 * The locales a request file asks to rebuild for this build target; null when the text is not a request of
 * this version for this env and domain (the caller then builds everything).
 * @param {string} text
 * @param {{ env: string, domain: string, locales: readonly string[] }} target
 * @returns {string[] | null}
 */
export function requestedLocales(text, target) {
  /** @type {any} */
  let request;
  try {
    request = JSON.parse(text);
  } catch {
    return null;
  }
  if (
    !request ||
    request.version !== REQUEST_VERSION ||
    request.env !== target.env ||
    request.domain !== target.domain ||
    !Array.isArray(request.locales)
  ) {
    return null;
  }
  const locales = target.locales.filter((l) => request.locales.includes(l));
  return locales.length ? locales : null;
}

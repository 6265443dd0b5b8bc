// @ts-check
import { readFileSync } from 'node:fs';

/**
 * `dictionaries/pl.json?ns=cookies`: one namespace of a dictionary as a module of its own, so that each lands in
 * a chunk of its own (src/i18n/lazy-texts.ts): a view loading its texts fetches its namespace, not the others.
 * A plugin of every Astro build of the site: the renderer's (astro.config.mjs) and the bench's Astro-only one.
 * @type {import('vite').Plugin}
 */
export const dictionaryNamespaces = {
  name: 'dictionary-namespaces',
  enforce: 'pre',
  load(id) {
    const match = /^(.*\/i18n\/dictionaries\/[a-z]+\.json)\?ns=([a-zA-Z]+)$/.exec(id);
    const [, file, namespace] = match ?? [];
    if (!file || !namespace) return null;
    this.addWatchFile(file);
    const texts = JSON.parse(readFileSync(file, 'utf8'))[namespace] ?? {};
    return { code: `export default ${JSON.stringify(texts)};`, moduleType: 'js' };
  },
};

/**
 * `npm run rebuild -- --locale de`: incremental rebuild of one or more locales of the current domain.
 * Renders only pages whose inputs changed (API responses, plan entry, dictionary), adds new pages, removes
 * vanished ones, refreshes the locale's sitemap and swaps the result in whole. Falls back to a full build
 * after a code change or without a previous build. `--resource R --id ID` (repeatable) name a known change;
 * they are logged — what to render is always decided from the content hashes, so nothing is missed.
 */
import { parseArgs } from 'node:util';
import { isLocale, type Locale } from '../src/i18n/locales.ts';
import { buildSite, failureLine, summary } from './build.ts';

const { values } = parseArgs({
  options: {
    locale: { type: 'string', multiple: true },
    resource: { type: 'string', multiple: true },
    id: { type: 'string', multiple: true },
    env: { type: 'string' },
    domain: { type: 'string' },
    'out-dir': { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (values.help || !values.locale?.length) {
  console.log('Usage: npm run rebuild -- --locale LOCALE [--locale LOCALE...] [--resource R --id ID]...');
  process.exit(values.help ? 0 : 2);
}
const invalid = values.locale.filter((l) => !isLocale(l));
if (invalid.length) {
  console.error(`unknown locale: ${invalid.join(', ')}`);
  process.exit(2);
}
if (values.resource?.length) {
  console.log(`known changes: ${values.resource.map((r, i) => `${r} ${values.id?.[i] ?? '?'}`).join(', ')}`);
}
try {
  const result = await buildSite({
    env: values.env,
    domain: values.domain,
    outDir: values['out-dir'],
    locales: values.locale as Locale[],
  });
  console.log(summary(result));
  process.exit(0);
} catch (error) {
  console.error(`rebuild failed: ${failureLine(error)}`);
  console.error('dist/ keeps the previous build.');
  process.exit(1);
}

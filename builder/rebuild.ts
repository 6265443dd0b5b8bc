/**
 * `npm run rebuild -- --locale de [resource:id ...]`: incremental rebuild of one or more locales of the current
 * domain. Renders only pages whose inputs changed (API responses, plan entry, dictionary), adds new pages,
 * removes vanished ones, refreshes the locale's sitemap and swaps the result in whole. Falls back to a full
 * build after a code change or without a previous build.
 *
 * Without changes every API response the locale's pages read is requested again and compared. With them
 * (`products:12`, `dictionary:*`; the webhook receiver passes them after `--`) only the responses whose cache
 * tags the changes purge are (contract/content-change.ts); a change that cannot be expressed in tags falls
 * back to requesting all of them.
 */
import module from 'node:module';
import { parseArgs } from 'node:util';
import { type ContentChange, parseChangeArg } from '#contract/content-change.ts';
import { isLocale, type Locale } from '#contract/locales.ts';

// As in cli.ts: the compile cache is on before the build's modules load (a rebuild is mostly start-up).
module.enableCompileCache();
const { buildSite, failureLine, summary } = await import('./build.ts');

const USAGE = 'Usage: npm run rebuild -- --locale LOCALE [--locale LOCALE...] [-- resource:id ...]';
let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      locale: { type: 'string', multiple: true },
      env: { type: 'string' },
      domain: { type: 'string' },
      'out-dir': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
}
try {
  parsed = parse();
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
if (values.help || !values.locale?.length) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}
const invalid = values.locale.filter((l) => !isLocale(l));
if (invalid.length) {
  console.error(`unknown locale: ${invalid.join(', ')}`);
  process.exit(2);
}
const changes: ContentChange[] = [];
for (const arg of positionals) {
  const change = parseChangeArg(arg);
  if (!change) {
    console.error(`not a change: ${JSON.stringify(arg)} (expected resource:id or resource:*)\n${USAGE}`);
    process.exit(2);
  }
  changes.push(change);
}
if (changes.length) console.log(`known changes: ${changes.map((c) => `${c.resource} ${c.id ?? '*'}`).join(', ')}`);
try {
  const result = await buildSite({
    env: values.env,
    domain: values.domain,
    outDir: values['out-dir'],
    locales: values.locale as Locale[],
    changes: changes.length ? changes : undefined,
  });
  console.log(summary(result));
  process.exit(0);
} catch (error) {
  console.error(`rebuild failed: ${failureLine(error)}`);
  console.error('dist/ keeps the previous build.');
  process.exit(1);
}

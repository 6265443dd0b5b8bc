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
 *
 * `--serve` (the webhook receiver's warm rebuild, builder/webhook/warm-rebuild.ts): the process stays up and
 * runs one rebuild per IPC message `{ id, args }` (the arguments of a rebuild as above), answering
 * `{ id, code }` (the exit code the command line would have had) after a `REBUILD_DONE id` line on stdout and
 * on stderr. Its modules, its renderer and the renderer's compiled code stay loaded from one rebuild to the next.
 */
import module from 'node:module';
import { parseArgs } from 'node:util';

// As in cli.ts: the compile cache is on before the build's modules load (a rebuild is mostly start-up).
module.enableCompileCache();
const [{ parseChangeArg }, { isLocale }, { buildSite, failureLine, summary }, { REBUILD_DONE }] = await Promise.all([
  import('#contract/content-change.ts'),
  import('#contract/locales.ts'),
  import('./build.ts'),
  import('./webhook/warm-rebuild.ts'),
]);
type ContentChange = import('#contract/content-change.ts').ContentChange;
type Locale = import('#contract/locales.ts').Locale;

const USAGE = 'Usage: npm run rebuild -- --locale LOCALE [--locale LOCALE...] [-- resource:id ...]';

/** One rebuild from its command-line arguments; resolves to the exit code of the command line. */
async function rebuild(args: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      args,
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
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help || !values.locale?.length) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const invalid = values.locale.filter((l) => !isLocale(l));
  if (invalid.length) {
    console.error(`unknown locale: ${invalid.join(', ')}`);
    return 2;
  }
  const changes: ContentChange[] = [];
  for (const arg of positionals) {
    const change = parseChangeArg(arg);
    if (!change) {
      console.error(`not a change: ${JSON.stringify(arg)} (expected resource:id or resource:*)\n${USAGE}`);
      return 2;
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
    return 0;
  } catch (error) {
    console.error(`rebuild failed: ${failureLine(error)}`);
    console.error('dist/ keeps the previous build.');
    return 1;
  }
}

const args = process.argv.slice(2);
if (args[0] === '--serve' && process.send) {
  const send = process.send.bind(process);
  // One rebuild at a time: the receiver sends the next request only after the answer to the last.
  process.on('message', async ({ id, args: rebuildArgs }: { id: number; args: string[] }) => {
    const code = await rebuild(rebuildArgs);
    process.stdout.write(`${REBUILD_DONE} ${id}\n`);
    process.stderr.write(`${REBUILD_DONE} ${id}\n`);
    send({ id, code });
  });
  // The receiver going away (the IPC channel closes) ends this process.
  process.on('disconnect', () => process.exit(0));
} else {
  process.exit(await rebuild(args));
}

/**
 * `npm run build` / `npm run rebuild` on a developer's machine: runs the build's own command line
 * (builder/cli.ts or builder/rebuild.ts, given first) against CONTENT_API_URL when it is set, and otherwise
 * against the embedded content API, started for the run in its own process and stopped after it. The build
 * itself never starts the stand-in: what ships does not depend on dev/.
 *
 *   node dev/with-content-api.ts builder/cli.ts [--scale default|large|N] [--seed N] [--dialect 3|4 ...] [build options...]
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { compileCacheEnv } from '#builder/compile-cache.ts';
import { parseScale } from './content-api/app.ts';
import { parseCacheTagHeader, parseDialectVersion } from './content-api/dialect.ts';
import { spawnContentApi } from './content-api/spawn.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The embedded API's options a build or `npm start` passes through: with a value, and flags. */
const API_VALUE_OPTIONS = new Set(['--scale', '--seed', '--dialect', '--cache-tags-header']);
const API_FLAGS = new Set(['--partial-pagination', '--iri-only', '--no-client-pagination']);

/**
 * Splits the embedded API's own options (--scale, --seed, and which API Platform it plays: --dialect,
 * --partial-pagination, --iri-only, --no-client-pagination, --cache-tags-header) from the ones passed on to the
 * build. `env` is what the build must know of them: the header the API's cache tags come in.
 */
export function splitArgs(args: readonly string[]): { api: string[]; build: string[]; env: Record<string, string> } {
  const api: string[] = [];
  const build: string[] = [];
  const env: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const [name = '', inline] = arg.split('=', 2);
    if (API_VALUE_OPTIONS.has(name)) {
      const value = inline ?? args[++i];
      if (value === undefined) throw new Error(`${name} needs a value`);
      if (name === '--scale') api.push(name, String(parseScale(value)));
      else if (name === '--dialect') api.push(name, parseDialectVersion(value));
      else if (name === '--cache-tags-header') {
        const header = parseCacheTagHeader(value);
        api.push(name, header ?? 'none');
        if (header) env.CONTENT_API_CACHE_TAGS_HEADER = header;
      } else api.push(name, value);
    } else if (API_FLAGS.has(arg)) {
      api.push(arg);
    } else {
      build.push(arg);
    }
  }
  return { api, build, env };
}

if (import.meta.main) {
  const [script, ...rest] = process.argv.slice(2);
  if (!script) {
    console.error(
      'usage: node dev/with-content-api.ts builder/cli.ts|builder/rebuild.ts [--scale S] [--seed N] [--dialect 3|4] [options]',
    );
    process.exit(2);
  }
  let split: ReturnType<typeof splitArgs>;
  try {
    split = splitArgs(rest);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const configured = process.env.CONTENT_API_URL;
  const api =
    configured || split.build.includes('--help')
      ? null
      : await spawnContentApi([...split.api, '--data-dir', path.join(root, '.data/content-api')]);
  if (api) console.log(`embedded content API at ${api.url} (set CONTENT_API_URL to build from another)`);
  const child = spawn(process.execPath, [path.join(root, script), ...split.build], {
    stdio: 'inherit',
    env: {
      ...(api ? split.env : {}),
      ...process.env,
      ...compileCacheEnv(),
      ASTRO_TELEMETRY_DISABLED: '1',
      ...(api ? { CONTENT_API_URL: api.url } : {}),
    },
  });
  const code = await new Promise<number>((resolve) => child.once('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  await api?.close();
  process.exit(code);
}

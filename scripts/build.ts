/**
 * `npm run build`: builds one domain of one environment (SITE_ENV, SITE_DOMAIN) into dist/.
 *
 * Without CONTENT_API_URL it starts the embedded content API for the build. The site is rendered into a
 * staging folder beside dist/ and swapped in only when complete, so a failed build leaves the previous
 * dist/ as it was. `npm run rebuild` (scripts/rebuild.ts) renders only what changed.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveBuildTarget } from '../src/config/domains.ts';
import type { ContentChange } from '../src/content-api/cache-tags.ts';
import { ContentClient } from '../src/content-api/client.ts';
import { isLocale, type Locale } from '../src/i18n/locales.ts';
import { parseScale } from './content-api/app.ts';
import { spawnContentApi } from './content-api/spawn.ts';
import { acquireDirLock } from './lib/dir-lock.ts';
import { type GenerateResult, fullBuild, incrementalBuild, manifestPath } from './site-build/generate.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
export const root = path.resolve(import.meta.dirname, '..');

export interface BuildOptions {
  env?: string;
  domain?: string;
  /** Content API origin; the embedded API is started when absent. */
  apiUrl?: string;
  outDir?: string;
  /** Rebuild only what changed in these locales (incremental); absent: full build. */
  locales?: Locale[];
  /** The changes behind an incremental rebuild, when known (only what they purge is requested again). */
  changes?: ContentChange[];
  /** Embedded API only. */
  scale?: string;
  seed?: number;
  log?: (line: string) => void;
}

export interface BuildResult extends GenerateResult {
  target: ReturnType<typeof resolveBuildTarget>;
  outDir: string;
}

export async function buildSite(options: BuildOptions = {}): Promise<BuildResult> {
  const target = resolveBuildTarget(options.env ?? process.env.SITE_ENV, options.domain ?? process.env.SITE_DOMAIN);
  const outDir = path.resolve(root, options.outDir ?? process.env.DIST_DIR ?? 'dist');
  const configuredApi = options.apiUrl ?? process.env.CONTENT_API_URL;
  const api = configuredApi
    ? null
    : await spawnContentApi([
        '--scale',
        String(parseScale(options.scale)),
        '--seed',
        String(options.seed ?? 1),
        '--data-dir',
        path.join(root, '.data/content-api'),
      ]);
  const apiUrl = configuredApi ?? (api?.url as string);
  const log = options.log ?? ((line: string) => console.log(line));
  const client = new ContentClient({
    baseUrl: apiUrl,
    concurrency: Number(process.env.CONTENT_API_CONCURRENCY ?? 8),
    onRetry: ({ url, attempt, reason }) => console.warn(`[content-api] retry ${attempt} ${url}: ${reason}`),
  });
  // One build of a dist/ at a time (a hand-run rebuild beside the webhook receiver's): each reads the manifest
  // at its start and writes it at its end.
  const lockDir = `${manifestPath(root, target.domain, outDir)}.lock`;
  await mkdir(path.dirname(lockDir), { recursive: true });
  const release = await acquireDirLock(lockDir, {
    staleMs: 60 * 60_000,
    onWait: () => log(`waiting for another build of ${path.relative(root, outDir) || '.'} to finish`),
  });
  try {
    const generate = { root, target, client, outDir, apiPublicUrl: process.env.CONTENT_API_PUBLIC_URL ?? apiUrl, log };
    const result = options.locales
      ? await incrementalBuild({ ...generate, locales: options.locales, changes: options.changes })
      : await fullBuild(generate);
    return { ...result, target, outDir };
  } finally {
    await release?.();
    await api?.close();
  }
}

/** The first line of a build failure: a content validation error is already one line naming its cause. */
export function failureLine(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  const message = current instanceof Error ? current.message : String(current);
  return message.split('\n')[0] ?? message;
}

export function summary(result: BuildResult): string {
  const { target } = result;
  const rss = Math.round(process.resourceUsage().maxRSS / 1024);
  const what =
    result.mode === 'full'
      ? `built ${result.pages} pages`
      : `rebuilt ${result.rendered} files (checked ${result.checked}, removed ${result.removed}) of ${result.pages} pages, ${result.requested ?? 0} API responses requested again,`;
  return `${what} of ${target.domain} (${target.env}: ${target.locales.join(', ')}) into ${path.relative(root, result.outDir) || '.'} in ${result.seconds.toFixed(2)} s (${Math.round(result.pages / result.seconds)} pages/s, peak RSS ${rss} MB${result.compiled ? ', renderer compiled' : ''}; ${Object.entries(
    result.phases,
  )
    .map(([k, v]) => `${k} ${v} s`)
    .join(', ')})`;
}

/**
 * The Netlify incremental plugin (netlify/plugins/incremental) leaves this file when a build hook named the
 * locales to rebuild and it restored the previous dist/ and manifest from the build cache.
 */
export async function incrementalRequest(target: ReturnType<typeof resolveBuildTarget>): Promise<Locale[] | undefined> {
  const file = path.join(root, '.cache/build/incremental-request.json');
  let request: { version?: number; env?: string; domain?: string; locales?: unknown };
  try {
    request = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
  if (
    request.version !== 1 ||
    request.env !== target.env ||
    request.domain !== target.domain ||
    !Array.isArray(request.locales)
  ) {
    console.warn(`ignoring ${path.relative(root, file)}: not a request for ${target.env}/${target.domain}`);
    return undefined;
  }
  // The request's changes are not used as hints: a Netlify build that fails or is cancelled takes its hook
  // body with it, and a later build hinted with other changes would never look at the lost ones. Every
  // build hook build therefore compares all responses of its locales (the local receiver, whose queue
  // keeps changes until their rebuild succeeds, passes hints).
  const locales = request.locales.filter((l): l is Locale => isLocale(l) && target.locales.includes(l));
  return locales.length ? locales : undefined;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      env: { type: 'string' },
      domain: { type: 'string' },
      'out-dir': { type: 'string' },
      scale: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(`Usage: npm run build [-- --env local|dev|beta|live --domain HOST --out-dir DIR --scale default|large|N --seed N]

Builds every locale of one domain into dist/ (or DIST_DIR). Environment: SITE_ENV, SITE_DOMAIN,
CONTENT_API_URL (a real content API; without it the embedded one is started), CONTENT_API_PUBLIC_URL (what
/api/*, /media/* and /uploads/* proxy to on the CDN; default CONTENT_API_URL).`);
    process.exit(0);
  }
  try {
    const target = resolveBuildTarget(values.env ?? process.env.SITE_ENV, values.domain ?? process.env.SITE_DOMAIN);
    const locales = await incrementalRequest(target);
    if (locales) console.log(`incremental build of ${locales.join(', ')} (build hook request)`);
    const result = await buildSite({
      locales,
      env: values.env,
      domain: values.domain,
      outDir: values['out-dir'],
      scale: values.scale,
      seed: values.seed ? Number(values.seed) : undefined,
    });
    console.log(summary(result));
    process.exit(0);
  } catch (error) {
    console.error(`build failed: ${failureLine(error)}`);
    console.error('dist/ keeps the previous build.');
    process.exit(1);
  }
}

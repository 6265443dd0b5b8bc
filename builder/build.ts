/**
 * A build of one domain of one environment (SITE_ENV, SITE_DOMAIN) into dist/ from the content API at
 * CONTENT_API_URL, full or incremental, one at a time per dist/. The site is rendered into a staging folder
 * beside dist/ and swapped in only when complete, so a failed build leaves the previous dist/ as it was.
 * The command lines are cli.ts (`npm run build:site`, what Netlify runs) and rebuild.ts; `npm start`
 * calls it too.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type BuildTarget, targetFromEnv } from '#contract/domains.ts';
import type { ContentChange } from '#contract/content-change.ts';
import type { Locale } from '#contract/locales.ts';
import { requestedLocales, requestPath } from './incremental-request.js';
import { acquireProcessLock } from './process-lock.ts';
import { buildApiSettings } from './generator/build-client.ts';
import { type GenerateResult, fullBuild, incrementalBuild } from './generator/generate.ts';
import { manifestPath } from './generator/manifest.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
export const root = path.resolve(import.meta.dirname, '..');

export interface BuildOptions {
  env?: string;
  domain?: string;
  /** Content API origin; default CONTENT_API_URL. */
  apiUrl?: string;
  outDir?: string;
  /** Rebuild only what changed in these locales (incremental); absent: full build. */
  locales?: Locale[];
  /** The changes behind an incremental rebuild, when known (only what they purge is requested again). */
  changes?: ContentChange[];
  log?: (line: string) => void;
}

export interface BuildResult extends GenerateResult {
  target: BuildTarget;
  outDir: string;
}

/** The target of the environment (SITE_ENV, SITE_DOMAIN, SITE_URL), with --env and --domain taking precedence. */
export function targetOf(env: string | undefined, domain: string | undefined): BuildTarget {
  return targetFromEnv({ ...process.env, ...(env ? { SITE_ENV: env } : {}), ...(domain ? { SITE_DOMAIN: domain } : {}) });
}

export async function buildSite(options: BuildOptions = {}): Promise<BuildResult> {
  const target = targetOf(options.env, options.domain);
  const outDir = path.resolve(root, options.outDir ?? process.env.DIST_DIR ?? 'dist');
  const apiUrl = options.apiUrl || process.env.CONTENT_API_URL;
  if (!apiUrl) {
    throw new Error('CONTENT_API_URL is not set: name the content API to build from (`npm run build` starts the embedded one)');
  }
  const log = options.log ?? ((line: string) => console.log(line));
  // One build of a dist/ at a time (a hand-run rebuild beside the webhook receiver's): each reads the manifest
  // at its start and writes it at its end.
  const release = await acquireProcessLock(manifestPath(root, target.domain, outDir), {
    onWait: () => log(`waiting for another build of ${path.relative(root, outDir) || '.'} to finish`),
  });
  try {
    const generate = {
      root,
      target,
      api: buildApiSettings(apiUrl),
      outDir,
      apiPublicUrl: process.env.CONTENT_API_PUBLIC_URL ?? apiUrl,
      log,
    };
    const result = options.locales
      ? await incrementalBuild({ ...generate, locales: options.locales, changes: options.changes })
      : await fullBuild(generate);
    return { ...result, target, outDir };
  } finally {
    await release?.();
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
      : `rebuilt ${result.rendered} files (checked ${result.checked}, removed ${result.removed}) of ${result.pages} pages, ${result.requested ?? 0} API responses requested again,${result.patched ? ` ${result.patched} pages patched with the new menus,` : ''}`;
  return `${what} of ${target.domain} (${target.env}: ${target.locales.join(', ')}) into ${path.relative(root, result.outDir) || '.'} in ${result.seconds.toFixed(2)} s (${Math.round(result.pages / result.seconds)} pages/s${result.threads > 1 ? ` on ${result.threads} threads` : ''}, peak RSS ${rss} MB${result.compiled ? ', renderer compiled' : ''}; ${Object.entries(
    result.phases,
  )
    .map(([k, v]) => `${k} ${v} s`)
    .join(', ')})`;
}

/**
 * The locales the Netlify incremental plugin (netlify/plugins/incremental) asks to rebuild, when a build
 * hook named them and it restored the previous dist/ and manifest from the build cache.
 */
export async function incrementalRequest(target: BuildTarget): Promise<Locale[] | undefined> {
  const file = requestPath(path.join(root, '.cache/build'));
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return undefined;
  const locales = requestedLocales(text, target);
  if (!locales) {
    console.warn(`ignoring ${path.relative(root, file)}: not a request for ${target.env}/${target.domain}`);
    return undefined;
  }
  // No changes as hints, so the request names none: a Netlify build that fails or is cancelled takes its hook
  // body with it, and a later build hinted with other changes would never look at the lost ones. Every
  // build hook build therefore compares all responses of its locales (the local receiver, whose queue
  // keeps changes until their rebuild succeeds, passes hints).
  return locales as Locale[];
}

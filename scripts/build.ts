/**
 * `npm run build`: builds one domain of one environment (SITE_ENV, SITE_DOMAIN) into dist/.
 *
 * Without CONTENT_API_URL it starts the embedded content API for the build. Astro renders into a fresh
 * folder beside dist/; only a complete build (pages, host config, manifest) is swapped in, so a failed build
 * leaves the previous dist/ as it was.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { headersFile, redirectsFile, redirectRules } from '../src/build/host-config.ts';
import type { PageReads } from '../src/build/site.ts';
import { type BuildTarget, resolveBuildTarget } from '../src/config/domains.ts';
import { startContentApi } from './content-api/server.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const root = path.resolve(import.meta.dirname, '..');

export interface BuildOptions {
  env?: string;
  domain?: string;
  /** Content API origin; the embedded API is started when absent. */
  apiUrl?: string;
  outDir?: string;
  /** Embedded API only. */
  scale?: string;
  seed?: number;
  quiet?: boolean;
}

export interface BuildResult {
  target: BuildTarget;
  outDir: string;
  pages: number;
  seconds: number;
}

export async function buildSite(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const target = resolveBuildTarget(options.env ?? process.env.SITE_ENV, options.domain ?? process.env.SITE_DOMAIN);
  const outDir = path.resolve(root, options.outDir ?? process.env.DIST_DIR ?? 'dist');
  const staging = `${outDir}.next-${process.pid}`;
  const api = (options.apiUrl ?? process.env.CONTENT_API_URL)
    ? null
    : await startContentApi({ port: 0, scale: options.scale ?? 'default', seed: options.seed ?? 1, dataDir: path.join(root, '.data/content-api'), quiet: true });
  const apiUrl = options.apiUrl ?? process.env.CONTENT_API_URL ?? (api?.url as string);
  try {
    process.env.CONTENT_API_URL = apiUrl;
    process.env.SITE_ENV = target.env;
    process.env.SITE_DOMAIN = target.domain;
    const { build } = await import('astro');
    await rm(staging, { recursive: true, force: true });
    await build({ root, outDir: staging, site: target.url, logLevel: options.quiet ? 'error' : 'warn' });

    const rules = redirectRules(target, process.env.CONTENT_API_PUBLIC_URL ?? apiUrl);
    await writeFile(path.join(staging, '_redirects'), redirectsFile(rules));
    await writeFile(path.join(staging, '_headers'), headersFile(target));
    const reads = ((globalThis as { __pageReads?: PageReads[] }).__pageReads ?? []).sort((a, b) => a.path.localeCompare(b.path));
    const manifestDir = path.join(root, '.cache/build', target.domain);
    await mkdir(manifestDir, { recursive: true });
    await writeFile(path.join(manifestDir, 'reads.json'), JSON.stringify({ domain: target.domain, env: target.env, pages: reads }));

    await swapIn(staging, outDir);
    return { target, outDir, pages: reads.length, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    await api?.close();
  }
}

/** Replaces outDir by the staged build: two renames, so dist/ is never a half-written tree. */
async function swapIn(staging: string, outDir: string): Promise<void> {
  const previous = `${outDir}.previous-${process.pid}`;
  let hadPrevious = true;
  try {
    await rename(outDir, previous);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    hadPrevious = false;
  }
  await rename(staging, outDir);
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
}

/** The first line of a build failure: a content validation error is already one line naming its cause. */
export function failureLine(error: unknown): string {
  let current: unknown = error;
  // Astro wraps errors thrown while rendering; the content client's message is the useful one.
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  const message = current instanceof Error ? current.message : String(current);
  return message.split('\n')[0] ?? message;
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

Builds every locale of one domain into dist/. Environment: SITE_ENV, SITE_DOMAIN, CONTENT_API_URL (a real
content API; without it the embedded one is started), CONTENT_API_PUBLIC_URL (what /api/* proxies to on the CDN).`);
    process.exit(0);
  }
  try {
    const result = await buildSite({
      env: values.env,
      domain: values.domain,
      outDir: values['out-dir'],
      scale: values.scale,
      seed: values.seed ? Number(values.seed) : undefined,
    });
    const { target } = result;
    console.log(
      `built ${result.pages} pages of ${target.domain} (${target.env}: ${target.locales.join(', ')}) into ${path.relative(root, result.outDir)} in ${result.seconds.toFixed(1)} s (${(result.pages / result.seconds).toFixed(0)} pages/s)`,
    );
  } catch (error) {
    console.error(`build failed: ${failureLine(error)}`);
    console.error('dist/ keeps the previous build.');
    process.exit(1);
  }
}

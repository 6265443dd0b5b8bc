/**
 * Writes the service worker (dist/sw.js): src/service-worker/sw.ts bundled with this deploy's config. Its
 * version is a hash of every page's manifest hash, so a deploy that changes any page (full or incremental)
 * ships a different sw.js, which browsers install on the next visit; the same pages give the same bytes, so
 * an incremental rebuild writes exactly what a full build would.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import { type BuildTarget, buildPath, localePrefix } from '#contract/domains.ts';
import { offlinePath } from '#src/render/site.ts';
import type { ServiceWorkerConfig } from '#src/service-worker/policy.ts';
import type { ManifestEntry } from './manifest.ts';
import { writeFileAtomic } from './render-pages.ts';

export const SERVICE_WORKER_FILE = 'sw.js';

export function serviceWorkerConfig(
  target: Pick<BuildTarget, 'prefixed' | 'locales' | 'defaultLocale'>,
  entries: Readonly<Record<string, Pick<ManifestEntry, 'hash'>>>,
): ServiceWorkerConfig {
  const version = createHash('sha256')
    .update(
      Object.keys(entries)
        .sort()
        .map((p) => `${p} ${entries[p]?.hash}`)
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 12);
  const locales = [target.defaultLocale, ...target.locales.filter((l) => l !== target.defaultLocale)];
  return {
    version,
    precache: locales.flatMap((l) => [buildPath(localePrefix(target, l), '/'), offlinePath(target, l)]),
    offlinePages: locales.map((l) => ({ prefix: localePrefix(target, l), path: offlinePath(target, l) })),
  };
}

export async function serviceWorkerScript(root: string, config: ServiceWorkerConfig): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, 'src/service-worker/sw.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2022',
    define: { SW_CONFIG: JSON.stringify(config) },
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

export async function writeServiceWorker(
  root: string,
  dir: string,
  target: Parameters<typeof serviceWorkerConfig>[0],
  entries: Parameters<typeof serviceWorkerConfig>[1],
): Promise<void> {
  await writeFileAtomic(
    path.join(dir, SERVICE_WORKER_FILE),
    await serviceWorkerScript(root, serviceWorkerConfig(target, entries)),
  );
}

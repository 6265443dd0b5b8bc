/**
 * Writes the service worker (dist/sw.js): src/service-worker/sw.ts bundled with this deploy's config. Its
 * version is a hash of every page's manifest hash, so a deploy that changes any page (full or incremental)
 * ships a different sw.js, which browsers install on the next visit; the same pages give the same bytes, so
 * an incremental rebuild writes exactly what a full build would. The worker's code is bundled once per
 * renderer, its config filled in per build (spawning the bundler took about 0.1 s of each rebuild).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
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

/** Where the compiled service worker of a renderer is kept (renderer.ts writes it at compile time). */
export const SERVICE_WORKER_TEMPLATE = 'service-worker.js';
/** What the template holds where a deploy's config goes: a free name, which minification leaves alone. */
const CONFIG_PLACEHOLDER = '__SW_CONFIG__';

/**
 * src/service-worker/sw.ts bundled with its config left as a placeholder: compiled once per renderer (the
 * code is among the renderer's inputs), so a build only fills in its config.
 */
export async function compileServiceWorker(root: string): Promise<string> {
  // Loaded only to compile: a build that reuses the renderer's service worker does not load the bundler.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(root, 'src/service-worker/sw.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2022',
    define: { SW_CONFIG: CONFIG_PLACEHOLDER },
    legalComments: 'none',
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]?.text ?? '';
  if (text.split(CONFIG_PLACEHOLDER).length !== 2)
    throw new Error(`sw.ts: expected the config to be read once (${CONFIG_PLACEHOLDER})`);
  return text;
}

export function serviceWorkerScript(template: string, config: ServiceWorkerConfig): string {
  return template.replace(CONFIG_PLACEHOLDER, () => JSON.stringify(config));
}

/** The renderer's compiled service worker; compiled here for a renderer from before it kept one. */
async function serviceWorkerTemplate(root: string, rendererDir: string): Promise<string> {
  const file = path.join(rendererDir, SERVICE_WORKER_TEMPLATE);
  const kept = await readFile(file, 'utf8').catch(() => null);
  if (kept !== null) return kept;
  const template = await compileServiceWorker(root);
  await writeFileAtomic(file, template);
  return template;
}

export async function writeServiceWorker(
  renderer: { root: string; dir: string },
  dir: string,
  target: Parameters<typeof serviceWorkerConfig>[0],
  entries: Parameters<typeof serviceWorkerConfig>[1],
): Promise<void> {
  const template = await serviceWorkerTemplate(renderer.root, renderer.dir);
  await writeFileAtomic(path.join(dir, SERVICE_WORKER_FILE), serviceWorkerScript(template, serviceWorkerConfig(target, entries)));
}

/**
 * Packages the admin function after the build (`npm run package:admin`, the second half of netlify.toml's
 * build command): the function (admin.ts) bundled by esbuild with every package it imports, so that nothing
 * is resolved from node_modules and no CommonJS module has to require() an ES module (Netlify's runtime turns
 * that off), and beside it exactly the files it reads: the standalone entry of the renderer the build manifest
 * names, and the deploy's `_headers`. The folder is where Netlify takes functions made by a build from
 * (`.netlify/v1/functions/`); netlify.toml ships it as it is (`node_bundler = "none"`, `included_files`).
 *
 *   node netlify/admin/package.ts [--dist DIR] [--out DIR]     (SITE_ENV and SITE_DOMAIN name the build)
 */
import { cp, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { type BuildTarget, targetFromEnv } from '#contract/domains.ts';
import { manifestPath, readManifest } from '#builder/generator/manifest.ts';
import { STANDALONE_DIR } from '#builder/generator/render-entry.ts';
import { FUNCTION_FILES } from './admin.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** Netlify's folder for functions a build writes (its Frameworks API), relative to the base directory. */
export const BUILT_FUNCTIONS_DIR = '.netlify/v1/functions';
export const ADMIN_FUNCTION_DIR = `${BUILT_FUNCTIONS_DIR}/admin`;
/** The bundle: the function's main file, named after its folder as Netlify expects. */
export const ADMIN_MAIN_FILE = 'admin.mjs';

export interface PackagedFunction {
  dir: string;
  /** Every file of the package, relative to `dir`, with its size in bytes. */
  files: { file: string; bytes: number }[];
  seconds: number;
}

/**
 * Writes the packaged function into `outDir` (replaced whole) from the build of `target` in `distDir`.
 * Fails when that build has no manifest or its renderer is missing: a deploy must not ship previews that
 * cannot render.
 */
export async function packageAdminFunction(input: {
  root: string;
  target: BuildTarget;
  distDir: string;
  outDir: string;
}): Promise<PackagedFunction> {
  const started = performance.now();
  const manifest = await readManifest(input.root, input.target.domain, input.distDir);
  if (!manifest) {
    throw new Error(`no build manifest at ${manifestPath(input.root, input.target.domain, input.distDir)}: build the site first`);
  }
  const standalone = path.join(input.root, '.cache/renderer', manifest.renderer, STANDALONE_DIR);
  if (!(await stat(standalone).catch(() => null))) throw new Error(`the renderer ${manifest.renderer} has no standalone entry`);

  await rm(input.outDir, { recursive: true, force: true });
  await mkdir(input.outDir, { recursive: true });
  await build({
    entryPoints: [path.join(import.meta.dirname, 'admin.ts')],
    outfile: path.join(input.outDir, ADMIN_MAIN_FILE),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // CommonJS packages bundled into an ES module call `require` for Node's built-ins.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    legalComments: 'none',
    logLevel: 'error',
  });
  await cp(standalone, path.join(input.outDir, FUNCTION_FILES.rendererDir, STANDALONE_DIR), { recursive: true });
  await cp(path.join(input.distDir, '_headers'), path.join(input.outDir, FUNCTION_FILES.headers));
  return { dir: input.outDir, files: await filesOf(input.outDir), seconds: (performance.now() - started) / 1000 };
}

async function filesOf(dir: string, prefix = ''): Promise<{ file: string; bytes: number }[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (e) => {
      const file = path.join(prefix, e.name);
      return e.isDirectory() ? filesOf(dir, file) : [{ file, bytes: (await stat(path.join(dir, file))).size }];
    }),
  );
  return nested.flat().sort((a, b) => a.file.localeCompare(b.file));
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { dist: { type: 'string' }, out: { type: 'string' } } });
  try {
    const packaged = await packageAdminFunction({
      root,
      target: targetFromEnv(process.env),
      distDir: path.resolve(root, values.dist ?? process.env.DIST_DIR ?? 'dist'),
      outDir: path.resolve(root, values.out ?? ADMIN_FUNCTION_DIR),
    });
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    const total = packaged.files.reduce((sum, f) => sum + f.bytes, 0);
    console.log(
      `packaged the admin function into ${path.relative(root, packaged.dir)} in ${packaged.seconds.toFixed(2)} s: ${packaged.files
        .map((f) => `${f.file} ${kb(f.bytes)}`)
        .join(', ')} (${kb(total)})`,
    );
  } catch (error) {
    console.error(`packaging the admin function failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

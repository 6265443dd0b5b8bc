/**
 * Sizes of the Netlify functions a `netlify build` packaged (quality.config.ts → functions):
 *
 *   npm run quality:functions [-- --functions .netlify/functions]
 *
 * Reads the functions manifest Netlify's build writes beside the zips, and for each function its zip (what is
 * deployed) and the unpacked size of its files. Prints a table with each function's largest files and exits 1
 * listing every violation as `BUDGET function <name> <zip|unzipped> <value> > <limit>`; a function without a
 * budget is a violation too.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { unzipSync } from 'fflate';
import config, { type QualityConfig } from '../quality.config.ts';
import { formatKb, table } from './dist.ts';

export interface FunctionSize {
  name: string;
  zipBytes: number;
  unzippedBytes: number;
  files: { file: string; bytes: number }[];
}

/** The functions of a `netlify build` (its `manifest.json` in the functions output folder) and their sizes. */
export async function measureFunctions(dir: string): Promise<FunctionSize[]> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as {
    functions: { name: string; path: string }[];
  };
  const sizes = await Promise.all(
    manifest.functions.map(async ({ name, path: zipPath }) => {
      // The manifest names where the zip was written; the folder may have moved since (CI artefacts).
      const zip = await readFile(path.join(dir, path.basename(zipPath)));
      const files = Object.entries(unzipSync(zip))
        .filter(([file]) => !file.endsWith('/'))
        .map(([file, bytes]) => ({ file, bytes: bytes.length }))
        .sort((a, b) => b.bytes - a.bytes);
      return { name, zipBytes: zip.length, unzippedBytes: files.reduce((sum, f) => sum + f.bytes, 0), files };
    }),
  );
  return sizes.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every budget a function exceeds, one line each. */
export function functionViolations(sizes: readonly FunctionSize[], budgets: QualityConfig['functions']): string[] {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  return sizes.flatMap((f) => {
    const budget = budgets[f.name];
    if (!budget) return [`BUDGET function ${f.name}: no budget in quality.config.ts (functions)`];
    return [
      ...(f.zipBytes > budget.zipBytes ? [`BUDGET function ${f.name} zip ${mb(f.zipBytes)} > ${mb(budget.zipBytes)}`] : []),
      ...(f.unzippedBytes > budget.unzippedBytes
        ? [`BUDGET function ${f.name} unzipped ${mb(f.unzippedBytes)} > ${mb(budget.unzippedBytes)}`]
        : []),
    ];
  });
}

export function functionsTable(sizes: readonly FunctionSize[]): string {
  return table(
    ['function', 'files', 'zip', 'unzipped', 'largest files'],
    sizes.map((f) => [
      f.name,
      String(f.files.length),
      formatKb(f.zipBytes),
      formatKb(f.unzippedBytes),
      f.files
        .slice(0, 3)
        .map((file) => `${file.file} ${formatKb(file.bytes)}`)
        .join(', '),
    ]),
  );
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { functions: { type: 'string', default: '.netlify/functions' } } });
  let sizes: FunctionSize[];
  try {
    sizes = await measureFunctions(path.resolve(values.functions));
  } catch (error) {
    console.error(`functions: cannot read ${values.functions} (run \`netlify build\` first): ${(error as Error).message}`);
    process.exit(1);
  }
  console.log(functionsTable(sizes));
  const violations = functionViolations(sizes, config.functions);
  for (const line of violations) console.log(line);
  process.exit(violations.length > 0 ? 1 : 0);
}

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every code file in the repository is type-checked by some tsconfig: a folder renamed or added without its
// tsconfig entry (as `build/` → `builder/` once did) fails here instead of silently going unchecked.
const root = path.resolve(import.meta.dirname, '../..');
const CONFIGS = ['tsconfig.json', 'tsconfig.node.json', 'tsconfig.browser.json', 'tsconfig.sw.json'];
/** Files no tsconfig checks, on purpose: Astro's own bench project and deliberately broken quality fixtures. */
const NOT_CHECKED = [/^dev\/bench\/astro-static\//, /^tests\/fixtures\/quality\//];
const CODE = /\.(ts|tsx|js|mjs|astro)$/;

function filesOf(config: string): string[] {
  const file = path.join(root, config);
  const { config: json, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  // .astro files are checked by `astro check` over tsconfig.json's include; let the parser list them too.
  const parsed = ts.parseJsonConfigFileContent(json, ts.sys, root, undefined, file, undefined, [
    { extension: '.astro', isMixedContent: true, scriptKind: ts.ScriptKind.Deferred },
  ]);
  return parsed.fileNames.map((name) => path.relative(root, name));
}

describe('type-check coverage', () => {
  it('every tracked code file is included by some tsconfig', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => CODE.test(f) && !NOT_CHECKED.some((re) => re.test(f)));
    const checked = new Set(CONFIGS.flatMap(filesOf));
    const unchecked = tracked.filter((f) => !checked.has(f));
    expect(unchecked).toEqual([]);
  });

  it('every top-level code folder is included by some tsconfig', () => {
    const folders = new Set(
      execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
        .split('\n')
        .filter((f) => CODE.test(f) && f.includes('/'))
        .map((f) => f.split('/')[0] as string),
    );
    const checked = new Set(CONFIGS.flatMap(filesOf).map((f) => f.split('/')[0]));
    expect([...folders].filter((folder) => !checked.has(folder))).toEqual([]);
  });
});

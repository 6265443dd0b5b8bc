import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_INPUTS } from '#builder/code-hash.js';
import { resolveConfig } from '#netlify/plugins/incremental/decide.js';
import { netlifyPluginInputs } from '#tests/fixtures/netlify-plugin-inputs.ts';

// What forces a full build: the build's code hash (manifest entries, renderer key) and the Netlify plugin's
// stamp of a cached build must hash the same files, and those files must be everything a deploy is made of
// besides content. Otherwise a code change is deployed as an incremental build that re-renders nothing (an
// edit of builder/hosting/csp.ts once kept the old CSP live).
const root = path.resolve(import.meta.dirname, '../..');

/** Tracked top-level entries that do not shape a deploy, each with the reason. */
const NOT_BUILD_INPUTS: Record<string, string> = {
  '.ci': 'the CI script',
  '.gitignore': 'git only',
  '.npmrc': 'install settings (the lockfile is an input)',
  '.nvmrc': "developers' Node version (the plugin stamps the build's Node version)",
  'README.md': 'documentation',
  docs: 'documentation',
  dev: 'never deployed (npm start, the stand-in API, benches)',
  quality: 'CI gates over a built site',
  'quality.config.ts': 'CI gate targets',
  tests: 'tests',
  'biome.json': 'lint and format rules',
  'playwright.config.ts': 'browser tests',
  'vitest.config.ts': 'node tests',
  'tsconfig.node.json': 'type-checking only (Node strips types at run time)',
  'tsconfig.browser.json': 'type-checking only',
  'tsconfig.sw.json': 'type-checking only',
};

describe('inputs that force a full build', () => {
  it('the Netlify plugin stamps cached builds with the same inputs as the build’s code hash', () => {
    expect(resolveConfig(netlifyPluginInputs()).codePaths).toEqual(BUILD_INPUTS);
    expect(resolveConfig(undefined).codePaths).toEqual(BUILD_INPUTS);
  });

  it('every tracked top-level file and folder is an input, or named as not shaping a deploy', () => {
    const tracked = new Set(
      execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map((f) => f.split('/')[0] as string),
    );
    const unclassified = [...tracked].filter((entry) => !BUILD_INPUTS.includes(entry) && !(entry in NOT_BUILD_INPUTS));
    expect(unclassified).toEqual([]);
    for (const folder of ['contract', 'src', 'builder', 'netlify', 'public']) expect(BUILD_INPUTS).toContain(folder);
    // Nothing listed that does not exist (as `i18n` and `scripts` once were).
    expect(BUILD_INPUTS.filter((entry) => !tracked.has(entry))).toEqual([]);
  });
});

describe('git', () => {
  it('ignores what Netlify’s tools write into the checkout (.netlify/: functions, build cache, blobs)', () => {
    const ignored = execFileSync(
      'git',
      ['check-ignore', '--no-index', '.netlify/functions/admin.zip', '.netlify/cache/x', '.netlify/blobs-serve/x'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(ignored.trim().split('\n')).toHaveLength(3);
  });
});

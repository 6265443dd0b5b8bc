import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';

// The island recipe of the README ("Islands"), checked over the import graph of src/: a store holds state and
// pure rules only, a controller applies them with the browser client, the component renders the store and
// calls the controller, and an island that waits for the visitor is mounted one way (`*-island.tsx` through
// `mountIsland`). A new island that takes a shortcut fails here rather than in review.
const root = path.resolve(import.meta.dirname, '../..');
const SRC = /^src\/.*\.(ts|tsx|astro)$/;
const BROWSER_CLIENT = 'src/data/browser-client.ts';
const MOUNT_ISLAND = 'src/components/ui/mount-island.tsx';

interface SourceFile {
  /** Run-time imports of the module (static and dynamic), resolved to repository paths or kept as package names. */
  imports: { target: string; dynamic: boolean }[];
  /** For .astro files: what their <script> blocks import (the page scripts the browser runs). */
  scriptImports: string[];
}

const ALIASES: Record<string, string> = { '#src/': 'src/', '#contract/': 'contract/' };

function resolve(from: string, specifier: string): string {
  const bare = specifier.replace(/\?.*$/, '');
  for (const [alias, folder] of Object.entries(ALIASES)) if (bare.startsWith(alias)) return folder + bare.slice(alias.length);
  if (!bare.startsWith('.')) return bare;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), bare));
}

/** What a module imports at run time: `import type` and `export type` statements are erased by the bundler. */
function importsOf(file: string, source: string): { target: string; dynamic: boolean }[] {
  const code = source.replace(/^\s*(import|export)\s+type\b[^;]*;/gm, '');
  const dynamic = new Set([...code.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]));
  return ts
    .preProcessFile(code, true, true)
    .importedFiles.map((f) => ({ target: resolve(file, f.fileName), dynamic: dynamic.has(f.fileName) }));
}

function parse(file: string): SourceFile {
  const text = readFileSync(path.join(root, file), 'utf8');
  if (!file.endsWith('.astro')) return { imports: importsOf(file, text), scriptImports: [] };
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script(?![^>]*is:inline)(?![^>]*type="application)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? '',
  );
  return {
    imports: importsOf(file, frontmatter),
    scriptImports: scripts.flatMap((script) => importsOf(file, script).map((i) => i.target)),
  };
}

const files = new Map(
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => SRC.test(f))
    .map((f) => [f, parse(f)] as const),
);

/** Every module a file reaches through its imports, itself excluded. */
function closure(file: string): Set<string> {
  const seen = new Set<string>();
  const walk = (current: string) => {
    for (const { target } of files.get(current)?.imports ?? []) {
      if (seen.has(target)) continue;
      seen.add(target);
      walk(target);
    }
  };
  walk(file);
  return seen;
}

const paths = [...files.keys()];
const components = paths.filter((f) => f.startsWith('src/components/') && f.endsWith('.tsx'));
const islandModules = components.filter((f) => f.endsWith('-island.tsx') && f !== MOUNT_ISLAND);

describe('island recipe', () => {
  it('stores hold state and pure rules: no client, no React, no component, however indirectly', () => {
    const offending = paths
      .filter((f) => f.startsWith('src/stores/'))
      .flatMap((store) =>
        [...closure(store)]
          .filter((t) => t === BROWSER_CLIENT || /^react(-dom)?(\/|$)/.test(t) || t.startsWith('src/components/'))
          .map((t) => `${store} -> ${t}`),
      );
    expect(offending).toEqual([]);
  });

  it('components get the client through their controller, never import it themselves', () => {
    const offending = components
      .filter((f) => !islandModules.includes(f))
      .filter((f) => files.get(f)?.imports.some((i) => i.target === BROWSER_CLIENT));
    expect(offending).toEqual([]);
  });

  it('no component or layout imports a page script (what an .astro <script> runs)', () => {
    const pageScripts = new Set([...files.values()].flatMap((f) => f.scriptImports));
    const offending = paths.flatMap((f) =>
      (files.get(f)?.imports ?? []).filter((i) => !i.dynamic && pageScripts.has(i.target)).map((i) => `${f} -> ${i.target}`),
    );
    expect(offending).toEqual([]);
  });

  it('layouts and blocks render without the browser stores', () => {
    const offending = paths
      .filter((f) => f.endsWith('.astro'))
      .flatMap((f) =>
        (files.get(f)?.imports ?? []).filter((i) => i.target.startsWith('src/stores/')).map((i) => `${f} -> ${i.target}`),
      );
    expect(offending).toEqual([]);
  });

  it('an island that waits is loaded as a *-island.tsx module and mounted through mountIsland, and only there', () => {
    const lazyComponents = paths.flatMap((f) =>
      (files.get(f)?.imports ?? []).filter((i) => i.dynamic && i.target.endsWith('.tsx')).map((i) => i.target),
    );
    expect(lazyComponents.filter((target) => !target.endsWith('-island.tsx'))).toEqual([]);
    expect(islandModules.filter((f) => !files.get(f)?.imports.some((i) => i.target === MOUNT_ISLAND))).toEqual([]);
    const mounting = paths.filter(
      (f) => f !== MOUNT_ISLAND && files.get(f)?.imports.some((i) => i.target === 'react-dom/client'),
    );
    expect(mounting).toEqual([]);
  });
});

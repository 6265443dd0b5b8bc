import { describe, expect, it } from 'vitest';
import { type RuntimeImport, readSource, runtimeImportsOf, sourceFiles } from './source-imports.ts';

// The island recipe of the README ("Islands"), checked over the import graph of src/: a store holds state and
// pure rules only, a controller applies them with the browser client, the component renders the store and
// calls the controller, and an island that waits for the visitor is mounted one way (`*-island.tsx` through
// `mountIsland`). A new island that takes a shortcut fails here rather than in review.
const BROWSER_CLIENT = 'src/data/browser-client.ts';
const MOUNT_ISLAND = 'src/components/ui/mount-island.tsx';

interface SourceFile {
  /** Run-time imports of the module (static and dynamic), as repository paths or package names. */
  imports: RuntimeImport[];
  /** Of an .astro file, what renders it at build time (its frontmatter's imports). */
  serverImports: RuntimeImport[];
  /** Of an .astro file, what its <script> blocks import (the page scripts the browser runs). */
  scriptImports: string[];
}

const files = new Map(
  sourceFiles('src').map((file) => {
    const text = readSource(file);
    const astro = file.endsWith('.astro');
    const parsed: SourceFile = {
      imports: runtimeImportsOf(file, text),
      serverImports: astro ? runtimeImportsOf(file, text, 'frontmatter') : [],
      scriptImports: astro ? runtimeImportsOf(file, text, 'scripts').map((i) => i.to) : [],
    };
    return [file, parsed] as const;
  }),
);

/** Every module a file reaches through its imports, itself excluded. */
function closure(file: string): Set<string> {
  const seen = new Set<string>();
  const walk = (current: string) => {
    for (const { to: target } of files.get(current)?.imports ?? []) {
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
      .filter((f) => files.get(f)?.imports.some((i) => i.to === BROWSER_CLIENT));
    expect(offending).toEqual([]);
  });

  it('no component or layout imports a page script (what an .astro <script> runs)', () => {
    const pageScripts = new Set([...files.values()].flatMap((f) => f.scriptImports));
    // An .astro file's own <script> imports its page script, of course: its frontmatter may not.
    const rendering = (f: string) => (f.endsWith('.astro') ? files.get(f)?.serverImports : files.get(f)?.imports) ?? [];
    // A page script may build on another (the realizations' categories narrow a step list): both run in the browser.
    const offending = paths
      .filter((f) => !pageScripts.has(f))
      .flatMap((f) =>
        rendering(f)
          .filter((i) => !i.dynamic && pageScripts.has(i.to))
          .map((i) => `${f} -> ${i.to}`),
      );
    expect(offending).toEqual([]);
  });

  it('layouts and blocks render without the browser stores', () => {
    const offending = paths
      .filter((f) => f.endsWith('.astro'))
      .flatMap((f) =>
        (files.get(f)?.serverImports ?? []).filter((i) => i.to.startsWith('src/stores/')).map((i) => `${f} -> ${i.to}`),
      );
    expect(offending).toEqual([]);
  });

  it('an island that waits is loaded as a *-island.tsx module and mounted through mountIsland, and only there', () => {
    const lazyComponents = paths.flatMap((f) =>
      (files.get(f)?.imports ?? []).filter((i) => i.dynamic && i.to.endsWith('.tsx')).map((i) => i.to),
    );
    expect(lazyComponents.filter((target) => !target.endsWith('-island.tsx'))).toEqual([]);
    expect(islandModules.filter((f) => !files.get(f)?.imports.some((i) => i.to === MOUNT_ISLAND))).toEqual([]);
    const mounting = paths.filter((f) => f !== MOUNT_ISLAND && files.get(f)?.imports.some((i) => i.to === 'react-dom/client'));
    expect(mounting).toEqual([]);
  });
});

/**
 * The import graph of src/, read from the source as TypeScript's pre-processor reads it (static and dynamic
 * imports, `import type`, `export … from`, `typeof import()`): in .ts/.tsx files the whole text, in .astro files
 * the frontmatter and the bundled `<script>` blocks. Only imports that resolve inside the repository count:
 * relative paths and the package.json subpath imports (`#src/…`, `#contract/…`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const root = path.resolve(import.meta.dirname, '../..');

const SUBPATH_IMPORTS: Record<string, string> = {
  '#contract/': 'contract/',
  '#src/': 'src/',
  '#builder/': 'builder/',
  '#netlify/': 'netlify/',
  '#quality/': 'quality/',
  '#dev/': 'dev/',
  '#tests/': 'tests/',
};

/** One import of one file: the file (repository path), what it wrote, and the repository path it names. */
export interface SourceImport {
  from: string;
  specifier: string;
  to: string;
}

/** The bundled `<script>` blocks of an .astro file: the page scripts the browser runs. */
function astroScripts(text: string): string[] {
  // `is:inline` scripts are not bundled (their imports, if any, are the browser's); JSON/LD+JSON are data.
  return [...text.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\bis:inline\b|\btype=/.test(m[1] ?? ''))
    .map((m) => m[2] ?? '');
}

/** The frontmatter of an .astro file: what renders it at build time. */
function astroFrontmatter(text: string): string {
  return /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
}

/** The code of a source file that imports: .astro frontmatter and bundled scripts, else the whole text. */
export function importingCode(file: string, text: string): string {
  if (!file.endsWith('.astro')) return text;
  return [astroFrontmatter(text), ...astroScripts(text)].join('\n;\n');
}

/** The repository path a specifier names, or null for a package or a node: built-in. */
function repositoryPath(file: string, specifier: string): string | null {
  const prefix = Object.keys(SUBPATH_IMPORTS).find((p) => specifier.startsWith(p));
  let to: string | null = null;
  if (prefix) to = SUBPATH_IMPORTS[prefix] + specifier.slice(prefix.length);
  else if (specifier.startsWith('.')) to = path.posix.join(path.posix.dirname(file), specifier);
  return to === null ? null : to.replace(/\?.*$/, '');
}

/** Imports of one file that name a file of the repository (packages and node: built-ins left out). */
export function importsOf(file: string, text: string): SourceImport[] {
  const { importedFiles } = ts.preProcessFile(importingCode(file, text), true, true);
  const found: SourceImport[] = [];
  for (const { fileName: specifier } of importedFiles) {
    const to = repositoryPath(file, specifier);
    if (to !== null) found.push({ from: file, specifier, to });
  }
  return found;
}

/** An import the bundled code keeps: a repository path or a package name, and whether it loads on demand. */
export interface RuntimeImport {
  to: string;
  dynamic: boolean;
}

/**
 * What a file imports at run time, as the bundler sees it: `import type` and `export type` statements left out
 * (erased), packages kept by name (`react-dom/client`), `import()` marked dynamic. Of an .astro file, `part`
 * reads only its frontmatter (what renders it) or only its bundled `<script>` blocks (what its page runs).
 */
export function runtimeImportsOf(file: string, text: string, part: 'all' | 'frontmatter' | 'scripts' = 'all'): RuntimeImport[] {
  const astro = file.endsWith('.astro');
  const source =
    astro && part === 'frontmatter'
      ? astroFrontmatter(text)
      : astro && part === 'scripts'
        ? astroScripts(text).join('\n;\n')
        : importingCode(file, text);
  const code = source.replace(/^\s*(import|export)\s+type\b[^;]*;/gm, '');
  const dynamic = new Set([...code.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]));
  return ts.preProcessFile(code, true, true).importedFiles.map(({ fileName: specifier }) => ({
    to: repositoryPath(file, specifier) ?? specifier.replace(/\?.*$/, ''),
    dynamic: dynamic.has(specifier),
  }));
}

/** Every .ts/.tsx/.astro file under a folder of the repository, as repository paths. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|astro)$/.test(f))
    .map((f) => path.posix.join(folder, f.split(path.sep).join('/')))
    .sort();
}

export function readSource(file: string): string {
  return readFileSync(path.join(root, file), 'utf8');
}

/**
 * The unit of src/ a path belongs to: its first folder under src/ (`src/layouts/parts/X.astro` → `layouts`),
 * or the file itself when it sits directly in src/ (`middleware.ts`); null outside src/.
 */
export function srcFolderOf(file: string): string | null {
  const parts = file.split('/');
  return parts[0] === 'src' && parts.length > 1 ? (parts[1] as string) : null;
}

/** A cycle between folders: the folders in it and the imports that tie them (file → file). */
export interface FolderCycle {
  folders: string[];
  imports: string[];
}

/**
 * Cycles between the folders of src/: strongly connected groups of folders, each with the imports from one
 * folder of the group into another (the evidence to open), sorted so that a failure reads the same each run.
 */
export function folderCycles(imports: readonly SourceImport[]): FolderCycle[] {
  const edges = new Map<string, Map<string, SourceImport[]>>();
  for (const imp of imports) {
    const from = srcFolderOf(imp.from);
    const to = srcFolderOf(imp.to);
    if (from === null || to === null || from === to) continue;
    const targets = edges.get(from) ?? new Map<string, SourceImport[]>();
    edges.set(from, targets);
    targets.set(to, [...(targets.get(to) ?? []), imp]);
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder) as number);
    stack.push(folder);
    onStack.add(folder);
    for (const next of edges.get(folder)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(folder, Math.min(low.get(folder) as number, index.get(next) as number));
      }
    }
    if (low.get(folder) === index.get(folder)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== folder);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const folder of [...edges.keys()].sort()) if (!index.has(folder)) visit(folder);
  return groups
    .map((folders) => ({
      folders,
      imports: folders
        .flatMap((from) => folders.flatMap((to) => edges.get(from)?.get(to) ?? []))
        .map((imp) => `${imp.from} -> ${imp.specifier}`)
        .sort(),
    }))
    .sort((a, b) => a.folders.join().localeCompare(b.folders.join()));
}

/**
 * Flattens each page's module waterfall. A browser learns a module's imports only once it has fetched and
 * parsed it, so a module three imports deep starts three round trips late: the search page's API requests
 * waited for a fourth-level module, and React's client for a third. Every module a page is sure to run (its
 * module scripts, and the islands that load at once: client:load and client:only) is named in <head> as
 * <link rel="modulepreload">, so all of them are fetched beside the stylesheets. Islands that wait
 * (client:idle, client:visible, client:media) and dynamic imports are not preloaded: they may never load.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Specifiers of the static imports and re-exports of a (minified) module; dynamic import() is not one. */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'])([^"'\n]+)\1/g;
  for (const match of code.matchAll(pattern)) {
    if (match[2]) found.push(match[2]);
  }
  return found;
}

/** Resolves a module or asset URL against the page or module that names it; null when not inside the site. */
export function sitePath(url: string, base: string): string | null {
  if (/^(data|blob|javascript|mailto|tel):/i.test(url)) return null;
  try {
    const resolved = new URL(url, new URL(base, 'http://site.invalid'));
    if (resolved.origin !== 'http://site.invalid') return null;
    return resolved.pathname;
  } catch {
    return null;
  }
}

/** Island directives whose component loads as the page loads. */
const EAGER_ISLANDS = new Set(['load', 'only']);

const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * URL paths of the modules a page runs as it loads, in document order: external module scripts, then the
 * component and renderer of each eagerly loaded island. Reads the renderer's own output, whose attribute
 * values are double-quoted and escaped.
 */
export function pageModuleEntries(html: string): string[] {
  const entries: string[] = [];
  const add = (url: string | undefined) => {
    if (url?.startsWith('/') && !entries.includes(url)) entries.push(url);
  };
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    if (attribute(tag, 'type') === 'module') add(attribute(tag, 'src'));
  }
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (!EAGER_ISLANDS.has(attribute(tag, 'client') ?? '')) continue;
    add(attribute(tag, 'component-url'));
    add(attribute(tag, 'renderer-url'));
  }
  return entries;
}

/** Reads a module by its URL path; null when there is no such file. */
export type ModuleReader = (urlPath: string) => Promise<string | null>;

export interface ModuleClosure {
  /** The entries and every module they import statically, breadth first. */
  modules: string[];
  /** Entries and imports that could not be read (not built, or not a module). */
  missing: string[];
}

export interface ModuleGraph {
  closure(entries: readonly string[]): Promise<ModuleClosure>;
}

/** A graph over one set of built assets; each module is read and scanned once, however many pages name it. */
export function createModuleGraph(read: ModuleReader): ModuleGraph {
  const imports = new Map<string, Promise<string[] | null>>();
  const importsOf = (url: string) => {
    let found = imports.get(url);
    if (!found) {
      found = read(url).then((code) =>
        code === null
          ? null
          : staticImports(code)
              .filter((specifier) => /^(\.{1,2})?\//.test(specifier))
              .map((specifier) => sitePath(specifier, url))
              .filter((target): target is string => target !== null),
      );
      imports.set(url, found);
    }
    return found;
  };
  return {
    async closure(entries) {
      const seen = new Set<string>();
      const modules: string[] = [];
      const missing: string[] = [];
      let level = [...entries];
      while (level.length > 0) {
        const next: string[] = [];
        for (const url of level) {
          if (seen.has(url)) continue;
          seen.add(url);
          const targets = await importsOf(url);
          if (targets === null) {
            missing.push(url);
            continue;
          }
          modules.push(url);
          next.push(...targets);
        }
        level = next;
      }
      return { modules, missing };
    },
  };
}

/** A graph of the client assets in `dir` (the renderer's client output, served at the site's root). */
export function clientModuleGraph(dir: string): ModuleGraph {
  return createModuleGraph(async (urlPath) => {
    if (!urlPath.endsWith('.js') && !urlPath.endsWith('.mjs')) return null;
    try {
      return await readFile(path.join(dir, ...urlPath.split('/').filter(Boolean)), 'utf8');
    } catch {
      return null;
    }
  });
}

/** The page with a modulepreload link, before </head>, for every module it runs as it loads. */
export async function withModulePreloads(html: string, graph: ModuleGraph): Promise<string> {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const { modules } = await graph.closure(pageModuleEntries(html));
  if (modules.length === 0) return html;
  const links = modules.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  return html.slice(0, headEnd) + links + html.slice(headEnd);
}

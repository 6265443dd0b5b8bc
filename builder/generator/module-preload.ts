/**
 * Flattens the module waterfall of pages whose content is rendered by an island as the page loads
 * (client:load, client:only: the search results). A browser learns a module's imports only once it has
 * fetched and parsed it, so a module three imports deep starts three round trips late: the search page's API
 * requests waited for a fourth-level module, React's client for a third. Such an island's modules and
 * everything they import statically are named in <head> as <link rel="modulepreload">, and are fetched
 * beside the stylesheets. Nothing else is: the module scripts of other pages only enhance server-rendered
 * HTML, and fetching their imports early competes with the stylesheets for the first paint (preloading every
 * module script's graph took the files page from 99 to 93 in Lighthouse, first paint 1.9 s). Islands
 * that wait (client:idle, client:visible, client:media) and dynamic imports may never load.
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
 * URL paths of the component and renderer of each island that loads as the page loads, in document order.
 * Reads the renderer's own output, whose attribute values are double-quoted and escaped.
 */
export function eagerIslandModules(html: string): string[] {
  const entries: string[] = [];
  const add = (url: string | undefined) => {
    if (url?.startsWith('/') && !entries.includes(url)) entries.push(url);
  };
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

/**
 * The page with a modulepreload link, before </head>, for every module of its eagerly loaded islands. `page`
 * is its UTF-8 bytes; `markup` the same bytes one character per byte (latin1), so that an index in it is an
 * offset in them and the page is never decoded and encoded again.
 */
export async function withModulePreloads(
  page: Buffer,
  graph: ModuleGraph,
  markup: string = page.toString('latin1'),
): Promise<Buffer> {
  const headEnd = markup.indexOf('</head>');
  if (headEnd < 0) return page;
  const { modules } = await graph.closure(eagerIslandModules(markup));
  if (modules.length === 0) return page;
  const links = modules.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  return Buffer.concat([page.subarray(0, headEnd), Buffer.from(links, 'latin1'), page.subarray(headEnd)]);
}

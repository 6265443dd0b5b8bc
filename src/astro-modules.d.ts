/**
 * Type of `.astro` imports for plain `tsc` (the registries are .ts files importing components). Under
 * `astro check` the language server resolves the real component types and this wildcard is not used.
 */
declare module '*.astro' {
  import type { AstroComponentFactory } from 'astro/runtime/server/index.js';

  const Component: AstroComponentFactory;
  export default Component;
}

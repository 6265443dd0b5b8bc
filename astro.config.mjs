// @ts-check
import react from '@astrojs/react';
import { defineConfig, passthroughImageService } from 'astro/config';
import { dictionaryNamespaces } from './builder/generator/dictionary-namespaces.mjs';
import { pageBytes } from './builder/generator/page-bytes.mjs';

/**
 * The renderer's adapter: its server entry exports `render(request, locals)` (src/render/renderer-entry.ts), which
 * the generator and the admin routes call in their own process, instead of a host's request handler.
 */
const inProcessRenderer = {
  name: 'in-process-renderer',
  hooks: {
    /** @param {{ setAdapter: (adapter: import('astro').AstroAdapter) => void }} options */
    'astro:config:done': ({ setAdapter }) =>
      setAdapter({
        name: 'in-process-renderer',
        entrypointResolution: 'auto',
        serverEntrypoint: new URL('./src/render/renderer-entry.ts', import.meta.url),
        adapterFeatures: { buildOutput: 'server' },
        supportedAstroFeatures: { serverOutput: 'stable', staticOutput: 'stable', hybridOutput: 'stable' },
      }),
  },
};

// Astro compiles the renderer: a server bundle (pages, layouts, blocks) plus the client assets. The site
// generator (builder/generator/) then renders every page of the plan through it into static files, and renders
// only what changed on incremental rebuilds, without compiling again. `astro dev` renders on request.
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'server',
  adapter: inProcessRenderer,
  outDir: process.env.RENDERER_DIR ?? './.cache/renderer',
  cacheDir: './.cache/astro',
  trailingSlash: 'ignore',
  build: { inlineStylesheets: 'auto' },
  // No astro:assets image is processed: images come resized from the content API.
  image: { service: passthroughImageService() },
  integrations: [react()],
  prefetch: false,
  devToolbar: { enabled: false },
  security: { checkOrigin: false },
  vite: {
    // pageBytes: a page is encoded as it renders instead of as one long string (page-bytes.mjs says why).
    plugins: [dictionaryNamespaces, pageBytes],
    // One stylesheet for the whole site. The site renders through one Astro route, so with CSS split per
    // chunk every page carried the scoped styles of some thirty components inline (19.6 KB, a quarter of a
    // gzipped page), sent again on every navigation, plus two linked sheets; in one file they are cached once.
    build: { assetsInlineLimit: 2048, cssCodeSplit: false },
    // The renderer bundle must not import Astro's virtual modules at run time from node_modules.
    ssr: { noExternal: ['@astrojs/react'] },
  },
});

// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

// Astro compiles the renderer: a server bundle (pages, layouts, blocks) plus the client assets. The site
// generator (builder/generator/) then renders every page of the plan through it into static files, and renders
// only what changed on incremental rebuilds, without compiling again. `astro dev` renders on request.
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  outDir: process.env.RENDERER_DIR ?? './.cache/renderer',
  cacheDir: './.cache/astro',
  trailingSlash: 'ignore',
  build: { inlineStylesheets: 'auto' },
  integrations: [react()],
  prefetch: false,
  devToolbar: { enabled: false },
  security: { checkOrigin: false },
  vite: {
    build: { assetsInlineLimit: 2048 },
    // The renderer bundle must not import Astro's virtual modules at run time from node_modules.
    ssr: { noExternal: ['@astrojs/react'] },
  },
});

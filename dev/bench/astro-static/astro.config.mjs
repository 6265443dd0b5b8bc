// Benchmark only (dev/bench/incremental.ts): the site through Astro's static build with its
// experimental incremental mode, in a scratch copy of the project.
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
// Copied beside this file by the bench (from builder/generator/): the site's lazy texts import dictionaries by namespace.
import { dictionaryNamespaces } from './dictionary-namespaces.mjs';

export default defineConfig({
  output: 'static',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  integrations: [react()],
  experimental: { incrementalBuild: true },
  vite: {
    plugins: [dictionaryNamespaces],
    // The same pages as the site's build: all CSS in one stylesheet (astro.config.mjs).
    build: { cssCodeSplit: false },
    ssr: { noExternal: ['@astrojs/react'] },
    environments: { prerender: { resolve: { noExternal: ['@astrojs/react'] } } },
  },
});

// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

// One build per domain: scripts/build.ts sets SITE_ENV/SITE_DOMAIN and the site origin (SITE_URL) before
// running astro; the page plan and the content API URL are read from the environment by src/build-context.
export default defineConfig({
  site: process.env.ASTRO_SITE ?? 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto', concurrency: Number(process.env.BUILD_CONCURRENCY ?? 4) },
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  cacheDir: './.cache/astro',
  integrations: [react()],
  prefetch: false,
  devToolbar: { enabled: false },
  vite: { build: { assetsInlineLimit: 2048 } },
});

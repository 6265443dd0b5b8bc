/**
 * `npm start`: starts the embedded content API, builds every locale of the local environment against it and
 * serves the site with /api/* proxied to that API. Ctrl-C stops everything.
 */
import path from 'node:path';
import { startContentApi } from './content-api/server.ts';
import { buildSite, failureLine } from './build.ts';
import { startSiteServer } from './serve.ts';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = Number(process.env.CONTENT_API_PORT ?? 4010);
const sitePort = Number(process.env.PORT ?? 4321);

const api = await startContentApi({ port: apiPort, dataDir: path.join(root, '.data/content-api'), quiet: true });
console.log(`content API at ${api.url}`);
let site: Awaited<ReturnType<typeof startSiteServer>> | null = null;
const stop = async () => {
  await site?.close();
  await api.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

try {
  const result = await buildSite({ env: process.env.SITE_ENV ?? 'local', domain: process.env.SITE_DOMAIN, apiUrl: api.url });
  console.log(`built ${result.pages} pages (${result.target.locales.join(', ')}) in ${result.seconds.toFixed(1)} s`);
} catch (error) {
  console.error(`build failed: ${failureLine(error)}`);
  await api.close();
  process.exit(1);
}
site = await startSiteServer({ distDir: path.join(root, 'dist'), port: sitePort, apiUrl: api.url });
console.log(`\n  Site ready: ${site.url}/\n  (Ctrl-C stops the site and the content API)\n`);

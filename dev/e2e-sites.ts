/**
 * The browser tests' web server: one embedded content API, three builds (the local environment with every
 * pre-live locale under prefixes, the live eu domain, the live pl domain at the root), each served the way
 * the CDN serves it. Builds run as child processes, exactly as `npm run build` runs them. The local build is
 * served a second time against a content API playing API Platform 4.2's defaults: the site must not change with
 * its API's dialect, so the same files must work against it (the `api-dialect-4` project's tests).
 */
import path from 'node:path';
import { startContentApi } from './content-api/server.ts';
import { targetFromEnv } from '#contract/domains.ts';
import { adminHandlerForBuild } from '#builder/preview/admin-handler.ts';
import { E2E_API_PORT, E2E_DIALECT_4_API_PORT, E2E_PORT_BASE, E2E_PREVIEW_SECRET, LOCAL_DIALECT_4 } from '#tests/e2e/sites.ts';
import { runCommand } from './run-command.ts';
import { type SiteServer, startSiteServer } from './serve.ts';

const root = path.resolve(import.meta.dirname, '..');
export const E2E_SITES = [
  { name: 'local', env: 'local', domain: 'localhost', port: E2E_PORT_BASE },
  { name: 'eu', env: 'live', domain: 'eu.mebleoffice.example', port: E2E_PORT_BASE + 1 },
  { name: 'pl', env: 'live', domain: 'www.mebleoffice.example', port: E2E_PORT_BASE + 2 },
] as const;

function build(env: Record<string, string>): Promise<unknown> {
  return runCommand(process.execPath, [path.join(root, 'builder/cli.ts')], { env, echo: true });
}

if (import.meta.main) {
  const api = await startContentApi({
    port: E2E_API_PORT,
    dataDir: path.join(root, '.data/e2e-api'),
    quiet: true,
  });
  const servers: SiteServer[] = [];
  for (const site of E2E_SITES) {
    const distDir = path.join(root, '.cache/e2e', site.name);
    const env = { SITE_ENV: site.env, SITE_DOMAIN: site.domain, SITE_URL: `http://localhost:${site.port}` };
    if (!process.env.E2E_SKIP_BUILD) await build({ ...env, CONTENT_API_URL: api.url, DIST_DIR: distDir });
    const admin = await adminHandlerForBuild({
      root,
      target: targetFromEnv(env),
      outDir: distDir,
      apiUrl: api.url,
      secret: E2E_PREVIEW_SECRET,
      log: console.warn,
    });
    servers.push(await startSiteServer({ distDir, port: site.port, apiUrl: api.url, admin }));
  }
  const dialect4 = await startContentApi({
    port: E2E_DIALECT_4_API_PORT,
    dataDir: path.join(root, '.data/e2e-api-dialect-4'),
    quiet: true,
    dialect: { version: '4' },
  });
  servers.push(
    await startSiteServer({
      distDir: path.join(root, '.cache/e2e', 'local'),
      port: Number(new URL(LOCAL_DIALECT_4).port),
      apiUrl: dialect4.url,
    }),
  );
  console.log(`e2e sites ready: ${servers.map((s) => s.url).join(' ')} (api ${api.url}, API Platform 4 ${dialect4.url})`);
  const stop = async () => {
    await Promise.all(servers.map((s) => s.close()));
    await Promise.all([api.close(), dialect4.close()]);
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

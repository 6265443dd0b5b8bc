/**
 * `npm start`: starts the embedded content API, builds every locale of the local environment against it
 * and serves the site with /api/* proxied to that API. The API's CMS endpoint calls the local webhook
 * receiver, which rebuilds the edited locale incrementally, so a content edit shows on the served site within
 * seconds. Ctrl-C stops everything.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { CMS_TOKEN_FILE } from './content-api/cms-token.ts';
import { spawnContentApi } from './content-api/spawn.ts';
import { buildSite, failureLine, root, summary } from '#builder/build.ts';
import { startSiteServer } from './serve.ts';
import { splitArgs } from './with-content-api.ts';
import { startWebhookServer } from '#builder/webhook/server.ts';
import { adminHandlerForBuild } from '#builder/preview/admin-handler.ts';
import { signPreviewUrl } from '#builder/preview/access.ts';

// The embedded API's options (which API Platform it plays: `npm start -- --dialect 4`), as `npm run build` takes them.
let apiOptions: ReturnType<typeof splitArgs>;
try {
  apiOptions = splitArgs(process.argv.slice(2));
  if (apiOptions.build.length > 0) throw new Error(`unknown option ${apiOptions.build[0]}`);
} catch (error) {
  console.error(
    `npm start: ${(error as Error).message} (options: --scale, --seed, --dialect 3|4, --partial-pagination, --iri-only, --no-client-pagination, --cache-tags-header)`,
  );
  process.exit(2);
}
// The build and the receiver's rebuilds read the API's cache tags from the header it sends them in.
for (const [name, value] of Object.entries(apiOptions.env)) process.env[name] ??= value;

const env = process.env.SITE_ENV ?? 'local';
const domain = process.env.SITE_DOMAIN;
const webhookSecret = process.env.WEBHOOK_SECRET || randomBytes(32).toString('hex');
const previewSecret = process.env.PREVIEW_SECRET || randomBytes(24).toString('hex');
let apiUrl = '';

// The receiver starts paused: no rebuild may race the first full build.
const webhook = await startWebhookServer({
  secret: webhookSecret,
  port: Number(process.env.WEBHOOK_PORT ?? 4020),
  env,
  domain,
  paused: true,
  // The first full build below brings every locale up to date; the periodic rechecks follow.
  reconcileAtStart: false,
  rebuildEnv: () => ({ CONTENT_API_URL: apiUrl }),
  log: (line) => console.log(`webhook: ${line}`),
});
// Its own process: the API's work runs on another core than the build's rendering.
const dataDir = path.join(root, '.data/content-api');
// The secret goes by environment: a command line is readable by every user of the machine.
const api = await spawnContentApi(
  [
    ...apiOptions.api,
    '--port',
    String(process.env.CONTENT_API_PORT ?? 4010),
    '--data-dir',
    dataDir,
    '--webhook-url',
    `${webhook.url}/webhook`,
  ],
  { WEBHOOK_SECRET: webhookSecret },
);
apiUrl = api.url;
console.log(
  `content API at ${api.url} (CMS: PATCH ${api.url}/__cms/{resource}/{id} with the bearer token in ${path.relative(root, path.join(dataDir, CMS_TOKEN_FILE))})`,
);

let site: Awaited<ReturnType<typeof startSiteServer>> | null = null;
const stop = async () => {
  await site?.close();
  await webhook.close();
  await api.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

let built: Awaited<ReturnType<typeof buildSite>>;
try {
  built = await buildSite({ env, domain, apiUrl: api.url });
  console.log(summary(built));
} catch (error) {
  console.error(`build failed: ${failureLine(error)}`);
  await webhook.close();
  await api.close();
  process.exit(1);
}
webhook.resume();
const admin = await adminHandlerForBuild({
  root,
  target: built.target,
  outDir: built.outDir,
  apiUrl: api.url,
  secret: previewSecret,
});
site = await startSiteServer({
  distDir: path.join(root, 'dist'),
  port: Number(process.env.PORT ?? 4321),
  apiUrl: api.url,
  admin,
});
const adminLink = (pathAndQuery: string) => signPreviewUrl(site?.url ?? '', pathAndQuery, previewSecret);
console.log(
  `\n  Site ready: ${site.url}/\n  Webhook receiver: ${webhook.url}/status\n  Block catalogue (signed link, 24 h): ${adminLink(`/admin/preview/test?locale=${built.target.defaultLocale}`)}\n  Dictionary export: ${adminLink(`/admin/export/dictionary?locale=${built.target.defaultLocale}`)}\n  (Ctrl-C stops the site, the webhook receiver and the content API)\n`,
);

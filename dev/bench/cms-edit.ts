/**
 * "A CMS edit live" for `npm run bench`: the time from a CMS write to the new text served, through the whole
 * local chain: the stand-in's CMS announces the change with its signed webhook, the receiver (`npm run
 * webhook`, builder/webhook/) queues it and rebuilds the locale, and the local CDN server (dev/serve.ts)
 * serves the product's page, polled every 10 ms until it shows the new name. Over a site already built into
 * `dist` from the API's data folder; the API is started here with its webhook pointing at the receiver.
 */
import { readManifest } from '#builder/generator/manifest.ts';
import { startWebhookServer } from '#builder/webhook/server.ts';
import { spawnContentApi } from '../content-api/spawn.ts';
import { startSiteServer } from '../serve.ts';

const SECRET = 'bench-webhook-secret';
const POLL_MS = 10;
const TIMEOUT_MS = 60_000;

export interface CmsEditOptions {
  root: string;
  /** The stand-in API's arguments (scale, data folder) and CMS token. */
  apiArgs: string[];
  cmsToken: string;
  /** The built site, its manifest beside it (manifestPath). */
  dist: string;
  env: string;
  domain: string;
  locale: string;
  /** Products to rename, one per run. */
  products: { id: number; name: string; slug: string }[];
  log?: (line: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds from each CMS write to its text served, one per product. */
export async function benchCmsEdit(options: CmsEditOptions): Promise<number[]> {
  const { root, dist, locale } = options;
  let apiUrl = '';
  const receiver = await startWebhookServer({
    secret: SECRET,
    port: 0,
    stateDir: `${dist}.webhook`,
    env: options.env,
    domain: options.domain,
    cwd: root,
    rebuildEnv: () => ({ SITE_ENV: options.env, SITE_DOMAIN: options.domain, CONTENT_API_URL: apiUrl, DIST_DIR: dist }),
    reconcileAtStart: false,
    reconcileIntervalMs: 0,
    fsync: false,
    log: (line) => options.log?.(`[webhook] ${line}`),
  });
  const api = await spawnContentApi(options.apiArgs, {
    CMS_TOKEN: options.cmsToken,
    WEBHOOK_SECRET: SECRET,
    CMS_WEBHOOK_URL: `${receiver.url}/webhook`,
  });
  apiUrl = api.url;
  const site = await startSiteServer({ distDir: dist, port: 0, apiUrl });
  const manifest = await readManifest(root, options.domain, dist);
  const seconds: number[] = [];
  try {
    for (const product of options.products) {
      const page = Object.keys(manifest?.entries ?? {}).find(
        (p) => p.startsWith(`/${locale}/`) && p.endsWith(`/${product.slug}/`),
      );
      if (!page) throw new Error(`no page of product ${product.slug} in ${dist}`);
      const name = `${product.name} (edited ${seconds.length + 1})`;
      const started = performance.now();
      const write = await fetch(`${api.url}/__cms/products/${product.id}?locale=${locale}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${options.cmsToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      if (!write.ok) throw new Error(`CMS PATCH products/${product.id}: ${write.status}`);
      const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      for (;;) {
        const html = await (await fetch(`${site.url}${page}`)).text();
        if (html.includes(escaped)) break;
        if (performance.now() - started > TIMEOUT_MS)
          throw new Error(`${page} did not show "${name}" within ${TIMEOUT_MS / 1000} s`);
        await sleep(POLL_MS);
      }
      seconds.push(Math.round(performance.now() - started) / 1000);
      options.log?.(`CMS edit of ${product.slug} live in ${seconds.at(-1)} s`);
      // The next edit starts from an idle receiver: its rebuild has finished and recorded.
      while (receiver.status().running.length > 0 || Object.values(receiver.status().locales).some((l) => l.pending > 0)) {
        await sleep(POLL_MS);
      }
    }
    return seconds;
  } finally {
    await site.close();
    await api.close();
    await receiver.close();
  }
}

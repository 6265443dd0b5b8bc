/**
 * The deploy rehearsal (`npm run rehearse`, in CI): the site deployed as Netlify deploys it, on Netlify's own
 * tooling (netlify-cli, offline), and checked from outside.
 *
 *   1. eu.mebleoffice.example (en, de, cz, fr under prefixes): a full `netlify build` (the build command,
 *      the incremental plugin, the functions bundler); the function zips against their budgets and each
 *      function's cold start as Netlify's runtime loads it.
 *   2. That build served by `netlify dev` (Netlify's redirects and headers engine, its function runtime and
 *      local Blobs): checks.ts (locale redirect, 404/500, /api proxy, CSP and security headers, the webhook
 *      and admin functions).
 *   3. A CMS edit of an en product: the content API's signed webhook reaches the webhook function, which
 *      calls the build hook (a stand-in here) with `{locales}`; a `netlify build` with that body as
 *      INCOMING_HOOK_BODY must rebuild only en, be served at once, and equal a full build byte for byte.
 *   4. www.mebleoffice.example (pl at the root): built and checked the same way.
 *
 * Everything listens on loopback only: where the machine allows it (root, or user namespaces) the rehearsal
 * runs in a network namespace of its own that has nothing but loopback, which also proves that nothing in it
 * reaches the network. It builds in the checkout as Netlify does (dist/, .cache/build, .netlify/), so it
 * replaces a local dist/. Ports: REHEARSAL_PORT_BASE (default 4700) to +11.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { writeFile, mkdir } from 'node:fs/promises';
import { targetFromEnv } from '#contract/domains.ts';
import { DRAFT_PAGE_ID } from '../content-api/catalogue/generate.ts';
import { startContentApi } from '../content-api/server.ts';
import { runFunction, type FunctionRun } from '../netlify-runtime.ts';
import { runCommand } from '../run-command.ts';
import { differingFiles, snapshot } from '../tree-snapshot.ts';
import config from '../../quality.config.ts';
import { functionViolations, functionsTable, measureFunctions } from '#quality/functions.ts';
import { Checks, type HookLog, checkSite, expectThat, get } from './checks.ts';
import { NetlifyCli } from './netlify-cli.ts';

const root = path.resolve(import.meta.dirname, '../..');
const EU = 'eu.mebleoffice.example';
const PL = 'www.mebleoffice.example';

/** Re-runs this script in a network namespace with only loopback up; null where that is not possible. */
function runIsolated(): number | null {
  if (process.env.REHEARSAL_ISOLATED) return null;
  for (const flags of [['-n'], ['-rn']]) {
    const probe = spawnSync('unshare', [...flags, 'sh', '-c', 'ip link set lo up'], { stdio: 'ignore' });
    if (probe.status !== 0) continue;
    const run = spawnSync(
      'unshare',
      [...flags, 'sh', '-c', 'ip link set lo up && exec "$@"', 'sh', process.execPath, ...process.argv.slice(1)],
      { stdio: 'inherit', env: { ...process.env, REHEARSAL_ISOLATED: '1' } },
    );
    return run.status ?? 1;
  }
  console.log('rehearsal: no network namespace here (unshare -n): running on the machine’s network, servers on 127.0.0.1');
  return null;
}

/** The stand-in for Netlify's build hook: records each JSON body posted to it. */
async function startHookReceiver(port: number): Promise<HookLog & { url: string; close(): void }> {
  const bodies: unknown[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      bodies.push(JSON.parse(raw));
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/build_hooks/rehearsal`,
    bodies,
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (bodies.length < count) {
        if (Date.now() > deadline) throw new Error(`the build hook received ${bodies.length} calls, not ${count}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return bodies;
    },
    close: () => server.close(),
  };
}

/** Each function zip of the last `netlify build`, unpacked, loaded as Netlify's runtime loads it. */
async function coldStarts(work: string, env: Record<string, string>): Promise<Record<string, FunctionRun>> {
  const result: Record<string, FunctionRun> = {};
  const requests: Record<string, Parameters<typeof runFunction>[1]> = {
    // Answers without the Blobs store or the build hook: the signature is checked first.
    webhook: [{ url: 'http://127.0.0.1/webhook', method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }],
    // Refused, then a preview: the renderer's import and the site plan on the first render.
    admin: [
      { url: `http://127.0.0.1/admin/pages/${DRAFT_PAGE_ID}` },
      { url: `http://127.0.0.1/admin/pages/${DRAFT_PAGE_ID}`, headers: { 'x-preview-secret': env.PREVIEW_SECRET as string } },
    ],
  };
  for (const [name, calls] of Object.entries(requests)) {
    const dir = path.join(work, 'functions', name);
    for (const [file, bytes] of Object.entries(unzipSync(await readFile(path.join(root, '.netlify/functions', `${name}.zip`))))) {
      if (file.endsWith('/')) continue;
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), bytes);
    }
    // The user module the runtime's entry point hands to Netlify's bootstrap.
    const entry = await readFile(path.join(dir, '___netlify-entry-point.mjs'), 'utf8');
    const main = /getLambdaHandler\('([^']+)'\)/.exec(entry)?.[1];
    if (!main) throw new Error(`${name}: no main module in its entry point`);
    // Alone, outside netlify dev, there is no Blobs store: the webhook function is told it is a single instance.
    result[name] = await runFunction(path.join(dir, main), calls, { ...env, WEBHOOK_REPLAY_STORE: 'memory' });
  }
  return result;
}

async function main(): Promise<number> {
  const started = performance.now();
  const base = Number(process.env.REHEARSAL_PORT_BASE || 4700);
  const ports = { port: base, functionsPort: base + 1, staticServerPort: base + 2 };
  const work = await mkdtemp(path.join(os.tmpdir(), 'deploy-rehearsal-'));
  const timings: [string, number][] = [];
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    console.log(`--- ${name}`);
    try {
      return await run();
    } finally {
      timings.push([name, (performance.now() - t0) / 1000]);
    }
  };
  const checks = new Checks();
  const secrets = {
    preview: randomBytes(16).toString('hex'),
    webhook: randomBytes(16).toString('hex'),
    cms: randomBytes(16).toString('hex'),
  };
  // Netlify's own state of earlier runs (build cache, function builds, Blobs) must not steer this one.
  for (const dir of ['cache', 'functions', 'functions-serve', 'v1', 'blobs-serve']) {
    await rm(path.join(root, '.netlify', dir), { recursive: true, force: true });
  }

  const api = await startContentApi({
    port: base + 10,
    dataDir: path.join(work, 'api'),
    quiet: true,
    cmsToken: secrets.cms,
    webhookUrl: `http://127.0.0.1:${ports.port}/webhook`,
    webhookSecret: secrets.webhook,
  });
  const hooks = await startHookReceiver(base + 11);
  const cli = await NetlifyCli.open(work);
  const siteEnv = (domain: string) => ({
    SITE_ENV: 'live',
    SITE_DOMAIN: domain,
    CONTENT_API_URL: api.url,
    PREVIEW_SECRET: secrets.preview,
    WEBHOOK_SECRET: secrets.webhook,
    NETLIFY_BUILD_HOOK_URL: hooks.url,
  });
  const site = (domain: string, url: string) => ({
    url,
    target: targetFromEnv(siteEnv(domain)),
    apiUrl: api.url,
    previewSecret: secrets.preview,
    webhookSecret: secrets.webhook,
    hooks,
    draftPath: `/admin/pages/${DRAFT_PAGE_ID}`,
  });
  let functionSizes = '';
  let starts: Record<string, FunctionRun> = {};

  try {
    // ------------------------------------------------------------------ eu: full build, served, checked
    const euEnv = siteEnv(EU);
    const full = await step(`${EU}: netlify build (full)`, () => cli.build(euEnv));
    await checks.run('full build: the plugin chose a full build, the admin function was packaged', async () => {
      expectThat(full.output.includes('incremental: full build'), 'no full-build line from the plugin');
      expectThat(/packaged the admin function/.test(full.output), 'the admin function was not packaged');
    });
    await checks.run('function zips within their budgets (quality.config.ts)', async () => {
      const sizes = await measureFunctions(path.join(root, '.netlify/functions'));
      functionSizes = functionsTable(sizes);
      const violations = functionViolations(sizes, config.functions);
      expectThat(violations.length === 0, violations.join('; '));
      const admin = sizes.find((f) => f.name === 'admin');
      expectThat(admin && !admin.files.some((f) => f.file.includes('dist/')), 'the admin zip holds published pages');
    });
    await checks.run('each function loads and answers as Netlify’s runtime loads it (require of ES modules off)', async () => {
      starts = await step('cold starts', () => coldStarts(work, euEnv));
      expectThat(starts.webhook?.responses[0]?.status === 401, `webhook: ${starts.webhook?.responses[0]?.status}`);
      expectThat(starts.admin?.responses[0]?.status === 401, `admin: ${starts.admin?.responses[0]?.status}`);
      expectThat(starts.admin?.responses[1]?.status === 200, `admin preview: ${starts.admin?.responses[1]?.status}`);
    });
    const before = await snapshot(path.join(root, 'dist'));

    const dev = await step(`${EU}: netlify dev up`, () => cli.dev(euEnv, ports, ['admin', 'webhook']));
    try {
      await step(`${EU}: checks`, () => checkSite(checks, site(EU, dev.url)));

      // ---------------------------------------------------------------- a CMS edit, the hook build
      const [product] = (await (
        await fetch(`${api.url}/api/products?itemsPerPage=1`, { headers: { 'Accept-Locale': 'en', Accept: 'application/json' } })
      ).json()) as { id: number; name: string }[];
      if (!product) throw new Error('the content API lists no product');
      const renamed = `${product.name} Rehearsed`;
      const calls = hooks.bodies.length;
      const edit = await fetch(`${api.url}/__cms/products/${product.id}?locale=en`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${secrets.cms}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: renamed }),
      });
      let hookBody: unknown = null;
      await checks.run('a CMS edit reaches the webhook function, which calls the build hook for en', async () => {
        expectThat(edit.ok, `CMS edit: ${edit.status}`);
        hookBody = (await hooks.waitFor(calls + 1))[calls];
        const body = hookBody as { locales?: string[] };
        expectThat(JSON.stringify(body.locales) === '["en"]', JSON.stringify(body));
        return JSON.stringify(body);
      });
      const hooked = await step(`${EU}: netlify build (build hook)`, () =>
        cli.build({ ...euEnv, INCOMING_HOOK_BODY: JSON.stringify(hookBody) }),
      );
      const after = await snapshot(path.join(root, 'dist'));
      const changed = differingFiles(before, after);
      await checks.run('the hook build rebuilt only en, from the cached build', async () => {
        expectThat(/incremental rebuild of en: build hook/.test(hooked.output), 'the plugin did not restore the cached build');
        const rebuilt = /rebuilt (\d+) files/.exec(hooked.output)?.[1];
        expectThat(rebuilt && Number(rebuilt) > 0, 'no files rebuilt');
        expectThat(changed.length > 0, 'nothing changed in dist/');
        const outside = changed.filter((f) => !f.startsWith('en/') && f !== 'sw.js');
        expectThat(outside.length === 0, `changed outside en: ${outside.slice(0, 5).join(', ')}`);
        return `${rebuilt} files rebuilt, ${changed.length} differ from the full build before the edit`;
      });
      await checks.run('the edit is served at once', async () => {
        const page = changed.find((f) => f.startsWith('en/') && f.endsWith('/index.html'));
        expectThat(page, 'no changed en page');
        const served = await get(`${dev.url}/${page.replace(/index\.html$/, '')}`);
        expectThat(served.status === 200 && served.body.includes(renamed), `/${page}: ${served.status}`);
        return `/${page.replace(/index\.html$/, '')}`;
      });
      const fullDir = path.join(work, 'full-eu');
      await step(`${EU}: full build of the same content`, () =>
        runCommand(process.execPath, [path.join(root, 'builder/cli.ts')], { env: { ...euEnv, DIST_DIR: fullDir } }),
      );
      await checks.run('the hook build equals a full build, byte for byte', async () => {
        const differing = differingFiles(after, await snapshot(fullDir));
        expectThat(differing.length === 0, `${differing.length} files differ: ${differing.slice(0, 5).join(', ')}`);
        return `${after.size} files`;
      });
    } finally {
      await dev.stop();
    }

    // ------------------------------------------------------------------ pl at the root
    const plEnv = siteEnv(PL);
    await step(`${PL}: netlify build (full)`, () => cli.build(plEnv));
    const plDev = await step(`${PL}: netlify dev up`, () => cli.dev(plEnv, ports, ['admin', 'webhook']));
    try {
      await step(`${PL}: checks`, () => checkSite(checks, site(PL, plDev.url)));
    } finally {
      await plDev.stop();
    }
  } catch (error) {
    checks.results.push({ name: 'rehearsal', ok: false, detail: (error as Error).message });
    console.log(`  FAIL  rehearsal stopped: ${(error as Error).message}`);
  } finally {
    hooks.close();
    await api.close();
    await rm(work, { recursive: true, force: true });
  }

  const total = (performance.now() - started) / 1000;
  console.log('\n--- times');
  for (const [name, seconds] of timings) console.log(`${seconds.toFixed(1).padStart(7)} s  ${name}`);
  console.log(`${total.toFixed(1).padStart(7)} s  the whole rehearsal`);
  if (functionSizes) console.log(`\n--- function zips\n${functionSizes}`);
  for (const [name, run] of Object.entries(starts)) {
    const answers = run.responses.map((r) => `${r.status} at ${r.ms.toFixed(0)} ms`).join(', then ');
    console.log(`cold start of ${name}: module loaded ${run.loadedMs.toFixed(0)} ms after the process started; ${answers}`);
  }
  const passed = checks.results.length - checks.failed;
  console.log(`\nrehearsal: ${passed} passed, ${checks.failed} failed`);
  return checks.failed > 0 ? 1 : 0;
}

const isolated = runIsolated();
process.exit(isolated ?? (await main()));

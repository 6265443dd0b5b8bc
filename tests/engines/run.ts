/**
 * The engine suite (`npm run test:engines`): the scenarios of scenarios.ts in Firefox ESR at 1280×800 and
 * 375×740 and in WebKitGTK at 1280×800 and 480×800 (its narrowest window with reliable pointer clicks; phone
 * widths stay covered by Firefox and Chromium), on /pl/ and /de/ of the local e2e build. The two engines run
 * side by side, each with a suite server (proxy, site and content API) of its own, so one's reports, stored
 * forms and offline switch never reach the other: a scenario spends most of its time waiting on WebDriver
 * round trips, so two at once take little longer than the slower one alone. A scenario fails on a broken
 * expectation and on any uncaught exception, unhandled rejection, CSP violation or same-origin script or
 * stylesheet that failed to load (page-probe.ts; Firefox's BiDi log too).
 * Screenshots of every scenario go to .cache/engines/<engine>-<width>/, a summary to .cache/engines/summary.json.
 *
 *   npm run test:engines [-- --engine firefox|webkit] [--locale pl|de] [--only <scenario>]... [--build]
 *
 * Reuses .cache/e2e/local, the build the browser tests serve (`npm test` makes it); --build, or its absence,
 * builds it first.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startContentApi } from '#dev/content-api/server.ts';
import { E2E_SITES } from '#dev/e2e-sites.ts';
import { runCommand } from '#dev/run-command.ts';
import { E2E_PORT_BASE } from '#tests/e2e/sites.ts';
import { type EngineDriver, type EngineName, type Viewport, withTimeout } from './driver.ts';
import { firefoxAvailable, launchFirefox } from './firefox.ts';
import { SCENARIOS, type Scenario, type SuiteLocale } from './scenarios.ts';
import { BLANK_PATH, type ProbeReport, type SuiteServer, startSuiteServer } from './suite-server.ts';
import { launchWebKit, webkitAvailable } from './webkit.ts';

const root = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(root, '.cache/engines');
const LOCAL_SITE = E2E_SITES.find((site) => site.name === 'local')!;
const DIST = path.join(root, '.cache/e2e', LOCAL_SITE.name);
/** Each engine's suite server ports, above the browser tests' (E2E_PORT_BASE .. +21). */
const PORTS: Record<EngineName, { suite: number; site: number; api: number }> = {
  firefox: { suite: E2E_PORT_BASE + 30, site: E2E_PORT_BASE + 31, api: E2E_PORT_BASE + 32 },
  webkit: { suite: E2E_PORT_BASE + 34, site: E2E_PORT_BASE + 35, api: E2E_PORT_BASE + 36 },
};
/** WebKitWebDriver's port (puppeteer lets Firefox pick a free port of its own). */
const WEBKIT_DRIVER_PORT = E2E_PORT_BASE + 37;
const SCENARIO_TIMEOUT_MS = 90_000;
const SW_INTERCEPT = /A ServiceWorker intercepted the request and encountered an unexpected error/;

export const ENGINE_VIEWPORTS: Record<EngineName, Viewport[]> = {
  firefox: [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ],
  webkit: [
    { width: 1280, height: 800 },
    { width: 480, height: 800 },
  ],
};
const LOCALES: SuiteLocale[] = ['pl', 'de'];
/** Report kinds that fail a scenario; the Firefox modulepreload quirk is counted instead. */
const FAILING: ProbeReport['kind'][] = ['exception', 'rejection', 'csp', 'resource'];

interface Outcome {
  engine: EngineName;
  viewport: string;
  locale: SuiteLocale;
  scenario: string;
  ok: boolean;
  seconds: number;
  error?: string;
}

const { values } = parseArgs({
  options: {
    engine: { type: 'string', multiple: true },
    locale: { type: 'string', multiple: true },
    only: { type: 'string', multiple: true },
    build: { type: 'boolean' },
  },
});
const engines = (values.engine ?? ['firefox', 'webkit']) as EngineName[];
const locales = (values.locale ?? LOCALES) as SuiteLocale[];
const scenarios = SCENARIOS.filter((s) => !values.only || values.only.some((name) => s.name.includes(name)));

async function buildLocalSite(): Promise<void> {
  const api = await startContentApi({ port: 0, dataDir: path.join(root, '.data/e2e-api'), quiet: true });
  try {
    const env = {
      SITE_ENV: LOCAL_SITE.env,
      SITE_DOMAIN: LOCAL_SITE.domain,
      SITE_URL: `http://localhost:${LOCAL_SITE.port}`,
      CONTENT_API_URL: api.url,
      DIST_DIR: DIST,
    };
    await runCommand(process.execPath, [path.join(root, 'builder/cli.ts')], { env, echo: true });
  } finally {
    await api.close();
  }
}

function launch(engine: EngineName): Promise<EngineDriver> {
  const downloadDir = path.join(OUT, 'downloads', engine);
  if (engine === 'firefox') return launchFirefox({ downloadDir });
  return launchWebKit({ downloadDir, display: 90 + (Math.floor(E2E_PORT_BASE / 10) % 100), driverPort: WEBKIT_DRIVER_PORT });
}

/** A clean start on the site's origin: no storage, and the consent answered unless the scenario wants a first visit. */
async function resetVisitor(driver: EngineDriver, server: SuiteServer, scenario: Scenario): Promise<void> {
  await driver.navigate(`${server.url}${BLANK_PATH}`);
  await driver.evaluate((fresh: boolean) => {
    localStorage.clear();
    sessionStorage.clear();
    if (!fresh) {
      localStorage.setItem('cookiesTypes', JSON.stringify({ id: 1, referral: '/', necessaryConsent: true }));
      localStorage.setItem('cookiesAllowed', 'true');
    }
  }, !!scenario.freshVisitor);
}

async function runEngine(engine: EngineName, outcomes: Outcome[], notes: Map<string, Set<string>>) {
  const started = performance.now();
  const ports = PORTS[engine];
  const server = await startSuiteServer({ root, distDir: DIST, port: ports.suite, apiPort: ports.api, sitePort: ports.site });
  const driver = await launch(engine).catch(async (error: Error) => {
    await server.close();
    throw error;
  });
  const info = { engine, version: driver.version, seconds: 0, modulepreloadQuirks: 0, quirkModules: new Set<string>() };
  console.log(`${engine}: ${driver.version} started`);
  try {
    for (const wanted of ENGINE_VIEWPORTS[engine]) {
      const viewport = await driver.setViewport(wanted);
      const size = `${viewport.width}×${viewport.height}`;
      if (viewport.width !== wanted.width) throw new Error(`${engine}: asked for ${wanted.width} px, got ${viewport.width} px`);
      const shots = path.join(OUT, `${engine}-${viewport.width}`);
      await mkdir(shots, { recursive: true });
      for (const locale of locales) {
        for (const scenario of scenarios) {
          if (scenario.when && !scenario.when(viewport)) continue;
          const at = performance.now();
          const slug = `${locale}-${scenario.name.replaceAll(' ', '-')}`;
          const outcome: Outcome = { engine, viewport: size, locale, scenario: scenario.name, ok: true, seconds: 0 };
          try {
            await resetVisitor(driver, server, scenario);
            server.takeReports();
            await driver.logs();
            await withTimeout(
              scenario.run({
                driver,
                server,
                locale,
                viewport,
                url: (pathname) => `${server.url}${pathname}`,
                shot: (state) => driver.screenshot(path.join(shots, `${slug}-${state}.png`)),
                note: (text) => {
                  const key = `${engine}: ${text}`;
                  if (!notes.has(key)) notes.set(key, new Set());
                  notes.get(key)?.add(`${size} ${locale} ${scenario.name}`);
                },
              }),
              SCENARIO_TIMEOUT_MS,
              scenario.name,
            );
          } catch (error) {
            outcome.ok = false;
            const { name, message } = error as Error;
            outcome.error = `${name}: ${message || '(no message)'}`.split('\n')[0];
            await driver.screenshot(path.join(shots, `${slug}-failed.png`)).catch(() => undefined);
          }
          // The probe's beacons leave as the events happen; a moment lets the last ones arrive.
          await new Promise((resolve) => setTimeout(resolve, 300));
          const reports = server.takeReports();
          for (const quirk of reports.filter((r) => r.kind === 'modulepreload-quirk')) {
            info.modulepreloadQuirks += 1;
            info.quirkModules.add(`${quirk.page.split('?')[0]} ${quirk.message.replace('modulepreload ', '')}`);
          }
          const problems = [
            ...reports.filter((r) => FAILING.includes(r.kind)).map((r) => `${r.kind} on ${r.page}: ${r.message}`),
            ...(await driver.logs()).filter((line) => {
              if (!line.startsWith('uncaught')) return false;
              // Firefox logs an image request the service worker answered with a failed fetch (a load the
              // page cancelled, as when a list replaces its images) as an error; noted, not failed.
              if (!SW_INTERCEPT.test(line)) return true;
              notes.set(`${engine}: ${line.replace(/‘[^’]*’/, '‘…’')}`, new Set([`${size} ${locale} ${scenario.name}`]));
              return false;
            }),
          ];
          if (problems.length > 0) {
            outcome.ok = false;
            outcome.error = [outcome.error, ...problems].filter(Boolean).join('; ');
          }
          outcome.seconds = Math.round((performance.now() - at) / 100) / 10;
          outcomes.push(outcome);
          console.log(
            `${outcome.ok ? 'ok  ' : 'FAIL'} ${engine} ${size} ${locale} ${scenario.name} (${outcome.seconds} s)${outcome.error ? `\n     ${outcome.error}` : ''}`,
          );
        }
      }
    }
  } finally {
    await driver.close().catch((error: Error) => console.error(`closing ${engine}: ${error.message}`));
    await server.close();
    info.seconds = Math.round((performance.now() - started) / 1000);
  }
  return info;
}

async function main(): Promise<number> {
  const suiteStarted = performance.now();
  const missing = engines.filter((engine) => !(engine === 'firefox' ? firefoxAvailable() : webkitAvailable()));
  if (missing.length > 0) {
    console.error(
      `not installed: ${missing.join(', ')} (apt-get install -y firefox-esr webkit2gtk-driver xvfb; or FIREFOX_PATH, WEBKIT_DRIVER_PATH)`,
    );
    return 2;
  }
  if (values.build || !existsSync(path.join(DIST, 'sitemap-index.xml'))) await buildLocalSite();
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  const outcomes: Outcome[] = [];
  const notes = new Map<string, Set<string>>();
  // Settled, not all: an engine that fails to start must not leave the other's browser and servers behind.
  const settled = await Promise.allSettled(engines.map((engine) => runEngine(engine, outcomes, notes)));
  const broken = settled.find((result) => result.status === 'rejected');
  if (broken) throw broken.reason;
  const engineInfo = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = outcomes.filter((o) => !o.ok);
  const seconds = Math.round((performance.now() - suiteStarted) / 1000);
  console.log('\nengines:');
  for (const info of engineInfo)
    console.log(
      `  ${info.version}: ${info.seconds} s${info.modulepreloadQuirks ? `, error events of modulepreload links whose module loaded: ${info.modulepreloadQuirks} (${info.quirkModules.size} page/module pairs)` : ''}`,
    );
  for (const [note, where] of notes) console.log(`  note, ${note} (${[...where].length}×)`);
  for (const outcome of failed)
    console.log(`  FAILED ${outcome.engine} ${outcome.viewport} ${outcome.locale} ${outcome.scenario}: ${outcome.error}`);
  await writeFile(
    path.join(OUT, 'summary.json'),
    `${JSON.stringify({ seconds, engines: engineInfo.map((e) => ({ ...e, quirkModules: [...e.quirkModules] })), notes: Object.fromEntries([...notes].map(([k, v]) => [k, [...v]])), outcomes }, null, 2)}\n`,
  );
  console.log(`screenshots: ${path.relative(root, OUT)}/ (${seconds} s)`);
  console.log(`${outcomes.length - failed.length} passed, ${failed.length} failed`);
  return failed.length > 0 || outcomes.length === 0 ? 1 : 0;
}

process.exitCode = await main();

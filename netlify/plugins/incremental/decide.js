// @ts-check
/**
 * Logic of the `incremental` build plugin (index.js only re-exports the event handlers: Netlify rejects a
 * plugin module exporting anything else). Plain ESM JavaScript so that Netlify loads it without a compiler.
 *
 * A build started by the webhook function's build hook gets INCOMING_HOOK_BODY = {locales}. If the
 * Netlify build cache holds the previous build of this same code, domain and content API (dist/ and
 * .cache/build with the build manifest), the plugin restores them and writes
 * `.cache/build/incremental-request.json` ({@link IncrementalRequest}) for `npm run build` to rebuild only
 * those locales. Anything else (no or unreadable hook body, no locale of this domain, no cached build,
 * another code version) is a full build, and nothing is restored. After every successful build the plugin
 * stamps the code version and saves dist/ and .cache/build into the cache (through `utils.cache`, i.e.
 * @netlify/cache-utils).
 */
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_INPUTS, hashFiles } from '../../../builder/code-hash.js';
import { REQUEST_FILE, REQUEST_VERSION, requestPath, serializeRequest } from '../../../builder/incremental-request.js';

export { REQUEST_FILE };
export const STAMP_VERSION = 1;
export const STAMP_FILE = 'incremental-stamp.json';

/**
 * @typedef {object} PluginConfig
 * @property {string} distDir           publish dir (default dist)
 * @property {string} buildCacheDir     the build's manifest dir (default .cache/build)
 * @property {string} manifestFile      the manifest inside {buildCacheDir}/{domain}/ (default manifest.json)
 * @property {readonly string[]} codePaths  files and folders whose content makes the code version: always the
 *                                          build's own list (BUILD_INPUTS), never an input, so the two cannot disagree
 */

/** @type {PluginConfig} */
export const DEFAULTS = {
  distDir: 'dist',
  buildCacheDir: '.cache/build',
  manifestFile: 'manifest.json',
  codePaths: BUILD_INPUTS,
};

/** @typedef {import('../../../builder/incremental-request.js').IncrementalRequest} IncrementalRequest */

/**
 * @typedef {object} Stamp
 * @property {number} version
 * @property {string} codeHash
 * @property {string | null} commit
 * @property {string} env
 * @property {string} domain
 * @property {string | null} contentApi
 * @property {string} node              major version
 */

/**
 * @typedef {{ ok: true, locales: string[], ignoredLocales: string[] } | { ok: false, reason: string }} HookBodyResult
 */

/** @param {unknown} v @returns {v is Record<string, unknown>} */
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads INCOMING_HOOK_BODY, of which only `locales` is used (anything else, such as an older body's
 * `changes`, is ignored). `domainLocales`: the locales this site builds (null: unknown, then any two-letter
 * code is taken and the build filters).
 * @param {string | undefined} raw
 * @param {readonly string[] | null} domainLocales
 * @returns {HookBodyResult}
 */
export function parseHookBody(raw, domainLocales) {
  if (raw === undefined || raw.trim() === '') return { ok: false, reason: 'not started by a build hook with a body' };
  /** @type {unknown} */
  let body;
  try {
    body = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'the build hook body is not JSON' };
  }
  if (!isObject(body) || !Array.isArray(body.locales)) {
    return { ok: false, reason: 'the build hook body has no "locales" list' };
  }
  const wanted = [...new Set(body.locales.filter((l) => typeof l === 'string' && /^[a-z]{2}$/.test(l)))];
  const onDomain = domainLocales ? domainLocales.filter((l) => wanted.includes(l)) : wanted;
  const ignoredLocales = wanted.filter((l) => !onDomain.includes(l));
  if (onDomain.length === 0) {
    return {
      ok: false,
      reason: wanted.length
        ? `none of the locales ${wanted.join(', ')} is built on this domain`
        : 'the build hook body names no locale',
    };
  }
  return { ok: true, locales: onDomain, ignoredLocales };
}

/**
 * Why a cached build cannot be reused for the current one, or null if it can.
 * @param {Stamp | null} cached
 * @param {Stamp} current
 * @returns {string | null}
 */
export function stampMismatch(cached, current) {
  if (!cached || typeof cached !== 'object') return 'no code stamp in the cached build';
  if (cached.version !== current.version) return 'the cached build was stamped by another plugin version';
  if (cached.env !== current.env || cached.domain !== current.domain) {
    return `the cached build is of ${cached.env}/${cached.domain}, this one of ${current.env}/${current.domain}`;
  }
  if (cached.codeHash !== current.codeHash) {
    const commits = cached.commit && current.commit ? ` (${cached.commit.slice(0, 7)} → ${current.commit.slice(0, 7)})` : '';
    return `the code changed since the cached build${commits}`;
  }
  if (cached.contentApi !== current.contentApi) return 'CONTENT_API_URL changed since the cached build';
  if (cached.node !== current.node) return `Node changed since the cached build (${cached.node} → ${current.node})`;
  return null;
}

/**
 * @typedef {{ mode: 'full', reason: string } | { mode: 'incremental', reason: string, locales: string[] }} Decision
 */

/**
 * The plugin's decision from every fact it gathered.
 * @param {object} facts
 * @param {HookBodyResult} facts.hook           parseHookBody's result
 * @param {Stamp | null} facts.cachedStamp      the stamp found in the restored build cache
 * @param {Stamp} facts.currentStamp
 * @param {boolean} facts.buildCacheRestored   cache.restore(buildCacheDir) result
 * @param {boolean} facts.distRestored         cache.restore(distDir) result
 * @param {boolean} facts.manifestPresent      the build manifest of this domain exists after the restore
 * @returns {Decision}
 */
export function decide(facts) {
  if (!facts.hook.ok) return { mode: 'full', reason: facts.hook.reason };
  if (!facts.buildCacheRestored) return { mode: 'full', reason: 'no previous build in the Netlify build cache' };
  const mismatch = stampMismatch(facts.cachedStamp, facts.currentStamp);
  if (mismatch) return { mode: 'full', reason: mismatch };
  if (!facts.distRestored) return { mode: 'full', reason: 'no previous dist/ in the Netlify build cache' };
  if (!facts.manifestPresent) return { mode: 'full', reason: 'the cached build has no manifest of this domain' };
  const { locales } = facts.hook;
  return { mode: 'incremental', reason: `build hook for ${locales.join(', ')}`, locales };
}

/**
 * @param {string} root
 * @param {Record<string, string | undefined>} env
 * @param {PluginConfig} config
 * @param {{ env: string, domain: string } | null} target
 * @returns {Promise<Stamp>}
 */
export async function currentStamp(root, env, config, target) {
  return {
    version: STAMP_VERSION,
    codeHash: await hashFiles(root, config.codePaths),
    commit: env.COMMIT_REF ?? null,
    env: target?.env ?? env.SITE_ENV ?? 'local',
    domain: target?.domain ?? env.SITE_DOMAIN ?? '',
    contentApi: env.CONTENT_API_URL ?? null,
    node: process.versions.node.split('.')[0] ?? '',
  };
}

/**
 * The build target from the project's domain table (contract/domains.ts, TypeScript: Node 24 loads it by
 * stripping types). null when it cannot be loaded or SITE_ENV/SITE_DOMAIN are invalid (the build will say).
 * @param {Record<string, string | undefined>} env
 * @returns {Promise<{ env: string, domain: string, locales: string[] } | null>}
 */
export async function loadTarget(env) {
  try {
    const url = new URL('../../../contract/domains.ts', import.meta.url).href;
    const { targetFromEnv } = await import(/* @vite-ignore */ url);
    const target = targetFromEnv(env);
    return { env: target.env, domain: target.domain, locales: [...target.locales] };
  } catch {
    return null;
  }
}

/** @param {string} file @returns {Promise<any>} */
async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/** @param {string} file */
async function exists(file) {
  return (await stat(file).catch(() => null)) !== null;
}

/**
 * @typedef {object} CacheUtils
 * @property {(path: string) => Promise<boolean>} restore
 * @property {(path: string) => Promise<boolean>} save
 */

/**
 * @typedef {object} PluginOptions
 * @property {{ cache: CacheUtils, status?: { show?: (s: { title?: string, summary: string }) => void } }} utils
 * @property {Record<string, unknown>} [inputs]
 * @property {Record<string, unknown>} [constants]
 */

/**
 * @param {Record<string, unknown> | undefined} inputs
 * @returns {PluginConfig}
 */
export function resolveConfig(inputs) {
  const str = (/** @type {unknown} */ v, /** @type {string} */ d) => (typeof v === 'string' && v.trim() ? v.trim() : d);
  return {
    distDir: str(inputs?.distDir, DEFAULTS.distDir),
    buildCacheDir: str(inputs?.buildCacheDir, DEFAULTS.buildCacheDir),
    manifestFile: str(inputs?.manifestFile, DEFAULTS.manifestFile),
    codePaths: DEFAULTS.codePaths,
  };
}

/**
 * The event handlers, with their boundary injectable (tests): the project root, the environment, the build
 * target lookup, the log, the clock.
 * @param {object} [deps]
 * @param {string} [deps.root]
 * @param {Record<string, string | undefined>} [deps.env]
 * @param {(env: Record<string, string | undefined>) => Promise<{ env: string, domain: string, locales: string[] } | null>} [deps.loadTarget]
 * @param {(line: string) => void} [deps.log]
 * @param {() => Date} [deps.now]
 */
export function createIncrementalPlugin(deps = {}) {
  const log = deps.log ?? ((line) => console.log(`incremental: ${line}`));
  const getRoot = () => deps.root ?? process.cwd();
  const getEnv = () => deps.env ?? process.env;
  const lookupTarget = deps.loadTarget ?? loadTarget;
  /** @type {Stamp | null} */
  let stamp = null;
  /** @type {Decision | null} */
  let lastDecision = null;

  return {
    /** @returns {Decision | null} the last onPreBuild decision (tests, logs) */
    get decision() {
      return lastDecision;
    },

    /** @param {PluginOptions} options */
    async onPreBuild({ utils, inputs }) {
      const root = getRoot();
      const env = getEnv();
      const config = resolveConfig(inputs);
      const target = await lookupTarget(env);
      stamp = await currentStamp(root, env, config, target);
      const buildCache = path.join(root, config.buildCacheDir);
      // A request left over from anything earlier must never steer this build.
      await rm(requestPath(buildCache), { force: true });

      const hook = parseHookBody(env.INCOMING_HOOK_BODY, target?.locales ?? null);
      /** @type {Decision} */
      let decision;
      let buildCacheRestored = false;
      let distRestored = false;
      if (!hook.ok) {
        decision = decide({
          hook,
          cachedStamp: null,
          currentStamp: stamp,
          buildCacheRestored,
          distRestored,
          manifestPresent: false,
        });
      } else {
        buildCacheRestored = Boolean(await utils.cache.restore(config.buildCacheDir));
        const cachedStamp = buildCacheRestored ? await readJson(path.join(buildCache, STAMP_FILE)) : null;
        // dist/ is only worth restoring for the same code.
        if (buildCacheRestored && stampMismatch(cachedStamp, stamp) === null) {
          distRestored = Boolean(await utils.cache.restore(config.distDir));
        }
        const manifestPresent = await exists(path.join(buildCache, stamp.domain, config.manifestFile));
        decision = decide({ hook, cachedStamp, currentStamp: stamp, buildCacheRestored, distRestored, manifestPresent });
        if (hook.ignoredLocales.length) log(`ignoring locales not built on ${stamp.domain}: ${hook.ignoredLocales.join(', ')}`);
      }
      lastDecision = decision;

      if (decision.mode === 'full') {
        // A full build starts clean: no stale manifest or pages from a cache that cannot be reused.
        if (buildCacheRestored) await rm(buildCache, { recursive: true, force: true });
        if (distRestored) await rm(path.join(root, config.distDir), { recursive: true, force: true });
        log(`full build: ${decision.reason}`);
        utils.status?.show?.({ title: 'Full build', summary: decision.reason });
        return;
      }
      /** @type {IncrementalRequest} */
      const request = {
        version: REQUEST_VERSION,
        source: 'netlify-build-hook',
        env: stamp.env,
        domain: stamp.domain,
        locales: decision.locales,
        createdAt: (deps.now?.() ?? new Date()).toISOString(),
      };
      await mkdir(buildCache, { recursive: true });
      await writeFile(requestPath(buildCache), serializeRequest(request));
      log(`incremental rebuild of ${decision.locales.join(', ')}: ${decision.reason}; previous dist/ and manifest restored`);
      utils.status?.show?.({ title: `Incremental rebuild: ${decision.locales.join(', ')}`, summary: decision.reason });
    },

    /** @param {PluginOptions} options */
    async onPostBuild({ utils, inputs }) {
      const root = getRoot();
      const env = getEnv();
      const config = resolveConfig(inputs);
      const buildCache = path.join(root, config.buildCacheDir);
      await rm(requestPath(buildCache), { force: true });
      // The stamp of the code this build started with (computed before the build could touch any file).
      const current = stamp ?? (await currentStamp(root, env, config, await lookupTarget(env)));
      if (!(await exists(path.join(buildCache, current.domain, config.manifestFile)))) {
        log(
          `not caching: the build wrote no manifest at ${path.join(config.buildCacheDir, current.domain, config.manifestFile)}`,
        );
        return;
      }
      await mkdir(buildCache, { recursive: true });
      await writeFile(path.join(buildCache, STAMP_FILE), `${JSON.stringify(current, null, 2)}\n`);
      const savedDist = await utils.cache.save(config.distDir);
      const savedBuild = await utils.cache.save(config.buildCacheDir);
      log(
        `cached ${[savedDist && config.distDir, savedBuild && config.buildCacheDir].filter(Boolean).join(' and ') || 'nothing'} for the next incremental build`,
      );
    },
  };
}

import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REQUEST_FILE,
  STAMP_FILE,
  createIncrementalPlugin,
  decide,
  loadTarget,
  parseHookBody,
  resolveConfig,
  stampMismatch,
} from '#netlify/plugins/incremental/decide.js';
import * as pluginModule from '#netlify/plugins/incremental/index.js';
import { netlifyPluginInputs } from '#tests/fixtures/netlify-plugin-inputs.ts';

const EU = ['en', 'de', 'cz', 'fr'];
const domain = 'eu.mebleoffice.example';
const stamp = { version: 1, codeHash: 'abc', commit: 'c1', env: 'live', domain, contentApi: 'https://api.example', node: '24' };

describe('incremental plugin: decisions', () => {
  it('reads the build hook body: the locales of this domain (the changes of an older body are ignored)', () => {
    const body = JSON.stringify({
      locales: ['de', 'ru', 'de'],
      changes: [
        { locale: 'de', resource: 'products', id: 12, action: 'update', deliveryId: 'x' },
        { locale: 'ru', resource: 'products', id: 1, action: 'update' },
        { locale: 'de', resource: 'dictionary' },
        'junk',
      ],
    });
    expect(parseHookBody(body, EU)).toEqual({ ok: true, locales: ['de'], ignoredLocales: ['ru'] });
    // Domain order, whatever the body's.
    expect(parseHookBody('{"locales":["fr","en"]}', EU)).toEqual({ ok: true, locales: ['en', 'fr'], ignoredLocales: [] });
    expect(parseHookBody('{"locales":["fr"]}', null)).toMatchObject({ ok: true, locales: ['fr'] });
  });

  it('falls back to a full build without a usable hook body', () => {
    expect(parseHookBody(undefined, EU)).toEqual({ ok: false, reason: 'not started by a build hook with a body' });
    expect(parseHookBody('', EU)).toMatchObject({ ok: false });
    expect(parseHookBody('not json', EU)).toEqual({ ok: false, reason: 'the build hook body is not JSON' });
    expect(parseHookBody('{"payload":1}', EU)).toEqual({ ok: false, reason: 'the build hook body has no "locales" list' });
    expect(parseHookBody('{"locales":["ru","pl"]}', EU)).toEqual({
      ok: false,
      reason: 'none of the locales ru, pl is built on this domain',
    });
    expect(parseHookBody('{"locales":[]}', EU)).toEqual({ ok: false, reason: 'the build hook body names no locale' });
  });

  it('reuses a cached build only for the same code, target, API and Node', () => {
    expect(stampMismatch(stamp, { ...stamp, commit: 'c2' })).toBeNull();
    expect(stampMismatch(null, stamp)).toBe('no code stamp in the cached build');
    expect(stampMismatch({ ...stamp, codeHash: 'old', commit: 'aaaaaaaaa' }, { ...stamp, commit: 'bbbbbbbbb' })).toBe(
      'the code changed since the cached build (aaaaaaa → bbbbbbb)',
    );
    expect(stampMismatch({ ...stamp, domain: 'www.mebleoffice.example' }, stamp)).toMatch(/^the cached build is of live\/www/);
    expect(stampMismatch({ ...stamp, contentApi: 'https://old.example' }, stamp)).toBe(
      'CONTENT_API_URL changed since the cached build',
    );
    expect(stampMismatch({ ...stamp, node: '22' }, stamp)).toMatch(/^Node changed/);
    expect(stampMismatch({ ...stamp, version: 0 }, stamp)).toMatch(/plugin version/);
  });

  it('decides incremental only when everything lines up', () => {
    const hook = parseHookBody('{"locales":["de"]}', EU);
    const facts = {
      hook,
      cachedStamp: stamp,
      currentStamp: stamp,
      buildCacheRestored: true,
      distRestored: true,
      manifestPresent: true,
    };
    expect(decide(facts)).toEqual({ mode: 'incremental', reason: 'build hook for de', locales: ['de'] });
    expect(decide({ ...facts, hook: parseHookBody(undefined, EU) })).toEqual({
      mode: 'full',
      reason: 'not started by a build hook with a body',
    });
    expect(decide({ ...facts, buildCacheRestored: false })).toEqual({
      mode: 'full',
      reason: 'no previous build in the Netlify build cache',
    });
    expect(decide({ ...facts, cachedStamp: { ...stamp, codeHash: 'x' } })).toMatchObject({
      mode: 'full',
      reason: expect.stringMatching(/code changed/),
    });
    expect(decide({ ...facts, distRestored: false })).toEqual({
      mode: 'full',
      reason: 'no previous dist/ in the Netlify build cache',
    });
    expect(decide({ ...facts, manifestPresent: false })).toMatchObject({ mode: 'full' });
  });

  it('finds the domain locales in the project domain table', async () => {
    expect(await loadTarget({ SITE_ENV: 'live', SITE_DOMAIN: domain })).toEqual({ env: 'live', domain, locales: EU });
    expect(await loadTarget({ SITE_ENV: 'live', SITE_DOMAIN: 'nope.example' })).toBeNull();
  });

  it("declares its inputs without defaults, which Netlify would apply over the plugin's own", () => {
    const manifest = readFileSync(path.resolve(import.meta.dirname, '../../netlify/plugins/incremental/manifest.yml'), 'utf8');
    expect(manifest).not.toMatch(/^\s*default:/m);
    expect(resolveConfig({}).codePaths).toEqual(expect.arrayContaining(['contract', 'src', 'builder']));
  });

  it('exports nothing but event handlers (Netlify rejects other exports)', () => {
    expect(Object.keys(pluginModule).sort()).toEqual(['onPostBuild', 'onPreBuild']);
  });
});

/** A Netlify build: a fresh checkout of `repo` in `root`, and utils.cache backed by `cacheDir` (kept across builds). */
describe('incremental plugin: hooks with utils.cache mocked', () => {
  let base: string;
  let repo: string;
  let cacheDir: string;
  let root: string;
  let builds = 0;

  // What Netlify passes: manifest.yml's defaults.
  const inputs = netlifyPluginInputs();
  const target = async () => ({ env: 'live', domain, locales: EU });

  function fakeCache() {
    return {
      restore: vi.fn(async (p: string) => {
        const from = path.join(cacheDir, p);
        if (!existsSync(from)) return false;
        rmSync(path.join(root, p), { recursive: true, force: true });
        cpSync(from, path.join(root, p), { recursive: true });
        return true;
      }),
      save: vi.fn(async (p: string) => {
        const from = path.join(root, p);
        if (!existsSync(from)) return false;
        rmSync(path.join(cacheDir, p), { recursive: true, force: true });
        cpSync(from, path.join(cacheDir, p), { recursive: true });
        return true;
      }),
    };
  }

  /** One build: checkout, onPreBuild, the build command (simulated), onPostBuild. */
  async function build(env: Record<string, string | undefined>, buildCommand?: (request: unknown) => void) {
    root = path.join(base, `build-${++builds}`);
    cpSync(repo, root, { recursive: true });
    const lines: string[] = [];
    const plugin = createIncrementalPlugin({
      root,
      env: { SITE_ENV: 'live', SITE_DOMAIN: domain, CONTENT_API_URL: 'https://api.example', ...env },
      loadTarget: target,
      log: (line) => lines.push(line),
      now: () => new Date('2026-11-22T10:00:00Z'),
    });
    const cache = fakeCache();
    const show = vi.fn();
    await plugin.onPreBuild({ utils: { cache, status: { show } }, inputs });
    const requestFile = path.join(root, '.cache/build', REQUEST_FILE);
    const request = existsSync(requestFile) ? JSON.parse(readFileSync(requestFile, 'utf8')) : null;
    const distBefore = existsSync(path.join(root, 'dist/index.html'))
      ? readFileSync(path.join(root, 'dist/index.html'), 'utf8')
      : null;
    // The build command: writes the pages and the manifest.
    (buildCommand ?? defaultBuild)(request);
    await plugin.onPostBuild({ utils: { cache, status: { show } }, inputs });
    return { plugin, cache, show, lines, request, distBefore, decision: plugin.decision };
  }

  const defaultBuild = (request: unknown) => {
    mkdirSync(path.join(root, 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'dist/index.html'), `build ${builds}${request ? ' (incremental)' : ''}`);
    mkdirSync(path.join(root, '.cache/build', domain), { recursive: true });
    writeFileSync(path.join(root, '.cache/build', domain, 'manifest.json'), '{"version":1}');
  };

  /** What the webhook function sends. */
  const hookBody = (locales: string[]) => JSON.stringify({ locales });

  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), 'netlify-plugin-'));
    repo = path.join(base, 'repo');
    cacheDir = path.join(base, 'cache');
    mkdirSync(path.join(repo, 'src'), { recursive: true });
    writeFileSync(path.join(repo, 'src/page.ts'), 'export const v = 1;');
    writeFileSync(path.join(repo, 'package-lock.json'), '{}');
    mkdirSync(path.join(repo, 'builder/hosting'), { recursive: true });
    writeFileSync(path.join(repo, 'builder/hosting/csp.ts'), "export const csp = 'a';");
    mkdirSync(path.join(repo, 'contract'), { recursive: true });
    writeFileSync(path.join(repo, 'contract/locales.ts'), "export const locales = ['de'];");
    builds = 0;
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('a build without a hook body is full: nothing restored, and the result is cached with a code stamp', async () => {
    const first = await build({});
    expect(first.decision).toEqual({ mode: 'full', reason: 'not started by a build hook with a body' });
    expect(first.cache.restore).not.toHaveBeenCalled();
    expect(first.request).toBeNull();
    expect(first.show).toHaveBeenCalledWith({ title: 'Full build', summary: 'not started by a build hook with a body' });
    expect(first.cache.save.mock.calls.map((c) => c[0])).toEqual(['dist', '.cache/build']);
    const saved = JSON.parse(readFileSync(path.join(cacheDir, '.cache/build', STAMP_FILE), 'utf8'));
    expect(saved).toMatchObject({
      version: 1,
      env: 'live',
      domain,
      contentApi: 'https://api.example',
      codeHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('a hook build of the same code restores dist/ and the manifest and requests only its locales', async () => {
    await build({ COMMIT_REF: 'aaa' });
    const second = await build({ COMMIT_REF: 'aaa', INCOMING_HOOK_BODY: hookBody(['de', 'ru']) });
    expect(second.cache.restore.mock.calls.map((c) => c[0])).toEqual(['.cache/build', 'dist']);
    expect(second.distBefore).toBe('build 1');
    expect(second.request).toEqual({
      version: 1,
      source: 'netlify-build-hook',
      env: 'live',
      domain,
      locales: ['de'],
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    expect(second.lines).toContain(`ignoring locales not built on ${domain}: ru`);
    expect(second.show).toHaveBeenCalledWith({ title: 'Incremental rebuild: de', summary: 'build hook for de' });
    // The request never reaches the cache; the new result does.
    expect(existsSync(path.join(root, '.cache/build', REQUEST_FILE))).toBe(false);
    expect(existsSync(path.join(cacheDir, '.cache/build', REQUEST_FILE))).toBe(false);
    expect(readFileSync(path.join(cacheDir, 'dist/index.html'), 'utf8')).toBe('build 2 (incremental)');
  });

  it('a hook build after a code change is full and starts clean', async () => {
    await build({});
    writeFileSync(path.join(repo, 'src/page.ts'), 'export const v = 2;');
    const second = await build({ INCOMING_HOOK_BODY: hookBody(['en']) });
    expect(second.decision).toMatchObject({ mode: 'full', reason: 'the code changed since the cached build' });
    expect(second.cache.restore.mock.calls.map((c) => c[0])).toEqual(['.cache/build']); // dist/ not even restored
    expect(second.request).toBeNull();
    expect(second.distBefore).toBeNull();
    // ...and the next hook build is incremental again.
    const third = await build({ INCOMING_HOOK_BODY: hookBody(['en']) });
    expect(third.decision).toMatchObject({ mode: 'incremental', locales: ['en'] });
  });

  it('a hook build after a change under builder/ or contract/ is full (with the inputs Netlify passes)', async () => {
    await build({});
    writeFileSync(path.join(repo, 'builder/hosting/csp.ts'), "export const csp = 'b';");
    const afterBuilder = await build({ INCOMING_HOOK_BODY: hookBody(['de']) });
    expect(afterBuilder.decision).toEqual({ mode: 'full', reason: 'the code changed since the cached build' });
    writeFileSync(path.join(repo, 'contract/locales.ts'), "export const locales = ['de', 'en'];");
    const afterContract = await build({ INCOMING_HOOK_BODY: hookBody(['de']) });
    expect(afterContract.decision).toEqual({ mode: 'full', reason: 'the code changed since the cached build' });
  });

  it('a first hook build (empty cache), or one for other domains only, is full', async () => {
    const first = await build({ INCOMING_HOOK_BODY: hookBody(['en']) });
    expect(first.decision).toEqual({ mode: 'full', reason: 'no previous build in the Netlify build cache' });
    const other = await build({ INCOMING_HOOK_BODY: hookBody(['pl']) });
    expect(other.decision).toEqual({ mode: 'full', reason: 'none of the locales pl is built on this domain' });
    expect(other.cache.restore).not.toHaveBeenCalled();
    const broken = await build({ INCOMING_HOOK_BODY: '{oops' });
    expect(broken.decision).toMatchObject({ mode: 'full' });
    const apiMoved = await build({ INCOMING_HOOK_BODY: hookBody(['en']), CONTENT_API_URL: 'https://other.example' });
    expect(apiMoved.decision).toEqual({ mode: 'full', reason: 'CONTENT_API_URL changed since the cached build' });
    expect(existsSync(path.join(root, '.cache/build/incremental-stamp.json'))).toBe(true); // written anew after the build
  });

  it('does not cache a build that wrote no manifest', async () => {
    const result = await build({}, () => {
      mkdirSync(path.join(root, 'dist'), { recursive: true });
    });
    expect(result.cache.save).not.toHaveBeenCalled();
    expect(result.lines.at(-1)).toMatch(/^not caching: the build wrote no manifest/);
  });

  it('ignores a stale request file left in the checkout', async () => {
    mkdirSync(path.join(repo, '.cache/build'), { recursive: true });
    writeFileSync(path.join(repo, '.cache/build', REQUEST_FILE), '{"locales":["en"]}');
    const result = await build({}, (request) => expect(request).toBeNull());
    expect(result.request).toBeNull();
  });
});

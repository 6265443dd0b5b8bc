import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  PAGE_TRANSITION_MAX_WAIT_MS,
  isChunkLoadError,
  isPageNavigation,
  jumpFragment,
  keepsPageTransition,
  mayPrefetch,
  mayReloadForChunk,
} from '#src/components/app-shell/navigation-rules.ts';
import { popupShift } from '#src/components/navigation/popup-list.ts';
import {
  assetsOf,
  buildAssetsAmong,
  isCacheable,
  moduleImportsOf,
  offlinePageFor,
  strategyFor,
} from '#src/service-worker/policy.ts';
import { serviceWorkerConfig } from '#builder/generator/service-worker.ts';

const here = { origin: 'https://meble.example', pathname: '/de/produkte/', search: '' };
const link = (href: string, extra: Partial<{ target: string; hasDownload: boolean }> = {}) => ({
  href,
  target: '',
  hasDownload: false,
  ...extra,
});

describe('navigation rules', () => {
  it('a jump is a link to a fragment of this very page, opened here', () => {
    expect(jumpFragment(link('https://meble.example/de/produkte/#filters'), here)).toBe('filters');
    expect(jumpFragment(link('https://meble.example/de/produkte/#f%C3%BCr'), here)).toBe('für');
    expect(jumpFragment(link('https://meble.example/de/produkte/#'), here)).toBeNull();
    expect(jumpFragment(link('https://meble.example/de/produkte/'), here)).toBeNull();
    expect(jumpFragment(link('https://meble.example/de/produkte/?page=2#filters'), here)).toBeNull();
    expect(jumpFragment(link('https://meble.example/de/kollektionen/#filters'), here)).toBeNull();
    expect(jumpFragment(link('https://other.example/de/produkte/#filters'), here)).toBeNull();
    expect(jumpFragment(link('https://meble.example/de/produkte/#filters', { target: '_blank' }), here)).toBeNull();
    expect(jumpFragment(link('https://meble.example/de/produkte/#%E0%A4%A'), here)).toBeNull();
  });

  it('a page navigation is a same-origin link to another page opened in this tab', () => {
    expect(isPageNavigation(link('https://meble.example/de/kollektionen/'), here)).toBe(true);
    expect(isPageNavigation(link('https://meble.example/de/produkte/?page=2'), here)).toBe(true);
    expect(isPageNavigation(link('https://meble.example/de/produkte/#filters'), here)).toBe(false);
    expect(isPageNavigation(link('https://other.example/de/'), here)).toBe(false);
    expect(isPageNavigation(link('https://meble.example/de/x/', { target: '_blank' }), here)).toBe(false);
    expect(isPageNavigation(link('https://meble.example/uploads/a.pdf'), here)).toBe(false);
    expect(isPageNavigation(link('https://meble.example/api/files/zip'), here)).toBe(false);
    expect(isPageNavigation(link('https://meble.example/de/x/', { hasDownload: true }), here)).toBe(false);
    expect(isPageNavigation(link('mailto:a@b.pl'), here)).toBe(false);
  });

  it('a page transition runs only to a page of the site that did not keep the visitor waiting', () => {
    const origin = { origin: 'https://meble.example' };
    expect(keepsPageTransition('https://meble.example/de/kollektionen/', 300, origin)).toBe(true);
    // Back and forward: no click was timed.
    expect(keepsPageTransition('https://meble.example/de/kollektionen/', null, origin)).toBe(true);
    expect(keepsPageTransition('https://meble.example/de/kollektionen/', PAGE_TRANSITION_MAX_WAIT_MS + 1, origin)).toBe(false);
    expect(keepsPageTransition('https://meble.example/media/cache/resolve/general_desktop/uploads/a.jpg', 10, origin)).toBe(
      false,
    );
    expect(keepsPageTransition('https://meble.example/uploads/files/katalog.pdf', 10, origin)).toBe(false);
    expect(keepsPageTransition('https://other.example/de/', 10, origin)).toBe(false);
    expect(keepsPageTransition(undefined, 10, origin)).toBe(false);
  });

  it('a popup list moves left just enough to stay on the screen, never past its left margin', () => {
    expect(popupShift({ left: 100, right: 300 }, 375, 16)).toBe(0);
    expect(popupShift({ left: 200, right: 420 }, 375, 16)).toBe(-61);
    // Wider than the room: as far left as the margin allows (CSS caps its width).
    expect(popupShift({ left: 40, right: 500 }, 375, 16)).toBe(-24);
  });

  it('prefetch is skipped on 2g and slow-2g connections and with data saver', () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('the chunk-reload guard reloads once, then not again within 60 s', () => {
    expect(mayReloadForChunk(null, 1_000_000, true)).toBe(true);
    expect(mayReloadForChunk(Number.NaN, 1_000_000, true)).toBe(true);
    expect(mayReloadForChunk(1_000_000, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1, true)).toBe(false);
    expect(mayReloadForChunk(1_000_000, 1_000_000 + CHUNK_RELOAD_GUARD_MS, true)).toBe(true);
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60000);
  });

  it('the chunk-reload guard never reloads while the browser is offline', () => {
    expect(mayReloadForChunk(null, 1_000_000, false)).toBe(false);
    expect(mayReloadForChunk(1_000_000, 1_000_000 + CHUNK_RELOAD_GUARD_MS, false)).toBe(false);
  });

  it('recognises failed chunk loads of each browser, nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/_astro/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('service worker policy', () => {
  const origin = 'https://meble.example';
  const get = (path: string, mode = 'no-cors') => ({ method: 'GET', url: `${origin}${path}`, mode });

  it('assets cache first, pages network first, images kept and refreshed, the API and admin never', () => {
    expect(strategyFor(get('/_astro/page.B1x.js'), origin)).toBe('cache-first');
    expect(strategyFor(get('/de/produkte/', 'navigate'), origin)).toBe('network-first');
    expect(strategyFor(get('/media/cache/resolve/general_desktop/uploads/a.jpg'), origin)).toBe('stale-while-revalidate');
    expect(strategyFor(get('/favicon.png'), origin)).toBe('stale-while-revalidate');
    expect(strategyFor(get('/api/products', 'cors'), origin)).toBe('none');
    expect(strategyFor(get('/api/search', 'navigate'), origin)).toBe('none');
    expect(strategyFor(get('/admin/pages/1', 'navigate'), origin)).toBe('none');
    expect(strategyFor(get('/sw.js'), origin)).toBe('none');
    expect(strategyFor({ method: 'POST', url: `${origin}/de/`, mode: 'navigate' }, origin)).toBe('none');
    expect(strategyFor({ method: 'GET', url: 'https://www.googletagmanager.com/gtm.js', mode: 'no-cors' }, origin)).toBe('none');
  });

  it('the offline page of the path locale, else the default locale first', () => {
    const pages = [
      { prefix: '/en', path: '/en/offline/' },
      { prefix: '/de', path: '/de/offline/' },
    ];
    expect(offlinePageFor('/de/produkte/', pages)).toBe('/de/offline/');
    expect(offlinePageFor('/de', pages)).toBe('/de/offline/');
    expect(offlinePageFor('/deutsch/', pages)).toBe('/en/offline/');
    expect(offlinePageFor('/x/', [{ prefix: '', path: '/offline/' }])).toBe('/offline/');
  });

  it('finds the build assets a page needs, once each', () => {
    const html =
      '<link rel="stylesheet" href="/_astro/site.Ab1.css"><script type="module" src="/_astro/page.C2.js"></script>' +
      '<link rel="modulepreload" href="/_astro/page.C2.js"><img src="/media/a.jpg"><a href="/_astro/x.js?v=1">';
    expect(assetsOf(html)).toEqual(['/_astro/site.Ab1.css', '/_astro/page.C2.js']);
  });

  it('finds the modules a build module imports statically, not those it loads on demand', () => {
    // As the bundler writes them: a dependency map of preloads, named and bare imports, dynamic imports.
    const source =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/step-list.J21.js"])))=>i.map(i=>d[i]);\n' +
      'import{i as e,n as t}from"./chunk-reload.1-am.js";import"./scroll-rules.D2x.js";' +
      'import { a } from \'../_astro/atom.H1.js\';import{t as o}from"./chunk-reload.1-am.js";' +
      'const l=()=>import(`./whole-list.Bi.js`);const s="import ./not-a-module";import"./other/../../outside.js";';
    expect(moduleImportsOf(source, '/_astro/AppShell.w8.js')).toEqual([
      '/_astro/chunk-reload.1-am.js',
      '/_astro/scroll-rules.D2x.js',
      '/_astro/atom.H1.js',
    ]);
    expect(moduleImportsOf('export const a=1;', '/_astro/a.js')).toEqual([]);
  });

  it('picks the build assets of this origin among the addresses a page loaded', () => {
    const loaded = [
      `${origin}/_astro/page.C2.js`,
      `${origin}/_astro/site.Ab1.css`,
      `${origin}/_astro/page.C2.js`,
      `${origin}/_astro/Island.B1.js?astro-retry=1`,
      `${origin}/media/a.jpg`,
      'https://www.googletagmanager.com/_astro/gtm.js',
      `${origin}/api/menus`,
    ];
    expect(buildAssetsAmong(loaded, origin)).toEqual(['/_astro/page.C2.js', '/_astro/site.Ab1.css']);
  });

  it('keeps only complete successful same-origin responses', () => {
    expect(isCacheable({ ok: true, status: 200, type: 'basic' })).toBe(true);
    expect(isCacheable({ ok: true, status: 206, type: 'basic' })).toBe(false);
    expect(isCacheable({ ok: false, status: 404, type: 'basic' })).toBe(false);
    expect(isCacheable({ ok: false, status: 0, type: 'opaque' })).toBe(false);
  });

  it('the worker version follows the pages: same pages, same version; a changed page, a new one', () => {
    const target = { prefixed: true, locales: ['en', 'de'] as const, defaultLocale: 'en' as const };
    const a = serviceWorkerConfig({ ...target, locales: [...target.locales] }, { '/en/': { hash: '1' }, '/de/': { hash: '2' } });
    const b = serviceWorkerConfig({ ...target, locales: [...target.locales] }, { '/de/': { hash: '2' }, '/en/': { hash: '1' } });
    const c = serviceWorkerConfig({ ...target, locales: [...target.locales] }, { '/en/': { hash: '1' }, '/de/': { hash: '3' } });
    expect(a.version).toBe(b.version);
    expect(c.version).not.toBe(a.version);
    expect(a.precache).toEqual(['/en/', '/en/offline/', '/de/', '/de/offline/']);
    expect(a.offlinePages[1]).toEqual({ prefix: '/de', path: '/de/offline/' });
    const single = serviceWorkerConfig({ prefixed: false, locales: ['no'], defaultLocale: 'no' }, {});
    expect(single.precache).toEqual(['/', '/offline/']);
  });
});

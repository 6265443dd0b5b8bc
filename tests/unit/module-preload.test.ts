import { describe, expect, it } from 'vitest';
import { createModuleGraph, eagerIslandModules, withModulePreloads } from '#builder/generator/module-preload.ts';

const modules: Record<string, string> = {
  '/_astro/Header.A1.js': 'import{a as e}from"./atom.B2.js";import"./basket.C3.js";e();',
  '/_astro/atom.B2.js': 'export const a=()=>{};',
  '/_astro/basket.C3.js': 'import{a}from"./atom.B2.js";const l=()=>import("./lazy.D4.js");',
  '/_astro/Search.E5.js': 'import{j}from"./jsx.F6.js";import{x}from"./gone.Z9.js";export default j;',
  '/_astro/jsx.F6.js': 'export const j=1;',
  '/_astro/client.G7.js': 'import{j}from"./jsx.F6.js";',
  '/_astro/Form.H8.js': 'export default 1;',
  '/_astro/lazy.D4.js': 'export const z=1;',
};
const reads: string[] = [];
const graph = () =>
  createModuleGraph(async (url) => {
    reads.push(url);
    return modules[url] ?? null;
  });

const page = `<!DOCTYPE html><html><head><title>Krzesło żółte – Стул</title>
<script>document.documentElement.dataset.js=''</script>
<link rel="stylesheet" href="/_astro/site.css">
</head><body>
<script type="module" src="/_astro/Header.A1.js"></script>
<astro-island uid="1" component-url="/_astro/Search.E5.js" renderer-url="/_astro/client.G7.js" props="{&quot;a&quot;:[0,&quot;&gt;&quot;]}" client="only" opts="{}"></astro-island>
<astro-island uid="2" component-url="/_astro/Form.H8.js" renderer-url="/_astro/client.G7.js" props="{}" client="visible"></astro-island>
</body></html>`;

describe('module preloads', () => {
  it('takes the islands that load at once, not those that wait, nor module scripts', () => {
    expect(eagerIslandModules(page)).toEqual(['/_astro/Search.E5.js', '/_astro/client.G7.js']);
    expect(eagerIslandModules(page.replace('client="visible"', 'client="load"'))).toContain('/_astro/Form.H8.js');
    expect(eagerIslandModules('<script src="/legacy.js"></script><script type="module">import "/x.js"</script>')).toEqual([]);
  });

  it('walks static imports breadth first, once per module, leaving out dynamic imports and reporting what is missing', async () => {
    reads.length = 0;
    const walk = graph();
    const first = await walk.closure(['/_astro/Header.A1.js', '/_astro/Search.E5.js']);
    expect(first.modules).toEqual([
      '/_astro/Header.A1.js',
      '/_astro/Search.E5.js',
      '/_astro/atom.B2.js',
      '/_astro/basket.C3.js',
      '/_astro/jsx.F6.js',
    ]);
    expect(first.missing).toEqual(['/_astro/gone.Z9.js']);
    await walk.closure(['/_astro/Header.A1.js']);
    expect(reads.filter((url) => url === '/_astro/Header.A1.js')).toHaveLength(1);
  });

  it('names every module of those islands in <head>, after what is already there', async () => {
    const html = (await withModulePreloads(Buffer.from(page), graph())).toString('utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect([...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1])).toEqual([
      '/_astro/Search.E5.js',
      '/_astro/client.G7.js',
      '/_astro/jsx.F6.js',
    ]);
    expect(head.indexOf('modulepreload')).toBeGreaterThan(head.indexOf('site.css'));
    expect(html.slice(html.indexOf('</head>'))).toBe(page.slice(page.indexOf('</head>')));
    // Inserted at the byte offset of </head>, past the title's multi-byte letters: the rest is the page as it was.
    expect(html.replace(/<link rel="modulepreload"[^>]*>/g, '')).toBe(page);
  });

  it('leaves a page without such an island as it is', async () => {
    const plain =
      '<html><head><title>x</title></head><body><script type="module" src="/_astro/Header.A1.js"></script></body></html>';
    expect((await withModulePreloads(Buffer.from(plain), graph())).toString('utf8')).toBe(plain);
  });
});

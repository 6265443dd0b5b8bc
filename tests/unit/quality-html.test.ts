import { describe, expect, it } from 'vitest';
import { decodeEntities, isJavaScript, parseHtml, srcsetUrls } from '#quality/html.ts';

describe('the quality gates’ HTML tokenizer', () => {
  it('reads tags, attributes (quoted, unquoted, boolean, entities) and raw text', () => {
    const elements = parseHtml(
      `<!doctype html><!-- <script src="/commented.js"></script> --><html lang=pl><head><title>A &amp; B</title>
      <script>if (a < b && c > "</div>") {}</script><script type="application/ld+json">{"a":"<b>"}</script>
      <link rel='stylesheet' href="/a.css?x=1&amp;y=2"></head><body data-layout="with sub navigation" data-page-type=article>
      <img src="/a.jpg" alt="a > b" width=10 height="20" loading=lazy><input disabled></body></html>`,
    );
    expect(elements.map((e) => e.tag)).toEqual(['html', 'head', 'title', 'script', 'script', 'link', 'body', 'img', 'input']);
    const [html, , title, script, json, link, body, img, input] = elements;
    expect(html?.attrs).toEqual({ lang: 'pl' });
    expect(title?.text).toBe('A & B');
    expect(script?.text).toBe('if (a < b && c > "</div>") {}');
    expect(script && isJavaScript(script)).toBe(true);
    expect(json && isJavaScript(json)).toBe(false);
    expect(link?.attrs.href).toBe('/a.css?x=1&y=2');
    expect(link?.inHead).toBe(true);
    expect(body?.attrs).toEqual({ 'data-layout': 'with sub navigation', 'data-page-type': 'article' });
    expect(img?.attrs).toEqual({ src: '/a.jpg', alt: 'a > b', width: '10', height: '20', loading: 'lazy' });
    expect(img?.inHead).toBe(false);
    expect(input?.attrs).toEqual({ disabled: '' });
  });

  it('counts the astro-island elements around a tag', () => {
    const elements = parseHtml(
      '<body><astro-island><form></form><astro-island><input></astro-island></astro-island><form></form>',
    );
    expect(elements.map((e) => `${e.tag}:${e.islandDepth}`)).toEqual([
      'body:0',
      'astro-island:0',
      'form:1',
      'astro-island:1',
      'input:2',
      'form:0',
    ]);
  });

  it('treats head tags before <body> as head content when <head> is implied', () => {
    const [script, img] = parseHtml('<script src="/a.js"></script><body><img src="/b.jpg">');
    expect(script?.inHead).toBe(true);
    expect(img?.inHead).toBe(false);
  });

  it('decodes entities and splits srcset', () => {
    expect(decodeEntities('&lt;&#65;&#x42;&quot;&unknown;')).toBe('<AB"&unknown;');
    expect(srcsetUrls('/a.jpg 1x, /b.jpg 2x,/c.jpg')).toEqual(['/a.jpg', '/b.jpg', '/c.jpg']);
  });
});

import { describe, expect, it } from 'vitest';
import { BLOCK_SCHEMAS } from '#contract/blocks.ts';
import { ProductSchema } from '#contract/schemas/catalogue.ts';
import { PageDataSchema } from '#contract/schemas/content.ts';
import { MenuSchema } from '#contract/schemas/menus.ts';
import { guardContent } from '#src/data/content-client.ts';
import { sanitizeRichText } from '#src/data/rich-text.ts';
import { safeUrl } from '#src/data/safe-url.ts';
import * as v from 'valibot';
import { HTML_PAYLOADS, OFF_SITE_URL_PAYLOADS, URL_PAYLOADS, liveScriptIn, offSiteRelativeLinksIn } from '../fixtures/xss.ts';

describe('URL guard', () => {
  it('keeps http(s), mailto, tel and site-relative URLs', () => {
    for (const url of [
      'https://www.example.com/a?b=c#d',
      'http://example.com',
      'mailto:biuro@example.com',
      'tel:+48 22 384 97 13',
      '/produkty/krzesla/',
      '/uploads/files/a.pdf?download',
      '#section',
      '?page=2',
      'kolekcje/cubo',
      '/%5Cnot-a-host/',
    ]) {
      expect(safeUrl(url), url).toBe(url);
    }
    expect(safeUrl('  /kontakt  ')).toBe('/kontakt');
    expect(safeUrl('/produkty\\krzesla')).toBe('/produkty/krzesla');
  });

  it('refuses scheme-relative URLs in every spelling: internal links are paths, external ones absolute', () => {
    for (const url of [
      ...OFF_SITE_URL_PAYLOADS,
      '//evil.example/x',
      '//cdn.example.com/a.jpg',
      '/\\evil.example/',
      '\\\\evil.example',
      '\\/evil.example',
      ' //evil.example',
      '/\t/evil.example',
      'https:evil.example',
      'http:/evil.example',
      'https:///evil.example',
      'https:\\\\evil.example',
    ]) {
      expect(safeUrl(url), JSON.stringify(url)).toBeNull();
    }
    // The finder the build scan uses sees each of them where a browser would.
    for (const url of OFF_SITE_URL_PAYLOADS) expect(offSiteRelativeLinksIn(`<a href="${url}">x</a>`), url).toHaveLength(1);
    expect(offSiteRelativeLinksIn('<a href="/pl/">x</a><img src="https://cdn.example/a.jpg">')).toEqual([]);
  });

  it('refuses every script-capable URL, whatever its spelling', () => {
    for (const url of URL_PAYLOADS) expect(safeUrl(url), JSON.stringify(url)).toBeNull();
    for (const url of ['file:///etc/passwd', 'ftp://example.com', 'blob:https://x/1', 'jav\u0000ascript:1', 'javascript:']) {
      expect(safeUrl(url), JSON.stringify(url)).toBeNull();
    }
  });
});

describe('rich text sanitizer', () => {
  it('leaves legitimate CMS markup as it is', () => {
    const html =
      '<h2>Ergonomia</h2><p>Krzesło <strong>Juno</strong> z <a href="/kolekcje/juno">kolekcji</a>.</p><ul><li>Mechanizm</li></ul>' +
      '<p><a href="https://example.com" target="_blank">zewnętrzny</a> <a href="mailto:a@b.pl">e-mail</a></p>';
    const { html: out, report } = sanitizeRichText(html);
    expect(out).toBe(html.replace('target="_blank"', 'target="_blank" rel="noopener noreferrer"'));
    expect(report.removed).toEqual([]);
  });

  it('removes every payload that could run, keeping the text around it', () => {
    for (const payload of HTML_PAYLOADS) {
      const { html, report } = sanitizeRichText(`<p>before</p>${payload}<p>after</p>`);
      expect(liveScriptIn(html), payload).toEqual([]);
      expect(html, payload).not.toMatch(/<(script|iframe|object|embed|form|style|base|meta|svg|math|input)\b/i);
      expect(html).toContain('<p>before</p>');
      expect(html).toContain('<p>after</p>');
      expect(report.removed.length, payload).toBeGreaterThan(0);
    }
  });
});

describe('content guard', () => {
  const menu = {
    id: 1,
    name: 'main_menu',
    children: [
      {
        id: 1,
        name: 'Produkty',
        url: '/produkty',
        target: null,
        locale: 'pl',
        cssClass: null,
        type: null,
        group: null,
        typeReferenceId: null,
        children: [
          {
            id: 2,
            name: 'Zły',
            url: ' javascript:__xss(1)',
            target: null,
            locale: 'pl',
            cssClass: null,
            type: null,
            group: null,
            typeReferenceId: null,
            children: [],
          },
        ],
      },
    ],
  };

  it('refuses URLs in nested menu items, reporting the field', () => {
    const { value, issues } = guardContent(MenuSchema, v.parse(MenuSchema, menu));
    expect(value.children[0]?.url).toBe('/produkty');
    expect(value.children[0]?.children[0]?.url).toBe('');
    expect(issues).toEqual([{ field: 'children.0.children.0.url', message: 'refused URL " javascript:__xss(1)"' }]);
  });

  it('sanitizes rich text and nulls a nullable URL of a product', () => {
    const product = {
      id: 1,
      name: 'Juno',
      slug: 'juno',
      path: 'krzesla/juno',
      category: { id: 3, slug: 'krzesla', path: 'krzesla', name: 'Krzesła' },
      shortDescription: '',
      description: '<p>ok</p><img src=x onerror=__xss(1)>',
      productConfiguratorUrl: 'JaVaScRiPt:__xss(2)',
    };
    const parsed = v.safeParse(ProductSchema, product);
    if (!parsed.success) return expect.fail(v.summarize(parsed.issues));
    const { value, issues } = guardContent(ProductSchema, parsed.output);
    expect(value.description).toBe('<p>ok</p><img src="x" />');
    expect(value.productConfiguratorUrl).toBeNull();
    expect(issues.map((i) => i.field).sort()).toEqual(['description', 'productConfiguratorUrl']);
  });

  it('walks page blocks with their own schemas', () => {
    const page = {
      id: 1,
      title: 'Home',
      seoTitle: null,
      seoDescription: null,
      seoImageSrc: 'javascript:__xss(3)',
      layout: null,
      blocks: [
        { id: 1, type: 'rich_text', title: null, content: '<p>hi</p><script>__xss(4)</script>' },
        { id: 2, type: 'unknown_block', content: '<script>left for the registry to skip</script>' },
      ],
    };
    const { value, issues } = guardContent(PageDataSchema, v.parse(PageDataSchema, page));
    expect(value.seoImageSrc).toBeNull();
    expect(value.blocks[0]).toMatchObject({ content: '<p>hi</p>' });
    expect(issues.map((i) => i.field)).toEqual(['seoImageSrc', 'blocks.0.content']);
    expect(BLOCK_SCHEMAS).not.toHaveProperty('unknown_block');
  });

  it('returns the same objects when nothing needs guarding', () => {
    const parsed = v.parse(MenuSchema, { ...menu, children: [] });
    expect(guardContent(MenuSchema, parsed).value).toBe(parsed);
  });
});

import { describe, expect, it } from 'vitest';
import { localizeHtmlLinks, stripTags } from '#src/utils/rich-text-html.ts';
import { createLinks } from '#src/routing/links.ts';

describe('CMS rich-text links', () => {
  const de = createLinks({ prefixed: true }, 'de', []);
  const pl = createLinks({ prefixed: false }, 'pl', []);

  it('puts internal paths under the locale prefix with a trailing slash', () => {
    const html =
      '<p>Siehe <a href="/showrooms">Showrooms</a>, <a class="x" href=\'/produkte/stuehle?farbe=rot#top\'>Stühle</a> und <a href="/de/ueber-uns">uns</a>.</p>';
    expect(localizeHtmlLinks(html, de.path, '/de')).toBe(
      '<p>Siehe <a href="/de/showrooms/">Showrooms</a>, <a class="x" href=\'/de/produkte/stuehle/?farbe=rot#top\'>Stühle</a> und <a href="/de/ueber-uns/">uns</a>.</p>',
    );
  });

  it('only adds the trailing slash at the root and leaves files, proxied paths and other links alone', () => {
    const html =
      '<a href="/salony">a</a><a href="/uploads/files/1-katalog.pdf">b</a><a href="/api/products">c</a><a href="//cdn.example.com/x">d</a><a href="https://example.com/x">e</a><a href="#top">f</a><a href="/">g</a><img src="/salony">';
    expect(localizeHtmlLinks(html, pl.path, '')).toBe(
      '<a href="/salony/">a</a><a href="/uploads/files/1-katalog.pdf">b</a><a href="/api/products">c</a><a href="//cdn.example.com/x">d</a><a href="https://example.com/x">e</a><a href="#top">f</a><a href="/">g</a><img src="/salony">',
    );
  });

  it('rewrites the href attribute itself, never text inside another attribute that looks like one', () => {
    const html = `<p><a title="see href='/salony'" href="/showrooms">Salons</a> <a data-x='a href="/x"' href='/y'>y</a></p>`;
    expect(localizeHtmlLinks(html, de.path, '/de')).toBe(
      `<p><a title="see href='/salony'" href="/de/showrooms/">Salons</a> <a data-x='a href="/x"' href='/de/y/'>y</a></p>`,
    );
  });

  it('reads entities in a link and writes a rewritten one back escaped', () => {
    const html = '<a href="/produkty?a=1&amp;b=2">a</a><a href="/o&#45;firmie">b</a><a href="/pliki#&quot;x&quot;">c</a>';
    expect(localizeHtmlLinks(html, de.path, '/de')).toBe(
      '<a href="/de/produkty/?a=1&amp;b=2">a</a><a href="/de/o-firmie/">b</a><a href="/de/pliki/#&quot;x&quot;">c</a>',
    );
  });

  it('leaves text, comments and other elements alone, and keeps the source bytes around each link', () => {
    const html = '<!-- <a href="/c"> --><p>a href="/t" <b href="/b">b</b></p><A HREF=/unquoted>u</A><a href="/x" hidden>x</a>';
    expect(localizeHtmlLinks(html, de.path, '/de')).toBe(
      '<!-- <a href="/c"> --><p>a href="/t" <b href="/b">b</b></p><A HREF="/de/unquoted/">u</A><a href="/de/x/" hidden>x</a>',
    );
  });
});

describe('plain text of CMS rich text', () => {
  it('takes text, not markup: attributes holding ">", comments, script and style are no text', () => {
    expect(stripTags('<p title="a > b">Oak</p><!-- <b>draft</b> --><script>x()</script><style>p{}</style><p>felt</p>')).toBe(
      'Oak felt',
    );
  });

  it('separates words at line breaks and block ends, joins them across inline tags, decodes every entity', () => {
    expect(stripTags('<h2>Kora</h2><p>one<br class="x">two<BR/>th<b>ree</b></p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Kora one two three a b',
    );
    expect(stripTags('<p>Caf&eacute; &ndash; 5&nbsp;m&sup2; &#x1F600; &#xFFFFFFFF;</p>')).toBe('Café – 5 m² 😀 \uFFFD');
  });
});

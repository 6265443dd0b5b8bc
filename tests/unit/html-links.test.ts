import { describe, expect, it } from 'vitest';
import { localizeHtmlLinks } from '#src/utils/html.ts';
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
});

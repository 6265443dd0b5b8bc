/** What the integrity rules read from a page's HTML: title, description, canonicals, alternates, references. */
import config from '../../quality.config.ts';
import { pagePathOf } from '../dist.ts';
import { hasToken, parseHtml, srcsetUrls } from '../html.ts';

export type RefKind = 'a' | 'asset';

export interface PageRef {
  kind: RefKind;
  /** The attribute value as written. */
  url: string;
  /** e.g. 'img src', 'link stylesheet'. */
  via: string;
}

export interface Hreflang {
  hreflang: string;
  href: string;
}

export interface PageDoc {
  file: string;
  /** The path the page is served at. */
  path: string;
  error: boolean;
  noindex: boolean;
  title: string | null;
  description: string | null;
  lang: string | null;
  canonicals: string[];
  alternates: Hreflang[];
  refs: PageRef[];
  base: string | null;
}

const LINK_ASSET_RELS = ['stylesheet', 'icon', 'apple-touch-icon', 'manifest', 'preload', 'modulepreload', 'mask-icon'];

/** What the integrity rules need from a page's HTML. */
export function readPageDoc(file: string, html: string, errorPage: RegExp = config.integrity.errorPage): PageDoc {
  const pagePath = pagePathOf(file);
  const doc: PageDoc = {
    file,
    path: pagePath,
    error: errorPage.test(pagePath.replace(/\/$/, '')) || errorPage.test(pagePath),
    noindex: false,
    title: null,
    description: null,
    lang: null,
    canonicals: [],
    alternates: [],
    refs: [],
    base: null,
  };
  const asset = (url: string | undefined, via: string) => {
    if (url?.trim()) doc.refs.push({ kind: 'asset', url: url.trim(), via });
  };
  for (const element of parseHtml(html)) {
    const { attrs } = element;
    switch (element.tag) {
      case 'html':
        doc.lang = attrs.lang ?? null;
        break;
      case 'base':
        doc.base = attrs.href ?? null;
        break;
      case 'title':
        if (doc.title === null) doc.title = (element.text ?? '').replace(/\s+/g, ' ').trim();
        break;
      case 'meta': {
        const name = (attrs.name ?? '').toLowerCase();
        if (name === 'description' && doc.description === null) doc.description = (attrs.content ?? '').trim();
        if (name === 'robots' && /noindex/i.test(attrs.content ?? '')) doc.noindex = true;
        if ((attrs.property ?? '') === 'og:image') asset(attrs.content, 'og:image');
        break;
      }
      case 'link': {
        const rel = attrs.rel;
        if (hasToken(rel, 'canonical')) doc.canonicals.push(attrs.href ?? '');
        else if (hasToken(rel, 'alternate') && attrs.hreflang !== undefined)
          doc.alternates.push({ hreflang: attrs.hreflang, href: attrs.href ?? '' });
        else if (LINK_ASSET_RELS.some((r) => hasToken(rel, r))) asset(attrs.href, `link ${rel}`);
        break;
      }
      case 'a':
        if (attrs.href !== undefined) doc.refs.push({ kind: 'a', url: attrs.href.trim(), via: 'a href' });
        break;
      case 'img':
      case 'source':
        asset(attrs.src, `${element.tag} src`);
        for (const url of srcsetUrls(attrs.srcset ?? '')) asset(url, `${element.tag} srcset`);
        break;
      case 'script':
        asset(attrs.src, 'script src');
        break;
      case 'video':
      case 'audio':
        asset(attrs.src, `${element.tag} src`);
        asset(attrs.poster, `${element.tag} poster`);
        break;
      case 'iframe':
        asset(attrs.src, 'iframe src');
        break;
    }
  }
  return doc;
}

/** Small view helpers of the layouts (pure). */
import type { Links } from '../routing/links.ts';
import type { Translate } from '../i18n/translator.ts';

/**
 * Link of a collection's designer: `designer.link` is a slug or a path (designers link to
 * {designer}/{slug}); a slug goes through the designer route, a path or URL is used as it is.
 */
export function designerHref(link: string | null | undefined, links: Pick<Links, 'detail' | 'href'>): string | null {
  const value = (link ?? '').trim();
  if (!value) return null;
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(value) || value.startsWith('/')) return links.href(value);
  return links.detail('designer', value);
}

/**
 * A translated sentence around a value that renders as markup (e.g. "Published on {{date}}" with a <time>):
 * the text before and after the placeholder.
 */
export function splitAround(t: Translate, key: string, name: string): { before: string; after: string } {
  const marker = '\u0000';
  const text = t(key, { [name]: marker });
  const index = text.indexOf(marker);
  if (index === -1) return { before: '', after: '' };
  return { before: text.slice(0, index), after: text.slice(index + marker.length) };
}

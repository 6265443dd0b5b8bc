/** Small, safe HTML for rich-text fields: <p>, <ul><li>, <strong>, <h2>/<h3>, <a href> to internal paths. */
import type { Section } from './text/types.ts';

export const esc = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const p = (text: string): string => `<p>${esc(text)}</p>`;
export const ul = (items: readonly string[]): string => `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
export const h = (level: 2 | 3, text: string): string => `<h${level}>${esc(text)}</h${level}>`;
export const a = (href: string, text: string): string => `<a href="${esc(href)}">${esc(text)}</a>`;

/** Escapes `text`, then turns `**bold**` into <strong> and `[[key|label]]` into a link to `link(key)`. */
export function markup(text: string, link: (key: string) => string | null): string {
  return esc(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/\[\[([A-Za-z]+)\|(.+?)\]\]/g, (_m, key: string, label: string) => {
      const href = link(key);
      return href ? `<a href="${esc(href)}">${label}</a>` : label;
    });
}

export function renderSections(
  sections: readonly Section[],
  link: (key: string) => string | null,
  headingLevel: 2 | 3 = 2,
): string {
  let out = '';
  for (const s of sections) {
    if (s.heading) out += h(headingLevel, s.heading);
    for (const para of s.paras) out += `<p>${markup(para, link)}</p>`;
    if (s.list?.length) out += `<ul>${s.list.map((i) => `<li>${markup(i, link)}</li>`).join('')}</ul>`;
  }
  return out;
}

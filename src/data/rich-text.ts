/**
 * Rich text from the CMS is data, never code: it is rendered as markup only after this allowlist sanitizer
 * (sanitize-html, which parses with htmlparser2 on the server: no DOM, fast, maintained). Kept: the text
 * structure editors use (headings, paragraphs, lists, emphasis, quotes, tables, figures, images, links) with
 * the attributes they need. Dropped: scripts, styles, frames, forms, every event handler and `style`
 * attribute, and every link or media URL the URL guard (safe-url.ts) refuses; such a link keeps its text.
 */
import sanitizeHtml from 'sanitize-html';
import { safeUrl } from './safe-url.ts';

const ALLOWED_TAGS = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'div', 'span'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'q', 'cite', 'abbr', 'time'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ...['figure', 'figcaption', 'img', 'a'],
];

const URL_ATTRIBUTES: Record<string, string> = { a: 'href', img: 'src' };

/** What the sanitizer removed, for the build warning. */
export interface RichTextReport {
  removed: string[];
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    '*': ['lang', 'dir', 'title'],
    a: ['href', 'target', 'rel', 'hreflang'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    ol: ['start', 'reversed', 'type'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    time: ['datetime'],
    abbr: ['title'],
  },
  // The URL guard decides (transformTags below); sanitize-html's own scheme check stays as a second net.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  // Text inside dropped script-like elements is dropped with them.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'iframe', 'object', 'svg', 'math'],
  enforceHtmlBoundary: false,
  // An image whose URL was refused has nothing left to show.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The sanitized HTML of a rich-text field, and what was removed from it. */
export function sanitizeRichText(html: string): { html: string; report: RichTextReport } {
  const removed = new Set<string>();
  const output = sanitizeHtml(html, {
    ...OPTIONS,
    onOpenTag: (tag, attributes) => {
      if (!ALLOWED_TAGS.includes(tag)) removed.add(`<${tag}>`);
      for (const name of Object.keys(attributes)) {
        if (/^on/i.test(name) || name === 'style' || name === 'srcset' || /^(xlink:)?href$|^(form)?action$/.test(name)) {
          if (!(name === 'href' && tag === 'a')) removed.add(`${name}=`);
        }
      }
    },
    transformTags: {
      '*': (tagName, attribs) => {
        const urlAttribute = URL_ATTRIBUTES[tagName];
        if (!urlAttribute || attribs[urlAttribute] === undefined) return { tagName, attribs };
        const guarded = safeUrl(attribs[urlAttribute]);
        const next = { ...attribs };
        if (guarded === null) {
          removed.add(`${urlAttribute}="${attribs[urlAttribute].slice(0, 40)}"`);
          delete next[urlAttribute];
        } else {
          next[urlAttribute] = guarded;
        }
        // A link that opens a new tab cannot reach back into this page.
        if (tagName === 'a' && next.target === '_blank') next.rel = 'noopener noreferrer';
        return { tagName, attribs: next };
      },
    },
  });
  return { html: output, report: { removed: [...removed] } };
}

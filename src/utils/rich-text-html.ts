/**
 * CMS rich text (HTML already sanitized at the content boundary, src/data/rich-text.ts) read with htmlparser2,
 * the parser sanitize-html uses: its plain text, and its links localized for a page. A parser rather than
 * patterns, because only a tokenizer knows what is an attribute (`title="see href='/x'"` holds no link), a
 * comment or script text. Server-side only: islands import src/utils/html.ts, which stays free of it.
 */
import { Parser } from 'htmlparser2';
import { localizeHref } from './html.ts';

/** Elements whose end separates words in plain text. */
const BLOCK_ENDS = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Elements whose text is not text of the page. */
const HIDDEN_TEXT = new Set(['script', 'style']);

/** Plain text of an HTML fragment (tags removed, entities decoded, line breaks and block ends as spaces, whitespace collapsed). */
export function stripTags(html: string): string {
  let text = '';
  let hidden = 0;
  const parser = new Parser({
    onopentag(name) {
      if (HIDDEN_TEXT.has(name)) hidden++;
      else if (name === 'br') text += ' ';
    },
    ontext(data) {
      if (hidden === 0) text += data;
    },
    onclosetag(name) {
      if (HIDDEN_TEXT.has(name)) hidden--;
      if (HIDDEN_TEXT.has(name) || BLOCK_ENDS.has(name)) text += ' ';
    },
  });
  parser.end(html);
  return text.replace(/\s+/g, ' ').trim();
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** An attribute value written back within `quote` as sanitize-html writes one: `&`, `<`, `>` and the quote escaped. */
function attributeText(value: string, quote: '"' | "'"): string {
  return value.replace(quote === '"' ? /[&<>"]/g : /[&<>']/g, (c) => ESCAPES[c] as string);
}

/**
 * The `href` of every `<a>` of a fragment, localized with localizeHref (a path of the locale gets the page's
 * locale prefix and a trailing slash). Only the value of a link that changes is rewritten (and quoted if it was
 * not); every other byte stays as written.
 */
export function localizeHtmlLinks(html: string, toPath: (localPath: string) => string, prefix: string): string {
  if (!/href/i.test(html)) return html;
  const edits: { start: number; end: number; text: string }[] = [];
  let tag = '';
  const parser = new Parser({
    onopentagname(name) {
      tag = name;
    },
    onattribute(name, href, quote) {
      if (tag !== 'a' || name !== 'href') return;
      const localized = localizeHref(href, toPath, prefix);
      if (localized === href) return;
      // The parser reports the attribute from its name to after its closing quote (or its last character).
      const quoted = quote === '"' || quote === "'";
      const end = quoted ? parser.endIndex - 1 : parser.endIndex;
      let start = html.indexOf('=', parser.startIndex) + 1;
      while (/\s/.test(html[start] ?? '')) start++;
      if (quoted) start++;
      edits.push({ start, end, text: quoted ? attributeText(localized, quote) : `"${attributeText(localized, '"')}"` });
    },
  });
  parser.end(html);
  let result = '';
  let from = 0;
  for (const edit of edits) {
    result += html.slice(from, edit.start) + edit.text;
    from = edit.end;
  }
  return result + html.slice(from);
}

/**
 * A small HTML tokenizer for the quality gates: the start tags of a built page with their attributes, the
 * text of script/style/title elements, whether a tag sits in <head> and how many <astro-island> elements
 * enclose it. Enough for Astro's well-formed output; not a full HTML5 parser (no implied end tags, no
 * foreign content), which the gates do not need.
 */

export interface HtmlElement {
  /** Lower-case tag name. */
  tag: string;
  /** Attributes with entity-decoded values; a boolean attribute has the value ''. Names are lower-case. */
  attrs: Record<string, string>;
  /** Content of script, style, title and textarea elements (title/textarea entity-decoded). */
  text?: string;
  /** Whether the tag appears between <head> and </head> (or before <body> when <head> is implied). */
  inHead: boolean;
  /** Number of <astro-island> elements around this tag (an island itself counts the islands around it). */
  islandDepth: number;
  /** Offset of the tag in the source. */
  offset: number;
}

const RAW_TEXT = new Set(['script', 'style']);
const RCDATA = new Set(['title', 'textarea']);
const CLOSING: Record<string, RegExp> = Object.fromEntries([...RAW_TEXT, ...RCDATA].map((t) => [t, new RegExp(`</${t}`, 'gi')]));
const HEAD_TAGS = new Set(['script', 'link', 'meta', 'title', 'style', 'base']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

function isSpace(c: string | undefined): boolean {
  return c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';
}

/** Parses attributes from `start` up to the end of the tag; returns them and the offset after '>'. */
function parseAttributes(html: string, start: number): { attrs: Record<string, string>; end: number } {
  const attrs: Record<string, string> = {};
  let i = start;
  const n = html.length;
  while (i < n) {
    while (i < n && (isSpace(html[i]) || html[i] === '/')) i++;
    if (i >= n) break;
    if (html[i] === '>') return { attrs, end: i + 1 };
    let j = i;
    while (j < n && !isSpace(html[j]) && html[j] !== '>' && html[j] !== '=' && !(html[j] === '/' && html[j + 1] === '>')) j++;
    const name = html.slice(i, j).toLowerCase();
    i = j;
    while (i < n && isSpace(html[i])) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < n && isSpace(html[i])) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close < 0 ? n : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        let k = i;
        while (k < n && !isSpace(html[k]) && html[k] !== '>') k++;
        value = html.slice(i, k);
        i = k;
      }
    }
    if (name && !(name in attrs)) attrs[name] = decodeEntities(value);
  }
  return { attrs, end: n };
}

/** Every start tag of a document, in source order. */
export function parseHtml(html: string): HtmlElement[] {
  const elements: HtmlElement[] = [];
  let inHead = false;
  let seenBody = false;
  let headClosed = false;
  let islandDepth = 0;
  let i = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? n : end + 3;
      continue;
    }
    const next = html[lt + 1];
    if (next === '!' || next === '?') {
      const end = html.indexOf('>', lt);
      i = end < 0 ? n : end + 1;
      continue;
    }
    if (next === '/') {
      const match = /^<\/([a-zA-Z][^\s/>]*)/.exec(html.slice(lt, lt + 64));
      const end = html.indexOf('>', lt);
      i = end < 0 ? n : end + 1;
      const name = match?.[1]?.toLowerCase();
      if (name === 'head') {
        inHead = false;
        headClosed = true;
      }
      if (name === 'astro-island' && islandDepth > 0) islandDepth--;
      continue;
    }
    const match = /^<([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(lt, lt + 64));
    if (!match?.[1]) {
      i = lt + 1;
      continue;
    }
    const tag = match[1].toLowerCase();
    if (tag === 'head') inHead = true;
    if (tag === 'body') {
      inHead = false;
      seenBody = true;
    }
    // Head content before an implied <head> (no <head> tag) still counts as head until <body>.
    const headLike = inHead || (!seenBody && !headClosed && HEAD_TAGS.has(tag));
    const { attrs, end } = parseAttributes(html, lt + 1 + tag.length);
    const element: HtmlElement = { tag, attrs, inHead: headLike, islandDepth, offset: lt };
    elements.push(element);
    i = end;
    if (RAW_TEXT.has(tag) || RCDATA.has(tag)) {
      // Not html.toLowerCase().indexOf(): lower-casing a whole non-Latin-1 document costs seconds in V8.
      const closing = CLOSING[tag] as RegExp;
      closing.lastIndex = end;
      const close = closing.exec(html)?.index ?? -1;
      const stop = close < 0 ? n : close;
      const text = html.slice(end, stop);
      element.text = RCDATA.has(tag) ? decodeEntities(text) : text;
      const after = close < 0 ? n : html.indexOf('>', close);
      i = after < 0 ? n : after + 1;
    }
    if (tag === 'astro-island') islandDepth++;
  }
  return elements;
}

/** Whether a space-separated attribute (rel) holds a token. */
export function hasToken(value: string | undefined, token: string): boolean {
  return (value ?? '').toLowerCase().split(/\s+/).includes(token);
}

/** URLs of a srcset attribute. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

const JS_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

/** Whether a <script> element runs JavaScript (not JSON-LD, templates, import maps…). */
export function isJavaScript(element: HtmlElement): boolean {
  return JS_TYPES.has((element.attrs.type ?? '').trim().toLowerCase());
}

/** Attributes of the <body> element (data-layout, data-page-type), or {}. */
export function bodyAttributes(elements: readonly HtmlElement[]): Record<string, string> {
  return elements.find((e) => e.tag === 'body')?.attrs ?? {};
}

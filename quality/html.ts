/**
 * The quality gates' view of a built page, read with htmlparser2 (the parser sanitize-html uses): its start
 * tags with their attributes, the text of script/style/title/textarea elements, whether a tag sits in <head>
 * and how many <astro-island> elements enclose it.
 */
import { Parser } from 'htmlparser2';

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

const TEXT_ELEMENTS = new Set(['script', 'style', 'title', 'textarea']);
/** Elements whose text holds entities (script and style text is taken as written). */
const RCDATA = new Set(['title', 'textarea']);
const HEAD_TAGS = new Set(['script', 'link', 'meta', 'title', 'style', 'base']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes numeric entities and the named ones XML has (and &nbsp;): what Astro writes in attributes and titles, and sitemaps hold. */
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

/**
 * Every start tag of a document, in source order. htmlparser2 leaves entities to decodeEntities: decoding them
 * itself, its tokenizer walks attribute values (an island's props run to kilobytes) character by character,
 * which doubled the time to read a site.
 */
export function parseHtml(html: string): HtmlElement[] {
  const elements: HtmlElement[] = [];
  let inHead = false;
  let seenBody = false;
  let headClosed = false;
  let islandDepth = 0;
  let withText: HtmlElement | undefined;
  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        if (tag === 'head') inHead = true;
        if (tag === 'body') {
          inHead = false;
          seenBody = true;
        }
        // Head content before an implied <head> (no <head> tag) still counts as head until <body>.
        const headLike = inHead || (!seenBody && !headClosed && HEAD_TAGS.has(tag));
        for (const name in attrs) attrs[name] = decodeEntities(attrs[name] as string);
        const element: HtmlElement = { tag, attrs, inHead: headLike, islandDepth, offset: parser.startIndex };
        elements.push(element);
        if (TEXT_ELEMENTS.has(tag)) {
          element.text = '';
          withText = element;
        }
        if (tag === 'astro-island') islandDepth++;
      },
      ontext(text) {
        if (withText) withText.text += text;
      },
      onclosetag(tag) {
        if (tag === withText?.tag) {
          if (RCDATA.has(tag)) withText.text = decodeEntities(withText.text ?? '');
          withText = undefined;
        }
        if (tag === 'head') {
          inHead = false;
          headClosed = true;
        }
        if (tag === 'astro-island' && islandDepth > 0) islandDepth--;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
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

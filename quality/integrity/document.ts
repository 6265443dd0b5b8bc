/**
 * DOCUMENT    every built page (error and noindex pages too) is one well-formed HTML document, as a browser's
 *             parser reads it: nothing but whitespace after `</html>`, one `<html>`, one `<head>` and one `<body>`
 *             start tag, and no parse error from parse5, a parser that follows the HTML standard's algorithm.
 *             A browser recovers from a script after `</html>` by moving it into the body, but validators and
 *             anything that post-processes the HTML (the CSP hash scan, module preloads, a CDN's rewriting)
 *             stop there or see a script where there should be none.
 *
 * parse5's error callback reports the tokenizer's errors (missing doctype, a non-void element written
 * self-closing, a duplicate attribute, …), not the tree builder's (a second `<body>`, content after
 * `</html>`), so those are counted from the tags the parser is handed.
 */
import { type DefaultTreeAdapterMap, Parser, type ParserError, type Token } from 'parse5';
import type { AddProblem } from './problems.ts';

const COUNTED = ['html', 'head', 'body'] as const;
type Counted = (typeof COUNTED)[number];

/** The parser, counting the start tags of the document's frame and noting where `</html>` ends. */
class FrameCountingParser extends Parser<DefaultTreeAdapterMap> {
  readonly starts: Record<Counted, number> = { html: 0, head: 0, body: 0 };
  htmlEnd: number | null = null;

  override onStartTag(token: Token.TagToken): void {
    if ((COUNTED as readonly string[]).includes(token.tagName)) this.starts[token.tagName as Counted]++;
    super.onStartTag(token);
  }

  override onEndTag(token: Token.TagToken): void {
    if (token.tagName === 'html' && this.htmlEnd === null) this.htmlEnd = token.location?.endOffset ?? null;
    super.onEndTag(token);
  }
}

/** At most this much of a fragment is quoted in a message. */
const EXCERPT = 80;
const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT)}…` : flat;
};

/** What is wrong with a page's HTML as a document; empty when nothing is. */
export function documentProblems(html: string): string[] {
  const errors: ParserError[] = [];
  const parser = new FrameCountingParser({ sourceCodeLocationInfo: true, onParseError: (error) => errors.push(error) });
  parser.tokenizer.write(html, true);
  const problems: string[] = [];
  if (parser.htmlEnd !== null && html.slice(parser.htmlEnd).trim() !== '') {
    problems.push(`content after </html>: ${excerpt(html.slice(parser.htmlEnd))}`);
  }
  for (const tag of COUNTED) {
    const count = parser.starts[tag];
    if (count !== 1) problems.push(count === 0 ? `no <${tag}> tag` : `${count} <${tag}> tags`);
  }
  const [first, ...more] = errors;
  if (first) {
    const at = `line ${first.startLine}, column ${first.startCol}`;
    const others = more.length > 0 ? ` (and ${more.length} more: ${[...new Set(more.map((e) => e.code))].join(', ')})` : '';
    problems.push(
      `parse error ${first.code} at ${at}: ${excerpt(html.slice(first.startOffset, first.startOffset + EXCERPT))}${others}`,
    );
  }
  return problems;
}

/** One DOCUMENT problem per finding on the page (its served path). */
export function checkDocument(page: string, html: string, add: AddProblem): void {
  for (const message of documentProblems(html)) add('DOCUMENT', page, message);
}

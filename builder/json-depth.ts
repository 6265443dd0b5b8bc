/**
 * How deep a JSON text nests, checked on the text before it is parsed: a small body can nest thousands of
 * levels (40 KB of `[`), which parses fine but overflows the stack of anything that walks the value
 * recursively afterwards (JSON.stringify in an error message, a validator). Refusing it up front keeps such a
 * body a 400 rather than a 500.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/** True when arrays and objects nest deeper than `limit` anywhere in `text` (brackets inside strings are text). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (OPENERS.has(c)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(c)) {
      depth--;
    }
  }
  return false;
}

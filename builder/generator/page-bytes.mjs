// @ts-check

/**
 * Astro renders a whole (non-streamed) page by appending every chunk to one string and encoding it at the end.
 * Our pages are 30-290 KB of HTML with characters beyond Latin-1 (every locale switcher names Čeština and
 * Русский), so that string, once flattened for encoding, is a two-byte string of 60-580 KB: V8 allocates it
 * in its large-object space, one mapping of its own per page, unmapped again at the next scavenge. On these
 * virtual machines each unmapping of a multi-threaded process interrupts the other core to flush its TLB; a
 * full build spent some 5% of its CPU there and in the page faults of the fresh mappings.
 *
 * This plugin of the renderer's build makes a page's renderer encode what it has gathered every PIECE
 * characters and join the bytes at the end: the same bytes, built from regular heap strings. It changes
 * Astro's `renderStreamToString` for pages only (`isPage`; Astro's page renderer then takes the bytes as the
 * response body) and fails the build when Astro's code no longer reads as expected, so an upgrade of Astro
 * is looked at again instead of silently losing (or breaking) this.
 */

/** Characters gathered before they are encoded: 32 KB as a two-byte string, well inside V8's regular pages. */
const PIECE = 16_384;

const RENDER_MODULE = /\/astro\/dist\/runtime\/server\/render\/astro\/render\.js$/;

/**
 * Astro 7's text, each piece replaced as a whole (the declaration, the append, the return).
 * @type {ReadonlyArray<readonly [string, string]>}
 */
const ORIGINAL = [
  [
    '  let str = "";\n  let renderedFirstPageChunk = false;',
    '  let str = "";\n  const pieces = isPage ? [] : null;\n  let renderedFirstPageChunk = false;',
  ],
  [
    '      str += chunkToString(result, chunk);\n    }\n  };\n  await renderStreaming(templateResult, result, destination);\n  return str;\n}',
    `      const text = chunkToString(result, chunk);
      if (pieces === null) {
        str += text;
        return;
      }
      // A long chunk is encoded on its own rather than joined (and so copied) into a longer string.
      if (text.length >= ${PIECE} && str) encodePiece();
      str += text;
      if (str.length >= ${PIECE}) encodePiece();
    }
  };
  const encodePiece = () => {
    // A high surrogate ending a piece waits for its pair: encoded apart, each would become U+FFFD.
    const last = str.charCodeAt(str.length - 1);
    const cut = last >= 0xd800 && last <= 0xdbff ? str.length - 1 : str.length;
    pieces.push(encoder.encode(str.slice(0, cut)));
    str = str.slice(cut);
  };
  await renderStreaming(templateResult, result, destination);
  if (pieces === null || pieces.length === 0) return str;
  if (str) pieces.push(encoder.encode(str));
  let length = 0;
  for (const piece of pieces) length += piece.length;
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const piece of pieces) {
    bytes.set(piece, offset);
    offset += piece.length;
  }
  return bytes;
}`,
  ],
];

/**
 * Astro's render module with pages encoded piece by piece.
 * @param {string} code the module's text
 * @returns {string}
 */
export function encodePagesInPieces(code) {
  const start = code.indexOf('async function renderStreamToString(result, templateResult, isPage) {');
  const end = code.indexOf('async function renderStreamToStream(', start);
  if (start < 0 || end < 0 || !/\bimport\s*{[^}]*\bencoder\b[^}]*}/.test(code)) {
    throw new Error(mismatch('renderStreamToString or its encoder import is not where it was'));
  }
  let body = code.slice(start, end);
  for (const [before, after] of ORIGINAL) {
    if (body.split(before).length !== 2) throw new Error(mismatch(`expected once: ${JSON.stringify(before.slice(0, 40))}`));
    body = body.replace(before, () => after);
  }
  return code.slice(0, start) + body + code.slice(end);
}

/** @param {string} what */
function mismatch(what) {
  return `page-bytes (builder/generator/page-bytes.mjs): Astro's render module changed (${what}). Check whether Astro still flattens a page into one string before encoding it, then adapt or drop this plugin.`;
}

/** @type {import('vite').Plugin} */
export const pageBytes = {
  name: 'page-bytes',
  apply: 'build',
  transform(code, id) {
    return RENDER_MODULE.test(id.split('?')[0] ?? id) ? { code: encodePagesInPieces(code), map: null } : null;
  },
};

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { encodePagesInPieces, pageBytes } from '#builder/generator/page-bytes.mjs';

const renderModulePath = createRequire(import.meta.url).resolve('astro/runtime/server/render/astro/render.js');
const astroRenderModule = readFileSync(renderModulePath, 'utf8');

type RenderStreamToString = (result: object, chunks: string[], isPage: boolean) => Promise<string | Uint8Array>;

/** The patched `renderStreamToString` of the installed Astro, over a stand-in stream of text chunks. */
function patchedRenderStreamToString(): RenderStreamToString {
  const code = encodePagesInPieces(astroRenderModule);
  const start = code.indexOf('async function renderStreamToString(');
  const source = code.slice(start, code.indexOf('async function renderStreamToStream(', start));
  return new Function(
    'chunkToString',
    'renderStreaming',
    'encoder',
    'bufferHeadContent',
    'DOCTYPE_EXP',
    `${source}; return renderStreamToString;`,
  )(
    (_result: object, chunk: string) => chunk,
    async (chunks: string[], _result: object, destination: { write(chunk: string): void }) => {
      for (const chunk of chunks) destination.write(chunk);
    },
    new TextEncoder(),
    async () => {},
    /<!doctype html/i,
  );
}

describe('page-bytes: a page encoded piece by piece', () => {
  const render = patchedRenderStreamToString();
  const result = { compressHTML: true, partial: false };

  it('gives the bytes of the whole page, whatever the chunks', async () => {
    const chunks = [
      '<html lang="cs"><body>',
      'Čeština, Русский, '.repeat(2000), // longer than a piece on its own
      // An emoji split across two chunks, its high surrogate ending a piece: the pair must stay whole.
      `${'x'.repeat(16_383)}\uD83D`,
      '\uDE00',
      ' ok '.repeat(5000),
      '</body></html>',
    ];
    const page = await render(result, chunks, true);
    expect(page).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(page as Uint8Array).toString('utf8')).toBe(`<!DOCTYPE html>${chunks.join('')}`);
    expect(Buffer.from(page as Uint8Array).includes(Buffer.from('\u{1F600}'))).toBe(true);
  });

  it("leaves Astro's other uses (a component rendered to a string) as they were", async () => {
    expect(await render(result, ['<p>', 'ą'.repeat(40_000), '</p>'], false)).toBe(`<p>${'ą'.repeat(40_000)}</p>`);
  });

  it('keeps a short page a string, which Astro encodes as before', async () => {
    expect(await render(result, ['<html>', '</html>'], true)).toBe('<!DOCTYPE html><html></html>');
  });

  it("fails the renderer's build, naming itself, when Astro's code no longer reads as expected", () => {
    expect(() => encodePagesInPieces(astroRenderModule.replace('  return str;\n}', '  return String(str);\n}'))).toThrow(
      /page-bytes \(builder\/generator\/page-bytes\.mjs\): Astro's render module changed/,
    );
    expect(() => encodePagesInPieces('export const nothing = 1;')).toThrow(/renderStreamToString/);
  });

  it("transforms Astro's render module only", () => {
    const transform = pageBytes.transform as (code: string, id: string) => { code: string } | null;
    expect(transform('export {}', '/x/node_modules/astro/dist/runtime/server/render/page.js')).toBeNull();
    expect(transform(astroRenderModule, renderModulePath)?.code).toContain('encodePiece');
  });
});

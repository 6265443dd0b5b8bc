import { describe, expect, it } from 'vitest';
import { importsOf, readSource, sourceFiles } from './source-imports.ts';

// Astro orders a page's CSS by the first import path it walks from each stylesheet up to the page, taking
// importers in file-name order: imported by a layout, the global stylesheet would lead the cascade or not
// depending on file names. So every page entry that renders a document imports it itself, first.
describe('the global stylesheet', () => {
  const entries = sourceFiles('src/pages').filter((file) =>
    importsOf(file, readSource(file)).some((imp) => imp.to.startsWith('src/layouts/')),
  );

  it('is imported first by every page entry that renders a document', () => {
    expect(entries.length).toBeGreaterThanOrEqual(5);
    const first = entries.map((file) => [file, importsOf(file, readSource(file))[0]?.to]);
    expect(first).toEqual(entries.map((file) => [file, 'src/styles/global.css']));
  });

  it('is imported by no component or layout (only by the page entries)', () => {
    const importers = ['src/layouts', 'src/components', 'src/blocks']
      .flatMap(sourceFiles)
      .filter((file) => importsOf(file, readSource(file)).some((imp) => imp.to === 'src/styles/global.css'));
    expect(importers).toEqual([]);
  });
});

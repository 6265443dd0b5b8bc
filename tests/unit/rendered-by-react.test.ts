import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderedByReact } from '#src/components/ui/rendered-by-react.ts';
import { readSource, runtimeImportsOf, sourceFiles } from './source-imports.ts';

const ASTRO_RENDERER = Symbol.for('astro:renderer');

describe('React components that Astro pages render', () => {
  it('carry React as their renderer, so Astro does not render each once more to ask', () => {
    const component = () => null;
    renderedByReact(component);
    renderedByReact(component);
    expect((component as unknown as Record<symbol, string>)[ASTRO_RENDERER]).toBe('@astrojs/react');
  });

  it('are all marked where they are defined', () => {
    // A .tsx component an .astro template uses as a tag; one only handed to staticReactHtml is React's alone.
    const rendered = new Set(
      sourceFiles('src')
        .filter((file) => file.endsWith('.astro'))
        .flatMap((file) => {
          const text = readSource(file);
          const template = text.slice(text.indexOf('---', 3) + 3);
          return runtimeImportsOf(file, text, 'frontmatter')
            .map((i) => i.to)
            .filter((to) => to.endsWith('.tsx') && new RegExp(`<${path.basename(to, '.tsx')}[\\s/>]`).test(template));
        }),
    );
    expect(rendered.size).toBeGreaterThan(0);
    const unmarked = [...rendered].filter(
      (file) => !/^if \(import\.meta\.env\.SSR\) renderedByReact\(\w+\);$/m.test(readSource(file)),
    );
    expect(unmarked).toEqual([]);
  });
});

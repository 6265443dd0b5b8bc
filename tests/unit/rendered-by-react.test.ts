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
    const rendered = new Set(
      sourceFiles('src')
        .filter((file) => file.endsWith('.astro'))
        .flatMap((file) => runtimeImportsOf(file, readSource(file), 'frontmatter').map((i) => i.to))
        .filter((to) => to.endsWith('.tsx')),
    );
    expect(rendered.size).toBeGreaterThan(0);
    const unmarked = [...rendered].filter(
      (file) => !/^if \(import\.meta\.env\.SSR\) renderedByReact\(\w+\);$/m.test(readSource(file)),
    );
    expect(unmarked).toEqual([]);
  });
});

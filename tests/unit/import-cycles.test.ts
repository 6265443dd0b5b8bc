import { describe, expect, it } from 'vitest';
import { folderCycles, importsOf, readSource, sourceFiles } from './source-imports.ts';

// The folders of src/ stand in layers (view below layouts, layouts above components, stores below data, …): an
// import from a lower folder back into a higher one makes two folders that can only be understood, moved or
// tested together. This fails on any such loop and names the imports that close it.
describe('import cycles between src/ folders', () => {
  it('finds a loop and names the imports that close it', () => {
    const imports = [
      ...importsOf(
        'src/layouts/ErrorPage.astro',
        "---\nimport Header from '../components/header/Header.astro';\n---\n<Header />",
      ),
      ...importsOf('src/components/header/Header.astro', "---\nimport type { X } from '../../layouts/context.ts';\n---\n"),
      ...importsOf('src/view/page-model.ts', "import type { Links } from '#src/routing/links.ts';"),
      ...importsOf('src/routing/links.ts', 'export type Links = string;'),
    ];
    expect(folderCycles(imports)).toEqual([
      {
        folders: ['components', 'layouts'],
        imports: [
          'src/components/header/Header.astro -> ../../layouts/context.ts',
          'src/layouts/ErrorPage.astro -> ../components/header/Header.astro',
        ],
      },
    ]);
  });

  it('reads the imports of .astro scripts and dynamic imports, not inline scripts or markup', () => {
    const astro = [
      '---',
      "import A from '../a/A.astro';",
      '---',
      '<p>import x from "../not/markup.ts"</p>',
      "<script>\n  import { b } from '../b/b.ts';\n  void import('../c/c.ts');\n</script>",
      "<script is:inline>import('../not/inline.ts')</script>",
    ].join('\n');
    expect(importsOf('src/x/X.astro', astro).map((i) => i.to)).toEqual(['src/a/A.astro', 'src/b/b.ts', 'src/c/c.ts']);
  });

  it('src/ has none', () => {
    const imports = sourceFiles('src').flatMap((file) => importsOf(file, readSource(file)));
    expect(imports.length).toBeGreaterThan(500);
    expect(folderCycles(imports)).toEqual([]);
  });
});

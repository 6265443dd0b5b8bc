import { describe, expect, it } from 'vitest';
import { currentMarkers, menuHrefs } from '#src/components/navigation/menu.ts';
import { computeOnce, renderOnce } from '#src/components/ui/render-once.ts';
import type { MenuItem } from '#contract/schemas/menus.ts';

const item = (url: string | null, children: MenuItem[] = []) =>
  ({ id: 1, name: url ?? '-', url, children }) as unknown as MenuItem;
const links = { href: (url: string) => (url.startsWith('/') ? `/en${url}/` : url) };

describe('what a menu rendering depends on', () => {
  const menu = [item('/products', [item('/products/seating'), item(null)]), item('https://shop.example/'), item('/about')];

  it('lists every link of the tree, depth first', () => {
    expect(menuHrefs(menu, links)).toEqual([
      '/en/products/',
      '/en/products/seating/',
      null,
      'https://shop.example/',
      '/en/about/',
    ]);
  });

  it('marks the current page and its ancestors: pages elsewhere share one key', () => {
    const hrefs = menuHrefs(menu, links);
    expect(currentMarkers(hrefs, '/en/products/seating/chairs/', '/en/')).toBe('aa---');
    expect(currentMarkers(hrefs, '/en/products/', '/en/')).toBe('p----');
    expect(currentMarkers(hrefs, '/en/news/1/', '/en/')).toBe('-----');
    expect(currentMarkers(hrefs, '/en/contact/', '/en/')).toBe('-----');
    // The home page is the current page of a link to it, never an ancestor of every page.
    expect(currentMarkers(['/en/', '/en/about/'], '/en/about/', '/en/')).toBe('-p');
    expect(currentMarkers(['/en/', '/en/about/'], '/en/', '/en/')).toBe('p-');
  });
});

describe('renderOnce', () => {
  it('renders once per scope and key, and again for a new scope or after a failure', async () => {
    let renders = 0;
    const render = async () => `<nav>${++renders}</nav>`;
    const scope = {};
    expect(await Promise.all([renderOnce(scope, 'a', render), renderOnce(scope, 'a', render)])).toEqual([
      '<nav>1</nav>',
      '<nav>1</nav>',
    ]);
    expect(await renderOnce(scope, 'b', render)).toBe('<nav>2</nav>');
    expect(await renderOnce({}, 'a', render)).toBe('<nav>3</nav>');
    await expect(renderOnce(scope, 'c', () => Promise.reject(new Error('menu data')))).rejects.toThrow('menu data');
    expect(await renderOnce(scope, 'c', render)).toBe('<nav>4</nav>');
  });
});

describe('computeOnce', () => {
  it('works a value out once per scope and key, and again for a new scope', () => {
    let computed = 0;
    const compute = () => ++computed;
    const scope = {};
    expect([computeOnce(scope, 'links', compute), computeOnce(scope, 'links', compute)]).toEqual([1, 1]);
    expect(computeOnce(scope, 'other', compute)).toBe(2);
    expect(computeOnce({}, 'links', compute)).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { menuHrefs } from '#src/components/navigation/menu.ts';
import {
  type MenuPage,
  currentClass,
  currentSlots,
  fillCurrentSlots,
  linkCurrent,
} from '#src/components/navigation/current-slots.ts';
import { computeOnce, renderOnce } from '#src/components/ui/render-once.ts';
import type { MenuItem } from '#contract/schemas/menus.ts';

const item = (url: string | null, children: MenuItem[] = []) =>
  ({ id: 1, name: url ?? '-', url, children }) as unknown as MenuItem;
const links = { href: (url: string) => (url.startsWith('/') ? `/en${url}/` : url) };

describe('current-page slots of a menu rendered once for many pages', () => {
  const menu = [item('/products', [item('/products/seating'), item(null)]), item('https://shop.example/'), item('/about')];
  const home = () => '/en/';

  it('lists every link of the tree, depth first', () => {
    expect(menuHrefs(menu, links)).toEqual([
      '/en/products/',
      '/en/products/seating/',
      null,
      'https://shop.example/',
      '/en/about/',
    ]);
  });

  /**
   * A menu's markup as a component renders it for a page: its links with aria-current, the toggle of the
   * products panel with is-active (the attribute orders of MenuLink.astro and class:list).
   */
  const menuMarkup = (page: MenuPage) => {
    const hrefs = menuHrefs(menu, links);
    const anchor = (href: string | null) => {
      const current = linkCurrent(page, href);
      return `<a class="x" href="${href}"${current === undefined ? '' : ` aria-current="${current}"`} data-astro-cid-1>`;
    };
    const active = currentClass(page, menuHrefs(menu.slice(0, 1), links), 'is-active');
    return `<summary class="${['main-nav__link', 'chevron', active].filter(Boolean).join(' ')}">${hrefs.map(anchor).join('')}`;
  };

  it('fills each page’s slots as that page alone renders its menu', () => {
    const record = currentSlots();
    const shared = menuMarkup({ currentPath: '/en/', links: { home }, currentSlots: record });
    // links that can never be current (none, external) get no slot
    expect(record.slots.map((slot) => slot.kind)).toEqual(['class', 'link', 'link', 'link']);
    expect(shared).not.toContain('aria-current="page"');
    for (const currentPath of [
      '/en/products/seating/chairs/',
      '/en/products/',
      '/en/about/',
      '/en/',
      '/en/news/1/',
      '/en/products',
    ]) {
      const alone = menuMarkup({ currentPath, links: { home } });
      expect(fillCurrentSlots(shared, record, currentPath, '/en/'), currentPath).toBe(alone);
    }
    // what a page alone renders, spelled out for one page: ancestors are "true", the panel's toggle active
    expect(fillCurrentSlots(shared, record, '/en/products/seating/chairs/', '/en/')).toBe(
      '<summary class="main-nav__link chevron is-active">' +
        '<a class="x" href="/en/products/" aria-current="true" data-astro-cid-1>' +
        '<a class="x" href="/en/products/seating/" aria-current="true" data-astro-cid-1>' +
        '<a class="x" href="null" data-astro-cid-1>' +
        '<a class="x" href="https://shop.example/" data-astro-cid-1>' +
        '<a class="x" href="/en/about/" data-astro-cid-1>',
    );
  });

  it('marks the home page only as itself, never as an ancestor of every page', () => {
    const record = currentSlots();
    const page = (currentPath: string) => ({ currentPath, links: { home }, currentSlots: record });
    const shared = ` aria-current="${linkCurrent(page('/en/'), '/en/')}"`;
    expect(fillCurrentSlots(shared, record, '/en/about/', '/en/')).toBe('');
    expect(fillCurrentSlots(shared, record, '/en/', '/en/')).toBe(' aria-current="page"');
  });

  it('leaves text that only looks like a slot alone, and refuses a slot it did not record', () => {
    const record = currentSlots();
    expect(fillCurrentSlots('<p>current-slot-0 "</p>', record, '/en/', '/en/')).toBe('<p>current-slot-0 "</p>');
    expect(() => fillCurrentSlots('<a aria-current="current-slot-3">', record, '/en/', '/en/')).toThrow(
      /no such current-page slot/,
    );
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

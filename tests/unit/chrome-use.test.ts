import { describe, expect, it } from 'vitest';
import { computeOnce } from '#src/components/ui/render-once.ts';
import {
  inSharedPart,
  isTrackedChrome,
  menuFact,
  newChromeUse,
  recordPart,
  trackChromeUse,
  trackedChrome,
} from '#src/view/chrome-use.ts';
import type { Menu } from '#contract/schemas/menus.ts';

const menu = (name: string): Menu => ({ id: 1, name, children: [] }) as unknown as Menu;
const chromeOf = () => trackedChrome({ mainMenu: menu('main_menu'), footerTop: menu('footer_top'), footerBottom: null });
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('how a page used its menus', () => {
  it('a read outside the shared parts marks the page; one inside a part does not', async () => {
    const chrome = chromeOf();
    expect(isTrackedChrome(chrome)).toBe(true);
    expect(isTrackedChrome({})).toBe(false);
    const inside = newChromeUse();
    await trackChromeUse(inside, async () => {
      await tick();
      await inSharedPart(async () => {
        await tick();
        return chrome.mainMenu?.name;
      });
    });
    expect(inside.outside).toBe(false);
    const outside = newChromeUse();
    await trackChromeUse(outside, async () => {
      await tick();
      return chrome.footerTop;
    });
    expect(outside.outside).toBe(true);
  });

  it('pages rendering at once keep their own records', async () => {
    const chrome = chromeOf();
    const [a, b] = [newChromeUse(), newChromeUse()];
    await Promise.all([
      trackChromeUse(a, async () => {
        await tick();
        recordPart({ key: 'main-menu', shared: 's', slots: [], fill: null });
      }),
      trackChromeUse(b, async () => {
        await tick();
        return chrome.mainMenu;
      }),
    ]);
    expect([a.outside, a.parts.length, b.outside, b.parts.length]).toEqual([false, 1, true, 0]);
  });

  it('a fact is recorded by name with its value, and is no read outside', () => {
    const chrome = chromeOf();
    const use = newChromeUse();
    const value = trackChromeUse(use, () => menuFact(chrome, 'header', (menus) => ({ named: menus.mainMenu?.name })));
    expect(value).toEqual({ named: 'main_menu' });
    expect(use).toMatchObject({ outside: false, facts: { header: '{"named":"main_menu"}' } });
  });

  it('a value worked out once from the menus marks every page that uses it, not only the first', () => {
    const chrome = chromeOf();
    const derive = () => computeOnce(chrome, 'names', () => [chrome.mainMenu?.name]);
    const first = newChromeUse();
    const second = newChromeUse();
    trackChromeUse(first, derive);
    trackChromeUse(second, derive);
    expect([first.outside, second.outside]).toEqual([true, true]);
    // A kept value that reads no menus marks nobody.
    const other = newChromeUse();
    trackChromeUse(other, () => computeOnce(chrome, 'slots', () => ({ slots: [] })));
    expect(other.outside).toBe(false);
  });

  it('outside a tracked rendering (astro dev, a preview) nothing is recorded and nothing fails', () => {
    const chrome = chromeOf();
    expect(chrome.mainMenu?.name).toBe('main_menu');
    expect(menuFact(chrome, 'x', () => 1)).toBe(1);
    recordPart({ key: 'k', shared: '', slots: [], fill: null });
  });
});

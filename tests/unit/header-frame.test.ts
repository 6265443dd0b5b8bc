import { describe, expect, it } from 'vitest';
import { headerFrame } from '#src/components/header/header-frame.ts';
import type { Menu } from '#contract/schemas/menus.ts';

const menuOf = (...names: string[]) => ({ children: names.map((name) => ({ name, children: [] })) }) as unknown as Menu;

describe('what the header shows of the main menu around it', () => {
  it('a menu toggle only with entries', () => {
    expect(headerFrame(null)).toEqual({ hasMenu: false, stacked: false });
    expect(headerFrame(menuOf()).hasMenu).toBe(false);
    expect(headerFrame(menuOf('Products')).hasMenu).toBe(true);
  });

  it('stacks a menu whose labels (and their spacing) take more than 64 characters', () => {
    // 6 labels of 6 characters and 4 of spacing each: 60.
    expect(headerFrame(menuOf(...Array(6).fill('Abcdef'))).stacked).toBe(false);
    // 7: 70.
    expect(headerFrame(menuOf(...Array(7).fill('Abcdef'))).stacked).toBe(true);
  });
});

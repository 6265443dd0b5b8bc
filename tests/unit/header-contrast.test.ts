/**
 * WCAG AA contrast of the header in both modes (light or dark; forced dark while the megamenu or the basket
 * is open), of its panels and of the count badge, read from the design tokens the header styles use.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '#src/utils/colors.ts';

const css = readFileSync(new URL('../../src/styles/tokens.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const root = css.slice(css.indexOf(':root'), css.indexOf('[data-theme="dark"]'));

function token(name: string): string {
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(root)?.[1]?.trim();
  if (!value) throw new Error(`no token --${name}`);
  const ref = /^var\(--([\w-]+)\)$/.exec(value);
  return ref ? token(ref[1] as string) : value;
}

const MODES = {
  light: { bg: token('color-bg'), ink: token('color-ink'), muted: token('color-ink-muted'), accent: token('color-accent') },
  dark: { bg: token('dark-bg'), ink: token('dark-ink'), muted: token('dark-ink-muted'), accent: token('dark-accent') },
};

const ratio = (a: string, b: string) => contrastRatio(a, b) ?? 0;

describe('header contrast (AA)', () => {
  for (const [mode, c] of Object.entries(MODES)) {
    it(`${mode} mode: text 4.5:1, focus ring and badge`, () => {
      expect(ratio(c.ink, c.bg), 'menu text').toBeGreaterThanOrEqual(4.5);
      expect(ratio(c.muted, c.bg), 'secondary (additional) items').toBeGreaterThanOrEqual(4.5);
      expect(ratio(c.accent, c.bg), 'focus ring and active underline (non-text, 3:1)').toBeGreaterThanOrEqual(3);
      // The count badge: header background colour on the accent.
      expect(ratio(c.bg, c.accent), 'badge number').toBeGreaterThanOrEqual(4.5);
    });
  }

  it('the light header tokens are the light palette and dark mode swaps them all', () => {
    expect(token('header-bg')).toBe(MODES.light.bg);
    expect(token('header-ink')).toBe(MODES.light.ink);
    const dark = css.slice(css.indexOf('[data-theme="dark"]'));
    for (const name of ['header-bg', 'header-ink', 'header-ink-muted', 'header-line', 'header-accent', 'color-focus']) {
      expect(dark, name).toContain(`--${name}:`);
    }
  });

  it('the megamenu, basket panel and search modal surfaces', () => {
    // Megamenu and basket: dark surface; links hover in the dark accent; remove buttons on the hover surface.
    expect(ratio(token('dark-accent'), token('dark-bg'))).toBeGreaterThanOrEqual(4.5);
    expect(ratio(token('dark-ink'), token('dark-surface'))).toBeGreaterThanOrEqual(4.5);
    // Search modal: light sheet, placeholder in the muted ink, submit button light on ink.
    expect(ratio(token('color-ink-muted'), token('color-bg'))).toBeGreaterThanOrEqual(4.5);
    expect(ratio(token('color-bg'), token('color-ink'))).toBeGreaterThanOrEqual(4.5);
    expect(ratio(token('color-bg'), token('color-accent-strong'))).toBeGreaterThanOrEqual(4.5);
  });
});

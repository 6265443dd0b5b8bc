/**
 * Which top-level menu items fit on the desktop menu row at each width, decided at build time from the labels:
 * no script measures the menu, so nothing moves after the first paint, and it works without JavaScript. The
 * items that do not fit, taken from the end of the menu (the CMS orders it by importance), move into a "more"
 * megamenu. Label widths are estimated with the advance widths of DejaVu Sans, the widest face of the header's
 * font stack, so with the narrower faces most visitors have (Seravek, Calibri, system-ui) the estimate errs on
 * the side of folding an item too many, never of wrapping the row.
 */

/** Desktop widths from which a fold applies, up to the next one (under 1024 px the mobile menu takes over). */
export const FOLD_WIDTHS = [1024, 1280, 1440] as const;
export type FoldWidth = (typeof FOLD_WIDTHS)[number];

export interface FoldItem {
  label: string;
  /** Opens a megamenu: the label carries a chevron. */
  megamenu: boolean;
  /** Drawn after a separator line (cssClass hr). */
  separator: boolean;
}

/** Layout constants of the header (tokens.css, MainMenu.astro), as functions of the viewport width. */
const clamp = (min: number, value: number, max: number) => Math.min(Math.max(value, min), max);
/** --gutter: clamp(1rem, 0.4rem + 2.6vw, 3rem); the row is the wide container (max 1600 px). */
const rowWidth = (viewport: number) => Math.min(viewport - 2 * clamp(16, 6.4 + 0.026 * viewport, 48), 1600);
/** The list's gap and a separator's padding: clamp(0.25rem, 1vw, 1.25rem). */
const gapAt = (viewport: number) => clamp(4, 0.01 * viewport, 20);
/** --step--1: clamp(0.83rem, 0.8rem + 0.13vw, 0.9rem). */
const fontAt = (viewport: number) => clamp(13.28, 12.8 + 0.0013 * viewport, 14.4);
/** Two --space-2xs of padding; the chevron with its gap. */
const PADDING = 16;
const CHEVRON = 14;
const LETTER_SPACING_EM = 0.02;
/** Room kept free on the row: the estimate is close on DejaVu Sans, not exact. */
const SAFETY = 0.04;

/** Advance width of a character in em, DejaVu Sans (rounded up by class). */
function advance(char: string): number {
  if (/[\u0400-\u04ff]/.test(char)) return char === char.toLowerCase() ? 0.64 : 0.7;
  if (/[mwMW]/.test(char)) return 0.9;
  if (/[iljtfrI\s.,:;'!|-]/.test(char)) return 0.36;
  if (char !== char.toLowerCase()) return 0.7;
  return 0.6;
}

/** Estimated width in px of a top-level item at a viewport width, gap after it not included. */
export function itemWidth(item: FoldItem, viewport: number): number {
  const font = fontAt(viewport);
  const text = [...item.label].reduce((sum, char) => sum + (advance(char) + LETTER_SPACING_EM) * font, 0);
  return text * (1 + SAFETY) + PADDING + (item.megamenu ? CHEVRON : 0) + (item.separator ? gapAt(viewport) + 1 : 0);
}

/**
 * How many items, from the start, the row shows at each fold width: all of them when they fit, else as many
 * as fit beside the "more" item (which is `more` wide, chevron included).
 */
export function visibleCounts(items: readonly FoldItem[], more: FoldItem): Record<FoldWidth, number> {
  const counts = {} as Record<FoldWidth, number>;
  for (const viewport of FOLD_WIDTHS) {
    const gap = gapAt(viewport);
    const widths = items.map((item) => itemWidth(item, viewport));
    const room = rowWidth(viewport);
    const total = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, items.length - 1);
    if (total <= room) {
      counts[viewport] = items.length;
      continue;
    }
    let used = itemWidth(more, viewport);
    let shown = 0;
    while (shown < items.length && used + gap + (widths[shown] as number) <= room) {
      used += gap + (widths[shown] as number);
      shown++;
    }
    counts[viewport] = shown;
  }
  return counts;
}

/** The fold widths at which the item at `index` is in the "more" menu rather than on the row. */
export function foldedAt(index: number, counts: Record<FoldWidth, number>): FoldWidth[] {
  return FOLD_WIDTHS.filter((width) => index >= counts[width]);
}

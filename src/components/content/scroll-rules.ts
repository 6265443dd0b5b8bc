/**
 * The rules of lists that grow as the visitor nears their end (pure, unit-tested). None of it runs for a
 * visitor who prefers reduced motion: the lists then grow by their buttons alone.
 */

/** A list grows when its "show more" button comes within this distance below the viewport. */
export const GROW_MARGIN_PX = 300;
/** ...and at most once in this time, however fast the visitor scrolls. */
export const GROW_THROTTLE_MS = 1000;

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Whether a list's "show more" button (its box in the viewport) is near enough for the list to grow: its top
 * within 300 px below the viewport, and not yet scrolled out of view above it.
 */
export function isNearEnd(button: { top: number; bottom: number }, viewportHeight: number): boolean {
  return button.top - viewportHeight <= GROW_MARGIN_PX && button.bottom > 0;
}

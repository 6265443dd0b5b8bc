/**
 * The rules of motion on scroll (pure, unit-tested): lists that grow as the visitor nears their end, cards
 * that appear as they come into view, and jump links that glide to their target. None of it runs for a
 * visitor who prefers reduced motion: the lists then grow by their buttons alone, every card is simply there
 * and a jump is the browser's instant one.
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

/** A card below the first screen fades and rises in when it comes within this distance of the viewport. */
export const APPEAR_MARGIN_PX = 100;

/**
 * Whether a card starts hidden, to appear when it comes into view: only one below the first screen (its top
 * at or past the viewport's bottom) or not laid out yet (a "show more" item still hidden, whose box is empty).
 * What the page opens with is never hidden, so the largest paint never waits for a script.
 */
export function startsHidden(box: { top: number; width: number; height: number }, viewportHeight: number): boolean {
  return box.width === 0 || box.height === 0 || box.top >= viewportHeight;
}

/** A glide to a jump link's target takes 400 ms for a short way, up to 500 ms for this distance and more. */
export const GLIDE_MIN_MS = 400;
export const GLIDE_MAX_MS = 500;
export const GLIDE_LONG_PX = 2000;
/** A glide stops with its target this far below the top of the viewport... */
export const GLIDE_OFFSET_PX = 64;

/** How long a glide over `distance` px takes: 400 ms, growing with the distance to 500 ms at 2000 px. */
export function glideDuration(distance: number): number {
  const share = Math.min(1, Math.abs(distance) / GLIDE_LONG_PX);
  return Math.round(GLIDE_MIN_MS + (GLIDE_MAX_MS - GLIDE_MIN_MS) * share);
}

/**
 * ...or right below the fixed header, where that is taller: 64 px from the top alone would put the target
 * under the desktop header (85 px; 57 px under 1024 px wide). `headerBottom` is where the fixed header ends
 * in the viewport, in px (0 while the header scrolls with the page).
 */
export function glideStop(headerBottom: number): number {
  return Math.max(GLIDE_OFFSET_PX, headerBottom);
}

/** Easing in and out (cubic): a glide starts and ends gently; `t` and the answer run from 0 to 1. */
export function easeInOut(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/**
 * A "show more" button that also works by itself: when the visitor scrolls and the button comes within 300 px
 * below the viewport, the list grows (`grow`, which reveals the next items without moving focus), at most once
 * a second (the check is throttled to a second, leading and trailing), for as long as the visitor scrolls near
 * it. Only scrolling grows a list: one whose end is near at load still opens with its first items. The button
 * stays for keyboard users, whose focus on it stops the automatic growth (their next press must not skip what
 * appeared meanwhile); with reduced motion only the button grows the list. The answer's `grew()` tells it the
 * button itself grew the list, which starts the second's rest too.
 */
import { GROW_THROTTLE_MS, REDUCED_MOTION, isNearEnd } from './scroll-rules.ts';

export interface GrowOnScroll {
  grew(): void;
}

export function growOnScroll(button: HTMLElement, grow: () => void): GrowOnScroll {
  if (window.matchMedia(REDUCED_MOTION).matches) return { grew() {} };
  let lastCheck = Number.NEGATIVE_INFINITY;
  let pending = false;
  const check = () => {
    pending = false;
    lastCheck = performance.now();
    if (button.hidden || !button.isConnected || document.activeElement === button) return;
    if (isNearEnd(button.getBoundingClientRect(), window.innerHeight)) grow();
  };
  const onScroll = () => {
    if (!button.isConnected) {
      window.removeEventListener('scroll', onScroll);
      return;
    }
    const wait = lastCheck + GROW_THROTTLE_MS - performance.now();
    if (wait <= 0) check();
    else if (!pending) {
      pending = true;
      // Timers take whole milliseconds (a fraction is cut off): round up, or the check comes before its second.
      window.setTimeout(check, Math.ceil(wait));
    }
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return {
    grew: () => {
      lastCheck = performance.now();
    },
  };
}

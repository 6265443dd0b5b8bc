/**
 * Motion on scroll, on every page (loaded by the app shell once the page is idle), and none of it for a visitor who prefers
 * reduced motion:
 * - Cards appear: a card of a list or grid (`data-appear`, put on by the card components) that lies below the
 *   first screen is hidden by this script (never in the HTML: without it everything shows) and fades and rises
 *   in as it comes within 100 px of the viewport. Cards a "show more" reveals do the same, and so do cards a
 *   list inserts later below the screen (one that lands in view shows at once, as the first screen does). Only opacity and transform change (global.css), so nothing moves the layout; print shows every card.
 * - Jump links glide: a link to a fragment of this page scrolls there in 400 to 500 ms, easing in and out, and
 *   stops with the target 64 px under the top of the viewport, or under the fixed header where that is
 *   taller. The address takes the fragment, focus moves to the target, and a wheel, a touch or a key stops
 *   the glide where it is.
 */
import { REDUCED_MOTION, APPEAR_MARGIN_PX, easeInOut, glideDuration, glideStop, startsHidden } from '../content/scroll-rules.ts';
import { isPlainClick } from '../ui/plain-click.ts';
import { jumpFragment } from './navigation-rules.ts';

const APPEAR = '[data-appear]';
/** The class that holds a card hidden until it comes into view (global.css). */
const PENDING = 'appear-pending';

function appearOnScroll(): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        entry.target.classList.remove(PENDING);
      }
    },
    { rootMargin: `${APPEAR_MARGIN_PX}px 0px` },
  );
  // Only cards below the screen, or not laid out yet, are hidden: all boxes read before any class is written
  // (one layout, not one per card).
  const hideBelowScreen = (cards: Element[]) => {
    const height = window.innerHeight;
    for (const card of cards.filter((c) => startsHidden(c.getBoundingClientRect(), height))) {
      card.classList.add(PENDING);
      observer.observe(card);
    }
  };
  hideBelowScreen([...document.querySelectorAll(APPEAR)]);
  // Cards a list inserts later (a "show more" that fetches, a filter) take the same rule where they land.
  new MutationObserver((records) => {
    const added: Element[] = [];
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(APPEAR)) added.push(node);
        added.push(...node.querySelectorAll(APPEAR));
      }
    }
    if (added.length > 0) hideBelowScreen(added);
  }).observe(document.body, { childList: true, subtree: true });
}

/** Where the fixed header ends in the viewport (0 while it scrolls with the page). */
function fixedHeaderBottom(): number {
  const frame = document.querySelector<HTMLElement>('[data-header-frame]');
  return frame && getComputedStyle(frame).position === 'fixed' ? frame.getBoundingClientRect().bottom : 0;
}

/** The glide under way, stopped by the visitor's own scrolling or the next glide. */
let stopGlide: (() => void) | null = null;

function glideTo(target: HTMLElement): void {
  stopGlide?.();
  const from = window.scrollY;
  // Aimed again every frame: the header turns fixed and compact on the way, and sections laid out only when
  // they come near (content-visibility) move the target as the glide passes them.
  const aim = () => window.scrollY + target.getBoundingClientRect().top - glideStop(fixedHeaderBottom());
  // Where the page cannot scroll that far the glide ends at its end: the duration counts the way it can go.
  const maxY = document.documentElement.scrollHeight - window.innerHeight;
  const duration = glideDuration(Math.min(maxY, Math.max(0, aim())) - from);
  const start = performance.now();
  let frame = 0;
  const stop = () => {
    window.cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.removeEventListener(type, stop);
    if (stopGlide === stop) stopGlide = null;
  };
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / duration);
    window.scrollTo({ top: from + (aim() - from) * easeInOut(progress), behavior: 'instant' });
    if (progress < 1) frame = window.requestAnimationFrame(step);
    else stop();
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
    window.addEventListener(type, stop, { passive: true });
  stopGlide = stop;
  frame = window.requestAnimationFrame(step);
}

function glideJumpLinks(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const id = jumpFragment(
      { href: link.href, target: link.target, hasDownload: link.hasAttribute('download') },
      window.location,
    );
    const target = id === null ? null : document.getElementById(id);
    // Checked at the click: a visitor who turns reduced motion on meanwhile gets the browser's instant jump.
    if (!target || window.matchMedia(REDUCED_MOTION).matches) return;
    event.preventDefault();
    // The fragment in the address and the history, without the browser's own jump.
    if (link.href === window.location.href) history.replaceState(history.state, '', link.href);
    else history.pushState(null, '', link.href);
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    glideTo(target);
  });
}

/** Starts the motion (loaded by the app shell once the page is idle); `<html data-motion>` says it runs. */
export function initScrollMotion(): void {
  if (window.matchMedia(REDUCED_MOTION).matches) return;
  if (typeof IntersectionObserver === 'function') appearOnScroll();
  glideJumpLinks();
  document.documentElement.dataset.motion = '';
}

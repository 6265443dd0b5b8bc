/**
 * What the header lays over the page: its frame, fixed once the page is scrolled, and the mobile menu overlay.
 *
 * - Sizes: `--header-slot` keeps the header's place in the page while the frame is fixed (measured with the
 *   frame static), `--header-frame-height` places the panels and the overlay below the frame.
 * - The page lock: while the mobile overlay is open, everything on the page but the header is inert and the
 *   page does not scroll (`html[data-header-lock]`).
 */
import { throttle } from '../../stores/header.ts';
import type { HeaderParts } from './header-parts.ts';

export interface FrameSizes {
  /** Whether the frame is in the page's flow (not scrolled, no mobile overlay open): its height is the slot's. */
  isStatic(): boolean;
  /** Measures the slot with the frame static (a breakpoint or window size change). */
  measureSlot(): void;
  setFrameHeight(height?: number): void;
}

/** Keeps the size properties current: the frame observed as it resizes, the slot on window resizes. */
export function observeFrameSizes({ root, frame, desktop }: HeaderParts): FrameSizes {
  const isStatic = () => !root.hasAttribute('data-scrolled') && !(root.dataset.panel === 'mobile' && !desktop.matches);
  const measureSlot = () => {
    const scrolled = root.hasAttribute('data-scrolled');
    const panel = root.dataset.panel;
    root.removeAttribute('data-scrolled');
    root.dataset.panel = 'none';
    root.style.setProperty('--header-slot', `${frame.offsetHeight}px`);
    root.toggleAttribute('data-scrolled', scrolled);
    root.dataset.panel = panel;
  };
  const setFrameHeight = (height = frame.getBoundingClientRect().height) =>
    root.style.setProperty('--header-frame-height', `${height}px`);
  if (typeof ResizeObserver === 'function') {
    // The size comes with the entry: reading offsetHeight after writing a custom property on the header would
    // force a second style and layout pass inside this callback (measured: 12 + 7 ms at start-up).
    new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? frame.getBoundingClientRect().height;
      setFrameHeight(height);
      if (isStatic()) root.style.setProperty('--header-slot', `${Math.round(height)}px`);
    }).observe(frame);
  }
  window.addEventListener('resize', throttle(measureSlot, 100), { passive: true });
  return { isStatic, measureSlot, setFrameHeight };
}

/** Locks (true) or frees the page behind the mobile overlay. */
export function createPageLock(root: HTMLElement): (lock: boolean) => void {
  let inerted: HTMLElement[] = [];
  return (lock) => {
    document.documentElement.toggleAttribute('data-header-lock', lock);
    if (lock) {
      inerted = [...document.body.children].filter(
        (el): el is HTMLElement => el instanceof HTMLElement && el !== root && !el.contains(root) && !el.inert,
      );
      for (const el of inerted) el.inert = true;
    } else {
      for (const el of inerted) el.inert = false;
      inerted = [];
    }
  };
}

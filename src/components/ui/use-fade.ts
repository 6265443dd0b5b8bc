/** Fading React views in and out with the timings of fade.ts (or a view's own). */
import { useEffect, useState } from 'react';
import { FADE_IN_DELAY_MS, FADE_OUT_MS } from './fade.ts';

/**
 * `value` as it should be rendered: kept while it fades out after becoming null. `shown` drives the CSS
 * (false while fading in or out). A change from one non-null value to another swaps at once.
 */
export function useFade<T>(
  value: T | null,
  timings: { inDelayMs: number; outMs: number } = { inDelayMs: FADE_IN_DELAY_MS, outMs: FADE_OUT_MS },
): { rendered: T | null; shown: boolean } {
  const [rendered, setRendered] = useState<T | null>(value);
  const [shown, setShown] = useState(false);
  const { inDelayMs, outMs } = timings;
  useEffect(() => {
    if (value !== null) {
      setRendered(value);
      const timer = setTimeout(() => setShown(true), inDelayMs);
      return () => clearTimeout(timer);
    }
    setShown(false);
    const timer = setTimeout(() => setRendered(null), outMs);
    return () => clearTimeout(timer);
  }, [value, inDelayMs, outMs]);
  return { rendered: value ?? rendered, shown };
}

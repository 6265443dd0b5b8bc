/**
 * Fading modals in and out: a modal appears, becomes visible about 50 ms later (the CSS transition starts
 * from its first painted frame) and on closing fades out over about 200 ms before it is removed.
 */
import { useEffect, useState } from 'react';

export const FADE_IN_DELAY_MS = 50;
export const FADE_OUT_MS = 200;

/**
 * `value` as it should be rendered: kept while it fades out after becoming null. `shown` drives the CSS
 * (false while fading in or out). A change from one non-null value to another swaps at once.
 */
export function useFade<T>(value: T | null): { rendered: T | null; shown: boolean } {
  const [rendered, setRendered] = useState<T | null>(value);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (value !== null) {
      setRendered(value);
      const timer = setTimeout(() => setShown(true), FADE_IN_DELAY_MS);
      return () => clearTimeout(timer);
    }
    setShown(false);
    const timer = setTimeout(() => setRendered(null), FADE_OUT_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return { rendered: value ?? rendered, shown };
}

/** Fading React views in and out with the timings of fade.ts. */
import { useEffect, useState } from 'react';
import { FADE_IN_DELAY_MS, FADE_OUT_MS } from './fade.ts';

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

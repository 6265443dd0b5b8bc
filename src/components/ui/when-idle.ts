/** Runs `run` once the browser is idle (at the latest after 3 s): work a page does not need to be used. */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1);
}

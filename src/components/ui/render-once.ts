/**
 * The memory of RenderOnce.astro: rendered HTML by scope object and key. A scope's HTML goes when the scope
 * does (a WeakMap), so nothing outlives the content it was rendered from.
 */
const rendered = new WeakMap<object, Map<string, Promise<string>>>();

/** `render()` once per scope and key; later calls get the first call's HTML. A failure is not kept. */
export function renderOnce(scope: object, key: string, render: () => Promise<string>): Promise<string> {
  let byKey = rendered.get(scope);
  if (!byKey) {
    byKey = new Map();
    rendered.set(scope, byKey);
  }
  let html = byKey.get(key);
  if (!html) {
    html = render();
    byKey.set(key, html);
    const keys = byKey;
    html.catch(() => keys.delete(key));
  }
  return html;
}

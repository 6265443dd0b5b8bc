import { capturingMenuReads, markMenuRead } from '../../view/chrome-use.ts';

/**
 * The memory of RenderOnce.astro: rendered HTML by scope object and key. A scope's HTML goes when the scope
 * does (a WeakMap), so nothing outlives the content it was rendered from.
 */
const rendered = new WeakMap<object, Map<string, Promise<string>>>();

/** Values worked out once per scope and key (computeOnce), kept as the HTML is. */
const computed = new WeakMap<object, Map<string, { value: unknown; readMenus: boolean }>>();

/** A memory's entries for one scope, made on first use. */
function entriesOf<V>(memory: WeakMap<object, Map<string, V>>, scope: object): Map<string, V> {
  let byKey = memory.get(scope);
  if (!byKey) {
    byKey = new Map();
    memory.set(scope, byKey);
  }
  return byKey;
}

/**
 * `compute()` once per scope and key, on the same terms as renderOnce: the key names everything the value
 * depends on besides the scope. For what the pages sharing a scope would each work out again, such as the
 * links of a locale's menus that pick a page's RenderOnce key.
 */
export function computeOnce<T>(scope: object, key: string, compute: () => T): T {
  const byKey = entriesOf(computed, scope);
  let kept = byKey.get(key);
  if (!kept) {
    kept = capturingMenuReads(compute);
    byKey.set(key, kept);
  } else if (kept.readMenus) {
    // Each page using a value worked out from the menus depends on them as the first did.
    markMenuRead();
  }
  return kept.value as T;
}

/** `render()` once per scope and key; later calls get the first call's HTML. A failure is not kept. */
export function renderOnce(scope: object, key: string, render: () => Promise<string>): Promise<string> {
  const byKey = entriesOf(rendered, scope);
  let html = byKey.get(key);
  if (!html) {
    html = render();
    byKey.set(key, html);
    html.catch(() => byKey.delete(key));
  }
  return html;
}

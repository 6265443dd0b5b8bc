/**
 * Names React as the server renderer of a React component that Astro pages render. Astro otherwise asks each
 * of its renderers whether a component is theirs, and React's answer (`check` in @astrojs/react) renders the
 * component once more, through a stream, before the real render: on every page with an island. Astro
 * reads the answer from this symbol (its `Renderer` mark, which its own JSX components carry).
 */
const ASTRO_RENDERER = Symbol.for('astro:renderer');

export function renderedByReact(component: object): void {
  if (!Object.hasOwn(component, ASTRO_RENDERER)) Object.defineProperty(component, ASTRO_RENDERER, { value: '@astrojs/react' });
}

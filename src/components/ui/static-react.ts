/**
 * The HTML of a React component the build renders and ships no script for (the product cards on product,
 * collection and list pages), through React's synchronous `renderToString`. Astro's path for a framework
 * component renders every React component through a web stream instead: each chunk encoded to bytes, its
 * byte length counted, then decoded back to text. That cost a full build about 7% of its CPU (0.66 s of
 * 9.2 s), and a component with no island gains nothing from streaming. Astro's own option for it
 * (`experimentalDisableStreaming`) drops the useId prefix its islands hydrate with, so islands keep Astro's path.
 */
import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * Resource hints React hoists out of a tree (an eager image's preload): the page's <head> has its own, so they
 * are dropped, as Astro's React renderer drops them.
 */
const HOISTED_RESOURCES = /<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g;

export function staticReactHtml<P extends object>(component: FunctionComponent<P>, props: P): string {
  return renderToString(createElement(component, props)).replace(HOISTED_RESOURCES, '');
}

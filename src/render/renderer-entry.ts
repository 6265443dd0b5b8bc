/**
 * The compiled renderer's server entry (the adapter in astro.config.mjs names it): one function that renders
 * a request with its render context, in the caller's process. The generator and the admin routes call it
 * directly, so no page is ever served on a port: nothing but the code holding a render context can ask for
 * an unpublished preview.
 */
import { createApp } from 'astro/app/entrypoint';
import islandLoader from 'astro/runtime/server/astro-island.prebuilt.js';
import { newChromeUse, trackChromeUse } from '../view/chrome-use.ts';
import { pageInlineScripts } from './page-scripts.ts';

// Whole pages: the generator writes files and the admin handler answers at once, so streaming buys nothing.
const app = createApp({ streaming: false });

/**
 * Renders `request` (the path and query are what count) with `locals.render` as the page's render context.
 * How the page used its menus is left in `locals.chromeUse` (view/chrome-use.ts).
 */
export async function render(request: Request, locals: App.Locals): Promise<Response> {
  const use = newChromeUse();
  const response = await trackChromeUse(use, () => app.render(request, { locals, routeData: app.match(request, true) }));
  locals.chromeUse = use;
  return response;
}

/**
 * Every executable inline script this renderer's pages may carry, as the code declares them: the site's own
 * (page-scripts.ts), Astro's island loader, its client directives (`client:visible`, …) and the component
 * scripts it inlined because they were small. The build allows these in the CSP and nothing else.
 */
export function declaredInlineScripts(): string[] {
  const { clientDirectives, inlinedScripts } = app.manifest;
  return [...pageInlineScripts(), islandLoader, ...clientDirectives.values(), ...inlinedScripts.values()];
}

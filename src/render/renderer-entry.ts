/**
 * The compiled renderer's server entry (the adapter in astro.config.mjs names it): one function that renders
 * a request with its render context, in the caller's process. The generator and the admin routes call it
 * directly, so no page is ever served on a port: nothing but the code holding a render context can ask for
 * an unpublished preview.
 */
import { createApp } from 'astro/app/entrypoint';
import islandLoader from 'astro/runtime/server/astro-island.prebuilt.js';
import { pageInlineScripts } from './page-scripts.ts';

// Whole pages: the generator writes files and the admin handler answers at once, so streaming buys nothing.
const app = createApp({ streaming: false });

/** Renders `request` (the path and query are what count) with `locals.render` as the page's render context. */
export function render(request: Request, locals: App.Locals): Promise<Response> {
  return app.render(request, { locals, routeData: app.match(request, true) });
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

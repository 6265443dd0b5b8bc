/**
 * The compiled renderer's server entry (the adapter in astro.config.mjs names it): one function that renders
 * a request with its render context, in the caller's process. The generator and the admin routes call it
 * directly, so no page is ever served on a port: nothing but the code holding a render context can ask for
 * an unpublished preview.
 */
import { createApp } from 'astro/app/entrypoint';

// Whole pages: the generator writes files and the admin handler answers at once, so streaming buys nothing.
const app = createApp({ streaming: false });

/** Renders `request` (the path and query are what count) with `locals.render` as the page's render context. */
export function render(request: Request, locals: App.Locals): Promise<Response> {
  return app.render(request, { locals, routeData: app.match(request, true) });
}

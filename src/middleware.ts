/**
 * Every request carries its render context in `Astro.locals.render`. The generator passes one in; under
 * `astro dev` (and Astro's own static build in the bench) it is created here from the environment.
 */
import { defineMiddleware } from 'astro:middleware';
import { renderContextFromEnv } from './render/render-context.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.render ??= await renderContextFromEnv();
  return next();
});

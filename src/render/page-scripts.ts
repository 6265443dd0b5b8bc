/**
 * The inline scripts the site's own markup writes into pages, each text in one place: the page renders it and
 * the build allows exactly it in the Content-Security-Policy (by hash). A page carrying any other executable
 * inline script fails the build (builder/generator/render-pages.ts), so content that slipped a `<script>`
 * past the sanitiser is never hashed into the policy.
 */
import { consentModeBootstrap } from '../analytics/consent-mode.ts';

/** Before the first paint: the header shows its JavaScript controls from the start (Header.astro). */
export const JS_FLAG_SCRIPT = "document.documentElement.setAttribute('data-js', '')";

/** Every inline script of the site's own markup (Astro's island loader and directives are the renderer's). */
export function pageInlineScripts(): string[] {
  return [JS_FLAG_SCRIPT, consentModeBootstrap()];
}

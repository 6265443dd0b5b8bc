/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** What the page renders from (src/render/render-context.ts). */
    render: import('./render/render-context.ts').RenderContext;
  }
}

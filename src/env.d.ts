/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** What the page renders from (src/render/context.ts). */
    render: import('./render/context.ts').RenderContext;
  }
}

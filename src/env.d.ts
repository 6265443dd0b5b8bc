/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** What the page renders from (src/render/render-context.ts). */
    render: import('./render/render-context.ts').RenderContext;
    /** How the page used its menus, left by the renderer's entry once the page is rendered (view/chrome-use.ts). */
    chromeUse?: import('./view/chrome-use.ts').ChromeUse;
  }
}

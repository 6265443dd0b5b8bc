/**
 * Loads the step lists' code (step-list.ts) only as the visitor comes near a "show more" button: within 1,000 px
 * of the viewport, before the 300 px at which a list grows by itself (a keyboard user's focus scrolls the
 * button there too). A page whose visitor never scrolls that far (the home page's showcase of realizations)
 * loads none of it. A press that comes before the code is pressed again once the code has wired the button.
 * Run by the app shell's script on every page (AppShell.astro): a few lines there cost less than a script file
 * of their own on each page with a list.
 */
import { importChunk } from '../app-shell/chunk-reload.ts';

const LOAD_MARGIN = '0px 0px 1000px 0px';

export function wireStepMoreButtons(): void {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-step-more]:not([data-wired])')];
  if (buttons.length === 0) return;
  let loading: Promise<void> | null = null;
  const load = () => {
    loading ??= importChunk(() => import('./step-list.ts')).then((module) => {
      observer.disconnect();
      module.wireStepLists();
    });
    return loading;
  };
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
    rootMargin: LOAD_MARGIN,
  });
  for (const button of buttons) {
    observer.observe(button);
    button.addEventListener(
      'click',
      () => {
        if (button.dataset.wired === undefined) void load().then(() => button.click());
      },
      { once: true },
    );
  }
}

/**
 * The one way an island that waits for the visitor is mounted. Its trigger (a few lines in the page's script)
 * imports the island's module (`<feature>-island.tsx`) on the visitor's action and calls its `open…(host, …)`;
 * that function mounts through here and then sets the store that shows the view. The island is built and
 * mounted into its host once: `start` loads what it needs (texts, the controller with the browser client) and
 * returns the element and the controller, and every later call gets the same controller. A start that fails
 * (offline, a chunk replaced by a deploy) is forgotten, so the visitor's next action tries again.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export interface StartedIsland<Controller> {
  element: ReactNode;
  /** The island's controller, returned to the trigger (which may act through it or through the store). */
  controller: Controller;
}

const started = new WeakMap<HTMLElement, Promise<unknown>>();

export function mountIsland<Controller>(
  host: HTMLElement,
  start: () => StartedIsland<Controller> | Promise<StartedIsland<Controller>>,
): Promise<Controller> {
  let mounting = started.get(host) as Promise<Controller> | undefined;
  if (!mounting) {
    mounting = Promise.resolve()
      .then(start)
      .then(({ element, controller }) => {
        createRoot(host).render(element);
        return controller;
      });
    const current = mounting;
    current.catch(() => {
      if (started.get(host) === current) started.delete(host);
    });
    started.set(host, mounting);
  }
  return mounting;
}

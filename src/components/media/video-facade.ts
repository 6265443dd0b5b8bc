/**
 * The click-to-load facade of YouTube and Vimeo movies: a plain link to the video that, with JavaScript,
 * swaps itself for the player iframe on click, so no third-party frame loads before the visitor asks.
 * Modified clicks (new tab) and visitors without JavaScript follow the link. One delegated listener, no
 * inline handler (a strict Content-Security-Policy forbids them).
 */
import { isPlainClick } from '../ui/plain-click.ts';

export function playerFrame(doc: Document, facade: HTMLAnchorElement): HTMLIFrameElement | null {
  const src = facade.dataset.embed;
  if (!src) return null;
  const frame = doc.createElement('iframe');
  frame.src = src;
  frame.title = facade.dataset.title ?? '';
  frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
  frame.allowFullscreen = true;
  frame.className = 'video__frame';
  return frame;
}

export function watchVideoFacades(root: Document = document): void {
  root.addEventListener('click', (event) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const facade = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a.video__facade[data-embed]');
    const frame = facade ? playerFrame(root, facade) : null;
    if (!facade || !frame) return;
    event.preventDefault();
    facade.replaceWith(frame);
    frame.focus();
  });
}

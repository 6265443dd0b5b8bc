/**
 * A click a page may take over: the main button without a modifier. Ctrl, Cmd, Shift or Alt (new tab, new
 * window, download) and the middle button keep the link's own behaviour.
 */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

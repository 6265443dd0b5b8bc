/** Focus helpers of modals and menus (browser only, no dependencies): the header controllers and the consent dialog. */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Whether an element is rendered (not display:none, not in a closed details, not inert). */
export function isShown(element: Element): boolean {
  if (element.closest('[inert]')) return false;
  const check = (element as HTMLElement).checkVisibility;
  return typeof check === 'function' ? check.call(element) : element.getClientRects().length > 0;
}

/** The focusable, rendered elements inside `container`, in document order. */
export function focusables(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isShown);
}

/**
 * Keeps Tab and Shift+Tab inside `elements` (in that order), wrapping at both ends. Returns whether the event was
 * handled.
 */
export function trapTab(event: KeyboardEvent, elements: readonly HTMLElement[]): boolean {
  if (event.key !== 'Tab' || elements.length === 0) return false;
  const index = elements.indexOf(document.activeElement as HTMLElement);
  const next =
    index === -1
      ? event.shiftKey
        ? elements.length - 1
        : 0
      : (index + (event.shiftKey ? -1 : 1) + elements.length) % elements.length;
  event.preventDefault();
  elements[next]?.focus();
  return true;
}

/**
 * Current-page marks of menus rendered once for many pages. A locale's main menu and footer are the same on
 * every page but for the links that are the page or lead to it (aria-current on the link, is-active on the
 * megamenu toggle above it). So they are rendered once per locale with a slot at each such place
 * (ui/RenderOnce.astro), and each page fills the slots by the rules of menu.ts: rendering them again for
 * every set of current links took a tenth of a full build.
 *
 * A slot is a token in an attribute value, which the renderer writes as is (it escapes only `&<>"'`) and
 * which content cannot forge: a `"` from content is escaped, so ` aria-current="current-slot-…"` and a
 * class list ending in `current-slot-…"` come only from here.
 */
import type { Links } from '../../routing/links.ts';
import type { CurrentSlot } from '../../view/chrome-use.ts';
import { computeOnce } from '../ui/render-once.ts';
import { ariaCurrent, ariaCurrentOf, canBeCurrent, currentStates } from './menu.ts';

/** The slots of one shared rendering, recorded as it renders (their index is in the token). */
export interface CurrentSlots {
  readonly slots: CurrentSlot[];
}

export function currentSlots(): CurrentSlots {
  return { slots: [] };
}

const TOKEN = 'current-slot-';
/** A slot where the page fills in aria-current (the whole attribute), or a class at the end of a class list. */
const SLOT = / (aria-current=")?current-slot-(\d+)"/g;

function slotToken(record: CurrentSlots, slot: CurrentSlot): string {
  return `${TOKEN}${record.slots.push(slot) - 1}`;
}

/**
 * The page menus are rendered for (a page's DocumentContext): its path, or, in a shared rendering (a document
 * made by withCurrentSlots), the slots to record instead.
 */
export interface MenuPage {
  currentPath: string;
  links: Pick<Links, 'home'>;
  currentSlots?: CurrentSlots;
}

/**
 * The document a shared rendering of `part` is made from: the page's, recording into the part's slots (one
 * record per scope, as the rendering is kept per scope).
 */
export function withCurrentSlots<D extends MenuPage>(doc: D, scope: object, part: string): D & { currentSlots: CurrentSlots } {
  return { ...doc, currentSlots: computeOnce(scope, `${part} current slots`, currentSlots) };
}

/**
 * aria-current of a menu link on the page (`page`, `true` or none). In a shared rendering, its slot: typed as
 * the value it stands for, which the page fills in before the HTML leaves the renderer.
 */
export function linkCurrent(page: MenuPage, href: string | null): 'page' | 'true' | undefined {
  if (page.currentSlots && canBeCurrent(href)) return slotToken(page.currentSlots, { kind: 'link', href }) as 'page';
  return ariaCurrent(href, page.currentPath, page.links.home());
}

/**
 * `name` when one of the links is the page or leads to it, else false; in a shared rendering its slot. The
 * slot must come last in its element's class list (class:list keeps the order).
 */
export function currentClass(page: MenuPage, hrefs: readonly (string | null)[], name: string): string | false {
  const local = hrefs.filter(canBeCurrent);
  if (page.currentSlots) return local.length > 0 && slotToken(page.currentSlots, { kind: 'class', name, hrefs: local });
  return anyCurrent(local, currentStates(page.currentPath, page.links.home())) && name;
}

/** Whether one of the links is the page or leads to it. */
function anyCurrent(hrefs: readonly string[], state: ReturnType<typeof currentStates>): boolean {
  return hrefs.some((href) => state(href) !== null);
}

/** A shared rendering's HTML for one page: each slot filled as linkCurrent and currentClass would have. */
export function fillCurrentSlots(html: string, record: CurrentSlots, currentPath: string, homePath: string): string {
  const state = currentStates(currentPath, homePath);
  return html.replace(SLOT, (token, attribute: string | undefined, index: string) => {
    const slot = record.slots[Number(index)];
    if (!slot) throw new Error(`${token.trim()}: no such current-page slot in this rendering`);
    if (slot.kind === 'link') {
      if (attribute === undefined) throw new Error(`${token.trim()}: a link's slot outside aria-current`);
      const value = ariaCurrentOf(state(slot.href));
      return value ? ` aria-current="${value}"` : '';
    }
    return anyCurrent(slot.hrefs, state) ? ` ${slot.name}"` : '"';
  });
}

/**
 * The page-level state of the app shell: whether the browser is online, and whether a navigation to another
 * page is under way (the loading bar). Written by the app-shell controllers (components/app-shell/), readable
 * by any island or header controller that needs to know (e.g. to hold a request while offline).
 */
import { atom } from 'nanostores';

export const $online = atom<boolean>(typeof navigator === 'undefined' ? true : navigator.onLine);

/** Set when a navigation to another page starts; cleared when the page is shown again (back/forward cache). */
export const $navigating = atom<boolean>(false);

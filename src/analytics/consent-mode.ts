/**
 * Google Consent Mode v2: what a visitor's cookie categories mean to the tag manager, and the head script
 * that sets the default before the tag manager loads. Pure and dependency-free: the build renders the head
 * script from it, and the consent island sends updates with it.
 */
import { COOKIES_TYPES_KEY } from './consent-keys.ts';

/** The four categories of a cookie consent, as the content API names them. */
export const CONSENT_CATEGORIES = ['necessaryConsent', 'functionalConsent', 'analyticConsent', 'advertisingConsent'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoice = Record<ConsentCategory, boolean>;

/** The Consent Mode parameters each category drives. */
export const CONSENT_MODE_PARAMETERS: Readonly<Record<ConsentCategory, readonly string[]>> = {
  advertisingConsent: ['ad_storage', 'ad_user_data', 'ad_personalization'],
  analyticConsent: ['analytics_storage'],
  functionalConsent: ['functionality_storage', 'personalization_storage'],
  necessaryConsent: ['security_storage'],
};

export type ConsentModeValue = 'granted' | 'denied';
export type ConsentModeState = Record<string, ConsentModeValue>;

/** Necessary cookies are always on, whatever a stored or sent choice says. */
export function withNecessary<T extends Partial<ConsentChoice>>(choice: T): T & { necessaryConsent: true } {
  return { ...choice, necessaryConsent: true };
}

/** Every Consent Mode parameter, granted where its category is chosen. */
export function consentModeState(choice: ConsentChoice): ConsentModeState {
  const state: ConsentModeState = {};
  const chosen = withNecessary(choice);
  for (const category of CONSENT_CATEGORIES) {
    for (const parameter of CONSENT_MODE_PARAMETERS[category]) state[parameter] = chosen[category] ? 'granted' : 'denied';
  }
  return state;
}

/** Before any choice: everything denied but security storage (what Google requires for visitors in the EEA). */
export const DEFAULT_CONSENT_MODE: ConsentModeState = /* @__PURE__ */ consentModeState({
  necessaryConsent: true,
  functionalConsent: false,
  analyticConsent: false,
  advertisingConsent: false,
});

/** How long tags that fire on load wait for the update a first-time visitor's choice brings. */
export const WAIT_FOR_UPDATE_MS = 500;

/** Sent to the tag manager when a consent is created (not on later changes). */
export const CONSENT_UPDATE_EVENT = 'cookie_consent_update';

/** How often the consent island checks whether the tag manager has loaded before it signals a choice. */
export const TAG_MANAGER_POLL_MS = 200;

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

export function tagManagerScriptUrl(containerId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/**
 * The inline head script: the dataLayer and gtag(), the consent default (a returning visitor's saved choice,
 * else the denied default with wait_for_update), then the tag manager's start event. It runs before any
 * other script and reads localStorage itself, so a returning visitor loads nothing else for consent. Its
 * text is the same on every page of a locale: the CSP allows it by hash.
 */
export function consentModeBootstrap(): string {
  const categories = JSON.stringify(CONSENT_MODE_PARAMETERS);
  const defaults = JSON.stringify({ ...DEFAULT_CONSENT_MODE, wait_for_update: WAIT_FOR_UPDATE_MS });
  return (
    `(function(w){w.dataLayer=w.dataLayer||[];w.gtag=function(){w.dataLayer.push(arguments)};` +
    `var d=${defaults},m=${categories},c=null;` +
    `try{c=JSON.parse(localStorage.getItem(${JSON.stringify(COOKIES_TYPES_KEY)}))}catch(e){}` +
    // A saved choice replaces the default; necessary storage stays granted.
    `if(c&&typeof c==='object'){d={};for(var k in m)for(var i=0;i<m[k].length;i++)` +
    `d[m[k][i]]=k==='necessaryConsent'||c[k]===true?'granted':'denied'}` +
    `w.gtag('consent','default',d);w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'})})(window);`
  );
}

/**
 * The localStorage keys of cookie consent: the saved consent (the consent object with the id the content API
 * gave it) and the older banner's flag. A module of its own: the consent gate on every page needs only these.
 */
export const COOKIES_TYPES_KEY = 'cookiesTypes';
export const COOKIES_ALLOWED_KEY = 'cookiesAllowed';

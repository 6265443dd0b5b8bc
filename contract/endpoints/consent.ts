/** Endpoints of cookie consents. */
import { item, write } from '../endpoint.ts';
import { CookieConsentSchema } from '../schemas/consent.ts';

/** A new consent; answers it with its id. */
export const cookieConsentCreate = write('cookie_consents', 'POST', '/api/cookie_consents', CookieConsentSchema);
/** Replaces a stored consent with the full object (the answer is not read). */
export const cookieConsentReplace = write('cookie_consents', 'PUT', '/api/cookie_consents/{id}', null);
export const cookieConsent = item('cookie_consents', '/api/cookie_consents/{id}', CookieConsentSchema);

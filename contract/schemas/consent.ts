/** The cookie consent record. */
import * as v from 'valibot';

export const CookieConsentSchema = v.looseObject({
  /** A random UUID: a consent is reachable only by whoever holds its id. */
  id: v.pipe(v.string(), v.uuid()),
  referral: v.string(),
  necessaryConsent: v.boolean(),
  functionalConsent: v.boolean(),
  analyticConsent: v.boolean(),
  advertisingConsent: v.boolean(),
});

export type CookieConsent = v.InferOutput<typeof CookieConsentSchema>;

/** The cookie consent record. */
import * as v from 'valibot';
import { id } from './common.ts';

export const CookieConsentSchema = v.looseObject({
  id,
  referral: v.string(),
  necessaryConsent: v.boolean(),
  functionalConsent: v.boolean(),
  analyticConsent: v.boolean(),
  advertisingConsent: v.boolean(),
});

export type CookieConsent = v.InferOutput<typeof CookieConsentSchema>;

/** Showrooms (stores), regions and job offers. */
import * as v from 'valibot';
import { html, id, isoDate, nullableString, nullableUrl } from './common.ts';

export const RegionSchema = v.looseObject({ id, name: v.string(), slug: v.string() });

export type Region = v.InferOutput<typeof RegionSchema>;

export const StoreSchema = v.looseObject({
  id,
  name: v.string(),
  type: v.optional(v.picklist(['showroom', 'dealer']), 'showroom'),
  street: v.string(),
  city: v.string(),
  postalCode: v.string(),
  region: RegionSchema,
  phone: nullableString,
  fax: nullableString,
  email: nullableString,
  website: nullableUrl,
  lat: v.optional(v.number()),
  lng: v.optional(v.number()),
});

export type Store = v.InferOutput<typeof StoreSchema>;

export const JobOfferSchema = v.looseObject({
  id,
  position: v.string(),
  /** Office or production staff. */
  worktype: v.picklist(['office', 'production']),
  region: v.string(),
  publicationDate: isoDate,
  workplace: v.string(),
  description: v.optional(html, ''),
});

export type JobOffer = v.InferOutput<typeof JobOfferSchema>;

/** Contact page data: departments, people, regions, the company contact. */
import * as v from 'valibot';
import { id, nullableImage, nullableString } from './common.ts';

export const ContactDepartmentSchema = v.looseObject({ id, name: v.string(), email: nullableString });

export const ContactPersonSchema = v.looseObject({
  id,
  name: v.string(),
  position: v.string(),
  email: nullableString,
  phone: nullableString,
  image: nullableImage,
  regionIds: v.optional(v.array(id), []),
});

export const ContactRegionSchema = v.looseObject({
  id,
  name: v.string(),
  slug: v.string(),
  /** Voivodeships (region slugs) the region's people cover. */
  regions: v.optional(v.array(v.string()), []),
});

export const ContactSchema = v.looseObject({
  id,
  name: v.string(),
  street: v.string(),
  city: v.string(),
  postalCode: v.string(),
  country: v.string(),
  phone: nullableString,
  email: nullableString,
  lat: v.number(),
  lng: v.number(),
  openingHours: nullableString,
});

export type ContactDepartment = v.InferOutput<typeof ContactDepartmentSchema>;
export type ContactPerson = v.InferOutput<typeof ContactPersonSchema>;
export type ContactRegion = v.InferOutput<typeof ContactRegionSchema>;
export type Contact = v.InferOutput<typeof ContactSchema>;

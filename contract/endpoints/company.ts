/** Endpoints of the company: patterns, showrooms and regions, job offers, contact offices and people. */
import { item } from '../endpoint.ts';
import { contentItem, contentList, WHOLE } from '../resource-endpoint.ts';
import { JobOfferSchema, RegionSchema, StoreSchema } from '../schemas/company.ts';
import { ContactDepartmentSchema, ContactPersonSchema, ContactRegionSchema, ContactSchema } from '../schemas/contact.ts';
import { PatternCategorySchema, PatternColorSchema, PatternPriceGroupSchema, PatternSchema } from '../schemas/patterns.ts';

export const patterns = contentList('patterns', PatternSchema, WHOLE);
export const patternCategories = contentList('pattern_categories', PatternCategorySchema, WHOLE);
export const patternColors = contentList('pattern_colors', PatternColorSchema);
export const patternColor = contentItem('pattern_colors', 'id', PatternColorSchema);
export const patternPriceGroups = contentList('pattern_price_groups', PatternPriceGroupSchema);
export const stores = contentList('stores', StoreSchema);
export const regions = contentList('regions', RegionSchema);
export const jobOffers = contentList('job_offers', JobOfferSchema);
/** A job offer by id (the career detail; also answered with a .json suffix, the mock variant). */
export const career = item('career', '/api/career/{id}', JobOfferSchema);
/** A contact office by id: the route planner's destination. */
export const contact = contentItem('contacts', 'id', ContactSchema);
export const contactPeople = contentList('contact_people', ContactPersonSchema, WHOLE);
export const contactRegions = contentList('contact_regions', ContactRegionSchema, WHOLE);
export const contactDepartments = contentList('contact_departments', ContactDepartmentSchema, WHOLE);

/** Patterns, showrooms, regions, job offers, career, contact data. */
import type { JobOffer, Region } from '#contract/schemas/company.ts';
import type { PatternCategory } from '#contract/schemas/patterns.ts';
import type { LocaleCatalogue, PatternRecord, StoreRecord } from '../catalogue/types.ts';
import { detailRoute, byNumericId, eq, idF, listRoute, slugF } from './helpers.ts';
import * as endpoints from '#contract/endpoints.ts';
import type { RouteDef } from './types.ts';

const PATTERNS = 'patterns';
const COMPANY = 'company';

const patterns = listRoute<PatternRecord>({
  endpoint: endpoints.patterns,
  operationId: 'getPatterns',
  summary: 'Patterns (fabrics and finishes) with category, price group, colours and files',
  tag: PATTERNS,
  type: 'Pattern',
  schema: 'Pattern',
  records: (loc) => loc.cat.patterns,
  serialize: (loc, p) => loc.ser.pattern(p),
  filters: [
    idF(),
    slugF(),
    eq<PatternRecord>('category.id', 'integer', 'Patterns of this pattern category.', (p) => p.categoryId),
    eq<PatternRecord>(
      'category.slug',
      'string',
      'Patterns of the category with this slug.',
      (p, loc) => loc.idx.byId.patternCategories.get(p.categoryId)?.slug ?? null,
    ),
    eq<PatternRecord>('priceGroup.id', 'integer', 'Patterns of this price group.', (p) => p.priceGroupId),
    eq<PatternRecord>('colors.id', 'integer', 'Patterns available in this colour.', (p) => p.colorIds),
  ],
  order: {
    id: (p) => p.id,
    name: (p) => p.name,
    code: (p) => p.code,
    position: (p, loc) => loc.ser.position(p as PatternRecord & { position?: number }),
    'priceGroup.position': (p, loc) => loc.idx.byId.patternPriceGroups.get(p.priceGroupId)?.position ?? null,
    'category.position': (p, loc) => loc.idx.byId.patternCategories.get(p.categoryId)?.position ?? null,
  },
  defaultOrder: [['position', 'asc']],
});

const patternCategories = listRoute<PatternCategory>({
  endpoint: endpoints.patternCategories,
  operationId: 'getPatternCategories',
  summary: 'Pattern categories',
  tag: PATTERNS,
  type: 'PatternCategory',
  schema: 'PatternCategory',
  paginationDefault: false,
  records: (loc) => loc.cat.patternCategories,
  serialize: (_loc, c) => c,
  filters: [idF(), slugF()],
  order: { id: (c) => c.id, name: (c) => c.name, position: (c) => c.position },
  defaultOrder: [['position', 'asc']],
});

type Color = LocaleCatalogue['patternColors'][number];
const patternColors = listRoute<Color>({
  endpoint: endpoints.patternColors,
  operationId: 'getPatternColors',
  summary: 'Pattern colour palettes',
  tag: PATTERNS,
  type: 'PatternColor',
  schema: 'PatternColor',
  paginationDefault: false,
  records: (loc) => loc.cat.patternColors,
  serialize: (_loc, c) => c,
  filters: [idF()],
  order: { id: (c) => c.id, name: (c) => c.name, hex: (c) => c.hex },
  defaultOrder: [],
});

const patternColor = detailRoute<Color>({
  endpoint: endpoints.patternColor,
  paramDescription: 'Colour id',
  operationId: 'getPatternColor',
  summary: 'A pattern colour',
  tag: PATTERNS,
  type: 'PatternColor',
  schema: 'PatternColor',
  what: 'Pattern colour',
  find: (loc, v) => byNumericId(loc.idx.byId.patternColors, v),
  serialize: (_loc, c) => c,
});

type PriceGroup = LocaleCatalogue['patternPriceGroups'][number];
const priceGroups = listRoute<PriceGroup>({
  endpoint: endpoints.patternPriceGroups,
  operationId: 'getPatternPriceGroups',
  summary: 'Pattern price groups',
  tag: PATTERNS,
  type: 'PatternPriceGroup',
  schema: 'PatternPriceGroup',
  paginationDefault: false,
  records: (loc) => loc.cat.patternPriceGroups,
  serialize: (_loc, g) => g,
  filters: [idF()],
  order: { id: (g) => g.id, name: (g) => g.name, position: (g) => g.position },
  defaultOrder: [['position', 'asc']],
});

// ---------------------------------------------------------------------------------------------- company

const stores = listRoute<StoreRecord>({
  endpoint: endpoints.stores,
  operationId: 'getStores',
  summary: 'Showrooms and dealers with their region',
  tag: COMPANY,
  type: 'Store',
  schema: 'Store',
  paginationDefault: false,
  records: (loc) => loc.cat.stores,
  serialize: (loc, s) => loc.ser.store(s),
  filters: [
    idF(),
    eq<StoreRecord>('region.id', 'integer', 'Stores of this region.', (s) => s.regionId),
    eq<StoreRecord>(
      'region.slug',
      'string',
      'Stores of the region (voivodeship) with this slug.',
      (s, loc) => loc.idx.byId.regions.get(s.regionId)?.slug ?? null,
    ),
    eq<StoreRecord>('type', 'string', 'showroom or dealer.', (s) => s.type, ['showroom', 'dealer']),
    eq<StoreRecord>('city', 'string', 'Exact city.', (s) => s.city),
    eq<StoreRecord>('postalCode', 'string', 'Exact postal code.', (s) => s.postalCode),
  ],
  order: {
    id: (s) => s.id,
    name: (s) => s.name,
    city: (s) => s.city,
    'region.name': (s, loc) => loc.idx.byId.regions.get(s.regionId)?.name ?? null,
  },
  defaultOrder: [['name', 'asc']],
});

const regions = listRoute<Region>({
  endpoint: endpoints.regions,
  operationId: 'getRegions',
  summary: 'Regions (voivodeships)',
  tag: COMPANY,
  type: 'Region',
  schema: 'Region',
  paginationDefault: false,
  records: (loc) => loc.cat.regions,
  serialize: (_loc, r) => r,
  filters: [idF(), slugF()],
  order: { id: (r) => r.id, name: (r) => r.name },
  defaultOrder: [['name', 'asc']],
});

const jobOffers = listRoute<JobOffer>({
  endpoint: endpoints.jobOffers,
  operationId: 'getJobOffers',
  summary: 'Job offers (office and production), newest first',
  tag: COMPANY,
  type: 'JobOffer',
  schema: 'JobOffer',
  paginationDefault: false,
  records: (loc) => loc.cat.jobOffers,
  serialize: (_loc, o) => o,
  filters: [
    idF(),
    eq<JobOffer>('worktype', 'string', 'office or production.', (o) => o.worktype, ['office', 'production']),
    eq<JobOffer>('region', 'string', 'Exact region name.', (o) => o.region),
  ],
  order: { id: (o) => o.id, publicationDate: (o) => new Date(o.publicationDate).getTime() || 0, position: (o) => o.position },
  defaultOrder: [['publicationDate', 'desc']],
});

const career = detailRoute<JobOffer>({
  endpoint: endpoints.career,
  paramDescription: `Job offer id (also ${endpoints.career.path}.json, the mock variant)`,
  operationId: 'getCareer',
  summary: 'A job offer (career detail)',
  tag: COMPANY,
  type: 'JobOffer',
  schema: 'JobOffer',
  what: 'Job offer',
  find: (loc, v) => byNumericId(loc.idx.byId.jobOffers, v),
  serialize: (_loc, o) => o,
});

type Contact = LocaleCatalogue['contacts'][number];
const contact = detailRoute<Contact>({
  endpoint: endpoints.contact,
  paramDescription: 'Contact (office) id',
  operationId: 'getContact',
  summary: 'A contact office: address, phone, e-mail, coordinates, opening hours',
  tag: COMPANY,
  type: 'Contact',
  schema: 'Contact',
  what: 'Contact',
  find: (loc, v) => byNumericId(loc.idx.byId.contacts, v),
  serialize: (_loc, c) => c,
});

type Person = LocaleCatalogue['contactPeople'][number];
const contactPeople = listRoute<Person>({
  endpoint: endpoints.contactPeople,
  operationId: 'getContactPeople',
  summary: 'Contact people (sales representatives) with the contact regions they cover',
  tag: COMPANY,
  type: 'ContactPerson',
  schema: 'ContactPerson',
  paginationDefault: false,
  records: (loc) => loc.cat.contactPeople,
  serialize: (_loc, p) => p,
  filters: [idF(), eq<Person>('regionIds', 'integer', 'People covering this contact region.', (p) => p.regionIds ?? [])],
  order: { id: (p) => p.id, name: (p) => p.name },
  defaultOrder: [],
});

type ContactRegion = LocaleCatalogue['contactRegions'][number];
const contactRegions = listRoute<ContactRegion>({
  endpoint: endpoints.contactRegions,
  operationId: 'getContactRegions',
  summary: 'Contact regions and the voivodeships (region slugs) each covers',
  tag: COMPANY,
  type: 'ContactRegion',
  schema: 'ContactRegion',
  paginationDefault: false,
  records: (loc) => loc.cat.contactRegions,
  serialize: (_loc, r) => r,
  filters: [idF(), slugF()],
  order: { id: (r) => r.id, name: (r) => r.name },
  defaultOrder: [],
});

type Department = LocaleCatalogue['contactDepartments'][number];
const departments = listRoute<Department>({
  endpoint: endpoints.contactDepartments,
  operationId: 'getContactFormDepartments',
  summary: 'Departments of the contact form dropdown',
  tag: COMPANY,
  type: 'ContactFormDepartment',
  schema: 'ContactDepartment',
  paginationDefault: false,
  records: (loc) => loc.cat.contactDepartments,
  serialize: (_loc, d) => d,
  filters: [idF()],
  order: { id: (d) => d.id, name: (d) => d.name },
  defaultOrder: [],
});

export const companyRoutes: RouteDef[] = [
  patterns,
  patternCategories,
  patternColors,
  patternColor,
  priceGroups,
  stores,
  regions,
  jobOffers,
  career,
  contact,
  contactPeople,
  contactRegions,
  departments,
];

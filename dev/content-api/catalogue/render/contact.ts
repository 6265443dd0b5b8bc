/** The contact page's offices, departments, sales regions and people. */
import { slugify } from '../slug.ts';
import {
  BRAND_DOMAIN,
  CONTACT_PEOPLE,
  DEPARTMENT_EMAILS,
  DEPARTMENT_KEYS,
  SALES_REGIONS,
  VOIVODESHIP_KEYS,
  type ContactPositionKey,
  type SalesRegionKey,
} from '../taxonomy.ts';
import { type LocaleContext, image, personName } from './context.ts';
import type { Region } from '#contract/schemas/company.ts';

export function renderContacts(ctx: LocaleContext, regions: Region[]) {
  const { locale, bank } = ctx;
  const contacts = [
    {
      id: 1,
      name: bank.contact.headOffice,
      street: 'ul. Głogowska 218',
      city: bank.cities.poznan,
      postalCode: '60-104',
      country: bank.countries.poland,
      phone: '+48 61 850 12 00',
      email: `biuro@${BRAND_DOMAIN}`,
      lat: 52.3874,
      lng: 16.8877,
      openingHours: bank.contact.openingHours,
    },
    {
      id: 2,
      name: bank.contact.factory,
      street: 'ul. Rabowicka 12',
      city: bank.cities.swarzedz,
      postalCode: '62-020',
      country: bank.countries.poland,
      phone: '+48 61 817 40 00',
      email: `fabryka@${BRAND_DOMAIN}`,
      lat: 52.4021,
      lng: 17.0699,
      openingHours: bank.contact.openingHours,
    },
  ];
  const contactDepartments = DEPARTMENT_KEYS.map((key, i) => ({
    id: i + 1,
    name: bank.contact.departments[key],
    email: DEPARTMENT_EMAILS[key],
  }));
  const salesRegionId = (key: SalesRegionKey) => SALES_REGIONS.findIndex((r) => r.key === key) + 1;
  const contactRegions = SALES_REGIONS.map((r, i) => ({
    id: i + 1,
    name: bank.contact.salesRegions[r.key],
    slug: slugify(bank.contact.salesRegions[r.key]),
    regions: r.voivodeships.map((v) => regions[VOIVODESHIP_KEYS.indexOf(v)]!.slug),
  }));
  const PEOPLE_ROLES: [ContactPositionKey, SalesRegionKey[]][] = [
    ['regionalManager', ['north']],
    ['regionalManager', ['central']],
    ['regionalManager', ['south']],
    ['regionalManager', ['west']],
    ['regionalManager', ['east']],
    ['salesDirector', ['north', 'central', 'south', 'west', 'east']],
    ['keyAccount', ['central', 'south']],
    ['projectAdvisor', ['west', 'north']],
    ['customerServiceLead', []],
    ['exportManager', ['exportNordic']],
    ['exportManager', ['exportDach']],
    ['exportManager', ['exportWest']],
  ];
  const peopleSource = [...CONTACT_PEOPLE.slice(0, 9), CONTACT_PEOPLE[10]!, CONTACT_PEOPLE[11]!, CONTACT_PEOPLE[12]!];
  const contactPeople = peopleSource.map((person, i) => {
    const [position, regionKeys] = PEOPLE_ROLES[i]!;
    const name = personName(person, locale);
    const latin = slugify(`${person.first} ${person.last}`);
    return {
      id: i + 1,
      name,
      position: bank.contact.positions[position],
      email: `${latin.replace('-', '.')}@${BRAND_DOMAIN}`,
      phone: `+48 ${600 + i * 7} ${String(100 + i * 37).slice(0, 3)} ${String(200 + i * 53).slice(0, 3)}`,
      image: i % 5 === 4 ? null : image(`/uploads/people/${latin}.jpg`, { w: 800, h: 1000 }, name),
      regionIds: regionKeys.map(salesRegionId),
    };
  });
  return { contacts, contactDepartments, contactRegions, contactPeople };
}
